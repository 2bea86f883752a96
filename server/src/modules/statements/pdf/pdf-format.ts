/**
 * A PDF statement format: the bytes of an uploaded PDF -> the statement lines, as every statement parser answers
 * (ParseResult, parsing/result.ts), or the first reason to refuse the file (docs/formats-banks.md, "PDF e-Statement").
 */
import type { ParseResult } from '../../../parsing/result.ts';
import type { StatementLine, StatementParseContext } from '../statement-line.ts';
import { findColumns } from './columns.ts';
import type { PdfLine, PdfPage } from './page-lines.ts';
import { PDF_LAYOUTS, type PdfLayout } from './pdf-layouts.ts';
import { PdfProblem } from './pdf-problem.ts';
import { pdfText } from './pdf-text.ts';
import { tablePages, type TablePage } from './table-pages.ts';

export interface PdfStatementFormat {
  id: string;
  label: string;
  parse(bytes: Uint8Array, context: StatementParseContext): Promise<ParseResult<StatementLine>>;
}

/** What a layout's rules make of the pages: the rows, and remarks that do not refuse the file. */
export interface StatementRead {
  rows: StatementLine[];
  warnings: string[];
  /** The account number the header states (digits), when it does. */
  account?: string;
}

export function pdfStatementFormat<K extends string>(
  layout: PdfLayout<K>,
  read: (pages: readonly PdfPage[], context: StatementParseContext) => StatementRead,
): PdfStatementFormat {
  return {
    id: layout.id,
    label: layout.label,
    async parse(bytes, context) {
      try {
        const { rows, warnings, account } = read(await pdfText(bytes), context);
        return { ok: true, rows, variant: layout.id, layout: layout.label, warnings, ...(account === undefined ? {} : { account }) };
      } catch (error) {
        if (!(error instanceof PdfProblem)) throw error;
        return error.lookalike ? { ok: false, error: error.message, lookalike: error.lookalike } : { ok: false, error: error.message };
      }
    },
  };
}

/**
 * The layout's pages (tablePages); a file where no page has its column titles is refused, saying which other PDF
 * statement it is when it is one.
 */
export function layoutPages<K extends string>(pages: readonly PdfPage[], layout: PdfLayout<K>, endsTable: (line: PdfLine) => boolean): TablePage<K>[] {
  const tables = tablePages(pages, layout.titles, endsTable);
  if (tables.some((table) => table.titled)) return tables;
  const expected = `Bukan ${layout.label}: judul kolom ${layout.titles.map((t) => t.name).join(', ')} tidak ditemukan di halaman mana pun.`;
  const other = PDF_LAYOUTS.find((known) => known.id !== layout.id && pages.some((page) => findColumns(page.lines, known.titles)));
  if (other) throw new PdfProblem(`${expected} File ini tampaknya ${other.label}: ${other.advice}.`, other.id);
  throw new PdfProblem(expected);
}
