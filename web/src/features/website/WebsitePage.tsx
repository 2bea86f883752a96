import type { WebsiteRow } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmChange } from '../../components/ConfirmChange.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListPage } from '../../components/use-list-page.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { authorName } from '../../lib/lookups.ts';
import { loadError } from '../../lib/messages.ts';
import { pageCount } from '../../lib/pagination.ts';
import { AddWebsiteDialog } from './AddWebsiteDialog.tsx';
import { useCreateWebsite, useRemoveWebsite, useWebsiteTable } from './queries.ts';
import { WEBSITE_MSG, WEBSITE_PAGE_SIZE } from './website-rules.ts';
import { DateTimeText } from '../../components/CellText.tsx';

type Dialog = { kind: 'add' } | { kind: 'remove'; website: WebsiteRow };

export function WebsitePage() {
  const { update, page, notice, dialog, setDialog, close, openForm, createCallbacks, removeConfirm, adminOnly } = useListPage<Dialog>();
  const list = useWebsiteTable(page);
  const create = useCreateWebsite();
  const remove = useRemoveWebsite();

  const rows = list.data?.rows ?? [];
  const pages = pageCount(list.data?.total ?? 0, WEBSITE_PAGE_SIZE);

  const columns: Column<WebsiteRow>[] = [
    { header: 'Website Name', cell: (w) => w.website_name, className: 'font-medium' },
    { header: 'Website Code', cell: (w) => w.website_code },
    { header: 'Website Panel', cell: (w) => w.website_panel },
    { header: 'Last Edited', cell: (w) => <DateTimeText value={w.website_last_edited_at} /> },
    { header: 'Last Edited By', cell: (w) => authorName(w.website_last_edited_by_name, w.website_last_edited_by) },
    {
      header: 'Action',
      cell: (w) => (
        <Button type="button" size="sm" variant="danger" {...adminOnly} onClick={() => setDialog({ kind: 'remove', website: w })}>
          Remove
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Website" />
      <Card
        title="Table Website"
        actions={
          <Button type="button" {...adminOnly} onClick={() => openForm({ kind: 'add' })}>
            Add Website
          </Button>
        }
      >
        <Notice notice={dialog?.kind === 'add' ? null : notice} />
        <DataTable caption="Website" columns={columns} rows={rows} rowKey={(w) => w.website_id} loading={list.isPending} error={loadError(list)} />
        <Pagination page={page} pages={pages} onPage={(p) => update({ page: p })} />
      </Card>

      {dialog?.kind === 'add' && (
        <AddWebsiteDialog busy={create.isPending} notice={notice} onClose={close} onSubmit={(body) => create.mutate(body, createCallbacks(WEBSITE_MSG))} />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmChange
          message={WEBSITE_MSG.confirmRemove(dialog.website.website_name, dialog.website.website_code)}
          mutation={remove}
          variables={dialog.website}
          {...removeConfirm(WEBSITE_MSG, rows.length)}
        />
      )}
    </>
  );
}
