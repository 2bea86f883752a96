import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MutasiDepositView, MutasiWithdrawView, WebsiteListItem } from '@auto-checker/contract';
import { allowed, fakeServer, identity, rawServer, renderApp, stubDownloads, type Handler } from './fake-server.tsx';

const NOW = new Date('2026-07-03T05:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

const ABC: WebsiteListItem = { website_id: 1, website_name: 'Alpha', website_code: 'ABC', website_panel: 'NEXUS' };
const XYZ: WebsiteListItem = { website_id: 2, website_name: 'Xylo', website_code: 'XYZ', website_panel: 'LUXE' };

const details = {
  line_kind: 'PLAYER' as const,
  related_line: null,
  description: 'BI-FAST CR TRANSFER DR 008 DEWI LESTARI',
  booked_date: '2026-07-03',
  channel: 'BI-FAST',
  counterparty_account: '',
  gross_amount: null,
  fee_amount: null,
  matched_bo_id: null,
  source: 'BCA',
};

const line = (id: number, over: Partial<MutasiDepositView> = {}): MutasiDepositView => ({
  mutasi_id: id,
  mutasi_app: true,
  mutasi_ketapp: 'AUTO nama+nominal | BCA 14:05 | skor 0.97',
  mutasi_amount: 93500,
  mutasi_ticket: `D${id}`,
  mutasi_app_date: '2026-07-03T07:05:00.000Z',
  mutasi_player_bank_name: `DEWI ${id}`,
  mutasi_corporate_bank: 'BCA-PT-999',
  mutasi_transaction_id: `TX${id}`,
  mutasi_website: 'ABC',
  ...details,
  matched_bo_id: id,
  ...over,
});

const wdLine = (id: number, over: Partial<MutasiWithdrawView> = {}): MutasiWithdrawView => ({
  mutasiwd_id: id,
  mutasiwd_app: false,
  mutasiwd_ketapp: '',
  mutasiwd_amount: 500000,
  mutasiwd_ticket: '',
  mutasiwd_app_date: '2026-07-03',
  mutasiwd_player_bank_name: `SARI ${id}`,
  mutasiwd_corporate_bank: 'BCA-WD-1',
  mutasiwd_website: 'ABC',
  ...details,
  ...over,
});

const rows = <T extends object>(list: T[], total = list.length): Handler => () => ({
  body: list.map((r, i) => (i === 0 ? { ...r, all_data: total } : r)),
});

function serve(extra: Record<string, Handler>) {
  return fakeServer({ ...allowed, 'GET /api/me': () => ({ body: identity() }), 'GET /api/websitelist': () => ({ body: [ABC, XYZ] }), ...extra });
}

const ALL = '/view-mutasi?view=deposit&website=ABC&status=all&date=2026-07-03';
const LIST = '/api/viewmutasi/03-Jul-2026/ABC/all/100/1';
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('View Mutasi page', () => {
  it("asks for the filters, then lists deposit lines read-only with the spec's columns and a two-digit day", async () => {
    const user = userEvent.setup();
    const calls = serve({ [`GET ${LIST}`]: rows([line(1), line(2, { mutasi_app: false, mutasi_ketapp: '', mutasi_ticket: '', matched_bo_id: null })]) });
    renderApp('/view-mutasi');
    expect(await screen.findByRole('heading', { name: 'Table View Mutasi' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home>View Mutasi');
    expect([...screen.getByRole('combobox', { name: 'View Type' }).querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'View Mutasi Deposit',
      'View Mutasi Withdraw',
    ]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lengkapi Website, Status, dan Date dulu.');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Website' })).toHaveTextContent('Xylo'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Website' }), 'ABC');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status Type' }), 'all');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const row = await rowOf('D1');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'No', 'Status', 'Ket', 'Mutasi Amount', 'Ticket No', 'Transaction ID', 'App Date', 'Player Bank Name', 'Corporate Bank', 'Mutasi Website',
    ]);
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '1', 'Approved', 'AUTO nama+nominal | BCA 14:05 | skor 0.97', '93.500', 'D1', 'TX1', '03 Juli 2026 pukul 14.05.00', 'DEWI 1', 'BCA-PT-999', 'ABC',
    ]);
    const pending = (await screen.findByRole('cell', { name: 'DEWI 2' })).closest('tr')!;
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(pending.querySelectorAll('td')[4]).toHaveTextContent('-');
    expect(screen.queryByRole('textbox', { name: /Ket/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(calls.map((c) => c.url).filter((u) => u.includes('mutasi'))).toEqual([LIST]);
    expect(screen.getByText('Showing page 1 of 1')).toBeInTheDocument();
  });

  it('shows the withdraw lines without a transaction id, a date without time as a date', async () => {
    serve({ 'GET /api/viewmutasiwd/03-Jul-2026/ABC/pending/100/1': rows([wdLine(4)]) });
    renderApp('/view-mutasi?view=withdraw&website=ABC&status=pending&date=2026-07-03');
    const row = await rowOf('SARI 4');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'No', 'Status', 'Ket', 'Mutasi Amount', 'Ticket No', 'App Date', 'Player Bank Name', 'Corporate Bank', 'Mutasi Website',
    ]);
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['1', 'Pending', '-', '500.000', '-', '03 Juli 2026', 'SARI 4', 'BCA-WD-1', 'ABC']);
  });

  it("searches 'Search name / nominal' and 'ID Tracking' from page 1, and says when a name is not found", async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/viewmutasi/03-Jul-2026/ABC/all/100/3': rows([line(1)], 300),
      'GET /api/searchmutasi/03-Jul-2026/ABC/all/nominal/93500/100/1': rows([line(2)]),
      'GET /api/searchmutasi/03-Jul-2026/ABC/all/string/dewi/100/1': rows([]),
      'GET /api/searchmutasi/03-Jul-2026/ABC/all/id/602/100/1': rows([line(3)]),
    });
    renderApp(`${ALL}&page=3`);
    const first = await rowOf('D1');
    expect(first.querySelector('td')).toHaveTextContent('201');
    const box = screen.getByRole('searchbox', { name: 'Search name / nominal' });
    await user.type(box, '93.500');
    await rowOf('D2');
    await user.clear(box);
    await user.type(box, 'dewi');
    expect(await screen.findByText('🚫 No data found.')).toBeInTheDocument();
    expect(screen.getByText('Username dewi tidak ditemukan pada periode ini.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'ID Tracking' }), '602');
    await rowOf('D3');
    expect(calls.map((c) => c.url).filter((u) => u.includes('mutasi'))).toEqual([
      '/api/viewmutasi/03-Jul-2026/ABC/all/100/3',
      '/api/searchmutasi/03-Jul-2026/ABC/all/nominal/93500/100/1',
      '/api/searchmutasi/03-Jul-2026/ABC/all/string/dewi/100/1',
      '/api/searchmutasi/03-Jul-2026/ABC/all/id/602/100/1',
    ]);
  });

  it('hides the table when a filter changes, until Search', async () => {
    const user = userEvent.setup();
    serve({ [`GET ${LIST}`]: rows([line(1)]), 'GET /api/viewmutasi/03-Jul-2026/XYZ/all/100/1': rows([line(5, { mutasi_website: 'XYZ' })]) });
    renderApp(ALL);
    await rowOf('D1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Website' }), 'XYZ');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await rowOf('D5');
  });
});

describe('View Mutasi export', () => {
  let downloads: ReturnType<typeof stubDownloads>;
  beforeEach(() => {
    downloads = stubDownloads();
  });
  afterEach(() => downloads.restore());

  it('posts {date, status, group} and saves mutasi_depo_ / mutasi_wd_{group}_{status}_{date}', async () => {
    const user = userEvent.setup();
    const file = () => new Response('x', { headers: { 'content-type': 'application/octet-stream' } });
    const calls = rawServer({
      'GET /api/whitelist': () => Response.json({ message: 'Success' }),
      'GET /api/me': () => Response.json(identity()),
      'GET /api/websitelist': () => Response.json([ABC, XYZ]),
      [`GET ${LIST}`]: () => Response.json([{ ...line(1), all_data: 1 }]),
      'GET /api/viewmutasiwd/03-Jul-2026/ABC/all/100/1': () => Response.json([{ ...wdLine(1), all_data: 1 }]),
      'POST /api/exportexcelviewmutasi': file,
      'POST /api/exportcsvviewmutasiwd': file,
    });
    renderApp(ALL);
    await rowOf('D1');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.name).toBe('mutasi_depo_ABC_all_03-Jul-2026.xlsx');
    await user.selectOptions(screen.getByRole('combobox', { name: 'View Type' }), 'withdraw');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await rowOf('SARI 1');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(2));
    expect(downloads.saved[1]!.name).toBe('mutasi_wd_ABC_all_03-Jul-2026.csv');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, JSON.parse(String(c.init!.body))])).toEqual([
      ['/api/exportexcelviewmutasi', { date: '03-Jul-2026', status: 'all', group: 'ABC' }],
      ['/api/exportcsvviewmutasiwd', { date: '03-Jul-2026', status: 'all', group: 'ABC' }],
    ]);
  });
});
