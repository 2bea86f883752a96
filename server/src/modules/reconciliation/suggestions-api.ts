import { MSG, isWebsiteScoped, type BestSuggestionView, type Identity, type SuggestionView } from '@auto-checker/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { senToDecimal } from '../../parsing/amount.ts';
import { jakartaDate } from '../../parsing/datetime.ts';
import { NotFound } from '../../errors.ts';
import type { Side } from './eligibility.ts';
import { inWorker } from '../../workers/pool.ts';
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
    const scope = await loadScope(db, side, { websiteCode: run.websiteCode, from: run.date, to: run.date });
    const result = await inWorker('reconcile', { bos: scope.bos.map((b) => b.row), lines: scope.lines.map((l) => l.line), options: OPTIONS[side] });
    const lines = new Map(scope.lines.map((l) => [l.line.id, l.line]));
    const ticketOf = new Map(scope.bos.map((b) => [b.row.id, b.row.ticket]));
    const heldInRun = new Map(result.matches.map((m) => [m.lineId, ticketOf.get(m.boId)!]));
    const matchOf = new Map(result.matches.map((m) => [m.boId, m]));
    const pendingOf = new Map(result.pending.map((p) => [p.boId, p]));
    for (const id of run.ids) {
      const match = matchOf.get(id);
      // Data changed since the last upload's run (a row deleted, say): the row would match now.
      const suggestions: readonly Suggestion[] = match
        ? [{ lineId: match.lineId, score: 1, reasons: [`cocok sekarang (${match.note}); disetujui otomatis pada upload berikutnya`] }]
        : (pendingOf.get(id)?.suggestions ?? []);
      found.set(id, suggestions.map((s) => {
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
          matched_ticket: line.heldBy ?? (match ? null : (heldInRun.get(line.id) ?? null)),
          score: s.score,
          reasons: s.reasons,
        };
      }));
    }
  }
  return found;
}
