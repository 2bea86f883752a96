import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoDepositView, BoWithdrawView } from '@auto-checker/contract';
import {
  ABC,
  allowed,
  checkerOf,
  heldAnswer,
  identity,
  rawServer,
  renderApp,
  rowOf,
  rowsWithTotal,
  signedInServer,
  stubDownloadsEach,
  XYZ,
  type Handler,
} from './fake-server.tsx';
import { cellsOf, optionsOf, roleTexts } from './texts.ts';

// Jakarta 12:00 on 3 July 2026: the edit window is 1-3 July.
const NOW = new Date('2026-07-03T05:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  // Most tests read the spec's columns ("Semua kolom"); 'the short view' below opens on the default.
  localStorage.setItem('auto-checker.view-bo.columns', 'full');
});

const checker = checkerOf(7);

/** What a row carries before anyone or the matcher has approved it. */
const unreviewed = {
  approved_amount: null,
  approved_by_name: null,
  approved_at: null,
  match_rule: null,
  matched_line_id: null,
  panel_refused: false,
  match_hint: null,
  revert_note: null,
};

const depo = (id: number, over: Partial<BoDepositView> = {}): BoDepositView => ({
  bo_id: id,
  bo_approve: false,
  ket_app: '',
  depo_amount: 1250000,
  ticket_no: `D${id}`,
  req_date: '2026-07-03T07:00:00.000Z',
  app_date: null,
  bank_statement_date: '2026-07-03',
  user_name: `user${id}`,
  full_name: `Budi ${id}`,
  payment_type: 'Bank',
  admin_fee: 0,
  agent_fee: null,
  player_fee: 6500,
  nett_amount: 1243500,
  player_bank: 'BCA-Budi-123',
  corporate_bank: 'BCA-PT-999',
  bo_desc: '',
  bo_ref: `R${id}`,
  bo_status: 'Pending',
  bo_reason: '',
  bo_handler: 'op1',
  bo_website: 'ABC',
  player_ref: '',
  player_own_ref: '',
  ...unreviewed,
  ...over,
});

const wd = (id: number, over: Partial<BoWithdrawView> = {}): BoWithdrawView => ({
  wd_bo_id: id,
  wd_bo_approve: false,
  wd_ket_app: '',
  wd_amount: 500000,
  wd_ticket_no: `W${id}`,
  wd_app_date: '2026-07-03T08:00:00.000Z',
  wd_brand: 'ABC',
  wd_fullname: `Sari ${id}`,
  wd_player_bank: 'BNI',
  wd_nett_amount: 500000,
  wd_corp_bank: 'BCA-PT-999',
  wd_username: `sari${id}`,
  wd_website: 'ABC',
  wd_remarks: '',
  wd_status: 'Approved',
  wd_handler: 'op2',
  wd_ref_code: '',
  wd_own_ref_code: '',
  wd_last_balance: 10000,
  wd_player_number: '0987654321',
  bank_statement_date: '2026-07-03',
  ...unreviewed,
  ...over,
});

const serve = (extra: Record<string, Handler>, me = identity(), websites = [ABC, XYZ]) => signedInServer(me, extra, websites);

const PENDING = '/view-bo?view=deposit&website=ABC&status=pending&date=2026-07-03';
const LIST = '/api/viewbo/3-Jul-2026/ABC/pending/100/1';
const listCalls = (calls: { url: string }[]) => calls.map((c) => c.url).filter((u) => /\/api\/(view|search)bo/.test(u));

describe('View BO filters', () => {
  it("asks for every filter before searching: 'Lengkapi Website, Status, dan Date dulu.'", async () => {
    const user = userEvent.setup();
    const calls = serve({});
    renderApp('/view-bo');
    expect(await screen.findByRole('heading', { name: 'Table View BO' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home>View BO');
    const type = screen.getByRole('combobox', { name: 'View Type' });
    expect(optionsOf(type)).toEqual(['View BO Deposit', 'View BO Withdraw']);
    const status = screen.getByRole('combobox', { name: 'Status Type' });
    expect([...status.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', '-- Pilih Status --'],
      ['all', 'Select All'],
      ['approve', 'Approve'],
      ['pending', 'Pending'],
    ]);
    // Pending and today in Jakarta by default.
    expect(status).toHaveValue('pending');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-07-03');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Website' })).toHaveTextContent('Alpha'));

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lengkapi Website, Status, dan Date dulu.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Website' }), 'ABC');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(status, '');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lengkapi Website, Status, dan Date dulu.');
    expect(listCalls(calls)).toEqual([]);
  });

  it('preselects the only website of a CHECKER and searches page 1 with the D-Mon-YYYY date', async () => {
    const user = userEvent.setup();
    const calls = serve({ [`GET ${LIST}`]: rowsWithTotal([depo(1)]) }, checker, [ABC]);
    const { router } = renderApp('/view-bo?page=4');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Website' })).toHaveValue('ABC'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status Type' }), 'pending');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await rowOf('D1');
    expect(listCalls(calls)).toEqual([LIST]);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    expect(screen.getByText('Showing page 1 of 1')).toBeInTheDocument();
  });

  it('hides the results when a filter changes, until Search is pressed again', async () => {
    const user = userEvent.setup();
    const calls = serve({ [`GET ${LIST}`]: rowsWithTotal([depo(1)]), 'GET /api/viewbo/2-Jul-2026/ABC/pending/100/1': rowsWithTotal([depo(2)]) });
    renderApp(PENDING);
    await rowOf('D1');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-07-02');
    expect(screen.queryByRole('cell', { name: 'D1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await rowOf('D2');
    expect(listCalls(calls)).toEqual([LIST, '/api/viewbo/2-Jul-2026/ABC/pending/100/1']);
  });

  it('switches to the withdraw table with its columns, Player Number fed from the fullname', async () => {
    const user = userEvent.setup();
    serve({ [`GET ${LIST}`]: rowsWithTotal([depo(1)]), 'GET /api/viewbowd/3-Jul-2026/ABC/pending/100/1': rowsWithTotal([wd(5)]) });
    renderApp(PENDING);
    await rowOf('D1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'View Type' }), 'withdraw');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const row = await rowOf('W5');
    expect(roleTexts('columnheader')).toEqual([
      '',
      'No',
      'Status',
      'Ket',
      'Amount',
      'Ticket No',
      'App Date',
      'Mutasi Brand',
      'Player Bank Name',
      'Player Number',
      'Mutasi Amount',
      'Corporate Bank',
      'Username',
      'Fullname',
      'Website',
      'Remarks',
      'WD Status',
      'Handler',
      'Ref Code',
      'Own Ref',
      'Last Balance',
      'Action',
    ]);
    const cells = [...row.querySelectorAll('td')];
    expect(cells[9]).toHaveTextContent('Sari 5');
    expect(within(cells[9]!).getByText('Sari 5')).toHaveAttribute('title', 'No. rekening: 0987654321');
    expect(cells[10]).toHaveTextContent('500.000');
  });
});

describe('View BO Status Type', () => {
  const statusSelect = () => screen.findByRole('combobox', { name: 'Status Type' });
  const menuLink = (name: string) => within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name });
  const pickWebsite = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
    const website = screen.getByRole('combobox', { name: 'Website' });
    await waitFor(() => expect(website.querySelector(`option[value="${code}"]`)).not.toBeNull());
    await user.selectOptions(website, code);
  };

  it('opens on Pending on a first visit, and Search lists the Pending rows', async () => {
    const user = userEvent.setup();
    const calls = serve({ [`GET ${LIST}`]: rowsWithTotal([depo(1)]) });
    const { router } = renderApp('/view-bo');
    expect(await statusSelect()).toHaveValue('pending');
    await pickWebsite(user, 'ABC');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await rowOf('D1');
    expect(listCalls(calls)).toEqual([LIST]);
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('pending');
  });

  it('remembers the Status Type last picked when the person leaves and comes back; View Mutasi keeps its own', async () => {
    const user = userEvent.setup();
    const calls = serve({ 'GET /api/viewbo/3-Jul-2026/ABC/all/100/1': rowsWithTotal([depo(1), depo(2, { bo_approve: true, ket_app: 'ok' })]) });
    const { router } = renderApp('/view-bo');
    await user.selectOptions(await statusSelect(), 'all');

    await user.click(menuLink('View Mutasi'));
    expect(await screen.findByRole('heading', { name: 'Table View Mutasi' })).toBeInTheDocument();
    expect(await statusSelect()).toHaveValue('pending');

    await user.click(menuLink('View BO'));
    expect(await screen.findByRole('heading', { name: 'Table View BO' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(await statusSelect()).toHaveValue('all');
    // ...and it is the status searched.
    await pickWebsite(user, 'ABC');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await rowOf('D2');
    expect(listCalls(calls)).toEqual(['/api/viewbo/3-Jul-2026/ABC/all/100/1']);
  });

  it('takes the status of the URL over the one remembered (a shared link, the Dashboard)', async () => {
    const user = userEvent.setup();
    serve({ 'GET /api/viewbo/3-Jul-2026/ABC/approve/100/1': rowsWithTotal([depo(1, { bo_approve: true, ket_app: 'ok' })]) });
    renderApp('/view-bo');
    await user.selectOptions(await statusSelect(), 'all');
    cleanup();

    renderApp('/view-bo?view=deposit&website=ABC&status=approve&date=2026-07-03');
    await rowOf('D1');
    expect(await statusSelect()).toHaveValue('approve');
  });
});

describe('View BO toasts', () => {
  /** The messages the toaster shows now, oldest first. */
  const toasts = () => [...screen.getByTestId('toasts').children].map((t) => t.textContent);

  it('one approval after another leaves one message, the newest', async () => {
    const user = userEvent.setup();
    serve({
      [`GET ${LIST}`]: rowsWithTotal([depo(1), depo(2)]),
      'PUT /api/updatebodepostts': (init) => {
        const { arr } = JSON.parse(String(init!.body)) as { arr: { bo_id: number }[] };
        return { body: { message: `Berhasil update D${arr[0]!.bo_id}.`, updated: 1 } };
      },
    });
    renderApp(PENDING);
    for (const ticket of ['D1', 'D2']) {
      const row = await rowOf(ticket);
      await user.type(within(row).getByRole('textbox', { name: `Ket ${ticket}` }), 'cek');
      await user.click(within(row).getByRole('button', { name: 'Update' }));
      await screen.findByText(`Berhasil update ${ticket}.`);
    }
    expect(toasts()).toEqual(['Berhasil update D2.']);
  });

  it('a bulk Submit says it once, for all its rows', async () => {
    const user = userEvent.setup();
    serve({
      [`GET ${LIST}`]: rowsWithTotal([depo(1), depo(2), depo(3)]),
      'PUT /api/updatebodepostts': () => ({ body: { message: 'Berhasil update 3 data.', updated: 3 } }),
    });
    renderApp(PENDING);
    await rowOf('D1');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua data di halaman ini' }));
    await user.click(screen.getByRole('button', { name: 'Submit 3 data' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi Submit' });
    await user.type(within(dialog).getByLabelText('Ket untuk 3 data yang belum diisi'), 'cek mutasi');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Submit' }));
    await screen.findByText('Berhasil update 3 data.');
    expect(toasts()).toEqual(['Berhasil update 3 data.']);
  });
});

describe('View BO deposit table', () => {
  it('shows every column of the spec, amounts in Indonesian format and times in Jakarta', async () => {
    serve({ [`GET ${LIST}`]: rowsWithTotal([depo(1)]) });
    renderApp(PENDING);
    const row = await rowOf('D1');
    expect(roleTexts('columnheader')).toEqual([
      '',
      'No',
      'Status',
      'Ket',
      'Ticket No',
      'Req Date',
      'App Date',
      'Bank Statement',
      'Username',
      'Fullname',
      'Payment Type',
      'Depo Amount',
      'Admin Fee',
      'Agent Fee',
      'Player Fee',
      'Nett Amount',
      'Player Bank',
      'Corporate Bank',
      'Bo Desc',
      'Bo Ref',
      'Bo Status',
      'Bo Reason',
      'Bo Handler',
      'Bo Website',
      'Player Ref',
      'Player Own Ref',
      'Action',
    ]);
    const text = cellsOf(row);
    expect(text.slice(4, 17)).toEqual([
      'D1',
      '03 Juli 2026 pukul 14.00.00',
      '-',
      '03 Juli 2026',
      'user1',
      'Budi 1',
      'Bank',
      '1.250.000',
      '0',
      '-',
      '6.500',
      '1.243.500',
      'BCA-Budi-123',
    ]);
    // The amount is text; the box under it is for a correction, not a faint placeholder.
    expect(within(row).getByRole('textbox', { name: 'Depo Amount D1' })).toHaveAttribute('placeholder', 'Koreksi');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('approves one row with its note and corrected amount, and sends exactly the spec body', async () => {
    const user = userEvent.setup();
    let approved = false;
    const calls = serve({
      [`GET ${LIST}`]: () =>
        rowsWithTotal([
          approved ? depo(1, { bo_approve: true, ket_app: 'cek manual', approved_amount: 1243500, approved_by_name: 'admin' }) : depo(1),
          depo(2),
        ])(undefined, ''),
      'PUT /api/updatebodepostts': () => {
        approved = true;
        return { body: { message: 'Berhasil update 1 data.', updated: 1 } };
      },
    });
    renderApp(PENDING);
    const row = await rowOf('D1');
    await user.type(within(row).getByRole('textbox', { name: 'Ket D1' }), '  cek manual ');
    await user.type(within(row).getByRole('textbox', { name: 'Depo Amount D1' }), '1.243.500');
    expect(within(row).getByRole('textbox', { name: 'Depo Amount D1' })).toHaveValue('1243500');
    await user.click(within(row).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Berhasil update 1 data.')).toBeInTheDocument();
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put).toEqual([
      {
        method: 'PUT',
        url: '/api/updatebodepostts',
        body: { bank_statement_date: '3-Jul-2026', arr: [{ bo_id: 1, ket_app: 'cek manual', depo_amount: 1243500, depo_edited_by: 1 }] },
      },
    ]);
    // The list is read again: the row is Approved, no longer editable or selectable.
    await waitFor(() => expect(within(row).queryByRole('textbox', { name: 'Ket D1' })).not.toBeInTheDocument());
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getByText('oleh admin')).toBeInTheDocument();
    expect(within(row).getByRole('checkbox')).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Delete D1' })).toBeDisabled();
    expect(row).toHaveTextContent('BO: 1.250.000');
  });

  it('sends a blank amount as null, so the BO amount is kept; Enter in the note submits', async () => {
    const user = userEvent.setup();
    const calls = serve({
      [`GET ${LIST}`]: rowsWithTotal([depo(1)]),
      'PUT /api/updatebodepostts': () => ({ body: { message: 'Berhasil update 1 data.', updated: 1 } }),
    });
    renderApp(PENDING);
    const row = await rowOf('D1');
    await user.type(within(row).getByRole('textbox', { name: 'Ket D1' }), 'ok{Enter}');
    await screen.findByText('Berhasil update 1 data.');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      bank_statement_date: '3-Jul-2026',
      arr: [{ bo_id: 1, ket_app: 'ok', depo_amount: null, depo_edited_by: 1 }],
    });
  });

  it("puts the cursor in the next row's Ket once a row is approved, so the page is worked from the keyboard", async () => {
    const user = userEvent.setup();
    serve({
      [`GET ${LIST}`]: rowsWithTotal([depo(1), depo(2), depo(3)]),
      'PUT /api/updatebodepostts': () => ({ body: { message: 'Berhasil update 1 data.', updated: 1 } }),
    });
    renderApp(PENDING);
    await user.type(within(await rowOf('D2')).getByRole('textbox', { name: 'Ket D2' }), 'ok{Enter}');
    await screen.findByText('Berhasil update 1 data.');
    const next = within(await rowOf('D3')).getByRole('textbox', { name: 'Ket D3' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    // After the page's last row, the one before it.
    await user.keyboard('ok{Enter}');
    const before = within(await rowOf('D2')).getByRole('textbox', { name: 'Ket D2' });
    await waitFor(() => expect(document.activeElement).toBe(before));
  });

  it("refuses an empty note: 'Keterangan tidak boleh kosong.'", async () => {
    const user = userEvent.setup();
    const calls = serve({ [`GET ${LIST}`]: rowsWithTotal([depo(1)]) });
    renderApp(PENDING);
    const row = await rowOf('D1');
    await user.type(within(row).getByRole('textbox', { name: 'Ket D1' }), '   ');
    await user.click(within(row).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Keterangan tidak boleh kosong.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server refusal verbatim (409 already approved)', async () => {
    const user = userEvent.setup();
    serve({
      [`GET ${LIST}`]: rowsWithTotal([depo(1)]),
      'PUT /api/updatebodepostts': () => ({ status: 409, body: { message: 'Data sudah di-approve, tidak bisa diubah.' } }),
    });
    renderApp(PENDING);
    const row = await rowOf('D1');
    await user.type(within(row).getByRole('textbox', { name: 'Ket D1' }), 'ok');
    await user.click(within(row).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Data sudah di-approve, tidak bisa diubah.');
  });

  it('outside the edit window: inputs and selection disabled, and Update alerts that the data cannot be updated', async () => {
    const user = userEvent.setup();
    const calls = serve({ 'GET /api/viewbo/30-Jun-2026/ABC/all/100/1': rowsWithTotal([depo(1, { bank_statement_date: '2026-06-30' })]) });
    renderApp('/view-bo?view=deposit&website=ABC&status=all&date=2026-06-30');
    const row = await rowOf('D1');
    expect(within(row).getByRole('textbox', { name: 'Ket D1' })).toBeDisabled();
    expect(within(row).getByRole('textbox', { name: 'Depo Amount D1' })).toBeDisabled();
    expect(within(row).getByRole('checkbox', { name: 'Pilih D1' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Pilih semua data di halaman ini' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit 0 data' })).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Data ini tidak bisa diupdate (bukan hari yang sama).');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows approved rows read-only with the status filter approve, and how the matcher matched them', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/viewbo/3-Jul-2026/ABC/approve/100/1': rowsWithTotal([
        depo(1, { bo_approve: true, ket_app: 'AUTO nama+nominal | BCA 14:05 | skor 0.97', match_rule: 'NAME', matched_line_id: 812 }),
        depo(2, { bo_approve: true, ket_app: 'AUTO referensi+nominal | QRIS 14:03 | ref 602312345678', match_rule: 'REFERENCE', matched_line_id: 813 }),
        depo(3, { bo_approve: true, ket_app: 'AUTO waktu+nominal | QRIS 14:04 | selisih 4 menit', match_rule: 'TIME', matched_line_id: 814 }),
      ]),
    });
    renderApp('/view-bo?view=deposit&website=ABC&status=approve&date=2026-07-03');
    const row = await rowOf('D1');
    expect(screen.queryByRole('textbox', { name: /^Ket / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(row).toHaveTextContent('AUTO nama+nominal | BCA 14:05 | skor 0.97');
    expect(within(await rowOf('D2')).getByText('Auto: Referensi')).toBeInTheDocument();
    expect(within(await rowOf('D3')).getByText('Auto: Waktu')).toBeInTheDocument();
    const badge = within(row).getByText('Auto: Nama');
    expect(badge).toHaveAttribute('title', 'Cocok otomatis (Nama): Mutasi #812 · BCA 14:05 · skor 0.97');
    await user.click(badge);
    expect(within(row).getByText('Mutasi #812')).toBeVisible();
  });

  it('deletes a Pending row after confirmation', async () => {
    const user = userEvent.setup();
    let gone = false;
    const calls = serve({
      [`GET ${LIST}`]: () => rowsWithTotal(gone ? [depo(2)] : [depo(1), depo(2)])(undefined, ''),
      'PUT /api/deleteboid': () => {
        gone = true;
        return { body: { message: 'Berhasil hapus 1 data.', deleted: 1 } };
      },
    });
    renderApp(PENDING);
    const row = await rowOf('D1');
    await user.click(within(row).getByRole('button', { name: 'Delete D1' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi Delete' });
    expect(within(dialog).getByRole('list', { name: 'Ringkasan data' })).toHaveTextContent('D1 · user1 · 1.250.000');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('Berhasil hapus 1 data.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'D1' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The cursor is in the next row's Ket, not lost with the Delete button.
    expect(document.activeElement).toBe(within(await rowOf('D2')).getByRole('textbox', { name: 'Ket D2' }));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', url: '/api/deleteboid', body: { arr: [{ bo_id: 1, depo_edited_by: 1 }] } }]);
  });

  it('bulk submit lists 5 deposit rows then "… dan N data lainnya", and asks one note for rows without one', async () => {
    const user = userEvent.setup();
    const seven = Array.from({ length: 7 }, (_, i) => depo(i + 1));
    const calls = serve({
      [`GET ${LIST}`]: rowsWithTotal([...seven, depo(8, { bo_approve: true, ket_app: 'done' })]),
      'PUT /api/updatebodepostts': () => ({ body: { message: 'Berhasil update 7 data.', updated: 7 } }),
    });
    renderApp(PENDING);
    await rowOf('D1');
    expect(screen.getByRole('button', { name: 'Submit 0 data' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua data di halaman ini' }));
    // The approved row is not selectable.
    expect(screen.getByRole('checkbox', { name: 'Pilih D8' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete 7 data' })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Ket D2' }), 'sendiri');
    await user.type(screen.getByRole('textbox', { name: 'Depo Amount D2' }), '1000000');
    await user.click(screen.getByRole('button', { name: 'Submit 7 data' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi Submit' });
    expect([...within(dialog).getByRole('list', { name: 'Ringkasan data' }).querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'D1 · user1 · 1.250.000',
      'D2 · user2 · 1.250.000 → 1.000.000',
      'D3 · user3 · 1.250.000',
      'D4 · user4 · 1.250.000',
      'D5 · user5 · 1.250.000',
      '… dan 2 data lainnya',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Keterangan tidak boleh kosong.');
    await user.type(within(dialog).getByLabelText('Ket untuk 6 data yang belum diisi'), 'cek mutasi');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Submit' }));
    await screen.findByText('Berhasil update 7 data.');
    const body = calls.find((c) => c.method === 'PUT')!.body as { bank_statement_date: string; arr: unknown[] };
    expect(body.bank_statement_date).toBe('3-Jul-2026');
    expect(body.arr).toHaveLength(7);
    expect(body.arr[0]).toEqual({ bo_id: 1, ket_app: 'cek mutasi', depo_amount: null, depo_edited_by: 1 });
    expect(body.arr[1]).toEqual({ bo_id: 2, ket_app: 'sendiri', depo_amount: 1000000, depo_edited_by: 1 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit 0 data' })).toBeInTheDocument());
  });

  it('clears the selection when the page changes', async () => {
    const user = userEvent.setup();
    serve({ [`GET ${LIST}`]: rowsWithTotal([depo(1), depo(2)], 250), 'GET /api/viewbo/3-Jul-2026/ABC/pending/100/2': rowsWithTotal([depo(101)], 250) });
    renderApp(PENDING);
    await rowOf('D1');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih D1' }));
    expect(screen.getByRole('button', { name: 'Submit 1 data' })).toBeEnabled();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(screen.getByText('Showing page 1 of 3')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    const row = await rowOf('D101');
    expect(row.querySelectorAll('td')[1]).toHaveTextContent('101');
    expect(screen.getByRole('button', { name: 'Submit 0 data' })).toBeDisabled();
    // The page bar went away while page 2 loaded (no 'page 2 of 1'), and is back.
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Previous' }));
    await rowOf('D1');
    expect(screen.getByRole('checkbox', { name: 'Pilih D1' })).not.toBeChecked();
  });
});

describe('View BO withdraw bulk summary', () => {
  it('lists up to 8 withdraw rows then "… dan N data lainnya"', async () => {
    const user = userEvent.setup();
    serve({ 'GET /api/viewbowd/3-Jul-2026/ABC/all/100/1': rowsWithTotal(Array.from({ length: 10 }, (_, i) => wd(i + 1))) });
    renderApp('/view-bo?view=withdraw&website=ABC&status=all&date=2026-07-03');
    await rowOf('W1');
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua data di halaman ini' }));
    await user.click(screen.getByRole('button', { name: 'Delete 10 data' }));
    const items = [...within(screen.getByRole('dialog')).getByRole('list', { name: 'Ringkasan data' }).querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toHaveLength(9);
    expect(items[7]).toBe('W8 · sari8 · 500.000');
    expect(items[8]).toBe('… dan 2 data lainnya');
  });

  it('sends the withdraw approval body with its own field names', async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/viewbowd/3-Jul-2026/ABC/pending/100/1': rowsWithTotal([wd(4)]),
      'PUT /api/updatebosttswd': () => ({ body: { message: 'Berhasil update 1 data.', updated: 1 } }),
    });
    renderApp('/view-bo?view=withdraw&website=ABC&status=pending&date=2026-07-03');
    const row = await rowOf('W4');
    await user.type(within(row).getByRole('textbox', { name: 'Ket W4' }), 'wd ok');
    await user.type(within(row).getByRole('textbox', { name: 'Amount W4' }), '499000');
    await user.click(within(row).getByRole('button', { name: 'Update' }));
    await screen.findByText('Berhasil update 1 data.');
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/updatebosttswd',
      body: { wd_bank_date: '3-Jul-2026', arr: [{ wd_bo_id: 4, wd_ket_app: 'wd ok', wd_amount: 499000, depo_edited_by: 1 }] },
    });
  });
});

describe('View BO search', () => {
  it('waits 400 ms after the typing stops before searching', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = serve({ [`GET ${LIST}`]: rowsWithTotal([depo(1)]), 'GET /api/searchbo/3-Jul-2026/ABC/pending/string/budi/100/1': rowsWithTotal([depo(9)]) });
    renderApp(PENDING);
    await rowOf('D1');
    await user.type(screen.getByRole('searchbox', { name: 'Username / Fullname / Nominal' }), 'budi');
    act(() => vi.advanceTimersByTime(300));
    expect(listCalls(calls)).toEqual([LIST]);
    act(() => vi.advanceTimersByTime(150));
    await rowOf('D9');
    expect(listCalls(calls)).toEqual([LIST, '/api/searchbo/3-Jul-2026/ABC/pending/string/budi/100/1']);
  });

  it('searches 400 ms after typing: digits and separators as nominal, text as string, ID Tracking first; from page 1', async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/viewbo/3-Jul-2026/ABC/pending/100/2': rowsWithTotal([depo(1)], 150),
      'GET /api/searchbo/3-Jul-2026/ABC/pending/nominal/1250000/100/1': rowsWithTotal([depo(2)]),
      'GET /api/searchbo/3-Jul-2026/ABC/pending/string/budi%20x/100/1': rowsWithTotal([]),
      'GET /api/searchbo/3-Jul-2026/ABC/pending/id/77/100/1': rowsWithTotal([depo(77)]),
    });
    const { router } = renderApp(`${PENDING}&page=2`);
    await rowOf('D1');
    const box = screen.getByRole('searchbox', { name: 'Username / Fullname / Nominal' });
    await user.type(box, '1.250.000');
    await rowOf('D2');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();

    await user.clear(box);
    await user.type(box, 'budi x');
    expect(await screen.findByText('🚫 No data found.')).toBeInTheDocument();
    // Outside the (very wide) table, kept at the left of its box: in view at 1366 px, not 1,000 px to the right.
    expect(screen.getByText('🚫 No data found.').closest('table')).toBeNull();
    expect(screen.getByText('🚫 No data found.').closest('[role=status]')).toHaveClass('sticky', 'left-0');
    expect(screen.getByText('Username budi x tidak ditemukan pada periode ini.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'ID Tracking' }), '7a7');
    await rowOf('D77');
    expect(screen.getByRole('textbox', { name: 'ID Tracking' })).toHaveValue('77');
    expect(listCalls(calls)).toEqual([
      '/api/viewbo/3-Jul-2026/ABC/pending/100/2',
      '/api/searchbo/3-Jul-2026/ABC/pending/nominal/1250000/100/1',
      '/api/searchbo/3-Jul-2026/ABC/pending/string/budi%20x/100/1',
      '/api/searchbo/3-Jul-2026/ABC/pending/id/77/100/1',
    ]);
  });
});

describe('View BO search and the Search button', () => {
  it('Search pressed right after clearing the box searches the empty box: the term in the box is the term searched', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = serve({ [`GET ${LIST}`]: rowsWithTotal([depo(1)]), 'GET /api/searchbo/3-Jul-2026/ABC/pending/string/budi/100/1': rowsWithTotal([depo(9)]) });
    const { router } = renderApp(`${PENDING}&q=budi`);
    await rowOf('D9');
    const box = screen.getByRole('searchbox', { name: 'Username / Fullname / Nominal' });
    await user.clear(box);
    act(() => vi.advanceTimersByTime(100));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await rowOf('D1');
    expect(box).toHaveValue('');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBeNull();
    // The pause ending later changes nothing.
    act(() => vi.advanceTimersByTime(1000));
    expect(box).toHaveValue('');
    expect(listCalls(calls)).toEqual(['/api/searchbo/3-Jul-2026/ABC/pending/string/budi/100/1', LIST]);
  });
});

describe('View BO suggestions', () => {
  it('opens the "Saran" of a Pending row, asking the server only then, and lists each line with its reasons', async () => {
    const user = userEvent.setup();
    const calls = serve({
      [`GET ${LIST}`]: rowsWithTotal([depo(1, { depo_amount: 100000 })]),
      'GET /api/suggestions/bo/1': () => ({
        body: [
          {
            line_id: 812,
            amount: 93500,
            booked_at: '2026-07-03T07:02:00.000Z',
            booked_date: '2026-07-03',
            counterparty_name: 'DEWI LESTARI',
            description: 'BI-FAST CR TRANSFER DR 008 DEWI LESTARI',
            source: 'BCA',
            reference: '',
            matched_ticket: null,
            score: 0.85,
            reasons: ['nominal beda Rp6.500 (biaya transfer?)', 'nama mirip (skor 0.84), di bawah ambang 0.90'],
          },
        ],
      }),
    });
    renderApp(PENDING);
    const row = await rowOf('D1');
    expect(calls.some((c) => c.url.startsWith('/api/suggestions'))).toBe(false);
    const toggle = within(row).getByRole('button', { name: 'Saran D1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Saran mutasi untuk data 1' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    const item = (await within(panel).findByText('DEWI LESTARI')).closest('li')!;
    // Time in Jakarta, amount, name, source, score.
    expect(item).toHaveTextContent(/^03 Juli 2026 14\.02\s*93\.500\s*DEWI LESTARI\s*BCA\s*skor 0\.85/);
    expect(within(panel).getByText('nominal beda Rp6.500 (biaya transfer?)')).toBeInTheDocument();
    expect(within(panel).getByText('nama mirip (skor 0.84), di bawah ambang 0.90')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'Saran mutasi untuk data 1' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/suggestions/bo/1')).toHaveLength(1);
  });

  it("approves the row with a suggested line as its backing, the row's Ket as the note; a line another row holds offers nothing", async () => {
    const user = userEvent.setup();
    const suggestion = (line_id: number, matched_ticket: string | null) => ({
      line_id,
      amount: 74000,
      booked_at: '2026-07-03T07:04:00.000Z',
      booked_date: '2026-07-03',
      counterparty_name: `ANDI ${line_id}`,
      description: '',
      source: 'BCA',
      reference: '',
      matched_ticket,
      score: 1,
      reasons: ['nominal beda Rp1.000 (biaya transfer?)'],
    });
    const calls = serve({
      [`GET ${LIST}`]: rowsWithTotal([depo(1)]),
      'GET /api/suggestions/bo/1': () => ({ body: [suggestion(812, null), suggestion(813, 'D9')] }),
      'PUT /api/updatebodepostts': () => ({ body: { message: 'Berhasil update 1 data.', updated: 1 } }),
    });
    renderApp(PENDING);
    const row = await rowOf('D1');
    await user.click(within(row).getByRole('button', { name: 'Saran D1' }));
    const panel = await screen.findByRole('region', { name: 'Saran mutasi untuk data 1' });
    await within(panel).findByText('ANDI 812');
    const use = within(panel).getAllByRole('button', { name: 'Approve dengan mutasi ini' });
    expect(use).toHaveLength(1); // not for the line D9 holds
    await user.click(use[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Keterangan tidak boleh kosong.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(within(row).getByRole('textbox', { name: 'Ket D1' }), 'Masuk 74.000');
    // The line's amount is not the BO's: said before the click, and the approval takes it.
    expect(within(panel).getByText('Approve memakai nominal mutasi 74.000 (BO 1.250.000).')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Approve dengan mutasi ini' }));
    await screen.findByText('Berhasil update 1 data. D1 disetujui dengan nominal mutasi 74.000 (BO 1.250.000).');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      bank_statement_date: '3-Jul-2026',
      arr: [{ bo_id: 1, ket_app: 'Masuk 74.000', depo_amount: 74000, depo_edited_by: 1, mutasi_id: 812 }],
    });
  });

  it('says when there is nothing to suggest', async () => {
    const user = userEvent.setup();
    serve({ [`GET ${LIST}`]: rowsWithTotal([depo(1)]), 'GET /api/suggestions/bo/1': () => ({ body: [] }) });
    renderApp(PENDING);
    const row = await rowOf('D1');
    await user.click(within(row).getByRole('button', { name: 'Saran D1' }));
    expect(await screen.findByText('Tidak ada mutasi yang mirip untuk data ini.')).toBeInTheDocument();
  });
});

describe('View BO: tickets the panel refused', () => {
  const refused = (id: number, status = 'REJECTED') => depo(id, { panel_refused: true, bo_status: status });

  it('shows its own badge with the panel status, and keeps it out of Select All and the bulk Submit', async () => {
    const user = userEvent.setup();
    const calls = serve({
      [`GET ${LIST}`]: rowsWithTotal([depo(1), refused(2), depo(3)]),
      'PUT /api/updatebodepostts': () => ({ body: { message: 'Berhasil update 2 data.', updated: 2 } }),
    });
    renderApp(PENDING);
    const row = await rowOf('D2');
    expect(within(row).getByText('Ditolak panel: REJECTED')).toBeInTheDocument();
    expect(within(row).queryByText('Pending', { selector: 'span' })).not.toBeInTheDocument();
    expect(within(await rowOf('D1')).getByText('Pending', { selector: 'span' })).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'Pilih D2' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua data di halaman ini' }));
    expect(screen.getByRole('checkbox', { name: 'Pilih semua data di halaman ini' })).toBeChecked();
    expect(within(row).getByRole('checkbox', { name: 'Pilih D2' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit 2 data' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi Submit' });
    expect([...within(dialog).getByRole('list', { name: 'Ringkasan data' }).querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'D1 · user1 · 1.250.000',
      'D3 · user3 · 1.250.000',
    ]);
    await user.type(within(dialog).getByLabelText('Ket untuk 2 data yang belum diisi'), 'cek');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Submit' }));
    await screen.findByText('Berhasil update 2 data.');
    const body = calls.find((c) => c.method === 'PUT')!.body as { arr: Record<string, unknown>[] };
    expect(body.arr.map((a) => a.bo_id)).toEqual([1, 3]);
    expect(body.arr.some((a) => 'confirm_refused' in a)).toBe(false);
  });

  it('approves it alone only after an explicit confirmation, sending confirm_refused: true', async () => {
    const user = userEvent.setup();
    const calls = serve({
      [`GET ${LIST}`]: rowsWithTotal([refused(2, 'Cancelled')]),
      'PUT /api/updatebodepostts': () => ({ body: { message: 'Berhasil update 1 data.', updated: 1 } }),
    });
    renderApp(PENDING);
    const row = await rowOf('D2');
    await user.type(within(row).getByRole('textbox', { name: 'Ket D2' }), 'dana masuk, panel salah');
    await user.click(within(row).getByRole('button', { name: 'Update' }));
    let dialog = screen.getByRole('dialog', { name: 'Konfirmasi Approve' });
    expect(dialog).toHaveTextContent('Ticket D2 berstatus Cancelled di panel (ditolak/dibatalkan). Tetap approve data ini?');
    expect(dialog).toHaveTextContent('D2 · user2 · 1.250.000');
    // Cancel has the focus: Enter alone does not approve.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Update' }));
    dialog = screen.getByRole('dialog', { name: 'Konfirmasi Approve' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Approve' }));
    await screen.findByText('Berhasil update 1 data.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/updatebodepostts',
        body: {
          bank_statement_date: '3-Jul-2026',
          arr: [{ bo_id: 2, ket_app: 'dana masuk, panel salah', depo_amount: null, depo_edited_by: 1, confirm_refused: true }],
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page's last row: the cursor stays on it, in its Status cell.
    await waitFor(() => expect(within(row).getByRole('group', { name: 'Status D2' })).toHaveFocus());
  });

  it('asks the same confirmation when approved with a suggested line', async () => {
    const user = userEvent.setup();
    const calls = serve({
      [`GET ${LIST}`]: rowsWithTotal([refused(2)]),
      'GET /api/suggestions/bo/2': () => ({
        body: [
          {
            line_id: 812,
            amount: 1250000,
            booked_at: null,
            booked_date: '2026-07-03',
            counterparty_name: 'BUDI',
            description: '',
            source: 'BCA',
            reference: '',
            matched_ticket: null,
            score: 1,
            reasons: [],
          },
        ],
      }),
      'PUT /api/updatebodepostts': () => ({ body: { message: 'Berhasil update 1 data.', updated: 1 } }),
    });
    renderApp(PENDING);
    const row = await rowOf('D2');
    await user.type(within(row).getByRole('textbox', { name: 'Ket D2' }), 'ok');
    await user.click(within(row).getByRole('button', { name: 'Saran D2' }));
    await user.click(await screen.findByRole('button', { name: 'Approve dengan mutasi ini' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Konfirmasi Approve' })).getByRole('button', { name: 'Ya, Approve' }));
    await screen.findByText('Berhasil update 1 data.');
    expect((calls.find((c) => c.method === 'PUT')!.body as { arr: unknown[] }).arr).toEqual([
      { bo_id: 2, ket_app: 'ok', depo_amount: null, depo_edited_by: 1, mutasi_id: 812, confirm_refused: true },
    ]);
  });
});

describe('View BO: taking an approval back', () => {
  const ALL = '/view-bo?view=deposit&website=ABC&status=all&date=2026-07-03';
  const ALL_LIST = '/api/viewbo/3-Jul-2026/ABC/all/100/1';
  const approvedRow = depo(1, { bo_approve: true, ket_app: 'AUTO nama+nominal | BCA 14:05 | skor 0.97', match_rule: 'NAME', matched_line_id: 812 });

  it('asks the reason in a dialog (required, said inside it), sends it, then the row comes back Pending with its note and the focus', async () => {
    const user = userEvent.setup();
    let reverted = false;
    const calls = serve({
      [`GET ${ALL_LIST}`]: () =>
        rowsWithTotal([reverted ? depo(1, { revert_note: 'Dibatalkan oleh admin 3 Jul 12:00: salah orang' }) : approvedRow, depo(2)])(undefined, ''),
      'PUT /api/revertbo': () => {
        reverted = true;
        return { body: { message: 'Approve ticket D1 dibatalkan, data kembali Pending.' } };
      },
    });
    renderApp(ALL);
    const row = await rowOf('D1');
    // Only the approved row has it.
    expect(within(await rowOf('D2')).queryByRole('button', { name: /^Batalkan/ })).not.toBeInTheDocument();
    const batalkan = within(row).getByRole('button', { name: 'Batalkan approve D1' });

    // Cancel: nothing sent, focus back on the button.
    await user.click(batalkan);
    let dialog = screen.getByRole('dialog', { name: 'Batalkan approve D1' });
    expect(within(dialog).getByRole('textbox', { name: 'Alasan pembatalan*' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(batalkan).toHaveFocus();

    await user.keyboard('{Enter}');
    dialog = screen.getByRole('dialog', { name: 'Batalkan approve D1' });
    expect(dialog).toHaveTextContent('D1 · user1 · 1.250.000');
    const reason = within(dialog).getByRole('textbox', { name: 'Alasan pembatalan*' });
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Alasan pembatalan tidak boleh kosong.');
    expect(reason).toHaveAccessibleDescription('Alasan pembatalan tidak boleh kosong.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(reason, 'salah orang {Enter}');
    expect(await screen.findByText('Approve ticket D1 dibatalkan, data kembali Pending.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', url: '/api/revertbo', body: { bo_id: 1, reason: 'salah orang' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is read again: D1 is Pending, shows who took it back, and has the focus.
    const ket = await within(row).findByRole('textbox', { name: 'Ket D1' });
    expect(within(row).getByText('Pending', { selector: 'span' })).toBeInTheDocument();
    expect(ket).toHaveAccessibleDescription('Approve dibatalkan: Dibatalkan oleh admin 3 Jul 12:00: salah orang');
    expect(within(row).getByRole('group', { name: 'Status D1' })).toHaveFocus();
  });

  it('shows the server refusal and closes the dialog', async () => {
    const user = userEvent.setup();
    serve({
      [`GET ${ALL_LIST}`]: rowsWithTotal([approvedRow]),
      'PUT /api/revertbo': () => ({ status: 409, body: { message: 'Data ini belum di-approve, tidak ada yang dibatalkan.' } }),
    });
    renderApp(ALL);
    const row = await rowOf('D1');
    await user.click(within(row).getByRole('button', { name: 'Batalkan approve D1' }));
    await user.type(screen.getByRole('textbox', { name: 'Alasan pembatalan*' }), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Data ini belum di-approve, tidak ada yang dibatalkan.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is offered only inside the edit window', async () => {
    serve({ 'GET /api/viewbo/30-Jun-2026/ABC/all/100/1': rowsWithTotal([{ ...approvedRow, bank_statement_date: '2026-06-30' }]) });
    renderApp('/view-bo?view=deposit&website=ABC&status=all&date=2026-06-30');
    const row = await rowOf('D1');
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Batalkan approve D1' })).not.toBeInTheDocument();
  });

  it('sends the withdraw body with its own id field', async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/viewbowd/3-Jul-2026/ABC/approve/100/1': rowsWithTotal([wd(4, { wd_bo_approve: true, wd_ket_app: 'dibayar', approved_by_name: 'cek' })]),
      'PUT /api/revertbowd': () => ({ body: { message: 'Approve ticket W4 dibatalkan, data kembali Pending.' } }),
    });
    renderApp('/view-bo?view=withdraw&website=ABC&status=approve&date=2026-07-03');
    const row = await rowOf('W4');
    await user.click(within(row).getByRole('button', { name: 'Batalkan approve W4' }));
    await user.type(screen.getByRole('textbox', { name: 'Alasan pembatalan*' }), 'belum dibayar');
    await user.click(screen.getByRole('button', { name: 'Ya, Batalkan' }));
    await screen.findByText('Approve ticket W4 dibatalkan, data kembali Pending.');
    expect(calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', url: '/api/revertbowd', body: { wd_bo_id: 4, reason: 'belum dibayar' } });
  });

  it("shows a Pending row's last undo and the matcher's hint in Ket, each marked, as the input's description", async () => {
    serve({
      [`GET ${LIST}`]: rowsWithTotal([
        depo(4, {
          ket_app: 'cek lagi',
          revert_note: 'Dibatalkan oleh rina 3 Jul 07:13: salah orang',
          match_hint: 'Kemungkinan dobel: ticket D1 sudah approve',
        }),
        depo(5),
      ]),
    });
    renderApp(PENDING);
    const row = await rowOf('D4');
    expect(within(row).getByText('Approve dibatalkan:').closest('p')).toHaveTextContent('Approve dibatalkan: Dibatalkan oleh rina 3 Jul 07:13: salah orang');
    expect(within(row).getByText('Info matcher:').closest('p')).toHaveTextContent('Info matcher: Kemungkinan dobel: ticket D1 sudah approve');
    expect(within(row).getByRole('textbox', { name: 'Ket D4' })).toHaveAccessibleDescription(
      'cek lagi Approve dibatalkan: Dibatalkan oleh rina 3 Jul 07:13: salah orang Info matcher: Kemungkinan dobel: ticket D1 sudah approve',
    );
    expect(within(await rowOf('D5')).getByRole('textbox', { name: 'Ket D5' })).not.toHaveAttribute('aria-describedby');
  });
});

describe('View BO export', () => {
  const downloads = stubDownloadsEach();

  it('is disabled before a search', async () => {
    serve({});
    renderApp('/view-bo');
    await screen.findByRole('heading', { name: 'Table View BO' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
  });

  it('posts {date, status, group} with the code in lower case and saves viewbo_{group}_{status}_{date}', async () => {
    const user = userEvent.setup();
    const calls = rawServer({
      ...Object.fromEntries(Object.entries(allowed).map(([k, h]) => [k, () => Response.json(h().body)])),
      'GET /api/me': () => Response.json(identity()),
      'GET /api/websitelist': () => Response.json([ABC, XYZ]),
      [`GET ${LIST}`]: () => Response.json([{ ...depo(1), all_data: 1 }]),
      'POST /api/exportcsvviewbo': () => new Response('a,b\r\n', { headers: { 'content-type': 'text/csv' } }),
      'POST /api/exportexcelviewbowd': () => new Response(JSON.stringify({ message: 'Tidak ada data.' }), { status: 500 }),
      'GET /api/viewbowd/3-Jul-2026/ABC/pending/100/1': () => Response.json([{ ...wd(1), all_data: 1 }]),
    });
    renderApp(PENDING);
    await rowOf('D1');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.name).toBe('viewbo_abc_pending_3-Jul-2026.csv');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.init!.body))).toEqual({ date: '3-Jul-2026', status: 'pending', group: 'abc' });
    expect(post.init!.credentials).toBe('include');

    await user.selectOptions(screen.getByRole('combobox', { name: 'View Type' }), 'withdraw');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await rowOf('W1');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export gagal. Tidak ada data.');
    expect(downloads.saved).toHaveLength(1);
  });
});

describe('the short view (the decision fits a 1366 px laptop)', () => {
  beforeEach(() => localStorage.removeItem('auto-checker.view-bo.columns'));
  const line = (over: Record<string, unknown> = {}) => ({
    line_id: 812,
    amount: 497500,
    booked_at: '2026-07-03T07:04:00.000Z',
    booked_date: '2026-07-03',
    counterparty_name: 'BUDI 1',
    description: 'TRSF E-BANKING CR BUDI 1',
    source: 'BCA',
    reference: '',
    matched_ticket: null,
    score: 0.85,
    reasons: ['nominal beda Rp2.500 (biaya transfer?)', 'nama mirip'],
    ...over,
  });
  const BEST = '/api/suggestions/bo?ids=1%2C2';

  it("opens short: ticket and time, player, amount as text, status with the best line and its reason, Ket, Action; asks the page's suggestions once", async () => {
    const calls = serve({
      [`GET ${LIST}`]: rowsWithTotal([depo(1, { depo_amount: 500000, player_bank: 'BCA - Budi 1 - 1234567890' }), depo(2)]),
      [`GET ${BEST}`]: () => ({
        body: [
          { id: 1, best: line(), count: 3 },
          { id: 2, best: null, count: 0 },
        ],
      }),
    });
    renderApp(PENDING);
    const row = (await screen.findByRole('button', { name: 'D1' })).closest('tr')!;
    expect(roleTexts('columnheader')).toEqual(['', 'Ticket', 'Player', 'Depo Amount', 'Status', 'Ket', 'Action']);
    expect(screen.getByRole('button', { name: 'Ringkas' })).toHaveAttribute('aria-pressed', 'true');
    // Request time short, in Jakarta; the player's bank without the name the cell shows above it.
    expect(within(row).getByText('03 Jul 14:00')).toBeInTheDocument();
    expect(within(row).getByText('user1')).toBeInTheDocument();
    expect(within(row).getByText('Budi 1')).toBeInTheDocument();
    expect(within(row).getByText('BCA · 1234567890')).toBeInTheDocument();
    expect(within(row).getByText('500.000')).toBeInTheDocument();
    expect(await within(row).findByText('BCA 03 Jul 14:04 · BUDI 1 · Rp497.500')).toBeInTheDocument();
    expect(within(row).getByText('nominal beda Rp2.500 (biaya transfer?)')).toBeInTheDocument();
    expect(within(row).getByText('+2 saran lain di detail')).toBeInTheDocument();
    expect(within(row).getByText('Approve memakai nominal mutasi 497.500 (BO 500.000).')).toBeInTheDocument();
    const other = (await screen.findByRole('button', { name: 'D2' })).closest('tr')!;
    expect(within(other).getByText('Belum ada mutasi yang cocok.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/suggestions'))).toEqual([{ method: 'GET', url: BEST, body: undefined }]);
  });

  it("asks the withdraw side its own path: /api/suggestions/bowd, with the withdrawals' ids", async () => {
    const calls = serve({
      'GET /api/viewbowd/3-Jul-2026/ABC/pending/100/1': rowsWithTotal([wd(5)]),
      'GET /api/suggestions/bowd?ids=5': () => ({ body: [{ id: 5, best: null, count: 0 }] }),
    });
    renderApp(PENDING.replace('view=deposit', 'view=withdraw'));
    const row = (await screen.findByRole('button', { name: 'W5' })).closest('tr')!;
    expect(await within(row).findByText('Belum ada mutasi yang cocok.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/suggestions')).map((c) => c.url)).toEqual(['/api/suggestions/bowd?ids=5']);
  });

  it("approves with the best line at the line's amount, fills the amount box and says so; without a note the cursor goes to Ket", async () => {
    const user = userEvent.setup();
    const calls = serve({
      [`GET ${LIST}`]: rowsWithTotal([depo(1, { depo_amount: 500000 }), depo(2)]),
      [`GET ${BEST}`]: () => ({
        body: [
          { id: 1, best: line(), count: 1 },
          { id: 2, best: null, count: 0 },
        ],
      }),
      'PUT /api/updatebodepostts': () => ({ body: { message: 'Berhasil update 1 data.', updated: 1 } }),
    });
    renderApp(PENDING);
    const row = (await screen.findByRole('button', { name: 'D1' })).closest('tr')!;
    const use = await within(row).findByRole('button', { name: 'Approve dengan mutasi ini' });
    await user.click(use);
    expect(await screen.findByRole('alert')).toHaveTextContent('Keterangan tidak boleh kosong.');
    expect(within(row).getByRole('textbox', { name: 'Ket D1' })).toHaveFocus();
    expect(within(row).getByRole('textbox', { name: 'Depo Amount D1' })).toHaveValue('497500');
    await user.keyboard('Masuk 497.500');
    await user.click(use);
    await screen.findByText('Berhasil update 1 data. D1 disetujui dengan nominal mutasi 497.500 (BO 500.000).');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      bank_statement_date: '3-Jul-2026',
      arr: [{ bo_id: 1, ket_app: 'Masuk 497.500', depo_amount: 497500, depo_edited_by: 1, mutasi_id: 812 }],
    });
  });

  it("after an approval the other rows keep their best line while the page's new suggestions load (no 'Memuat saran...' flash)", async () => {
    const user = userEvent.setup();
    let approved = false;
    const after = heldAnswer({ body: [{ id: 2, best: line({ line_id: 900, counterparty_name: 'SITI 2', amount: 1250000 }), count: 1 }] });
    serve({
      [`GET ${LIST}`]: (init, url) => rowsWithTotal(approved ? [depo(2)] : [depo(1, { depo_amount: 500000 }), depo(2)])(init, url),
      [`GET ${BEST}`]: () => ({
        body: [
          { id: 1, best: line(), count: 1 },
          { id: 2, best: line({ line_id: 813, counterparty_name: 'BUDI 2', amount: 1250000 }), count: 1 },
        ],
      }),
      'GET /api/suggestions/bo?ids=2': after.handler,
      'PUT /api/updatebodepostts': () => {
        approved = true;
        return { body: { message: 'Berhasil update 1 data.', updated: 1 } };
      },
    });
    renderApp(PENDING);
    const row = (await screen.findByRole('button', { name: 'D1' })).closest('tr')!;
    await within((await screen.findByRole('button', { name: 'D2' })).closest('tr')!).findByText('BCA 03 Jul 14:04 · BUDI 2');
    await user.type(within(row).getByRole('textbox', { name: 'Ket D1' }), 'Masuk');
    await user.click(within(row).getByRole('button', { name: 'Approve dengan mutasi ini' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'D1' })).not.toBeInTheDocument());
    const other = screen.getByRole('button', { name: 'D2' }).closest('tr')!;
    expect(within(other).getByText('BCA 03 Jul 14:04 · BUDI 2')).toBeInTheDocument();
    expect(screen.queryByText('Memuat saran...')).not.toBeInTheDocument();
    after.release();
    expect(await within(other).findByText('BCA 03 Jul 14:04 · SITI 2')).toBeInTheDocument();
  });

  it('offers no approve for a line another row holds, and refuses a line with sen (the correction is whole rupiah)', async () => {
    const user = userEvent.setup();
    const calls = serve({
      [`GET ${LIST}`]: rowsWithTotal([depo(1, { depo_amount: 500000 }), depo(2)]),
      [`GET ${BEST}`]: () => ({
        body: [
          { id: 1, best: line({ amount: 497500.5 }), count: 1 },
          { id: 2, best: line({ line_id: 813, matched_ticket: 'D9', reasons: ['sudah dipakai ticket D9'] }), count: 1 },
        ],
      }),
    });
    renderApp(PENDING);
    const held = (await screen.findByRole('button', { name: 'D2' })).closest('tr')!;
    await within(held).findByText('sudah dipakai ticket D9');
    expect(within(held).queryByRole('button', { name: 'Approve dengan mutasi ini' })).not.toBeInTheDocument();
    const row = screen.getByRole('button', { name: 'D1' }).closest('tr')!;
    await user.type(within(row).getByRole('textbox', { name: 'Ket D1' }), 'cek');
    await user.click(within(row).getByRole('button', { name: 'Approve dengan mutasi ini' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nominal mutasi 497.500,5 tidak bulat: isi koreksi nominal lalu Update.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("the ticket opens the row's detail: every spec field with long times, then every suggestion", async () => {
    const user = userEvent.setup();
    serve({
      [`GET ${LIST}`]: rowsWithTotal([depo(1), depo(2)]),
      [`GET ${BEST}`]: () => ({
        body: [
          { id: 1, best: null, count: 0 },
          { id: 2, best: null, count: 0 },
        ],
      }),
      'GET /api/suggestions/bo/1': () => ({ body: [] }),
    });
    renderApp(PENDING);
    const toggle = await screen.findByRole('button', { name: 'D1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const field = (name: string) => within(detail).getByText(name, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(field('Req Date')).toBe('03 Juli 2026 pukul 14.00.00');
    expect(field('Bo Ref')).toBe('R1');
    expect(field('Player Fee')).toBe('6.500');
    expect(field('Depo Amount')).toBe('1.250.000');
    expect(await within(detail).findByText('Tidak ada mutasi yang mirip untuk data ini.')).toBeInTheDocument();
  });

  it('"Semua kolom" shows every spec column and is remembered; Up and Down walk the rows\' notes', async () => {
    const user = userEvent.setup();
    serve({
      [`GET ${LIST}`]: rowsWithTotal([depo(1), depo(2)]),
      [`GET ${BEST}`]: () => ({ body: [] }),
    });
    const { unmount } = renderApp(PENDING);
    const first = await screen.findByRole('textbox', { name: 'Ket D1' });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('textbox', { name: 'Ket D2' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Semua kolom' }));
    expect(screen.getAllByRole('columnheader')).toHaveLength(27);
    unmount();
    renderApp(PENDING);
    await rowOf('D1');
    expect(screen.getByRole('button', { name: 'Semua kolom' })).toHaveAttribute('aria-pressed', 'true');
  });
});
