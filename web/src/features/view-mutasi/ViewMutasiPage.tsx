import { Card } from '../../components/Card.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useWebsites, websitesFor } from '../../app/lookups.ts';
import { useMe } from '../../app/session.ts';
import { useReviewExport } from '../review/export-file.ts';
import { ReviewFilters } from '../review/ReviewFilters.tsx';
import { mutasiPathDate } from '../review/review-date.ts';
import { exportFileName, REVIEW_TEXT, type ExportFormat, type ReviewQuery } from '../review/review-rules.ts';
import { useReviewFilters } from '../review/use-review-filters.ts';
import { DEPOSIT_LINES, WITHDRAW_LINES } from './mutasi-sides.tsx';
import { MutasiTable } from './MutasiTable.tsx';
import { VIEW_MUTASI_KEY } from './queries.ts';

const VIEW_TYPES = [
  { value: 'deposit', label: 'View Mutasi Deposit' },
  { value: 'withdraw', label: 'View Mutasi Withdraw' },
] as const;

/** POST /api/export{csv|excel}viewmutasi(wd) with {date, status, group}: the website code as it is. */
function mutasiExport(query: ReviewQuery, format: ExportFormat) {
  const side = query.view === 'withdraw' ? WITHDRAW_LINES : DEPOSIT_LINES;
  const date = mutasiPathDate(query.date);
  const group = query.website;
  return {
    path: side.exportPaths[format],
    body: { date, status: query.status, group },
    fileName: exportFileName(side.filePrefix, group, query.status, date, format),
  };
}

/** View Mutasi (spec part 1, section 2): the statement lines of one website and date, read-only, with the BO ticket each backs. */
export function ViewMutasiPage() {
  const me = useMe();
  const websites = useWebsites();
  const choices = websites.isPending ? undefined : websitesFor(me, websites.data ?? []);
  const filters = useReviewFilters(choices, VIEW_MUTASI_KEY);
  const exporter = useReviewExport();
  const { query } = filters;
  const table = query && { query, searchText: filters.searchText, idText: filters.idText, onSearch: filters.setSearch, onPage: filters.setPage };
  return (
    <>
      <PageHeader title="View Mutasi" />
      <Card title="Table View Mutasi">
        <ReviewFilters
          viewOptions={VIEW_TYPES}
          draft={filters.draft}
          websites={choices}
          onChange={filters.change}
          onSearch={filters.submit}
          problem={filters.problem}
          exportReady={query !== null}
          exporting={exporter.isPending}
          onExport={(format) => query && exporter.mutate(mutasiExport(query, format))}
        />
        {table === null ? (
          <p className="text-sm text-gray-500 dark:text-gray-400">{REVIEW_TEXT.pressSearch}</p>
        ) : table.query.view === 'withdraw' ? (
          <MutasiTable {...table} key={table.query.view} side={WITHDRAW_LINES} />
        ) : (
          <MutasiTable {...table} key={table.query.view} side={DEPOSIT_LINES} />
        )}
      </Card>
    </>
  );
}
