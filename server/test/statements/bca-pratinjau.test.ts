import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../src/parsing/amount.ts';
import { detectDelimiter } from '../../src/parsing/table.ts';
import { atLine, errorOf, expectReading, fixture, rowsOf, rowsReadAs } from './bank-support.ts';
import { parseBca as parse } from './bca-support.ts';

/** KlikBCA's "Pratinjau Data" copied into a .txt or .tsv file (docs/formats-banks.md, BCA, "Pratinjau Data"). */
describe('Pratinjau Data KlikBCA', () => {
  it('is found by its tabs, below its two preamble lines and a blank one, also with `,00` amounts', () => {
    expect(detectDelimiter(fixture('bca-pratinjau.txt'))).toBe('\t');
    expect(detectDelimiter(fixture('bca-pratinjau-partial.tsv'))).toBe('\t');
  });

  it('reads every row: Rp amounts with dots, `-` for empty, names from the words, exact amounts from the narrative', async () => {
    // line 5: a memo with a digit before a name cut at 18 characters by BCA.
    // line 6: the memo's padding collapsed to one space: the name is the words at the end that fit 18 characters.
    // line 8: shown `Rp 1.241.250`: the view rounds to the rupiah; the narrative's gross less fee is the exact 1241249.65.
    // line 9: a comma in the text; the reference number before the name ends the name.
    // line 11: interest of 1234.56 shows as `Rp 1.235`: nothing in the text says the sen, so the row keeps what it shows.
    // line 12: a stray tab at the end of the row changes nothing.
    const rows = rowsReadAs(parse(fixture('bca-pratinjau.txt'), '2026-07-02'), { variant: 'bca-pratinjau', layout: 'Pratinjau Data KlikBCA' });
    expect(atLine(rows, 8)).toMatchObject({ amountSen: 124_124_965, grossSen: 125_000_000, feeSen: 875_035 });
    await expectReading(rows, 'bca-pratinjau.txt');
  });

  it('reads `Rp1.359.500,00`, dates a PEND row from its transfer code, and warns of rows the copy left out', async () => {
    const result = parse(fixture('bca-pratinjau-partial.tsv'), '2026-07-28');
    expect(result).toMatchObject({
      ok: true,
      variant: 'bca-pratinjau',
      warnings: [
        'Baris 7: data No 1200 tidak ada di file dan tidak ikut diunggah.',
        'Baris 2: Pratinjau Data menyebut 1204 data, yang terbaca 4 baris; data yang tidak tersalin tidak ikut diunggah.',
      ],
    });
    const rows = rowsOf(result);
    // line 5: RAHMAT HIDAYATULLAH, cut by BCA at 18 characters.
    expect(atLine(rows, 5)).toMatchObject({ amountSen: 135_950_000, counterpartyName: 'RAHMAT HIDAYATULLA' });
    expect(atLine(rows, 8)).toMatchObject({ date: '2026-07-28', pending: true });
    await expectReading(rows, 'bca-pratinjau-partial.tsv');
  });

  it('says when the count above the table is smaller than the rows read', () => {
    const text =
      'Menampilkan semua 1 data\nNo\tTanggal\tKeterangan\tDebit\tKredit\tSaldo\n1\t05/07/2026\tBUNGA\t-\tRp 10\t-\n2\t05/07/2026\tBUNGA\t-\tRp 10\t-\n';
    expect(parse(text)).toMatchObject({ ok: true, warnings: ['Baris 1: Pratinjau Data menyebut 1 data, yang terbaca 2 baris.'] });
  });

  it('takes `Rp` behind a sign as well', () => {
    expect(parseAmount('-Rp 25.000', 'id')).toEqual({ ok: true, sen: -2_500_000 });
    expect(parseAmount('Rp -25.000', 'id')).toEqual({ ok: true, sen: -2_500_000 });
    expect(parseAmount('(Rp 25.000,50)', 'id')).toEqual({ ok: true, sen: -2_500_050 });
    expect(parseAmount('Rp', 'id')).toEqual({ ok: false, error: "nominal 'Rp' tidak valid" });
  });
});

describe('broken Pratinjau Data copies', () => {
  it.each([
    // The same data pasted twice would count its money twice.
    ['bca-pratinjau-twice.txt', 'Baris 8: No 2 sudah ada di baris 6: data yang sama tersalin dua kali'],
    // The narrative says 500000.00, the Debit column Rp 50.000: which one is the money is not for us to guess.
    ['bca-pratinjau-amount-differs.txt', "Baris 7: nominal 'Rp 50.000' di kolom Debit tidak sama dengan nominal 500000.00 di keterangan"],
    [
      'bca-pratinjau-wrapped.txt',
      'Baris 6: baris ini hanya berisi 3 dari 6 kolom (No, Tanggal, Keterangan, Debit, Kredit, Saldo): satu data terpecah ke beberapa ' +
        'baris karena ganti baris di dalam keterangan; salin ulang tabelnya',
    ],
    [
      'bca-pratinjau-missing-column.txt',
      'Header Pratinjau Data KlikBCA di baris 4 tidak lengkap: kolom Kredit tidak ada. Kolom yang diharapkan: No, Tanggal, Keterangan, ' +
        'Debit, Kredit, Saldo. Ditemukan: No, Tanggal, Keterangan, Debit, Saldo.',
    ],
  ])('%s', (name, message) => {
    expect(errorOf(parse(fixture(name), '2026-07-05'))).toBe(message);
  });

  it('refuses a No that is no number, both amounts filled, and an amount in another number style', () => {
    const header = 'No\tTanggal\tKeterangan\tDebit\tKredit\tSaldo\n';
    expect(errorOf(parse(`${header}1a\t05/07/2026\tBUNGA\t-\tRp 10\t-\n`))).toBe("Baris 2: kolom No berisi '1a', bukan nomor urut data");
    expect(errorOf(parse(`${header}1\t05/07/2026\tBUNGA\tRp 10\tRp 10\t-\n`))).toBe('Baris 2: kolom Debit dan Kredit keduanya terisi; isi salah satu saja');
    expect(errorOf(parse(`${header}1\t05/07/2026\tBUNGA\t-\t1,359,500.00\t-\n`))).toBe(
      "Baris 2: nominal '1,359,500.00' di kolom Kredit tidak valid (format: 1.500.000,00)",
    );
  });
});
