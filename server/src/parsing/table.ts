import { CsvError, parse } from 'csv-parse/sync';
import Papa from 'papaparse';
import { rowError, type Failure } from './result.ts';

/** One record of a delimited file, with the line of the file it starts on (1-based). */
export interface TableRow {
  line: number;
  cells: string[];
}

export type Delimiter = ',' | ';' | '\t';

/** Does the text end with a line break? A file that does not may have been cut in its last line (docs/formats.md, "How a file is read"). */
export const endsWithLineBreak = (text: string): boolean => /[\r\n]$/.test(text);

/** The refusal of a file cut in its last line, `what` saying what of it was cut. */
export const cutInLastLine = (what: string): string => `${what} dan file berakhir di tengah baris: unduh ulang file lengkapnya.`;

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

/** How a table read by eachTableRow ended: read to its end (or stopped by the caller), or unreadable at a line. */
export type TableEnd = { ok: true } | Failure;

/** Every non-blank record with its line number, in one list (eachTableRow hands them over one by one). */
export function readTable(text: string, delimiter: Delimiter = detectDelimiter(text)): TableRead {
  return collected((each) => eachTableRow(text, each, delimiter));
}

/** The records a reader hands over, in one list, or its refusal. */
function collected(read: (each: (row: TableRow) => void) => TableEnd): TableRead {
  const rows: TableRow[] = [];
  const end = read((row) => void rows.push(row));
  return end.ok ? { ok: true, rows } : end;
}

/**
 * Hands every non-blank record with its line number to `each`, in file order, as it is read; `each` returns false to
 * stop reading. Cells trimmed, a leading `'` (Excel text guard) removed, a byte order mark dropped. Text that is no
 * delimited table (a quote never closed) is refused naming the line its record starts on; the records before it have
 * been handed over by then.
 *
 * Two readers, one answer: Papa Parse reads a regular file about ten times as fast as csv-parse (0.15 s against
 * 1.5 s for a 100k-line statement, bench/ingest.bench.ts), and csv-parse reads what Papa Parse reads differently or
 * refuses: a quote after spaces (`, "A, B"`), a stray quote, line ends of more than one kind. Papa Parse reads the
 * records up to the first such one, and csv-parse reads on from where that record starts (the records before it are
 * read alike by both: a property test, table-readers-agree.test.ts). Line ends of more than one kind, or spaces Papa
 * Parse lets follow a quote, are seen before reading: csv-parse reads the whole file then.
 */
export function eachTableRow(text: string, each: (row: TableRow) => boolean | void, delimiter: Delimiter = detectDelimiter(text)): TableEnd {
  // Papa Parse drops a byte order mark of its own: a second one would shift its positions.
  const body = text.replace(/^\uFEFF+/, '');
  const rest = fastRead(body, delimiter, each);
  return rest === null ? { ok: true } : carefulRows(body.slice(rest.from), delimiter, rest.line - 1, each);
}

/** Where csv-parse must read on: from character `from` of the text, which is on line `line`. */
interface CarefulRest {
  from: number;
  line: number;
}

/**
 * Papa Parse's reading, record by record, up to the first record csv-parse must read (see eachTableRow): where csv-parse
 * reads on, or null when the text was read to its end (or `each` stopped it).
 */
function fastRead(text: string, delimiter: Delimiter, each: (row: TableRow) => boolean | void): CarefulRest | null {
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const crlf = count(text, '\r\n');
  if (newline === '\r\n' ? count(text, '\n') !== crlf || count(text, '\r') !== crlf : text.includes('\r')) return { from: 0, line: 1 };
  // Papa Parse lets any space follow a closing quote; csv-parse only those it trims.
  if (text.includes('"') && OTHER_SPACE.test(text)) return { from: 0, line: 1 };
  let line = 1,
    from = 0,
    rest: CarefulRest | null = null;
  Papa.parse<string[]>(text, {
    delimiter,
    newline,
    step: ({ data, errors, meta }, parser) => {
      if (errors.length > 0 || data.some((cell) => cell.includes('"'))) {
        rest = { from, line };
        parser.abort();
        return;
      }
      const cells = data.map(cleanCell);
      if (cells.some((c) => c !== '') && each({ line, cells }) === false) {
        parser.abort();
        return;
      }
      // The cursor stands where the next record starts, after this one's line end: count the lines it spanned.
      line += count(text, '\n', from, meta.cursor);
      from = meta.cursor;
    },
  });
  return rest;
}

/** csv-parse's reading of a whole text: every quirk of a hand-made file, and the first unreadable record named by its line. */
export function carefulRead(text: string, delimiter: Delimiter): TableRead {
  return collected((each) => carefulRows(text, delimiter, 0, each));
}

/** Thrown by carefulRows's record callback to stop csv-parse, which reads on otherwise. */
const STOP = Symbol('stop');

/**
 * csv-parse's reading of a text whose first line is line `before` + 1 of the file, record by record to `each`. A
 * record's line is where its text starts, counted here: csv-parse's own count goes wrong in CRLF files (it named a
 * quote never closed on line 2, with ten lines after it, on line 13).
 */
function carefulRows(text: string, delimiter: Delimiter, before: number, each: (row: TableRow) => boolean | void): TableEnd {
  const bytes = Buffer.from(text);
  const lines = new LineCounter(bytes, before);
  /** Where the last record read ends (its line end included), in bytes. */
  let end = 0;
  try {
    parse(bytes, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      trim: true,
      on_record: (({ record, info }: { record: string[]; info: { bytes: number } }) => {
        const cells = record.map(cleanCell);
        const line = lines.recordAt(end);
        end = info.bytes;
        if (cells.some((c) => c !== '') && each({ line, cells }) === false) throw STOP;
        return null;
      }) as never,
    });
  } catch (error) {
    if (error === STOP) return { ok: true };
    if (error instanceof CsvError) return unreadable(error, lines.recordAt(end));
    throw error;
  }
  return { ok: true };
}

/** The lines of a text's bytes, counted forward as its records are read. */
class LineCounter {
  private at = 0;
  private line: number;

  constructor(
    private readonly bytes: Buffer,
    before: number,
  ) {
    this.line = before + 1;
  }

  /**
   * The line a record starts on when the one before it ends at byte `end`: that of its first character other than
   * white space (csv-parse skips blank lines, and lines of spaces alone; the cells of a record are trimmed).
   */
  recordAt(end: number): number {
    let start = end;
    while (start < this.bytes.length && (this.bytes[start] === 0x20 || (this.bytes[start]! >= 0x09 && this.bytes[start]! <= 0x0d))) start++;
    for (let i = this.bytes.indexOf(0x0a, this.at); i >= 0 && i < start; i = this.bytes.indexOf(0x0a, i + 1)) this.line++;
    this.at = Math.max(this.at, start);
    return this.line;
  }
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
function unreadable(error: CsvError, line: number): Failure {
  const reason =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'tanda kutip (") dibuka tetapi tidak ditutup sampai akhir file'
      : error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE' || error.code === 'CSV_INVALID_CLOSING_QUOTE'
        ? 'ada teks setelah tanda kutip (") penutup sebuah sel'
        : 'baris ini tidak dapat dibaca sebagai CSV';
  return rowError(line, reason);
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
