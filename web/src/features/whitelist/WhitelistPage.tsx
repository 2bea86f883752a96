import type { WhitelistEntry } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { MasterDataPage, type RowDialog } from '../../components/MasterDataPage.tsx';
import { useListPage } from '../../components/use-list-page.ts';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { authorName } from '../../lib/lookups.ts';
import { AddWhitelistDialog } from './AddWhitelistDialog.tsx';
import { useCreateWhitelist, useRemoveWhitelist, useToggleWhitelist, useWhitelist } from './queries.ts';
import { WHITELIST_MSG, WHITELIST_PAGE_SIZE } from './whitelist-rules.ts';
import { DateTimeText } from '../../components/CellText.tsx';

export function WhitelistPage() {
  const state = useListPage<RowDialog<WhitelistEntry>>();
  const list = useWhitelist(state.page);
  const create = useCreateWhitelist();
  const remove = useRemoveWhitelist();
  const toggle = useToggleWhitelist();

  const columns: Column<WhitelistEntry>[] = [
    { header: 'IP Address', cell: (e) => e.Whitelist_ip, className: 'font-medium tabular-nums' },
    { header: 'Status', cell: (e) => <StatusBadge active={e.Whitelist_status} /> },
    { header: 'Last Edited', cell: (e) => <DateTimeText value={e.Whitelist_last_edited_at} /> },
    { header: 'Last Edited By', cell: (e) => authorName(e.Whitelist_last_edited_by_name, e.Whitelist_last_edited_by) },
    {
      header: 'Action',
      cell: (e) => (
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="danger" {...state.adminOnly} onClick={() => state.setDialog({ kind: 'remove', row: e })}>
            Remove
          </Button>
          <Button type="button" size="sm" variant="secondary" {...state.adminOnly} onClick={() => state.setDialog({ kind: 'status', row: e })}>
            Change Status
          </Button>
        </div>
      ),
    },
  ];

  return (
    <MasterDataPage
      name="Whitelist"
      addLabel="Add WL"
      state={state}
      list={list}
      pageSize={WHITELIST_PAGE_SIZE}
      numbering="all"
      columns={columns}
      rowKey={(e) => e.Whitelist_id}
      words={WHITELIST_MSG}
      AddDialog={AddWhitelistDialog}
      create={create}
      remove={{ mutation: remove, ask: (e) => WHITELIST_MSG.confirmRemove(e.Whitelist_ip) }}
      status={{ mutation: toggle, ask: (e) => WHITELIST_MSG.confirmStatus(e.Whitelist_ip, !e.Whitelist_status), words: WHITELIST_MSG }}
    />
  );
}
