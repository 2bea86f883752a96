import { CsvError, parse } from 'csv-parse/sync';
import Papa from 'papaparse';
import { rowError, type Failure } from './result.ts';

/** One record of a delimited file, with the line of the file it starts on (1-based). */
export interface TableRow {
  line: number;
  cells: string[];
}

export type Delimiter = ',' | ';' | '\t';

/**
 * Which of `,` `;` tab separates the fields: the one that gives the most lines the same,
 * largest field count over the first lines (quoted text is not counted).
 */
export function detectDelimiter(text: string): Delimiter {
  const lines: string[] = [];
  // The first 40 lines that are not blank, without splitting the whole file.
  for (let from = 0; from < text.length && lines.length < 40;) {
    const end = text.indexOf('\n', from);
    const line = text.slice(from, end < 0 ? text.length : end).replace(/\r$/, '');
    if (line.trim() !== '') lines.push(line);
    from = end < 0 ? text.length : end + 1;
  }
  let best: Delimiter = ',';
  let bestScore = -1;
  for (const d of [',', ';', '\t'] as const) {
    const counts = lines.map((l) => l.replace(/"[^"]*"/g, '').split(d).length - 1);
    const top = Math.max(0, ...counts);
    const score = top === 0 ? 0 : counts.filter((c) => c === top).length * top;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

export type TableRead = { ok: true; rows: TableRow[] } | Failure;

/**
 * Every non-blank record with its line number; cells trimmed, a leading `'` (Excel text guard) removed, a byte order
 * mark dropped. Text that is no delimited table (a quote never closed) is refused naming the line its record starts on.
 *
 * Two readers, one answer: Papa Parse reads a regular file about ten times as fast as csv-parse (0.15 s against
 * 1.5 s for a 100k-line statement, bench/ingest.bench.ts), and csv-parse reads what Papa Parse reads differently or
 * refuses: a quote after spaces (`, "A, B"`), a stray quote, line ends of more than one kind. The fast reader's answer
 * is kept only when it met none of these (fastRead).
 */
export function readTable(text: string, delimiter: Delimiter = detectDelimiter(text)): TableRead {
  const body = text.replace(/^\uFEFF/, '');
  return fastRead(body, delimiter) ?? carefulRead(body, delimiter);
}

/** Papa Parse's reading, or null when the file is one csv-parse must read (see readTable). */
function fastRead(text: string, delimiter: Delimiter): TableRead | null {
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const crlf = count(text, '\r\n');
  if (newline === '\r\n' ? count(text, '\n') !== crlf || count(text, '\r') !== crlf : text.includes('\r')) return null;
  // Papa Parse lets any space follow a closing quote; csv-parse only those it trims.
  if (text.includes('"') && OTHER_SPACE.test(text)) return null;
  const rows: TableRow[] = [];
  let line = 1,
    from = 0,
    odd = false;
  Papa.parse<string[]>(text, {
    delimiter,
    newline,
    step: ({ data, errors, meta }, parser) => {
      if (errors.length > 0 || data.some((cell) => cell.includes('"'))) {
        odd = true;
        parser.abort();
        return;
      }
      const cells = data.map(cleanCell);
      if (cells.some((c) => c !== '')) rows.push({ line, cells });
      // The cursor stands where the next record starts, after this one's line end: count the lines it spanned.
      line += count(text, '\n', from, meta.cursor);
      from = meta.cursor;
    },
  });
  return odd ? null : { ok: true, rows };
}

/** csv-parse's reading: every quirk of a hand-made file, and the first unreadable record named by its line. */
export function carefulRead(text: string, delimiter: Delimiter): TableRead {
  let records: { record: string[]; raw: string; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) return unreadable(error);
    throw error;
  }
  const rows = records
    .map(({ record, raw, info }) => ({ line: startLine(info.lines, raw), cells: record.map(cleanCell) }))
    .filter((r) => r.cells.some((c) => c !== ''));
  return { ok: true, rows };
}

/** Spaces JavaScript knows beside those csv-parse trims (a no-break space, a BOM inside the text). */
const OTHER_SPACE = /[\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** How many times `what` occurs in text[from .. to). */
function count(text: string, what: string, from = 0, to = text.length): number {
  let n = 0;
  for (let i = text.indexOf(what, from); i >= 0 && i < to; i = text.indexOf(what, i + what.length)) n++;
  return n;
}

/** What csv-parse could not read, in the words of a row error, at the line its record starts on. */
function unreadable(error: CsvError): Failure {
  const { lines, raw } = error as CsvError & { lines: number; raw?: string };
  const reason =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'tanda kutip (") dibuka tetapi tidak ditutup sampai akhir file'
      : error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE' || error.code === 'CSV_INVALID_CLOSING_QUOTE'
        ? 'ada teks setelah tanda kutip (") penutup sebuah sel'
        : 'baris ini tidak dapat dibaca sebagai CSV';
  return rowError(startLine(lines, raw ?? ''), reason);
}

/**
 * csv-parse reports the line a record ends on, and its raw text includes the blank lines skipped
 * before it; a quoted field may span lines. Count back to the line the record starts on.
 */
function startLine(endLine: number, raw: string): number {
  const body = raw.replace(/^(\r?\n)+/, '').replace(/\r?\n$/, '');
  return endLine - (body.match(/\n/g)?.length ?? 0);
}

/** A cell as the formats read it: spaces around it and a leading `'` (Excel's text guard) gone, quoted or not. */
export function cleanCell(cell: string): string {
  const trimmed = cell.trim();
  return trimmed.startsWith("'") ? trimmed.slice(1).trim() : trimmed;
}

/** Header names compared without case, spaces or punctuation: 'Tanggal Transaksi' = 'tanggal_transaksi'. */
export function headerKey(cell: string): string {
  return cell.toLowerCase().replace(/[^a-z0-9]/g, '');
}
