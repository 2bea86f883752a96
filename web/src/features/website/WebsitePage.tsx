import type { WebsiteRow } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { MasterDataPage, type RowDialog } from '../../components/MasterDataPage.tsx';
import { useListPage } from '../../components/use-list-page.ts';
import { authorName } from '../../lib/lookups.ts';
import { AddWebsiteDialog } from './AddWebsiteDialog.tsx';
import { useCreateWebsite, useRemoveWebsite, useWebsiteTable } from './queries.ts';
import { WEBSITE_MSG, WEBSITE_PAGE_SIZE } from './website-rules.ts';
import { DateTimeText } from '../../components/CellText.tsx';

export function WebsitePage() {
  const state = useListPage<RowDialog<WebsiteRow>>();
  const list = useWebsiteTable(state.page);
  const create = useCreateWebsite();
  const remove = useRemoveWebsite();

  const columns: Column<WebsiteRow>[] = [
    { header: 'Website Name', cell: (w) => w.website_name, className: 'font-medium' },
    { header: 'Website Code', cell: (w) => w.website_code },
    { header: 'Website Panel', cell: (w) => w.website_panel },
    { header: 'Last Edited', cell: (w) => <DateTimeText value={w.website_last_edited_at} /> },
    { header: 'Last Edited By', cell: (w) => authorName(w.website_last_edited_by_name, w.website_last_edited_by) },
    {
      header: 'Action',
      cell: (w) => (
        <Button type="button" size="sm" variant="danger" {...state.adminOnly} onClick={() => state.setDialog({ kind: 'remove', row: w })}>
          Remove
        </Button>
      ),
    },
  ];

  return (
    <MasterDataPage
      name="Website"
      addLabel="Add Website"
      state={state}
      list={list}
      pageSize={WEBSITE_PAGE_SIZE}
      columns={columns}
      rowKey={(w) => w.website_id}
      words={WEBSITE_MSG}
      AddDialog={AddWebsiteDialog}
      create={create}
      remove={{ mutation: remove, ask: (w) => WEBSITE_MSG.confirmRemove(w.website_name, w.website_code) }}
    />
  );
}
