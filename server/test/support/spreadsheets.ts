import ExcelJS from 'exceljs';
import { expect } from 'vitest';

/** What an export cell holds: text, a number, or nothing. */
export type Cell = string | number | null;

/** An xlsx file, loaded. */
export async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/**
 * The cells of a worksheet, row by row, each row as wide as the first (header) row: text, a number, or null for an
 * empty cell. Any other value (a date, a formula, rich text) fails the test.
 */
export function sheetCells(sheet: ExcelJS.Worksheet): Cell[][] {
  const width = sheet.getRow(1).cellCount;
  const rows: Cell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const values = sheet.getRow(r).values as unknown[];
    rows.push(
      Array.from({ length: width }, (_, c) => {
        const value = values[c + 1];
        expect(value === undefined || typeof value === 'string' || typeof value === 'number', `row ${r} column ${c + 1}: ${JSON.stringify(value)}`).toBe(true);
        return (value as Cell | undefined) ?? null;
      }),
    );
  }
  return rows;
}
