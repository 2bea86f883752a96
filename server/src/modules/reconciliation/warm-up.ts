/**
 * After an upload, the suggestions of the rows a checker sees first on View BO are worked out in the background
 * (docs/review.md, "Suggestions"): the upload's activity entry has just made every kept suggestion of the website old,
 * and on a busy day the first page would otherwise wait for a matcher run over the day (seconds on PGlite). The
 * page that asks meanwhile waits for that run instead of making a second one (suggestions-api.ts dayViews).
 *
 * One warm-up at a time per website: dates that come in while one runs are worked out after it, together.
 * A warm-up only reads and keeps answers in memory; one that fails (the database closing, a worker over its limit)
 * is dropped, and the page works its rows out itself when asked.
 */
import { SIDES } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { firstPendingRows } from './repo.ts';
import { viewsOf } from './suggestions-api.ts';

/** Pending rows warmed per side: View BO's first page (100 rows) and the next one of the Pending filter. */
export const WARM_ROWS = 200;

interface Warming {
  /** Statement dates still to warm. */
  dates: Set<string>;
  running: Promise<void> | null;
}
const WARMING = new WeakMap<Db, Map<string, Warming>>();

/** Starts (or queues) the warm-up of a website's statement dates and returns at once. */
export function warmSuggestions(db: Db, websiteCode: string, statementDates: readonly string[]): void {
  if (statementDates.length === 0) return;
  const websites = WARMING.get(db) ?? new Map<string, Warming>();
  WARMING.set(db, websites);
  const warming = websites.get(websiteCode) ?? { dates: new Set<string>(), running: null };
  websites.set(websiteCode, warming);
  for (const date of statementDates) warming.dates.add(date);
  warming.running ??= drain(db, websiteCode, warming);
}

async function drain(db: Db, websiteCode: string, warming: Warming): Promise<void> {
  try {
    while (warming.dates.size > 0) {
      const dates = [...warming.dates].sort();
      warming.dates.clear();
      await warmDates(db, websiteCode, dates).catch(() => undefined);
    }
  } finally {
    warming.running = null;
  }
}

async function warmDates(db: Db, websiteCode: string, dates: readonly string[]): Promise<void> {
  for (const side of SIDES) await viewsOf(db, side, await firstPendingRows(db, side, websiteCode, dates, WARM_ROWS));
}

/** Resolves when no warm-up of the database runs; with `stop`, the queued dates are dropped first (shutdown). */
export async function warmUpsSettled(db: Db, stop = false): Promise<void> {
  const websites = [...(WARMING.get(db)?.values() ?? [])];
  if (stop) for (const warming of websites) warming.dates.clear();
  await Promise.all(websites.map((warming) => warming.running));
}
