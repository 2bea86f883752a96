import { useState } from 'react';
import { ALL_WEBSITES, type TrackingRow } from '@auto-checker/contract';
import { Card } from '../../components/Card.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { SelectField } from '../../components/Field.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { useWebsites, websitesFor } from '../../lib/lookups.ts';
import { useMe } from '../../lib/session.ts';
import { formatJakartaDateTime } from '../../lib/jakarta-time.ts';
import { loadError } from '../../lib/messages.ts';
import { intParam, pageCount } from '../../lib/pagination.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { useOnSettled } from '../../lib/use-debounced-value.ts';
import { useTracking } from './queries.ts';
import { SEARCH_DEBOUNCE_MS, TRACKING_DEFAULT_SIZE, TRACKING_PAGE_SIZES, trackingWebsite } from './tracking-rules.ts';

const columns: Column<TrackingRow>[] = [
  { header: 'ID', cell: (t) => t.tracking_id, className: 'tabular-nums' },
  { header: 'Website', cell: (t) => t.tracking_website ?? '-' },
  { header: 'Username', cell: (t) => t.tracking_username, className: 'font-medium' },
  { header: 'Role', cell: (t) => t.tracking_role },
  { header: 'Activity', cell: (t) => t.tracking_activity, wrap: true },
  { header: 'Created At', cell: (t) => formatJakartaDateTime(t.tracking_crated_at) },
];

export function TrackingPage() {
  const me = useMe();
  const isAdmin = me.account_role === 'ADMIN';
  const [params, update] = useUrlState();
  const website = trackingWebsite(me, params.get('website'));
  const search = params.get('q') ?? '';
  const size = intParam(params.get('size'), TRACKING_DEFAULT_SIZE, TRACKING_PAGE_SIZES);
  const page = intParam(params.get('page'), 1);

  // The box shows what is typed at once; the URL (and the request) follow after a pause.
  const [text, setText] = useState(search);
  useOnSettled(text.trim(), SEARCH_DEBOUNCE_MS, (settled) => {
    if (settled !== search) update({ q: settled, page: null });
  });

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
              <SelectField label="Website" value={website ?? ALL_WEBSITES} onChange={(e) => update({ website: e.target.value, page: null })}>
                <option value={ALL_WEBSITES}>All</option>
                {choices.map((w) => (
                  <option key={w.website_id} value={w.website_code}>
                    {w.website_name}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : (
            <p className="text-sm text-gray-600 dark:text-gray-300">
              Website: <span className="font-semibold text-gray-800 dark:text-white/90">{website ?? '-'}</span>
            </p>
          )}
          <input
            type="search"
            aria-label="Cari username/member"
            placeholder="Cari username/member…"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="h-11 w-full max-w-xs rounded-lg border border-gray-300 bg-transparent px-4 text-sm text-gray-800 placeholder:text-gray-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none dark:border-gray-700 dark:bg-gray-900 dark:text-white/90"
          />
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
