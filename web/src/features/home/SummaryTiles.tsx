import { useId, type ReactNode } from 'react';
import type { DashboardSide, DashboardTotal } from '@auto-checker/contract';
import { formatAmount } from '../../lib/format.ts';
import { formatCount } from './dashboard-rules.ts';

const accents = {
  green: 'bg-green-500',
  red: 'bg-red-500',
  amber: 'bg-amber-500',
} as const;

interface TileProps {
  title: string;
  accent: keyof typeof accents;
  children: ReactNode;
}

/** One figure card, named by its title for screen readers (a region per tile). */
function Tile({ title, accent, children }: TileProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-white/[0.03]">
      <h2 id={id} className="flex items-center gap-2 text-sm font-medium text-gray-500 dark:text-gray-400">
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${accents[accent]}`} />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Count and amount of some rows: the amount large, the count under it. */
function Figure({ total }: { total: DashboardTotal }) {
  return (
    <dl className="mt-3">
      <div>
        <dt className="sr-only">Nominal</dt>
        <dd className="text-2xl font-semibold text-gray-800 tabular-nums dark:text-white/90">{formatAmount(total.amount)}</dd>
      </div>
      <div className="mt-1 flex gap-1 text-sm text-gray-500 dark:text-gray-400">
        <dt>Jumlah data</dt>
        <dd className="font-medium text-gray-700 tabular-nums dark:text-gray-300">{formatCount(total.count)}</dd>
      </div>
    </dl>
  );
}

function Split({ label, value, tone }: { label: string; value: string; tone: string }) {
  return (
    <div className="rounded-lg bg-gray-50 px-3 py-2 dark:bg-white/[0.04]">
      <dt className="text-xs text-gray-500 dark:text-gray-400">{label}</dt>
      <dd className={`text-base font-semibold tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}

/** A BO side: count and amount, then how many the matcher approved, a checker approved, and are Pending. */
export function SideTile({ title, accent, side }: { title: string; accent: 'green' | 'red'; side: DashboardSide }) {
  return (
    <Tile title={title} accent={accent}>
      <Figure total={side} />
      <dl className="mt-4 grid grid-cols-3 gap-2">
        <Split label="Auto" value={formatCount(side.auto)} tone="text-green-700 dark:text-green-400" />
        <Split label="Checker" value={formatCount(side.checker)} tone="text-brand-600 dark:text-brand-400" />
        <Split label="Pending" value={formatCount(side.pending)} tone="text-amber-700 dark:text-amber-400" />
      </dl>
      <p className="mt-2 text-xs text-gray-500 dark:text-gray-400">Nominal Pending: {formatAmount(side.pending_amount)}</p>
    </Tile>
  );
}

/** CS's tiles: count and amount only. */
export function TotalTile({ title, accent, total }: { title: string; accent: 'green' | 'red'; total: DashboardTotal }) {
  return (
    <Tile title={title} accent={accent}>
      <Figure total={total} />
    </Tile>
  );
}

/** Statement lines no BO row holds: money in (credits) and out (debits) without a request. */
export function UnmatchedTile({ credit, debit }: { credit: DashboardTotal; debit: DashboardTotal }) {
  const rows = [
    { label: 'Masuk (CR)', total: credit },
    { label: 'Keluar (DB)', total: debit },
  ];
  return (
    <Tile title="Mutasi tanpa BO" accent="amber">
      <dl className="mt-3 space-y-3">
        {rows.map(({ label, total }) => (
          <div key={label} className="flex items-baseline justify-between gap-3">
            <dt className="text-sm text-gray-500 dark:text-gray-400">{label}</dt>
            <dd className="text-right tabular-nums">
              <span className="block text-lg font-semibold text-gray-800 dark:text-white/90">{formatAmount(total.amount)}</span>
              <span className="block text-xs text-gray-500 dark:text-gray-400">{formatCount(total.count)} data</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-gray-500 dark:text-gray-400">
        Mutasi Pending di View Mutasi: belum cocok dengan BO mana pun (biaya, bunga dan pajak tidak dihitung; transfer di rekening bersama beberapa website
        dihitung sekali).
      </p>
    </Tile>
  );
}
