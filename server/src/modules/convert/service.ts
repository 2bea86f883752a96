import { findHeader } from '../../parsing/reader/header.ts';
import { fail, wrongFile } from '../../parsing/result.ts';
import { csvBody } from '../templates/csv-download.ts';
import type { Converter, TemplateRow } from './converter.ts';
import { CONVERTERS } from './catalog.ts';
import { CONVERT_MSG } from './messages.ts';
import { findSheetTable, SheetRowProblem } from './sheet-table.ts';
import { readWorkbook, type Sheet } from './workbook.ts';
import { unlockWorkbook } from './workbook-password.ts';

/** Convert Mutasi's work on one file, in a worker thread (workers/tasks.ts): the converter of the route `path`. */
export function convertWorkbook({ path, bytes, password }: { path: string; bytes: Uint8Array; password: string | null }): Promise<ConvertResult> {
  return convertExcel({ bytes, password }, CONVERTERS[path]!, Object.values(CONVERTERS));
}

export type ConvertResult = { ok: true; csv: string; rows: number } | { ok: false; error: string; tooLarge?: boolean };

/**
 * An Excel file, decrypted with its password when Excel encrypted it -> the CSV of the converter's upload category
 * (body without BOM, see csv-download.ts). The result is read back with that category's own parser before it is
 * handed out, so what Convert Mutasi gives always uploads; a row the parser refuses is reported with its Excel row
 * number.
 */
export async function convertExcel(
  upload: { bytes: Uint8Array; password: string | null },
  converter: Converter,
  others: readonly Converter[],
): Promise<ConvertResult> {
  const unlocked = await unlockWorkbook(upload.bytes, upload.password);
  if (!unlocked.ok) return unlocked;
  const book = readWorkbook(unlocked.bytes);
  if (!book.ok) return book;
  const search = findSheetTable(book.sheets, converter.layouts);
  if (!search.ok) {
    return fail(search.empty ? CONVERT_MSG.emptyWorkbook : refusal(converter, search.found, book.sheets, others));
  }
  const { table } = search;
  const where = (line: number) => (book.sheets.length > 1 ? `Baris ${line} (sheet '${table.sheet.name}')` : `Baris ${line}`);
  let rows: TemplateRow[];
  try {
    rows = converter.convert(table.records, { date1904: table.sheet.date1904 });
  } catch (error) {
    if (error instanceof SheetRowProblem) return fail(`${where(error.line)}: ${error.message}`);
    throw error;
  }
  if (rows.length === 0) return fail(CONVERT_MSG.noRows(converter.name, table.headerLine));
  const moreSheets = sheetsWithRows(book.sheets.slice(book.sheets.indexOf(table.sheet) + 1), converter);
  if (moreSheets.length > 0) return fail(CONVERT_MSG.severalSheets([table.sheet.name, ...moreSheets]));

  const { columns } = converter.format.template;
  const unknown = Object.keys(rows[0]!.cells).filter((name) => !columns.includes(name));
  if (unknown.length > 0) throw new Error(`${converter.name} writes columns its template lacks: ${unknown.join(', ')}`);
  const csv = csvBody([columns, ...rows.map((row) => columns.map((column) => row.cells[column] ?? ''))]);
  const check = converter.format.parse(csv, {});
  if (!check.ok) return fail(inExcelRows(check.error, rows, where));
  return { ok: true, csv, rows: rows.length };
}

/** The parser counts CSV lines (header on line 1, row i on line i + 2): say which Excel row that was. */
function inExcelRows(error: string, rows: readonly TemplateRow[], where: (line: number) => string): string {
  const m = /^Baris (\d+): ([\s\S]*)$/.exec(error);
  const row = m ? rows[Number(m[1]) - 2] : undefined;
  return row ? `${where(row.line)}: ${m![2]}` : error;
}

/** No header of this converter: what was expected, what the file has, and the bank it seems to be for. */
function refusal(converter: Converter, found: readonly string[], sheets: readonly Sheet[], others: readonly Converter[]): string {
  const message = wrongFile(converter.name, converter.expected, found).error;
  const other = others.find((o) => o !== converter && sheets.some((s) => findHeader(s.rows, o.layouts)));
  return other ? `${message} File ini tampaknya ${other.name}: pilih bank yang sesuai.` : message;
}

/**
 * The names of the sheets among these that hold the converter's table with a transaction in it: a workbook of a
 * month per sheet, or an account per sheet. Only the first sheet's would be converted, the others left out unseen.
 */
function sheetsWithRows(sheets: readonly Sheet[], converter: Converter): string[] {
  return sheets
    .filter((sheet) => {
      const search = findSheetTable([sheet], converter.layouts);
      if (!search.ok) return false;
      try {
        return converter.convert(search.table.records, { date1904: sheet.date1904 }).length > 0;
      } catch (error) {
        // Rows it cannot read are rows all the same.
        if (error instanceof SheetRowProblem) return true;
        throw error;
      }
    })
    .map((sheet) => sheet.name);
}
