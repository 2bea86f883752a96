/**
 * The one place that reads exceljs's internals (pinned: exceljs 4.4.0 in server/package.json). Its streaming
 * WorkbookWriter hands each committed row's XML to the sheet's stream, and that stream to the zip (an archiver),
 * both without heeding backpressure: export-xlsx.ts waits while they hold too much. Neither queue is public API:
 * - the sheet's XML not yet compressed: the write buffer of the first pipe of `sheet.stream` (`_writableState.length`);
 * - the compressed bytes not yet taken: `book.zip.readableLength`.
 * null where one is not found (another exceljs version): server/test/review-export.test.ts fails then, and the
 * writer falls back to watching its own output only.
 */
import type ExcelJS from 'exceljs';

export interface ExceljsQueues {
  /** Bytes of sheet XML not yet compressed. */
  xml: () => number;
  /** Compressed bytes not yet passed on. */
  zipped: () => number;
}

export function exceljsQueues(
  book: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExcelJS.Worksheet,
): { xml: ExceljsQueues['xml'] | null; zipped: ExceljsQueues['zipped'] | null } {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  const zip = (book as unknown as { zip?: { readableLength?: unknown } }).zip;
  return {
    xml: queued(Array.isArray(pipes) ? pipes[0] : undefined),
    zipped: typeof zip?.readableLength === 'number' ? () => zip.readableLength as number : null,
  };
}

/** The bytes buffered in a stream (Node's or the readable-stream copy inside archiver), if it is one. */
function queued(stream: unknown): (() => number) | null {
  const state = (stream as { _writableState?: { length?: unknown } } | undefined)?._writableState;
  return typeof state?.length === 'number' ? () => state.length as number : null;
}
