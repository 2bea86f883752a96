import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardTotal, DashboardWebsite, Side } from '@auto-checker/contract';
import { formatAmount } from '../../lib/format.ts';
import { formatCount, pendingLink } from './dashboard-rules.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

type Figures = Omit<DashboardWebsite, 'website_code' | 'website_name'>;

const th = 'px-4 py-3 text-xs font-medium whitespace-nowrap text-gray-500 uppercase dark:text-gray-400';
const td = 'px-4 py-3 align-top text-sm whitespace-nowrap text-gray-700 dark:text-gray-300';
const HEADERS = ['Website', 'Deposit', 'Withdraw', 'Auto', 'Checker', 'Pending', 'Mutasi tanpa BO'] as const;

/** Count over amount, right-aligned. */
function Amount({ total }: { total: DashboardTotal }) {
  return (
    <span className="flex flex-col items-end tabular-nums">
      <span className="font-medium text-gray-800 dark:text-white/90">{formatAmount(total.amount)}</span>
      <span className="text-xs text-gray-500 dark:text-gray-400">{formatCount(total.count)} data</span>
    </span>
  );
}

/** A figure of each side, one line each: 'Depo 2' over 'WD 1'. */
function BySide({ deposit, withdraw }: { deposit: ReactNode; withdraw: ReactNode }) {
  return (
    <span className="flex flex-col items-end gap-0.5 tabular-nums">
      <span>{deposit}</span>
      <span>{withdraw}</span>
    </span>
  );
}

/** How the table names a side before its figure. */
const SIDE_SHORT: Record<Side, string> = { DEPOSIT: 'Depo', WITHDRAW: 'WD' };

const count = (side: Side, value: number) => `${SIDE_SHORT[side]} ${formatCount(value)}`;

/** A side's Pending count as a link to View BO filtered to them; plain text when there are none to open. */
function PendingLink({ code, date, side, pending }: { code: string; date: string; side: Side; pending: number }) {
  if (pending === 0) return <>{count(side, 0)}</>;
  return (
    <Link
      to={pendingLink(code, date, side)}
      aria-label={`Pending ${code} ${count(side, pending)}`}
      className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-400"
    >
      {count(side, pending)}
    </Link>
  );
}

function FigureCells({ figures, pending }: { figures: Figures; pending: ReactNode }) {
  return (
    <>
      <td className={`${td} text-right`}>
        <Amount total={figures.deposit} />
      </td>
      <td className={`${td} text-right`}>
        <Amount total={figures.withdraw} />
      </td>
      <td className={`${td} text-right`}>
        <BySide deposit={count('DEPOSIT', figures.deposit.auto)} withdraw={count('WITHDRAW', figures.withdraw.auto)} />
      </td>
      <td className={`${td} text-right`}>
        <BySide deposit={count('DEPOSIT', figures.deposit.checker)} withdraw={count('WITHDRAW', figures.withdraw.checker)} />
      </td>
      <td className={`${td} text-right`}>{pending}</td>
      <td className={`${td} text-right`}>
        <span className="flex flex-col items-end gap-1 tabular-nums">
          <span>
            CR {formatCount(figures.unmatched_credit.count)} · {formatAmount(figures.unmatched_credit.amount)}
          </span>
          <span>
            DB {formatCount(figures.unmatched_debit.count)} · {formatAmount(figures.unmatched_debit.amount)}
          </span>
        </span>
      </td>
    </>
  );
}

/**
 * One row per website the person may see, and their total. The table scrolls sideways inside its card on a
 * narrow screen (and takes keyboard focus to do so); the Pending figures open View BO on those rows. A transfer on an
 * account websites share is each one's line without a request, but the total counts it once: said under the table
 * when the rows add up to more.
 */
export function WebsiteTable({ websites, totals, date }: { websites: readonly DashboardWebsite[]; totals: Figures; date: string }) {
  const rowsCount = (pick: (w: Figures) => DashboardTotal) => websites.reduce((sum, w) => sum + pick(w).count, 0);
  const sharedOnce =
    websites.length > 1 &&
    (rowsCount((w) => w.unmatched_credit) > totals.unmatched_credit.count || rowsCount((w) => w.unmatched_debit) > totals.unmatched_debit.count);
  return (
    <>
      <Table websites={websites} totals={totals} date={date} />
      {sharedOnce && (
        <p className="mt-3 text-xs text-gray-500 dark:text-gray-400">
          Total Mutasi tanpa BO menghitung sekali transfer yang sama di rekening bersama beberapa website; tiap website tetap menghitung salinannya.
        </p>
      )}
    </>
  );
}

function Table({ websites, totals, date }: { websites: readonly DashboardWebsite[]; totals: Figures; date: string }) {
  return (
    <ScrollRegion label="Ringkasan per website">
      <table className="min-w-full divide-y divide-gray-200 dark:divide-gray-800">
        <caption className="sr-only">Ringkasan per website</caption>
        <thead className="bg-gray-50 dark:bg-gray-900">
          <tr>
            {HEADERS.map((h, i) => (
              <th key={h} scope="col" className={`${th} ${i === 0 ? 'text-left' : 'text-right'}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {websites.map((w) => (
            <tr key={w.website_code} className="hover:bg-gray-50 dark:hover:bg-white/[0.02]">
              <th scope="row" className={`${td} text-left font-medium`}>
                <span className="block text-gray-800 dark:text-white/90">{w.website_code}</span>
                <span className="block text-xs font-normal text-gray-500 dark:text-gray-400">{w.website_name}</span>
              </th>
              <FigureCells
                figures={w}
                pending={
                  <BySide
                    deposit={<PendingLink code={w.website_code} date={date} side="DEPOSIT" pending={w.deposit.pending} />}
                    withdraw={<PendingLink code={w.website_code} date={date} side="WITHDRAW" pending={w.withdraw.pending} />}
                  />
                }
              />
            </tr>
          ))}
        </tbody>
        {websites.length > 1 && (
          <tfoot className="border-t-2 border-gray-200 bg-gray-50/60 dark:border-gray-800 dark:bg-white/[0.02]">
            <tr>
              <th scope="row" className={`${td} text-left font-semibold text-gray-800 dark:text-white/90`}>
                Total
              </th>
              <FigureCells
                figures={totals}
                pending={<BySide deposit={count('DEPOSIT', totals.deposit.pending)} withdraw={count('WITHDRAW', totals.withdraw.pending)} />}
              />
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  );
}
