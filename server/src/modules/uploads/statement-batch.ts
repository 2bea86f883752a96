/**
 * Statement lines made ready to store by COPY (repo.ts storeStatementBatches): worked out where the file is read, in
 * a worker thread (read-file.ts), and handed over in batches of a few long strings: the event loop copies them in
 * milliseconds, where 100k objects or strings would hold it a tenth of a second and more. A long file goes in
 * batches, each stored while the worker makes the next (README, "Operations").
 */
import { formatRupiah, type JenisTransaksi } from '@auto-checker/contract';
import { decimalToSen, senToDecimal } from '../../parsing/amount.ts';
import { toJakartaIso } from '../../parsing/datetime.ts';
import type { StatementLine } from '../statements/statement-line.ts';
import { statementRowKeyMaker } from './row-keys.ts';

/**
 * statement_line's columns in a batch's COPY text, in order. upload_id is known only once the upload is recorded: it
 * is the last column, added to each line then (withUploadId).
 */
export const STATEMENT_COPY_COLUMNS = [
  'website_code',
  'bank_account_id',
  'source',
  'jenis',
  'statement_date',
  'row_key',
  'booked_date',
  'booked_at',
  'pending',
  'direction',
  'amount',
  'gross_amount',
  'fee_amount',
  'balance',
  'description',
  'channel',
  'counterparty_name',
  'counterparty_account',
  'counterparty_bank',
  'reference',
  'upload_id',
] as const;

/** Lines per batch of a long statement: a few tenths of a second to store each. */
export const BATCH_LINES = 10_000;

/** Some of a file's statement lines, ready to store: lines first .. first + count - 1 of the file (0 for the first). */
export interface StatementBatch {
  first: number;
  count: number;
  /** Each line's row key (row-keys.ts), in file order, one a line. */
  keys: string;
  /**
   * COPY text, a line per statement line in file order, each ending with a tab where upload_id goes (withUploadId).
   * The upload's answer for a stored line is read back from it (lineMessage): worked out here for every line, 100k
   * messages would cost more than the COPY text itself, and the answer lists the first MAX_ROW_MESSAGES only.
   */
  copy: string;
  /** The booked dates of the batch's lines, ascending, each once. */
  dates: string[];
  /** Each line's booked date as its index in `dates`, in file order. */
  dateOf: number[];
  /** Where its lines are stored: a stored line with the same row key has these and the key's date (repo.ts storeStatementBatches). */
  place: { websiteCode: string; source: string; bankAccountId: number | null };
}

/** Where the lines go: everything a stored line has that its file does not say. */
export interface BatchScope {
  websiteCode: string;
  bankAccountId: number | null;
  /** The statement format's id (statement_line.source). */
  source: string;
  jenis: JenisTransaksi | null;
  /** The form's statement date; a line without one is filed under its own date. */
  statementDate: string | null;
  /** The row keys' space (row-keys.ts). */
  keyScope: string;
}

/**
 * A file's statement lines made into batches, in file order, as the reader hands them over (read-file.ts
 * readStatementTo): each batch knows where its lines start in the file, and row keys count identical lines over the
 * whole file, whatever batch they are in (row-keys.ts).
 */
export class StatementBatcher {
  private readonly keyOf: (line: StatementLine) => string;
  private readonly fixed: string;
  private readonly formDate: string | null;
  private readonly place: StatementBatch['place'];
  /** How many lines the batches made so far hold. */
  private made = 0;

  constructor(scope: BatchScope) {
    this.keyOf = statementRowKeyMaker(scope.keyScope);
    this.fixed = [scope.websiteCode, scope.bankAccountId, scope.source, scope.jenis].map(copyValue).join('\t');
    this.formDate = scope.statementDate === null ? null : copyValue(scope.statementDate);
    this.place = { websiteCode: scope.websiteCode, source: scope.source, bankAccountId: scope.bankAccountId };
  }

  /** The file's next lines as one batch. */
  batch(lines: readonly StatementLine[]): StatementBatch {
    const { fixed, formDate } = this;
    const keys = lines.map(this.keyOf);
    const dates = statementDates(lines);
    const dateIndex = new Map(dates.map((d, i) => [d, i]));
    // A line of text per statement line, in STATEMENT_COPY_COLUMNS' order, joined a thousand at a time: a line's
    // pieces then die young. Kept until the end, 100k lines' pieces made the garbage collector copy them again and
    // again, half of the batch's time.
    const pieces: string[] = [];
    let piece: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i]!;
      piece.push(
        `${fixed}\t${formDate ?? copyValue(l.date)}\t${copyValue(keys[i]!)}\t${copyValue(l.date)}\t` +
          `${l.time ? toJakartaIso({ date: l.date, time: l.time }) : '\\N'}\t${l.pending ? 't' : 'f'}\t${copyValue(l.direction)}\t` +
          `${senToDecimal(l.amountSen)}\t${money(l.grossSen)}\t${money(l.feeSen)}\t${money(l.balanceSen)}\t${copyValue(l.description)}\t` +
          `${copyValue(l.channel)}\t${copyValue(l.counterpartyName)}\t${copyValue(l.counterpartyAccount)}\t${copyValue(l.counterpartyBank)}\t` +
          `${copyValue(l.reference)}\t\n`,
      );
      if (piece.length === 1000) {
        pieces.push(piece.join(''));
        piece = [];
      }
    }
    pieces.push(piece.join(''));
    const first = this.made;
    this.made += lines.length;
    return {
      first,
      count: lines.length,
      keys: keys.join('\n'),
      copy: pieces.join(''),
      dates,
      dateOf: lines.map((l) => dateIndex.get(l.date)!),
      place: this.place,
    };
  }
}

/** The lines of a file as one batch. */
export function statementBatch(scope: BatchScope, lines: readonly StatementLine[]): StatementBatch {
  return new StatementBatcher(scope).batch(lines);
}

/** The lines of a file in batches of `size` lines, made one at a time as they are asked for, at least one (empty for no line). */
export function* statementBatches(scope: BatchScope, lines: readonly StatementLine[], size = BATCH_LINES): Generator<StatementBatch, void> {
  const batcher = new StatementBatcher(scope);
  for (let first = 0; first === 0 || first < lines.length; first += size) yield batcher.batch(lines.slice(first, first + size));
}

/** The lines' booked dates, ascending, each once. */
export const statementDates = (lines: readonly StatementLine[]): string[] => [...new Set(lines.map((l) => l.date))].sort();

const BOOKED_DATE = STATEMENT_COPY_COLUMNS.indexOf('booked_date');
const DIRECTION = STATEMENT_COPY_COLUMNS.indexOf('direction');
const AMOUNT = STATEMENT_COPY_COLUMNS.indexOf('amount');
const NAME = STATEMENT_COPY_COLUMNS.indexOf('counterparty_name');

/** The upload's answer for a line added, from its line of the batch's COPY text: `Mutasi 27/06/2026 CR Rp100.000 BUDI ditambahkan.` */
export function lineMessage(copyLine: string): string {
  const cells = copyLine.split('\t');
  const name = fromCopyValue(cells[NAME]!);
  const date = fromCopyValue(cells[BOOKED_DATE]!).split('-').reverse().join('/');
  return `Mutasi ${date} ${cells[DIRECTION]} ${formatRupiah(decimalToSen(cells[AMOUNT]!))}${name ? ` ${name}` : ''} ditambahkan.`;
}

/**
 * The COPY text of the batch's lines, or of the chosen ones (indexes, ascending), each with the upload's id. A line
 * ends in a tab and a line end only there: a value's own tabs and line ends are escaped (copyValue).
 */
export function withUploadId(batch: StatementBatch, uploadId: number, chosen: readonly number[] | 'all' = 'all'): string {
  let text = batch.copy;
  if (chosen !== 'all') {
    const lines = text.split('\n');
    text = chosen.map((i) => `${lines[i]!}\n`).join('');
  }
  return text.replaceAll('\t\n', `\t${uploadId}\n`);
}

const money = (sen: number | null) => (sen === null ? '\\N' : senToDecimal(sen));

/** A value in COPY's text format: \N for null, backslash, tab and line ends escaped. */
export function copyValue(value: string | number | null): string {
  if (value === null) return '\\N';
  const text = String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : text;
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value of COPY's text format back as text ('' for \\N). */
function fromCopyValue(text: string): string {
  if (text === '\\N') return '';
  return text.includes('\\') ? text.replace(/\\([\\tnr])/g, (_, c: string) => COPY_UNESCAPES[c]!) : text;
}
const COPY_UNESCAPES: Record<string, string> = { '\\': '\\', t: '\t', n: '\n', r: '\r' };
