import { CsvError, parse } from 'csv-parse/sync';
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
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '').slice(0, 40);
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
 */
export function readTable(text: string, delimiter: Delimiter = detectDelimiter(text)): TableRead {
  let records: { record: string[]; raw: string; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
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

export function cleanCell(cell: string): string {
  return cell.replace(/^'/, '').trim();
}

/** Header names compared without case, spaces or punctuation: 'Tanggal Transaksi' = 'tanggal_transaksi'. */
export function headerKey(cell: string): string {
  return cell.toLowerCase().replace(/[^a-z0-9]/g, '');
}
