import { ALL_WEBSITES, type TrackingRow } from '@auto-checker/contract';
import { Card } from '../../components/Card.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { UrlSearchBox } from '../../components/UrlSearchBox.tsx';
import { WebsiteFilter } from '../../components/WebsiteSelect.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { useWebsites, websitesFor } from '../../lib/lookups.ts';
import { useMe } from '../../lib/session.ts';
import { loadError } from '../../lib/messages.ts';
import { intParam, pageCount } from '../../lib/pagination.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { useTracking } from './queries.ts';
import { SEARCH_DEBOUNCE_MS, TRACKING_DEFAULT_SIZE, TRACKING_PAGE_SIZES, trackingWebsite } from './tracking-rules.ts';
import { DateTimeText } from '../../components/CellText.tsx';

const columns: Column<TrackingRow>[] = [
  { header: 'ID', cell: (t) => t.tracking_id, className: 'tabular-nums' },
  { header: 'Website', cell: (t) => t.tracking_website ?? '-' },
  { header: 'Username', cell: (t) => t.tracking_username, className: 'font-medium' },
  { header: 'Role', cell: (t) => t.tracking_role },
  { header: 'Activity', cell: (t) => t.tracking_activity, wrap: true },
  { header: 'Created At', cell: (t) => <DateTimeText value={t.tracking_crated_at} /> },
];

export function TrackingPage() {
  const me = useMe();
  const isAdmin = me.account_role === 'ADMIN';
  const [params, update] = useUrlState();
  const website = trackingWebsite(me, params.get('website'));
  const search = params.get('q') ?? '';
  const size = intParam(params.get('size'), TRACKING_DEFAULT_SIZE, TRACKING_PAGE_SIZES);
  const page = intParam(params.get('page'), 1);

  const websites = useWebsites();
  const choices = websitesFor(me, websites.data ?? []);
  const list = useTracking(website === null ? null : { website, search, size, page });
  const rows = list.data?.rows ?? [];
  const pages = pageCount(list.data?.total ?? 0, size);

  return (
    <>
      <PageHeader title="Tracking" />
      <Card title="Table Tracking">
        <div className="flex flex-wrap items-end justify-between gap-4">
          {isAdmin ? (
            <div className="w-full max-w-xs">
              <WebsiteFilter value={website ?? ALL_WEBSITES} websites={choices} onChange={(w) => update({ website: w, page: null })} />
            </div>
          ) : (
            <p className="text-sm text-gray-600 dark:text-gray-300">
              Website: <span className="font-semibold text-gray-800 dark:text-white/90">{website ?? '-'}</span>
            </p>
          )}
          <UrlSearchBox search={search} delayMs={SEARCH_DEBOUNCE_MS} update={update} label="Cari username/member" placeholder="Cari username/member…" />
        </div>
        <DataTable
          caption="Tracking"
          columns={columns}
          rows={rows}
          rowKey={(t) => t.tracking_id}
          loading={website !== null && list.isPending}
          error={loadError(list)}
        />
        <Pagination
          page={page}
          pages={pages}
          numbering="compact"
          onPage={(p) => update({ page: p })}
          pageSize={size}
          pageSizes={TRACKING_PAGE_SIZES}
          sizeSuffix="entries per page"
          onPageSize={(s) => update({ size: s, page: null })}
        />
      </Card>
    </>
  );
}
