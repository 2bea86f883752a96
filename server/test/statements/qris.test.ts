import { describe, expect, it } from 'vitest';
import {
  AUTO_QR_TEMPLATE,
  QRIS_STATEMENTS,
  QRIS_TEMPLATE,
  qrisExportStatement,
  qrisLuxeStatement,
  qrisMineraStatement,
  qrisSolitaStatement,
  qrisStatement,
} from '../../src/modules/statements/parsers/qris.ts';
import { fixture, goldenOf, itRefusesBadRows, qris, readAs, templateCsv } from './bank-support.ts';

const parse = (text: string) => qrisStatement.parse(text, {});
const HEADER = 'Tanggal,RRN,NMID,Merchant,Nama Customer,Nominal,MDR,Nominal Bersih,Status';
/** The native layouts a refusal names after our template's columns. */
const NATIVE_LABELS = [
  'laporan agregator QRIS',
  'riwayat transaksi portal merchant QRIS',
  'laporan payment gateway QRIS (Paid At, UTC)',
  'laporan transaksi QRIS gateway (success_at)',
  'laporan settlement QRIS acquirer (RECORD DATE)',
].join(', ');

/** Our QRIS template, as a parse names the layout it read. */
const TEMPLATE = { variant: 'qris-template', layout: 'template QRIS' };

describe('QRIS template', () => {
  it('reads the template under a preamble, keeping only paid rows and deriving the missing one of gross, MDR and net', async () => {
    expect(await goldenOf(parse(fixture('qris-template.csv')), 'qris-template.csv')).toEqual(
      readAs(
        TEMPLATE,
        ['2 baris dilewati karena statusnya bukan sukses: FAILED 1, EXPIRED 1.'],
        [
          qris(6, '2026-07-03 00:04:26', 9_930_000, 10_000_000, 70_000, {
            description: 'QRIS | TOKO CONTOH JAYA | NMID ID1025123456789 | RRN 602300000101 | BUDI SANTOSO',
            counterpartyName: 'BUDI SANTOSO',
            reference: '602300000101',
          }),
          qris(7, '2026-07-03 08:15:02', 4_965_000, 5_000_000, 35_000, {
            description: 'QRIS | TOKO CONTOH JAYA | NMID ID1025123456789 | RRN 602300000102',
            reference: '602300000102',
          }),
          qris(9, '2026-07-03 11:45:10', 24_900_050, 25_000_050, 100_000, {
            description: 'QRIS | TOKO CONTOH JAYA | NMID ID1025123456789 | RRN 602300000104 | WIJAYA, ANDI',
            counterpartyName: 'WIJAYA, ANDI',
            reference: '602300000104',
          }),
          qris(11, '2026-07-03 23:59:59', 148_950_000, 150_000_000, 1_050_000, {
            description: 'QRIS | TOKO CONTOH JAYA | NMID ID1025123456789 | RRN 602300000106 | DEWI LESTARI',
            counterpartyName: 'DEWI LESTARI',
            reference: '602300000106',
          }),
        ],
      ),
    );
  });

  it('reads a tab-separated template for QRIS (Luxe)', async () => {
    const result = qrisLuxeStatement.parse(fixture('qris-luxe-tab.csv'), {});
    expect(await goldenOf(result, 'qris-luxe-tab.csv')).toEqual(
      readAs(
        TEMPLATE,
        [],
        [
          qris(2, '2026-07-04 09:00:01', 19_860_000, 20_000_000, 140_000, {
            description: 'QRIS | LUXE CONTOH | NMID ID1026987654321 | RRN 602300000301 | ANDI WIJAYA',
            counterpartyName: 'ANDI WIJAYA',
            reference: '602300000301',
          }),
          qris(3, '2026-07-04 09:10:00', 1_986_000, 2_000_000, 14_000, {
            description: 'QRIS | LUXE CONTOH | NMID ID1026987654321 | RRN 602300000302',
            reference: '602300000302',
          }),
        ],
      ),
    );
  });

  it('keeps the gross as the amount when the file gives no MDR', () => {
    const result = parse(`${HEADER}\n03/07/2026 10:00:00,602300000900,,,,30800,,,SUCCESS\n`);
    expect(result.ok && result.rows[0]).toMatchObject({ amountSen: 3_080_000, grossSen: 3_080_000, feeSen: null });
  });

  it('answers ok with no rows when no row is paid, saying why in a warning', () => {
    const result = parse(`${HEADER}\n03/07/2026 10:00:00,602300000900,,,,30800,,,EXPIRED\n03/07/2026 10:01:00,602300000901,,,,30800,,,Pending\n`);
    expect(result).toEqual(readAs(TEMPLATE, ['2 baris dilewati karena statusnya bukan sukses: EXPIRED 1, PENDING 1.'], []));
  });

  it('ends the table at a total line', () => {
    const result = parse(`${HEADER}\n03/07/2026 10:00:00,602300000900,,,,30800,,,SUCCESS\nTotal,,,,,30800,,,\nDicetak 04/07/2026\n`);
    expect(result.ok && result.rows.map((r) => r.reference)).toEqual(['602300000900']);
  });

  it('finds the header within the first 40 rows, not further down', () => {
    const preamble = (n: number) => Array.from({ length: n }, (_, i) => `Keterangan ${i + 1}`).join('\n');
    const body = `${HEADER}\n03/07/2026 10:00:00,602300000900,,,,30800,,,SUCCESS\n`;
    const found = parse(`${preamble(39)}\n${body}`);
    expect(found.ok && found.rows[0]?.line).toBe(41);
    expect(parse(`${preamble(40)}\n${body}`).ok).toBe(false);
  });
});

describe('QRIS native exports', () => {
  it('reads the aggregator report (BOM): paid time, Amount - Downline Fee Amount = Total Amount, ids in the description', async () => {
    expect(await goldenOf(parse(fixture('qris-aggregator.csv')), 'qris-aggregator.csv')).toEqual(
      readAs(
        { variant: 'qris-aggregator', layout: 'laporan agregator QRIS' },
        ['2 baris dilewati karena statusnya bukan sukses: PENDING 1, EXPIRED 1.'],
        [
          qris(2, '2026-07-03 23:59:49', 4_935_000, 5_000_000, 65_000, {
            description: 'QRIS | RRN 1q10a0v18001 | TRX 019f28eb-b15f-7ee2-83ea-ad5cddc9a287 | WL D6179892 | MEMBER Politiku | qris',
            reference: '1q10a0v18001',
          }),
          qris(4, '2026-07-03 10:11:40', 9_870_000, 10_000_000, 130_000, {
            description:
              'QRIS | NMID ID1025123456789 | RRN 1q10a0v18002 | TRX 0190aaaa-0000-7000-8000-000000000002 | WL D6179900 | MEMBER budi88 | qris | deposit pagi',
            reference: '1q10a0v18002',
          }),
        ],
      ),
    );
  });

  it('reads the merchant portal history (semicolons, Indonesian statuses, gross only)', async () => {
    expect(await goldenOf(parse(fixture('qris-portal.csv')), 'qris-portal.csv')).toEqual(
      readAs(
        { variant: 'qris-merchant-portal', layout: 'riwayat transaksi portal merchant QRIS' },
        ['1 baris dilewati karena statusnya bukan sukses: GAGAL 1.'],
        [
          qris(2, '2026-07-03 14:05:10', 10_000_000, 10_000_000, null, {
            description: 'QRIS | RRN 602300000201 | TRX 10231 | INV 884512 | DANA | BUDI SANTOSO',
            counterpartyName: 'BUDI SANTOSO',
            reference: '602300000201',
          }),
          qris(4, '2026-07-03 15:30:00', 3_080_000, 3_080_000, null, {
            description: 'QRIS | RRN 602300000203 | TRX 10233 | INV 884514 | BCA Mobile',
            reference: '602300000203',
          }),
        ],
      ),
    );
  });
});

describe('QRIS broken files', () => {
  it('names the missing column', () => {
    expect(parse(fixture('qris-missing-column.csv'))).toEqual({
      ok: false,
      error:
        'Header template QRIS di baris 1 tidak lengkap: kolom RRN tidak ada. Kolom yang diharapkan: Tanggal, RRN, Nominal, Status. ' +
        'Ditemukan: Tanggal, NMID, Merchant, Nama Customer, Nominal, MDR, Nominal Bersih, Status.',
    });
  });

  it('gives the line of a bad date', () => {
    expect(parse(fixture('qris-bad-date.csv'))).toEqual({ ok: false, error: "Baris 3: Tanggal '31/02/2026 10:00:00' tidak valid" });
  });

  it('refuses an Indonesian-style amount rather than guessing what 100.000 means', () => {
    expect(parse(fixture('qris-bad-amount.csv'))).toEqual({ ok: false, error: "Baris 2: nominal '100.000' di kolom Nominal tidak valid (format: 1500000.00)" });
  });

  it('says so when the file has a header and no rows', () => {
    expect(parse(fixture('qris-header-only.csv'))).toEqual({
      ok: false,
      error: 'File QRIS tidak berisi transaksi: tidak ada baris data di bawah header (baris 1).',
    });
    expect(parse('')).toEqual({ ok: false, error: 'File kosong.' });
  });

  itRefusesBadRows(HEADER, parse, [
    [
      'gross, MDR and net that do not add up',
      '03/07/2026 10:00:00,602300000900,,,,100000,700,99000,SUCCESS',
      'Baris 2: Nominal 100000.00 - MDR 700.00 tidak sama dengan Nominal Bersih 99000.00',
    ],
    [
      'a status it does not know instead of guessing whether it is money',
      '03/07/2026 10:00:00,602300000900,,,,100000,,,MENGGANTUNG',
      "Baris 2: status 'MENGGANTUNG' tidak dikenal (kolom Status); status sukses yang diterima: SUCCESS, SUKSES, BERHASIL, PAID, SETTLED",
    ],
    ['a paid row without RRN', '03/07/2026 10:00:00,,,,,100000,,,SUCCESS', 'Baris 2: kolom RRN kosong'],
    ['a zero amount', '03/07/2026 10:00:00,602300000900,,,,0,,,SUCCESS', "Baris 2: nominal '0' di kolom Nominal harus lebih dari 0"],
  ]);

  it('refuses the file of another category', () => {
    expect(qrisSolitaStatement.parse(fixture('autotx-template.csv'), {})).toEqual({
      ok: false,
      error:
        'File bukan format QRIS Solita. Kolom yang diharapkan: Tanggal, RRN, Nominal, Status. ' +
        'Ditemukan: Tanggal, ID Transaksi, Wallet, No Akun, Nama Akun, Nominal, Tipe, Status. ' +
        `Juga diterima: ${NATIVE_LABELS}. ` +
        'File ini tampaknya template E-Wallet (Auto TX): pilih kategori E-Wallet (Auto TX).',
      lookalike: 'autotx-template',
    });
    const bca = 'Tanggal,Keterangan,Cabang,Jumlah,,Saldo\n27/06,TRSF E-BANKING CR 2606/FTSCY/WS95031 100000.00BUDI SANTOSO,0000,100000.00,CR,4964637.00\n';
    expect(qrisMineraStatement.parse(bca, {})).toEqual({
      ok: false,
      error:
        'File bukan format QRIS Minera. Kolom yang diharapkan: Tanggal, RRN, Nominal, Status. Ditemukan: Tanggal, Keterangan, Cabang, Jumlah, Saldo. ' +
        `Juga diterima: ${NATIVE_LABELS}. File ini tampaknya CSV KlikBCA: pilih kategori Bank, bank BCA.`,
      lookalike: 'bca-klikbca',
    });
  });
});

describe('QRIS categories and templates', () => {
  it('serves five categories from one parser, each with its own id, label and template file', () => {
    expect(QRIS_STATEMENTS.map((f) => [f.id, f.label, f.template.fileName])).toEqual([
      ['qris', 'QRIS', 'template_mutasi_qris.csv'],
      ['qris-solita', 'QRIS Solita', 'template_mutasi_qris_solita.csv'],
      ['qris-minera', 'QRIS Minera', 'template_mutasi_qris_minera.csv'],
      ['qris-export', 'QRIS Export', 'template_mutasi_qris_export.csv'],
      ['qris-luxe', 'QRIS (Luxe)', 'template_mutasi_qris_luxe.csv'],
    ]);
    expect(qrisExportStatement.template.columns).toEqual(['Tanggal', 'RRN', 'NMID', 'Merchant', 'Nama Customer', 'Nominal', 'MDR', 'Nominal Bersih', 'Status']);
  });

  it.each([...QRIS_STATEMENTS.map((f) => [f.label, f.template] as const), ['Mutasi Auto QR', AUTO_QR_TEMPLATE] as const, ['QRIS', QRIS_TEMPLATE] as const])(
    'the %s template parses with its own parser',
    (_label, template) => {
      expect(template.example).toHaveLength(template.columns.length);
      for (const format of QRIS_STATEMENTS) {
        expect(format.parse(templateCsv(template), {})).toEqual(
          readAs(
            TEMPLATE,
            [],
            [
              qris(2, '2026-07-03 14:05:10', 9_930_000, 10_000_000, 70_000, {
                description: 'QRIS | TOKO CONTOH JAYA | NMID ID1025123456789 | RRN 602312345678 | BUDI SANTOSO',
                counterpartyName: 'BUDI SANTOSO',
                reference: '602312345678',
              }),
            ],
          ),
        );
      }
    },
  );
});
