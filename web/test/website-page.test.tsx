import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_WEBSITE_REQUIRED, type WebsiteRow } from '@auto-checker/contract';
import { ADMIN_ONLY } from '../src/lib/messages.ts';
import { checkerOf, identity, renderApp, signedInServer, website, type Handler } from './fake-server.tsx';
import { cellsOf, roleTexts } from './texts.ts';

const checker = checkerOf(2);

function serve(rows: WebsiteRow[], extra: Record<string, Handler> = {}, me = identity()) {
  return signedInServer(me, {
    'GET /api/viewwebsite/100/1': () => ({ body: rows, headers: { 'x-total-count': String(rows.length) } }),
    ...extra,
  });
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Website' }));
  return screen.getByRole('dialog', { name: 'Add Website' });
}

describe('Website page', () => {
  it("shows 'Table Website' with the spec's columns", async () => {
    serve([website(1, 'Alpha', 'ABC'), website(2, 'Beta', 'BET', { website_panel: 'LUXE', website_last_edited_by: 77, website_last_edited_by_name: null })]);
    renderApp('/website');
    expect(await screen.findByRole('heading', { name: 'Table Website' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home>Website');
    expect(roleTexts('columnheader')).toEqual(['Website Name', 'Website Code', 'Website Panel', 'Last Edited', 'Last Edited By', 'Action']);
    const row = (await screen.findByRole('cell', { name: 'Beta' })).closest('tr')!;
    expect(cellsOf(row)).toEqual(['Beta', 'BET', 'LUXE', '22 November 2026 pukul 10.00.00', '#77', 'Remove']);
  });

  it("shows 'No data' for an empty list", async () => {
    serve([]);
    renderApp('/website');
    expect(await screen.findByRole('cell', { name: 'No data' })).toBeInTheDocument();
  });

  it('forces the code to upper-case letters and digits while typing; the panel is Nexus by default', async () => {
    const user = userEvent.setup();
    serve([]);
    renderApp('/website');
    const dialog = await openAdd(user);
    const code = within(dialog).getByLabelText(/Website Code/);
    await user.type(code, 'ab-c 1_x!');
    expect(code).toHaveValue('ABC1X');
    const panel = within(dialog).getByLabelText(/Website Panel/);
    expect(panel).toHaveValue('NEXUS');
    expect([...panel.querySelectorAll('option')].map((o) => [o.textContent, o.value])).toEqual([
      ['Nexus', 'NEXUS'],
      ['Luxe', 'luxe'],
    ]);
  });

  it('refuses a missing field with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = serve([]);
    renderApp('/website');
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/Website Code/), 'ABC');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG_WEBSITE_REQUIRED);
    expect(MSG_WEBSITE_REQUIRED).toBe('❌ Website Name, Code, dan Panel wajib diisi.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("adds a website, shows 'Website berhasil ditambahkan.' when the server gives no message, for 4 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = serve([], { 'POST /api/createwebsite': () => ({ status: 201, body: { success: true, id: 3 } }) });
    renderApp('/website');
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/Website Name/), '  Alpha Site ');
    await user.type(within(dialog).getByLabelText(/Website Code/), 'abc1');
    await user.selectOptions(within(dialog).getByLabelText(/Website Panel/), 'luxe');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Website berhasil ditambahkan.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/createwebsite',
      body: { website_name: 'Alpha Site', website_code: 'ABC1', website_panel: 'luxe' },
    });
    act(() => vi.advanceTimersByTime(3500));
    expect(screen.getByText('Website berhasil ditambahkan.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Website berhasil ditambahkan.')).not.toBeInTheDocument();
  });

  it("shows the server's success message when there is one", async () => {
    const user = userEvent.setup();
    serve([], { 'POST /api/createwebsite': () => ({ status: 201, body: { success: true, message: 'Website ABC berhasil ditambahkan.', id: 3 } }) });
    renderApp('/website');
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/Website Name/), 'Alpha');
    await user.type(within(dialog).getByLabelText(/Website Code/), 'ABC');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Website ABC berhasil ditambahkan.')).toBeInTheDocument();
  });

  it("shows '❌ Gagal menambahkan website.' with the server's reason", async () => {
    const user = userEvent.setup();
    serve([], { 'POST /api/createwebsite': () => ({ status: 409, body: { message: 'Website code ABC sudah digunakan.' } }) });
    renderApp('/website');
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/Website Name/), 'Alpha');
    await user.type(within(dialog).getByLabelText(/Website Code/), 'ABC');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('❌ Gagal menambahkan website. Website code ABC sudah digunakan.');
  });

  it('asks "Remove website {name} ({code})?" and shows why the server refused', async () => {
    const user = userEvent.setup();
    const calls = serve([website(1, 'Alpha', 'ABC')], {
      'DELETE /api/deletewebsite/1': () => ({ status: 409, body: { message: 'Website ABC masih memiliki akun atau data.' } }),
    });
    renderApp('/website');
    const row = (await screen.findByRole('cell', { name: 'Alpha' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Remove website Alpha (ABC)?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Gagal menghapus website. Website ABC masih memiliki akun atau data.');
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/deletewebsite/1')).toBe(true);
  });

  it('shows a CHECKER Add Website and Remove disabled', async () => {
    serve([website(1, 'Alpha', 'ABC')], {}, checker);
    renderApp('/website');
    const row = (await screen.findByRole('cell', { name: 'Alpha' })).closest('tr')!;
    for (const button of [screen.getByRole('button', { name: 'Add Website' }), within(row).getByRole('button', { name: 'Remove' })]) {
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', ADMIN_ONLY);
    }
  });
});
