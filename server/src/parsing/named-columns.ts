/**
 * Tables whose columns are found by name rather than by position: the header row is looked for in
 * the first rows (exports often carry a preamble) and each column by any of its accepted names,
 * compared with `headerKey` (case, spaces and punctuation ignored). Used by the formats whose layout
 * is a list of named columns: QRIS, E-Wallet Auto TX, Nexus Pay and the BO exports.
 */
import { parseAmount, type AmountStyle } from './amount.ts';
import { parseDateTime, type LocalDateTime } from './datetime.ts';
import { fail, rowError, wrongFile } from './result.ts';
import { headerKey, readTable, type TableRow } from './table.ts';

/** How far down the file the header may sit. */
export const HEADER_SCAN_ROWS = 40;

export interface ColumnSpec {
  /** Accepted header texts; the first is the one our template writes. */
  names: readonly string[];
  /** The header must have it for the layout to be recognised. */
  required?: boolean;
}

/** One accepted header layout of a format: its variant name and its columns by key. */
export interface Layout<K extends string> {
  variant: string;
  columns: Partial<Record<K, ColumnSpec>>;
}

export interface FoundColumn {
  index: number;
  /** The header text as the file writes it, for messages. */
  label: string;
}

export interface Header<K extends string> {
  variant: string;
  /** Position of the header row in the table. */
  at: number;
  columns: Partial<Record<K, FoundColumn>>;
}

/** The columns of `layout` in a header row, or null when a required one is missing. */
export function matchLayout<K extends string>(cells: readonly string[], layout: Layout<K>): Header<K>['columns'] | null {
  const keys = cells.map(headerKey);
  const found: Partial<Record<K, FoundColumn>> = {};
  for (const [key, spec] of Object.entries(layout.columns) as [K, ColumnSpec][]) {
    const wanted = new Set(spec.names.map(headerKey));
    const index = keys.findIndex((k) => k !== '' && wanted.has(k));
    if (index >= 0) found[key] = { index, label: cells[index]! };
    else if (spec.required) return null;
  }
  return found;
}

/**
 * The first row among the first HEADER_SCAN_ROWS that is the header of one of `layouts`. When a row
 * fits several layouts the one that finds the most columns wins (a native export whose columns include
 * the template's required ones is still that export); on a tie, the earlier layout.
 */
export function findHeader<K extends string>(rows: readonly TableRow[], layouts: readonly Layout<K>[]): Header<K> | null {
  for (let at = 0; at < Math.min(rows.length, HEADER_SCAN_ROWS); at++) {
    let best: Header<K> | null = null;
    let bestCount = -1;
    for (const layout of layouts) {
      const columns = matchLayout(rows[at]!.cells, layout);
      const count = columns ? Object.keys(columns).length : -1;
      if (columns && count > bestCount) {
        best = { variant: layout.variant, at, columns };
        bestCount = count;
      }
    }
    if (best) return best;
  }
  return null;
}

/** A cell that reads like a column title: letters and no digits (data has amounts, dates, ids). */
const isTitle = (cell: string) => /[A-Za-z]/.test(cell) && !/\d/.test(cell);

/** What the file seems to use as its header, for a wrong-file message: the first row with the most titles. */
export function likelyHeader(rows: readonly TableRow[]): string[] {
  let best: string[] = [];
  let width = 0;
  for (const row of rows.slice(0, HEADER_SCAN_ROWS)) {
    const filled = row.cells.filter(isTitle).length;
    if (filled > width) {
      best = row.cells;
      width = filled;
    }
  }
  return best;
}

/** The header texts a layout's template writes for its required columns. */
export function requiredNames<K extends string>(layout: Layout<K>): string[] {
  return (Object.values(layout.columns) as ColumnSpec[]).filter((c) => c.required).map((c) => c.names[0]!);
}

/** Every column a layout names, as our template writes them (its first name), in order. */
export function layoutColumns<K extends string>(layout: Layout<K>): string[] {
  return (Object.values(layout.columns) as ColumnSpec[]).map((c) => c.names[0]!);
}

/** How an amount of each style is written, for messages (the bank parsers say it the same way). */
const STYLE_EXAMPLE: Record<AmountStyle, string> = { plain: '1500000.00', en: '1,500,000.00', id: '1.500.000,00' };

/** Thrown while reading one row; becomes `Baris N: <reason>`. */
export class RowProblem extends Error {}

/** One data row read by column key, with the checks every format needs. */
export class RowCells<K extends string> {
  constructor(
    readonly row: TableRow,
    private readonly columns: Header<K>['columns'],
  ) {}

  /** The cell's text, '' when the file has no such column. */
  text(key: K): string {
    const column = this.columns[key];
    return column ? (this.row.cells[column.index] ?? '') : '';
  }

  label(key: K): string {
    return this.columns[key]?.label ?? key;
  }

  required(key: K): string {
    const value = this.text(key);
    if (value === '') throw new RowProblem(`kolom ${this.label(key)} kosong`);
    return value;
  }

  /** Integer sen, or null for an empty optional cell. `positive`: must be more than zero. */
  amount(key: K, style: AmountStyle, options: { required?: boolean; positive?: boolean } = {}): number | null {
    const raw = options.required ? this.required(key) : this.text(key);
    if (raw === '' || raw === '-') return null;
    const parsed = parseAmount(raw, style);
    const where = `nominal '${raw}' di kolom ${this.label(key)}`;
    if (!parsed.ok) {
      throw new RowProblem(parsed.error.endsWith('terlalu besar') ? `${where} terlalu besar` : `${where} tidak valid (format: ${STYLE_EXAMPLE[style]})`);
    }
    if (options.positive && parsed.sen <= 0) throw new RowProblem(`${where} harus lebih dari 0`);
    return parsed.sen;
  }

  requiredAmount(key: K, style: AmountStyle): number {
    return this.amount(key, style, { required: true, positive: true })!;
  }

  /** Day-first date with optional time, or null for an empty optional cell. */
  dateTime(key: K, required = false): LocalDateTime | null {
    const raw = required ? this.required(key) : this.text(key);
    if (raw === '') return null;
    const parsed = parseDateTime(raw);
    if (!parsed) throw new RowProblem(`${this.label(key)} '${raw}' tidak valid`);
    return parsed;
  }

  requiredDateTime(key: K): LocalDateTime {
    return this.dateTime(key, true)!;
  }
}

/** A total or summary line closing the table ('Total', 'Grand Total', 'Jumlah'). */
export function isSummaryRow(row: TableRow): boolean {
  const first = row.cells.find((c) => c !== '') ?? '';
  return /^(grand\s*|sub\s*)?total\b|^jumlah\b/i.test(first);
}

export type RowsResult<Row> = { ok: true; rows: Row[] } | { ok: false; error: string };

/**
 * Reads every data row under the header with `read` (which returns null to skip a row on purpose),
 * stopping at a summary line. The first bad row ends the parse with its line number and reason.
 */
export function readRows<K extends string, Row>(
  rows: readonly TableRow[],
  header: Header<K>,
  format: string,
  read: (cells: RowCells<K>) => Row | null,
): RowsResult<Row> {
  const body = rows.slice(header.at + 1);
  const end = body.findIndex(isSummaryRow);
  const data = end < 0 ? body : body.slice(0, end);
  if (data.length === 0) return fail(`File ${format} tidak berisi transaksi: tidak ada baris data di bawah header.`);
  const out: Row[] = [];
  for (const row of data) {
    try {
      const value = read(new RowCells(row, header.columns));
      if (value !== null) out.push(value);
    } catch (error) {
      if (error instanceof RowProblem) return rowError(row.line, error.message);
      throw error;
    }
  }
  return { ok: true, rows: out };
}

/** Other formats a refused file may be, by label: the first whose header is found names the file. */
export function recogniseAmong(candidates: readonly { label: string; layouts: readonly Layout<string>[] }[]) {
  return (rows: readonly TableRow[]): string | undefined => candidates.find((c) => findHeader(rows, c.layouts))?.label;
}

export type OpenedTable<K extends string> = { ok: true; rows: TableRow[]; header: Header<K> } | { ok: false; error: string };

/**
 * Reads the text as a table and finds its header among `layouts` (the first one is our template:
 * its required columns are the ones a wrong-file message names). `otherFormat` may name the format
 * the file really is, to help the user pick the right category.
 */
export function openTable<K extends string>(
  text: string,
  format: string,
  layouts: readonly Layout<K>[],
  otherFormat?: (rows: readonly TableRow[]) => string | undefined,
): OpenedTable<K> {
  const rows = readTable(text);
  if (rows.length === 0) return fail('File kosong.');
  const header = findHeader(rows, layouts);
  if (header) return { ok: true, rows, header };
  const expected = requiredNames(layouts[0]!);
  const found = likelyHeader(rows);
  const foundKeys = new Set(found.map(headerKey));
  const missing = expected.filter((name) => !foundKeys.has(headerKey(name)));
  const message = wrongFile(format, expected, found).error;
  const other = otherFormat?.(rows);
  if (other) return fail(`${message} File ini tampaknya ${other}.`);
  // A header with most of our columns is our file with a column lost or renamed: say which.
  if (missing.length * 2 <= expected.length) return fail(`${message} Kolom yang tidak ada: ${missing.join(', ')}.`);
  return fail(message);
}
