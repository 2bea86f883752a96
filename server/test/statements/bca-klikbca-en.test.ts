import { describe, expect, it } from 'vitest';
import { errorOf, fixture, golden, row, rowsOf, rowsReadAs } from './bank-support.ts';
import { parseBca as parse } from './bca-support.ts';

/** The KlikBCA individual CSV in English (docs/formats-banks.md, BCA, "KlikBCA individual CSV in English"). */
describe('KlikBCA individual CSV in English', () => {
  it('reads the export below `Account No.,=,…` up to its `Starting Balance` footer, whose totals agree', async () => {
    expect(
      await golden(
        rowsReadAs(parse(fixture('bca-klikbca-en.csv'), '2026-08-31'), { variant: 'bca-klikbca-en', layout: 'CSV KlikBCA (English)' }),
        'bca-klikbca-en.csv',
      ),
    ).toEqual([
      // BCA cut the name at 18 characters: it stays cut, the matcher compares it as a prefix.
      row(6, '2026-08-01', 'CR', 25_000_000, 525_000_000, {
        description: 'TRSF E-BANKING CR 0108/FTSCY/WS95031         250000.00DEPO 7781          MUHAMMAD WAHYU RIZ',
        channel: 'INTRABANK',
        counterpartyName: 'MUHAMMAD WAHYU RIZ',
        counterpartyBank: 'BCA',
      }),
      // The memo's unquoted comma split the row: joined back into the description.
      row(7, '2026-08-01', 'CR', 100_000_000, 625_000_000, {
        description: 'TRSF E-BANKING CR 0108/FTSCY/WS95051        1000000.00Transfer dana, bln Agustus          SITI RAHAYU',
        channel: 'INTRABANK',
        counterpartyName: 'SITI RAHAYU',
        counterpartyBank: 'BCA',
      }),
      row(8, '2026-08-01', 'CR', 30_000_000, 655_000_000, {
        description: 'BI-FAST CR TRANSFER   DR 014 YULIANTI SAPUTRI',
        channel: 'BI_FAST',
        counterpartyName: 'YULIANTI SAPUTRI',
        counterpartyBank: 'BCA',
      }),
      row(9, '2026-08-01', 'DB', 75_000_000, 580_000_000, {
        description: 'BI-FAST DB TRANSFER   KE 002 AGUS SALIM  KBI',
        channel: 'BI_FAST',
        counterpartyName: 'AGUS SALIM',
        counterpartyBank: 'BRI',
      }),
      row(10, '2026-08-01', 'DB', 250_000, 579_750_000, {
        description: 'BI-FAST DB BIAYA TXN KE 002 AGUS SALIM',
        channel: 'FEE',
        counterpartyName: 'AGUS SALIM',
        counterpartyBank: 'BRI',
      }),
      // The payout above came back.
      row(11, '2026-08-02', 'CR', 75_000_000, 654_750_000, {
        description: 'BI-FAST CR RETUR TRANSFER   DR 002 AGUS SALIM',
        channel: 'RETURN',
        counterpartyName: 'AGUS SALIM',
        counterpartyBank: 'BRI',
      }),
      row(12, '2026-08-02', 'CR', 12_500_000, 667_250_000, {
        description: 'SWITCHING CR TRANSFER DR 022 RUDI HARTANTO     CIMB NIAGA',
        channel: 'SWITCHING',
        counterpartyName: 'RUDI HARTANTO',
        counterpartyBank: 'CIMB',
      }),
      row(13, '2026-08-02', 'CR', 49_650_000, 716_900_000, {
        description: 'KR OTOMATIS MID : 885000000123 TOKO MAJU BERSAMA QR : 500000.00 DDR: 3500.00',
        channel: 'QRIS',
        grossSen: 50_000_000,
        feeSen: 350_000,
      }),
      row(14, '2026-08-31', 'CR', 123_456, 717_023_456, { description: 'BUNGA', channel: 'INTEREST' }),
      row(15, '2026-08-31', 'DB', 24_691, 716_998_765, { description: 'PAJAK BUNGA', channel: 'TAX' }),
      row(16, '2026-08-31', 'DB', 1_000_000, 715_998_765, { description: 'BIAYA ADM', channel: 'FEE' }),
      row(17, '2026-08-31', 'DB', 20_000_000, null, {
        description: 'TRSF E-BANKING DB 3108/FTSCY/WS95271         200000.00WD 31/08          DEWI ANGGRAINI',
        channel: 'INTRABANK',
        pending: true,
        counterpartyName: 'DEWI ANGGRAINI',
        counterpartyBank: 'BCA',
      }),
    ]);
  });

  it('reads year-less dates near the statement date, and checks the Credit and Debet totals (an empty one is zero)', () => {
    const text = [
      "Account No.,=,'0761234567",
      'Date,Description,Branch,Amount,,Balance',
      "'31/12,BUNGA,'0000,10.00,CR,10.00",
      "'01/01,BUNGA,'0000,10.00,CR,20.00",
      'Starting Balance,=,0.00',
      'Credit,=,25.00',
      'Debet,=,',
      'Ending Balance,=,20.00',
    ].join('\n');
    const result = parse(text, '2027-01-01');
    expect(result).toMatchObject({ ok: true, warnings: ['Baris 6: Credit di file 25.00, jumlah baris yang terbaca 20.00.'] });
    expect(rowsOf(result).map((l) => l.date)).toEqual(['2026-12-31', '2027-01-01']);
    const debit = text.replace("'01/01,BUNGA,'0000,10.00,CR,20.00", "'01/01,BIAYA ADM,'0000,10.00,DB,0.00");
    expect(parse(debit, '2027-01-01')).toMatchObject({
      ok: true,
      warnings: ['Baris 6: Credit di file 25.00, jumlah baris yang terbaca 10.00.', 'Baris 7: Debet di file 0.00, jumlah baris yang terbaca 10.00.'],
    });
  });

  it('refuses a header missing a column, naming it, and a row without its direction, naming the line', () => {
    expect(errorOf(parse(fixture('bca-klikbca-en-missing-column.csv'), '2026-08-31'))).toBe(
      'Header CSV KlikBCA (English) di baris 5 tidak lengkap: kolom Balance tidak ada. Kolom yang diharapkan: Date, Description, ' +
        'Branch, Amount, Balance. Ditemukan: Date, Description, Branch, Amount, Saldo Akhir.',
    );
    const damaged = fixture('bca-klikbca-en.csv').replace("'0000,2500.00,DB,5797500.00", "'0000,2500.00,,5797500.00");
    expect(errorOf(parse(damaged, '2026-08-31'))).toBe('Baris 10: kolom DB/CR kosong (isi CR atau DB)');
  });
});
