import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataPlayerResponse, DataPlayerRow, TotalDataPlayerResponse, WebsiteListItem } from '@auto-checker/contract';
import { ABC, checkerOf, heldAnswer, identity, renderApp, signedInServer, stubDownloadsEach, type Handler } from './fake-server.tsx';
import { cellsOf, optionsOf, roleTexts } from './texts.ts';

// Jakarta 12:00 on 3 July 2026: the date inputs start at 2026-07-03.
const NOW = new Date('2026-07-03T05:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

const XYZ: WebsiteListItem = { website_id: 2, website_name: '', website_code: 'XYZ', website_panel: 'LUXE' };
const checker = checkerOf(7);

const player = (over: Partial<DataPlayerRow> = {}): DataPlayerRow => ({
  date: '2026-07-01T03:00:00.000Z',
  handler: 'op1',
  username: 'budi88',
  website: 'ABC',
  player_bank_name: 'BCA',
  player_bank_no: '1234567890',
  deposit: 1250000,
  withdraw: 0,
  kind: 'DEPOSIT',
  ticket_no: 'D1',
  player_account_name: 'BUDI SANTOSO',
  statement_date: '2026-07-01',
  ...over,
});

const TOTALS: TotalDataPlayerResponse = {
  deposit: 1250000,
  withdraw: 500000.5,
  balance: 749999.5,
  transactions: 2,
  details: [
    { date: '2026-07-01', total_deposit: 1250000, total_withdraw: 0, total_transactions: 1, balance: 1250000 },
    { date: '2026-07-02', total_deposit: 0, total_withdraw: 500000.5, total_transactions: 1, balance: -500000.5 },
  ],
  grand_total_deposit: 1250000,
  grand_total_withdraw: 500000.5,
  total_balance: 749999.5,
  grand_total_transactions: 2,
  last_page: 1,
};

const ROWS: DataPlayerResponse = {
  details: [
    player(),
    player({
      date: '2026-07-02T08:30:00.000Z',
      handler: 'op2',
      username: 'sari77',
      kind: 'WITHDRAW',
      deposit: 0,
      withdraw: 500000.5,
      ticket_no: 'W1',
      player_bank_name: 'BNI',
      player_bank_no: '555',
    }),
  ],
  last_page: 3,
  total: 102,
};
const EMPTY: DataPlayerResponse = { details: [], last_page: 1, total: 0 };

const TOTAL_PATH = '/api/totaldataplayer/ABC/2026-07-01/2026-07-03/100/1';
const ROWS_PATH = '/api/dataplayer/ABC/2026-07-01/2026-07-03/50/1';
const answer =
  (body: unknown): Handler =>
  () => ({ body });

const serve = (extra: Record<string, Handler>, me = identity(), websites = [ABC, XYZ]) => signedInServer(me, extra, websites);

const reportCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => /dataplayer|exportcsv|exportexcel/.test(c.url)).map((c) => `${c.method} ${c.url}`);

async function setDate(label: string, value: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

/** From an empty URL: the range 1-3 July, then Search. */
async function searchRange(website?: string, mode?: 'gamesite') {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Data Player', level: 1 });
  if (mode) await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), mode);
  const site = screen.getByRole('combobox', { name: mode ? 'Game Site' : 'Website' });
  await waitFor(() => expect(site).not.toHaveTextContent('Loading...'));
  if (website) await user.selectOptions(site, website);
  await setDate('Start Date', '2026-07-01');
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

const tile = (label: string) => screen.getByRole('region', { name: label });

describe('Data Player filters', () => {
  it('offers both modes, starts at today in Jakarta and keeps Search disabled until a website is chosen', async () => {
    const user = userEvent.setup();
    const calls = serve({});
    renderApp('/dataplayer');
    await screen.findByRole('heading', { name: 'Data Player', level: 1 });
    const mode = screen.getByRole('combobox', { name: 'Mode' });
    expect([...mode.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['dataplayer', 'Data Player'],
      ['gamesite', 'Game Site Report'],
    ]);
    expect(screen.getByLabelText('Start Date')).toHaveValue('2026-07-03');
    expect(screen.getByLabelText('End Date')).toHaveValue('2026-07-03');
    const website = screen.getByRole('combobox', { name: 'Website' });
    await waitFor(() => expect(optionsOf(website)).toEqual(['-- Pilih Website --', 'Alpha', 'XYZ']));
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();

    await user.selectOptions(mode, 'gamesite');
    expect(screen.queryByRole('combobox', { name: 'Website' })).not.toBeInTheDocument();
    const site = screen.getByRole('combobox', { name: 'Game Site' });
    expect(site).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.selectOptions(site, 'XYZ');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    expect(reportCalls(calls)).toEqual([]);
    expect(screen.getByText('Pilih filter lalu tekan Search untuk menampilkan data.')).toBeInTheDocument();
  });

  it("refuses an End Date before the Start Date with the spec's message, and asks nothing", async () => {
    const user = userEvent.setup();
    const calls = serve({});
    renderApp('/dataplayer');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Website' })).toHaveTextContent('Alpha'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Website' }), 'ABC');
    await setDate('End Date', '2026-07-02');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('End Date tidak boleh lebih kecil dari Start Date.');
    expect(reportCalls(calls)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Total Deposit' })).not.toBeInTheDocument();
  });

  it('preselects the only website of a CHECKER and keeps the search in the URL', async () => {
    const calls = serve({ [`GET ${TOTAL_PATH}`]: answer(TOTALS), [`GET ${ROWS_PATH}`]: answer(ROWS) }, checker, [ABC]);
    const { router } = renderApp('/dataplayer');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Website' })).toHaveValue('ABC'));
    expect(screen.getByRole('combobox', { name: 'Website' })).toHaveTextContent('Alpha');
    await searchRange();
    await screen.findByRole('cell', { name: 'budi88' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      mode: 'dataplayer',
      website: 'ABC',
      start: '2026-07-01',
      end: '2026-07-03',
    });
    expect(reportCalls(calls).sort()).toEqual([`GET ${ROWS_PATH}`, `GET ${TOTAL_PATH}`]);
  });
});

describe('Data Player results', () => {
  it('shows the tiles in Indonesian numbers, an ellipsis while they load, then the table', async () => {
    const { handler: slowTotals, release } = heldAnswer({ body: TOTALS });
    serve({ [`GET ${TOTAL_PATH}`]: slowTotals, [`GET ${ROWS_PATH}`]: answer(ROWS) });
    renderApp('/dataplayer');
    await searchRange('ABC');
    await waitFor(() => expect(tile('Total Deposit')).toHaveTextContent('Total Deposit…'));
    expect(tile('Total Transactions')).toHaveTextContent('Total Transactions…');
    release();
    await waitFor(() => expect(tile('Total Deposit')).toHaveTextContent('Total Deposit1.250.000'));
    expect(tile('Total Withdraw')).toHaveTextContent('Total Withdraw500.000,5');
    expect(tile('Balance')).toHaveTextContent('Balance749.999,5');
    expect(tile('Total Transactions')).toHaveTextContent('Total Transactions2');
    expect(within(tile('Total Deposit')).getByText('1.250.000')).toHaveClass('text-green-600');
    expect(within(tile('Total Withdraw')).getByText('500.000,5')).toHaveClass('text-red-600');
    expect(within(tile('Balance')).getByText('749.999,5')).toHaveClass('text-blue-600');

    expect(screen.getByRole('heading', { name: 'Data Player Table' })).toBeInTheDocument();
    const first = (await screen.findByRole('cell', { name: 'budi88' })).closest('tr')!;
    expect(roleTexts('columnheader')).toEqual(['No', 'Transaction Date', 'Operator', 'Username', 'Website', 'Bank', 'Deposit', 'Withdraw']);
    expect(cellsOf(first)).toEqual(['1', '01 Juli 2026 pukul 10.00.00', 'op1', 'budi88', 'ABC', 'BCA (1234567890)', '1.250.000', '0']);
    const second = first.nextElementSibling as HTMLElement;
    expect(cellsOf(second)).toEqual(['2', '02 Juli 2026 pukul 15.30.00', 'op2', 'sari77', 'ABC', 'BNI (555)', '0', '500.000,5']);
    expect(second.querySelectorAll('td')[6]).toHaveClass('text-right');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('pages with Next and changes the page size from page 1', async () => {
    const user = userEvent.setup();
    const calls = serve({
      [`GET ${TOTAL_PATH}`]: answer(TOTALS),
      [`GET ${ROWS_PATH}`]: answer(ROWS),
      'GET /api/dataplayer/ABC/2026-07-01/2026-07-03/50/2': answer({ ...ROWS, details: [player({ username: 'page2' })] }),
      'GET /api/dataplayer/ABC/2026-07-01/2026-07-03/10/1': answer({ ...ROWS, details: [player({ username: 'ten' })], last_page: 11 }),
    });
    const { router } = renderApp('/dataplayer');
    await searchRange('ABC');
    await screen.findByRole('cell', { name: 'budi88' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const row = (await screen.findByRole('cell', { name: 'page2' })).closest('tr')!;
    expect(cellsOf(row)[0]).toBe('51');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await screen.findByRole('cell', { name: 'ten' });
    expect(screen.getByText('Page 1 of 11')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('10');
    expect(reportCalls(calls).filter((c) => c.includes('/api/dataplayer/'))).toEqual([
      `GET ${ROWS_PATH}`,
      'GET /api/dataplayer/ABC/2026-07-01/2026-07-03/50/2',
      'GET /api/dataplayer/ABC/2026-07-01/2026-07-03/10/1',
    ]);
  });

  it('says "🚫 No data found." and, after a username search, that the username was not found', async () => {
    const user = userEvent.setup();
    const calls = serve({
      [`GET ${TOTAL_PATH}`]: answer({ ...TOTALS, deposit: 0, withdraw: 0, balance: 0, transactions: 0 }),
      [`GET ${ROWS_PATH}`]: answer(EMPTY),
      'GET /api/searchdataplayer/andi%2050%25/ABC/2026-07-01/2026-07-03/50/1': answer(EMPTY),
    });
    renderApp('/dataplayer');
    await searchRange('ABC');
    expect(await screen.findByText('🚫 No data found.')).toBeInTheDocument();
    expect(screen.queryByText(/tidak ditemukan pada periode ini/)).not.toBeInTheDocument();
    expect(tile('Total Deposit')).toHaveTextContent('Total Deposit0');

    await user.type(screen.getByRole('searchbox', { name: 'Search Username' }), ' andi 50% ');
    expect(await screen.findByText('Username andi 50% tidak ditemukan pada periode ini.')).toBeInTheDocument();
    expect(screen.getByText('🚫 No data found.')).toBeInTheDocument();
    expect(reportCalls(calls).filter((c) => c.includes('searchdataplayer'))).toEqual(['GET /api/searchdataplayer/andi%2050%25/ABC/2026-07-01/2026-07-03/50/1']);
  });

  it('hides the results when a filter changes, until Search is pressed again', async () => {
    const user = userEvent.setup();
    const calls = serve({
      [`GET ${TOTAL_PATH}`]: answer(TOTALS),
      [`GET ${ROWS_PATH}`]: answer(ROWS),
      'GET /api/totaldataplayer/ABC/2026-07-01/2026-07-02/100/1': answer(TOTALS),
      'GET /api/dataplayer/ABC/2026-07-01/2026-07-02/50/1': answer({ ...ROWS, details: [player({ username: 'second' })] }),
    });
    renderApp('/dataplayer');
    await searchRange('ABC');
    await screen.findByRole('cell', { name: 'budi88' });
    await setDate('End Date', '2026-07-02');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Deposit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('cell', { name: 'second' });
    expect(reportCalls(calls).filter((c) => c.includes('/api/dataplayer/'))).toEqual([
      `GET ${ROWS_PATH}`,
      'GET /api/dataplayer/ABC/2026-07-01/2026-07-02/50/1',
    ]);
  });
});

describe('Game Site Report', () => {
  const downloads = stubDownloadsEach();

  it('shows the days and a bold Total Sum row under "Report {site}" with the range', async () => {
    const calls = serve({ [`GET ${TOTAL_PATH}`]: answer(TOTALS) });
    renderApp('/dataplayer');
    await searchRange('ABC', 'gamesite');
    expect(await screen.findByRole('heading', { name: 'Report Alpha' })).toBeInTheDocument();
    expect(screen.getByText('01 Juli 2026 to 03 Juli 2026')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Game Site Report' });
    await within(table).findByRole('cell', { name: '01 Juli 2026' });
    expect(roleTexts('columnheader', table)).toEqual(['Date', 'Total Depo', 'Total WD', 'Total Transaksi', 'Balance']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['01 Juli 2026', '1.250.000', '0', '1', '1.250.000'],
      ['02 Juli 2026', '0', '500.000,5', '1', '-500.000,5'],
      ['Total Sum', '1.250.000', '500.000,5', '2', '749.999,5'],
    ]);
    expect(rows[2]!.querySelector('td')).toHaveClass('font-bold');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Deposit' })).not.toBeInTheDocument();
    expect(reportCalls(calls)).toEqual([`GET ${TOTAL_PATH}`]);
  });

  it('names a site without a name by its code, says no data for an empty report and pages when there is more', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/totaldataplayer/XYZ/2026-07-01/2026-07-03/100/1': answer({ ...TOTALS, details: [], last_page: 1 }),
      'GET /api/totaldataplayer/ABC/2026-07-01/2026-07-03/100/1': answer({ ...TOTALS, last_page: 2 }),
      'GET /api/totaldataplayer/ABC/2026-07-01/2026-07-03/100/2': answer({ ...TOTALS, details: [TOTALS.details[1]!], last_page: 2 }),
    });
    renderApp('/dataplayer');
    await searchRange('XYZ', 'gamesite');
    expect(await screen.findByRole('heading', { name: 'Report XYZ' })).toBeInTheDocument();
    expect(await screen.findByText('🚫 No data found.')).toBeInTheDocument();
    expect(screen.queryByText('Total Sum')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Game Site' }), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('cell', { name: '01 Juli 2026' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: '01 Juli 2026' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: '02 Juli 2026' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('keeps the exports disabled until the report is there, then saves the file under the contract name', async () => {
    const user = userEvent.setup();
    const { handler: slowTotals, release } = heldAnswer({ body: TOTALS });
    const calls = serve({ [`GET ${TOTAL_PATH}`]: slowTotals, 'POST /api/exportcsvtotaldataplayer': answer('csv') });
    renderApp('/dataplayer');
    await searchRange('ABC', 'gamesite');
    await screen.findByRole('heading', { name: 'Report Alpha' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.name).toBe('gamesite_abc_2026-07-01_2026-07-03.csv');
    const post = calls.find((c) => c.method === 'POST')!;
    expect([post.url, post.body]).toEqual(['/api/exportcsvtotaldataplayer', { start: '2026-07-01', end: '2026-07-03', group: 'ABC' }]);
  });

  it("logs a failed export and says 'Gagal export file.'", async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ [`GET ${TOTAL_PATH}`]: answer(TOTALS), 'POST /api/exportexceltotaldataplayer': () => ({ status: 500, body: { message: 'Server error.' } }) });
    renderApp('/dataplayer');
    await searchRange('ABC', 'gamesite');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export Excel' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal export file. Server error.');
    expect(errors).toHaveBeenCalledWith('Gagal export file.', expect.any(Error));
    expect(downloads.saved).toEqual([]);
    errors.mockRestore();
  });
});
