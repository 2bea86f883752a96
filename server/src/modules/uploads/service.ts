import {
  MAX_ROW_MESSAGES,
  MSG,
  NOT_AN_UPLOAD_FILE_OR_PDF,
  UPLOAD_MSG,
  type UploadAnswer,
  isPdfFileName,
  isUploadFileName,
  isWebsiteScoped,
  type Bank,
  type Identity,
  type JenisTransaksi,
  type UploadPreview,
} from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { runsInProcess } from '../../db/pages.ts';
import { upkeepSoon, type UploadTable } from '../../db/upkeep.ts';
import { Invalid, NotFound, TooLarge } from '../../errors.ts';
import { accountKey } from '../../parsing/account-number.ts';
import { parseDayMonYear } from '../../parsing/datetime.ts';
import { TaskMessages } from '../../workers/messages.ts';
import { inWorker, WorkerLimit } from '../../workers/pool.ts';
import { activityVersion, actorOf, recordActivity } from '../activity/record.ts';
import { reconcileAfterUpload, releaseMatcherApprovals } from '../reconciliation/after-upload.ts';
import { duringUpload, firstPage, warmAfterCommit, workedOutAt, type RunWorkedOut } from '../reconciliation/warm-up.ts';
import { isManualProvider } from '../statements/parsers/manual.ts';
import { manualAccountBank, UPLOAD_ENDPOINTS, type UploadEndpoint } from './endpoints.ts';
import type { UploadForm } from './form.ts';
import { uploadFor } from './lookalike.ts';
import { changeWarning, linesOfRefusedApprovals } from './panel-changes.ts';
import type { ReadFileInput, ReadFileOutput, StatementEnd, StatementMessage, StatementSummary, WebsiteNamed } from './read-file.ts';
import { lineMessage, type StatementBatch } from './statement-batch.ts';
import {
  insertUpload,
  lockRowKeySpace,
  otherLayoutOnDates,
  gatewayPaymentsElsewhere,
  finishUpload,
  storeUploadFile,
  storeBoDeposits,
  storeBoWithdrawals,
  type ChangedBoRow,
  storeStatementBatches,
  activeAccountId,
  websiteOfUpload,
  websitesCalled,
  websitesOfAccountKeys,
} from './repo.ts';

/** One message per row added, for the first MAX_ROW_MESSAGES rows, then one line for the rest: a 100k-line statement's answer was 5.8 MB of messages nobody reads. `added` counts them all. */
function rowMessages(stored: readonly number[], describe: (i: number) => string): { message: string }[] {
  const listed = stored.slice(0, MAX_ROW_MESSAGES).map((i) => ({ message: describe(i) }));
  const more = stored.length - listed.length;
  return more > 0 ? [...listed, { message: UPLOAD_MSG.moreRowsAdded(more) }] : listed;
}

export interface Resolved {
  endpoint: string;
  spec: UploadEndpoint;
  websiteCode: string;
  statementDate: string | null;
  jenis: JenisTransaksi | null;
  provider: string | null;
  bankAccountId: number | null;
  /** That account's number (digits), which a file stating its own account must match (read-file.ts). */
  accountNumber: string | null;
}

/** Checks the combination the form names against the database and the caller's website. */
async function resolveForm(db: Db, me: Identity, endpoint: string, form: UploadForm): Promise<Resolved> {
  const spec = UPLOAD_ENDPOINTS[endpoint];
  if (!spec) throw new NotFound(MSG.notFound);
  const f = form.fields;
  const code = (f.groups ?? '').trim().toUpperCase();
  if (!code) throw new Invalid(UPLOAD_MSG.noWebsite);
  if (isWebsiteScoped(me.account_role) && code !== me.account_website_code) throw new NotFound(MSG.websiteNotFound);
  const website = await websiteOfUpload(db, code);
  if (!website) throw new NotFound(MSG.websiteNotFound);
  const panel = spec.panel;
  if (panel && website.panel !== panel) throw new Invalid(UPLOAD_MSG.wrongPanel(code, website.panel, panel));

  let statementDate: string | null = null;
  if (f.dates) {
    statementDate = parseDayMonYear(f.dates);
    if (!statementDate) throw new Invalid(UPLOAD_MSG.badDate(f.dates));
  }

  let jenis: JenisTransaksi | null = spec.kind === 'BO_DEPOSIT' ? 'DEPO' : spec.kind === 'BO_WITHDRAW' ? 'WD' : (spec.jenis ?? null);
  if (!jenis && f.jenis) {
    const j = f.jenis.toUpperCase();
    if (j !== 'DEPO' && j !== 'WD') throw new Invalid(UPLOAD_MSG.badJenis);
    jenis = j;
  }
  if (spec.kind !== 'STATEMENT')
    return { endpoint, spec, websiteCode: code, statementDate, jenis, provider: website.panel, bankAccountId: null, accountNumber: null };

  const format = spec.format(f.provider ?? '');
  if (!format) throw new Invalid(UPLOAD_MSG.unknownManualBank);
  if (spec.dateRequired && !statementDate) throw new Invalid(UPLOAD_MSG.noDate(format.label));
  const manual = (f.provider ?? '').trim().toUpperCase().replace(/\s+/g, '');
  const bank: Bank | 'none' = spec.account === 'by-provider' ? (isManualProvider(manual) ? manualAccountBank(manual) : 'none') : spec.account;
  const accountNumber = bank === 'none' ? null : (f.corporate_bank_no ?? '').replace(/\D/g, '');
  const bankAccountId = bank === 'none' ? null : await findAccount(db, code, bank, jenis, accountNumber!);
  return {
    endpoint,
    spec,
    websiteCode: code,
    statementDate,
    jenis,
    provider: spec.account === 'by-provider' ? manual : website.panel,
    bankAccountId,
    accountNumber,
  };
}

/** The active account of these digits (the form's account number, separators dropped). */
async function findAccount(db: Db, website: string, bank: Bank, jenis: JenisTransaksi | null, digits: string): Promise<number> {
  if (!digits) throw new Invalid(UPLOAD_MSG.noAccount);
  const id = await activeAccountId(db, website, bank, jenis, digits);
  if (id === undefined) throw new Invalid(UPLOAD_MSG.accountNotFound(bank, digits, website));
  return id;
}

/** An upload's form checked and its file's bytes, before they are read. */
interface CheckedUpload {
  resolved: Resolved;
  file: NonNullable<UploadForm['file']>;
  /** The statement format's id (BO: the panel format's), and the row keys' space of its lines. */
  format: string;
  keyScope: string;
}

async function checkUpload(db: Db, me: Identity, endpoint: string, form: UploadForm): Promise<CheckedUpload> {
  const resolved = await resolveForm(db, me, endpoint, form);
  const file = form.file;
  if (!file || file.bytes.length === 0) throw new Invalid(file ? UPLOAD_MSG.emptyFile : UPLOAD_MSG.noFile);
  const spec = resolved.spec;
  const pdf = spec.kind === 'STATEMENT' ? spec.pdfFormat : undefined;
  if (!isUploadFileName(file.name, endpoint)) throw new Invalid(pdf ? NOT_AN_UPLOAD_FILE_OR_PDF : UPLOAD_MSG.notCsv);
  const format = spec.kind === 'STATEMENT' ? spec.format(resolved.provider ?? '')!.id : spec.format.id;
  // Lines of one account (or one gateway report kind) share a key space, whatever file they come in; BO rows, a website's tickets.
  const keyScope = spec.kind === 'STATEMENT' ? `${resolved.websiteCode}|${format}|${resolved.bankAccountId ?? ''}` : `${spec.kind}|${resolved.websiteCode}`;
  return { resolved, file, format, keyScope };
}

/** What the worker reading an upload's file is given (read-file.ts). */
function readInput({ resolved, file, format, keyScope }: CheckedUpload, purpose: ReadFileInput['purpose']): ReadFileInput {
  return {
    endpoint: resolved.endpoint,
    provider: resolved.provider,
    fileName: file.name,
    bytes: file.bytes,
    statementDate: resolved.statementDate,
    jenis: resolved.jenis,
    websiteCode: resolved.websiteCode,
    bankAccountId: resolved.bankAccountId,
    accountNumber: resolved.accountNumber,
    format,
    keyScope,
    purpose,
  };
}

/** A worker's limit as the upload's answer (413); anything else as it is. */
function workerFailure(error: unknown): unknown {
  return error instanceof WorkerLimit ? new TooLarge(UPLOAD_MSG.tooHeavy(error.limit)) : error;
}

/** A file the worker refused, as Invalid, with the upload it seems to belong to. */
function refused(read: Extract<ReadFileOutput, { ok: false }>, resolved: Resolved): Invalid {
  // A file of another category: say where it belongs, so the page can switch there (unless that is where it was sent).
  const target = read.lookalike === undefined ? null : uploadFor(read.lookalike);
  const elsewhere = target !== null && (target.endpoint !== resolved.endpoint || (target.provider !== null && target.provider !== resolved.provider));
  return new Invalid(read.error, elsewhere ? { switch_to: target } : undefined);
}

/** The file read in a worker thread (read-file.ts); its refusal as Invalid, with the upload it seems to belong to. */
async function readInWorker<P extends ReadFileInput['purpose']>(
  checked: CheckedUpload,
  purpose: P,
): Promise<Extract<ReadFileOutput, P extends 'preview' ? { preview: unknown } : { kind: unknown }>> {
  let read: ReadFileOutput;
  try {
    read = await inWorker('readFile', readInput(checked, purpose));
  } catch (error) {
    throw workerFailure(error);
  }
  if (!read.ok) throw refused(read, checked.resolved);
  return read as never;
}

/**
 * A statement to store, as a worker reads it (read-file.ts readStatementTo): its lines' batches as they are read,
 * each stored while the worker reads on (a 100k-line file: the worker's reading, row keys and COPY text under the
 * database's COPY, not before it), then what the file is (`summary`, once the batches are read), or its refusal,
 * thrown by `batches`. `firstDate`: the first batch's earliest booked date. `stop` ends the worker's task when the
 * upload ends before its last message (a refusal, a database error). `received`: the batches read so far, for the
 * answer's messages.
 */
interface StatementRead {
  kind: 'STATEMENT';
  firstDate: string;
  batches: AsyncIterable<StatementBatch>;
  summary: () => StatementSummary;
  received: StatementBatch[];
  stop: () => void;
}

/** Resolves once the worker's first message is in: a file refused before its first batch is refused here. */
async function readStatementInWorker(checked: CheckedUpload): Promise<StatementRead> {
  const messages = new TaskMessages<StatementMessage>();
  const stopping = new AbortController();
  messages.follow(inWorker('readStatement', { ...readInput(checked, 'store'), port: messages.port }, { transfer: [messages.port], signal: stopping.signal }));
  // Once the worker has posted its last message its task ends by itself: stopped then, its thread would be replaced.
  let posted = false;
  const stop = () => {
    messages.close();
    if (!posted) stopping.abort();
  };
  const next = async (): Promise<StatementMessage> => {
    try {
      return await messages.next();
    } catch (error) {
      stop();
      throw workerFailure(error);
    }
  };
  /** The end, once the last message is in: a refusal is thrown. */
  const ended = (end: StatementEnd): StatementSummary => {
    posted = true;
    stop();
    if (!end.ok) throw refused(end, checked.resolved);
    return end;
  };
  const first = await next();
  if ('end' in first) {
    ended(first.end);
    throw new Error('readStatement: a file without lines ended without its refusal');
  }
  let summary: StatementSummary | null = null;
  const received: StatementBatch[] = [];
  async function* batches(): AsyncGenerator<StatementBatch> {
    let message: StatementMessage = first;
    while ('batch' in message) {
      received.push(message.batch);
      yield message.batch;
      message = await next();
    }
    summary = ended(message.end);
  }
  return {
    kind: 'STATEMENT',
    firstDate: first.batch.dates[0]!,
    batches: batches(),
    summary: () => {
      if (summary === null) throw new Error('readStatement: its summary is read before its last batch');
      return summary;
    },
    received,
    stop,
  };
}

/** The message of line i of a file stored from these batches (lineMessage), each batch's COPY text split on first need. */
function lineOfBatches(batches: readonly StatementBatch[]): (i: number) => string {
  const split = new Map<StatementBatch, string[]>();
  return (i) => {
    const batch = batches.find((b) => i >= b.first && i < b.first + b.count)!;
    let lines = split.get(batch);
    if (!lines) split.set(batch, (lines = batch.copy.split('\n')));
    return lineMessage(lines[i - batch.first]!);
  };
}

/**
 * What an upload would store, without storing it (docs/formats.md, "Preview"): the form is checked and the file read
 * exactly as the upload does, with the same messages when something is wrong; nothing is written.
 */
export async function previewUpload(db: Db, me: Identity, endpoint: string, form: UploadForm): Promise<UploadPreview> {
  const checked = await checkUpload(db, me, endpoint, form);
  const read = await readInWorker(checked, 'preview');
  await refuseOtherWebsitesFile(db, checked.resolved.websiteCode, read.named);
  return read.preview;
}

/**
 * BO rows naming an operator's account that the Data Bank files under other websites only, or whose Website cell is
 * another website's code or name, are that website's rows: stored here, they would wait for money on the wrong
 * website's statements (docs/formats-qris-ewallet-bo.md, "The website a BO file is of"). An account filed under this
 * website too, or under none, and a Website cell naming none of ours (a brand, a domain) say nothing.
 */
async function refuseOtherWebsitesFile(db: Db, website: string, named: WebsiteNamed): Promise<void> {
  const account = filedOnlyElsewhere(named.accounts, accountKey, await websitesOfAccountKeys(db, [...new Set(named.accounts.map(accountKey))]), website);
  if (account) throw new Invalid(UPLOAD_MSG.otherWebsiteAccount(account.value, account.owners, website));
  const called = filedOnlyElsewhere(named.websites, (written) => written, await websitesCalled(db, named.websites), website);
  if (called) throw new Invalid(UPLOAD_MSG.otherWebsiteNamed(called.value, called.owners, website));
}

/** The first of `values` whose key some websites own, none of them `website`: with those websites, listed; else null. */
function filedOnlyElsewhere(
  values: readonly string[],
  keyOf: (value: string) => string,
  found: readonly { key: string; website: string }[],
  website: string,
): { value: string; owners: string } | null {
  for (const value of values) {
    const owners = found.filter((f) => f.key === keyOf(value)).map((f) => f.website);
    if (owners.length > 0 && !owners.includes(website)) return { value, owners: owners.sort().join(', ') };
  }
  return null;
}

/**
 * Checks, reads and stores one upload, all rows or none, then lets the matcher run. With `warm`, that run also works
 * out the suggestions of the rows View BO shows first and of those the website's checkers looked at lately, kept once
 * the upload is committed; the rest of its dates' are worked out in the background (reconciliation/warm-up.ts).
 */
export async function handleUpload(db: Db, me: Identity, endpoint: string, form: UploadForm, warm = false): Promise<UploadAnswer> {
  return duringUpload(db, async () => {
    const checked = await checkUpload(db, me, endpoint, form);
    const reading: Promise<ReadForStore> =
      checked.resolved.spec.kind === 'STATEMENT' ? readStatementInWorker(checked) : (readInWorker(checked, 'store') as Promise<BoRead>);
    // On PostgreSQL the file's bytes are kept while the worker reads it (store). PGlite's one session, held by the
    // transaction, would keep every other request waiting meanwhile: there the file is read first, and a refused file
    // is answered before anything is written.
    const fileFirst = !runsInProcess(db);
    // A refusal is answered where the read is awaited; handled here too, it is no unhandled rejection while the
    // transaction still writes the file's bytes.
    reading.catch(() => undefined);
    if (!fileFirst) await reading;
    let added: { table: UploadTable; rows: number } | undefined;
    try {
      const { answer, run } = await store(db, me, checked, reading, fileFirst, warm);
      added = { table: UPLOAD_TABLES[checked.resolved.spec.kind], rows: answer.added };
      if (warm) warmAfterCommit(db, run, answer.statement_dates);
      return answer;
    } finally {
      // A statement's worker is stopped if it still reads (the upload failed before its last batch).
      void reading.then(
        (read) => read.kind === 'STATEMENT' && read.stop(),
        () => undefined,
      );
      // Stored or rolled back, the transaction left dead rows behind (the matcher's updates, or every row), and a
      // stored file new rows the planner should know of: db/upkeep.ts.
      upkeepSoon(db, added);
    }
  });
}

/** The table an upload's rows go to. */
const UPLOAD_TABLES: Record<UploadEndpoint['kind'], UploadTable> = { STATEMENT: 'statement_line', BO_DEPOSIT: 'bo_deposit', BO_WITHDRAW: 'bo_withdraw' };

type BoRead = Extract<ReadFileOutput, { kind: 'BO_DEPOSIT' | 'BO_WITHDRAW' }>;
type ReadForStore = StatementRead | BoRead;

/**
 * Stores what the worker reads, in one transaction. `fileFirst`: the file's bytes are kept before the read is waited
 * for (a 10 MB statement's bytes take the database most of a second, the worker's reading longer). `warm`: the
 * matcher's run also works out the first page's suggestions, returned with the activity version they belong to.
 */
async function store(
  db: Db,
  me: Identity,
  { resolved: r, file, format, keyScope }: CheckedUpload,
  reading: Promise<ReadForStore>,
  fileFirst: boolean,
  warm: boolean,
): Promise<{ answer: UploadAnswer; run: RunWorkedOut }> {
  const spec = r.spec;
  return db.transaction().execute(async (trx) => {
    const kept = fileFirst ? await storeUploadFile(trx, file.bytes) : null;
    const read = await reading;
    if (read.kind !== 'STATEMENT') await refuseOtherWebsitesFile(trx, r.websiteCode, read.named);
    await lockRowKeySpace(trx, keyScope);
    // A statement's dates and count are known once its last batch is read: the upload is recorded with its first
    // batch's, and finished with the file's (finishUpload).
    const boDates =
      read.kind === 'BO_DEPOSIT' ? read.rows.map((row) => row.reqDate.date) : read.kind === 'BO_WITHDRAW' ? read.rows.map((row) => row.appDate.date) : [];
    let dates = read.kind === 'STATEMENT' ? [read.firstDate] : [...new Set(boDates)].sort();
    let rowsRead = read.kind === 'STATEMENT' ? 0 : read.rows.length;
    let warnings = read.kind === 'STATEMENT' ? [] : read.warnings;
    let layout: string | null = null;
    /** The upload's statement date: the form's, else its rows' first (so far). */
    const statementDate = () => r.statementDate ?? dates[0]!;
    const uploadId = await insertUpload(trx, {
      endpoint: r.endpoint,
      kind: spec.kind,
      format,
      provider: r.provider,
      jenis: r.jenis,
      websiteCode: r.websiteCode,
      bankAccountId: r.bankAccountId,
      statementDate: statementDate(),
      fileName: file.name.slice(0, 255),
      sha256: kept ?? (await storeUploadFile(trx, file.bytes)),
      rowsRead,
      createdBy: me.account_id,
      createdByName: me.account_name,
    });
    const target = { uploadId, websiteCode: r.websiteCode, statementDate: r.statementDate };
    /** The rows stored (indexes into the file's rows), and what each one's message says. */
    let stored: number[];
    let describe: (i: number) => string;
    /** BO rows stored before that the file writes otherwise (the panel's later word on them), written over or kept. */
    let changed: ChangedBoRow[] = [];
    if (read.kind === 'STATEMENT') {
      stored = await storeStatementBatches(trx, uploadId, read.batches);
      const summary = read.summary();
      ({ dates, count: rowsRead, warnings } = summary);
      // The upload's format with the file's layout: the same file through another upload has another key space.
      layout = `${format}/${summary.layout}`;
      const upload = { uploadId, format, layout, pdf: isPdfFileName(file.name), from: dates[0]!, to: dates[dates.length - 1]! };
      const other =
        r.bankAccountId !== null
          ? await otherLayoutOnDates(trx, { ...upload, bankAccountId: r.bankAccountId })
          : await gatewayPaymentsElsewhere(trx, { ...upload, websiteCode: r.websiteCode });
      if (other) throw new Invalid(UPLOAD_MSG.otherLayoutOnDates(other));
      describe = lineOfBatches(read.received);
    } else {
      const side = read.kind === 'BO_DEPOSIT' ? 'DEPOSIT' : 'WITHDRAW';
      const bo = read.kind === 'BO_DEPOSIT' ? await storeBoDeposits(trx, target, read.rows) : await storeBoWithdrawals(trx, target, read.rows);
      stored = bo.added;
      describe = (i) => `Ticket ${read.rows[i]!.ticketNo} ditambahkan.`;
      // Tickets the panel changed since an earlier export (panel-changes.ts): said in the answer, and decided again.
      changed = bo.changed;
      warnings = [...warnings, ...changed.map((row) => changeWarning(side, row))];
      await releaseMatcherApprovals(trx, side, linesOfRefusedApprovals(side, changed));
    }
    const added = stored.length;
    /** Rows this upload wrote: the matcher runs, and the suggestions kept before are old. */
    const wrote = added > 0 || changed.some((row) => row.kept === null);
    const duplicates = rowsRead - added;
    const statementDates = r.statementDate ? [r.statementDate] : dates;
    // With `warm`, the run also works out the suggestions of the rows checkers have open and of those View BO shows
    // first, kept once committed.
    const run = wrote
      ? await reconcileAfterUpload(trx, { websiteCode: r.websiteCode, dates }, warm ? firstPage(db, r.websiteCode, statementDates) : undefined)
      : { approved: 0, workedOut: [] };
    const matched = run.approved;
    await finishUpload(trx, uploadId, { statementDate: statementDate(), rowsRead, added, duplicates, matched, layout });
    // Nothing added, nothing changed: the suggestions kept before stay kept after the activity entry below.
    const unchangedFrom = wrote ? null : await activityVersion(trx, r.websiteCode);
    await recordActivity(
      trx,
      actorOf(me),
      `Upload ${spec.kind === 'STATEMENT' ? 'mutasi' : 'BO'} ${format} (${file.name}) untuk website ${r.websiteCode}: ${added} baru, ${duplicates} sudah ada` +
        (changed.length > 0 ? ` (${changed.length} berubah di panel)` : ''),
      r.websiteCode,
    );
    const answer: UploadAnswer = {
      status: added === 0,
      data: rowMessages(stored, describe),
      added,
      duplicates,
      matched,
      warnings,
      statement_dates: statementDates,
    };
    // The website's activity version once this commits: its suggestions are those of that version.
    return { answer, run: await workedOutAt(trx, r.websiteCode, run.workedOut, unchangedFrom) };
  });
}
