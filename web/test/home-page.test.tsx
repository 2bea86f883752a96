import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardResponse, DashboardSide, DashboardWebsite, WebsiteListItem } from '@auto-checker/contract';
import { identity, renderApp, signedInServer, type Handler } from './fake-server.tsx';
import { roleTexts } from './texts.ts';

// The canvas chart needs a real browser (jsdom draws nothing); its figures are the page's own table, tested here.
const chart = vi.hoisted(() => ({ fails: false }));
vi.mock('../src/features/home/AutoShareChart.tsx', () => ({
  default: () => {
    if (chart.fails) throw new Error('Failed to fetch dynamically imported module');
    return <div data-testid="auto-share-chart" />;
  },
}));

// Jakarta 10:00 on 22 November 2026.
const NOW = new Date('2026-11-22T03:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  chart.fails = false;
});

const side = (over: Partial<DashboardSide> = {}): DashboardSide => ({ count: 0, amount: 0, auto: 0, checker: 0, pending: 0, pending_amount: 0, ...over });
const none = { count: 0, amount: 0 };

const AAA: DashboardWebsite = {
  website_code: 'AAA',
  website_name: 'Alpha',
  deposit: side({ count: 4, amount: 474000, auto: 1, checker: 1, pending: 2, pending_amount: 125000 }),
  withdraw: side({ count: 3, amount: 500000, auto: 1, checker: 1, pending: 1, pending_amount: 120000 }),
  unmatched_credit: { count: 2, amount: 259000.5 },
  unmatched_debit: { count: 1, amount: 55000 },
};
const BBB: DashboardWebsite = {
  website_code: 'BBB',
  website_name: 'Beta',
  deposit: side({ count: 2, amount: 1560000, auto: 1, pending: 1, pending_amount: 60000 }),
  withdraw: side(),
  unmatched_credit: { count: 1, amount: 70000 },
  unmatched_debit: none,
};

const trend = Array.from({ length: 14 }, (_, i) => {
  const date = `2026-11-${String(9 + i).padStart(2, '0')}`;
  return date === '2026-11-22' ? { date, total: 9, auto: 3 } : date === '2026-11-21' ? { date, total: 8, auto: 7 } : { date, total: 0, auto: 0 };
});

const full: DashboardResponse = {
  scope: 'full',
  date: '2026-11-22',
  totals: {
    deposit: side({ count: 6, amount: 2034000, auto: 2, checker: 1, pending: 3, pending_amount: 185000 }),
    withdraw: AAA.withdraw,
    unmatched_credit: { count: 3, amount: 329000.5 },
    unmatched_debit: { count: 1, amount: 55000 },
  },
  websites: [AAA, BBB],
  trend,
};

const csAnswer: DashboardResponse = {
  scope: 'totals',
  date: '2026-11-22',
  website_code: 'AAA',
  deposit: { count: 4, amount: 474000 },
  withdraw: { count: 3, amount: 500000 },
};
const cs = identity({ account_id: 3, account_name: 'siti', account_role: 'CS', account_website: 1, account_website_code: 'AAA' });

const answer =
  (body: DashboardResponse): Handler =>
  () => ({ body });

const serve = (extra: Record<string, Handler>, me = identity()) => signedInServer(me, extra);

const dashboardCalls = (calls: { url: string }[]) => calls.map((c) => c.url).filter((u) => u.startsWith('/api/dashboard'));
const tile = (name: string) => screen.getByRole('region', { name });
/** A description list's terms and details, in order, as text. */
const terms = (el: HTMLElement) => [...el.querySelectorAll('dt, dd')].map((n) => n.textContent);

describe('Dashboard (home page)', () => {
  it("shows ADMIN the day's tiles in Indonesian numbers, a row per website with Pending links into View BO, and the trend's figures", async () => {
    const calls = serve({ 'GET /api/dashboard?date=2026-11-22': answer(full) });
    renderApp('/');
    await screen.findByRole('region', { name: 'BO Deposit' });
    expect(dashboardCalls(calls)).toEqual(['/api/dashboard?date=2026-11-22']);
    expect(screen.getByRole('heading', { name: 'Ringkasan 22 November 2026' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tanggal/)).toHaveValue('2026-11-22');

    expect(terms(tile('BO Deposit'))).toEqual(['Nominal', '2.034.000', 'Jumlah data', '6', 'Auto', '2', 'Checker', '1', 'Pending', '3']);
    expect(tile('BO Deposit')).toHaveTextContent('Nominal Pending: 185.000');
    expect(terms(tile('BO Withdraw'))).toEqual(['Nominal', '500.000', 'Jumlah data', '3', 'Auto', '1', 'Checker', '1', 'Pending', '1']);
    expect(terms(tile('Mutasi tanpa BO'))).toEqual(['Masuk (CR)', '329.000,53 data', 'Keluar (DB)', '55.0001 data']);

    const table = within(screen.getByRole('region', { name: 'Ringkasan per website' })).getByRole('table');
    expect(roleTexts('columnheader', table)).toEqual(['Website', 'Deposit', 'Withdraw', 'Auto', 'Checker', 'Pending', 'Mutasi tanpa BO']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['AAAAlpha', '474.0004 data', '500.0003 data', 'Depo 1WD 1', 'Depo 1WD 1', 'Depo 2WD 1', 'CR 2 · 259.000,5DB 1 · 55.000'],
      ['BBBBeta', '1.560.0002 data', '00 data', 'Depo 1WD 0', 'Depo 0WD 0', 'Depo 1WD 0', 'CR 1 · 70.000DB 0 · 0'],
      ['Total', '2.034.0006 data', '500.0003 data', 'Depo 2WD 1', 'Depo 1WD 1', 'Depo 3WD 1', 'CR 3 · 329.000,5DB 1 · 55.000'],
    ]);
    expect(within(table).getByRole('link', { name: 'Pending AAA Depo 2' })).toHaveAttribute(
      'href',
      '/view-bo?view=deposit&website=AAA&status=pending&date=2026-11-22',
    );
    expect(within(table).getByRole('link', { name: 'Pending AAA WD 1' })).toHaveAttribute(
      'href',
      '/view-bo?view=withdraw&website=AAA&status=pending&date=2026-11-22',
    );
    expect(within(table).getByRole('link', { name: 'Pending BBB Depo 1' })).toHaveAttribute(
      'href',
      '/view-bo?view=deposit&website=BBB&status=pending&date=2026-11-22',
    );
    // Nothing Pending, nothing to open.
    expect(within(table).getAllByRole('link')).toHaveLength(3);

    const chartTable = screen.getByRole('table', { name: 'Auto-approve 14 hari terakhir' });
    const days = within(chartTable)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual(['9 November 2026', '0', '0', '-']);
    expect(days.slice(-2)).toEqual([
      ['21 November 2026', '8', '7', '87,5%'],
      ['22 November 2026', '9', '3', '33,3%'],
    ]);
    expect(await screen.findByTestId('auto-share-chart')).toBeInTheDocument();
  });

  it('says under the table why the total of money without a request is less than its rows: a transfer on a shared account counts once', async () => {
    const text = /Total Mutasi tanpa BO menghitung sekali transfer yang sama di rekening bersama/;
    serve({ 'GET /api/dashboard?date=2026-11-22': answer(full) });
    const view = renderApp('/');
    await screen.findByRole('region', { name: 'BO Deposit' });
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    view.unmount();
    // BBB files AAA's account: its 70.000 is one of AAA's two lines.
    serve({ 'GET /api/dashboard?date=2026-11-22': answer({ ...full, totals: { ...full.totals, unmatched_credit: { count: 2, amount: 259000.5 } } }) });
    renderApp('/');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('opens View BO already filtered to the website, date and Pending, and View BO shows the rows without a Search', async () => {
    const user = userEvent.setup();
    const websites: WebsiteListItem[] = [
      { website_id: 1, website_name: 'Alpha', website_code: 'AAA', website_panel: 'NEXUS' },
      { website_id: 2, website_name: 'Beta', website_code: 'BBB', website_panel: 'LUXE' },
    ];
    const calls = serve({
      'GET /api/dashboard?date=2026-11-22': answer(full),
      'GET /api/websitelist': () => ({ body: websites }),
      'GET /api/viewbowd/22-Nov-2026/AAA/pending/100/1': () => ({ body: [], headers: { 'x-total-count': '0' } }),
    });
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Pending AAA WD 1' }));
    expect(router.state.location.pathname).toBe('/view-bo');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      view: 'withdraw',
      website: 'AAA',
      status: 'pending',
      date: '2026-11-22',
    });
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/viewbowd/22-Nov-2026/AAA/pending/100/1'));
  });

  it('shows CS only the deposit and withdraw totals of its website', async () => {
    const calls = serve({ 'GET /api/dashboard?date=2026-11-22': answer(csAnswer) }, cs);
    renderApp('/');
    await screen.findByRole('region', { name: 'BO Deposit' });
    expect(screen.getByText('Data BO dan mutasi website AAA untuk tanggal mutasi ini.')).toBeInTheDocument();
    expect(terms(tile('BO Deposit'))).toEqual(['Nominal', '474.000', 'Jumlah data', '4']);
    expect(terms(tile('BO Withdraw'))).toEqual(['Nominal', '500.000', 'Jumlah data', '3']);
    expect(screen.queryByRole('region', { name: 'Mutasi tanpa BO' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText(/Auto|Checker|Pending|Mutasi/)).not.toBeInTheDocument();
    expect(dashboardCalls(calls)).toEqual(['/api/dashboard?date=2026-11-22']);
  });

  it('asks again for the date chosen, keeps it in the URL, and shows its figures', async () => {
    const day21: DashboardResponse = { ...csAnswer, date: '2026-11-21', deposit: { count: 1, amount: 20000 }, withdraw: { count: 1, amount: 30000 } };
    const calls = serve({ 'GET /api/dashboard?date=2026-11-22': answer(csAnswer), 'GET /api/dashboard?date=2026-11-21': answer(day21) }, cs);
    const { router } = renderApp('/');
    await screen.findByRole('region', { name: 'BO Deposit' });
    fireEvent.change(screen.getByLabelText(/^Tanggal/), { target: { value: '2026-11-21' } });
    await waitFor(() => expect(terms(tile('BO Deposit'))).toEqual(['Nominal', '20.000', 'Jumlah data', '1']));
    expect(screen.getByRole('heading', { name: 'Ringkasan 21 November 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-11-21');
    expect(dashboardCalls(calls)).toEqual(['/api/dashboard?date=2026-11-22', '/api/dashboard?date=2026-11-21']);
    // A cleared date input asks nothing new.
    fireEvent.change(screen.getByLabelText(/^Tanggal/), { target: { value: '' } });
    expect(dashboardCalls(calls)).toHaveLength(2);
  });

  it('reads the date from the URL, and today in Jakarta when the URL has none or a bad one', async () => {
    vi.setSystemTime(new Date('2026-11-22T17:30:00Z')); // 00:30 on 23 November in Jakarta
    const calls = serve(
      {
        'GET /api/dashboard?date=2026-11-23': answer({ ...csAnswer, date: '2026-11-23' }),
        'GET /api/dashboard?date=2026-11-01': answer({ ...csAnswer, date: '2026-11-01' }),
      },
      cs,
    );
    const { router } = renderApp('/?date=2026-02-30');
    await screen.findByRole('heading', { name: 'Ringkasan 23 November 2026' });
    await router.navigate('/?date=2026-11-01');
    await screen.findByRole('heading', { name: 'Ringkasan 1 November 2026' });
    // (The heading follows the URL at once; the request a moment later.)
    await waitFor(() => expect(dashboardCalls(calls)).toEqual(['/api/dashboard?date=2026-11-23', '/api/dashboard?date=2026-11-01']));
  });

  it('keeps the page and the figures when the chart cannot be loaded', async () => {
    chart.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ 'GET /api/dashboard?date=2026-11-22': answer(full) });
    renderApp('/');
    expect(await screen.findByText('Grafik tidak dapat dimuat. Muat ulang halaman untuk mencoba lagi.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'BO Deposit' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Auto-approve 14 hari terakhir' })).getAllByRole('row')).toHaveLength(15);
    vi.mocked(console.error).mockRestore();
  });

  it('says so when there is no website to show', async () => {
    serve({ 'GET /api/dashboard?date=2026-11-22': answer({ ...full, websites: [], trend }) });
    renderApp('/');
    expect(await screen.findByText('Belum ada website yang bisa ditampilkan untuk akun ini.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'BO Deposit' })).not.toBeInTheDocument();
  });

  it('shows a failure with the server reason and tries again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    serve(
      { 'GET /api/dashboard?date=2026-11-22': () => (fail ? { status: 500, body: { message: 'Terjadi kesalahan pada server.' } } : { body: csAnswer }) },
      cs,
    );
    renderApp('/');
    // One retry for a 5xx (the app's query client), a second later: then the failure shows.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Gagal memuat data. Terjadi kesalahan pada server.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await screen.findByRole('region', { name: 'BO Deposit' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
