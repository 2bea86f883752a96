import { describe, expect, it } from 'vitest';
import { parseBniEStatementPdf } from '../../src/modules/statements/pdf/bni-estatement.ts';
import { atLine, errorOf, expectReading, rowsOf, rowsReadAs } from './bank-support.ts';
import { BCA_SAMPLE, BNI_JUNE, BNI_JUNE_SUMMARY, bcaPdf, bniPdf, type BniRow } from './pdf-statements.ts';

const parse = (bytes: Uint8Array) => parseBniEStatementPdf(bytes, { statementDate: '2026-06-30' });
const replaced = (rows: readonly BniRow[], at: number, row: Partial<BniRow>) => rows.map((r, i) => (i === at ? { ...r, ...row } : r));
const summaryWithout = (label: string) => BNI_JUNE_SUMMARY.filter(([l]) => l !== label);

describe('BNI e-Statement PDF', () => {
  it('reads every row: a time under the date, wrapped names, a narrative across the page break, the footer left out', async () => {
    const result = await parse(await bniPdf(BNI_JUNE, { summary: BNI_JUNE_SUMMARY }));
    const rows = rowsReadAs(result, { variant: 'bni-estatement-pdf', layout: 'e-Statement PDF BNI' });
    expect(atLine(rows, 8)).toMatchObject({ time: '06:25:21', counterpartyName: 'BUDI SANTOSO' });
    // line 12: its narrative runs over the page break: the holder's name stands on page 2.
    expect(atLine(rows, 12)).toMatchObject({
      counterpartyName: 'SITI AMINAH',
      description: 'TRANSFER DARI | PEMINDAHAN DARI 1234567890 Ibu SITI AMINAH | TOPUP OVO',
    });
    await expectReading(rows, 'bni-estatement-june.pdf');
  });

  it('reads a statement without an opening balance or totals, from its first balance on', async () => {
    const result = await parse(await bniPdf(BNI_JUNE, { summary: [['Ending Balance', '4,348,487.65']], watermark: 'letters' }));
    // The same lines as with them (its golden: bni-estatement-june.pdf).
    expect(rowsOf(result)).toEqual(rowsOf(await parse(await bniPdf(BNI_JUNE, { summary: BNI_JUNE_SUMMARY }))));
  });

  it('warns of a row dated outside the period', async () => {
    const result = await parse(await bniPdf(BNI_JUNE, { summary: BNI_JUNE_SUMMARY, period: '01-Jun-26 - 29-Jun-26' }));
    expect(result).toMatchObject({
      warnings: [
        'Halaman 2, baris 10: tanggal 2026-06-30 di luar periode 2026-06-01 s.d. 2026-06-29.',
        'Halaman 2, baris 11: tanggal 2026-06-30 di luar periode 2026-06-01 s.d. 2026-06-29.',
      ],
    });
  });

  it('refuses a balance that does not follow, a total or ending balance that disagrees, and a missing ending balance', async () => {
    const wrongBalance = replaced(BNI_JUNE, 2, { balance: '3,697,000.00' });
    expect(errorOf(await parse(await bniPdf(wrongBalance, { summary: BNI_JUNE_SUMMARY })))).toBe(
      'Halaman 1, baris 11: saldo tertulis Rp3.697.000, padahal saldo sebelumnya dengan mutasi sampai baris ini Rp3.697.500. ' +
        'Ada nominal atau arah (DB/CR) yang terbaca salah, atau baris yang hilang; file ditolak.',
    );
    const wrongCount = BNI_JUNE_SUMMARY.map((row) => (row[0] === 'Total Debet' ? ['Total Debet', '5', '1,602,746.91'] : row));
    expect(errorOf(await parse(await bniPdf(BNI_JUNE, { summary: wrongCount })))).toBe(
      'Ringkasan Total Debet Rp1.602.746,91 (5 transaksi), padahal baris yang terbaca berjumlah Rp1.602.746,91 (4 transaksi). ' +
        'Ada baris yang hilang atau terbaca salah; file ditolak.',
    );
    const wrongOpening = BNI_JUNE_SUMMARY.map((row) => (row[0] === 'Beginning Balance' ? ['Beginning Balance', '5,000,100.00'] : row));
    expect(errorOf(await parse(await bniPdf(BNI_JUNE, { summary: wrongOpening })))).toBe(
      'Halaman 1, baris 8: saldo tertulis Rp5.200.000, padahal saldo sebelumnya dengan mutasi sampai baris ini Rp5.200.100. ' +
        'Ada nominal atau arah (DB/CR) yang terbaca salah, atau baris yang hilang; file ditolak.',
    );
    expect(errorOf(await parse(await bniPdf(BNI_JUNE, { summary: summaryWithout('Ending Balance') })))).toBe(
      'Ringkasan akhir (Ending Balance) tidak ditemukan: halaman terakhir e-Statement hilang?',
    );
  });

  it('refuses a row it cannot read for sure, naming the page and line', async () => {
    const summary = { summary: BNI_JUNE_SUMMARY };
    expect(errorOf(await parse(await bniPdf(replaced(BNI_JUNE, 1, { direction: 'X' }), summary)))).toBe(
      "Halaman 1, baris 10: kolom DB/CR berisi 'X', bukan CR atau DB",
    );
    expect(errorOf(await parse(await bniPdf(replaced(BNI_JUNE, 1, { amount: '1.500.000,00' }), summary)))).toBe(
      "Halaman 1, baris 10: nominal '1.500.000,00' di kolom Amount tidak valid (format: 1,500,000.00)",
    );
    expect(errorOf(await parse(await bniPdf(replaced(BNI_JUNE, 1, { date: ['31/02/2026'] }), summary)))).toBe(
      "Halaman 1, baris 10: Posting Date '31/02/2026' tidak valid",
    );
  });

  it('refuses a BCA e-Statement, saying what it is', async () => {
    expect(await parse(await bcaPdf(BCA_SAMPLE))).toEqual({
      ok: false,
      lookalike: 'bca-estatement-pdf',
      error:
        'Bukan e-Statement PDF BNI: judul kolom Posting Date, Effective Date, Branch, Journal, Transaction Description, Amount, DB/CR, Balance ' +
        'tidak ditemukan di halaman mana pun. File ini tampaknya e-Statement PDF BCA: pilih kategori Bank, bank BCA.',
    });
  });
});
