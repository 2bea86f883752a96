/**
 * What one matcher run sees: the BO rows of a website around some dates that a person has not decided
 * (pending, or approved by the matcher earlier, which a new upload may revise), and the statement lines
 * those rows could match. Lines held by rows outside the run are loaded too, marked held, so they are
 * never used twice.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { PlayerBankColumns } from '../../db/schema.ts';
import { inPieces, selectInPages, selectJsonInPages, writePage } from '../../db/pages.ts';
import { decimalToSen, senToDecimal } from '../../parsing/amount.ts';
import { jakartaDayStart, shiftDate } from '../../parsing/datetime.ts';
import { isRefusedStatus } from '../../parsing/payment-status.ts';
import type { Channel } from '../statements/statement-line.ts';
import type { Side } from '@auto-checker/contract';
import { BO_TABLES } from '../../db/bo-tables.ts';
import { eligibleLines, moneyBackLines } from './sql/eligible-lines.ts';
import { BO_PENDING_AGAIN, LINE_FREE_AGAIN } from './sql/pending-again.ts';
import { heldTwins, sharedAccounts, twinWebsites, websitesLinkedByAccounts } from './sql/held-elsewhere.ts';
import { byPlace, heldElsewhere, isGatewayPayment, sharedLines, type StoredLine } from './same-transfer.ts';
import { RETURN_DAYS } from './engine/returns.ts';
import { ELIGIBLE_LINES } from './engine/eligibility.ts';
import { bankOfCell, bankOfName } from '../../parsing/banks.ts';
import { operatorAccount } from '../../parsing/operator-account.ts';
import { mapInTurns } from '../../workers/packing.ts';
import type { KnownPlayer, MatchBo, MatchLine, MatchRule } from './engine/types.ts';

export interface ScopeDates {
  websiteCode: string;
  /** First and last Jakarta date (YYYY-MM-DD) of the rows an upload touched. */
  from: string;
  to: string;
}

/** The state the run may change, to write back only what differs. */
export interface LoadedBo {
  row: MatchBo;
  autoMatch: { lineId: number | null; rule: MatchRule; note: string | null } | null;
  /** The matcher's words on the row now (match_hint). */
  hint: string | null;
}

export interface LoadedLine {
  line: MatchLine;
  /** The BO row of this run it is matched to now (null when free or held outside the run). */
  matchedBoId: number | null;
  note: string | null;
  /** The links the matcher keeps on the line now: the twin standing for it, the payout it brings back. */
  twinOf: number | null;
  returnOf: number | null;
}

export interface Scope {
  bos: LoadedBo[];
  /** Rows of those days the panel refused (REJECTED, CANCELLED) and no person approved: never in a run, only suggested (suggestions-api.ts). */
  refused: LoadedBo[];
  lines: LoadedLine[];
  /** The website's other players of those days, without a row in the run (otherPlayers). */
  players: KnownPlayer[];
}

interface BoRecord extends PlayerBankColumns {
  id: number;
  ticket_no: string;
  amount: string;
  at: Date;
  user_name: string;
  full_name: string;
  corporate: string;
  match_hint: string | null;
  refs: string[];
  player_refs: string[];
  status: string;
  qris: boolean;
  approved: boolean;
  match_rule: MatchRule | null;
  matched_line_id: number | null;
  note: string | null;
}

interface LineRecord {
  id: number;
  website_code: string;
  upload_id: number;
  direction: 'CR' | 'DB';
  amount: string;
  gross_amount: string | null;
  /** Epoch ms: a number is read faster than a timestamp (50k lines of a busy day's suggestions). */
  booked_at: number | null;
  booked_date: string;
  pending: boolean;
  bank_account_id: number | null;
  source: string;
  channel: Channel;
  counterparty_name: string;
  counterparty_account: string;
  reference: string;
  description: string;
  matched_bo_id: number | null;
  note: string | null;
  counterparty_bank: string;
  twin_of_line_id: number | null;
  return_of_line_id: number | null;
  bank: string | null;
  account_number: string | null;
  holder_ticket: string | null;
}

/** The player's bank or wallet (a parsing/banks.ts code, '' when unknown): the panel's bank code, else its Player Bank cell. */
const playerBankOf = (r: PlayerBankColumns): string => bankOfName(r.player_bank_code) || bankOfCell(r.player_bank);

/** A row's player as a player the run knows (reconcile's otherPlayers). */
const knownPlayer = (r: PlayerBankColumns & { full_name: string; user_name: string }): KnownPlayer => ({
  names: [r.full_name, r.player_account_name],
  player: r.user_name,
  playerBank: playerBankOf(r),
  accountNumber: r.player_account_no,
});

const toBo = (r: BoRecord, refused: readonly number[]): LoadedBo => {
  const destination = operatorAccount(r.corporate);
  return {
    row: {
      id: r.id,
      ticket: r.ticket_no,
      amountSen: decimalToSen(r.amount),
      at: r.at.getTime(),
      names: [r.full_name, r.player_account_name],
      accountNumber: r.player_account_no,
      player: r.user_name,
      playerBank: playerBankOf(r),
      destinationBank: destination.bank,
      destinationNumber: destination.number,
      refusedLines: refused,
      references: [...r.refs, r.ticket_no],
      playerReferences: r.player_refs,
      qris: r.qris,
    },
    autoMatch: r.approved && r.match_rule ? { lineId: r.matched_line_id, rule: r.match_rule, note: r.note } : null,
    hint: r.match_hint,
  };
};

/**
 * Loads one side of a website for a run over [from, to]: rows of those days and one either side, lines a day wider;
 * with `lineAmounts` (ranges in sen, ends included), only the lines and rows of those amounts (a line's gross: a QRIS
 * line net of MDR). Every rule matches equal amounts only, so such a run decides the rows of those amounts as the whole
 * run would (differential.test.ts): the other rows are players only (their names: the namesake rule), as the rows a
 * run leaves out are.
 * With `forRun` (a run that writes its decisions, inside its transaction: after-upload.ts), nothing when the run could
 * do nothing: no row of the side, and no line it could link or unlink as a PEND twin or a returned payout
 * (idleLines); and the gateway lock taken before reading who holds its gateway payments elsewhere
 * (lockGatewayPayments).
 */
export async function loadScope(db: Db, side: Side, scope: ScopeDates, lineAmounts?: readonly (readonly [number, number])[], forRun = false): Promise<Scope> {
  const t = BO_TABLES[side];
  const boFrom = new Date(jakartaDayStart(shiftDate(scope.from, -1))).toISOString();
  const boTo = new Date(jakartaDayStart(shiftDate(scope.to, 2))).toISOString();
  const qris = side === 'DEPOSIT' ? sql`upper(payment_type) like '%QRIS%'` : sql`false`;
  const boRecords = await selectInPages(
    db,
    sql<BoRecord>`
    select id, ticket_no, ${sql.ref(t.amount)}::text as amount, ${sql.ref(t.at)} as at, user_name, full_name, player_bank, player_bank_code,
           player_account_name, player_account_no, ${sql.ref(t.corporate)} as corporate, match_hint,
           ${textArray(t.refs)} as refs, ${textArray(t.playerRefs)} as player_refs, ${sql.ref(t.status)} as status,
           ${qris} as qris, approved, match_rule, matched_line_id, note
    from ${sql.table(t.table)}
    where website_code = ${scope.websiteCode} and deleted_at is null
      and ${sql.ref(t.at)} >= ${boFrom}::timestamptz and ${sql.ref(t.at)} < ${boTo}::timestamptz
      ${lineAmounts ? sql`and ${inAmounts(sql.ref(t.amount), lineAmounts)}` : sql``}
  `,
  );
  // A person's approval is final: the run leaves those rows out, and its players are still players of the website.
  const decidable = boRecords.filter((r) => !r.approved || r.match_rule !== null);
  if (forRun && decidable.length === 0 && (await idleLines(db, side, scope))) return { bos: [], refused: [], lines: [], players: [] };
  const kept = decidable.filter((r) => !isRefusedStatus(r.status));
  const refused = await refusedPairs(
    db,
    side,
    kept.map((r) => r.id),
  );
  const bos = await mapInTurns(kept, (r) => toBo(r, refused.get(r.id) ?? NONE));
  const inRun = new Set(bos.map((b) => b.row.id));

  const selectLines = sql`
    select sl.id, sl.website_code, sl.upload_id, sl.direction, sl.amount::text as amount, sl.gross_amount::text as gross_amount,
           floor(extract(epoch from sl.booked_at) * 1000)::float8 as booked_at, sl.booked_date, sl.pending,
           sl.bank_account_id, sl.source, sl.channel, sl.counterparty_name, sl.counterparty_account, sl.reference, sl.description,
           sl.matched_bo_id, sl.note, sl.counterparty_bank, sl.twin_of_line_id, sl.return_of_line_id, ba.bank,
           ba.number as account_number, holder.ticket_no as holder_ticket
    from statement_line sl
    left join bank_account ba on ba.id = sl.bank_account_id
    left join ${sql.table(t.table)} holder on holder.id = sl.matched_bo_id
    where sl.website_code = ${scope.websiteCode} and (${eligibleLines(side, 'sl')} or ${moneyBackLines(side, 'sl')})`;
  const amounts = lineAmounts ? sql`and ${inAmounts(sql`coalesce(sl.gross_amount, sl.amount)`, lineAmounts)}` : sql``;
  const lineRecords = await selectJsonInPages(
    db,
    sql<LineRecord>`
    ${selectLines} and sl.booked_date between ${shiftDate(scope.from, -2)} and ${shiftDate(scope.to, 2)} ${amounts}
  `,
  );
  // A row of the run may hold a line booked outside the dates (a form date far from the booking): load it too.
  const loaded = new Set(lineRecords.map((l) => l.id));
  const missing = bos.flatMap((b) => (b.autoMatch?.lineId && !loaded.has(b.autoMatch.lineId) ? [b.autoMatch.lineId] : []));
  if (missing.length > 0) {
    lineRecords.push(...(await sql<LineRecord>`${selectLines} and sl.id = any(${missing}::int4[])`.execute(db)).rows);
  }
  // Money coming back may return a payout of days before the dates (returns.ts): load the debits it could return.
  const credits = lineRecords.filter((l) => l.direction === 'CR' && l.bank_account_id !== null);
  if (side === 'WITHDRAW' && credits.length > 0) {
    const earliest = credits.reduce((d, l) => (l.booked_date < d ? l.booked_date : d), credits[0]!.booked_date);
    const { rows: earlier } = await sql<LineRecord>`
      ${selectLines} and sl.direction = 'DB' and sl.booked_date >= ${shiftDate(earliest, -RETURN_DAYS)} and sl.booked_date < ${shiftDate(scope.from, -2)}
        and sl.bank_account_id = any(${[...new Set(credits.map((l) => l.bank_account_id!))]}::int4[])
        and sl.amount = any(${[...new Set(credits.map((l) => l.amount))]}::numeric[])`.execute(db);
    const have = new Set(lineRecords.map((l) => l.id));
    lineRecords.push(...earlier.filter((l) => !have.has(l.id)));
  }

  const elsewhere = await holdersElsewhere(db, side, lineRecords, { websiteCode: scope.websiteCode, lock: forRun });
  // 100k lines are read into the matcher's shape a slice at a time: other requests get turns meanwhile.
  const lines = await mapInTurns(lineRecords, (r): LoadedLine => {
    const held = r.matched_bo_id !== null && !inRun.has(r.matched_bo_id);
    // A line whose transfer another website holds is held too: a row of the run it was given to before goes back to
    // Pending (after-upload.ts applyMatches frees the line).
    return {
      line: {
        id: r.id,
        amountSen: decimalToSen(r.amount),
        grossSen: r.gross_amount === null ? null : decimalToSen(r.gross_amount),
        at: r.booked_at,
        date: r.booked_date,
        pending: r.pending,
        direction: r.direction,
        upload: r.upload_id,
        accountKey: `${r.bank_account_id ?? ''}|${r.source}`,
        channel: r.channel,
        name: r.counterparty_name,
        counterpartyAccount: r.counterparty_account,
        counterpartyBank: r.counterparty_bank,
        accountBank: r.bank ?? '',
        accountNumber: r.account_number ?? '',
        reference: r.reference,
        description: r.description,
        label: r.bank ?? r.source.toUpperCase(),
        heldBy: held ? (r.holder_ticket ?? `#${r.matched_bo_id}`) : (elsewhere.get(r.id) ?? null),
        heldElsewhere: !held && elsewhere.has(r.id),
      },
      matchedBoId: held ? null : r.matched_bo_id,
      note: r.note,
      twinOf: r.twin_of_line_id,
      returnOf: r.return_of_line_id,
    };
  });
  const others = await playersOf(db, side === 'DEPOSIT' ? 'WITHDRAW' : 'DEPOSIT', scope.websiteCode, boFrom, boTo);
  if (lineAmounts) others.push(...(await playersOf(db, side, scope.websiteCode, boFrom, boTo, lineAmounts)));
  for (const r of boRecords) if (!inRun.has(r.id)) others.push(knownPlayer(r));
  const refusedRows = decidable.filter((r) => !r.approved && isRefusedStatus(r.status)).map((r) => toBo(r, NONE));
  return { bos, refused: refusedRows, lines, players: otherPlayers(bos, others) };
}

/**
 * Of the lines of a website, those whose transfer a row of another website holds (same-transfer.ts), with who holds
 * it (`DP1 di website ABC`), by line id: on an account the two share, or a gateway payment of the same reference.
 * `websiteCode`: the lines' website, whose shared accounts are looked up; null when any account of theirs may be (a
 * page of View Mutasi, a person's approval: a few lines). `lock` (a run or a person's approval, inside its
 * transaction, its websites locked): the gateway lock is taken first when one is a gateway payment
 * (lockGatewayPayments), so that no run of another website takes it meanwhile.
 */
export async function holdersElsewhere(
  db: Db,
  side: Side,
  records: readonly StoredLine[],
  { websiteCode, lock }: { websiteCode: string | null; lock: boolean },
): Promise<Map<number, string>> {
  const shared = websiteCode === null ? null : new Set((await sharedAccounts(websiteCode).execute(db)).rows.map((r) => r.id));
  const lines = sharedLines(records, shared);
  if (lines.length === 0) return new Map();
  if (lock && lines.some(isGatewayPayment)) await lockGatewayPayments(db);
  const { rows } = await heldTwins(side, byPlace(lines)).execute(db);
  return heldElsewhere(lines, rows);
}

/** The text columns as one SQL array (an empty one typed text[]). */
const textArray = (columns: readonly string[]): RawBuilder<string[]> =>
  columns.length === 0 ? sql<string[]>`array[]::text[]` : sql<string[]>`array[${sql.join(columns.map((c) => sql.ref(c)))}]`;

/**
 * `amount` (a numeric expression) is in one of the ranges (sen, ends included): one BETWEEN each, which the database
 * checks per row at once (a subquery over the ranges ran once per row: 0.2 s for the 50k lines of a busy day's amounts).
 */
function inAmounts(amount: RawBuilder<unknown>, ranges: readonly (readonly [number, number])[]): RawBuilder<SqlBool> {
  if (ranges.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(
    ranges.map(([lo, hi]) => sql`${amount} between ${senToDecimal(lo)}::numeric and ${senToDecimal(hi)}::numeric`),
    sql` or `,
  )})`;
}

/** The players with a row of the side in the window, each once; with `except`, of none of those amounts only. */
async function playersOf(
  db: Db,
  side: Side,
  websiteCode: string,
  from: string,
  to: string,
  except?: readonly (readonly [number, number])[],
): Promise<KnownPlayer[]> {
  const t = BO_TABLES[side];
  const { rows } = await sql<Parameters<typeof knownPlayer>[0]>`
    select distinct full_name, player_account_name, user_name, player_bank, player_bank_code, player_account_no from ${sql.table(t.table)}
    where website_code = ${websiteCode} and deleted_at is null and ${sql.ref(t.at)} >= ${from}::timestamptz and ${sql.ref(t.at)} < ${to}::timestamptz
      ${except ? sql`and not ${inAmounts(sql.ref(t.amount), except)}` : sql``}`.execute(db);
  return rows.map(knownPlayer);
}

/**
 * The website's players, of any day (player_name), whose Fullname or bank account name is written with exactly these
 * words (namesakes.ts nameWords), but those named `except` (the run's own players, by username).
 */
export async function playersWritten(db: Db, websiteCode: string, words: readonly string[], except: ReadonlySet<string>): Promise<KnownPlayer[]> {
  if (words.length === 0) return [];
  const rows = await db
    .selectFrom('player_name')
    .select(['full_name', 'player_account_name', 'user_name', 'player_bank', 'player_bank_code', 'player_account_no'])
    .where('website_code', '=', websiteCode)
    // One array parameter however many names (a busy day's run may ask thousands).
    .where((eb) => eb.or([eb('full_words', '=', sql<string>`any(${[...words]}::text[])`), eb('account_words', '=', sql<string>`any(${[...words]}::text[])`)]))
    .execute();
  return rows.filter((r) => !except.has(r.user_name)).map(knownPlayer);
}

/**
 * The website's players with a row of the run's days that no row of the run names, each once: the other side's (a
 * withdrawal run's depositors), the rows of other amounts (a run for some amounts) and the rows the run leaves out (a
 * person approved them, the panel refused them). A name is evidence of them too (docs/reconciliation.md, "Evidence").
 */
export function otherPlayers(bos: readonly LoadedBo[], candidates: readonly KnownPlayer[]): KnownPlayer[] {
  const seen = new Set(bos.map((b) => playerKey(b.row)));
  return candidates.filter((known) => {
    const key = playerKey(known);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const playerKey = (p: KnownPlayer): string => [p.player, p.playerBank, p.accountNumber, ...p.names].join('\u0000');

const NONE: readonly number[] = Object.freeze([]);

/**
 * Are the lines a run of the dates would load idle without rows? With no row to back, a run only links a PEND line to
 * its booked twin and a returned payout to the credit that brought it back (twins.ts, returns.ts), or clears such a
 * link: none of that can happen when no line of the window is a PEND line, carries a link, or goes the other way
 * (money back). A statement uploaded before its day's BO export then skips reading its 100k lines back.
 */
async function idleLines(db: Db, side: Side, scope: ScopeDates): Promise<boolean> {
  const { rows } = await sql<{ busy: boolean }>`
    select exists (
      select 1 from statement_line sl
      where sl.website_code = ${scope.websiteCode} and sl.booked_date between ${shiftDate(scope.from, -2)} and ${shiftDate(scope.to, 2)}
        and (${eligibleLines(side, 'sl')} or ${moneyBackLines(side, 'sl')})
        and (sl.pending or sl.twin_of_line_id is not null or sl.return_of_line_id is not null or sl.direction <> ${ELIGIBLE_LINES[side].direction})
    ) as busy`.execute(db);
  return !rows[0]!.busy;
}

/** The lines people took back from the rows (undo of an approval), by row id. */
async function refusedPairs(db: Db, side: Side, boIds: readonly number[]): Promise<Map<number, number[]>> {
  const byRow = new Map<number, number[]>();
  if (boIds.length === 0) return byRow;
  const { rows } = await sql<{ bo_id: number; line_id: number }>`
    select bo_id, line_id from match_refusal
    where side = ${side} and line_id is not null and bo_id = any(${boIds}::int4[])`.execute(db);
  for (const r of rows) byRow.set(r.bo_id, [...(byRow.get(r.bo_id) ?? []), r.line_id]);
  return byRow;
}

/**
 * One run at a time per website, whichever process: a run reads the website's state and writes its decisions,
 * so two at once could give one line to two rows. Held until the transaction ends; a checker's approval takes it too.
 * The websites sharing an account with one of these are locked with them (a run reads who holds the same transfer
 * there: sql/held-elsewhere.ts), and those sharing one with them in turn (websitesLinkedByAccounts), all in code
 * order, so that two transactions never wait on each other crosswise, even one that runs the matcher for another of
 * them after (review/revert.ts).
 */
export async function lockWebsiteMatching(trx: Db, websiteCodes: readonly string[]): Promise<void> {
  if (websiteCodes.length === 0) return;
  const { rows } = await websitesLinkedByAccounts(websiteCodes).execute(trx);
  for (const code of rows.map((r) => r.website_code).sort()) await sql`select pg_advisory_xact_lock(hashtext(${`reconcile:${code}`}))`.execute(trx);
}

/** A website whose statement holds a freed transfer too, with the booked dates (websitesWithTwins). */
export interface TwinWebsite {
  websiteCode: string;
  dates: string[];
  /** Through a gateway's report only: not locked with the website that freed it (lockWebsiteMatching). */
  byGateway: boolean;
}

/** The other websites whose statements hold one of these lines' transfers too, each once with its booked dates (sql/held-elsewhere.ts twinWebsites). */
export async function websitesWithTwins(db: Db, lineIds: readonly number[]): Promise<TwinWebsite[]> {
  if (lineIds.length === 0) return [];
  const { rows } = await twinWebsites(lineIds).execute(db);
  const byWebsite = new Map<string, TwinWebsite>();
  for (const r of rows) {
    const twin = byWebsite.get(r.website_code) ?? { websiteCode: r.website_code, dates: [], byGateway: true };
    if (!twin.dates.includes(r.date)) twin.dates.push(r.date);
    // Sharing an account too, it is locked with the website (websitesLinkedByAccounts).
    twin.byGateway &&= r.by_gateway;
    byWebsite.set(r.website_code, twin);
  }
  return [...byWebsite.values()];
}

/**
 * The lock of every website's gateway payments (QRIS), taken by a run or a checker's approval about to take a gateway
 * payment, after its websites' locks (lockWebsiteMatching), until its transaction ends. Two websites may share a
 * merchant without the Data Bank saying so: a run of one then waits for the other's to commit, and sees the
 * payments it took as held (same-transfer.ts). Runs without a gateway payment never wait for it.
 */
export async function lockGatewayPayments(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('reconcile-gateway'))`.execute(trx);
}

/** A run's decision on a BO row: the line it approved the row with (and how), or none (Pending). */
export interface RowMatch {
  id: number;
  lineId: number | null;
  rule: MatchRule | null;
  note: string | null;
}

/** Writes the matcher's decisions on BO rows whose decision changed (an approval by the matcher, or Pending again). */
export async function writeRowMatches(trx: Db, side: Side, rows: readonly RowMatch[]): Promise<void> {
  for (const piece of inPieces(rows, writePage(trx))) {
    await sql`
      update ${sql.table(BO_TABLES[side].table)} b
      set approved = u.line_id is not null, note = u.note, match_rule = u.rule, matched_line_id = u.line_id,
          approved_at = case when u.line_id is null then null else now() end, approved_by = null, approved_by_name = null, approved_amount = null
      from unnest(${piece.map((r) => r.id)}::int4[], ${piece.map((r) => r.lineId)}::int4[],
                  ${piece.map((r) => r.rule)}::text[], ${piece.map((r) => r.note)}::text[]) as u(id, line_id, rule, note)
      where b.id = u.id`.execute(trx);
  }
}

/** Writes, on lines whose match changed, the BO row that holds them now (null: free) and the note. */
export async function writeLineMatches(trx: Db, lines: readonly { id: number; boId: number | null; note: string | null }[]): Promise<void> {
  for (const piece of inPieces(lines, writePage(trx))) {
    await sql`
      update statement_line l
      set matched_bo_id = u.bo_id, approved = u.bo_id is not null, note = u.note
      from unnest(${piece.map((l) => l.id)}::int4[], ${piece.map((l) => l.boId)}::int4[],
                  ${piece.map((l) => l.note)}::text[]) as u(id, bo_id, note)
      where l.id = u.id`.execute(trx);
  }
}

/** Writes the matcher's hint (match_hint) on rows where it changed. */
export async function writeRowHints(trx: Db, side: Side, rows: readonly { id: number; hint: string | null }[]): Promise<void> {
  for (const piece of inPieces(rows, writePage(trx))) {
    await sql`
      update ${sql.table(BO_TABLES[side].table)} b set match_hint = u.hint
      from unnest(${piece.map((r) => r.id)}::int4[], ${piece.map((r) => r.hint)}::text[]) as u(id, hint) where b.id = u.id`.execute(trx);
  }
}

/** Writes, on lines where they changed, the twin that stands for the line and the payout it brings back. */
export async function writeLineLinks(trx: Db, lines: readonly { id: number; twin: number | null; back: number | null }[]): Promise<void> {
  for (const piece of inPieces(lines, writePage(trx))) {
    await sql`
      update statement_line l set twin_of_line_id = u.twin, return_of_line_id = u.back
      from unnest(${piece.map((l) => l.id)}::int4[], ${piece.map((l) => l.twin)}::int4[], ${piece.map((l) => l.back)}::int4[]) as u(id, twin, back)
      where l.id = u.id`.execute(trx);
  }
}

/**
 * Lines the matcher gave to rows a run does not decide (a payout that came back, held by a row outside the run; the
 * row of a ticket the panel refused since: uploads/panel-changes.ts): those approvals go back to Pending and the
 * lines are freed; a person's approval stays.
 */
export async function releaseMatcherApprovals(trx: Db, side: Side, held: readonly number[]): Promise<void> {
  if (held.length === 0) return;
  const { rows } = await sql<{ id: number }>`
    update ${sql.table(BO_TABLES[side].table)} b set ${BO_PENDING_AGAIN}
    where b.matched_line_id = any(${held}::int4[]) and b.match_rule is not null and b.approved
    returning b.id`.execute(trx);
  if (rows.length === 0) return;
  await sql`
    update statement_line l set ${LINE_FREE_AGAIN}
    where l.id = any(${held}::int4[]) and l.matched_bo_id = any(${rows.map((r) => r.id)}::int4[])`.execute(trx);
}

/** What the suggestions of a BO row start from: its website, request time, state and amount. */
export interface RowToSuggest {
  id: number;
  website_code: string;
  at: Date;
  approved: boolean;
  amount: string;
}

/** The rows a page asks suggestions for that exist. */
export async function rowsForSuggestions(db: Db, side: Side, ids: readonly number[]): Promise<RowToSuggest[]> {
  const t = BO_TABLES[side];
  const { rows } = await sql<RowToSuggest>`
    select id, website_code, ${sql.ref(t.at)} as at, approved, ${sql.ref(t.amount)}::text as amount
    from ${sql.table(t.table)} where id in (${sql.join([...ids])}) and deleted_at is null
  `.execute(db);
  return rows;
}

/**
 * The first `limit` rows still Pending of a website's statement dates, in View BO's order (review/repo/bo-view.ts: by
 * request time, then id): those a checker opening View BO sees first.
 */
export async function firstPendingRows(db: Db, side: Side, websiteCode: string, statementDates: readonly string[], limit: number): Promise<RowToSuggest[]> {
  if (statementDates.length === 0) return [];
  const t = BO_TABLES[side];
  const { rows } = await sql<RowToSuggest>`
    select id, website_code, ${sql.ref(t.at)} as at, approved, ${sql.ref(t.amount)}::text as amount
    from ${sql.table(t.table)}
    where website_code = ${websiteCode} and statement_date = any(${[...statementDates]}::date[]) and deleted_at is null and not approved
    order by ${sql.ref(t.at)}, id
    limit ${limit}
  `.execute(db);
  return rows;
}

/** The websites with rows of either side not approved on some of the statement dates, each with those dates. */
export async function datesWithPendingRows(db: Db, statementDates: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (statementDates.length === 0) return found;
  const { rows } = await sql<{ website_code: string; statement_date: string }>`
    select website_code, statement_date from bo_deposit
    where statement_date = any(${[...statementDates]}::date[]) and deleted_at is null and not approved
    union
    select website_code, statement_date from bo_withdraw
    where statement_date = any(${[...statementDates]}::date[]) and deleted_at is null and not approved
    order by 1, 2`.execute(db);
  for (const r of rows) found.set(r.website_code, [...(found.get(r.website_code) ?? []), r.statement_date]);
  return found;
}
