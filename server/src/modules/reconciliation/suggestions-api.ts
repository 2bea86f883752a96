import { isWebsiteScoped, MSG, type BestSuggestionView, type Identity, type Side, type SuggestionView } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { perDatabase } from '../../db/per-database.ts';
import { decimalToSen } from '../../parsing/amount.ts';
import { jakartaDate } from '../../parsing/datetime.ts';
import { NotFound } from '../../errors.ts';
import { activityVersion } from '../activity/record.ts';
import { reconcileScope } from './after-upload.ts';
import { viewsOfRun, type WorkedOut } from './run-views.ts';
import { loadScope, rowsForSuggestions, type RowToSuggest, type Scope } from './repo.ts';
import { suggestionsAlone } from './engine/reconcile.ts';
import { amountTolerance } from './engine/suggest.ts';
import { DEPOSIT_OPTIONS, WITHDRAW_OPTIONS, type ReconcileOptions, type ReconcileResult } from './engine/types.ts';

const OPTIONS: Record<Side, typeof DEPOSIT_OPTIONS> = { DEPOSIT: DEPOSIT_OPTIONS, WITHDRAW: WITHDRAW_OPTIONS };

/**
 * The lines a checker should look at for a Pending row, best first, each with why the matcher did not take it.
 * Worked out now, from today's data, by the same run an upload makes. An approved row has none.
 * A CHECKER asking for another website's row is told it does not exist.
 */
export async function suggestionsForRow(db: Db, me: Identity, side: Side, id: number): Promise<SuggestionView[]> {
  const found = await suggestionsForRows(db, me, side, [id]);
  const suggestions = found.get(id);
  if (suggestions === undefined) throw new NotFound(MSG.notFound);
  return suggestions;
}

/**
 * The best line of each of a page's Pending rows, in the order asked: one matcher run per website and day of the
 * rows, not one per row. Rows the caller may not see, or that do not exist, are left out.
 */
export async function bestSuggestions(db: Db, me: Identity, side: Side, ids: readonly number[]): Promise<BestSuggestionView[]> {
  const found = await suggestionsForRows(db, me, side, ids);
  return ids
    .filter((id) => found.has(id))
    .map((id) => {
      const all = found.get(id)!;
      return { id, best: all[0] ?? null, count: all.length };
    });
}

/** Each visible row's suggestions by row id. */
async function suggestionsForRows(db: Db, me: Identity, side: Side, ids: readonly number[]): Promise<Map<number, SuggestionView[]>> {
  if (ids.length === 0) return new Map();
  const rows = (await rowsForSuggestions(db, side, ids)).filter((row) => !isWebsiteScoped(me.account_role) || row.website_code === me.account_website_code);
  lookedAt(db, side, rows);
  return viewsOf(db, side, rows);
}

/**
 * The suggestions of rows by row id: none for an approved row, the others by one run per website and day (dayViews).
 * `stopped` is asked before each run: once it says so, the rows of the days left are left out (a warm-up that an
 * upload or a shutdown stops: warm-up.ts).
 */
export async function viewsOf(db: Db, side: Side, rows: readonly RowToSuggest[], stopped = () => false): Promise<Map<number, SuggestionView[]>> {
  const found = new Map<number, SuggestionView[]>();
  const runs = new Map<string, { websiteCode: string; date: string; rows: WantedRow[] }>();
  for (const row of rows) {
    if (row.approved) {
      found.set(row.id, []);
      continue;
    }
    const date = jakartaDate(row.at);
    const key = `${row.website_code}\u0000${date}`;
    const run = runs.get(key) ?? { websiteCode: row.website_code, date, rows: [] };
    run.rows.push({ id: row.id, amountSen: decimalToSen(row.amount) });
    runs.set(key, run);
  }
  for (const run of runs.values()) {
    if (stopped()) break;
    const views = await dayViews(db, side, run.websiteCode, run.date, run.rows);
    for (const { id } of run.rows) found.set(id, views.get(id) ?? []);
  }
  return found;
}

interface WantedRow {
  id: number;
  amountSen: number;
}

/**
 * The suggestions of rows of a website's day that are not approved, by row id. A row's are worked out once, by one
 * matcher run for the rows asked together (a page): over the rows and statement lines of the day of amounts near
 * theirs (suggest.ts amountTolerance), the other rows' players as players, which decides those rows as the whole run would
 * (repo.ts loadScope) in a fraction of the time. They are kept while the website's activity log stands still
 * (activity/record.ts activityVersion: every upload, approval, revert and removal writes an entry), or moves by a
 * checker's approval only (keepAfterApproval: the rows of the amounts it touched are forgotten), so that coming back
 * to a page reads them instead of running again.
 */
async function dayViews(db: Db, side: Side, websiteCode: string, date: string, wanted: readonly WantedRow[]): Promise<ReadonlyMap<number, SuggestionView[]>> {
  const key = `${side}|${websiteCode}|${date}`;
  const version = await activityVersion(db, websiteCode);
  const kept = keptDay(db, side, websiteCode, date, version);
  const missing = wanted.filter((r) => !kept.views.has(r.id));
  /** The rows asked, each from this call's run (`fresh`) or as kept. */
  const answer = (fresh?: ReadonlyMap<number, SuggestionView[]>) => new Map(wanted.map((r) => [r.id, fresh?.get(r.id) ?? kept.views.get(r.id) ?? []]));
  if (missing.length === 0) return answer();
  // A run already working these rows out (the upload's warm-up, or a page asked twice at once): its answer, not a second run.
  const runs = RUNNING(db);
  const running = runs.get(key);
  if (running?.version === version && missing.every((r) => running.ids.has(r.id))) {
    await running.done;
    return dayViews(db, side, websiteCode, date, wanted);
  }
  const done = runDay(db, side, websiteCode, date, missing, kept, version);
  const mine: Running = { version, ids: new Set(missing.map((r) => r.id)), done: done.then(noop, noop) };
  runs.set(key, mine);
  // Registered before any waiter's: a waiter finds the run gone when it looks again.
  void mine.done.then(() => runs.get(key) === mine && runs.delete(key));
  return answer(await done);
}

const noop = (): void => undefined;

/** A run working out rows of a day (dayViews), at the website's activity version it started at. */
interface Running {
  version: string;
  ids: Set<number>;
  /** Settles when the run ends, whether it worked or failed. */
  done: Promise<void>;
}
const RUNNING = perDatabase(() => new Map<string, Running>());

/** The views of the rows missing from a kept day, by one matcher run over the day; kept unless the version moved meanwhile. */
async function runDay(
  db: Db,
  side: Side,
  websiteCode: string,
  date: string,
  missing: readonly WantedRow[],
  kept: KeptDay,
  version: string,
): Promise<Map<number, SuggestionView[]>> {
  const options = { ...OPTIONS[side], suggestions: missing.map((r) => r.id) };
  const scope = await loadScope(db, side, { websiteCode, from: date, to: date }, amountRanges(missing, options));
  const result = await reconcileScope(db, websiteCode, scope, options);
  // Only the rows asked for: another row's suggestions may need lines of amounts this run did not load.
  const asked = new Set(options.suggestions);
  const fresh = viewsOfRun(scope, result, asked);
  for (const [id, views] of refusedViews(scope, result, options, asked)) fresh.set(id, views);
  // Kept unless an approval told the day of itself meanwhile (keepAfterApproval): this run read the data before it.
  if (kept.version === version) {
    for (const r of missing) {
      kept.views.set(r.id, fresh.get(r.id) ?? []);
      kept.amounts.set(r.id, r.amountSen);
    }
    forgetOldDays(db);
  }
  return fresh;
}

/** What a checker reads on a ticket the panel refused when no other reason stands: it is not the line's fault. */
const REFUSED_REASON = 'ticket ditolak panel';

/**
 * The suggestions of the rows asked that the panel refused: no run decides them (repo.ts loadScope), but a checker
 * may approve one, confirmed, and should see where the player's money is (engine/reconcile.ts suggestionsAlone),
 * against the lines as `result` leaves them.
 */
function refusedViews(scope: Scope, result: ReconcileResult, options: ReconcileOptions, asked: ReadonlySet<number>): Map<number, SuggestionView[]> {
  const refused = scope.refused.filter((b) => asked.has(b.row.id));
  if (refused.length === 0) return new Map();
  const ticketOf = new Map(scope.bos.map((b) => [b.row.id, b.row.ticket]));
  const heldInRun = new Map(result.matches.map((m) => [m.lineId, ticketOf.get(m.boId)!]));
  const lines = scope.lines.map(({ line }) => (line.heldBy === null && heldInRun.has(line.id) ? { ...line, heldBy: heldInRun.get(line.id)! } : line));
  const players = [...scope.players, ...scope.bos.map((b) => b.row)];
  const pending = suggestionsAlone(
    refused.map((b) => b.row),
    lines,
    options,
    players,
    REFUSED_REASON,
  );
  return viewsOfRun(scope, { ...result, pending }, new Set(refused.map((b) => b.row.id)));
}

/** The amounts (sen, ends included) of the lines the rows' suggestions may show: each row's amount give or take amountTolerance, overlaps joined. */
export function amountRanges(rows: readonly WantedRow[], options: ReconcileOptions): [number, number][] {
  const ranges = rows.map((r) => amountRange(r.amountSen, options));
  ranges.sort((a, b) => a[0] - b[0]);
  const joined: [number, number][] = [];
  for (const range of ranges) {
    const last = joined[joined.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else joined.push(range);
  }
  return joined;
}

/** The amounts (sen, ends included) of the lines a row of `amountSen` may be shown: give or take amountTolerance. */
function amountRange(amountSen: number, options: ReconcileOptions): [number, number] {
  const tolerance = amountTolerance(amountSen, options);
  return [amountSen - tolerance, amountSen + tolerance];
}

/**
 * The kept rows of a website's day, at `version`: a day kept at another version starts empty. The day becomes the most
 * recently used (forgetOldDays).
 */
function keptDay(db: Db, side: Side, websiteCode: string, date: string, version: string): KeptDay {
  const key = `${side}|${websiteCode}|${date}`;
  const days = DAY_VIEWS(db);
  let kept = days.get(key);
  if (kept?.version !== version) kept = { side, websiteCode, version, views: new Map(), amounts: new Map() };
  days.delete(key);
  days.set(key, kept);
  return kept;
}

/** Forgets the least recently used days while more than KEPT_ROWS rows are kept (the last day used stays). */
function forgetOldDays(db: Db): void {
  const days = DAY_VIEWS(db);
  let rows = 0;
  for (const day of days.values()) rows += day.views.size;
  for (const [key, day] of days) {
    if (rows <= KEPT_ROWS || days.size === 1) return;
    days.delete(key);
    rows -= day.views.size;
  }
}

/**
 * Keeps what an upload's own run worked out, once the upload is committed at the website's activity `version`: filed
 * by day as a page's run files them (dayViews), so that the first page after the upload reads them.
 */
export function keepWorkedOut(db: Db, websiteCode: string, version: string, worked: readonly WorkedOut[]): void {
  for (const { side, rows } of worked) {
    for (const row of rows) {
      const kept = keptDay(db, side, websiteCode, jakartaDate(row.at), version);
      kept.views.set(row.id, row.views);
      kept.amounts.set(row.id, row.amountSen);
    }
  }
  forgetOldDays(db);
}

/**
 * Rows whose suggestions are kept per database, over every website, side and day (about 1.5 KB a row with its three
 * suggestions: some 75 MB at most): a few websites' edit windows of warm-ups (warm-up.ts WARM_ROWS) and pages.
 */
const KEPT_ROWS = 50_000;
interface KeptDay {
  side: Side;
  websiteCode: string;
  version: string;
  /** The rows worked out so far, by id. */
  views: Map<number, SuggestionView[]>;
  /** Their amounts (sen), by id. */
  amounts: Map<number, number>;
}
let DAY_VIEWS = perDatabase(() => new Map<string, KeptDay>());

/** A person's approval of rows of one website: the rows, and every amount (sen) it touched (amountsTouched). */
export interface Approval {
  rows: readonly number[];
  amounts: readonly number[];
}

/**
 * The amounts an approval touches: the rows' own (they leave the matcher's runs) and those of the lines the person saw
 * back them, net and gross (they become held). Every rule matches equal amounts only, so a row's suggestions, which a
 * run over the rows and lines of its amount range decides (loadScope), change only where one of these is in its range.
 */
export function amountsTouched(rows: readonly { amountSen: number }[], lines: readonly { amount: string; gross_amount: string | null }[]): number[] {
  return [
    ...rows.map((r) => r.amountSen),
    ...lines.flatMap((l) => [decimalToSen(l.amount), ...(l.gross_amount === null ? [] : [decimalToSen(l.gross_amount)])]),
  ];
}

/**
 * A person approved rows of one website, with or without lines (review/approve.ts), and the website's activity log
 * moved from `before` to `after` by that alone. The days kept at `before` stay kept at `after`, told of it, instead
 * of being worked out again on the next page (a run over the day: a second on a busy one):
 * - the other side's days as they are: its rows and lines are not those of this side, and an approved row's player is
 *   still a player of the website (loadScope);
 * - on this side's days, the approved rows' suggestions go (an approved row has none), and so do those of every row
 *   whose amount range holds an amount the approval touched (amountsTouched): a row in a tie with an approved one, one
 *   offered an approved line, one that may take the money now. They are worked out again when asked, by a run over
 *   their amounts only: a few rows then, not the page.
 */
export function keepAfterApproval(db: Db, side: Side, websiteCode: string, before: string, after: string, approval: Approval): void {
  const options = OPTIONS[side];
  for (const kept of keepUnchanged(db, websiteCode, before, after)) {
    if (kept.side !== side) continue;
    for (const id of approval.rows) forgetRow(kept, id);
    for (const [id, amountSen] of kept.amounts) {
      const [lo, hi] = amountRange(amountSen, options);
      if (approval.amounts.some((a) => a >= lo && a <= hi)) forgetRow(kept, id);
    }
  }
}

/**
 * The website's activity log moved from `before` to `after` by a change that changed no row or line (an upload of
 * rows all stored already): the days kept at `before` stay kept, at `after`. Returns them.
 */
export function keepUnchanged(db: Db, websiteCode: string, before: string, after: string): KeptDay[] {
  const days = [...DAY_VIEWS(db).values()].filter((kept) => kept.websiteCode === websiteCode && kept.version === before);
  for (const kept of days) kept.version = after;
  return days;
}

function forgetRow(kept: KeptDay, id: number): void {
  kept.views.delete(id);
  kept.amounts.delete(id);
}

/** Rows of each side of a website whose suggestions its checkers asked for, the latest kept: 20 pages of 100. */
const LOOKED_AT_ROWS = 2_000;
let LOOKED_AT = perDatabase(() => new Map<string, Record<Side, Set<number>>>());

/** A page asked for these rows' suggestions: they are the latest its website's checkers looked at. */
function lookedAt(db: Db, side: Side, rows: readonly RowToSuggest[]): void {
  const websites = LOOKED_AT(db);
  for (const row of rows) {
    let looked = websites.get(row.website_code);
    if (!looked) websites.set(row.website_code, (looked = { DEPOSIT: new Set(), WITHDRAW: new Set() }));
    const ids = looked[side];
    ids.delete(row.id);
    ids.add(row.id);
    if (ids.size > LOOKED_AT_ROWS) ids.delete(ids.values().next().value!);
  }
}

/** The rows of a website whose suggestions its checkers asked for lately (up to LOOKED_AT_ROWS a side), by side. */
export function rowsViewedLately(db: Db, websiteCode: string): Record<Side, number[]> {
  const looked = LOOKED_AT(db).get(websiteCode);
  return { DEPOSIT: [...(looked?.DEPOSIT ?? [])], WITHDRAW: [...(looked?.WITHDRAW ?? [])] };
}

/** Forgets every kept day and the rows looked at (tests: a database emptied and filled again without activity entries is another database). */
export function forgetDayViews(): void {
  DAY_VIEWS = perDatabase(() => new Map<string, KeptDay>());
  LOOKED_AT = perDatabase(() => new Map<string, Record<Side, Set<number>>>());
}
