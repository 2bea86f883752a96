import { MSG, isWebsiteScoped, type BestSuggestionView, type Identity, type SuggestionView } from '@auto-checker/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { senToDecimal } from '../../parsing/amount.ts';
import { jakartaDate } from '../../parsing/datetime.ts';
import { NotFound } from '../../errors.ts';
import { activityVersion } from '../activity/record.ts';
import { reconcileScope } from './after-upload.ts';
import type { Side } from './eligibility.ts';
import { BO_TABLES, loadScope } from './scope.ts';
import { DEPOSIT_OPTIONS, WITHDRAW_OPTIONS, type Suggestion } from './types.ts';

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
  return ids.filter((id) => found.has(id)).map((id) => {
    const all = found.get(id)!;
    return { id, best: all[0] ?? null, count: all.length };
  });
}

/** Each visible row's suggestions by row id. */
async function suggestionsForRows(db: Db, me: Identity, side: Side, ids: readonly number[]): Promise<Map<number, SuggestionView[]>> {
  const t = BO_TABLES[side];
  const found = new Map<number, SuggestionView[]>();
  if (ids.length === 0) return found;
  const { rows } = await sql<{ id: number; website_code: string; at: Date; approved: boolean }>`
    select id, website_code, ${sql.ref(t.at)} as at, approved from ${sql.table(t.table)} where id in (${sql.join([...ids])}) and deleted_at is null
  `.execute(db);
  const runs = new Map<string, { websiteCode: string; date: string; ids: number[] }>();
  for (const row of rows) {
    if (isWebsiteScoped(me.account_role) && row.website_code !== me.account_website_code) continue;
    if (row.approved) {
      found.set(row.id, []);
      continue;
    }
    const date = jakartaDate(row.at);
    const key = `${row.website_code}\u0000${date}`;
    const run = runs.get(key) ?? { websiteCode: row.website_code, date, ids: [] };
    run.ids.push(row.id);
    runs.set(key, run);
  }
  for (const run of runs.values()) {
    const views = await dayViews(db, side, run.websiteCode, run.date);
    for (const id of run.ids) found.set(id, views.get(id) ?? []);
  }
  return found;
}

/**
 * The suggestions of every row of a website's day that is not approved, by row id: one matcher run, kept while the
 * website's activity log stands still (activity/record.ts activityVersion: every upload, approval, revert and removal
 * writes an entry), so that paging through a day, or coming back to it, reads them instead of running again (a run
 * over a busy day takes seconds).
 */
async function dayViews(db: Db, side: Side, websiteCode: string, date: string): Promise<ReadonlyMap<number, SuggestionView[]>> {
  const key = `${side}|${websiteCode}|${date}`;
  const version = await activityVersion(db, websiteCode);
  const days = DAY_VIEWS.get(db) ?? new Map<string, KeptDay>();
  DAY_VIEWS.set(db, days);
  const kept = days.get(key);
  if (kept?.version === version) return kept.views;
  const scope = await loadScope(db, side, { websiteCode, from: date, to: date });
  const result = await reconcileScope(scope, OPTIONS[side]);
  const lines = new Map(scope.lines.map((l) => [l.line.id, l.line]));
  const ticketOf = new Map(scope.bos.map((b) => [b.row.id, b.row.ticket]));
  const heldInRun = new Map(result.matches.map((m) => [m.lineId, ticketOf.get(m.boId)!]));
  const views = new Map<number, SuggestionView[]>();
  const view = (s: Suggestion, matched: boolean): SuggestionView => {
    const line = lines.get(s.lineId)!;
    return {
      line_id: line.id,
      amount: Number(senToDecimal(line.amountSen)),
      booked_at: line.at === null ? null : new Date(line.at).toISOString(),
      booked_date: line.date,
      counterparty_name: line.name,
      description: line.description,
      source: line.label,
      reference: line.reference,
      matched_ticket: line.heldBy ?? (matched ? null : (heldInRun.get(line.id) ?? null)),
      score: s.score,
      reasons: s.reasons,
    };
  };
  // Data changed since the last upload's run (a row deleted, say): a row would match now.
  for (const m of result.matches) views.set(m.boId, [view({ lineId: m.lineId, score: 1, reasons: [`cocok sekarang (${m.note}); disetujui otomatis pada upload berikutnya`] }, true)]);
  for (const p of result.pending) views.set(p.boId, p.suggestions.map((s) => view(s, false)));
  days.delete(key);
  days.set(key, { version, views });
  for (const old of days.keys()) if (days.size > KEPT_DAYS) days.delete(old);
  return views;
}

/** Days whose suggestions are kept per database, the most recently used last (a day of 100k rows keeps a few MB). */
const KEPT_DAYS = 8;
interface KeptDay {
  version: string;
  views: ReadonlyMap<number, SuggestionView[]>;
}
let DAY_VIEWS = new WeakMap<Db, Map<string, KeptDay>>();

/** Forgets every kept day (tests: a database emptied and filled again without activity entries is another database). */
export function forgetDayViews(): void {
  DAY_VIEWS = new WeakMap();
}
