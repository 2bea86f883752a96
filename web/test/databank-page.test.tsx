import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankAccountRow, WebsiteListItem } from '@auto-checker/contract';
import { ADMIN_ONLY } from '../src/lib/messages.ts';
import { ABC, checkerOf, identity, renderApp, rowOf, signedInServer, XYZ, type Handler } from './fake-server.tsx';
import { cellsOf, optionsOf, roleTexts } from './texts.ts';

const account = (id: number, over: Partial<BankAccountRow> = {}): BankAccountRow => ({
  akun_bank_id: id,
  akun_bank_website: 'ABC',
  akun_bank_jenis_transaksi: 'DEPO',
  akun_bank_bank: 'BCA',
  akun_bank_name: `Budi ${id}`,
  akun_bank_no: `12345${id}`,
  akun_bank_status: true,
  akun_bank_last_edited_at: '2026-11-22T03:00:00.000Z',
  akun_bank_last_edited_by: 1,
  akun_bank_last_edited_by_name: 'admin',
  akun_bank_created_by: 1,
  akun_bank_created_by_name: 'admin',
  ...over,
});

const checker = checkerOf(2);

const list =
  (rows: BankAccountRow[]): Handler =>
  () => ({ body: rows, headers: { 'x-total-count': String(rows.length) } });

function serve(
  extra: Record<string, Handler>,
  { me = identity(), websites = [ABC, XYZ] }: { me?: ReturnType<typeof identity>; websites?: WebsiteListItem[] } = {},
) {
  return signedInServer(me, extra, websites);
}

async function fillDialog(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.selectOptions(within(dialog).getByLabelText(/Jenis Transaksi/), 'DEPO');
  await user.selectOptions(within(dialog).getByLabelText(/^Bank/), 'LINKAJA');
  await user.type(within(dialog).getByLabelText(/Account Name/), '  Budi Santoso ');
  await user.type(within(dialog).getByLabelText(/Account Number/), '12-34 5a6');
}

describe('Data Bank page', () => {
  it("lists every website's accounts for ADMIN with the spec's columns", async () => {
    serve({
      'GET /api/viewakunbank/all/100/1': list([
        account(1),
        account(2, {
          akun_bank_status: false,
          akun_bank_website: 'XYZ',
          akun_bank_jenis_transaksi: 'WD',
          akun_bank_bank: 'GOPAY',
          akun_bank_last_edited_by: 55,
          akun_bank_last_edited_by_name: null,
        }),
      ]),
    });
    renderApp('/databank');
    expect(await screen.findByRole('heading', { name: 'Table Data Bank' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home>Data Bank');
    expect(roleTexts('columnheader')).toEqual([
      'Website',
      'Jenis Transaksi',
      'Bank',
      'Account Name',
      'Account Number',
      'Status',
      'Last Edited',
      'Last Edited By',
      'Action',
    ]);
    const first = cellsOf(await rowOf('Budi 1'));
    expect(first).toEqual(['ABC', 'DEPO', 'BCA', 'Budi 1', '123451', 'Active', '22 November 2026 pukul 10.00.00', 'admin', 'DeactivateRemove']);
    const second = cellsOf(await rowOf('Budi 2'));
    expect(second).toEqual(['XYZ', 'WD', 'GOPAY', 'Budi 2', '123452', 'Inactive', '22 November 2026 pukul 10.00.00', '#55', 'ActivateRemove']);
    expect(screen.getByText('Showing page 1 of 1')).toBeInTheDocument();
  });

  it('lets ADMIN switch the website (All or one), asking with the code in lower case', async () => {
    const user = userEvent.setup();
    const calls = serve({ 'GET /api/viewakunbank/all/100/1': list([]), 'GET /api/viewakunbank/xyz/100/1': list([account(3, { akun_bank_website: 'XYZ' })]) });
    const { router } = renderApp('/databank');
    expect(await screen.findByRole('cell', { name: 'No data' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Website' });
    expect(select).toHaveValue('all');
    expect(optionsOf(select)).toEqual(['All', 'Alpha', 'Xylo']);
    await user.selectOptions(select, 'XYZ');
    await rowOf('Budi 3');
    expect(router.state.location.search).toBe('?website=XYZ');
    expect(calls.some((c) => c.url === '/api/viewakunbank/xyz/100/1')).toBe(true);
  });

  it('preselects the only website', async () => {
    const calls = serve({ 'GET /api/viewakunbank/abc/100/1': list([account(1)]) }, { websites: [ABC] });
    renderApp('/databank');
    await rowOf('Budi 1');
    expect(screen.getByRole('combobox', { name: 'Website' })).toHaveValue('ABC');
    expect(calls.some((c) => c.url.startsWith('/api/viewakunbank/all'))).toBe(false);
  });

  it('fixes a CHECKER to its own website: Add Data Bank works, toggle and remove are disabled', async () => {
    const user = userEvent.setup();
    serve({ 'GET /api/viewakunbank/abc/100/1': list([account(1)]) }, { me: checker, websites: [ABC] });
    renderApp('/databank');
    const row = await rowOf('Budi 1');
    const select = screen.getByRole('combobox', { name: 'Website' });
    expect(select).toBeDisabled();
    expect(optionsOf(select)).toEqual(['Alpha']);
    for (const name of ['Deactivate', 'Remove']) {
      expect(within(row).getByRole('button', { name })).toBeDisabled();
      expect(within(row).getByRole('button', { name })).toHaveAttribute('title', ADMIN_ONLY);
    }
    await user.click(screen.getByRole('button', { name: 'Add Data Bank' }));
    const website = within(screen.getByRole('dialog', { name: 'Add New Data Bank' })).getByLabelText('Website');
    expect(website).toHaveValue('ABC');
    expect(website).toHaveAttribute('readonly');
  });

  it("offers the spec's placeholders and choices, and refuses empty fields with 'Semua field wajib diisi.'", async () => {
    const user = userEvent.setup();
    const calls = serve({ 'GET /api/viewakunbank/all/100/1': list([]) });
    renderApp('/databank');
    await user.click(await screen.findByRole('button', { name: 'Add Data Bank' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Data Bank' });
    expect(optionsOf(within(dialog).getByLabelText(/Website/))).toEqual(['-- Pilih Website --', 'Alpha', 'Xylo']);
    expect(optionsOf(within(dialog).getByLabelText(/Jenis Transaksi/))).toEqual(['-- Pilih Jenis Transaksi --', 'Deposit', 'Withdraw']);
    expect(optionsOf(within(dialog).getByLabelText(/^Bank/))).toEqual([
      'Pilih bank / wallet',
      'BCA',
      'BRI',
      'MANDIRI',
      'BNI',
      'CIMB',
      'OVO',
      'DANA',
      'LinkAja',
      'GoPay',
    ]);
    await user.selectOptions(within(dialog).getByLabelText(/Website/), 'ABC');
    await fillDialog(user, dialog);
    await user.clear(within(dialog).getByLabelText(/Account Name/));
    await user.type(within(dialog).getByLabelText(/Account Name/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Semua field wajib diisi.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates an account: sends trimmed, upper-cased values, reloads, closes and clears the form', async () => {
    const user = userEvent.setup();
    let created = false;
    const calls = serve({
      'GET /api/viewakunbank/all/100/1': () => ({
        body: created ? [account(9, { akun_bank_name: 'Budi Santoso' })] : [],
        headers: { 'x-total-count': created ? '1' : '0' },
      }),
      'POST /api/createakunbank': () => {
        created = true;
        return { status: 201, body: { success: true, message: 'Akun bank Budi Santoso berhasil dibuat.', id: 9 } };
      },
    });
    renderApp('/databank');
    await user.click(await screen.findByRole('button', { name: 'Add Data Bank' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Data Bank' });
    await user.selectOptions(within(dialog).getByLabelText(/Website/), 'ABC');
    await fillDialog(user, dialog);
    expect(within(dialog).getByLabelText(/Account Number/)).toHaveValue('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Akun bank Budi Santoso berhasil dibuat.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/createakunbank',
      body: {
        akun_bank_website: 'ABC',
        akun_bank_jenis_transaksi: 'DEPO',
        akun_bank_bank: 'LINKAJA',
        akun_bank_name: 'Budi Santoso',
        akun_bank_no: '123456',
        akun_bank_created_by: 1,
      },
    });
    await rowOf('Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Add Data Bank' }));
    const again = screen.getByRole('dialog', { name: 'Add New Data Bank' });
    expect(within(again).getByLabelText(/Account Name/)).toHaveValue('');
    expect(within(again).getByLabelText(/Jenis Transaksi/)).toHaveValue('');
  });

  it("falls back to 'Akun bank berhasil dibuat.' and shows '❌ Gagal membuat akun bank.' with the reason on failure", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    serve(
      {
        'GET /api/viewakunbank/abc/100/1': list([]),
        'POST /api/createakunbank': () =>
          ++attempt === 1 ? { status: 409, body: { message: 'Nomor rekening 123456 sudah terdaftar.' } } : { status: 201, body: { success: true, id: 4 } },
      },
      { me: checker, websites: [ABC] },
    );
    renderApp('/databank');
    await user.click(await screen.findByRole('button', { name: 'Add Data Bank' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Data Bank' });
    await fillDialog(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('❌ Gagal membuat akun bank. Nomor rekening 123456 sudah terdaftar.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Akun bank berhasil dibuat.')).toBeInTheDocument();
  });

  it("asks 'Remove bank account {name} ({bank} - {number})?' in 'Confirm Action'", async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/viewakunbank/all/100/1': list([account(1)]),
      'DELETE /api/deleteakunbank/1': () => ({ body: { success: true, message: 'Akun bank dihapus.', id: 1 } }),
    });
    renderApp('/databank');
    await user.click(within(await rowOf('Budi 1')).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Action' });
    expect(dialog).toHaveTextContent('Remove bank account Budi 1 (BCA - 123451)?');
    expect(roleTexts('button', dialog)).toEqual(['Cancel', 'Yes, Remove']);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));
    expect(await screen.findByText('Akun bank dihapus.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/deleteakunbank/1')).toBe(true);
  });

  it("asks '{Activate|Deactivate} bank account {name} ({number})?' and sends the opposite status", async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/viewakunbank/all/100/1': list([account(1), account(2, { akun_bank_status: false })]),
      'PUT /api/updatestatusakunbank/1': () => ({ body: { success: true, message: 'Status diubah.', id: 1 } }),
    });
    renderApp('/databank');
    await user.click(within(await rowOf('Budi 2')).getByRole('button', { name: 'Activate' }));
    expect(screen.getByRole('dialog', { name: 'Confirm Action' })).toHaveTextContent('Activate bank account Budi 2 (123452)?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(await rowOf('Budi 1')).getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Action' });
    expect(dialog).toHaveTextContent('Deactivate bank account Budi 1 (123451)?');
    expect(roleTexts('button', dialog)).toEqual(['Cancel', 'Yes, Confirm']);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Confirm' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/updatestatusakunbank/1', body: { akun_bank_status: false } }));
    expect(await screen.findByText('Status diubah.')).toBeInTheDocument();
  });
});
