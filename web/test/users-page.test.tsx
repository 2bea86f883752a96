import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@auto-checker/contract';
import { ABC, identity, renderApp, signedInServer } from './fake-server.tsx';
import { cellsOf } from './texts.ts';

const account = (id: number, over: Partial<Account> = {}): Account => ({
  account_id: id,
  account_name: `user${id}`,
  account_status: true,
  account_role: 'CHECKER',
  account_website: 1,
  account_website_code: 'ABC',
  account_created_by: 1,
  account_created_by_name: 'admin',
  account_last_edited_at: '2026-11-22T03:00:00.000Z',
  account_last_edited_by: 99,
  account_last_edited_by_name: null,
  ...over,
});

const admin = account(1, {
  account_name: 'admin',
  account_role: 'ADMIN',
  account_website: null,
  account_website_code: null,
  account_created_by: null,
  account_created_by_name: null,
});
const websites = [ABC];

function serve(rows: Account[], me = identity(), extra = {}) {
  return signedInServer(me, { 'GET /api/alladminacc/10/1': () => ({ body: rows, headers: { 'x-total-count': String(rows.length) } }), ...extra }, websites);
}

describe('Users page', () => {
  it('lists accounts with every column, Jakarta time and names for ids', async () => {
    serve([admin, account(2)]);
    renderApp('/user');
    const row = (await screen.findByRole('cell', { name: 'user2' })).closest('tr')!;
    const cells = cellsOf(row);
    // created by id 1 -> 'admin'; last edited by 99 is unknown -> the raw id; 03:00 UTC is 10:00 WIB
    expect(cells.slice(0, 7)).toEqual(['user2', 'CHECKER', 'ABC', 'Active', 'admin', '22 November 2026 pukul 10.00.00', '#99']);
  });

  it('keeps New User disabled until the rules hold, and requires a website for CHECKER', async () => {
    const user = userEvent.setup();
    const calls = serve([admin], identity(), {
      'POST /api/addadminacc': () => ({ status: 201, body: { success: true, message: 'User berhasil dibuat.', id: 5 } }),
    });
    renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'New User' }));
    const dialog = screen.getByRole('dialog', { name: 'New User' });
    const submit = within(dialog).getByRole('button', { name: 'Create User' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Username/), 'budi');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret-1');
    await user.selectOptions(within(dialog).getByLabelText(/Role/), 'CHECKER');
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Website').parentElement!.textContent).toContain('*');
    await user.selectOptions(within(dialog).getByLabelText(/Website/), '1');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('User berhasil dibuat.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      account_name: 'budi',
      account_password: 'secret-1',
      account_status: true,
      account_role: 'CHECKER',
      account_website: 1,
      account_created_by: 1,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a refused New User (a taken name) inside the dialog, the form kept to fix; a new dialog starts clean', async () => {
    const user = userEvent.setup();
    serve([admin], identity(), { 'POST /api/addadminacc': () => ({ status: 409, body: { message: 'Username sudah dipakai.' } }) });
    renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'New User' }));
    const dialog = screen.getByRole('dialog', { name: 'New User' });
    await user.type(within(dialog).getByLabelText(/Username/), 'admin');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret-1');
    await user.selectOptions(within(dialog).getByLabelText(/Role/), 'ADMIN');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText(/Gagal membuat user.*Username sudah dipakai\./)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('admin');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'New User' }));
    expect(within(screen.getByRole('dialog', { name: 'New User' })).queryByText(/Gagal membuat user/)).not.toBeInTheDocument();
  });

  it('clears the website when ADMIN is chosen', async () => {
    const user = userEvent.setup();
    serve([admin]);
    renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'New User' }));
    const dialog = screen.getByRole('dialog', { name: 'New User' });
    await user.selectOptions(within(dialog).getByLabelText(/Role/), 'CHECKER');
    await user.selectOptions(within(dialog).getByLabelText(/Website/), '1');
    await user.selectOptions(within(dialog).getByLabelText(/Role/), 'ADMIN');
    expect(within(dialog).getByLabelText(/Website/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Website/)).toBeDisabled();
  });

  it('closes a dialog with Escape', async () => {
    const user = userEvent.setup();
    serve([admin]);
    renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'New User' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before changing a status and shows the failure message', async () => {
    const user = userEvent.setup();
    serve([admin, account(2)], identity(), {
      'PUT /api/updatestatusadminacc/2': () => ({ status: 500, body: { message: 'Terjadi kesalahan pada server.' } }),
    });
    renderApp('/user');
    const row = (await screen.findByRole('cell', { name: 'user2' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Do you want to deactivate the account user2?');
    await user.click(screen.getByRole('button', { name: 'Yes, Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Gagal mengubah status. Terjadi kesalahan pada server.');
  });

  it('asks before deleting, naming the account and its ID', async () => {
    const user = userEvent.setup();
    const calls = serve([admin, account(2)], identity(), {
      'DELETE /api/deleteadminacc/2': () => ({ body: { success: true, message: 'Akun user2 berhasil dihapus.', id: 2 } }),
    });
    renderApp('/user');
    const row = (await screen.findByRole('cell', { name: 'user2' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Yakin ingin menghapus akun user2 (ID 2)?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Akun user2 berhasil dihapus.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/deleteadminacc/2')).toBe(true);
  });

  it('lets a CHECKER change only its own password: no New User, status or delete', async () => {
    const me = identity({ account_id: 2, account_name: 'user2', account_role: 'CHECKER', account_website: 1, account_website_code: 'ABC' });
    serve([account(2), account(3)], me);
    renderApp('/user');
    const own = (await screen.findByRole('cell', { name: 'user2' })).closest('tr')!;
    const other = screen.getByRole('cell', { name: 'user3' }).closest('tr')!;
    expect(screen.queryByRole('button', { name: 'New User' })).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate|Delete/ })).not.toBeInTheDocument();
  });

  it('resets to page 1 when the page size changes', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, i) => account(i + 1));
    serve(many.slice(0, 10), identity(), {
      'GET /api/alladminacc/10/1': () => ({ body: many.slice(0, 10), headers: { 'x-total-count': '25' } }),
      'GET /api/alladminacc/10/2': () => ({ body: many.slice(10, 20), headers: { 'x-total-count': '25' } }),
      'GET /api/alladminacc/20/1': () => ({ body: many.slice(0, 20), headers: { 'x-total-count': '25' } }),
    });
    const { router } = renderApp('/user');
    await user.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&size=10'));
    await user.selectOptions(screen.getByRole('combobox', { name: /Show/ }), '20');
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&size=20'));
    expect(await screen.findByText('Showing page 1 of 2')).toBeInTheDocument();
  });
});
