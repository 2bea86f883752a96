import { stringify } from 'csv-stringify/sync';
import { rowCells, type Cell, type ExportTable } from './export-columns.ts';

/**
 * A view export as CSV, one batch of rows at a time: UTF-8 with a byte order mark (Excel reads it as
 * UTF-8 only then), CRLF line ends, a header row, amounts as plain numbers (`100000`, `100000.5`), as the
 * Templates and Convert Mutasi files are written (templates/csv-download.ts).
 */
const BOM = '\uFEFF';

const lines = (rows: Cell[][]) => stringify(rows, { record_delimiter: 'windows' });

export async function* csvExport<Row>(table: ExportTable<Row>, batches: AsyncIterable<readonly Row[]>): AsyncGenerator<string> {
  yield BOM + lines([table.columns.map((c) => c.header)]);
  let no = 0;
  for await (const rows of batches) {
    yield lines(rows.map((row) => rowCells(table, row, ++no)));
  }
}
