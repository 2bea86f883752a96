/**
 * The table reader: the text of an uploaded file -> the rows of its upload category, or the first problem (nothing is
 * stored then). It finds the header of one of the category's layouts below any preamble, reads every row up to the
 * summary lines with that layout's rules, and says precisely what is wrong with a file of another category or layout,
 * a damaged header or a bad row. docs/formats.md, "How a file is read".
 */
import { fail, noRows, rowError, type Failure, type ParseResult } from '../result.ts';
import { cutInLastLine, eachTableRow, endsWithLineBreak, type TableRow } from '../table.ts';
import { daysOutside, statedPeriod, yearAnchor, type DateRange } from './dates.ts';
import { RowsAccount, statedAccount } from './stated-account.ts';
import { HEADER_SCAN_ROWS, headerOf, type Header } from './header.ts';
import type { TableLayout } from './layout.ts';
import { refusal } from './refusal.ts';
import { RowCells } from './row-cells.ts';
import { RowProblem } from './row-problem.ts';
import { belowSummary, endsTable, firstFilled, startsAsRow } from './table-end.ts';

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

/**
 * Reads the file's table record by record as it is parsed (eachTableRow): the first problem in file order refuses it,
 * and what is read before it is not kept; a file without the category's header among its first HEADER_SCAN_ROWS
 * records is refused there, unread beyond.
 */
export function readCategory<Row>(text: string, category: Category<Row>, given: ReadGiven<Row> = {}): ParseResult<Row> {
  const reading = new CategoryReading(category, given);
  const table = eachTableRow(text, (row) => reading.take(row));
  return table.ok ? reading.end(endsWithLineBreak(text)) : table;
}

/** One file being read: its rows taken one by one (take), then what they are (end). */
class CategoryReading<Row> {
  /** The records up to the header (HEADER_SCAN_ROWS at most). */
  private readonly head: TableRow[] = [];
  private found: { header: Header<string>; rules: LayoutRules<Row>; context: ReadContext; account: RowsAccount } | null = null;
  private readonly warnings: string[] = [];
  private readonly out: Row[] = [];
  private dataRows = 0;
  /** Cells of the previous data row (the header's width before the first). */
  private lastWidth = 0;
  /** The last data row when it has fewer cells than the header reads and than the row before it (the file may be cut there). */
  private short: TableRow | null = null;
  /** The records from the table's end on (its summary lines), once it ended. */
  private trailer: TableRow[] | null = null;
  /** The first row the layout refused. */
  private problem: Failure | null = null;
  /** How many cells the data rows have (RowWidths), once the header is found. */
  private widths!: RowWidths;
  private readonly layouts: readonly TableLayout[];

  constructor(
    private readonly category: Category<Row>,
    private readonly given: ReadGiven<Row>,
  ) {
    this.layouts = category.layouts.map((rules) => rules.layout);
  }

  /** The next record of the file; false when the file is decided and no more need be read. */
  take(row: TableRow): boolean {
    if (this.trailer) return this.afterTable(row);
    if (this.found) return this.data(row);
    return this.seekHeader(row);
  }

  /**
   * A record after the table's end, kept for the layout (its totals), unless it reads as a row of the table, or is
   * one the layout refuses that starts as a transaction does (startsAsRow): a summary line in the middle (a subtotal,
   * or two exports pasted one below the other) would leave every row after it unread, tickets or money the file has
   * and nobody would see missing.
   */
  private afterTable(row: TableRow): boolean {
    const trailer = this.trailer!;
    trailer.push(row);
    if (endsTable(row.cells, this.found!.header.layout) || (!this.readsAsRow(row) && !startsAsRow(row.cells))) return true;
    const summary = trailer[0]!;
    this.problem = rowError(row.line, belowSummary(firstFilled(summary.cells), summary.line));
    return false;
  }

  /** Would the layout read the record as one of its rows? Tried aside: nothing is kept, warnings it gives are dropped. */
  private readsAsRow(row: TableRow): boolean {
    const { rules, context } = this.found!;
    const warned = this.warnings.length;
    try {
      rules.read(this.cellsOf(row), context);
      return true;
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      return false;
    } finally {
      this.warnings.length = warned;
    }
  }

  /** A data row's cells, read by the layout's keys. */
  private cellsOf(row: TableRow): RowCells<string> {
    const { header, context } = this.found!;
    return new RowCells(withOverflow(row, header), header, context.yearAnchor);
  }

  private seekHeader(row: TableRow): boolean {
    const at = this.head.length;
    if (at === HEADER_SCAN_ROWS) return false;
    this.head.push(row);
    const { category, given } = this;
    const header = headerOf(row, at, this.layouts);
    if (!header) return true;
    const preamble = this.head.slice(0, at);
    const period = statedPeriod(preamble);
    const context: ReadContext = {
      layout: header.layout,
      statementDate: given.statementDate,
      preamble,
      period,
      yearAnchor: yearAnchor(given.statementDate, period),
      warn: (message) => this.warnings.push(message),
    };
    if (period && given.statementDate && daysOutside(given.statementDate, period) > FAR_FROM_PERIOD_DAYS) {
      context.warn(`Tanggal mutasi ${given.statementDate} jauh dari Periode file (${period.from} s.d. ${period.to}): periksa tanggal yang dipilih.`);
    }
    this.found = { header, rules: category.layouts.find((r) => r.layout === header.layout)!, context, account: new RowsAccount(header) };
    this.widths = new RowWidths(Math.max(header.width, header.row?.cells.length ?? 0));
    // A headerless layout's "header" is its first record.
    return header.row ? true : this.data(row);
  }

  private data(row: TableRow): boolean {
    const { header, rules, context, account } = this.found!;
    if (endsTable(row.cells, header.layout)) {
      this.trailer = [row];
      return true;
    }
    this.dataRows++;
    this.short = row.cells.length < Math.min(header.width, this.lastWidth || header.width) ? row : null;
    this.lastWidth = row.cells.length;
    if (header.layout.overflowInto === undefined) {
      this.widths.add(row);
      const split = this.widths.splitAlone(row);
      if (split) {
        this.problem = rowError(row.line, splitValue(split, this.widths.headerWidth));
        return false;
      }
    }
    account.add(row);
    try {
      const value = rules.read(this.cellsOf(row), context);
      if (value !== null) {
        this.out.push(value);
        if (!rules.finish) this.given.onRow?.(value);
      }
      return true;
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      this.problem = rowError(row.line, error.message);
      return false;
    }
  }

  /**
   * What the file is, once read (or stopped). `endsLine`: the text ends with a line break. A file that ends in the
   * middle of its last data row, that row short of columns, was cut (a download or a copy that stopped): its last
   * amount may be cut too (`150` of `150000`), and a ticket stored with it would stay wrong, since uploading the whole
   * file again adds no ticket twice.
   */
  end(endsLine: boolean): ParseResult<Row> {
    const { category, found, out, warnings } = this;
    if (this.problem) return this.problem;
    if (!endsLine && this.short && !this.trailer && found)
      return rowError(this.short.line, cutInLastLine(`baris terakhir terpotong (${this.short.cells.length} dari ${found.header.width} kolom)`));
    if (this.head.length === 0) return fail('File kosong.');
    if (!found) return refusal(this.head, { name: category.name, layouts: this.layouts, known: category.known });
    const { header, rules, context, account } = found;
    if (this.dataRows === 0) return fail(noRows(category.name, this.head[header.at]!.line));
    const split = this.widths.split();
    if (split) return rowError(split.line, splitValue(split.cells, split.width));
    const trailer = this.trailer ?? [];
    rules.finish?.(out, trailer, context);
    rules.check?.(out, trailer, context);
    const onRows = account.value();
    if (onRows === 'several')
      return fail(
        `File ${category.name} berisi mutasi lebih dari satu rekening (kolom ${header.layout.columns[header.layout.ownAccount!]?.names[0]}): upload satu rekening per file.`,
      );
    const stated = statedAccount(context.preamble) ?? onRows;
    return { ok: true, rows: out, variant: header.layout.id, layout: header.layout.label, warnings, ...(stated === null ? {} : { account: stated }) };
  }
}

/**
 * A value written with a comma and no quotes (`250,000.00`) splits in two, and every column after it moves one along:
 * read as it is, that Depo Amount would be Rp250 and its Bo Status the Bo Desc. Such a row has more cells than the
 * header. So may a row that only ends with a separator (a comma ending every row of an export, a tab after a row
 * copied from a browser), its columns all in place. RowWidths refuses, as a row is read, one that fills a cell past the
 * header, has two cells more than it, or one more with a number cut at its thousands comma (splitAlone, splitNumber:
 * `100` then `000.00`); and at the end (split), a row one cell longer than the header and than most rows of the file
 * whose last column is empty, where the split has moved an empty value. A file whose every row splits once, its last
 * column empty, has the widths of one ending its rows with a comma: only a cut number tells them apart. A layout that
 * joins an unquoted text back (withOverflow) is not counted.
 */
class RowWidths {
  /** Rows by their number of cells: how many. */
  private readonly byWidth = new Map<number, number>();
  /** Rows one cell longer than the header, their last column empty, by their line: each may have split. */
  private readonly maySplit: number[] = [];

  /** `headerWidth`: the header's cells (or the layout's columns, headerless). */
  constructor(readonly headerWidth: number) {}

  add(row: TableRow): void {
    this.byWidth.set(row.cells.length, (this.byWidth.get(row.cells.length) ?? 0) + 1);
    if (row.cells.length === this.headerWidth + 1 && row.cells[this.headerWidth - 1] === '') this.maySplit.push(row.line);
  }

  /**
   * How many cells the row has when it shows a split by itself (splitValue): a value past the header, two cells more
   * than it, or one more with a number cut at its thousands comma (splitNumber).
   */
  splitAlone(row: TableRow): number | null {
    const filled = filledWidth(row);
    if (filled > this.headerWidth) return filled;
    if (row.cells.length > this.headerWidth + 1) return row.cells.length;
    return row.cells.length === this.headerWidth + 1 && splitNumber(row.cells) ? row.cells.length : null;
  }

  /** The first row that may have split (maySplit) when most rows of the file are no longer than the header. */
  split(): { line: number; cells: number; width: number } | null {
    let usual = 0,
      most = 0;
    for (const [width, rows] of this.byWidth) if (rows > most || (rows === most && width < usual)) [usual, most] = [width, rows];
    const line = this.maySplit[0];
    return line === undefined || usual > this.headerWidth ? null : { line, cells: this.headerWidth + 1, width: this.headerWidth };
  }
}

/**
 * Do two cells side by side read as one number cut at its thousands comma: one to three digits, then three and perhaps
 * decimals (`250` `000.00` of 250,000.00)? Asked of a row one cell longer than the header only: no export writes an
 * amount of a few rupiah beside a cell of three digits, and a number cut at its comma always reads so.
 */
function splitNumber(cells: readonly string[]): boolean {
  for (let i = 0; i + 1 < cells.length; i++) if (THOUSANDS_HEAD.test(cells[i]!) && THOUSANDS_TAIL.test(cells[i + 1]!)) return true;
  return false;
}
const THOUSANDS_HEAD = /^-?\d{1,3}$/;
const THOUSANDS_TAIL = /^\d{3}(?:\.\d{1,2})?$/;

/** The row's cells up to its last one with a value. */
function filledWidth(row: TableRow): number {
  let filled = row.cells.length;
  while (filled > 0 && row.cells[filled - 1] === '') filled--;
  return filled;
}

const splitValue = (cells: number, width: number): string =>
  `baris berisi ${cells} kolom, header ${width} kolom: nilai yang memuat koma harus diapit tanda kutip (mis. "250,000.00"); ekspor ulang file dari sumbernya.`;

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
