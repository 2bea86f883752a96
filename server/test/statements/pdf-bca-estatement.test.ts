import { describe, expect, it } from 'vitest';
import { parseBcaEStatementPdf } from '../../src/modules/statements/pdf/bca-estatement.ts';
import { atLine, errorOf, expectReading, rowsOf, rowsReadAs } from './bank-support.ts';
import { BCA_FIRST_Y, BCA_X, BNI_JUNE, BNI_JUNE_SUMMARY, bcaPdf, bniPdf, printed, type BcaRow } from './pdf-statements.ts';
import { scannedPdf } from './pdf-support.ts';

/** Two pages of June 2026: a page break in a narrative, amounts and dates inside narratives, the amount on a later line. */
const JUNE: BcaRow[] = [
  { date: '01/06', text: ['SALDO AWAL'], saldo: '10,000,000.00' },
  { date: '02/06', text: [['TRSF E-BANKING CR', '0206/FTSCY/WS95031'], '250000.00', 'SBGP 02 INV 7', 'BUDI SANTOSO'], cbg: '0938', amount: '250,000.00' },
  { date: '02/06', text: [['BI-FAST DB', 'BIF TRANSFER KE'], '009', 'ANDI WIJAYA'], amount: '500,000.00 DB', saldo: '9,750,000.00' },
  { date: '03/06', text: [['TRSF E-BANKING DB', '0306/FTFVA/WS95011'], '39010/DANA', '-', '-', '081234567890'], amount: '50,000.00 DB', amountOn: 4 },
  {
    date: '03/06',
    text: [['KR OTOMATIS', 'MID : 885000000001'], 'TOKO CONTOH', 'QR : 2224200.00 DDR: 15569.40'],
    amount: '2,208,630.60',
    saldo: '11,908,630.60',
  },
  { date: '05/06', text: [['BI-FAST CR', 'TANGGAL :04/06'], 'BIF TRANSFER DR', '008', 'SITI AMINAH'], amount: '1,000,000.00' },
  // Its first line ends page 1; the name and the bank stand at the top of page 2.
  { date: '05/06', text: [['SWITCHING CR', 'TRANSFER DR 013'], 'RINA MARLINA', 'PERMATA'], amount: '75,000.00', saldo: '12,983,630.60' },
  // A narrative line that is a date, in KETERANGAN: no row of its own.
  { date: '15/06', text: [['TARIKAN ATM', '15/06'], '16/06'], amount: '500,000.00 DB', saldo: '12,483,630.60' },
  {
    date: '20/06',
    text: [['TRSF E-BANKING CR', '2006/FTSCY/WS95051'], '1500000.00', 'JOKO SUSILO'],
    amount: '1,500,000.00',
    amountOn: 2,
    saldo: '13,983,630.60',
  },
  { date: '30/06', text: ['BIAYA ADM'], amount: '10,000.00 DB' },
  { date: '30/06', text: ['BUNGA'], amount: '2,500.50' },
  { date: '30/06', text: ['PAJAK BUNGA'], amount: '500.10 DB', saldo: '13,975,631.00' },
];

const parse = (bytes: Uint8Array) => parseBcaEStatementPdf(bytes, { statementDate: '2026-06-30' });
const replaced = (rows: readonly BcaRow[], at: number, row: Partial<BcaRow>) => rows.map((r, i) => (i === at ? { ...r, ...row } : r));

describe('BCA e-Statement PDF', () => {
  it('reads every row of a two-page statement, the header, watermark, page break and summary left out', async () => {
    const rows = rowsReadAs(await parse(await bcaPdf(JUNE)), { variant: 'bca-estatement-pdf', layout: 'e-Statement PDF BCA' });
    // line 31: its first line ends page 1; the name and the bank stand at the top of page 2.
    expect(atLine(rows, 31)).toMatchObject({ channel: 'SWITCHING', counterpartyName: 'RINA MARLINA', counterpartyBank: 'PERMATA' });
    // line 46: a narrative line that is a date, in KETERANGAN: no row of its own.
    expect(atLine(rows, 46).description).toBe('TARIKAN ATM  15/06  16/06');
    await expectReading(rows, 'bca-estatement-june.pdf');
  });

  it('reads the same rows whatever the watermark, and when encrypted with an empty user password as BCA sends it', async () => {
    const plain = rowsOf(await parse(await bcaPdf(JUNE)));
    for (const options of [{ watermark: 'large' }, { watermark: 'letters' }, { watermark: 'none', encrypt: 'empty' }] as const) {
      expect(rowsOf(await parse(await bcaPdf(JUNE, options)))).toEqual(plain);
    }
  });

  it('dates each row in the year of the period: a December statement with a 01/01 row, a January one with 31/12', async () => {
    const december: BcaRow[] = [
      { date: '01/12', text: ['SALDO AWAL'], saldo: '1,000.00' },
      { date: '31/12', text: ['BUNGA'], amount: '1.00' },
      { date: '01/01', text: ['BIAYA ADM'], amount: '0.50 DB', saldo: '1,000.50' },
    ];
    const result = await parse(await bcaPdf(december, { period: 'DESEMBER 2025' }));
    expect(rowsOf(result).map((l) => l.date)).toEqual(['2025-12-31', '2026-01-01']);
    expect(result).toMatchObject({ warnings: ['Halaman 1, baris 13: tanggal 2026-01-01 di luar periode DESEMBER 2025.'] });

    const january = december.map((r, i) => ({ ...r, date: ['01/01', '31/12', '02/01'][i]! }));
    const read = await parse(await bcaPdf(january, { period: 'JANUARI 2026' }));
    expect(rowsOf(read).map((l) => l.date)).toEqual(['2025-12-31', '2026-01-02']);
    expect(read).toMatchObject({ warnings: ['Halaman 1, baris 12: tanggal 2025-12-31 di luar periode JANUARI 2026.'] });
  });

  it('keeps a narrative line printed at the same height on every page: only a footer across the columns is left out', async () => {
    const transfer = (day: string, amount: string): BcaRow => ({
      date: `${day}/06`,
      text: [['TRSF E-BANKING CR', `${day}06/FTSCY/WS95031`], '100000.00', 'BUDI SANTOSO'],
      amount,
    });
    const rows = [
      { date: '01/06', text: ['SALDO AWAL'], saldo: '1,000.00' },
      transfer('02', '1,000.00'),
      { date: '03/06', text: ['BUNGA'], amount: '1.00' },
      transfer('04', '2,000.00'),
    ];
    const read = rowsOf(await parse(await bcaPdf(rows, { perPage: 4 })));
    expect(read.map((l) => [l.line, l.counterpartyName])).toEqual([
      [12, 'BUDI SANTOSO'],
      [27, ''],
      [28, 'BUDI SANTOSO'],
    ]);
  });

  it('refuses a statement whose balance does not follow from the rows, naming the page and line', async () => {
    const error = errorOf(await parse(await bcaPdf(replaced(JUNE, 2, { saldo: '9,760,000.00' }), { summary: {} })));
    expect(error).toBe(
      'Halaman 1, baris 16: saldo tertulis Rp9.760.000, padahal saldo sebelumnya dengan mutasi sampai baris ini Rp9.750.000. ' +
        'Ada nominal atau arah (DB/CR) yang terbaca salah, atau baris yang hilang; file ditolak.',
    );
  });

  it('refuses a debit whose DB is lost: the narrative says DB', async () => {
    const error = errorOf(await parse(await bcaPdf(replaced(JUNE, 2, { amount: '500,000.00' }))));
    expect(error).toBe("Halaman 1, baris 16: keterangan menyebut DB, tetapi MUTASI '500,000.00' tanpa DB (kredit)");
  });

  it('refuses a statement whose summary disagrees with the rows', async () => {
    const error = errorOf(await parse(await bcaPdf(JUNE, { summary: { 'MUTASI CR': '5,036,131.10 5' } })));
    expect(error).toBe(
      'Ringkasan MUTASI CR Rp5.036.131,1 (5 transaksi), padahal baris yang terbaca berjumlah Rp5.036.131,1 (6 transaksi). ' +
        'Ada baris yang hilang atau terbaca salah; file ditolak.',
    );
    expect(errorOf(await parse(await bcaPdf(JUNE, { summary: { 'SALDO AKHIR': '13,975,632.00' } })))).toBe(
      'Ringkasan SALDO AKHIR Rp13.975.632, padahal dari baris yang terbaca Rp13.975.631; file ditolak.',
    );
  });

  it('refuses ambiguous rows: two amounts in one transaction, a text across two columns, a line before the first date', async () => {
    const doubled = { extra: { 1: [{ x: BCA_X.amountRight, y: BCA_FIRST_Y + 6 * 10, text: '1,000.00', align: 'right' as const }] } };
    expect(errorOf(await parse(await bcaPdf(JUNE, doubled)))).toBe(
      "Halaman 1, baris 16: kolom MUTASI terisi dua kali dalam satu transaksi ('500,000.00 DB', lalu '1,000.00' di halaman 1, baris 17); tidak jelas mana yang benar",
    );
    const across = { extra: { 1: [{ x: 470, y: BCA_FIRST_Y + 10, text: '99,999.00 DB' }] } };
    expect(errorOf(await parse(await bcaPdf(JUNE, across)))).toBe(
      "Halaman 1, baris 12: teks '99,999.00 DB' terpotong di antara kolom MUTASI dan SALDO; kolomnya tidak dapat dipastikan",
    );
    expect(errorOf(await parse(await bcaPdf(replaced(JUNE, 0, { date: '' }))))).toBe(
      "Halaman 1, baris 11: baris 'SALDO AWAL  10,000,000.00' tidak diawali tanggal dan tidak ada transaksi di atasnya",
    );
  });

  it('refuses pages that do not belong together, a missing last page, another currency, a date far from the period', async () => {
    const mixed = { headerOf: (page: number) => (page === 2 ? { PERIODE: 'MEI 2026' } : {}) };
    expect(errorOf(await parse(await bcaPdf(JUNE, mixed)))).toBe(
      'Halaman 2: PERIODE MEI 2026, padahal halaman 1: JUNI 2026. Halaman dari e-Statement lain tidak boleh digabung.',
    );
    expect(errorOf(await parse(await bcaPdf(JUNE, { drop: [2] })))).toBe(
      'Halaman 1 bertuliskan halaman 1 dari 2, padahal file berisi 1 halaman: ada halaman yang hilang atau tertukar.',
    );
    const unnumbered = { drop: [2], headerOf: () => ({ HALAMAN: '' }) };
    expect(errorOf(await parse(await bcaPdf(JUNE, unnumbered)))).toBe(
      'Ringkasan akhir (SALDO AWAL, MUTASI CR, MUTASI DB, SALDO AKHIR) tidak ditemukan: halaman terakhir e-Statement hilang?',
    );
    expect(errorOf(await parse(await bcaPdf(JUNE, { headerOf: () => ({ 'MATA UANG': 'USD' }) })))).toBe(
      'e-Statement ini dalam mata uang USD; hanya rekening IDR yang diterima.',
    );
    expect(errorOf(await parse(await bcaPdf(replaced(JUNE, 9, { date: '30/08' }))))).toBe(
      "Halaman 2, baris 18: tanggal '30/08' jauh di luar periode JUNI 2026",
    );
  });

  it('refuses what is no e-Statement it can read: a scan, a password, no PDF, a BNI e-Statement', async () => {
    expect(errorOf(await parse(await scannedPdf()))).toBe('PDF ini tidak memiliki teks (hasil scan); unduh e-Statement asli dari bank.');
    expect(errorOf(await parse(await bcaPdf(JUNE, { encrypt: 'rahasia' })))).toBe(
      'PDF ini dilindungi kata sandi. Buka dengan kata sandinya lalu simpan ulang tanpa kata sandi (Cetak > Simpan sebagai PDF), atau unduh e-Statement tanpa kata sandi.',
    );
    expect(errorOf(await parse(new TextEncoder().encode('Tanggal,Keterangan\n27/06,SETORAN TUNAI\n')))).toBe('File ini bukan PDF.');
    expect(errorOf(await parse((await bcaPdf(JUNE)).slice(0, 300)))).toBe(
      'PDF rusak atau terpotong dan tidak dapat dibaca; unduh ulang e-Statement dari bank.',
    );
    const bni = await parse(await bniPdf(BNI_JUNE, { summary: BNI_JUNE_SUMMARY }));
    expect(bni).toEqual({
      ok: false,
      lookalike: 'bni-estatement-pdf',
      error:
        'Bukan e-Statement PDF BCA: judul kolom TANGGAL, KETERANGAN, CBG, MUTASI, SALDO tidak ditemukan di halaman mana pun. ' +
        'File ini tampaknya e-Statement PDF BNI: pilih kategori Bank, bank BNI Internet Banking.',
    });
  });

  it('reads a 200-page statement in a few seconds', async () => {
    const rows: BcaRow[] = [{ date: '01/06', text: ['SALDO AWAL'], saldo: '1,000,000.00' }];
    for (let i = 0; i < 2000; i++) {
      const day = String(1 + Math.floor(i / 70)).padStart(2, '0');
      rows.push({
        date: `${day}/06`,
        text: [['TRSF E-BANKING CR', `${day}06/FTSCY/WS95031`], `${1000 + i}.00`, `PEMAIN ${i}`],
        amount: printed(100_000 + i * 100),
      });
    }
    const bytes = await bcaPdf(rows, { perPage: 30 });
    const started = performance.now();
    const result = await parse(bytes);
    const seconds = (performance.now() - started) / 1000;
    console.log(`BCA e-Statement PDF: 200 pages, 2000 rows read in ${seconds.toFixed(2)} s`);
    expect(rowsOf(result)).toHaveLength(2000);
    expect(seconds).toBeLessThan(10);
  }, 60_000);
});
