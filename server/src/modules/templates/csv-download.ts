/**
 * How every CSV we hand out for re-upload is written (the Templates page and Convert Mutasi), so the two
 * agree byte for byte: UTF-8 with a byte order mark, CRLF line ends, fields quoted only when they need it.
 *
 * - BOM: Excel opens a BOM-less CSV in the machine's ANSI code page and mangles anything beyond ASCII; with
 *   the BOM it reads UTF-8. Our parsers drop the BOM (decodeUpload), so the file uploads back unchanged.
 * - CRLF: RFC 4180's line end and what Excel itself writes when it saves a CSV; csv-parse reads either.
 */
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { sendDownload } from '../../http/attachment.ts';
import { spreadsheetSafe } from '../../http/spreadsheet-safe.ts';

const BOM = '\uFEFF';

/** A plain number (a negative balance) is data, not a formula: every cell of these files is text. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Formula-like text gets its `'` (http/spreadsheet-safe.ts); every statement parser removes a leading `'`
 * (Excel's own text guard), so the guarded file still uploads to the same lines.
 */
const guardFormula = (cell: string): string => (PLAIN_NUMBER.test(cell) ? cell : spreadsheetSafe(cell));

/** The CSV body, without the BOM: what the category's parser reads. */
export function csvBody(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(guardFormula)),
    { record_delimiter: 'windows' },
  );
}

/** Sends `body` (from csvBody) as a file download, with the byte order mark. */
export function sendCsvDownload(reply: FastifyReply, fileName: string, body: string): FastifyReply {
  return sendDownload(reply, { fileName, contentType: 'text/csv; charset=utf-8', body: BOM + body });
}
