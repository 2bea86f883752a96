import type { WhitelistEntry } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmChange } from '../../components/ConfirmChange.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListPage } from '../../components/use-list-page.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { authorName } from '../../lib/lookups.ts';
import { loadError } from '../../lib/messages.ts';
import { pageCount } from '../../lib/pagination.ts';
import { AddWhitelistDialog } from './AddWhitelistDialog.tsx';
import { useCreateWhitelist, useRemoveWhitelist, useToggleWhitelist, useWhitelist } from './queries.ts';
import { WHITELIST_MSG, WHITELIST_PAGE_SIZE } from './whitelist-rules.ts';
import { DateTimeText } from '../../components/CellText.tsx';

type Dialog = { kind: 'add' } | { kind: 'remove' | 'status'; entry: WhitelistEntry };

export function WhitelistPage() {
  const { update, page, notice, dialog, setDialog, close, openForm, createCallbacks, removeConfirm, statusConfirm, adminOnly } = useListPage<Dialog>();
  const list = useWhitelist(page);
  const create = useCreateWhitelist();
  const remove = useRemoveWhitelist();
  const toggle = useToggleWhitelist();

  const rows = list.data?.rows ?? [];
  const pages = pageCount(list.data?.total ?? 0, WHITELIST_PAGE_SIZE);

  const columns: Column<WhitelistEntry>[] = [
    { header: 'IP Address', cell: (e) => e.Whitelist_ip, className: 'font-medium tabular-nums' },
    { header: 'Status', cell: (e) => <StatusBadge active={e.Whitelist_status} /> },
    { header: 'Last Edited', cell: (e) => <DateTimeText value={e.Whitelist_last_edited_at} /> },
    { header: 'Last Edited By', cell: (e) => authorName(e.Whitelist_last_edited_by_name, e.Whitelist_last_edited_by) },
    {
      header: 'Action',
      cell: (e) => (
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="danger" {...adminOnly} onClick={() => setDialog({ kind: 'remove', entry: e })}>
            Remove
          </Button>
          <Button type="button" size="sm" variant="secondary" {...adminOnly} onClick={() => setDialog({ kind: 'status', entry: e })}>
            Change Status
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Whitelist" />
      <Card
        title="Table Whitelist"
        actions={
          <Button type="button" {...adminOnly} onClick={() => openForm({ kind: 'add' })}>
            Add WL
          </Button>
        }
      >
        <Notice notice={dialog?.kind === 'add' ? null : notice} />
        <DataTable caption="Whitelist" columns={columns} rows={rows} rowKey={(e) => e.Whitelist_id} loading={list.isPending} error={loadError(list)} />
        <Pagination page={page} pages={pages} numbering="all" onPage={(p) => update({ page: p })} />
      </Card>

      {dialog?.kind === 'add' && (
        <AddWhitelistDialog busy={create.isPending} notice={notice} onClose={close} onSubmit={(ip) => create.mutate(ip, createCallbacks(WHITELIST_MSG))} />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmChange
          message={WHITELIST_MSG.confirmRemove(dialog.entry.Whitelist_ip)}
          mutation={remove}
          variables={dialog.entry}
          {...removeConfirm(WHITELIST_MSG, rows.length)}
        />
      )}
      {dialog?.kind === 'status' && (
        <ConfirmChange
          message={WHITELIST_MSG.confirmStatus(dialog.entry.Whitelist_ip, !dialog.entry.Whitelist_status)}
          mutation={toggle}
          variables={dialog.entry}
          {...statusConfirm(WHITELIST_MSG)}
        />
      )}
    </>
  );
}
