import type { GameSiteDay, WebsiteListItem } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { loadError } from '../../lib/messages.ts';
import { intParam } from '../../lib/pagination.ts';
import type { UrlPatch } from '../../lib/url-state.ts';
import { formatAmount, formatMoment } from '../../lib/format.ts';
import { GAME_SITE_PAGE_SIZE, PLAYER_TEXT, emptyText, siteLabel, type ReportQuery } from './player-rules.ts';
import { useGameSiteExport, useTotalDataPlayer } from './queries.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { EmptyState } from './EmptyState.tsx';

interface GameSiteReportProps {
  query: ReportQuery;
  websites: readonly WebsiteListItem[];
  params: URLSearchParams;
  update: (patch: UrlPatch) => void;
}

const columns: Column<GameSiteDay>[] = [
  { header: 'Date', cell: (d) => formatMoment(d.date) },
  { header: 'Total Depo', cell: (d) => formatAmount(d.total_deposit), numeric: true },
  { header: 'Total WD', cell: (d) => formatAmount(d.total_withdraw), numeric: true },
  { header: 'Total Transaksi', cell: (d) => formatAmount(d.total_transactions), numeric: true },
  { header: 'Balance', cell: (d) => formatAmount(d.balance), numeric: true },
];

/** "Report {site}": the days of the range with their totals, a Total Sum row, and the report's exports. */
export function GameSiteReport({ query, websites, params, update }: GameSiteReportProps) {
  const page = intParam(params.get('page'), 1);
  const report = useTotalDataPlayer(query, GAME_SITE_PAGE_SIZE, page);
  const exporter = useGameSiteExport();
  const data = report.data;
  const days = data?.details ?? [];
  const error = loadError(report);
  const footer = data
    ? [
        PLAYER_TEXT.totalSum,
        formatAmount(data.grand_total_deposit),
        formatAmount(data.grand_total_withdraw),
        formatAmount(data.grand_total_transactions),
        formatAmount(data.total_balance),
      ]
    : null;
  const exportDisabled = !report.isSuccess || exporter.isPending;
  const exportButton = (format: 'csv' | 'excel', label: string) => (
    <Button type="button" variant="secondary" disabled={exportDisabled} onClick={() => exporter.mutate({ query, format })}>
      {label}
    </Button>
  );

  return (
    <Card
      title={`Report ${siteLabel(query.website, websites)}`}
      subtitle={`${formatMoment(query.start)} to ${formatMoment(query.end)}`}
      actions={
        <>
          {exportButton('csv', 'Export CSV')}
          {exportButton('excel', 'Export Excel')}
        </>
      }
    >
      <DataTable
        caption="Game Site Report"
        columns={columns}
        rows={days}
        rowKey={(d) => d.date}
        loading={report.isPending}
        error={error}
        empty={<EmptyState {...emptyText('')} />}
        footer={footer}
      />
      {data && data.last_page > 1 && <Pagination plain page={page} pages={data.last_page} onPage={(p) => update({ page: p > 1 ? p : null })} />}
    </Card>
  );
}
