import { DATA_PLAYER_DEFAULT_PAGE_SIZE, DATA_PLAYER_PAGE_SIZES, type DataPlayerRow } from '@auto-checker/contract';
import { Card } from '../../components/Card.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { loadError } from '../../lib/messages.ts';
import { intParam } from '../../lib/pagination.ts';
import type { UrlPatch } from '../../lib/url-state.ts';
import { formatAmount } from '../../lib/format.ts';
import { USERNAME_DEBOUNCE_MS, bankLabel, emptyText, rowNumber, type ReportQuery } from './player-rules.ts';
import { useDataPlayer } from './queries.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { UrlSearchBox } from '../../components/UrlSearchBox.tsx';
import { EmptyState } from './EmptyState.tsx';
import { DateTimeText } from '../../components/CellText.tsx';

interface PlayerTableProps {
  query: ReportQuery;
  params: URLSearchParams;
  update: (patch: UrlPatch) => void;
}

/** "Data Player Table": the transactions of the range, a username search, page size and paging, all in the URL. */
export function PlayerTable({ query, params, update }: PlayerTableProps) {
  const username = params.get('q') ?? '';
  const size = intParam(params.get('size'), DATA_PLAYER_DEFAULT_PAGE_SIZE, DATA_PLAYER_PAGE_SIZES);
  const page = intParam(params.get('page'), 1);

  const list = useDataPlayer({ ...query, username, size, page });
  const rows = list.data?.details ?? [];
  const columns: Column<DataPlayerRow>[] = [
    { header: 'No', cell: (_r, i) => rowNumber(page, size, i), numeric: true },
    { header: 'Transaction Date', cell: (r) => <DateTimeText value={r.date} /> },
    { header: 'Operator', cell: (r) => r.handler || '-' },
    { header: 'Username', cell: (r) => <span className="font-medium">{r.username}</span> },
    { header: 'Website', cell: (r) => r.website },
    { header: 'Bank', cell: (r) => bankLabel(r.player_bank_name, r.player_bank_no) },
    { header: 'Deposit', cell: (r) => formatAmount(r.deposit), numeric: true },
    { header: 'Withdraw', cell: (r) => formatAmount(r.withdraw), numeric: true },
  ];
  const error = loadError(list);

  return (
    <Card title="Data Player Table">
      <UrlSearchBox search={username} delayMs={USERNAME_DEBOUNCE_MS} update={update} label="Search Username" placeholder="Search Username" />
      <DataTable
        caption="Data Player"
        columns={columns}
        rows={rows}
        rowKey={(r, i) => `${(page - 1) * size + i}-${r.kind}-${r.ticket_no}`}
        loading={list.isPending}
        error={error}
        empty={<EmptyState {...emptyText(username)} />}
      />
      <Pagination
        plain
        page={page}
        pages={list.data?.last_page ?? 1}
        onPage={(p) => update({ page: p > 1 ? p : null })}
        pageSize={size}
        pageSizes={DATA_PLAYER_PAGE_SIZES}
        onPageSize={(s) => update({ size: s, page: null })}
      />
    </Card>
  );
}
