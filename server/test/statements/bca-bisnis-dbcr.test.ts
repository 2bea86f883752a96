import { describe, expect, it } from 'vitest';
import { atLine, errorOf, expectReading, fixture, rowsOf, rowsReadAs } from './bank-support.ts';
import { parseBca as parse } from './bca-support.ts';

/** KlikBCA Bisnis with the direction in a column of its own (docs/formats-banks.md, BCA, "KlikBCA Bisnis CSV with a DB/CR column"). */
describe('KlikBCA Bisnis CSV with a DB/CR column', () => {
  it('reads `"2,450,000.00","DB"` behind an "Informasi Rekening" preamble, year-less dates across a month end, PEND', async () => {
    const result = parse(fixture('bca-bisnis-dbcr.csv'), '2026-07-01');
    const rows = rowsReadAs(result, { variant: 'bca-bisnis-dbcr', layout: 'CSV KlikBCA Bisnis (kolom DB/CR)' });
    // line 9: `"2,450,000.00","DB"`; single spaces between memo and name: the name from the words, the year in the memo not part of it.
    expect(atLine(rows, 9)).toMatchObject({ date: '2026-06-30', direction: 'DB', amountSen: 245_000_000, counterpartyName: 'KURNIAWAN SETIADI' });
    expect(atLine(rows, 15)).toMatchObject({ date: '2026-07-01', pending: true, balanceSen: null });
    // line 13: a comma inside the quoted text.
    // line 14: a player's memo saying RETUR: still a transfer.
    await expectReading(rows, 'bca-bisnis-dbcr.csv');
  });

  it('takes the year from the Periode line without a statement date, and checks the Mutasi totals', () => {
    expect(rowsOf(parse(fixture('bca-bisnis-dbcr.csv'))).map((l) => l.date)).toEqual([
      '2026-06-30',
      '2026-06-30',
      '2026-06-30',
      '2026-06-30',
      '2026-07-01',
      '2026-07-01',
      '2026-07-01',
      '2026-07-01',
    ]);
    const wrongTotal = fixture('bca-bisnis-dbcr.csv').replace('"Mutasi Debet : 3,452,500.00"', '"Mutasi Debet : 3,450,000.00"');
    expect(parse(wrongTotal, '2026-07-01')).toMatchObject({
      ok: true,
      warnings: ['Baris 17: Mutasi Debet di file 3450000.00, jumlah baris yang terbaca 3452500.00.'],
    });
  });

  it('refuses a row whose DB/CR cell is empty, naming its line', () => {
    expect(errorOf(parse(fixture('bca-bisnis-dbcr-missing-direction.csv'), '2026-07-01'))).toBe('Baris 11: kolom DB/CR kosong (isi CR atau DB)');
  });

  it('says plainly when a file without that column has no direction behind the amount either', () => {
    const header = '"Tanggal Transaksi","Keterangan","Cabang","Jumlah"\n';
    expect(errorOf(parse(`${header}"08/09/2026","BUNGA","0000","1,250.00"\n`))).toBe(
      "Baris 2: arah transaksi tidak ada: nominal '1,250.00' di kolom Jumlah tanpa CR atau DB di belakangnya, " +
        'dan header tidak punya kolom CR/DB (kolom tanpa judul sesudah Jumlah)',
    );
    // What is wrong with the amount itself comes first.
    expect(errorOf(parse(`${header}"08/09/2026","BUNGA","0000","CR"\n`))).toBe("Baris 2: nominal 'CR' di kolom Jumlah tidak valid (format: 1,500,000.00)");
    expect(errorOf(parse(`${header}"08/09/2026","BUNGA","0000",""\n`))).toBe('Baris 2: kolom Jumlah kosong');
  });
});
