import { describe, expect, it } from 'vitest';
import { errorOf, expectReading, fixture, rowsOf, rowsReadAs } from './bank-support.ts';
import { parseBca as parse } from './bca-support.ts';

/** The KlikBCA individual CSV in English (docs/formats-banks.md, BCA, "KlikBCA individual CSV in English"). */
describe('KlikBCA individual CSV in English', () => {
  it('reads the export below `Account No.,=,…` up to its `Starting Balance` footer, whose totals agree', async () => {
    // line 6: BCA cut the name at 18 characters: it stays cut, the matcher compares it as a prefix.
    // line 7: the memo's unquoted comma split the row: joined back into the description.
    // line 11: the payout of line 9 came back.
    await expectReading(
      rowsReadAs(parse(fixture('bca-klikbca-en.csv'), '2026-08-31'), { variant: 'bca-klikbca-en', layout: 'CSV KlikBCA (English)' }),
      'bca-klikbca-en.csv',
    );
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
