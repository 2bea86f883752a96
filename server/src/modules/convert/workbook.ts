/**
 * Bytes of an uploaded Excel file -> its sheets as rows of cell values, read with `@e965/xlsx` (the maintained
 * SheetJS build; the npm `xlsx` 0.18 has known vulnerabilities). Refuses what is not a real workbook before the
 * reader sees it, and says so when the workbook is locked with a password it cannot take (an encrypted .xlsx has been
 * decrypted before: workbook-password.ts).
 */
import * as XLSX from '@e965/xlsx';
import * as cptable from '@e965/xlsx/dist/cpexcel.full.mjs';
import { CONVERT_MSG } from './messages.ts';
import { checkZip } from './zip-check.ts';

// Old .xls (BIFF5) files store text in a Windows code page.
XLSX.set_cptable(cptable);

/** A cell's value: text (trimmed, never ''), a number (dates are Excel serial numbers), or nothing. */
export type CellValue = string | number | null;

export interface SheetRow {
  /** The row number Excel shows (1-based), for messages. */
  line: number;
  /** Each cell as Excel displays it: header matching and messages read these. */
  cells: string[];
  values: CellValue[];
}

export interface Sheet {
  name: string;
  /** Non-blank rows only, in order. */
  rows: SheetRow[];
  /** The workbook counts serial dates from 1904 (old Mac Excel) instead of 1900. */
  date1904: boolean;
}

export type WorkbookResult = { ok: true; sheets: Sheet[] } | { ok: false; error: string; tooLarge?: boolean };

/**
 * How much an .xlsx may hold once unzipped. A bank statement is a few megabytes; the reader keeps the whole
 * workbook in memory, several times this size, so a bigger one (or a zip bomb) is refused before reading.
 */
export const MAX_UNZIPPED_MB = 256;

/**
 * How many cells the worksheets of an .xlsx may hold together: a busy account's month of 100k lines of ten columns,
 * twice over. The reader builds an object per cell (a 16-million-cell sheet took 30 s and 2.8 GB).
 */
export const MAX_CELLS = 2_000_000;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);
export const isZip = (bytes: Uint8Array): boolean => startsWith(bytes, ZIP);
export const isOle2 = (bytes: Uint8Array): boolean => startsWith(bytes, OLE2);

/** An .xlsx is a zip; an .xls, and an .xlsx encrypted with a password, are OLE2 compound files. */
function notASpreadsheet(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return CONVERT_MSG.emptyFile;
  if (isZip(bytes) || isOle2(bytes)) return null;
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 512)).replace(/^\uFEFF/, '');
  if (/^\s*<(!doctype|html|table|\?xml)/i.test(head)) return CONVERT_MSG.htmlNotExcel;
  return CONVERT_MSG.notExcel;
}

export function readWorkbook(bytes: Uint8Array): WorkbookResult {
  const refused = notASpreadsheet(bytes);
  if (refused) return { ok: false, error: refused };
  if (isZip(bytes)) {
    const zip = checkZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), MAX_UNZIPPED_MB * 1024 * 1024, MAX_CELLS);
    if (zip === 'damaged') return { ok: false, error: CONVERT_MSG.unreadable };
    if (zip === 'too-large') return { ok: false, error: CONVERT_MSG.tooLargeUnzipped(MAX_UNZIPPED_MB), tooLarge: true };
    if (zip === 'too-many-cells') return { ok: false, error: CONVERT_MSG.tooManyCells(MAX_CELLS), tooLarge: true };
  }
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'buffer', dense: true, cellDates: false, cellFormula: false, cellHTML: false, cellStyles: false });
  } catch (error) {
    // The reader throws whatever a malformed file makes it throw; only an encryption it was handed (an .xls
    // FilePass record: workbook-password.ts decrypts .xlsx only) is worth telling apart. A zip's own encryption is
    // not Excel's.
    const text = error instanceof Error ? error.message : String(error);
    return { ok: false, error: /password-protected|ECMA-376 Encrypted/i.test(text) ? CONVERT_MSG.encryptionUnsupported : CONVERT_MSG.unreadable };
  }
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  const sheets = book.SheetNames.map((name) => ({ name, rows: sheetRows(book.Sheets[name]), date1904 }));
  return { ok: true, sheets };
}

function sheetRows(sheet: XLSX.WorkSheet | undefined): SheetRow[] {
  const data = sheet?.['!data'];
  if (!data) return [];
  const rows: SheetRow[] = [];
  data.forEach((row, r) => {
    if (!row) return;
    const values: CellValue[] = [];
    const cells: string[] = [];
    for (let c = 0; c < row.length; c++) {
      const value = cellValue(row[c]);
      values.push(value);
      cells.push(value === null ? '' : typeof value === 'string' ? value : (row[c]?.w ?? String(value)).trim());
    }
    if (values.some((v) => v !== null)) rows.push({ line: r + 1, cells, values });
  });
  return rows;
}

function cellValue(cell: XLSX.CellObject | undefined): CellValue {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  const v = cell.v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (v instanceof Date) return serialOf(v);
  // Excel errors (#N/A) keep their displayed text; booleans become TRUE/FALSE.
  const text = (cell.t === 'e' ? (cell.w ?? '') : typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : String(v)).trim();
  return text === '' ? null : text;
}

/** A date the reader handed over as a Date (its wall-clock read in UTC) back to an Excel serial number. */
function serialOf(date: Date): number {
  return date.getTime() / 86_400_000 + 25_569;
}
