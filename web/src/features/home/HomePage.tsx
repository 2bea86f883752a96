import type { DashboardResponse } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { TextField } from '../../components/Field.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMe } from '../../lib/session.ts';
import { loadError } from '../../lib/messages.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { isCalendarDate } from '../../lib/jakarta-time.ts';
import { dashboardDate, formatLongDay } from './dashboard-rules.ts';
import { useDashboard } from './queries.ts';
import { SideTile, TotalTile, UnmatchedTile } from './SummaryTiles.tsx';
import { TrendCard } from './TrendCard.tsx';
import { WebsiteTable } from './WebsiteTable.tsx';

type Full = Extract<DashboardResponse, { scope: 'full' }>;
type Totals = Extract<DashboardResponse, { scope: 'totals' }>;

/** ADMIN and CHECKER: the tiles, one row per website, the trend. */
function FullDashboard({ data }: { data: Full }) {
  if (data.websites.length === 0) {
    return (
      <p
        role="status"
        className="rounded-2xl border border-gray-200 bg-white p-6 text-sm text-gray-500 dark:border-gray-800 dark:bg-white/[0.03] dark:text-gray-400"
      >
        Belum ada website yang bisa ditampilkan untuk akun ini.
      </p>
    );
  }
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <SideTile title="BO Deposit" accent="green" side={data.totals.deposit} />
        <SideTile title="BO Withdraw" accent="red" side={data.totals.withdraw} />
        <UnmatchedTile credit={data.totals.unmatched_credit} debit={data.totals.unmatched_debit} />
      </div>
      <Card title="Per Website" subtitle="Angka Pending membuka View BO dengan filter website, tanggal dan status Pending.">
        <WebsiteTable websites={data.websites} totals={data.totals} date={data.date} />
      </Card>
      <TrendCard trend={data.trend} />
    </>
  );
}

/** CS: its website's deposit and withdraw totals only. */
function TotalsDashboard({ data }: { data: Totals }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TotalTile title="BO Deposit" accent="green" total={data.deposit} />
      <TotalTile title="BO Withdraw" accent="red" total={data.withdraw} />
    </div>
  );
}

/**
 * The home page: for the chosen statement date (in the URL; default today in Jakarta) what View BO and
 * View Mutasi hold for the websites this person may see. The server decides the scope.
 */
export function HomePage() {
  const me = useMe();
  const [params, update] = useUrlState();
  const date = dashboardDate(params.get('date'), new Date());
  const dashboard = useDashboard(date);
  const data = dashboard.data;
  const error = loadError(dashboard);
  const website = me.account_role === 'ADMIN' ? 'semua website' : `website ${me.account_website_code ?? '-'}`;

  return (
    <>
      <PageHeader title="Dashboard" />
      <div className="space-y-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 className="text-lg font-semibold text-gray-800 dark:text-white/90">Ringkasan {formatLongDay(date)}</h2>
            <p className="text-sm text-gray-500 dark:text-gray-400">Data BO dan mutasi {website} untuk tanggal mutasi ini.</p>
          </div>
          <div className="w-full sm:w-56">
            <TextField
              label="Tanggal"
              type="date"
              value={date}
              required
              onChange={(e) => {
                if (isCalendarDate(e.target.value)) update({ date: e.target.value });
              }}
            />
          </div>
        </div>
        {error ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          >
            <span>{error}</span>
            <Button type="button" size="sm" variant="secondary" onClick={() => void dashboard.refetch()}>
              Coba lagi
            </Button>
          </div>
        ) : !data ? (
          <p role="status" className="text-sm text-gray-500 dark:text-gray-400">
            Loading...
          </p>
        ) : (
          <div aria-busy={dashboard.isPlaceholderData} className={`space-y-6 transition-opacity ${dashboard.isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.scope === 'full' ? <FullDashboard data={data} /> : <TotalsDashboard data={data} />}
          </div>
        )}
      </div>
    </>
  );
}
