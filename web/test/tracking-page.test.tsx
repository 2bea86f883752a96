import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrackingRow, WebsiteListItem } from '@auto-checker/contract';
import { checkerOf, identity, renderApp, signedInServer, type Handler } from './fake-server.tsx';
import { cellsOf, optionsOf, roleTexts } from './texts.ts';

const track = (id: number, over: Partial<TrackingRow> = {}): TrackingRow => ({
  tracking_id: id,
  tracking_website: 'ABC',
  tracking_username: `user${id}`,
  tracking_role: 'ADMIN',
  tracking_activity: `Menambahkan website W${id} (NEXUS)`,
  tracking_crated_at: '2026-11-22T03:00:00.000Z',
  ...over,
});

const websites: WebsiteListItem[] = [
  { website_id: 1, website_name: 'Alpha', website_code: 'ABC', website_panel: 'NEXUS' },
  { website_id: 2, website_name: 'Xylo', website_code: 'XYZ', website_panel: 'LUXE' },
];
const checker = checkerOf(2);

/** Answers every tracking path with `rows` and `total`. */
const page =
  (rows: TrackingRow[], total = rows.length): Handler =>
  () => ({ body: rows, headers: { 'x-total-count': String(total) } });

const serve = (extra: Record<string, Handler>, me = identity()) => signedInServer(me, extra, me.account_role === 'ADMIN' ? websites : websites.slice(0, 1));

const trackingCalls = (calls: { url: string }[]) => calls.map((c) => c.url).filter((u) => u.includes('tracking/'));

describe('Tracking page', () => {
  it("lists the log with the spec's columns and Jakarta time, for every website by default", async () => {
    const calls = serve({ 'GET /api/tracking/all/10/1': page([track(2), track(1, { tracking_website: null, tracking_role: 'CHECKER' })]) });
    renderApp('/tracking');
    const row = (await screen.findByRole('cell', { name: 'user1' })).closest('tr')!;
    expect(roleTexts('columnheader')).toEqual(['ID', 'Website', 'Username', 'Role', 'Activity', 'Created At']);
    expect(cellsOf(row)).toEqual(['1', '-', 'user1', 'CHECKER', 'Menambahkan website W1 (NEXUS)', '22 November 2026 pukul 10.00.00']);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home>Tracking');
    expect(trackingCalls(calls)).toEqual(['/api/tracking/all/10/1']);
  });

  it("shows 'No data' for an empty log", async () => {
    serve({ 'GET /api/tracking/all/10/1': page([]) });
    renderApp('/tracking');
    expect(await screen.findByRole('cell', { name: 'No data' })).toBeInTheDocument();
  });

  it('gives ADMIN a website selector (All and each website); choosing one resets to page 1', async () => {
    const user = userEvent.setup();
    const calls = serve({ 'GET /api/tracking/all/10/3': page([track(30)], 50), 'GET /api/tracking/XYZ/10/1': page([track(40, { tracking_website: 'XYZ' })]) });
    const { router } = renderApp('/tracking?page=3');
    await screen.findByRole('cell', { name: 'user30' });
    const select = screen.getByRole('combobox', { name: 'Website' });
    await waitFor(() => expect(optionsOf(select)).toEqual(['All', 'Alpha', 'Xylo']));
    await user.selectOptions(select, 'XYZ');
    await screen.findByRole('cell', { name: 'user40' });
    expect(router.state.location.search).toBe('?website=XYZ');
    expect(trackingCalls(calls)).toEqual(['/api/tracking/all/10/3', '/api/tracking/XYZ/10/1']);
  });

  it('shows another role its own website code as text, and asks for that website only', async () => {
    const calls = serve({ 'GET /api/tracking/ABC/10/1': page([track(1)]) }, checker);
    renderApp('/tracking?website=XYZ');
    await screen.findByRole('cell', { name: 'user1' });
    expect(screen.queryByRole('combobox', { name: 'Website' })).not.toBeInTheDocument();
    expect(screen.getByText('ABC', { selector: 'span' }).parentElement).toHaveTextContent('Website: ABC');
    expect(trackingCalls(calls)).toEqual(['/api/tracking/ABC/10/1']);
  });

  it('searches 500 ms after the typing stops, from page 1, with the text encoded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = serve({
      'GET /api/tracking/all/10/2': page([track(11)], 30),
      'GET /api/searchtracking/all/budi%20s/10/1': page([track(5, { tracking_username: 'budi s' })]),
    });
    const { router } = renderApp('/tracking?page=2');
    await screen.findByRole('cell', { name: 'user11' });
    const box = screen.getByPlaceholderText('Cari username/member…');
    await user.type(box, 'budi s');
    expect(box).toHaveValue('budi s');
    act(() => vi.advanceTimersByTime(300));
    expect(trackingCalls(calls).some((u) => u.includes('searchtracking'))).toBe(false);
    act(() => vi.advanceTimersByTime(250));
    await screen.findByRole('cell', { name: 'budi s' });
    // One search, for the whole text: no request per keystroke.
    expect(trackingCalls(calls)).toEqual(['/api/tracking/all/10/2', '/api/searchtracking/all/budi%20s/10/1']);
    expect(router.state.location.search).toBe('?q=budi+s');
  });

  it("changes the page size with 'Show N entries per page' (5/10/20/50/100, default 10) and resets to page 1", async () => {
    const user = userEvent.setup();
    const calls = serve({ 'GET /api/tracking/all/10/2': page([track(11)], 30), 'GET /api/tracking/all/20/1': page([track(1)], 30) });
    const { router } = renderApp('/tracking?page=2');
    await screen.findByRole('cell', { name: 'user11' });
    const size = screen.getByRole('combobox', { name: /Show/ });
    expect(size.closest('label')).toHaveTextContent(/^Show\s*5102050100\s*entries per page$/);
    expect(size).toHaveValue('10');
    await user.selectOptions(size, '20');
    await screen.findByRole('cell', { name: 'user1' });
    expect(router.state.location.search).toBe('?size=20');
    expect(trackingCalls(calls)).toEqual(['/api/tracking/all/10/2', '/api/tracking/all/20/1']);
    expect(screen.getByText('Showing page 1 of 2')).toBeInTheDocument();
  });

  it('numbers the pages: first, last, one each side of the current, ellipses between', async () => {
    const user = userEvent.setup();
    serve({ 'GET /api/tracking/all/10/10': page([track(100)], 200), 'GET /api/tracking/all/10/11': page([track(110)], 200) });
    renderApp('/tracking?page=10');
    await screen.findByRole('cell', { name: 'user100' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const items = () => [...nav.querySelectorAll('div > button, div > span')].map((el) => el.textContent);
    expect(items()).toEqual(['Previous', '1', '…', '9', '10', '11', '…', '20', 'Next']);
    expect(within(nav).getByRole('button', { name: '10' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await screen.findByRole('cell', { name: 'user110' });
    expect(items()).toEqual(['Previous', '1', '…', '10', '11', '12', '…', '20', 'Next']);
  });
});
