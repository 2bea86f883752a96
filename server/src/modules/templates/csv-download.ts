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

const BOM = '\uFEFF';

/** A text cell Excel would run as a formula. A plain number (a negative balance) is data, not a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Prefixes formula-like text with `'` (DESIGN section 7): a transfer memo is written by whoever sent the
 * money and may reach this file verbatim. Every statement parser removes a leading `'` (Excel's own text
 * guard), so the guarded file still uploads to the same lines.
 */
function guardFormula(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** The CSV body, without the BOM: what the category's parser reads. */
export function csvBody(rows: readonly (readonly string[])[]): string {
  return stringify(rows.map((row) => row.map(guardFormula)), { record_delimiter: 'windows' });
}

/**
 * Sends `body` (from csvBody) as a file download. The name goes into Content-Disposition twice (RFC 6266):
 * an ASCII `filename` every browser reads, and `filename*` in UTF-8 when the real name is not ASCII.
 */
export function sendCsvDownload(reply: FastifyReply, fileName: string, body: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(fileName))
    .send(BOM + body);
}

export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, escapeRfc5987)}`;
}

const escapeRfc5987 = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
