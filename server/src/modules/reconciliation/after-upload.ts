import type { Db } from '../../db/connect.ts';
import type { Side } from '@auto-checker/contract';
import { packInTurns, unpackInTurns } from '../../workers/packing.ts';
import { inWorker } from '../../workers/pool.ts';
import { closeNameWords, NAMESAKE_ROUNDS } from './namesakes.ts';
import {
  firstPendingRows,
  loadScope,
  otherPlayers,
  playersWritten,
  lockWebsiteMatching,
  releaseMatcherApprovals,
  writeLineLinks,
  writeLineMatches,
  writeRowHints,
  writeRowMatches,
  type RowMatch,
  type Scope,
  type ScopeDates,
  type TwinWebsite,
} from './repo.ts';
import { recordActivity, type Actor } from '../activity/record.ts';
import { firstOfLists, reconcile } from './engine/reconcile.ts';
import { OverBudget, WorkBudget } from './engine/work-budget.ts';
import {
  DEPOSIT_OPTIONS,
  WITHDRAW_OPTIONS,
  type FirstOfList,
  type KnownPlayer,
  type Match,
  type ReconcileOptions,
  type ReconcileResult,
} from './engine/types.ts';
import { viewsOfRun, type WorkedOut } from './run-views.ts';

/**
 * Other modules take the matcher's lock (a checker's approval, a removal), read who holds a transfer on another website,
 * and which websites file a line's transfer too, through here.
 */
export { holdersElsewhere, lockWebsiteMatching, releaseMatcherApprovals, websitesWithTwins, type TwinWebsite } from './repo.ts';

export const OPTIONS: Readonly<Record<Side, ReconcileOptions>> = {
  DEPOSIT: { ...DEPOSIT_OPTIONS, suggestions: false },
  WITHDRAW: { ...WITHDRAW_OPTIONS, suggestions: false },
};

/**
 * A matcher run over what loadScope read. A busy website's run would hold the event loop half a second: it runs in a
 * worker thread, its rows and lines going there and its decisions coming back packed a slice at a time
 * (workers/packing.ts). A small one (up to `inProcessItems` rows and lines) runs here: packing and unpacking it would take
 * longer than the run; unless it does more than `inProcessWork` of pairwise work, when it is made again in a worker.
 * When it took a close name that another player of the website writes exactly, a player of other days than the run's,
 * it runs again knowing that player (namesakes.ts).
 */
export async function reconcileScope(
  db: Db,
  websiteCode: string,
  scope: Scope,
  options: ReconcileOptions,
  { inProcessItems = IN_PROCESS_ITEMS, inProcessWork = IN_PROCESS_WORK } = {},
): Promise<ReconcileResult> {
  const run = scope.bos.length + scope.lines.length <= inProcessItems ? inProcess(scope, options, inProcessWork) : await inAWorker(scope, options);
  const runPlayers = new Set(scope.bos.map((b) => b.row.player));
  const asked = new Set<string>();
  let players = scope.players;
  for (let round = 1; ; round++) {
    const result = await run(players);
    const words = closeNameWords(scope, result.matches).filter((w) => !asked.has(w));
    if (round === NAMESAKE_ROUNDS || words.length === 0) return result;
    for (const w of words) asked.add(w);
    const known = otherPlayers(scope.bos, [...players, ...(await playersWritten(db, websiteCode, words, runPlayers))]);
    if (known.length === players.length) return result;
    players = known;
  }
}

/**
 * Rows and lines up to which a run is made on the event loop: about 40 ms of matcher work here (a row's suggestions
 * over the 11k lines of its amount, bench/ingest.bench.ts), where packing it for a worker and unpacking it there took
 * about 30 ms more; a bigger run would hold other requests too long.
 */
export const IN_PROCESS_ITEMS = 12_000;

/**
 * The pairwise work (engine/work-budget.ts) such a run may do: that row's run does about 44,000 units, a page's after
 * an approval about 6,000; this many take a few hundred milliseconds at most. Past it (thousands of rows and lines of
 * one name and amount: a file made so, or by mistake, would weigh millions of pairs) the run stops and is made again
 * in a worker thread, with its time and memory limits.
 */
export const IN_PROCESS_WORK = 150_000;

type Run = (players: KnownPlayer[]) => Promise<ReconcileResult>;

function inProcess(scope: Scope, options: ReconcileOptions, work: number): Run {
  const bos = scope.bos.map((b) => b.row),
    lines = scope.lines.map((l) => l.line);
  let worker: Run | null = null;
  return async (players) => {
    if (worker === null) {
      try {
        return reconcile(bos, lines, options, players, new WorkBudget(work));
      } catch (error) {
        if (!(error instanceof OverBudget)) throw error;
        worker = await inAWorker(scope, options);
      }
    }
    return worker(players);
  };
}

async function inAWorker(scope: Scope, options: ReconcileOptions): Promise<Run> {
  const bos = await packInTurns(scope.bos.map((b) => b.row));
  const lines = await packInTurns(scope.lines.map((l) => l.line));
  return async (players) => {
    const packed = await inWorker('reconcile', { bos, lines, options, players });
    return { ...packed, matches: await unpackInTurns(packed.matches), pending: await unpackInTurns(packed.pending) };
  };
}

/** What a run after an upload did: how many BO rows it newly approved, and the suggestions it worked out (firstPage). */
export interface AfterUpload {
  approved: number;
  workedOut: WorkedOut[];
}

/**
 * The rows whose suggestions a run after an upload or a revert works out as well: those named (the rows checkers have
 * on their pages, a reverted row), and of each date the first FIRST_ROWS rows it leaves Pending, in View BO's order
 * (the pages a checker opens next).
 */
export interface FirstPage {
  dates: readonly string[];
  rows: Readonly<Record<Side, readonly number[]>>;
}

/**
 * Runs the matcher for the website and dates an upload touched, inside the upload's transaction, on both sides,
 * and writes back what changed. With `firstPage`, the same run also works out the suggestions of its rows that it
 * leaves Pending, ready when the upload answers (the caller keeps them once committed: keepWorkedOut).
 */
export async function reconcileAfterUpload(trx: Db, scope: { websiteCode: string; dates: readonly string[] }, firstPage?: FirstPage): Promise<AfterUpload> {
  const done: AfterUpload = { approved: 0, workedOut: [] };
  if (scope.dates.length === 0) return done;
  const sorted = [...scope.dates].sort();
  const dates: ScopeDates = { websiteCode: scope.websiteCode, from: sorted[0]!, to: sorted[sorted.length - 1]! };
  await lockWebsiteMatching(trx, [scope.websiteCode]);
  for (const side of ['DEPOSIT', 'WITHDRAW'] as const) {
    const loaded = await loadScope(trx, side, dates, undefined, true);
    if (loaded.bos.length === 0 && loaded.lines.length === 0) continue;
    const lists = firstPage ? await firstPageLists(trx, side, scope.websiteCode, firstPage) : [];
    const options = lists.length === 0 ? OPTIONS[side] : { ...OPTIONS[side], suggestions: { first: lists } };
    const result = await reconcileScope(trx, scope.websiteCode, loaded, options);
    done.approved += await applyMatches(trx, side, loaded, result.matches);
    await applyNotes(trx, side, loaded, result);
    await releaseReturnedPayouts(trx, side, loaded, result);
    if (lists.length > 0) done.workedOut.push(workedOut(side, loaded, result, firstOfLists(lists, new Set(result.pending.map((p) => p.boId)))));
  }
  return done;
}

/**
 * Runs the matcher again for the websites whose statements hold copies of transfers a revert or a Delete freed (an
 * account or a gateway's report two websites share: docs/reconciliation.md, "One account, two websites"): a request
 * of theirs may have waited for that money. Those sharing an account are locked with the website that freed it
 * (lockWebsiteMatching): run here, inside its transaction. Returns the others, for reconcileGatewayTwins once it
 * has committed.
 */
export async function reconcileTwins(trx: Db, twins: readonly TwinWebsite[]): Promise<TwinWebsite[]> {
  for (const twin of twins) if (!twin.byGateway) await reconcileAfterUpload(trx, { websiteCode: twin.websiteCode, dates: twin.dates });
  return twins.filter((t) => t.byGateway);
}

/**
 * The websites sharing only a gateway's report (a QRIS merchant) with the one that freed a payment: each run in a
 * transaction of its own once that one committed, since taking their locks inside it could wait crosswise on a revert
 * of theirs. Each run is recorded in that website's Tracking (`why` and what it approved), which also tells its
 * kept pages to work their suggestions out again. A run that fails leaves the website's rows as they were, Pending,
 * for its next upload's run: the freeing itself stands.
 */
export async function reconcileGatewayTwins(db: Db, twins: readonly TwinWebsite[], actor: Actor, why: string): Promise<void> {
  for (const twin of twins) {
    await db
      .transaction()
      .execute(async (trx) => {
        const { approved } = await reconcileAfterUpload(trx, { websiteCode: twin.websiteCode, dates: twin.dates });
        await recordActivity(trx, actor, `${why}: matcher ${twin.websiteCode} dijalankan ulang, ${approved} approve`, twin.websiteCode);
      })
      .catch(() => undefined);
  }
}

/**
 * Pending rows of each side and date an upload's own run works out besides those named (FirstPage): View BO's first
 * page (100 rows) and the next one, ready when the upload answers.
 */
export const FIRST_ROWS = 200;

/** The lists of a FirstPage's rows, in View BO's order (the engine's FirstOfList): the rows named, then each date's. */
async function firstPageLists(trx: Db, side: Side, websiteCode: string, firstPage: FirstPage): Promise<FirstOfList[]> {
  const named = firstPage.rows[side];
  const lists: FirstOfList[] = named.length > 0 ? [{ ids: named, limit: named.length }] : [];
  for (const date of firstPage.dates) {
    const ids = (await firstPendingRows(trx, side, websiteCode, [date], LISTED_ROWS)).map((r) => r.id);
    if (ids.length > 0) lists.push({ ids, limit: FIRST_ROWS });
  }
  return lists;
}

/**
 * Rows not approved before the run that an upload lists of a date for its first page (FIRST_ROWS left Pending): on a
 * day of 20,000 rows of which the run approves 99 %, the first 200 left Pending are among them.
 */
const LISTED_ROWS = 20_000;

/** The suggestions a run worked out for the rows `asked` (those of FirstPage it left Pending), as a page shows them. */
function workedOut(side: Side, loaded: Scope, result: ReconcileResult, asked: ReadonlySet<number>): WorkedOut {
  const views = viewsOfRun(loaded, result, asked);
  const rows = loaded.bos.flatMap(({ row }) => {
    const found = views.get(row.id);
    return found === undefined ? [] : [{ id: row.id, at: row.at, amountSen: row.amountSen, views: found }];
  });
  return { side, rows };
}

/** Writes the rows and lines whose match changed; returns how many rows became approved. */
async function applyMatches(trx: Db, side: Side, loaded: Scope, matches: readonly Match[]): Promise<number> {
  const byBo = new Map(matches.map((m) => [m.boId, m]));
  const byLine = new Map(matches.map((m) => [m.lineId, m]));

  const rows = loaded.bos.flatMap(({ row, autoMatch }): RowMatch[] => {
    const m = byBo.get(row.id);
    if (!m) return autoMatch ? [{ id: row.id, lineId: null, rule: null, note: null }] : [];
    if (autoMatch && autoMatch.lineId === m.lineId && autoMatch.rule === m.rule && autoMatch.note === m.note) return [];
    return [{ id: row.id, lineId: m.lineId, rule: m.rule, note: m.note }];
  });
  // A held line is no candidate: its match is unchanged unless this run had given it to one of its rows (matchedBoId).
  const lines = loaded.lines.flatMap(({ line, matchedBoId, note }) => {
    const m = byLine.get(line.id) ?? null;
    const unchanged = m ? matchedBoId === m.boId && note === m.note : matchedBoId === null;
    return unchanged ? [] : [{ id: line.id, boId: m?.boId ?? null, note: m?.note ?? null }];
  });
  await writeRowMatches(trx, side, rows);
  await writeLineMatches(trx, lines);
  const wasApproved = new Set(loaded.bos.filter((b) => b.autoMatch).map((b) => b.row.id));
  return matches.filter((m) => !wasApproved.has(m.boId)).length;
}

/**
 * Writes what else the run found, where it changed: the matcher's hint on rows it left Pending (match_hint, null on
 * every other row of the run), and on lines the twin that stands for them and the payout a return brings back.
 */
async function applyNotes(trx: Db, side: Side, loaded: Scope, result: ReconcileResult): Promise<void> {
  const hints = new Map(result.pending.map((p) => [p.boId, p.hint]));
  const rows = loaded.bos.flatMap((b) => {
    const hint = hints.get(b.row.id) ?? null;
    return hint === b.hint ? [] : [{ id: b.row.id, hint }];
  });
  await writeRowHints(trx, side, rows);
  const lines = loaded.lines.flatMap(({ line, twinOf, returnOf }) => {
    const twin = result.twins.get(line.id) ?? null,
      back = result.returns.get(line.id) ?? null;
    return twin === twinOf && back === returnOf ? [] : [{ id: line.id, twin, back }];
  });
  await writeLineLinks(trx, lines);
}

/**
 * A payout that came back backs nothing, even where the matcher gave it to a row of other dates (outside this run):
 * that approval goes back to Pending and the line is freed. A person's approval stays (View Mutasi shows the return).
 */
async function releaseReturnedPayouts(trx: Db, side: Side, loaded: Scope, result: ReconcileResult): Promise<void> {
  if (result.returns.size === 0) return;
  const payouts = new Set(result.returns.values());
  const held = loaded.lines.filter((l) => l.line.heldBy !== null && payouts.has(l.line.id)).map((l) => l.line.id);
  if (held.length === 0) return;
  await releaseMatcherApprovals(trx, side, held);
}
