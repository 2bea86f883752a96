import { describe, expect, it } from 'vitest';
import { findSheetTable } from '../src/modules/convert/sheet-table.ts';
import type { TableLayout } from '../src/parsing/reader/layout.ts';

const LAYOUT: TableLayout<'date' | 'amount' | 'paid'> = {
  id: 'test-sheet',
  label: 'sheet Uji',
  amounts: ['plain'],
  dates: 'day-first',
  timeZone: 'Asia/Jakarta',
  columns: { date: { names: ['Tanggal'], required: true }, amount: { names: ['Nominal'], required: true }, paid: { names: ['Paid At'] } },
};

describe('a sheet row read by column', () => {
  it('finds an empty cell under the last column empty (its span runs to the end of the row, not forever)', () => {
    const rows = [
      { line: 1, cells: ['Tanggal', 'Nominal', 'Paid At'], values: ['Tanggal', 'Nominal', 'Paid At'] },
      { line: 2, cells: ['03/07/2026', '10000'], values: ['03/07/2026', 10000] },
    ];
    const found = findSheetTable([{ name: 'Sheet1', rows, date1904: false }], [LAYOUT]);
    if (!found.ok) throw new Error('no table');
    const [record] = found.table.records;
    expect(record!.value('paid')).toBeNull();
    expect(record!.amount('amount')).toBe(1_000_000);
    expect(record!.isBlank()).toBe(false);
  });
});
