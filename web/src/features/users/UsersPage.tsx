import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, CreateAccountBody } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Notice, useNotice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { callApi, errorMessage } from '../../lib/api.ts';
import { intParam, pageAfterDelete, pageCount } from '../../lib/pagination.ts';
import { authorName, useWebsites } from '../../lib/lookups.ts';
import { useMe } from '../../lib/session.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { USER_MSG } from './messages.ts';
import { withReason } from '../../lib/messages.ts';
import { NewUserDialog } from './NewUserDialog.tsx';
import { ACCOUNTS_KEY, useAccounts } from './queries.ts';
import { DateTimeText, NameText } from '../../components/CellText.tsx';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;

type Dialog = { kind: 'new' } | { kind: 'status' | 'password' | 'delete'; account: Account } | null;

export function UsersPage() {
  const me = useMe();
  const isAdmin = me.account_role === 'ADMIN';
  const [params, setParams] = useSearchParams();
  const pageSize = intParam(params.get('size'), 10, PAGE_SIZES);
  const page = intParam(params.get('page'), 1);
  const setView = (next: { page?: number; size?: number }) =>
    setParams({ page: String(next.page ?? page), size: String(next.size ?? pageSize) }, { replace: true });

  const accounts = useAccounts(pageSize, page);
  const websites = useWebsites();
  const client = useQueryClient();
  const { notice, show } = useNotice(4000);
  const [dialog, setDialog] = useState<Dialog>(null);

  const rows = accounts.data?.rows ?? [];
  const pages = pageCount(accounts.data?.total ?? 0, pageSize);
  const websiteOf = (a: Account) => a.account_website_code ?? (a.account_website === null ? '-' : String(a.account_website));

  const done = (kind: 'success' | 'error', text: string) => {
    show(kind, text);
    setDialog(null);
    void client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  };

  const create = useMutation({
    mutationFn: (body: CreateAccountBody) => callApi('POST /api/addadminacc', { body: { ...body, account_created_by: me.account_id } }),
    onSuccess: () => done('success', USER_MSG.created),
    // A refusal (a taken username) is shown inside the dialog, next to the form to fix.
  });
  const setStatus = useMutation({
    mutationFn: (a: Account) => callApi('PUT /api/updatestatusadminacc/:id', { params: { id: a.account_id }, body: { account_status: !a.account_status } }),
    onSuccess: (res) => done('success', res.message),
    onError: (err) => done('error', withReason(USER_MSG.statusFailed, errorMessage(err))),
  });
  const remove = useMutation({
    mutationFn: (a: Account) => callApi('DELETE /api/deleteadminacc/:id', { params: { id: a.account_id } }),
    onSuccess: (res) => {
      setView({ page: pageAfterDelete(page, rows.length) });
      done('success', res.message);
    },
    onError: (err, a) => done('error', withReason(USER_MSG.deleteFailed(a.account_name), errorMessage(err))),
  });
  const changePassword = useMutation({
    mutationFn: ({ account, password }: { account: Account; password: string }) =>
      callApi('PUT /api/updatepassadminacc/:id', { params: { id: account.account_id }, body: { account_password: password } }),
    onSuccess: (res) => done('success', res.message),
    onError: (err) => done('error', withReason(USER_MSG.passwordFailed, errorMessage(err))),
  });

  // The table fits 1366 px beside the open sidebar: names, the time, the headers and the row's
  // buttons wrap, so Change Password and Delete are never pushed past the card's right edge.
  const th = 'px-3 py-3 text-left align-bottom text-xs font-medium text-gray-500 uppercase dark:text-gray-400';
  const td = 'px-3 py-3 text-sm whitespace-nowrap text-gray-700 dark:text-gray-300';
  /** An account name of up to 100 characters, broken anywhere (they have no spaces) when the column is narrow. */
  return (
    <>
      <PageHeader title="User" />
      <section className="rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/[0.03]">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 px-5 py-4 dark:border-gray-800">
          <div>
            <h2 className="text-lg font-semibold">List User</h2>
            <p className="text-sm text-gray-500 dark:text-gray-400">Admin Users</p>
          </div>
          {isAdmin && (
            <Button
              type="button"
              onClick={() => {
                create.reset();
                setDialog({ kind: 'new' });
              }}
            >
              New User
            </Button>
          )}
        </div>
        <div className="space-y-4 p-5">
          <Notice notice={notice} />
          <ScrollRegion label="Admin Users">
            <table className="min-w-full divide-y divide-gray-200 dark:divide-gray-800">
              <caption className="sr-only">Admin Users</caption>
              <thead className="sticky top-0 bg-gray-50 dark:bg-gray-900">
                <tr>
                  <th className={th}>Username</th>
                  <th className={th}>Role</th>
                  <th className={th}>Website</th>
                  <th className={th}>Status</th>
                  <th className={th}>Created By</th>
                  <th className={th}>Last Edited At</th>
                  <th className={th}>Last Edited By</th>
                  <th className={th}>Action</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
                {accounts.isPending && (
                  <tr>
                    <td colSpan={8} className={`${td} text-center`}>
                      Loading...
                    </td>
                  </tr>
                )}
                {!accounts.isPending && rows.length === 0 && (
                  <tr>
                    <td colSpan={8} className={`${td} text-center`}>
                      {accounts.isError ? 'Gagal memuat data.' : 'No data'}
                    </td>
                  </tr>
                )}
                {rows.map((a) => {
                  const own = a.account_id === me.account_id;
                  return (
                    <tr key={a.account_id}>
                      <td className={`${td} font-medium`}>
                        <NameText min="min-w-24">{a.account_name}</NameText>
                      </td>
                      <td className={td}>{a.account_role}</td>
                      <td className={td}>{websiteOf(a)}</td>
                      <td className={td}>
                        <span
                          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
                            a.account_status
                              ? 'bg-green-50 text-green-700 dark:bg-green-500/15 dark:text-green-400'
                              : 'bg-red-50 text-red-700 dark:bg-red-500/15 dark:text-red-400'
                          }`}
                        >
                          {a.account_status ? 'Active' : 'Inactive'}
                        </span>
                      </td>
                      <td className={td}>
                        <NameText>{authorName(a.account_created_by_name, a.account_created_by)}</NameText>
                      </td>
                      <td className={td}>
                        <DateTimeText value={a.account_last_edited_at} />
                      </td>
                      <td className={td}>
                        <NameText>{authorName(a.account_last_edited_by_name, a.account_last_edited_by)}</NameText>
                      </td>
                      <td className={td}>
                        {/* At least Change Password and Delete side by side; Deactivate goes above them when the column is narrow. */}
                        <div className="flex min-w-[12.5rem] flex-wrap gap-1.5">
                          {isAdmin && (
                            <Button type="button" size="sm" variant="secondary" disabled={own} onClick={() => setDialog({ kind: 'status', account: a })}>
                              {a.account_status ? 'Deactivate' : 'Activate'}
                            </Button>
                          )}
                          {(isAdmin || own) && (
                            <Button type="button" size="sm" variant="secondary" onClick={() => setDialog({ kind: 'password', account: a })}>
                              Change Password
                            </Button>
                          )}
                          {isAdmin && (
                            <Button type="button" size="sm" variant="danger" disabled={own} onClick={() => setDialog({ kind: 'delete', account: a })}>
                              Delete
                            </Button>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          <Pagination
            page={page}
            pages={pages}
            onPage={(p) => setView({ page: p })}
            pageSize={pageSize}
            pageSizes={PAGE_SIZES}
            onPageSize={(size) => setView({ page: 1, size })}
          />
        </div>
      </section>

      {dialog?.kind === 'new' && (
        <NewUserDialog
          websites={websites.data ?? []}
          busy={create.isPending}
          problem={create.error ? withReason(USER_MSG.createFailed, errorMessage(create.error)) : null}
          onSubmit={(body) => create.mutate(body)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'status' && (
        <ConfirmDialog
          title="Change Status"
          message={USER_MSG.confirmStatus(dialog.account.account_name, !dialog.account.account_status)}
          confirmLabel="Yes, Confirm"
          busy={setStatus.isPending}
          onConfirm={() => setStatus.mutate(dialog.account)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete Account"
          message={USER_MSG.confirmDelete(dialog.account.account_name, dialog.account.account_id)}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onConfirm={() => remove.mutate(dialog.account)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'password' && (
        <ChangePasswordDialog
          accountName={dialog.account.account_name}
          busy={changePassword.isPending}
          onSubmit={(password) => changePassword.mutate({ account: dialog.account, password })}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
