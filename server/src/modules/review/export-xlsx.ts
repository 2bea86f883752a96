import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { rowCells, type ExportTable } from './export-columns.ts';

/**
 * A view export as .xlsx, written by exceljs's streaming writer: each row is committed (turned into
 * sheet XML and handed to the zip) as soon as it is added, strings inline rather than in a shared table.
 * Amounts are numeric cells, dates text as in the CSV.
 */
export function xlsxExport<Row>(table: ExportTable<Row>, batches: AsyncIterable<readonly Row[]>): Readable {
  const out = new PassThrough();
  writeWorkbook(table, batches, out).catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

async function writeWorkbook<Row>(table: ExportTable<Row>, batches: AsyncIterable<readonly Row[]>, out: PassThrough): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((c) => ({ width: c.width }));
  sheet.addRow(table.columns.map((c) => c.header)).commit();
  const backlog = backlogOf(book, sheet, out);
  let no = 0;
  for await (const rows of batches) {
    // An empty text is no cell at all: smaller, and the spreadsheet shows the same.
    for (const row of rows) sheet.addRow(rowCells(table, row, ++no).map((c) => (c === '' ? null : c))).commit();
    await room(backlog, out);
    // The client went away: stop reading (leaving the loop closes the batches).
    if (out.destroyed) return;
  }
  sheet.commit();
  await book.commit();
}

/**
 * exceljs hands each committed row's XML to the zip, and the zip its compressed bytes to `out`, both
 * without heeding backpressure: with a client slower than the database, the sheet would pile up in
 * memory. So before each batch we wait until what is queued has moved on; about one batch stays in
 * flight. The queues are exceljs's internals (the sheet's stream and the archiver behind `zip`), read
 * defensively: where one is missing (another exceljs version) only `out` is watched, and the test
 * 'reads only a few batches ahead of a client that is not reading' fails.
 */
interface Backlog {
  /** Bytes of sheet XML not yet compressed. */
  xml: () => number;
  /** Compressed bytes not yet taken by `out`. */
  zipped: () => number;
}

const MAX_BACKLOG = 256 * 1024;

function backlogOf(book: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet, out: PassThrough): Backlog {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  const sheetInput = queued(Array.isArray(pipes) ? pipes[0] : undefined);
  const zip = (book as unknown as { zip?: { readableLength?: unknown } }).zip;
  const zipOutput = typeof zip?.readableLength === 'number' ? () => zip.readableLength as number : null;
  return {
    xml: sheetInput ?? (() => 0),
    zipped: zipOutput ?? (() => out.writableLength),
  };
}

/** The bytes buffered in a stream (Node's or the readable-stream copy inside archiver), if it is one. */
function queued(stream: unknown): (() => number) | null {
  const state = (stream as { _writableState?: { length?: unknown } } | undefined)?._writableState;
  return typeof state?.length === 'number' ? () => state.length as number : null;
}

/** Until the queues are short again, or the output is gone. */
async function room(backlog: Backlog, out: PassThrough): Promise<void> {
  while (!out.destroyed && backlog.xml() + backlog.zipped() > MAX_BACKLOG) {
    await new Promise<void>((resolve) => {
      // Bytes move on when `out` drains; the timer covers a queue that shrinks without an event.
      const timer = setTimeout(done, 20);
      function done() {
        clearTimeout(timer);
        out.off('drain', done);
        out.off('close', done);
        resolve();
      }
      out.once('drain', done);
      out.once('close', done);
    });
  }
}
