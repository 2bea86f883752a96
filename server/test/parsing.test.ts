import { describe, expect, it } from 'vitest';
import { parseAmount, senToDecimal } from '../src/parsing/amount.ts';
import { parseDateTime, parseDayMonYear, toJakartaIso } from '../src/parsing/datetime.ts';
import { decodeUpload } from '../src/parsing/decode.ts';
import { detectDelimiter, readTable } from '../src/parsing/table.ts';
import { accountNumber } from '../src/parsing/account-number.ts';
import { readAmount } from '../src/parsing/reader/fields.ts';

const sen = (raw: string, style: 'en' | 'id' | 'plain') => {
  const r = parseAmount(raw, style);
  return r.ok ? r.sen : r.error;
};

describe('parseAmount', () => {
  it('reads each style by its own rule, never guessing', () => {
    expect(sen('99.000', 'id')).toBe(9_900_000);
    expect(sen('99.000', 'en')).toBe("nominal '99.000' tidak valid"); // three decimals is no English amount
    expect(sen('99.00', 'en')).toBe(9900);
    expect(sen('1,234,567.89', 'en')).toBe(123_456_789);
    expect(sen('1.234.567,89', 'id')).toBe(123_456_789);
    expect(sen('Rp 30.800', 'id')).toBe(3_080_000);
    expect(sen('1234567.5', 'plain')).toBe(123_456_750);
    expect(sen('100000', 'plain')).toBe(10_000_000);
    expect(sen('.00', 'en')).toBe(0);
    expect(sen("'4964637.00", 'plain')).toBe(496_463_700);
    expect(sen('-2.500,00', 'id')).toBe(-250_000);
  });

  it('refuses what is not an amount in that style', () => {
    expect(sen('1,234.56', 'id')).toBe("nominal '1,234.56' tidak valid");
    expect(sen('1,234', 'plain')).toBe("nominal '1,234' tidak valid");
    expect(sen('abc', 'plain')).toBe("nominal 'abc' tidak valid");
    expect(sen('', 'en')).toBe("nominal '' tidak valid");
    expect(sen('12.345', 'plain')).toBe("nominal '12.345' tidak valid");
  });

  it('writes sen back as a plain decimal', () => {
    expect(senToDecimal(123_456_789)).toBe('1234567.89');
    expect(senToDecimal(5)).toBe('0.05');
    expect(senToDecimal(-250_000)).toBe('-2500.00');
  });
});

describe('parseDateTime', () => {
  it.each([
    ['27/06/2026 14:05:10', '2026-06-27', '14:05:10'],
    ['27/06/2026', '2026-06-27', null],
    ['22/01/26', '2026-01-22', null],
    ['2026-06-27 00:04:26', '2026-06-27', '00:04:26'],
    ['02/12/19 06.25.21', '2019-12-02', '06:25:21'],
    ['16 March 2026 09:34:53', '2026-03-16', '09:34:53'],
    ['16 Maret 2026 09:34', '2026-03-16', '09:34:00'],
    ['27 Jun 2026 14:05:10 WIB', '2026-06-27', '14:05:10'],
    ['05-Jan-2025', '2025-01-05', null],
  ])('%s', (raw, date, time) => {
    expect(parseDateTime(raw)).toEqual({ date, time });
  });

  it.each(['31/02/2026', '2026-13-01', '27/06/2026 25:00', 'kemarin', '', '06/27/2026'])('refuses %s', (raw) => {
    expect(parseDateTime(raw)).toBeNull();
  });

  it('gives Jakarta ISO strings', () => {
    expect(toJakartaIso({ date: '2026-06-27', time: '14:05:10' })).toBe('2026-06-27T14:05:10+07:00');
    expect(toJakartaIso({ date: '2026-06-27', time: null })).toBe('2026-06-27T00:00:00+07:00');
  });

  it('reads the form dates in both paddings', () => {
    expect(parseDayMonYear('05-Jan-2025')).toBe('2025-01-05');
    expect(parseDayMonYear('5-Jan-2025')).toBe('2025-01-05');
    expect(parseDayMonYear('31-Feb-2025')).toBeNull();
    expect(parseDayMonYear('2025-01-05')).toBeNull();
  });
});

describe('decodeUpload', () => {
  const bytes = (s: string) => new TextEncoder().encode(s);

  it('strips a UTF-8 BOM and reads UTF-16', () => {
    expect(decodeUpload(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('a,b')]))).toEqual({ ok: true, text: 'a,b' });
    const utf16 = new Uint8Array([0xff, 0xfe, 0x61, 0, 0x2c, 0, 0x62, 0]);
    expect(decodeUpload(utf16)).toEqual({ ok: true, text: 'a,b' });
  });

  it('falls back to Windows-1252 for bytes that are not UTF-8', () => {
    expect(decodeUpload(new Uint8Array([0x4a, 0xe9]))).toEqual({ ok: true, text: 'Jé' });
  });

  it('refuses empty, binary, Excel and HTML files with a clear message', () => {
    expect(decodeUpload(new Uint8Array())).toEqual({ ok: false, error: 'File kosong.' });
    expect(decodeUpload(bytes('  \n '))).toEqual({ ok: false, error: 'File kosong.' });
    expect(decodeUpload(new Uint8Array([0x41, 0x00, 0x42]))).toEqual({ ok: false, error: 'File bukan teks CSV (berisi data biner).' });
    expect(decodeUpload(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])).ok).toBe(false);
    expect(decodeUpload(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2])).ok).toBe(false);
    expect(decodeUpload(bytes('<table><tr><td>1</td></tr></table>'))).toEqual({
      ok: false,
      error: 'File ini adalah halaman HTML (sering bernama .xls), bukan CSV.',
    });
  });
});

describe('readTable', () => {
  it.each([
    [',', 'a,b,c\n1,2,3'],
    [';', 'AccountNo;Ccy;PostDate\n1;IDR;"16 March, 2026"'],
    ['\t', 'No\tTanggal\tKeterangan\n1\t2\t"a, b, c, d"'],
  ])('detects the separator %j', (separator, text) => {
    expect(detectDelimiter(text)).toBe(separator);
  });

  it('keeps line numbers, skips blank lines, trims and drops the Excel quote guard', () => {
    const table = readTable(`Tanggal,Keterangan\n\n'27/06, "A, B" \n"multi\nline",x\n`);
    expect(table).toEqual({
      ok: true,
      rows: [
        { line: 1, cells: ['Tanggal', 'Keterangan'] },
        { line: 3, cells: ['27/06', 'A, B'] },
        { line: 4, cells: ['multi\nline', 'x'] },
      ],
    });
  });

  it("keeps a cell written as Excel's text formula as written: only the readers of numbers take it off, and stored row keys stay", () => {
    const table = readTable(`A,B\n="0123456789",="DP000123"\n`);
    expect(table).toEqual({
      ok: true,
      rows: [
        { line: 1, cells: ['A', 'B'] },
        { line: 2, cells: ['="0123456789"', '="DP000123"'] },
      ],
    });
    expect(accountNumber('="0812-3456-7890"')).toBe('081234567890');
    expect(accountNumber('=SUM(A1)')).toBe('=SUM(A1)');
    expect(readAmount('="250000.00"', ['plain'], 'Nominal')).toBe(25_000_000);
  });
});
