import type { Side, SuggestionView } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import { loadError } from '../../lib/messages.ts';
import { formatAmount, formatClock, formatMoment } from '../../lib/format.ts';
import { amountNote } from './BestSuggestion.tsx';
import { useSuggestions } from './queries.ts';

/** The "Saran" of a Pending row: the lines the matcher found closest, best first, and why each was not taken. */
interface SuggestionsPanelProps {
  side: Side;
  id: number;
  panelId: string;
  /** The BO row's amount: a line of another amount approves the row at the line's, and says so before the click. */
  boAmount: number;
  /** Approves the row with this line as its backing (the row's Ket is the note); absent when the row may not change. */
  onUse?: (line: SuggestionView) => void;
}

export function SuggestionsPanel({ side, id, panelId, boAmount, onUse }: SuggestionsPanelProps) {
  const suggestions = useSuggestions(side, id);
  const body = suggestions.isPending ? (
    <p className="text-sm text-gray-500">Memuat saran...</p>
  ) : suggestions.isError ? (
    <p className="text-sm text-red-600 dark:text-red-400">{loadError(suggestions)}</p>
  ) : suggestions.data.length === 0 ? (
    <p className="text-sm text-gray-500 dark:text-gray-400">Tidak ada mutasi yang mirip untuk data ini.</p>
  ) : (
    <ol className="space-y-2">
      {suggestions.data.map((s) => (
        <SuggestionItem key={s.line_id} suggestion={s} boAmount={boAmount} onUse={onUse} />
      ))}
    </ol>
  );
  return (
    <section id={panelId} aria-label={`Saran mutasi untuk data ${id}`} className="max-w-3xl space-y-2">
      <h3 className="text-sm font-semibold text-gray-800 dark:text-white/90">Saran mutasi</h3>
      {body}
    </section>
  );
}

function SuggestionItem({ suggestion: s, boAmount, onUse }: { suggestion: SuggestionView; boAmount: number; onUse?: (line: SuggestionView) => void }) {
  const note = amountNote(s, boAmount);
  const when = s.booked_at ? `${formatMoment(s.booked_date)} ${formatClock(s.booked_at)}` : formatMoment(s.booked_date);
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-3 text-sm dark:border-gray-800 dark:bg-gray-900">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span className="text-gray-500 dark:text-gray-400">{when}</span>
        <span className="font-semibold tabular-nums text-gray-800 dark:text-white/90">{formatAmount(s.amount)}</span>
        <span className="font-medium">{s.counterparty_name || '(tanpa nama)'}</span>
        <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs dark:bg-gray-800">{s.source}</span>
        {s.reference && <span className="text-xs text-gray-500">ref {s.reference}</span>}
        <span className="text-xs text-gray-500">skor {s.score.toFixed(2)}</span>
      </div>
      {s.description && <p className="mt-1 text-xs break-words text-gray-500 dark:text-gray-400">{s.description}</p>}
      {s.reasons.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-xs text-amber-700 dark:text-amber-400">
          {s.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {onUse && s.matched_ticket === null && (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button type="button" size="sm" variant="secondary" onClick={() => onUse(s)}>
            Approve dengan mutasi ini
          </Button>
          {note && <span className="text-xs text-gray-700 dark:text-gray-300">{note}</span>}
        </div>
      )}
    </li>
  );
}
