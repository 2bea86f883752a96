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
import { atLine, expectReading, fixture, itRefusesBadRows, qris, readAs, rowsReadWith, templateCsv } from './bank-support.ts';

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
    const rows = rowsReadWith(parse(fixture('qris-template.csv')), TEMPLATE, ['2 baris dilewati karena statusnya bukan sukses: FAILED 1, EXPIRED 1.']);
    // line 7: no net: gross less MDR. line 9: no MDR: gross less net.
    expect(atLine(rows, 7)).toMatchObject({ amountSen: 4_965_000, grossSen: 5_000_000, feeSen: 35_000 });
    expect(atLine(rows, 9)).toMatchObject({ amountSen: 24_900_050, grossSen: 25_000_050, feeSen: 100_000 });
    await expectReading(rows, 'qris-template.csv');
  });

  it('reads a tab-separated template for QRIS (Luxe)', async () => {
    await expectReading(rowsReadWith(qrisLuxeStatement.parse(fixture('qris-luxe-tab.csv'), {}), TEMPLATE, []), 'qris-luxe-tab.csv');
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
    const rows = rowsReadWith(parse(fixture('qris-aggregator.csv')), { variant: 'qris-aggregator', layout: 'laporan agregator QRIS' }, [
      '2 baris dilewati karena statusnya bukan sukses: PENDING 1, EXPIRED 1.',
    ]);
    expect(atLine(rows, 2)).toMatchObject({ amountSen: 4_935_000, grossSen: 5_000_000, feeSen: 65_000, time: '23:59:49' });
    await expectReading(rows, 'qris-aggregator.csv');
  });

  it('reads the merchant portal history (semicolons, Indonesian statuses, gross only)', async () => {
    const rows = rowsReadWith(parse(fixture('qris-portal.csv')), { variant: 'qris-merchant-portal', layout: 'riwayat transaksi portal merchant QRIS' }, [
      '1 baris dilewati karena statusnya bukan sukses: GAGAL 1.',
    ]);
    expect(atLine(rows, 2)).toMatchObject({ amountSen: 10_000_000, grossSen: 10_000_000, feeSen: null });
    await expectReading(rows, 'qris-portal.csv');
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
