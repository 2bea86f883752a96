/**
 * After an upload, a revert or a removal, the suggestions of the Pending rows of its dates (up to WARM_ROWS a side, in
 * View BO's order; the change's own run has already worked out the first: after-upload.ts FIRST_ROWS) are worked out
 * in the background (docs/review.md, "Suggestions"), and those of the rows the website's checkers looked at lately: its
 * activity entry has just made every kept suggestion of the website old, and on a busy day the page would otherwise
 * wait for a matcher run over the day (seconds on PGlite). A page that asks meanwhile waits for that run instead of
 * making a second one (suggestions-api.ts dayViews).
 *
 * Uploads go first: a warm-up starts once no upload has run for WARM_AFTER_MS (duringUpload), and stops before its
 * next run when an upload comes (its answers would be old at once, and on PGlite a read holds the one session that
 * the upload's writes wait for): files uploaded one after another get one warm-up after the last. One warm-up at a
 * time per website; what comes in while one runs is worked out after it, together. A warm-up only reads and keeps
 * answers in memory; one that fails (the database closing, a worker over its limit) is dropped, and the page works
 * its rows out itself when asked.
 */
import { SIDES, type Side } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { perDatabase } from '../../db/per-database.ts';
import { shiftDate } from '../../parsing/datetime.ts';
import { editWindowDates } from '../review/edit-window.ts';
import { datesWithPendingRows, firstPendingRows, rowsForSuggestions } from './repo.ts';
import { activityVersion } from '../activity/record.ts';
import type { FirstPage } from './after-upload.ts';
import type { WorkedOut } from './run-views.ts';
import { keepUnchanged, keepWorkedOut, rowsViewedLately, viewsOf } from './suggestions-api.ts';

/** Pending rows of each side a warm-up works out: the pages a checker goes through, or searches, on a busy day. */
export const WARM_ROWS = 5_000;
/** How long no upload has run before a warm-up starts. */
export const WARM_AFTER_MS = 1_000;

/** The uploads of a database: how many run, and when one last started or ended (performance.now()). */
interface Uploads {
  running: number;
  lastAt: number;
}
const uploadsOf = perDatabase((): Uploads => ({ running: 0, lastAt: 0 }));

/** Runs an upload's work: the warm-ups of the database wait for it, and one that has started stops before its next run. */
export async function duringUpload<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const uploads = uploadsOf(db);
  uploads.running++;
  uploads.lastAt = performance.now();
  try {
    return await work();
  } finally {
    uploads.running--;
    uploads.lastAt = performance.now();
  }
}

interface Warming {
  /** Statement dates still to warm. */
  dates: Set<string>;
  /** Rows still to warm, by id: those whose suggestions were kept when an upload made them old. */
  rows: Record<Side, Set<number>>;
  /** Set by warmUpsSettled: start at once instead of waiting for WARM_AFTER_MS. */
  hurry: boolean;
  /** Set by warmUpsSettled with `stop` (shutdown): a running warm-up stops before its next run. */
  stopping: boolean;
  /** Ends the wait for a quiet moment now (while one waits). */
  wake: (() => void) | null;
  running: Promise<void> | null;
}
const WARMING = perDatabase(() => new Map<string, Warming>());

/**
 * Starts (or queues) the warm-up of a website after an upload, a revert or a removal of its statement dates, and
 * returns at once: called once the change is committed, while the rows looked at before it are still known
 * (rowsViewedLately).
 */
export function warmSuggestions(db: Db, websiteCode: string, statementDates: readonly string[]): void {
  const websites = WARMING(db);
  const warming: Warming = websites.get(websiteCode) ?? {
    dates: new Set(),
    rows: { DEPOSIT: new Set(), WITHDRAW: new Set() },
    hurry: false,
    stopping: false,
    wake: null,
    running: null,
  };
  websites.set(websiteCode, warming);
  enqueue(warming, statementDates, rowsViewedLately(db, websiteCode));
  warming.running ??= drain(db, websiteCode, warming);
}

/**
 * What a change's own matcher run works out as well (after-upload.ts FirstPage): the rows of the website's pages asked
 * for lately, after `also` (a reverted row), then the first Pending rows of the statement dates.
 */
export function firstPage(db: Db, websiteCode: string, statementDates: readonly string[], also?: { side: Side; id: number }): FirstPage {
  const rows = rowsViewedLately(db, websiteCode);
  if (also) rows[also.side].unshift(also.id);
  return { dates: changedDates(statementDates), rows };
}

/**
 * The statement dates whose rows a change of these dates may decide otherwise: each, and the day before (its rows'
 * money may arrive until the end of the next day, and their rivals are the day's rows), most recent first.
 */
export function changedDates(statementDates: readonly string[]): string[] {
  return [...new Set(statementDates.flatMap((date) => [date, shiftDate(date, -1)]))].sort().reverse();
}

/**
 * What a change's run worked out, at the website's activity version once the change commits; `unchangedFrom`: the
 * version before a change that changed no row or line (an upload of rows all stored already), which ran nothing.
 */
export interface RunWorkedOut {
  websiteCode: string;
  version: string;
  workedOut: readonly WorkedOut[];
  unchangedFrom: string | null;
}

/** Read last in the change's transaction, after its activity entry: the version the change commits. */
export async function workedOutAt(trx: Db, websiteCode: string, workedOut: readonly WorkedOut[], unchangedFrom: string | null = null): Promise<RunWorkedOut> {
  return { websiteCode, version: await activityVersion(trx, websiteCode), workedOut, unchangedFrom };
}

/**
 * Once a change (an upload, a revert) is committed: keeps what its run worked out (keepWorkedOut), and starts the
 * warm-up of the rest of its statement dates and of the rows looked at lately (warmSuggestions). After a change that
 * changed nothing, what was kept stays kept (keepUnchanged), and nothing is worked out.
 */
export function warmAfterCommit(db: Db, run: RunWorkedOut, statementDates: readonly string[]): void {
  if (run.unchangedFrom !== null) {
    keepUnchanged(db, run.websiteCode, run.unchangedFrom, run.version);
    return;
  }
  warmSuggestions(db, run.websiteCode, changedDates(statementDates));
  keepWorkedOut(db, run.websiteCode, run.version, run.workedOut);
}

/**
 * When the server starts nothing is kept: the suggestions of the statement dates a checker may still approve (the
 * edit window, Asia/Jakarta) are worked out in the background for every website with rows of them not approved, as
 * after an upload of those dates, so that the first page after a restart or an update does not wait for a run.
 */
export async function warmAtStart(db: Db, now: Date): Promise<void> {
  for (const [websiteCode, dates] of await datesWithPendingRows(db, editWindowDates(now))) warmSuggestions(db, websiteCode, dates);
}

function enqueue(warming: Warming, dates: readonly string[], rows: Record<Side, readonly number[]>): void {
  for (const date of dates) warming.dates.add(date);
  for (const side of SIDES) for (const id of rows[side]) warming.rows[side].add(id);
}

const queued = (warming: Warming) => warming.dates.size + warming.rows.DEPOSIT.size + warming.rows.WITHDRAW.size;

async function drain(db: Db, websiteCode: string, warming: Warming): Promise<void> {
  try {
    const uploads = uploadsOf(db);
    for (;;) {
      await quiet(uploads, warming);
      if (queued(warming) === 0) return;
      const dates = [...warming.dates].sort();
      const rows = { DEPOSIT: [...warming.rows.DEPOSIT], WITHDRAW: [...warming.rows.WITHDRAW] };
      const since = uploads.lastAt;
      clear(warming);
      const stale = () => warming.stopping || (!warming.hurry && (uploads.running > 0 || uploads.lastAt !== since));
      const done = await warm(db, websiteCode, dates, rows, stale).catch(() => true);
      // Stopped by another upload: this batch goes again with that upload's, once the website is quiet.
      if (!done && !warming.stopping) enqueue(warming, dates, rows);
    }
  } finally {
    warming.running = null;
  }
}

/** Waits until no upload has run for WARM_AFTER_MS (or warmUpsSettled hurries it). */
async function quiet(uploads: Uploads, warming: Warming): Promise<void> {
  for (;;) {
    const left = uploads.running > 0 ? WARM_AFTER_MS : uploads.lastAt + WARM_AFTER_MS - performance.now();
    if (left <= 0 || warming.hurry) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      timer.unref();
      warming.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    warming.wake = null;
  }
}

function clear(warming: Warming): void {
  warming.dates.clear();
  for (const side of SIDES) warming.rows[side].clear();
}

/**
 * Works out the rows of a batch, side by side and a statement date at a time (one matcher run each: a few seconds on
 * a busy day on PGlite, and a batch after many uploads may hold tens of them: viewsOf asks `stale` before each);
 * false when `stale` (another upload came, or the server is stopping) stopped it, or came while it ran.
 */
async function warm(db: Db, websiteCode: string, dates: readonly string[], viewed: Record<Side, number[]>, stale: () => boolean): Promise<boolean> {
  for (const side of SIDES) {
    const first = await firstPendingRows(db, side, websiteCode, dates, WARM_ROWS);
    const asked = new Set(first.map((r) => r.id));
    const again = viewed[side].filter((id) => !asked.has(id));
    const more = again.length === 0 ? [] : await rowsForSuggestions(db, side, again);
    await viewsOf(db, side, [...first, ...more], stale);
    if (stale()) return false;
  }
  return true;
}

/**
 * Resolves when no warm-up of the database runs: those waiting for a quiet moment start at once (tests, benches);
 * with `stop`, what is queued is dropped instead, and a running one stops before its next run (shutdown: it waits
 * for one run at most, not for the batch).
 */
export async function warmUpsSettled(db: Db, stop = false): Promise<void> {
  const websites = [...WARMING(db).values()];
  for (const warming of websites) {
    if (stop) clear(warming);
    warming.stopping = stop;
    warming.hurry = true;
    warming.wake?.();
  }
  await Promise.all(websites.map((warming) => warming.running));
  for (const warming of websites) {
    warming.hurry = false;
    warming.stopping = false;
  }
}
