import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { rowCells, type ExportTable } from './export-columns.ts';
import { exceljsQueues, type ExceljsQueues } from './exceljs-queues.ts';

/**
 * A view export as .xlsx, written by exceljs's streaming writer: each row is committed (turned into
 * sheet XML and handed to the zip) as soon as it is added, strings inline rather than in a shared table.
 * Amounts are numeric cells, dates text as in the CSV. exceljs heeds no backpressure: before each batch
 * the writer waits until its queues (exceljs-queues.ts) have moved on, so that with a client slower
 * than the database the sheet does not pile up in memory.
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

/** Queued bytes above which the writer waits before its next batch: about one batch stays in flight. */
const MAX_BACKLOG = 256 * 1024;

/** exceljs's queues (exceljs-queues.ts); where one is not found, only `out` is watched. */
function backlogOf(book: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet, out: PassThrough): ExceljsQueues {
  const { xml, zipped } = exceljsQueues(book, sheet);
  return { xml: xml ?? (() => 0), zipped: zipped ?? (() => out.writableLength) };
}

/** Until the queues are short again, or the output is gone. */
async function room(backlog: ExceljsQueues, out: PassThrough): Promise<void> {
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
