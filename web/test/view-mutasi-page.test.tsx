import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MutasiDepositView, MutasiWithdrawView } from '@auto-checker/contract';
import { ABC, identity, rawServer, renderApp, rowOf, rowsWithTotal, signedInServer, stubDownloadsEach, XYZ, type Handler } from './fake-server.tsx';
import { cellsOf, optionsOf, roleTexts } from './texts.ts';

const NOW = new Date('2026-07-03T05:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  // Most tests read the spec's columns ("Semua kolom"); 'the short view' below opens on the default.
  localStorage.setItem('auto-checker.view-mutasi.columns', 'full');
});

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
  pending: false,
  held_elsewhere: null,
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

const serve = (extra: Record<string, Handler>) => signedInServer(identity(), extra, [ABC, XYZ]);

const ALL = '/view-mutasi?view=deposit&website=ABC&status=all&date=2026-07-03';

/** The spec's columns of the deposit lines; the withdraw lines have all but the Transaction ID. */
const DEPOSIT_HEADERS = [
  'No',
  'Status',
  'Ket',
  'Mutasi Amount',
  'Ticket No',
  'Transaction ID',
  'App Date',
  'Player Bank Name',
  'Corporate Bank',
  'Mutasi Website',
];
const WITHDRAW_HEADERS = DEPOSIT_HEADERS.filter((header) => header !== 'Transaction ID');
const LIST = '/api/viewmutasi/03-Jul-2026/ABC/all/100/1';

describe('View Mutasi page', () => {
  it("asks for the filters, then lists deposit lines read-only with the spec's columns and a two-digit day", async () => {
    const user = userEvent.setup();
    const calls = serve({
      [`GET ${LIST}`]: rowsWithTotal([line(1), line(2, { mutasi_app: false, mutasi_ketapp: '', mutasi_ticket: '', matched_bo_id: null })]),
    });
    renderApp('/view-mutasi');
    expect(await screen.findByRole('heading', { name: 'Table View Mutasi' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home>View Mutasi');
    expect(optionsOf(screen.getByRole('combobox', { name: 'View Type' }))).toEqual(['View Mutasi Deposit', 'View Mutasi Withdraw']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lengkapi Website, Status, dan Date dulu.');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Website' })).toHaveTextContent('Xylo'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Website' }), 'ABC');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status Type' }), 'all');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const row = await rowOf('D1');
    expect(roleTexts('columnheader')).toEqual(DEPOSIT_HEADERS);
    expect(cellsOf(row)).toEqual([
      '1',
      'Approved',
      'AUTO nama+nominal | BCA 14:05 | skor 0.97',
      '93.500',
      'D1',
      'TX1',
      '03 Juli 2026 pukul 14.05.00',
      'DEWI 1',
      'BCA-PT-999',
      'ABC',
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
    serve({ 'GET /api/viewmutasiwd/03-Jul-2026/ABC/pending/100/1': rowsWithTotal([wdLine(4)]) });
    renderApp('/view-mutasi?view=withdraw&website=ABC&status=pending&date=2026-07-03');
    const row = await rowOf('SARI 4');
    expect(roleTexts('columnheader')).toEqual(WITHDRAW_HEADERS);
    expect(cellsOf(row)).toEqual(['1', 'Pending', '-', '500.000', '-', '03 Juli 2026', 'SARI 4', 'BCA-WD-1', 'ABC']);
  });

  it("searches 'Name / nominal / reference' and 'ID Tracking' from page 1, and says when a name is not found", async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/viewmutasi/03-Jul-2026/ABC/all/100/3': rowsWithTotal([line(1)], 300),
      'GET /api/searchmutasi/03-Jul-2026/ABC/all/nominal/93500/100/1': rowsWithTotal([line(2)]),
      'GET /api/searchmutasi/03-Jul-2026/ABC/all/string/dewi/100/1': rowsWithTotal([]),
      'GET /api/searchmutasi/03-Jul-2026/ABC/all/id/602/100/1': rowsWithTotal([line(3)]),
    });
    renderApp(`${ALL}&page=3`);
    const first = await rowOf('D1');
    expect(first.querySelector('td')).toHaveTextContent('201');
    const box = screen.getByRole('searchbox', { name: 'Name / nominal / reference' });
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
    serve({ [`GET ${LIST}`]: rowsWithTotal([line(1)]), 'GET /api/viewmutasi/03-Jul-2026/XYZ/all/100/1': rowsWithTotal([line(5, { mutasi_website: 'XYZ' })]) });
    renderApp(ALL);
    await rowOf('D1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Website' }), 'XYZ');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await rowOf('D5');
  });
});

describe('View Mutasi: the whole statement', () => {
  const WD = '/api/viewmutasiwd/03-Jul-2026/ABC/all/100/1';
  const returnedBy = {
    relation: 'returned_by' as const,
    line_id: 812,
    booked_at: '2026-11-24T03:05:00.000Z',
    booked_date: '2026-11-24',
    amount: 500000,
    description: 'BI-FAST CR RETUR',
  };
  const statusOf = (row: HTMLElement) => row.querySelectorAll('td')[1]!;

  it("says Approved / Pending of a player's line, and of any other line what it is, in a neutral badge; Dikembalikan of a payout that came back", async () => {
    serve({
      [`GET ${WD}`]: rowsWithTotal([
        wdLine(1, { mutasiwd_app: true, mutasiwd_ticket: 'W1' }),
        wdLine(2),
        wdLine(3, { line_kind: 'FEE' }),
        wdLine(4, { line_kind: 'INTEREST' }),
        wdLine(5, { line_kind: 'TAX' }),
        wdLine(6, { line_kind: 'SWEEP' }),
        wdLine(7, { line_kind: 'TOPUP' }),
        wdLine(8, { line_kind: 'RETURN', related_line: { ...returnedBy, relation: 'returns', line_id: 9 } }),
        wdLine(9, { related_line: { ...returnedBy, line_id: 8 } }),
      ]),
    });
    renderApp('/view-mutasi?view=withdraw&website=ABC&status=all&date=2026-07-03');
    await rowOf('SARI 9');
    const statuses = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9].map(async (id) => statusOf(await rowOf(`SARI ${id}`))));
    expect(statuses.map((cell) => cell.textContent)).toEqual([
      'Approved',
      'Pending',
      'Biaya',
      'Bunga',
      'Pajak',
      'Dana keluar (sweep)',
      'Top-up',
      'Retur',
      'Dikembalikan',
    ]);
    // Approved green and Pending amber as on every review table; the others neither, and a returned payout apart from them.
    const badge = (cell: HTMLElement) => cell.querySelector('span')!.className;
    expect(badge(statuses[0]!)).toMatch(/green/);
    expect(badge(statuses[1]!)).toMatch(/amber/);
    for (const cell of statuses.slice(2)) expect(badge(cell)).not.toMatch(/green|amber|red/);
    expect(badge(statuses[8]!)).not.toBe(badge(statuses[2]!));
    expect(new Set(statuses.slice(2, 8).map(badge)).size).toBe(1);
  });

  it('names the return of a payout, and the payout a return brings back, under the row in words', async () => {
    serve({
      [`GET ${WD}`]: rowsWithTotal([
        wdLine(1, { related_line: { ...returnedBy, line_id: 812 } }),
        wdLine(2, {
          line_kind: 'RETURN',
          related_line: { ...returnedBy, relation: 'returns', line_id: 811, booked_at: '2026-11-24T17:10:00.000Z', amount: 1250000.5 },
        }),
        wdLine(3),
      ]),
    });
    renderApp('/view-mutasi?view=withdraw&website=ABC&status=all&date=2026-07-03');
    const first = await rowOf('SARI 1');
    const note = (row: HTMLElement) => (row.nextElementSibling as HTMLElement).textContent;
    expect(note(first)).toBe('↳ Dana kembali lewat mutasi #812 · 24 Nov 10:05 · Rp500.000');
    expect(note(await rowOf('SARI 2'))).toBe('↳ Retur dari mutasi #811 · 25 Nov 00:10 · Rp1.250.000,5');
    // A line with nothing related has no row under it: the next row is the next line.
    expect((await rowOf('SARI 2')).nextElementSibling!.nextElementSibling).toBe(await rowOf('SARI 3'));
    expect((await rowOf('SARI 3')).nextElementSibling).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3 + 2);
  });

  it("names the other export's copy of a PEND transfer by both dates, the earlier being the PEND row", async () => {
    serve({
      [`GET ${LIST}`]: rowsWithTotal([
        line(4, {
          booked_date: '2026-11-24',
          related_line: { ...returnedBy, relation: 'twin', line_id: 700, booked_date: '2026-11-25', booked_at: '2026-11-25T02:00:00.000Z' },
        }),
        line(5, { booked_date: '2026-08-18', related_line: { ...returnedBy, relation: 'twin', line_id: 701, booked_date: '2026-08-17', booked_at: null } }),
      ]),
    });
    renderApp(ALL);
    const note = (row: HTMLElement) => (row.nextElementSibling as HTMLElement).textContent;
    expect(note(await rowOf('D4'))).toBe('↳ Juga di file lain: PEND 24 Nov → dibukukan 25 Nov · mutasi #700');
    // Shown the booked copy, the PEND row being the other: still the earlier date is the PEND one.
    expect(note(await rowOf('D5'))).toBe('↳ Juga di file lain: PEND 17 Agu → dibukukan 18 Agu · mutasi #701');
  });

  it("says under a line of an account two websites share that the other website's ticket holds the same transfer", async () => {
    serve({
      [`GET ${LIST}`]: rowsWithTotal([line(6, { mutasi_app: false, mutasi_ticket: '', matched_bo_id: null, held_elsewhere: 'DP1 di website XYZ' })]),
    });
    renderApp(ALL);
    const row = await rowOf('DEWI 6');
    expect((row.nextElementSibling as HTMLElement).textContent).toBe('↳ Transfer yang sama sudah dipakai ticket DP1 di website XYZ (rekening bersama)');
  });
});

describe('View Mutasi export', () => {
  const downloads = stubDownloadsEach();

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

describe("View Mutasi, the short view (fits a 1366 px laptop, the bank's words on screen)", () => {
  beforeEach(() => localStorage.removeItem('auto-checker.view-mutasi.columns'));

  it("shows No, Status, the short time with the corporate account, amount, the sender with the bank's description, ticket with transaction id, Ket", async () => {
    serve({ [`GET ${LIST}`]: rowsWithTotal([line(1)]) });
    renderApp(ALL);
    const row = (await screen.findByText('DEWI 1')).closest('tr')!;
    expect(roleTexts('columnheader')).toEqual([
      'No',
      'Status',
      'App Date / Corporate Bank',
      'Mutasi Amount',
      'Player Bank Name / Keterangan Bank',
      'Ticket No / Transaction ID',
      'Ket',
    ]);
    expect(cellsOf(row)).toEqual([
      '1',
      'Approved',
      '03 Jul 14:05BCA-PT-999',
      '93.500',
      'DEWI 1BI-FAST CR TRANSFER DR 008 DEWI LESTARI',
      'D1TX1',
      'AUTO nama+nominal | BCA 14:05 | skor 0.97',
    ]);
    expect(within(row).getByText('BI-FAST CR TRANSFER DR 008 DEWI LESTARI')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ringkas' })).toHaveAttribute('aria-pressed', 'true');
  });
});
