/** A matcher run's suggestions as View BO shows them (SuggestionView): pure, for a page's run and an upload's alike. */
import type { Side, SuggestionView } from '@auto-checker/contract';
import { senToDecimal } from '../../parsing/amount.ts';
import type { ReconcileResult, Suggestion } from './engine/types.ts';
import type { Scope } from './repo.ts';

/**
 * What a run worked out for the rows `asked`, by row id: a row it left Pending, its suggestions; one it matched (data
 * changed since the last upload's run: a row deleted, say), that line, as what would match now.
 */
export function viewsOfRun(scope: Scope, result: ReconcileResult, asked: ReadonlySet<number>): Map<number, SuggestionView[]> {
  const lines = new Map(scope.lines.map((l) => [l.line.id, l.line]));
  const ticketOf = new Map(scope.bos.map((b) => [b.row.id, b.row.ticket]));
  const heldInRun = new Map(result.matches.map((m) => [m.lineId, ticketOf.get(m.boId)!]));
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
  const fresh = new Map<number, SuggestionView[]>();
  for (const m of result.matches) {
    if (!asked.has(m.boId)) continue;
    fresh.set(m.boId, [view({ lineId: m.lineId, score: 1, reasons: [`cocok sekarang (${m.note}); disetujui otomatis pada upload berikutnya`] }, true)]);
  }
  for (const p of result.pending) {
    if (!asked.has(p.boId)) continue;
    fresh.set(
      p.boId,
      p.suggestions.map((s) => view(s, false)),
    );
  }
  return fresh;
}

/** Rows of one side an upload's own run worked out (after-upload.ts), each with its request time (epoch ms) and amount. */
export interface WorkedOut {
  side: Side;
  rows: readonly { id: number; at: number; amountSen: number; views: SuggestionView[] }[];
}
