/**
 * The transaction table inside a workbook: the first sheet whose header (looked for in its first rows, columns
 * matched by name as in every CSV parser) fits one of the converter's layouts, and its rows read by column key.
 */
import { inJakarta, type LocalDateTime } from '../../parsing/datetime.ts';
import type { AmountSide, Direction } from '../../parsing/reader/fields.ts';
import { findHeader, type FoundColumn, type Header } from '../../parsing/reader/header.ts';
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { likelyHeader } from '../../parsing/reader/refusal.ts';
import { RowProblem } from '../../parsing/reader/row-problem.ts';
import { belowSummary, endsTable, firstFilled } from '../../parsing/reader/table-end.ts';
import { cellAmount, cellDateTime, cellText } from './cell-values.ts';
import type { CellValue, Sheet, SheetRow } from './workbook.ts';

/** Where a column's values may sit: its header cell and the blank header cells right of it (a merged title). */
interface Span {
  from: number;
  to: number;
  label: string;
}

export interface SheetTable<K extends string> {
  sheet: Sheet;
  header: Header<K>;
  /** The header row's Excel row number. */
  headerLine: number;
  /** The rows below the header, each read by column key. */
  records: SheetRecord<K>[];
}

/** One row under the header, read with its layout's number styles and time zone. */
export class SheetRecord<K extends string> {
  constructor(
    readonly row: SheetRow,
    private readonly spans: Partial<Record<K, Span>>,
    readonly layout: TableLayout<K>,
  ) {}

  get line(): number {
    return this.row.line;
  }

  has(key: K): boolean {
    return this.spans[key] !== undefined;
  }

  /**
   * The value under a column. Banks' Excel files merge cells, so a value may sit a column or two right of its
   * title: the first filled cell of the title's span counts.
   */
  value(key: K): CellValue {
    const span = this.spans[key];
    if (!span) return null;
    // The last column's span runs to the end of the row (span.to is unbounded): stop at the row's last cell.
    for (let c = span.from; c < Math.min(span.to, this.row.values.length); c++) {
      const value = this.row.values[c] ?? null;
      if (value !== null) return value;
    }
    return null;
  }

  /** No value under any of the table's columns (a note beside the table, say). */
  isBlank(): boolean {
    return (Object.keys(this.spans) as K[]).every((key) => this.value(key) === null);
  }

  text(key: K): string {
    return cellText(this.value(key));
  }

  label(key: K): string {
    return this.spans[key]?.label ?? key;
  }

  /** An amount in sen (may be negative), or null for an empty cell or `-`. */
  amount(key: K): number | null {
    return cellAmount(this.value(key), this.label(key), this.layout.amounts);
  }

  /** One of two amount columns of which one holds the amount (reader/fields.ts, oneSide). */
  side(key: K, direction: Direction): AmountSide {
    return { label: this.label(key), text: this.text(key), sen: this.amount(key), direction };
  }

  /** A date, with its time when the cell has one, as a Jakarta wall clock. */
  dateTime(key: K, date1904: boolean): LocalDateTime {
    return inJakarta(cellDateTime(this.value(key), this.label(key), date1904), this.layout.timeZone);
  }

  /** A summary line (a balance or a total, reader/table-end.ts): the table ends here (tableRecords). */
  endsTable(): boolean {
    return endsTable(this.row.cells, this.layout);
  }
}

function spansOf<K extends string>(header: Header<K>, headerCells: readonly string[]): Partial<Record<K, Span>> {
  const spans: Partial<Record<K, Span>> = {};
  for (const [key, column] of Object.entries(header.columns) as [K, FoundColumn][]) {
    const from = column.at[0]!;
    let to = from + 1;
    while (to < headerCells.length && headerCells[to] === '') to++;
    spans[key] = { from, to: to < headerCells.length ? to : Number.MAX_SAFE_INTEGER, label: column.label };
  }
  return spans;
}

export type TableSearch<K extends string> = { ok: true; table: SheetTable<K> } | { ok: false; empty: boolean; found: string[] };

/** The first sheet with a header of one of `layouts`; otherwise what the workbook seems to have as its header. */
export function findSheetTable<K extends string>(sheets: readonly Sheet[], layouts: readonly TableLayout<K>[]): TableSearch<K> {
  for (const sheet of sheets) {
    const header = findHeader(sheet.rows, layouts);
    if (!header) continue;
    const headerRow = sheet.rows[header.at]!;
    const spans = spansOf(header, headerRow.cells);
    const records = sheet.rows.slice(header.at + 1).map((row) => new SheetRecord(row, spans, header.layout));
    return { ok: true, table: { sheet, header, headerLine: headerRow.line, records } };
  }
  const filled = sheets.filter((s) => s.rows.length > 0);
  return { ok: false, empty: filled.length === 0, found: filled.length > 0 ? likelyHeader(filled[0]!.rows) : [] };
}

/** A problem in one Excel row, with that row's number. */
export class SheetRowProblem extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * The table's records: those above its first summary line (a balance or a total). A record below that line which
 * `read` reads as a transaction (it answers something, not false, and throws no row problem) means the table goes on
 * (a subtotal in its middle, or two statements pasted together): the workbook is refused naming it (table-end.ts
 * belowSummary), as the upload refuses such a CSV.
 */
export function tableRecords<K extends string>(records: readonly SheetRecord<K>[], read: (record: SheetRecord<K>) => unknown): readonly SheetRecord<K>[] {
  const end = records.findIndex((record) => record.endsTable());
  if (end < 0) return records;
  const summary = records[end]!;
  for (const record of records.slice(end + 1)) {
    if (record.endsTable() || record.isBlank() || !readsAsRow(record, read)) continue;
    throw new SheetRowProblem(record.line, belowSummary(firstFilled(summary.row.cells), summary.line));
  }
  return records.slice(0, end);
}

function readsAsRow<K extends string>(record: SheetRecord<K>, read: (record: SheetRecord<K>) => unknown): boolean {
  try {
    return read(record) !== false;
  } catch (error) {
    if (error instanceof RowProblem || error instanceof SheetRowProblem) return false;
    throw error;
  }
}

/** Runs `read` on one record; a row problem it throws becomes a SheetRowProblem carrying the Excel row number. */
export function atRow<T>(record: { line: number }, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof RowProblem) throw new SheetRowProblem(record.line, error.message);
    throw error;
  }
}
