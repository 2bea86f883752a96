import { createHash } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { copyRows } from '../../db/copy.ts';
import { inPieces, runsInProcess, writePage } from '../../db/pages.ts';
import type { Db } from '../../db/connect.ts';
import type { Database, UploadKind } from '../../db/schema.ts';
import type { Bank, JenisTransaksi } from '@auto-checker/contract';
import { senToDecimal } from '../../parsing/amount.ts';
import { toJakartaIso } from '../../parsing/datetime.ts';
import type { BoDeposit, BoWithdraw, PlayerBank } from '../bo/bo-row.ts';
import { panelChangeKept, type KeptBecause } from './panel-changes.ts';
import { boRowKey } from './row-keys.ts';
import { STATEMENT_COPY_COLUMNS, withUploadId, type StatementBatch } from './statement-batch.ts';

/** Bytes of an uploaded file per statement on PGlite (insertUpload; db/pages.ts writePage). */
export const FILE_SLICE = 1024 * 1024;

/** Rows per INSERT: large enough to be fast, small enough for PostgreSQL's 65 535 parameters. */
const CHUNK = 500;
const money = (sen: number | null) => (sen === null ? null : senToDecimal(sen));

export interface UploadRecord {
  endpoint: string;
  kind: UploadKind;
  format: string;
  provider: string | null;
  jenis: JenisTransaksi | null;
  websiteCode: string;
  bankAccountId: number | null;
  statementDate: string;
  fileName: string;
  /** The SHA-256 storeUploadFile returned for the file's bytes. */
  sha256: string;
  rowsRead: number;
  createdBy: number;
  createdByName: string;
}

/** Keeps an uploaded file's bytes, once per content; returns their SHA-256 (hex), which the upload record names. */
export async function storeUploadFile(trx: Db, bytes: Buffer): Promise<string> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // On PGlite the bytes go as hex text, decoded by the database, a MB a statement: its own bytea encoding of a Buffer
  // builds one string per byte (about 3 s for a 10 MB statement, against 0.5 s this way), and 10 MB in one statement
  // held it 0.65 s (db/pglite-dialect.ts). On PostgreSQL they go as they are, in one statement (a binary parameter):
  // as hex text, a 10 MB file held the event loop about 0.4 s while its text was made and sent (bench/ingest.bench.ts).
  const inProcess = runsInProcess(trx);
  const size = writePage(trx, FILE_SLICE);
  const slice = (i: number) => {
    const piece = bytes.subarray(i, i + size);
    return inProcess ? sql<Uint8Array>`decode(${piece.toString('hex')}, 'hex')` : sql<Uint8Array>`${piece}::bytea`;
  };
  const stored = await trx
    .insertInto('upload_file')
    .values({ sha256, content: slice(0), size_bytes: bytes.length })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .returning('sha256')
    .executeTakeFirst();
  for (let i = size; stored !== undefined && i < bytes.length; i += size) {
    await trx
      .updateTable('upload_file')
      .set({ content: sql<Uint8Array>`content || ${slice(i)}` })
      .where('sha256', '=', sha256)
      .execute();
  }
  return sha256;
}

/** Records an upload (its file kept by storeUploadFile); returns its id. */
export async function insertUpload(trx: Db, u: UploadRecord): Promise<number> {
  const row = await trx
    .insertInto('upload')
    .values({
      endpoint: u.endpoint,
      kind: u.kind,
      format: u.format,
      provider: u.provider,
      jenis: u.jenis,
      website_code: u.websiteCode,
      bank_account_id: u.bankAccountId,
      statement_date: u.statementDate,
      file_name: u.fileName,
      sha256: u.sha256,
      rows_read: u.rowsRead,
      rows_added: 0,
      rows_duplicate: 0,
      created_by: u.createdBy,
      created_by_name: u.createdByName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * One upload at a time per row-key space (the lines of one account, the tickets of one website's BO side), whichever
 * process: two transactions inserting the same new rows in different orders (one statement exported oldest-first and
 * newest-first, overlapping files) would each wait for the other's uncommitted rows, a deadlock that PostgreSQL ends
 * by failing one of them. The second upload waits here instead, then finds the first's rows as duplicates. Held until
 * the transaction ends; a two-number key, so it never meets the matcher's one-number website lock.
 */
export async function lockRowKeySpace(trx: Db, space: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('upload'), hashtext(${space}))`.execute(trx);
}

/** What an upload turned out to be, once its rows are stored and matched (a statement's date and count are known only then). */
export async function finishUpload(
  trx: Db,
  uploadId: number,
  u: { statementDate: string; rowsRead: number; added: number; duplicates: number; matched: number; layout: string | null },
): Promise<void> {
  await trx
    .updateTable('upload')
    .set({
      statement_date: u.statementDate,
      rows_read: u.rowsRead,
      rows_added: u.added,
      rows_duplicate: u.duplicates,
      rows_matched: u.matched,
      layout: u.layout,
    })
    .where('id', '=', uploadId)
    .execute();
}

/**
 * Inserts BO rows a chunk at a time, leaving out those whose row key is stored already (the same ticket uploaded
 * before); returns the indexes (in `values`) of the rows added.
 */
async function insertNewBoRows<T extends 'bo_deposit' | 'bo_withdraw'>(
  trx: Db,
  table: T,
  values: readonly (Insertable<Database[T]> & { row_key: string })[],
): Promise<number[]> {
  const added = new Set<string>();
  for (const chunk of inPieces(values, CHUNK)) {
    const inserted = await trx
      .insertInto(table)
      .values([...chunk])
      .onConflict((oc) => oc.column('row_key').doNothing())
      .returning('row_key')
      .execute();
    for (const r of inserted) added.add(r.row_key);
  }
  return values.flatMap((v, i) => (added.has(v.row_key) ? [i] : []));
}

export interface StoreTarget {
  uploadId: number;
  websiteCode: string;
  /** bank_statement_date of the form; rows without one fall back to their own date. */
  statementDate: string | null;
}

/** Row keys per lookup of those stored already, on PGlite (db/pages.ts writePage). */
const KEY_CHUNK = 5_000;

/**
 * Stores a file's statement lines batch by batch as they come (a worker reads on while one is stored: service.ts),
 * the lines new to their row-key space (the caller holds lockRowKeySpace, so nobody adds to it meanwhile): for each
 * batch the stored keys are looked up, then the others go in by one COPY, in file order. Returns the indexes (in the
 * file) of the lines added, ascending.
 */
export async function storeStatementBatches(trx: Db, uploadId: number, batches: AsyncIterable<StatementBatch> | Iterable<StatementBatch>): Promise<number[]> {
  const added: number[] = [];
  /** Whether lines of the place were stored on a date before this upload, for each date its batches have had so far. */
  const busy = new Map<string, boolean>();
  for await (const batch of batches) {
    const keys = batch.keys.split('\n');
    // A row key is made of the upload's place (website, format, account: service.ts keyScope) and the line's booked
    // date, among the rest (row-keys.ts): a key can be stored already only where a line of that place and date is. The
    // keys of the other dates, most often all of them (a new day's statement), are not looked up. A date is asked
    // about once, at its first batch, before this upload stores a line of it.
    const unasked = batch.dates.filter((d) => !busy.has(d));
    if (unasked.length > 0) {
      const withLines = await datesWithLines(trx, batch.place, unasked);
      for (const d of unasked) busy.set(d, withLines.has(d));
    }
    const dayBusy = batch.dates.map((d) => busy.get(d)!);
    const asked = dayBusy.includes(true) ? keys.filter((_, i) => dayBusy[batch.dateOf[i]!]) : [];
    const stored = new Set<string>();
    for (const piece of inPieces(asked, writePage(trx, KEY_CHUNK))) {
      const found = await trx
        .selectFrom('statement_line')
        .select('row_key')
        .where('row_key', '=', sql<string>`any(${piece}::text[])`)
        .execute();
      for (const r of found) stored.add(r.row_key);
    }
    const fresh: number[] = [];
    for (let i = 0; i < batch.count; i++) if (!stored.has(keys[i]!)) fresh.push(i);
    if (fresh.length > 0) await copyRows(trx, 'statement_line', STATEMENT_COPY_COLUMNS, withUploadId(batch, uploadId, stored.size === 0 ? 'all' : fresh));
    for (const i of fresh) added.push(batch.first + i);
  }
  return added;
}

/** The dates among `dates` on which lines of the place are stored. */
async function datesWithLines(trx: Db, place: StatementBatch['place'], dates: readonly string[]): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  // Direction named so that the (website_code, direction, booked_date) index finds each date's first line.
  const { rows } = await sql<{ day: string }>`
    select d::text as day from unnest(${dates}::date[]) as d
    where exists (
      select 1 from statement_line
      where website_code = ${place.websiteCode} and direction in ('CR', 'DB') and booked_date = d
        and source = ${place.source} and bank_account_id is not distinct from ${place.bankAccountId})`.execute(trx);
  return new Set(rows.map((r) => r.day));
}

/**
 * Where a BO row came from, stored alike on both sides: its upload and website, its statement date (the form's, else
 * the row's own date) and its ticket, with the row key that finds the ticket again.
 */
function boRowOrigin(target: StoreTarget, kind: 'DEPO' | 'WD', ticketNo: string, ownDate: string) {
  return {
    upload_id: target.uploadId,
    website_code: target.websiteCode,
    statement_date: target.statementDate ?? ownDate,
    row_key: boRowKey(kind, target.websiteCode, ticketNo),
    ticket_no: ticketNo,
  };
}

/** The player's bank account, stored alike on both sides. */
function playerBankColumns(bank: PlayerBank) {
  return { player_bank: bank.raw, player_bank_code: bank.bank, player_account_name: bank.accountName, player_account_no: bank.accountNumber };
}

/** A BO row stored before that a new file writes otherwise (the panel changed it since: panel-changes.ts). */
export interface ChangedBoRow {
  id: number;
  ticket_no: string;
  approved: boolean;
  match_rule: string | null;
  matched_line_id: number | null;
  /** The row's panel columns before and in the new file, as JSON (jsonb: numbers as numbers, times as ISO text). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Why the row was kept as it was (panel-changes.ts panelChangeKept); null when the file's columns were written over it. */
  kept: KeptBecause | null;
}

/** What storing a BO file did: the indexes (in the file) of the rows added, and the stored rows it changed. */
export interface StoredBoRows {
  added: number[];
  changed: ChangedBoRow[];
}

/** A BO row's columns that say where it came from, not what the panel says of it: never written over. */
const ORIGIN_COLUMNS = new Set(['upload_id', 'website_code', 'statement_date', 'row_key', 'ticket_no']);

/**
 * The rows of a file stored already (the same ticket) whose panel columns the file writes otherwise: the panel changed
 * them since the last export (a ticket REJECTED after it was APPROVED, an amount corrected). Those `keeps` does not keep
 * (panel-changes.ts panelChangeKept) take the file's panel columns. Rows deleted in Delete stay deleted. Compared
 * in SQL on the table's own types (jsonb_populate_recordset).
 */
async function updateChangedBoRows<T extends 'bo_deposit' | 'bo_withdraw'>(
  trx: Db,
  table: T,
  values: readonly (Insertable<Database[T]> & { row_key: string })[],
  added: readonly number[],
  keeps: (row: Omit<ChangedBoRow, 'kept'>) => KeptBecause | null,
): Promise<ChangedBoRow[]> {
  const isAdded = new Set(added);
  const stored = values.filter((_, i) => !isAdded.has(i));
  if (stored.length === 0) return [];
  const columns = Object.keys(stored[0]!).filter((c) => !ORIGIN_COLUMNS.has(c));
  const of = (alias: string) => sql.join(columns.map((c) => sql.ref(`${alias}.${c}`)));
  const changed: ChangedBoRow[] = [];
  for (const chunk of inPieces(stored, CHUNK)) {
    const file = sql`(select * from jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(chunk)}::jsonb))`;
    const { rows } = await sql<Omit<ChangedBoRow, 'kept'>>`
      select b.id, b.ticket_no, b.approved, b.match_rule, b.matched_line_id, to_jsonb(b) as before, to_jsonb(v) as after
      from ${sql.table(table)} b join ${file} v on v.row_key = b.row_key
      where b.deleted_at is null and (${of('b')}) is distinct from (${of('v')})
      order by b.id
      for update of b`.execute(trx);
    const written = rows.map((row) => ({ ...row, kept: keeps(row) }));
    const ids = written.filter((row) => row.kept === null).map((row) => row.id);
    if (ids.length > 0) {
      await sql`
        update ${sql.table(table)} b set ${sql.join(columns.map((c) => sql`${sql.ref(c)} = ${sql.ref(`v.${c}`)}`))}
        from ${file} v where b.id = any(${ids}::int4[]) and v.row_key = b.row_key`.execute(trx);
    }
    changed.push(...written);
  }
  return changed;
}

export async function storeBoDeposits(trx: Db, target: StoreTarget, rows: readonly BoDeposit[]): Promise<StoredBoRows> {
  const values = rows.map((r) => ({
    ...boRowOrigin(target, 'DEPO', r.ticketNo, r.reqDate.date),
    req_at: toJakartaIso(r.reqDate),
    app_at: r.appDate ? toJakartaIso(r.appDate) : null,
    user_name: r.userName,
    full_name: r.fullName,
    payment_type: r.paymentType,
    depo_amount: senToDecimal(r.depoAmountSen),
    admin_fee: money(r.adminFeeSen),
    agent_fee: money(r.agentFeeSen),
    player_fee: money(r.playerFeeSen),
    nett_amount: money(r.nettAmountSen),
    ...playerBankColumns(r.playerBank),
    corporate_bank: r.corporateBank,
    bo_desc: r.boDesc,
    bo_ref: r.boRef,
    bo_status: r.boStatus,
    bo_reason: r.boReason,
    bo_handler: r.boHandler,
    bo_website: r.boWebsite,
    player_ref: r.playerRef,
    player_own_ref: r.playerOwnRef,
  }));
  const added = await insertNewBoRows(trx, 'bo_deposit', values);
  const changed = await updateChangedBoRows(trx, 'bo_deposit', values, added, (row) => panelChangeKept('DEPOSIT', row));
  await recordPlayerNames(trx, 'bo_deposit', target.uploadId, changed);
  return { added, changed };
}

export async function storeBoWithdrawals(trx: Db, target: StoreTarget, rows: readonly BoWithdraw[]): Promise<StoredBoRows> {
  const values = rows.map((r) => ({
    ...boRowOrigin(target, 'WD', r.ticketNo, r.appDate.date),
    app_at: toJakartaIso(r.appDate),
    brand: r.brand,
    user_name: r.userName,
    full_name: r.fullName,
    ...playerBankColumns(r.playerBank),
    amount: senToDecimal(r.amountSen),
    nett_amount: money(r.nettAmountSen),
    corp_bank: r.corpBank,
    wd_website: r.website,
    remarks: r.remarks,
    wd_status: r.status,
    handler: r.handler,
    ref_code: r.refCode,
    own_ref_code: r.ownRefCode,
    last_balance: money(r.lastBalanceSen),
  }));
  const added = await insertNewBoRows(trx, 'bo_withdraw', values);
  const changed = await updateChangedBoRows(trx, 'bo_withdraw', values, added, (row) => panelChangeKept('WITHDRAW', row));
  await recordPlayerNames(trx, 'bo_withdraw', target.uploadId, changed);
  return { added, changed };
}

/**
 * The players an upload's BO rows name, into the website's players (player_name: reconciliation/namesakes.ts), each
 * way of writing them once. Only those not kept yet are inserted: the words of a name are worked out on insert (about
 * 20 µs a name on PostgreSQL), and most of a day's players played the day before.
 */
async function recordPlayerNames(trx: Db, table: 'bo_deposit' | 'bo_withdraw', uploadId: number, changed: readonly ChangedBoRow[]): Promise<void> {
  const updated = changed.filter((r) => r.kept === null).map((r) => r.id);
  await sql`insert into player_name (website_code, user_name, full_name, player_account_name, player_bank, player_bank_code, player_account_no)
    select distinct b.website_code, b.user_name, b.full_name, b.player_account_name, b.player_bank, b.player_bank_code, b.player_account_no
    from ${sql.table(table)} b where (b.upload_id = ${uploadId} or b.id = any(${updated}::int4[])) and not exists (
      select 1 from player_name p where p.website_code = b.website_code and p.user_name = b.user_name and p.full_name = b.full_name
        and p.player_account_name = b.player_account_name and p.player_bank = b.player_bank and p.player_bank_code = b.player_bank_code
        and p.player_account_no = b.player_account_no)
    on conflict do nothing`.execute(trx);
}

/** A statement upload being stored, and what kind of file it is: its format (the upload's), its layout (`format/variant`), whether a PDF. */
interface UploadKindOf {
  uploadId: number;
  format: string;
  layout: string;
  pdf: boolean;
}

/**
 * The other uploads of another kind of file than `u`: another format, or another layout where it is recorded, or, for
 * an upload stored before migration 0013 (no layout), a PDF against an export (the rule until then).
 */
const uploadsOfAnotherKind = (trx: Db, u: UploadKindOf) =>
  trx
    .selectFrom('upload')
    .where('id', '!=', u.uploadId)
    .where((eb) =>
      eb.or([
        eb('format', '!=', u.format),
        eb.and([eb('layout', 'is not', null), eb('layout', '!=', u.layout)]),
        eb.and([eb('layout', 'is', null), u.pdf ? eb.not(eb('file_name', 'ilike', '%.pdf')) : eb('file_name', 'ilike', '%.pdf')]),
      ]),
    );

/**
 * The file name of another upload of the bank account, of another layout than `layout` (the upload's format and the
 * file's layout), with lines booked from `from` to `to`; null when there is none. Two layouts (an export and the
 * template, a PDF e-Statement and an export) write one transfer in different words, and two uploads (the Mandiri one,
 * the manual one) key it in two key spaces, so their row keys differ: stored side by side, one transfer would be two
 * lines and could back two deposits (docs/design.md section 6b, "One layout per account and day"). An account has
 * few uploads: each is looked up by its lines' upload index.
 */
export async function otherLayoutOnDates(trx: Db, u: UploadKindOf & { bankAccountId: number; from: string; to: string }): Promise<string | null> {
  const row = await uploadsOfAnotherKind(trx, u)
    .select('file_name')
    .where('bank_account_id', '=', u.bankAccountId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('statement_line')
          .select('statement_line.id')
          .whereRef('statement_line.upload_id', '=', 'upload.id')
          .where('statement_line.booked_date', '>=', u.from)
          .where('statement_line.booked_date', '<=', u.to),
      ),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.file_name ?? null;
}

/**
 * The file name of another gateway upload of the website (no bank account: QRIS, Auto TX), through another upload or
 * in another layout, that stored one of this upload's payments already (its reference, amount, direction and booked
 * date: a QRIS RRN names one payment); null when none did. Several QRIS uploads read the one QRIS template, each in
 * its own key space, so the same report through two of them would store each payment twice (docs/design.md section
 * 6b). A website may take two gateways' reports of the same days: only a payment found in both refuses the file. The
 * website's other gateway uploads are looked up first (most often there is none), then their lines of those days.
 */
export async function gatewayPaymentsElsewhere(trx: Db, u: UploadKindOf & { websiteCode: string; from: string; to: string }): Promise<string | null> {
  const others = await uploadsOfAnotherKind(trx, u)
    .select('id')
    .where('website_code', '=', u.websiteCode)
    .where('kind', '=', 'STATEMENT')
    .where('bank_account_id', 'is', null)
    .execute();
  if (others.length === 0) return null;
  const row = await trx
    .selectFrom('statement_line as mine')
    .innerJoin('statement_line as theirs', (join) =>
      join
        .onRef('theirs.reference', '=', 'mine.reference')
        .onRef('theirs.booked_date', '=', 'mine.booked_date')
        .onRef('theirs.amount', '=', 'mine.amount')
        .onRef('theirs.direction', '=', 'mine.direction'),
    )
    .innerJoin('upload', 'upload.id', 'theirs.upload_id')
    .select('upload.file_name')
    .where('mine.upload_id', '=', u.uploadId)
    .where('mine.reference', '!=', '')
    .where(
      'theirs.upload_id',
      'in',
      others.map((o) => o.id),
    )
    .where('theirs.booked_date', '>=', u.from)
    .where('theirs.booked_date', '<=', u.to)
    .orderBy('upload.id')
    .limit(1)
    .executeTakeFirst();
  return row?.file_name ?? null;
}

/** The website an upload names, with its panel. */
export const websiteOfUpload = (db: Db, code: string) => db.selectFrom('website').select(['code', 'panel']).where('code', '=', code).executeTakeFirst();

/** The id of the website's active account of that bank, number and kind (any kind when `jenis` is null). */
export async function activeAccountId(db: Db, website: string, bank: Bank, jenis: JenisTransaksi | null, digits: string): Promise<number | undefined> {
  let query = db
    .selectFrom('bank_account')
    .select('id')
    .where('website_code', '=', website)
    .where('bank', '=', bank)
    .where('number', '=', digits)
    .where('active', '=', true)
    .orderBy('id');
  if (jenis) query = query.where('kind', '=', jenis);
  return (await query.executeTakeFirst())?.id;
}

/** An upload's name and original bytes; `website`: only when it is that website's. */
export async function uploadedFileRow(db: Db, uploadId: number, website: string | null) {
  let query = db
    .selectFrom('upload')
    .innerJoin('upload_file', 'upload_file.sha256', 'upload.sha256')
    .select(['upload.file_name', 'upload_file.content'])
    .where('upload.id', '=', uploadId);
  if (website !== null) query = query.where('upload.website_code', '=', website);
  return query.executeTakeFirst();
}

/** The websites whose code or name is one of `written` (compared in capitals): a row per text as given (`key`) and website code. */
export async function websitesCalled(db: Db, written: readonly string[]): Promise<{ key: string; website: string }[]> {
  if (written.length === 0) return [];
  const { rows } = await sql<{ key: string; website: string }>`
    select distinct w.key, website.code as website
    from unnest(${[...written]}::text[]) as w(key)
    join website on upper(website.code) = upper(w.key) or upper(website.name) = upper(w.key)`.execute(db);
  return rows;
}

/**
 * The websites the Data Bank files accounts of these keys under (parsing/account-number.ts accountKey: digits without
 * leading zeros), active or not: a row per key and website.
 */
export async function websitesOfAccountKeys(db: Db, keys: readonly string[]): Promise<{ key: string; website: string }[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('bank_account')
    .select([sql<string>`ltrim(number, '0')`.as('key'), 'website_code as website'])
    .where(sql<string>`ltrim(number, '0')`, '=', sql<string>`any(${[...keys]}::text[])`)
    .distinct()
    .execute();
}
