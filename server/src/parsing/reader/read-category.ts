/**
 * The table reader: the text of an uploaded file -> the rows of its upload category, or the first problem (nothing is
 * stored then). It finds the header of one of the category's layouts below any preamble, reads every row up to the
 * summary lines with that layout's rules, and says precisely what is wrong with a file of another category or layout,
 * a damaged header or a bad row. docs/formats.md, "How a file is read".
 */
import { fail, noRows, rowError, type ParseResult } from '../result.ts';
import { readTable, type TableRow } from '../table.ts';
import { daysOutside, statedPeriod, yearAnchor, type DateRange } from './dates.ts';
import { rowsAccount, statedAccount } from './stated-account.ts';
import { findHeader, type Header } from './header.ts';
import type { TableLayout } from './layout.ts';
import { refusal } from './refusal.ts';
import { RowCells } from './row-cells.ts';
import { RowProblem } from './row-problem.ts';
import { endsTable } from './table-end.ts';

export interface ReadContext {
  /** The layout the file is read as. */
  layout: TableLayout;
  /** The statement date the user chose (YYYY-MM-DD), where the upload form asks for one. */
  statementDate?: string;
  /** Rows above the header: account number, name, period, a title. */
  preamble: readonly TableRow[];
  /** The period the preamble states (`Periode : dd/mm/yyyy - dd/mm/yyyy`), or null. */
  period: DateRange | null;
  /** Where year-less dates are read near: the preamble's `Periode`, else the statement date; null when neither. */
  yearAnchor: DateRange | null;
  /** A remark that does not refuse the file (`Baris N: ...` where it concerns a row). */
  warn(message: string): void;
}

/** A layout of the registry and the rules that turn its rows into the category's rows. */
export interface LayoutRules<Row, K extends string = string> {
  layout: TableLayout<K>;
  /** One data row -> a row of the category, or null to leave it out on purpose (a failed payment); throws RowProblem. */
  read(cells: RowCells<K>, context: ReadContext): Row | null;
  /**
   * After the last row: tags that change rows (fee twins). A layout with it hands its rows over only once the file is
   * read (`onRow` below). `trailer`: the rows after the table.
   */
  finish?(rows: Row[], trailer: readonly TableRow[], context: ReadContext): void;
  /** After the last row (and finish): file-level checks that warn and change no row (summary totals, status counts). */
  check?(rows: readonly Row[], trailer: readonly TableRow[], context: ReadContext): void;
}

export interface Category<Row> {
  /** As the upload page names it: 'BCA', 'QRIS Solita', 'BO Nexus Deposit'. */
  name: string;
  /** Our template first: its required columns are what a refusal asks for. */
  layouts: readonly LayoutRules<Row>[];
  /** Every layout of every category (modules/layouts/known.ts), to say which one a refused file is. */
  known: readonly TableLayout[];
}

/** A statement date this many days from the period the file states is most likely picked by mistake (a wrong month or year). */
const FAR_FROM_PERIOD_DAYS = 31;

/** What the caller gives beside the file. */
export interface ReadGiven<Row> {
  /** The statement date the user chose (YYYY-MM-DD), where the upload form asks for one. */
  statementDate?: string;
  /**
   * Each row as it is read, in file order, for a layout without `finish` (its rows are final as read), so that they
   * can be stored while the rest of the file is read (read-file.ts readStatementTo). The answer still decides: a file
   * refused after some rows were handed over keeps none of them. Rows not handed over are in the answer only.
   */
  onRow?: (row: Row) => void;
}

export function readCategory<Row>(text: string, category: Category<Row>, given: ReadGiven<Row> = {}): ParseResult<Row> {
  const table = readTable(text);
  if (!table.ok) return table;
  const { rows } = table;
  if (rows.length === 0) return fail('File kosong.');
  const layouts = category.layouts.map((rules) => rules.layout);
  const header = findHeader(rows, layouts);
  if (!header) return refusal(rows, { name: category.name, layouts, known: category.known });
  const rules = category.layouts.find((r) => r.layout === header.layout)!;

  const warnings: string[] = [];
  const preamble = rows.slice(0, header.at);
  const period = statedPeriod(preamble);
  const context: ReadContext = {
    layout: header.layout,
    statementDate: given.statementDate,
    preamble,
    period,
    yearAnchor: yearAnchor(given.statementDate, period),
    warn: (message) => warnings.push(message),
  };
  if (period && given.statementDate && daysOutside(given.statementDate, period) > FAR_FROM_PERIOD_DAYS) {
    warnings.push(`Tanggal mutasi ${given.statementDate} jauh dari Periode file (${period.from} s.d. ${period.to}): periksa tanggal yang dipilih.`);
  }
  const body = rows.slice(header.row ? header.at + 1 : header.at);
  const end = body.findIndex((row) => endsTable(row.cells, header.layout));
  const data = end === -1 ? body : body.slice(0, end);
  if (data.length === 0) return fail(noRows(category.name, rows[header.at]!.line));

  const out: Row[] = [];
  const onRow = rules.finish ? undefined : given.onRow;
  for (const row of data) {
    try {
      const value = rules.read(new RowCells(withOverflow(row, header), header, context.yearAnchor), context);
      if (value !== null) {
        out.push(value);
        onRow?.(value);
      }
    } catch (error) {
      if (error instanceof RowProblem) return rowError(row.line, error.message);
      throw error;
    }
  }
  const trailer = end === -1 ? [] : body.slice(end);
  rules.finish?.(out, trailer, context);
  rules.check?.(out, trailer, context);
  const onRows = rowsAccount(data, header);
  if (onRows === 'several')
    return fail(
      `File ${category.name} berisi mutasi lebih dari satu rekening (kolom ${header.layout.columns[header.layout.ownAccount!]?.names[0]}): upload satu rekening per file.`,
    );
  const account = statedAccount(preamble) ?? onRows;
  return { ok: true, rows: out, variant: header.layout.id, layout: header.layout.label, warnings, ...(account === null ? {} : { account }) };
}

/**
 * A layout that writes text unquoted (KlikBCA) splits a text with commas into extra cells: join the surplus back into
 * its column. The reader trimmed the pieces, so they are joined with ', ' as people write it.
 */
function withOverflow(row: TableRow, header: Header<string>): TableRow {
  const key = header.layout.overflowInto;
  const at = key === undefined ? undefined : header.columns[key]?.at[0];
  const extra = row.cells.length - header.width;
  if (at === undefined || extra <= 0) return row;
  const cells = [...row.cells.slice(0, at), row.cells.slice(at, at + extra + 1).join(', '), ...row.cells.slice(at + extra + 1)];
  return { line: row.line, cells };
}
