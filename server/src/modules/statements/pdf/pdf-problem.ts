/**
 * Why a PDF statement is refused, in words for the user (docs/formats-banks.md, "PDF e-Statement"). The whole file is
 * refused and nothing is stored; a problem of a row names its page and line, counted as the page shows them.
 */
import { RowProblem } from '../../../parsing/reader/row-problem.ts';

export class PdfProblem extends Error {
  /** The id of another PDF layout the file is (the upload offers to switch to its category). */
  constructor(
    message: string,
    readonly lookalike?: string,
  ) {
    super(message);
  }
}

/** `Halaman 2, baris 14`: line 14 from the top of page 2 (the watermark not counted). */
export const whereIs = (page: number, line: number): string => `Halaman ${page}, baris ${line}`;

/** Reads one row: a RowProblem of the cell readers (parsing/reader/fields.ts) becomes a PdfProblem naming where it is. */
export function readAt<T>(page: number, line: number, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof RowProblem) throw new PdfProblem(`${whereIs(page, line)}: ${error.message}`);
    throw error;
  }
}
