/**
 * After an upload, the suggestions of the rows a checker sees first on View BO are worked out in the background
 * (docs/review.md, "Suggestions"), and those of the rows the website's checkers looked at lately: the upload's
 * activity entry has just made every kept suggestion of the website old, and on a busy day the page would otherwise
 * wait for a matcher run over the day (seconds on PGlite). A page that asks meanwhile waits for that run instead of
 * making a second one (suggestions-api.ts dayViews).
 *
 * One warm-up at a time per website: what comes in while one runs is worked out after it, together.
 * A warm-up only reads and keeps answers in memory; one that fails (the database closing, a worker over its limit)
 * is dropped, and the page works its rows out itself when asked.
 */
import { SIDES, type Side } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { firstPendingRows, rowsForSuggestions } from './repo.ts';
import { rowsViewedLately, viewsOf } from './suggestions-api.ts';

/** Pending rows warmed per side: View BO's first page (100 rows) and the next one of the Pending filter. */
export const WARM_ROWS = 200;

interface Warming {
  /** Statement dates still to warm. */
  dates: Set<string>;
  /** Rows still to warm, by id: those whose suggestions were kept when an upload made them old. */
  rows: Record<Side, Set<number>>;
  running: Promise<void> | null;
}
const WARMING = new WeakMap<Db, Map<string, Warming>>();

/**
 * Starts (or queues) the warm-up of a website after an upload of its statement dates, and returns at once: called
 * once the upload is stored, while the rows looked at before it are still known (rowsViewedLately).
 */
export function warmSuggestions(db: Db, websiteCode: string, statementDates: readonly string[]): void {
  const websites = WARMING.get(db) ?? new Map<string, Warming>();
  WARMING.set(db, websites);
  const warming = websites.get(websiteCode) ?? { dates: new Set<string>(), rows: { DEPOSIT: new Set<number>(), WITHDRAW: new Set<number>() }, running: null };
  websites.set(websiteCode, warming);
  for (const date of statementDates) warming.dates.add(date);
  const viewed = rowsViewedLately(db, websiteCode);
  for (const side of SIDES) for (const id of viewed[side]) warming.rows[side].add(id);
  warming.running ??= drain(db, websiteCode, warming);
}

const queued = (warming: Warming) => warming.dates.size + warming.rows.DEPOSIT.size + warming.rows.WITHDRAW.size;

async function drain(db: Db, websiteCode: string, warming: Warming): Promise<void> {
  try {
    while (queued(warming) > 0) {
      const dates = [...warming.dates].sort();
      const rows = { DEPOSIT: [...warming.rows.DEPOSIT], WITHDRAW: [...warming.rows.WITHDRAW] };
      clear(warming);
      await warm(db, websiteCode, dates, rows).catch(() => undefined);
    }
  } finally {
    warming.running = null;
  }
}

function clear(warming: Warming): void {
  warming.dates.clear();
  for (const side of SIDES) warming.rows[side].clear();
}

async function warm(db: Db, websiteCode: string, dates: readonly string[], viewed: Record<Side, number[]>): Promise<void> {
  for (const side of SIDES) {
    const first = await firstPendingRows(db, side, websiteCode, dates, WARM_ROWS);
    const asked = new Set(first.map((r) => r.id));
    const again = viewed[side].filter((id) => !asked.has(id));
    const more = again.length === 0 ? [] : await rowsForSuggestions(db, side, again);
    await viewsOf(db, side, [...first, ...more]);
  }
}

/** Resolves when no warm-up of the database runs; with `stop`, what is queued is dropped first (shutdown). */
export async function warmUpsSettled(db: Db, stop = false): Promise<void> {
  const websites = [...(WARMING.get(db)?.values() ?? [])];
  if (stop) for (const warming of websites) clear(warming);
  await Promise.all(websites.map((warming) => warming.running));
}
