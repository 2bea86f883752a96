import { ALL_WEBSITES, type BankAccountRow } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmChange } from '../../components/ConfirmChange.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { SelectField } from '../../components/Field.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListPage } from '../../components/use-list-page.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { WebsiteFilter } from '../../components/WebsiteSelect.tsx';
import { authorName, useWebsites, websitesFor } from '../../lib/lookups.ts';
import { ADMIN_ONLY, loadError } from '../../lib/messages.ts';
import { pageCount } from '../../lib/pagination.ts';
import { AddBankAccountDialog } from './AddBankAccountDialog.tsx';
import { BANK_MSG, BANK_PAGE_SIZE, createBankAccountBody, tableWebsite } from './bank-rules.ts';
import { useBankAccounts, useCreateBankAccount, useRemoveBankAccount, useToggleBankAccount } from './queries.ts';
import { DateTimeText, NameText } from '../../components/CellText.tsx';

type Dialog = { kind: 'add' } | { kind: 'remove' | 'status'; row: BankAccountRow };

export function DataBankPage() {
  const { me, isAdmin, params, update, page, notice, dialog, setDialog, close, openForm, createCallbacks, removeConfirm, statusConfirm, adminOnly } =
    useListPage<Dialog>();
  const websiteList = useWebsites();
  const choices = websitesFor(me, websiteList.data ?? []);
  const website = tableWebsite(me, choices, params.get('website'), !websiteList.isPending);
  const list = useBankAccounts(website, page);
  const create = useCreateBankAccount();
  const toggle = useToggleBankAccount();
  const remove = useRemoveBankAccount();
  const rows = list.data?.rows ?? [];
  const pages = pageCount(list.data?.total ?? 0, BANK_PAGE_SIZE);
  const dialogWebsite = website && website !== ALL_WEBSITES ? website : choices.length === 1 ? choices[0]!.website_code : '';

  const columns: Column<BankAccountRow>[] = [
    { header: 'Website', cell: (r) => r.akun_bank_website },
    { header: 'Jenis Transaksi', cell: (r) => r.akun_bank_jenis_transaksi },
    { header: 'Bank', cell: (r) => r.akun_bank_bank },
    { header: 'Account Name', cell: (r) => <NameText min="min-w-32">{r.akun_bank_name}</NameText>, className: 'font-medium' },
    { header: 'Account Number', cell: (r) => r.akun_bank_no, className: 'tabular-nums' },
    { header: 'Status', cell: (r) => <StatusBadge active={r.akun_bank_status} /> },
    { header: 'Last Edited', cell: (r) => <DateTimeText value={r.akun_bank_last_edited_at} /> },
    { header: 'Last Edited By', cell: (r) => <NameText>{authorName(r.akun_bank_last_edited_by_name, r.akun_bank_last_edited_by)}</NameText> },
    {
      header: 'Action',
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="secondary" {...adminOnly} onClick={() => setDialog({ kind: 'status', row: r })}>
            {r.akun_bank_status ? 'Deactivate' : 'Activate'}
          </Button>
          <Button type="button" size="sm" variant="danger" {...adminOnly} onClick={() => setDialog({ kind: 'remove', row: r })}>
            Remove
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Data Bank" />
      <Card
        title="Table Data Bank"
        actions={
          <Button type="button" onClick={() => openForm({ kind: 'add' })}>
            Add Data Bank
          </Button>
        }
      >
        <div className="max-w-xs">
          {isAdmin ? (
            <WebsiteFilter value={website ?? ''} loading={website === null} websites={choices} onChange={(w) => update({ website: w, page: null })} />
          ) : (
            <SelectField label="Website" value={website ?? ''} disabled title={ADMIN_ONLY}>
              <option value={website ?? ''}>{choices[0]?.website_name ?? website ?? '-'}</option>
            </SelectField>
          )}
        </div>
        <Notice notice={dialog?.kind === 'add' ? null : notice} />
        <DataTable
          caption="Data Bank"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.akun_bank_id}
          loading={website === null ? websiteList.isPending : list.isPending}
          error={loadError(list)}
        />
        <Pagination page={page} pages={pages} onPage={(p) => update({ page: p })} />
      </Card>

      {dialog?.kind === 'add' && (
        <AddBankAccountDialog
          canChooseWebsite={isAdmin}
          websites={choices}
          initialWebsite={isAdmin ? dialogWebsite : (me.account_website_code ?? '')}
          busy={create.isPending}
          notice={notice}
          onClose={close}
          onSubmit={(form) => create.mutate(createBankAccountBody(form, me.account_id), createCallbacks(BANK_MSG))}
        />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmChange
          message={BANK_MSG.confirmRemove(dialog.row.akun_bank_name, dialog.row.akun_bank_bank, dialog.row.akun_bank_no)}
          mutation={remove}
          variables={dialog.row}
          {...removeConfirm(BANK_MSG, rows.length)}
        />
      )}
      {dialog?.kind === 'status' && (
        <ConfirmChange
          message={BANK_MSG.confirmStatus(dialog.row.akun_bank_name, dialog.row.akun_bank_no, !dialog.row.akun_bank_status)}
          mutation={toggle}
          variables={dialog.row}
          {...statusConfirm(BANK_MSG)}
        />
      )}
    </>
  );
}
