import type { ParseResult } from '../../../parsing/result.ts';
import { fail, rowError, wrongFile } from '../../../parsing/result.ts';
import { headerKey, readTable, type TableRow } from '../../../parsing/table.ts';
import type { StatementLine, StatementParseContext } from '../statement-line.ts';
import { RowProblem } from './fields.ts';
import { ALL_LAYOUTS, columnKeys, columnName, hasColumns, type Layout } from './layouts.ts';

/** How far down a file its header may sit (below the account preamble). */
const HEADER_SCAN_ROWS = 40;

/** One data row, its cells reachable by the layout's column names. */
export class Row {
  constructor(
    readonly line: number,
    readonly cells: readonly string[],
    private readonly index: ReadonlyMap<string, readonly number[]>,
  ) {}

  /** The cell under a column ('' when the file has no such column or the row is short). */
  get(column: string): string {
    return this.getAll(column)[0] ?? '';
  }

  /** Every cell under a column that the header repeats (Mandiri MCM writes `Description` twice). */
  getAll(column: string): string[] {
    return (this.index.get(headerKey(column)) ?? []).map((i) => this.cells[i] ?? '');
  }

  has(column: string): boolean {
    return this.index.has(headerKey(column));
  }

  indexOf(column: string): number {
    return this.index.get(headerKey(column))?.[0] ?? -1;
  }

  /**
   * A file that writes text unquoted (KlikBCA) splits a description with commas into extra cells: join the
   * surplus back into `column`. The reader trimmed the pieces, so they are joined with ', ' as people write it.
   */
  withOverflowIn(column: string, width: number): Row {
    const extra = this.cells.length - width;
    const at = this.indexOf(column);
    if (extra <= 0 || at < 0) return this;
    const joined = this.cells.slice(at, at + extra + 1).join(', ');
    return new Row(this.line, [...this.cells.slice(0, at), joined, ...this.cells.slice(at + extra + 1)], this.index);
  }
}

export interface ReadContext extends StatementParseContext {
  /** Rows above the header: account number, name, period. */
  preamble: readonly TableRow[];
  warn(message: string): void;
}

/** One layout a format accepts, and how to turn its rows into statement lines. */
export interface Variant {
  layout: Layout;
  /** A condition on the header beyond its columns (KlikBCA: the unnamed DB/CR column after Jumlah). */
  accepts?(keys: readonly string[]): boolean;
  /** Builds the line, or throws RowProblem. */
  read(row: Row, context: ReadContext): StatementLine;
  /** After the last row: file-level checks and tags (summary totals, fee twins). `trailer`: the rows after the table. */
  finish?(lines: StatementLine[], trailer: readonly TableRow[], context: ReadContext): void;
}

export interface FormatSpec {
  /** As the upload page names the category: 'BCA', 'BNI Internet Banking'. */
  name: string;
  /** Our template first: its columns are what a wrong file's message asks for. */
  variants: readonly Variant[];
}

/** Summary lines below the table of the banks' exports: the table ends there. */
const SUMMARY = /^(?:saldo awal|saldo akhir|mutasi (?:kredit|debet|debit)|total\b|ending balance|opening balance|closing balance)/i;

/**
 * Text of an uploaded statement -> its lines, or the first error (nothing is stored then): finds the header of
 * one of the format's layouts in the first rows, reads every row up to the summary lines, and says precisely
 * what is wrong with a file of another format or a bad row.
 */
export function readStatement(text: string, spec: FormatSpec, context: StatementParseContext): ParseResult<StatementLine> {
  const rows = readTable(text.replace(/^\uFEFF/, ''));
  if (rows.length === 0) return fail('File kosong.');
  const start = locate(rows, spec.variants);
  if (!start) return explainUnknown(rows, spec);

  const warnings: string[] = [];
  const readContext: ReadContext = { ...context, preamble: rows.slice(0, start.at), warn: (m) => warnings.push(m) };
  const body = rows.slice(start.at + (start.header ? 1 : 0));
  const end = body.findIndex((r) => SUMMARY.test(r.cells[0] ?? ''));
  const table = end === -1 ? body : body.slice(0, end);
  if (table.length === 0) {
    const where = start.header ? ` setelah header di baris ${start.header.line}` : '';
    return fail(`File tidak berisi transaksi: tidak ada baris data${where}.`);
  }

  const lines: StatementLine[] = [];
  for (const tableRow of table) {
    try {
      lines.push(start.variant.read(new Row(tableRow.line, tableRow.cells, start.index), readContext));
    } catch (e) {
      if (e instanceof RowProblem) return rowError(tableRow.line, e.message);
      throw e;
    }
  }
  start.variant.finish?.(lines, end === -1 ? [] : body.slice(end), readContext);
  return { ok: true, rows: lines, variant: start.variant.layout.id, warnings };
}

interface Start {
  variant: Variant;
  /** Index of the header row (or of the first record of a headerless layout). */
  at: number;
  header: TableRow | null;
  index: Map<string, number[]>;
}

function locate(rows: readonly TableRow[], variants: readonly Variant[]): Start | null {
  for (const [at, row] of rows.slice(0, HEADER_SCAN_ROWS).entries()) {
    const keys = row.cells.map(headerKey);
    for (const variant of variants) {
      const { record } = variant.layout;
      if (record) {
        if (!record.matches(row.cells)) continue;
        const index = new Map(record.positions.map((name, i) => [headerKey(name), [i]]));
        return { variant, at, header: null, index };
      }
      if (hasColumns(keys, variant.layout) && (variant.accepts?.(keys) ?? true)) {
        return { variant, at, header: row, index: columnIndex(keys, variant.layout) };
      }
    }
  }
  return null;
}

/** Column name (by its first name) -> positions in the header; other header cells by their own name. */
function columnIndex(keys: readonly string[], layout: Layout): Map<string, number[]> {
  const index = new Map<string, number[]>();
  keys.forEach((key, i) => {
    if (key) index.set(key, [...(index.get(key) ?? []), i]);
  });
  for (const column of [...layout.columns, ...(layout.optional ?? [])]) {
    const names = columnKeys(column);
    const positions = keys.flatMap((key, i) => (names.includes(key) ? [i] : []));
    if (positions.length > 0) index.set(headerKey(columnName(column)), positions);
  }
  return index;
}

/** No header of ours: another known layout (say where it belongs), a header missing columns (name them), or anything else. */
function explainUnknown(rows: readonly TableRow[], spec: FormatSpec): { ok: false; error: string } {
  const scanned = rows.slice(0, HEADER_SCAN_ROWS);
  const own = spec.variants.map((v) => v.layout);
  const expected = own[0]!.columns.map(columnName);
  const widest = headerLike(scanned);
  const natives = own.slice(1).filter((l) => !l.id.endsWith('-record')).map((l) => l.label);
  const alsoAccepted = natives.length > 0 ? ` Juga diterima: ${natives.join(', ')}.` : '';

  const other = recogniseOther(scanned, own);
  if (other) {
    return fail(`${wrongFile(spec.name, expected, widest.cells).error}${alsoAccepted} File ini tampaknya ${other.label}: ${other.advice}.`);
  }
  const partial = closestHeader(scanned, own);
  if (partial) {
    const { layout, row, missing } = partial;
    return fail(
      `Header ${layout.label} di baris ${row.line} tidak lengkap: kolom ${missing.join(', ')} tidak ada. ` +
        `Kolom yang diharapkan: ${layout.columns.map(columnName).join(', ')}. Ditemukan: ${row.cells.filter(Boolean).join(', ')}.`,
    );
  }
  return fail(`${wrongFile(spec.name, expected, widest.cells).error}${alsoAccepted}`);
}

/** The row most like a header (most cells of words without digits, two at least), else the widest: what the file has instead. */
function headerLike(rows: readonly TableRow[]): TableRow {
  const words = (r: TableRow) => r.cells.filter((c) => /[A-Za-z]/.test(c) && !/\d/.test(c)).length;
  const filled = (r: TableRow) => r.cells.filter(Boolean).length;
  const best = rows.reduce((a, b) => (words(b) > words(a) ? b : a));
  return words(best) >= 2 ? best : rows.reduce((a, b) => (filled(b) > filled(a) ? b : a));
}

function recogniseOther(rows: readonly TableRow[], own: readonly Layout[]): Layout | null {
  const others = ALL_LAYOUTS.filter((l) => !own.some((o) => o.id === l.id));
  for (const row of rows) {
    const keys = row.cells.map(headerKey);
    const found = others.find((l) => (l.record ? l.record.matches(row.cells) : hasColumns(keys, l)));
    if (found) return found;
  }
  return null;
}

/** A row that has at least half the columns of one of our layouts (two or more) but not all: a damaged header. */
function closestHeader(rows: readonly TableRow[], own: readonly Layout[]) {
  let best: { layout: Layout; row: TableRow; missing: string[]; share: number } | null = null;
  for (const row of rows) {
    const keys = row.cells.map(headerKey);
    for (const layout of own.filter((l) => !l.record)) {
      const missing = layout.columns.filter((c) => !columnKeys(c).some((k) => keys.includes(k))).map(columnName);
      const present = layout.columns.length - missing.length;
      const share = present / layout.columns.length;
      if (present >= 2 && share >= 0.5 && (!best || share > best.share)) best = { layout, row, missing, share };
    }
  }
  return best;
}
