/**
 * An upload's file read: decoded, parsed by its endpoint's parser, and made ready for what follows (a preview, BO
 * rows to store, statement lines as COPY text). Pure work on bytes, no database: it runs in a worker thread
 * (workers/tasks.ts), so that a 100k-line statement does not stop the server answering everyone else.
 */
import { dayMonYear, isPdfFileName, UPLOAD_MSG, type JenisTransaksi, type UploadPreview } from '@auto-checker/contract';
import { decodeUpload } from '../../parsing/decode.ts';
import { operatorAccount } from '../../parsing/operator-account.ts';
import { sameAccountNumber } from '../../parsing/account-number.ts';
import { fail, rowError, type Failure, type ParseResult } from '../../parsing/result.ts';
import { swappedDates } from '../../parsing/swapped-dates.ts';
import { cutInLastLine, endsWithLineBreak } from '../../parsing/table.ts';
import type { BoDeposit, BoWithdraw } from '../bo/bo-row.ts';
import { lastBalanceCut } from '../statements/cut-balance.ts';
import type { StatementLine, StatementParseContext } from '../statements/statement-line.ts';
import { UPLOAD_ENDPOINTS } from './endpoints.ts';
import { previewOf } from './preview.ts';
import type { MessagePort } from 'node:worker_threads';
import { BATCH_LINES, StatementBatcher, statementDates, type BatchScope, type StatementBatch } from './statement-batch.ts';

export interface ReadFileInput {
  endpoint: string;
  /** The form's provider (the manual category's bank), as resolveForm kept it. */
  provider: string | null;
  fileName: string;
  bytes: Uint8Array;
  statementDate: string | null;
  jenis: JenisTransaksi | null;
  websiteCode: string;
  bankAccountId: number | null;
  /** The chosen account's number (digits); a file that states another is refused. */
  accountNumber: string | null;
  /** The statement format's id (statement_line.source), and the row keys' space of its lines (service.ts checkUpload). */
  format: string;
  keyScope: string;
  purpose: 'store' | 'preview';
}

export type ReadFileOutput =
  | Failure
  | { ok: true; preview: UploadPreview; named: WebsiteNamed }
  | { ok: true; kind: 'BO_DEPOSIT'; rows: BoDeposit[]; warnings: string[]; named: WebsiteNamed }
  | { ok: true; kind: 'BO_WITHDRAW'; rows: BoWithdraw[]; warnings: string[]; named: WebsiteNamed };

/** A statement read to store, as readStatementTo posts it: its lines' batches as they are read, then what the file is. */
export type StatementEnd = Failure | StatementSummary;
export interface StatementSummary {
  ok: true;
  count: number;
  /** The booked dates of all its lines, ascending, each once. */
  dates: string[];
  warnings: string[];
  /** The layout it was read as (ParseResult.variant). */
  layout: string;
}
export type StatementMessage = { batch: StatementBatch } | { end: StatementEnd };

/** The file read for a preview, or a BO file's rows to store (a statement to store: readStatementTo). */
export async function readFile(input: ReadFileInput): Promise<ReadFileOutput> {
  const read = await readUpload(input);
  if (read.ok && 'lines' in read) throw new Error(`readFile: a statement to store is read by readStatementTo (${input.endpoint})`);
  return read;
}

/**
 * A statement read to store, posted on `port` as it is read: its lines' batches (BATCH_LINES each), then the end:
 * what the file is, or why it is refused (the server then keeps none of the batches). The server stores each batch
 * while the worker reads on (service.ts readStatementInWorker). A format that hands its lines over as it reads them
 * (StatementParseContext.onRow) has its first batch posted after BATCH_LINES lines; any other, once read to the end.
 */
export async function readStatementTo(port: MessagePort, input: ReadFileInput): Promise<void> {
  const batcher = new StatementBatcher(batchScope(input));
  const post = (lines: readonly StatementLine[]) => port.postMessage({ batch: batcher.batch(lines) } satisfies StatementMessage);
  let waiting: StatementLine[] = [];
  let handed = 0;
  let last: StatementLine | undefined;
  const onRow = (line: StatementLine) => {
    handed++;
    last = line;
    waiting.push(line);
    if (waiting.length === BATCH_LINES) {
      post(waiting);
      waiting = [];
    }
  };
  const read = await readUpload({ ...input, purpose: 'store' }, onRow);
  if (!read.ok) {
    port.postMessage({ end: read } satisfies StatementMessage);
    return;
  }
  if (!('lines' in read)) throw new Error(`readStatementTo: ${input.endpoint} is not a statement upload`);
  // The lines not handed over while reading (a format that hands them over only at the end) follow those that were,
  // which must be the answer's first lines.
  if (handed > 0 && read.lines[handed - 1] !== last) throw new Error(`readStatementTo: ${input.endpoint} handed over lines that are not its first`);
  const rest = handed === 0 ? read.lines : waiting.concat(read.lines.slice(handed));
  for (let first = 0; first < rest.length; first += BATCH_LINES) post(rest.slice(first, first + BATCH_LINES));
  const end: StatementSummary = { ok: true, count: read.lines.length, dates: statementDates(read.lines), warnings: read.warnings, layout: read.layout };
  port.postMessage({ end } satisfies StatementMessage);
}

const batchScope = ({ websiteCode, bankAccountId, format: source, jenis, statementDate, keyScope }: ReadFileInput): BatchScope => ({
  websiteCode,
  bankAccountId,
  source,
  jenis,
  statementDate,
  keyScope,
});

type Read = ReadFileOutput | { ok: true; kind: 'STATEMENT'; lines: StatementLine[]; warnings: string[]; layout: string; named: WebsiteNamed };

/** `onRow`: a statement's lines as they are read, where its format hands them over (readStatementTo). */
async function readUpload(input: ReadFileInput, onRow?: (line: StatementLine) => void): Promise<Read> {
  const spec = UPLOAD_ENDPOINTS[input.endpoint]!;
  const context: StatementParseContext = { ...(input.statementDate ? { statementDate: input.statementDate } : {}), ...(onRow ? { onRow } : {}) };
  const pdf = spec.kind === 'STATEMENT' ? spec.pdfFormat : undefined;
  let parsed: ParseResult<StatementLine | BoDeposit | BoWithdraw>;
  if (pdf && isPdfFileName(input.fileName)) {
    parsed = await pdf.parse(input.bytes, context);
  } else {
    const decoded = decodeUpload(input.bytes);
    if (!decoded.ok) return fail(decoded.error);
    parsed = spec.kind === 'STATEMENT' ? spec.format(input.provider ?? '')!.parse(decoded.text, context) : spec.format.parse(decoded.text);
    // A text that stops in its last line's balance (statements/cut-balance.ts).
    const cut = parsed.ok && spec.kind === 'STATEMENT' && !endsWithLineBreak(decoded.text) ? lastBalanceCut(parsed.rows as StatementLine[]) : null;
    if (cut) return rowError(cut.line, cutInLastLine('saldo baris terakhir terpotong'));
  }
  if (!parsed.ok) return parsed;
  if (parsed.rows.length === 0) return fail('File tidak berisi transaksi.');
  // Days and months swapped by a spreadsheet: the lines or requests would be dated months from their day (parsing/swapped-dates.ts).
  const swapped = input.statementDate ? swappedDates(datedRows(spec.kind, parsed.rows), input.statementDate) : null;
  if (swapped) return rowError(swapped.line, UPLOAD_MSG.swappedDates(dayMonYear(swapped.read), dayMonYear(input.statementDate!)));
  // A statement of another account than the one chosen: its lines would back the deposits and payouts of the wrong
  // account (docs/formats-banks.md, "The account the file names").
  if (parsed.account !== undefined && input.accountNumber && !sameAccountNumber(parsed.account, input.accountNumber)) {
    return fail(UPLOAD_MSG.otherAccount(parsed.account, input.accountNumber));
  }
  const named = spec.kind === 'STATEMENT' ? NAMES_NOTHING : websiteNamed(parsed.rows as (BoDeposit | BoWithdraw)[]);
  if (input.purpose === 'preview') return { ok: true, preview: previewOf(spec.kind, input.jenis, parsed), named };
  const { warnings } = parsed;
  if (spec.kind === 'BO_DEPOSIT') return { ok: true, kind: spec.kind, rows: parsed.rows as BoDeposit[], warnings, named };
  if (spec.kind === 'BO_WITHDRAW') return { ok: true, kind: spec.kind, rows: parsed.rows as BoWithdraw[], warnings, named };
  return { ok: true, kind: 'STATEMENT', lines: parsed.rows as StatementLine[], warnings, layout: parsed.variant, named };
}

/** The rows' lines and dates: a statement line's booking, a deposit's request, a withdrawal's approval. */
function datedRows(
  kind: 'STATEMENT' | 'BO_DEPOSIT' | 'BO_WITHDRAW',
  rows: readonly (StatementLine | BoDeposit | BoWithdraw)[],
): { line: number; date: string }[] {
  if (kind === 'STATEMENT') return rows as StatementLine[];
  if (kind === 'BO_DEPOSIT') return (rows as BoDeposit[]).map((r) => ({ line: r.line, date: r.reqDate.date }));
  return (rows as BoWithdraw[]).map((r) => ({ line: r.line, date: r.appDate.date }));
}

/** What BO rows say of the website they are of, each once: the operator's accounts (Corporate Bank) and the Website cell. */
export interface WebsiteNamed {
  accounts: string[];
  websites: string[];
}

const NAMES_NOTHING: WebsiteNamed = { accounts: [], websites: [] };

/** The upload checks that neither is another website's (service.ts). */
function websiteNamed(rows: readonly (BoDeposit | BoWithdraw)[]): WebsiteNamed {
  const distinct = (values: string[]) => [...new Set(values)].filter(Boolean);
  return {
    accounts: distinct(rows.map((row) => operatorAccount('corporateBank' in row ? row.corporateBank : row.corpBank).number)),
    websites: distinct(rows.map((row) => ('boWebsite' in row ? row.boWebsite : row.website))),
  };
}
