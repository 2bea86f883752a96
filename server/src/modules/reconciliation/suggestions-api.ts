import { MSG, isWebsiteScoped, type Identity } from '@auto-checker/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { senToDecimal } from '../../parsing/amount.ts';
import { jakartaDate } from '../../parsing/datetime.ts';
import { NotFound } from '../../errors.ts';
import type { Side } from './eligibility.ts';
import { reconcile } from './reconcile.ts';
import { BO_TABLES, loadScope } from './scope.ts';
import { DEPOSIT_OPTIONS, WITHDRAW_OPTIONS, type Suggestion } from './types.ts';

/** One candidate line as the review screens show it. */
export interface SuggestionView {
  line_id: number;
  amount: number;
  booked_at: string | null;
  booked_date: string;
  counterparty_name: string;
  description: string;
  source: string;
  reference: string;
  /** Ticket of the row the line already backs, if any. */
  matched_ticket: string | null;
  score: number;
  reasons: string[];
}

const OPTIONS: Record<Side, typeof DEPOSIT_OPTIONS> = { DEPOSIT: DEPOSIT_OPTIONS, WITHDRAW: WITHDRAW_OPTIONS };

/**
 * The lines a checker should look at for a Pending row, best first, each with why the matcher did not take it.
 * Worked out now, from today's data, by the same run an upload makes. An approved row has none.
 * A CHECKER asking for another website's row is told it does not exist.
 */
export async function suggestionsForRow(db: Db, me: Identity, side: Side, id: number): Promise<SuggestionView[]> {
  const t = BO_TABLES[side];
  const { rows } = await sql<{ website_code: string; at: Date; approved: boolean }>`
    select website_code, ${sql.ref(t.at)} as at, approved from ${sql.table(t.table)} where id = ${id} and deleted_at is null
  `.execute(db);
  const row = rows[0];
  if (!row || (isWebsiteScoped(me.account_role) && row.website_code !== me.account_website_code)) throw new NotFound(MSG.notFound);
  if (row.approved) return [];
  const date = jakartaDate(row.at);
  const scope = await loadScope(db, side, { websiteCode: row.website_code, from: date, to: date });
  const result = reconcile(scope.bos.map((b) => b.row), scope.lines.map((l) => l.line), OPTIONS[side]);
  const lines = new Map(scope.lines.map((l) => [l.line.id, l.line]));
  const ticketOf = new Map(scope.bos.map((b) => [b.row.id, b.row.ticket]));
  const heldInRun = new Map(result.matches.map((m) => [m.lineId, ticketOf.get(m.boId)!]));

  const match = result.matches.find((m) => m.boId === id);
  // Data changed since the last upload's run (a row deleted, say): the row would match now.
  const suggestions: readonly Suggestion[] = match
    ? [{ lineId: match.lineId, score: 1, reasons: [`cocok sekarang (${match.note}); disetujui otomatis pada upload berikutnya`] }]
    : (result.pending.find((p) => p.boId === id)?.suggestions ?? []);
  return suggestions.map((s) => {
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
  });
}
