import { Card } from '../../components/Card.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useWebsites, websitesFor } from '../../app/lookups.ts';
import { useMe } from '../../app/session.ts';
import { useReviewExport } from '../review/export-file.ts';
import { ReviewFilters } from '../review/ReviewFilters.tsx';
import { boPathDate } from '../review/review-date.ts';
import { exportFileName, REVIEW_TEXT, type ExportFormat, type ReviewQuery } from '../review/review-rules.ts';
import { useReviewFilters } from '../review/use-review-filters.ts';
import { depositColumns, withdrawColumns } from './bo-columns.tsx';
import { DEPOSIT, WITHDRAW } from './bo-sides.ts';
import { BoTable } from './BoTable.tsx';
import { VIEW_BO_KEY } from './queries.ts';

const VIEW_TYPES = [
  { value: 'deposit', label: 'View BO Deposit' },
  { value: 'withdraw', label: 'View BO Withdraw' },
] as const;

/** POST /api/export{csv|excel}viewbo(wd) with {date, status, group}: the website code in lower case. */
function boExport(query: ReviewQuery, format: ExportFormat) {
  const side = query.view === 'withdraw' ? WITHDRAW : DEPOSIT;
  const date = boPathDate(query.date);
  const group = query.website.toLowerCase();
  return { path: side.exportPaths[format], body: { date, status: query.status, group }, fileName: exportFileName('viewbo', group, query.status, date, format) };
}

/** View BO (spec part 1, section 2): review the BO rows of one website and statement date; approve or delete Pending ones. */
export function ViewBoPage() {
  const me = useMe();
  const websites = useWebsites();
  const choices = websites.isPending ? undefined : websitesFor(me, websites.data ?? []);
  const filters = useReviewFilters(choices, VIEW_BO_KEY);
  const exporter = useReviewExport();
  const { query } = filters;
  const table = query && {
    query,
    searchText: filters.searchText,
    idText: filters.idText,
    onSearch: filters.setSearch,
    onPage: filters.setPage,
  };
  return (
    <>
      <PageHeader title="View BO" />
      <Card title="Table View BO">
        <ReviewFilters
          viewOptions={VIEW_TYPES}
          draft={filters.draft}
          websites={choices}
          onChange={filters.change}
          onSearch={filters.submit}
          problem={filters.problem}
          exportReady={query !== null}
          exporting={exporter.isPending}
          onExport={(format) => query && exporter.mutate(boExport(query, format))}
        />
        {table === null ? (
          <p className="text-sm text-gray-500 dark:text-gray-400">{REVIEW_TEXT.pressSearch}</p>
        ) : table.query.view === 'withdraw' ? (
          <BoTable {...table} key={table.query.view} side={WITHDRAW} columns={withdrawColumns} />
        ) : (
          <BoTable {...table} key={table.query.view} side={DEPOSIT} columns={depositColumns} />
        )}
      </Card>
    </>
  );
}
