import { describe, expect, it } from 'vitest';
import { nearestDate } from '../../src/parsing/reader/dates.ts';
import { oneSide, readAmount, readDirection, readSuffixedAmount, type Direction } from '../../src/parsing/reader/fields.ts';
import { RowProblem } from '../../src/parsing/reader/row-problem.ts';

const problem = (read: () => unknown): string => {
  try {
    read();
  } catch (e) {
    if (e instanceof RowProblem) return e.message;
    throw e;
  }
  throw new Error('no problem raised');
};

describe('dates without a year', () => {
  it.each([
    [31, 12, '2027-01-02', '2026-12-31'],
    [1, 1, '2026-12-31', '2027-01-01'],
    [27, 6, '2026-06-30', '2026-06-27'],
    [29, 2, '2028-03-01', '2028-02-29'],
    [29, 2, '2027-03-01', '2028-02-29'],
  ])('%i/%i near %s is %s', (day, month, anchor, expected) => {
    expect(nearestDate(day, month, anchor)).toBe(expected);
  });

  it('reads a date inside the period a file states, however long, and else nearest it', () => {
    const year = { from: '2026-01-01', to: '2026-12-31' };
    expect(nearestDate(1, 2, year)).toBe('2026-02-01');
    expect(nearestDate(31, 12, year)).toBe('2026-12-31');
    expect(nearestDate(2, 1, { from: '2026-12-01', to: '2026-12-31' })).toBe('2027-01-02');
  });

  it('has no answer for a day that exists in no year', () => {
    expect(nearestDate(31, 2, '2026-06-30')).toBeNull();
  });
});

describe('direction words', () => {
  it.each([
    ['CR', 'CR'],
    ['Cr.', 'CR'],
    ['K', 'CR'],
    ['Kredit', 'CR'],
    ['credit', 'CR'],
    ['DB', 'DB'],
    ['Db.', 'DB'],
    ['D', 'DB'],
    ['Debet', 'DB'],
    ['DR', 'DB'],
  ])('%s is %s', (word, direction) => {
    expect(readDirection(word, 'DB/CR')).toBe(direction);
  });
});

describe('amount readers', () => {
  const side = (text: string, label: string, direction: Direction) => ({ label, text, sen: readAmount(text, ['en'], label), direction });

  it('reads a suffixed amount with or without a space', () => {
    expect(readSuffixedAmount('8,520,000.00 CR', ['en'], 'Jumlah')).toEqual({ direction: 'CR', amountSen: 852_000_000 });
    expect(readSuffixedAmount('100.00DB', ['en'], 'Jumlah')).toEqual({ direction: 'DB', amountSen: 10_000 });
    expect(problem(() => readSuffixedAmount('CR', ['en'], 'Jumlah'))).toBe("nominal 'CR' di kolom Jumlah tanpa CR atau DB di belakangnya");
  });

  it('reads debit and credit columns, zero written as .00, empty written as -', () => {
    expect(oneSide(side('.00', 'Debit', 'DB'), side('200,000.00', 'Credit', 'CR'))).toEqual({ direction: 'CR', amountSen: 20_000_000 });
    expect(oneSide(side('1,500', 'Debit', 'DB'), side('-', 'Kredit', 'CR'))).toEqual({ direction: 'DB', amountSen: 150_000 });
    expect(problem(() => oneSide(side('1.00', 'Debit', 'DB'), side('2.00', 'Kredit', 'CR')))).toBe(
      'kolom Debit dan Kredit keduanya terisi; isi salah satu saja',
    );
    expect(problem(() => oneSide(side('(5.00)', 'Debit', 'DB'), side('', 'Kredit', 'CR')))).toBe("nominal '(5.00)' di kolom Debit tidak boleh negatif");
    expect(problem(() => readAmount('99999999999999999999', ['plain'], 'Debit'))).toBe("nominal '99999999999999999999' di kolom Debit terlalu besar");
  });

  it('reads a text in several styles only when it reads one way', () => {
    expect(readAmount('800.000,00', ['id', 'plain'], 'Nominal')).toBe(80_000_000);
    expect(readAmount('800000.00', ['id', 'plain'], 'Nominal')).toBe(80_000_000);
    expect(problem(() => readAmount('800,000.00', ['id', 'plain'], 'Nominal'))).toBe(
      "nominal '800,000.00' di kolom Nominal tidak valid (format: 1.500.000,00 atau 1500000.00)",
    );
  });
});
