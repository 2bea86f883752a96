import { describe, expect, it } from 'vitest';
import { errorOf, fixture, golden, row, rowsOf, rowsReadAs } from './bank-support.ts';
import { parseBca as parse } from './bca-support.ts';

/** KlikBCA Bisnis with the direction in a column of its own (docs/formats-banks.md, BCA, "KlikBCA Bisnis CSV with a DB/CR column"). */
describe('KlikBCA Bisnis CSV with a DB/CR column', () => {
  it('reads `"2,450,000.00","DB"` behind an "Informasi Rekening" preamble, year-less dates across a month end, PEND', async () => {
    const result = parse(fixture('bca-bisnis-dbcr.csv'), '2026-07-01');
    expect(await golden(rowsReadAs(result, { variant: 'bca-bisnis-dbcr', layout: 'CSV KlikBCA Bisnis (kolom DB/CR)' }), 'bca-bisnis-dbcr.csv')).toEqual([
      row(8, '2026-06-30', 'CR', 245_000_000, 1_245_000_000, {
        description: 'TRSF E-BANKING CR 3006/FTSCY/WS95051 2450000.00  4980365901 261S0ABC02811234  VISIONET INTERNASI',
        channel: 'VA_EWALLET',
        counterpartyBank: 'OVO',
      }),
      // Single spaces between memo and name: the name from the words, the year in the memo not part of it.
      row(9, '2026-06-30', 'DB', 245_000_000, 1_000_000_000, {
        description: 'TRSF E-BANKING DB 3006/FTSCY/WS95271 2450000.00 GAJI JUNI 2026 KURNIAWAN SETIADI',
        channel: 'INTRABANK',
        counterpartyName: 'KURNIAWAN SETIADI',
        counterpartyBank: 'BCA',
      }),
      row(10, '2026-06-30', 'DB', 100_000_000, 900_000_000, {
        description: 'BI-FAST DB TRANSFER   KE 008 FIRMANSYAH NUGRAHA  KBI',
        channel: 'BI_FAST',
        counterpartyName: 'FIRMANSYAH NUGRAHA',
        counterpartyBank: 'MANDIRI',
      }),
      row(11, '2026-06-30', 'DB', 250_000, 899_750_000, {
        description: 'BI-FAST DB BIAYA TXN KE 008 FIRMANSYAH NUGRAHA',
        channel: 'FEE',
        counterpartyName: 'FIRMANSYAH NUGRAHA',
        counterpartyBank: 'MANDIRI',
      }),
      row(12, '2026-07-01', 'CR', 35_000_000, 934_750_000, {
        description: 'SWITCHING CR TRANSFER DR 002 LINDA PERMATASARI BRI',
        channel: 'SWITCHING',
        counterpartyName: 'LINDA PERMATASARI',
        counterpartyBank: 'BRI',
      }),
      // A comma inside the quoted text.
      row(13, '2026-07-01', 'CR', 500_000_000, 1_434_750_000, {
        description: 'KR OTOMATIS LLG-BNI AHMAD FAUZI RAHMAN     PELUNASAN INV 12, 13',
        channel: 'SKN',
        counterpartyName: 'AHMAD FAUZI RAHMAN',
        counterpartyBank: 'BNI',
      }),
      // A player's memo saying RETUR: still a transfer.
      row(14, '2026-07-01', 'CR', 10_000_000, 1_444_750_000, {
        description: 'TRSF E-BANKING CR 0107/FTSCY/WS95031 100000.00RETUR             BAGUS SANTOSO',
        channel: 'INTRABANK',
        counterpartyName: 'BAGUS SANTOSO',
        counterpartyBank: 'BCA',
      }),
      row(15, '2026-07-01', 'CR', 7_500_000, null, {
        description: 'TRSF E-BANKING CR 0107/FTSCY/WS95031 75000.00  TOPUP 0107  LESTARI WULANDARI',
        channel: 'INTRABANK',
        pending: true,
        counterpartyName: 'LESTARI WULANDARI',
        counterpartyBank: 'BCA',
      }),
    ]);
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
