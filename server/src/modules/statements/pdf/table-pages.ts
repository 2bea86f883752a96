/**
 * Every page of a PDF statement cut into its parts (docs/formats-banks.md, "PDF e-Statement"): the header block above
 * the column titles (repeated on each page: read for the period and account, never as rows), the table's lines with
 * their cells (without page numbers and page footers), and what follows the table's end (`Bersambung ke halaman
 * berikut`, the summary, a footer). Then the table's lines of all pages, grouped into transactions: a transaction starts
 * on a line with its date and continues on the lines below it, across a page break too.
 */
import { cellsOf, findColumns, fitsColumns, type ColumnTitle, type Columns } from './columns.ts';
import type { PdfLine, PdfPage } from './page-lines.ts';
import { PdfProblem, readAt, whereIs } from './pdf-problem.ts';

export interface TableLine<K extends string> {
  page: number;
  line: PdfLine;
  /** The line's number in the whole file (StatementLine.line). */
  fileLine: number;
  cells: Record<K, string>;
}

export interface TablePage<K extends string> {
  page: PdfPage;
  /** Whether the page has the column titles. */
  titled: boolean;
  /** Above the titles (on a page without them: above the table's end). */
  head: PdfLine[];
  body: TableLine<K>[];
  /** From the line that ends the table on. */
  tail: PdfLine[];
}

/** A line that only numbers its page (`2 / 5`, `Page 2 of 5`, `Halaman 2 dari 5`), beside or below the titles, or as a footer. */
const PAGE_MARK = /^(?:(?:Halaman|Page)\s*:?\s*)?(\d+)\s*(?:\/|of|dari)\s*(\d+)$/i;

function pageMark(line: PdfLine, page: number, pages: number): boolean {
  const m = PAGE_MARK.exec(line.text);
  return m !== null && Number(m[1]) === page && Number(m[2]) === pages;
}

/**
 * Lines printed with the same text at the same height on every page of a file of two pages or more: with
 * `pageFooter`, the page footers among them.
 */
function repeatedLines(pages: readonly PdfPage[]): Set<string> {
  if (pages.length < 2) return new Set();
  const keys = (page: PdfPage) => new Set(page.lines.map(furnitureKey));
  const [first, ...rest] = pages.map(keys);
  return new Set([...first!].filter((key) => rest.every((other) => other.has(key))));
}

const furnitureKey = (line: PdfLine) => `${Math.round(line.y)}|${line.text}`;

/**
 * A page footer (`PT Bank … diawasi oleh OJK`): a line repeated on every page that does not fit the table's columns.
 * So only a line that could not be read as a row at all is left out: a repeated name or `-` of a narrative fits its
 * column and stays.
 */
const pageFooter = <K extends string>(line: PdfLine, repeated: Set<string>, columns: Columns<K>) =>
  repeated.has(furnitureKey(line)) && !fitsColumns(line, columns);

export function tablePages<K extends string>(
  pages: readonly PdfPage[],
  titles: readonly ColumnTitle<K>[],
  endsTable: (line: PdfLine) => boolean,
): TablePage<K>[] {
  const repeated = repeatedLines(pages);
  return pages.map((page) => {
    const columns = findColumns(page.lines, titles);
    const start = columns ? columns.at + 1 : 0;
    const end = page.lines.findIndex((line, i) => i >= start && endsTable(line));
    const stop = end === -1 ? page.lines.length : end;
    const tail = page.lines.slice(stop);
    if (!columns) return { page, titled: false, head: page.lines.slice(0, stop), body: [], tail };
    const body = page.lines
      .slice(start, stop)
      .filter((line) => !pageMark(line, page.number, pages.length) && !pageFooter(line, repeated, columns))
      .map((line) => ({
        page: page.number,
        line,
        fileLine: page.lineOffset + line.number,
        cells: readAt(page.number, line.number, () => cellsOf(line, columns)),
      }));
    return { page, titled: true, head: page.lines.slice(0, columns.at), body, tail };
  });
}

/** One transaction: the line that starts it and the lines continuing it. */
export type TableRecord<K extends string> = readonly [TableLine<K>, ...TableLine<K>[]];

/**
 * The table's lines grouped into transactions, a transaction starting on each line `starts` says; a line before the
 * first start is refused (it belongs to nothing).
 */
export function tableRecords<K extends string>(lines: readonly TableLine<K>[], starts: (line: TableLine<K>) => boolean): TableRecord<K>[] {
  const records: [TableLine<K>, ...TableLine<K>[]][] = [];
  for (const line of lines) {
    if (starts(line)) records.push([line]);
    else if (records.length > 0) records.at(-1)!.push(line);
    else throw new PdfProblem(`${whereIs(line.page, line.line.number)}: baris '${line.line.text}' tidak diawali tanggal dan tidak ada transaksi di atasnya`);
  }
  return records;
}

/**
 * The text of a column over a transaction's lines: at most one line may fill it (an amount written twice cannot be
 * told apart from two amounts). null when none does. Throws PdfProblem naming both lines.
 */
export function single<K extends string>(record: TableRecord<K>, key: K, name: string): { text: string; at: TableLine<K> } | null {
  const filled = record.filter((line) => line.cells[key] !== '');
  if (filled.length > 1) {
    const [a, b] = filled as [TableLine<K>, TableLine<K>];
    throw new PdfProblem(
      `${whereIs(a.page, a.line.number)}: kolom ${name} terisi dua kali dalam satu transaksi ('${a.cells[key]}', lalu '${b.cells[key]}' di ` +
        `${whereIs(b.page, b.line.number).toLowerCase()}); tidak jelas mana yang benar`,
    );
  }
  const at = filled[0];
  return at ? { text: at.cells[key], at } : null;
}

/** The column's text on every line of the transaction that has some. */
export const texts = <K extends string>(record: TableRecord<K>, key: K): string[] => record.map((line) => line.cells[key]).filter((text) => text !== '');
