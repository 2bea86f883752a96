/**
 * Statement lines made ready to store in one COPY (repo.ts storeStatementBatch): worked out where the file is read,
 * in a worker thread (read-file.ts), and handed over as a few long strings: the event loop copies them in
 * milliseconds, where 100k objects or strings would hold it a tenth of a second and more.
 */
import { formatRupiah, type JenisTransaksi } from '@auto-checker/contract';
import { senToDecimal } from '../../parsing/amount.ts';
import { toJakartaIso } from '../../parsing/datetime.ts';
import type { StatementLine } from '../statements/statement-line.ts';
import { statementRowKeys } from './row-keys.ts';

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

export interface StatementBatch {
  count: number;
  /** Each line's row key (row-keys.ts), in file order, one a line. */
  keys: string;
  /** COPY text, a line per statement line in file order, each ending with a tab where upload_id goes (withUploadId). */
  copy: string;
  /** The upload's answer for each line (`Mutasi 27/06/2026 CR Rp100.000 BUDI ditambahkan.`), in file order, NUL between two. */
  messages: string;
  /** The lines' booked dates, ascending, each once. */
  dates: string[];
  /** Each line's booked date as its index in `dates`, in file order. */
  dateOf: number[];
  /** Where its lines are stored: a stored line with the same row key has these and the key's date (repo.ts storeStatementBatch). */
  place: { websiteCode: string; source: string; bankAccountId: number | null };
}

/** Between two messages: no text the parsers give has it (decode.ts refuses a file holding it). */
export const MESSAGE_SEPARATOR = '\u0000';

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

export function statementBatch(scope: BatchScope, lines: readonly StatementLine[]): StatementBatch {
  const keys = statementRowKeys(scope.keyScope, lines);
  const fixed = [scope.websiteCode, scope.bankAccountId, scope.source, scope.jenis].map(copyValue).join('\t');
  const copy = lines.map((l, i) =>
    [
      fixed,
      copyValue(scope.statementDate ?? l.date),
      copyValue(keys[i]!),
      copyValue(l.date),
      copyValue(l.time ? toJakartaIso({ date: l.date, time: l.time }) : null),
      l.pending ? 't' : 'f',
      copyValue(l.direction),
      senToDecimal(l.amountSen),
      money(l.grossSen),
      money(l.feeSen),
      money(l.balanceSen),
      copyValue(l.description),
      copyValue(l.channel),
      copyValue(l.counterpartyName),
      copyValue(l.counterpartyAccount),
      copyValue(l.counterpartyBank),
      copyValue(l.reference),
      '',
    ].join('\t'),
  );
  const messages = lines.map(
    (l) =>
      `Mutasi ${l.date.split('-').reverse().join('/')} ${l.direction} ${formatRupiah(l.amountSen)}${l.counterpartyName ? ` ${l.counterpartyName}` : ''} ditambahkan.`,
  );
  const dates = [...new Set(lines.map((l) => l.date))].sort();
  const dateIndex = new Map(dates.map((d, i) => [d, i]));
  return {
    count: lines.length,
    keys: keys.join('\n'),
    copy: copy.map((line) => `${line}\n`).join(''),
    messages: messages.join(MESSAGE_SEPARATOR),
    dates,
    dateOf: lines.map((l) => dateIndex.get(l.date)!),
    place: { websiteCode: scope.websiteCode, source: scope.source, bankAccountId: scope.bankAccountId },
  };
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
