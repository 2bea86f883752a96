import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_IP_INVALID, type WhitelistEntry } from '@auto-checker/contract';
import { ADMIN_ONLY } from '../src/lib/messages.ts';
import { checkerOf, identity, renderApp, rowOf, signedInServer, type Handler } from './fake-server.tsx';
import { cellsOf, roleTexts } from './texts.ts';

const entry = (id: number, ip: string, over: Partial<WhitelistEntry> = {}): WhitelistEntry => ({
  Whitelist_id: id,
  Whitelist_ip: ip,
  Whitelist_status: true,
  Whitelist_last_edited_at: '2026-11-22T03:00:00.000Z',
  Whitelist_last_edited_by: 1,
  Whitelist_last_edited_by_name: 'admin',
  ...over,
});

const checker = checkerOf(2);

function serve(rows: WhitelistEntry[], extra: Record<string, Handler> = {}, me = identity(), total = rows.length) {
  return signedInServer(me, {
    'GET /api/viewwhitelist/100/1': () => ({
      body: rows.map((r, i) => (i === 0 ? { ...r, all_data: total } : r)),
      headers: { 'x-total-count': String(total) },
    }),
    ...extra,
  });
}

describe('Whitelist page', () => {
  it("shows 'Table Whitelist' with the spec's columns, Jakarta time and the editor's name", async () => {
    serve([entry(1, '10.0.0.1'), entry(2, '10.0.0.2', { Whitelist_status: false, Whitelist_last_edited_by: 42, Whitelist_last_edited_by_name: null })]);
    renderApp('/whitelist');
    expect(await screen.findByRole('heading', { name: 'Table Whitelist' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home>Whitelist');
    const table = screen.getByRole('table');
    expect(roleTexts('columnheader', table)).toEqual(['IP Address', 'Status', 'Last Edited', 'Last Edited By', 'Action']);
    const first = cellsOf(await rowOf('10.0.0.1'));
    expect(first.slice(0, 4)).toEqual(['10.0.0.1', 'Active', '22 November 2026 pukul 10.00.00', 'admin']);
    const second = cellsOf(await rowOf('10.0.0.2'));
    expect(second.slice(0, 4)).toEqual(['10.0.0.2', 'Inactive', '22 November 2026 pukul 10.00.00', '#42']);
  });

  it("shows 'No data' for an empty list", async () => {
    serve([]);
    renderApp('/whitelist');
    expect(await screen.findByRole('cell', { name: 'No data' })).toBeInTheDocument();
  });

  it('shows every page number, 100 entries per page', async () => {
    const user = userEvent.setup();
    const calls = serve(
      [entry(1, '10.0.0.1')],
      { 'GET /api/viewwhitelist/100/7': () => ({ body: [entry(601, '10.0.6.1')], headers: { 'x-total-count': '750' } }) },
      identity(),
      750,
    );
    const { router } = renderApp('/whitelist');
    await rowOf('10.0.0.1');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(roleTexts('button', nav)).toEqual(['Previous', '1', '2', '3', '4', '5', '6', '7', '8', 'Next']);
    expect(nav).not.toHaveTextContent('…');
    await user.click(within(nav).getByRole('button', { name: '7' }));
    await rowOf('10.0.6.1');
    expect(router.state.location.search).toBe('?page=7');
    expect(calls.some((c) => c.url === '/api/viewwhitelist/100/7')).toBe(true);
  });

  it('keeps digits and dots only in the IP field and refuses a bad format on submit, 999.1.1.1 included', async () => {
    const user = userEvent.setup();
    const calls = serve([]);
    renderApp('/whitelist');
    await user.click(await screen.findByRole('button', { name: 'Add WL' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Whitelist' });
    const field = within(dialog).getByLabelText(/IP Address/);
    await user.type(field, 'ip: 1a0.0,0.x1 ');
    expect(field).toHaveValue('10.00.1');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG_IP_INVALID);
    await user.clear(field);
    await user.type(field, '999.1.1.1');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('❌ IP format is invalid. Please use format like 192.168.1.10');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("adds an entry and shows the server's message; the dialog closes", async () => {
    const user = userEvent.setup();
    const calls = serve([], {
      'POST /api/createwhitelist': () => ({ status: 201, body: { success: true, message: 'Whitelist 10.0.0.5 berhasil ditambahkan.', id: 9 } }),
    });
    renderApp('/whitelist');
    await user.click(await screen.findByRole('button', { name: 'Add WL' }));
    await user.type(screen.getByLabelText(/IP Address/), '10.0.0.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Whitelist 10.0.0.5 berhasil ditambahkan.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/createwhitelist', body: { whitelist_ip: '10.0.0.5' } });
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const user = userEvent.setup();
    serve([], { 'POST /api/createwhitelist': () => ({ status: 409, body: { message: 'IP 10.0.0.5 sudah terdaftar.' } }) });
    renderApp('/whitelist');
    await user.click(await screen.findByRole('button', { name: 'Add WL' }));
    await user.type(screen.getByLabelText(/IP Address/), '10.0.0.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Whitelist' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('❌ Gagal menambahkan whitelist. IP 10.0.0.5 sudah terdaftar.');
  });

  it('asks before removing, with the IP and "Yes, Remove"', async () => {
    const user = userEvent.setup();
    const calls = serve([entry(1, '10.0.0.1')], {
      'DELETE /api/deletewhitelist/1': () => ({ body: { success: true, message: 'Whitelist 10.0.0.1 dihapus.', id: 1 } }),
    });
    renderApp('/whitelist');
    await user.click(within(await rowOf('10.0.0.1')).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove whitelist entry for 10.0.0.1?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));
    expect(await screen.findByText('Whitelist 10.0.0.1 dihapus.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/deletewhitelist/1')).toBe(true);
  });

  it('asks to deactivate an active entry and sends the inverse status', async () => {
    const user = userEvent.setup();
    const calls = serve([entry(1, '10.0.0.1'), entry(2, '10.0.0.2', { Whitelist_status: false })], {
      'PUT /api/updatestatuswhitelist/1': () => ({ body: { success: true, message: 'Status diubah.', id: 1 } }),
      'PUT /api/updatestatuswhitelist/2': () => ({ status: 409, body: { message: 'Tidak dapat mengubah entri ini.' } }),
    });
    renderApp('/whitelist');
    await user.click(within(await rowOf('10.0.0.1')).getByRole('button', { name: 'Change Status' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Do you want to deactivate whitelist entry 10.0.0.1?');
    await user.click(screen.getByRole('button', { name: 'Yes, Confirm' }));
    expect(await screen.findByText('Status diubah.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ Whitelist_status: false });

    await user.click(within(await rowOf('10.0.0.2')).getByRole('button', { name: 'Change Status' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Do you want to activate whitelist entry 10.0.0.2?');
    await user.click(screen.getByRole('button', { name: 'Yes, Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Gagal mengubah status whitelist. Tidak dapat mengubah entri ini.');
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ Whitelist_status: true });
  });

  it('shows a CHECKER the actions disabled, explaining that they are for ADMIN', async () => {
    serve([entry(1, '10.0.0.1')], {}, checker);
    renderApp('/whitelist');
    const row = await rowOf('10.0.0.1');
    for (const button of [
      screen.getByRole('button', { name: 'Add WL' }),
      within(row).getByRole('button', { name: 'Remove' }),
      within(row).getByRole('button', { name: 'Change Status' }),
    ]) {
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', ADMIN_ONLY);
    }
  });

  it('shows a load failure instead of the rows', async () => {
    serve([], { 'GET /api/viewwhitelist/100/1': () => ({ status: 500, body: { message: 'Terjadi kesalahan pada server.' } }) });
    renderApp('/whitelist');
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Gagal memuat data. Terjadi kesalahan pada server.'), { timeout: 3000 });
  });
});
