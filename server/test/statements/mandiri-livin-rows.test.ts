import { describe, expect, it } from 'vitest';
import { parseTimeOfDay } from '../../src/parsing/datetime.ts';
import { RowProblem } from '../../src/parsing/reader/row-problem.ts';
import { continueLivin, livinRowKind, type LivinTransaction } from '../../src/modules/statements/parsers/mandiri-livin.ts';

/** The Livin' row rules Convert Mutasi (Excel values) and the Mandiri upload (CSV text) share: docs/formats-banks.md, "Mandiri". */
describe("Livin' rows", () => {
  it.each([
    ['a numbered row', { no: 1, time: null, dated: true, money: ['100.000,00', null] }, 'transaction'],
    ['a row numbered as text', { no: '12', time: null, dated: false, money: ['', '2.500,00'] }, 'transaction'],
    ['an Excel date without a number', { no: null, time: null, dated: true, money: [2500, null] }, 'transaction'],
    ['a time row', { no: null, time: '14:05:10', dated: true, money: [null, null] }, 'continuation'],
    ['a time row with zero amounts', { no: '', time: '00:00:00', dated: true, money: ['0,00', 0] }, 'continuation'],
    ['the English sub-header', { no: 'No', time: null, dated: false, money: ['Incoming (IDR)', 'Outgoing (IDR)'] }, 'other'],
    ['a note', { no: null, time: null, dated: false, money: [null, null] }, 'other'],
  ] as const)('%s', (_, cells, kind) => {
    expect(livinRowKind(cells)).toBe(kind);
  });

  it('refuses money on a row that starts no transaction, whether a time row or another', () => {
    for (const cells of [
      { no: null, time: '14:05:10', dated: true, money: ['50.000,00', null] },
      { no: '', time: null, dated: false, money: [null, 50000] },
    ]) {
      expect(() => livinRowKind(cells)).toThrow(new RowProblem('ada nominal di baris tanpa No dan tanpa tanggal: tidak jelas milik transaksi mana'));
    }
  });

  it('gives a transaction the time of the row below it and adds its text; a time row with none above is refused', () => {
    const open: LivinTransaction = {
      line: 8,
      when: { date: '2026-08-01', time: null },
      text: ['Transfer dari BANK MANDIRI SITI AMINAH'],
      direction: 'CR',
      amountSen: 1,
      balanceSen: null,
    };
    continueLivin(open, '23:59:59', '1234567890123', '23:59:59 WIB');
    expect(open).toMatchObject({ when: { date: '2026-08-01', time: '23:59:59' }, text: ['Transfer dari BANK MANDIRI SITI AMINAH', '1234567890123'] });
    expect(() => continueLivin(undefined, '00:00:00', 'x', '00:00 WIB')).toThrow("jam '00:00 WIB' tanpa baris transaksi di atasnya");
  });

  it('reads a time of day alone, as the second row writes it', () => {
    expect(['14:05:10 WIB', '00:00', ' 23.59.59 ', '9:05 wib'].map(parseTimeOfDay)).toEqual(['14:05:10', '00:00:00', '23:59:59', '09:05:00']);
    expect(['24:00:00', '14:60', '01 Agu 2026', '14:05:10 WITA', ''].map(parseTimeOfDay)).toEqual([null, null, null, null, null]);
  });
});
