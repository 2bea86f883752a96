import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebsiteListItem } from '@auto-checker/contract';
import { failureText, successText } from '../src/features/delete/delete-rules.ts';
import { checkerOf, heldAnswer, identity, renderApp, signedInServer, type Handler } from './fake-server.tsx';
import { optionsOf } from './texts.ts';

const websites: WebsiteListItem[] = [
  { website_id: 1, website_name: 'Alpha', website_code: 'ABC', website_panel: 'NEXUS' },
  { website_id: 2, website_name: '', website_code: 'XYZ', website_panel: 'LUXE' },
];
const checker = checkerOf(2);

const serve = (extra: Record<string, Handler>, me = identity()) => signedInServer(me, extra, me.account_role === 'ADMIN' ? websites : websites.slice(0, 1));

const deleteButton = () => screen.getByRole('button', { name: /^(Delete|Deleting\.\.\.)$/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('Delete BO / Mutasi page', () => {
  it('shows the heading, today as Tanggal, the groups with code and name, and Delete only once a group is chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-03T18:30:00Z') }); // 4 July already in Jakarta
    const user = userEvent.setup();
    serve({});
    renderApp('/delete');
    expect(await screen.findByRole('heading', { name: 'Delete BO / Mutasi (≤ 24 jam)' })).toBeInTheDocument();
    expect(screen.getByText('Hanya data yang diupload ≤ 24 jam yang lalu yang bisa dihapus.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tanggal/)).toHaveValue('2026-07-04');
    const select = screen.getByRole('combobox', { name: /Website \/ Group/ });
    await waitFor(() => expect(optionsOf(select)).toEqual(['-- Pilih Website / Group --', 'ABC - Alpha', 'XYZ']));
    expect(deleteButton()).toBeDisabled();
    await user.selectOptions(select, 'XYZ');
    expect(deleteButton()).toBeEnabled();
    await user.clear(screen.getByLabelText(/^Tanggal/));
    expect(deleteButton()).toBeDisabled();
  });

  it('asks for confirmation naming the date and group; Cancel sends nothing, Delete sends {date, group} and shows the server message for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const deleted = heldAnswer({ body: { message: 'Berhasil menghapus data ABC tanggal 03-Jul-2026: 3 BO deposit.', uploads: 1 } });
    const calls = serve({ 'DELETE /api/deletebomutasi': deleted.handler }, checker);
    renderApp('/delete');
    const select = await screen.findByRole('combobox', { name: /Website \/ Group/ });
    await waitFor(() => expect(select).toHaveValue('ABC')); // the only website is preselected
    await user.clear(screen.getByLabelText(/^Tanggal/));
    await user.type(screen.getByLabelText(/^Tanggal/), '2026-07-03');

    await user.click(deleteButton());
    let dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(dialog.textContent).toContain('tidak bisa dibatalkan');
    expect(dialog.textContent).toContain('≤ 24 jam');
    expect(within(dialog).getByText('03-Jul-2026')).toBeInTheDocument();
    expect(within(dialog).getByText('ABC')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(deleteButton());
    dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteButton()).toHaveTextContent('Deleting...'));
    expect(deleteButton()).toBeDisabled();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', url: '/api/deletebomutasi', body: { date: '03-Jul-2026', group: 'ABC' } }]);
    await act(async () => deleted.release());
    expect(await screen.findByRole('status')).toHaveTextContent('Berhasil menghapus data ABC tanggal 03-Jul-2026: 3 BO deposit.');
    expect(deleteButton()).toHaveTextContent('Delete');
    act(() => vi.advanceTimersByTime(4500));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    const message = 'Data ABC tanggal 03-Jul-2026 diupload lebih dari 24 jam yang lalu dan tidak bisa dihapus.';
    serve({ 'DELETE /api/deletebomutasi': () => ({ status: 409, body: { message } }) }, checker);
    renderApp('/delete');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Website \/ Group/ })).toHaveValue('ABC'));
    await user.click(deleteButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('Delete BO / Mutasi messages (docs/spec/part-2.md, section 8)', () => {
  it("success: the server's message, else 'Berhasil' and the body, else 'Sukses'", () => {
    expect(successText({ message: 'Terhapus 3 data.' })).toBe('Terhapus 3 data.');
    expect(successText({ deleted: 3 })).toBe('Berhasil {"deleted":3}');
    expect(successText('ok')).toBe('Sukses');
    expect(successText(null)).toBe('Sukses');
  });

  it("failure: the error's message, else 'Gagal menghapus data.'", () => {
    expect(failureText(new Error('Tidak ada data.'))).toBe('Tidak ada data.');
    expect(failureText(new Error(''))).toBe('Gagal menghapus data.');
    expect(failureText('x')).toBe('Gagal menghapus data.');
  });
});
