import type { BestSuggestionView, SuggestionView } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import { formatAmount, formatShortMoment } from '../../lib/format.ts';

/** `BCA 24 Nov 07:15 · BUDI SANTOSO`, and the line's amount when it is not the row's: a suggested line in one line of text. */
export function lineSummary(s: SuggestionView, boAmount: number): string {
  const parts = [`${s.source} ${formatShortMoment(s.booked_at ?? s.booked_date)}`, s.counterparty_name || '(tanpa nama)'];
  if (s.amount !== boAmount) parts.push(`Rp${formatAmount(s.amount)}`);
  return parts.join(' · ');
}

/** What approving with the line does to the amount, when it is not the BO's: said before the click. */
export function amountNote(line: SuggestionView, boAmount: number): string | null {
  return line.amount === boAmount ? null : `Approve memakai nominal mutasi ${formatAmount(line.amount)} (BO ${formatAmount(boAmount)}).`;
}

interface BestSuggestionProps {
  /** undefined while the page's suggestions load. */
  best: BestSuggestionView | undefined;
  failed: boolean;
  boAmount: number;
  /** Approves the row with the line; absent when the row may not change now. */
  onUse?: (line: SuggestionView) => void;
}

/**
 * Why a row is Pending, without a click: the matcher's best line for it and the first reason it
 * did not take it, with "Approve dengan mutasi ini". The row's detail lists every suggestion.
 */
export function BestSuggestion({ best, failed, boAmount, onUse }: BestSuggestionProps) {
  if (failed) return <p className="text-xs text-red-600 dark:text-red-400">Saran tidak termuat.</p>;
  if (best === undefined) return <p className="text-xs text-gray-500 dark:text-gray-400">Memuat saran...</p>;
  const line = best.best;
  if (line === null) return <p className="text-xs text-gray-600 dark:text-gray-400">Belum ada mutasi yang cocok.</p>;
  const more = best.count - 1;
  const note = amountNote(line, boAmount);
  return (
    <div className="space-y-1 text-xs">
      <p className="text-gray-800 dark:text-white/90">
        <span className="font-medium">Saran:</span> {lineSummary(line, boAmount)}
      </p>
      {line.reasons[0] && <p className="text-amber-700 dark:text-amber-400">{line.reasons[0]}</p>}
      {more > 0 && <p className="text-gray-500 dark:text-gray-400">+{more} saran lain di detail</p>}
      {/* A line another row holds says so in its reason (`sudah dipakai ticket ...`) and offers nothing. */}
      {line.matched_ticket === null && onUse && (
        <>
          <Button type="button" size="sm" variant="secondary" data-row-nav="use" onClick={() => onUse(line)}>
            Approve dengan mutasi ini
          </Button>
          {note && <p className="text-gray-700 dark:text-gray-300">{note}</p>}
        </>
      )}
    </div>
  );
}
