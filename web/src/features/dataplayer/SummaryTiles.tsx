import { formatAmount } from '../../lib/format.ts';
import { SUMMARY_PAGE_SIZE, type ReportQuery } from './player-rules.ts';
import { useTotalDataPlayer } from './queries.ts';

const TILES = [
  { key: 'deposit', label: 'Total Deposit', color: 'text-green-600 dark:text-green-400' },
  { key: 'withdraw', label: 'Total Withdraw', color: 'text-red-600 dark:text-red-400' },
  { key: 'balance', label: 'Balance', color: 'text-blue-600 dark:text-blue-400' },
  { key: 'transactions', label: 'Total Transactions', color: 'text-gray-800 dark:text-white/90' },
] as const;

/** The four tiles of the Data Player mode: the whole range of the website, from the totals call (100/1). */
export function SummaryTiles({ query }: { query: ReportQuery }) {
  const summary = useTotalDataPlayer(query, SUMMARY_PAGE_SIZE, 1);
  const loading = summary.isFetching || summary.isPending;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {TILES.map((tile) => (
        <section
          key={tile.key}
          aria-label={tile.label}
          aria-busy={loading}
          className="rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-white/[0.03]"
        >
          <h3 className="text-sm text-gray-500 dark:text-gray-400">{tile.label}</h3>
          <p className={`mt-2 text-2xl font-bold tabular-nums ${tile.color}`}>{loading ? '…' : summary.data ? formatAmount(summary.data[tile.key]) : '-'}</p>
        </section>
      ))}
    </div>
  );
}
