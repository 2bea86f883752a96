import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { BankAccountOption, Identity, UploadPreview, WebsiteListItem } from '@auto-checker/contract';
import { createQueryClient } from '../src/app/query-client.ts';
import { SignedInContext } from '../src/lib/session.ts';
import { UploadPage } from '../src/features/upload/UploadPage.tsx';
import { checkerOf, fakeServer, heldAnswer, identity, type Handler } from './fake-server.tsx';
import { optionsOf, roleTexts } from './texts.ts';
import { BANK_LABELS, bcaConfirmationRows, MANUAL_BANK_LABELS } from './upload-fixtures.ts';

// ---- fixtures --------------------------------------------------------------------------------

const ABC: WebsiteListItem = { website_id: 1, website_name: 'Alpha', website_code: 'ABC', website_panel: 'NEXUS' };
const DEF: WebsiteListItem = { website_id: 2, website_name: 'Delta', website_code: 'DEF', website_panel: 'NEXUS' };
const LUX: WebsiteListItem = { website_id: 3, website_name: 'Luxor', website_code: 'LUX', website_panel: 'LUXE' };
const LUY: WebsiteListItem = { website_id: 4, website_name: 'Luyang', website_code: 'LUY', website_panel: 'LUXE' };
const checker = checkerOf(2);

const acct = (id: number, name = `PT Akun ${id}`, no = `88000${id}`): BankAccountOption => ({ akun_bank_id: id, akun_bank_name: name, akun_bank_no: no });
const ONE = [acct(4, 'PT Alpha', '1234567890')];
const SEGMENTS = ['bca', 'mandiri', 'bni-mobile', 'bni-internet', 'cimb', 'bri', 'mandiri-excel', 'ovo', 'dana', 'linkaja', 'gopay'];

/** Every akunbanklist path answers one account unless `accounts` says otherwise. */
function serve({ websites = [ABC, DEF, LUX], accounts = {} as Record<string, Handler> } = {}) {
  const lists: Record<string, Handler> = {};
  for (const w of ['ABC', 'DEF', 'LUX', 'LUY']) {
    for (const s of SEGMENTS) for (const j of ['depo', 'wd']) lists[`GET /api/akunbanklist/${w}/${s}/${j}`] = () => ({ body: ONE });
  }
  for (const [path, handler] of Object.entries(accounts)) lists[`GET ${path}`] = handler;
  return fakeServer({ 'GET /api/websitelist': () => ({ body: websites }), ...lists });
}

/** A stand-in for XMLHttpRequest: records the request; the test sends progress and the answer. */
class FakeXhr {
  static all: FakeXhr[] = [];
  static get last(): FakeXhr {
    return FakeXhr.all[FakeXhr.all.length - 1]!;
  }
  method = '';
  url = '';
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.all.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  uploaded() {
    this.upload.dispatchEvent(new ProgressEvent('load'));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.events.dispatchEvent(new ProgressEvent('load'));
  }
  unreachable() {
    this.events.dispatchEvent(new ProgressEvent('error'));
  }
  /** The text fields sent, and the file's name. */
  get fields(): Record<string, string> {
    return Object.fromEntries([...this.body!.entries()].filter(([k]) => k !== 'myfile').map(([k, v]) => [k, String(v)]));
  }
  get fileName(): string {
    return (this.body!.get('myfile') as File).name;
  }
}

function renderUpload(me: Identity = identity()) {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <SignedInContext.Provider value={me}>
        <MemoryRouter initialEntries={['/upload']}>
          <UploadPage />
        </MemoryRouter>
      </SignedInContext.Provider>
    </QueryClientProvider>,
  );
}

// ---- helpers ---------------------------------------------------------------------------------

type User = ReturnType<typeof userEvent.setup>;

const combo = (name: RegExp) => screen.getByRole('combobox', { name });
const queryCombo = (name: RegExp) => screen.queryByRole('combobox', { name });

const P = /^Provider/;
const T = /^Transaction Type/;
const U = /^Upload Type/;
const MODE = /^Mode Deposit \(Luxe\)/;
const CAT = /^Upload Category/;
const W = /^Website/;
const BANK = /^Bank/;
const AUTO = /^Auto Tx Type/;
const AKUN = /^Akun /;

async function pick(user: User, label: RegExp, option: string) {
  const select = await screen.findByRole('combobox', { name: label });
  const el = await within(select).findByRole('option', { name: option });
  await user.selectOptions(select, el as HTMLOptionElement);
}

/** The form's choices, top to bottom; a walk picks those given, in that order. */
interface Choices {
  provider?: string;
  type?: string;
  upload?: string;
  mode?: string;
  category?: string;
  website?: string;
  bank?: string;
  auto?: string;
}
const LABELS: [keyof Choices, RegExp][] = [
  ['provider', P],
  ['type', T],
  ['upload', U],
  ['mode', MODE],
  ['category', CAT],
  ['website', W],
  ['bank', BANK],
  ['auto', AUTO],
];

async function walk(user: User, choices: Choices) {
  for (const [key, label] of LABELS) {
    const option = choices[key];
    if (option !== undefined) await pick(user, label, option);
  }
}

/** A fresh page over serve(`server`) for `me`: the user (typing without delay) and the calls the server saw. */
function start(server: Parameters<typeof serve>[0] = {}, me?: Identity) {
  const user = userEvent.setup({ delay: null });
  const calls = serve(server);
  renderUpload(me);
  return { user, calls };
}

const csv = (name = 'mutasi.csv', content = 'a,b\n1,2\n') => new File([content], name, { type: 'text/csv' });
const fileInput = () => screen.getByLabelText('Upload File (.csv only)');

const statusText = () => screen.getByTestId('upload-message').textContent;
const setDate = (value: string) => fireEvent.change(screen.getByLabelText(/^Tanggal Mutasi/), { target: { value } });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit Upload' }));

/** What POST {endpoint}/preview answers for a small BCA statement. */
const PREVIEW: UploadPreview = {
  layout: 'CSV KlikBCA Bisnis',
  rows: 3,
  credits: 2,
  debits: 1,
  not_for_matching: 1,
  warnings: [],
  sample: [
    { line: 2, date: '2025-01-05', time: '08:02:00', amount_sen: 25_000_000, direction: 'CR', name: 'BUDI SANTOSO', reference: '', kind: '' },
    { line: 3, date: '2025-01-05', time: null, amount_sen: 650_000, direction: 'DB', name: '', reference: '', kind: 'Biaya' },
  ],
};

/** Submit Upload: the dialog opens and the file goes to the preview first; the preview's answer fills the dialog. */
async function submitAndPreview(user: User, preview: UploadPreview = PREVIEW) {
  const before = FakeXhr.all.length;
  await submit(user);
  const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Upload' });
  await waitFor(() => expect(FakeXhr.all.length).toBe(before + 1));
  expect(FakeXhr.last.url).toMatch(/\/preview$/);
  await answer(FakeXhr.last, 200, preview);
  return dialog;
}

async function submitAndConfirm(user: User) {
  const dialog = await submitAndPreview(user);
  const before = FakeXhr.all.length;
  await user.click(within(dialog).getByRole('button', { name: 'Ya, Lanjutkan' }));
  await waitFor(() => expect(FakeXhr.all.length).toBe(before + 1));
  return FakeXhr.last;
}

async function answer(xhr: FakeXhr, status: number, body: unknown) {
  await act(async () => xhr.respond(status, body));
}

const nexusDepo: Choices = { provider: 'Nexus', type: 'Deposit' };
const nexusBo: Choices = { ...nexusDepo, upload: 'Upload BO', website: 'Alpha' };
const nexusSettlement: Choices = { ...nexusDepo, upload: 'Bank Settlement' };
const bcaSteps: Choices = { ...nexusSettlement, category: 'Bank', website: 'Alpha', bank: 'BCA' };

/** The BCA walk with its only account, the date 05-Jan-2025 and `file`: ready to submit. */
async function fillBca(user: User, file = csv('bca.csv')) {
  await walk(user, bcaSteps);
  await waitFor(() => expect(combo(AKUN)).toHaveValue('4'));
  setDate('2025-01-05');
  await user.upload(fileInput(), file);
}

// ---- tests -----------------------------------------------------------------------------------

describe('Upload page: layout and cascade', () => {
  it('shows the title, the red Convert Mutasi notice and only the Provider choice at first', async () => {
    start();
    expect(screen.getByRole('heading', { level: 1, name: 'BO dan Bank Settlement Upload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home>BO dan Bank Settlement Upload');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(/Mandiri, BNI Mobile dan QRIS wajib dikonversi .* Convert Mutasi/);
    expect(note.className).toContain('text-red-700');
    expect(within(note).getByRole('link', { name: 'Convert Mutasi' })).toHaveAttribute('href', '/convert-mutasi');
    expect(optionsOf(combo(P))).toEqual(['Pilih Provider', 'Nexus', 'Luxe']);
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.queryByText('Upload File (.csv only)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Upload' })).not.toBeInTheDocument();
  });

  it('opens Transaction Type, then Upload Type, then the mode for Luxe BO deposit only', async () => {
    const { user } = start();
    await pick(user, P, 'Nexus');
    expect(optionsOf(combo(T))).toEqual(['Pilih Transaction Type', 'Withdraw', 'Deposit']);
    expect(queryCombo(U)).toBeNull();
    await pick(user, T, 'Deposit');
    expect(optionsOf(combo(U))).toEqual(['Pilih Upload Type', 'Upload BO', 'Bank Settlement']);
    await pick(user, U, 'Upload BO');
    expect(queryCombo(MODE)).toBeNull();
    await pick(user, P, 'Luxe');
    await walk(user, { type: 'Deposit', upload: 'Upload BO' });
    expect(optionsOf(combo(MODE))).toEqual(['Pilih Mode Deposit', 'Deposit', 'Deposit (QRIS)']);
    expect(queryCombo(W)).toBeNull();
    expect(screen.queryByText('Upload File (.csv only)')).not.toBeInTheDocument();
    await pick(user, T, 'Withdraw');
    await pick(user, U, 'Upload BO');
    expect(queryCombo(MODE)).toBeNull();
  });

  it.each([
    ['Nexus', 'Deposit', ['Bank', 'E-Wallet', 'QRIS', 'QRIS Solita', 'QRIS Minera', 'QRIS Export', 'Nexus Pay', 'Manual Bank / Wallet']],
    ['Nexus', 'Withdraw', ['Bank', 'Nexus Pay', 'Manual Bank / Wallet']],
    ['Luxe', 'Deposit', ['Bank', 'E-Wallet', 'QRIS (Luxe)', 'Manual Bank / Wallet']],
    ['Luxe', 'Withdraw', ['Bank', 'Manual Bank / Wallet']],
  ])('offers the Upload Categories of %s %s', async (provider, type, categories) => {
    const { user } = start();
    await walk(user, { provider, type, upload: 'Bank Settlement' });
    expect(optionsOf(combo(CAT))).toEqual(['Pilih Upload Category', ...categories]);
  });

  it('offers the bank lists once a website is chosen, and Auto Tx for deposit E-Wallet', async () => {
    const { user } = start();
    await walk(user, { ...nexusSettlement, category: 'Bank' });
    expect(queryCombo(BANK)).toBeNull();
    await pick(user, W, 'Alpha');
    expect(optionsOf(combo(BANK))).toEqual(['Pilih Bank', ...BANK_LABELS]);
    await pick(user, CAT, 'Manual Bank / Wallet');
    await pick(user, W, 'Alpha');
    expect(optionsOf(combo(BANK))).toEqual(['Pilih Bank', ...MANUAL_BANK_LABELS]);
    await pick(user, CAT, 'E-Wallet');
    expect(optionsOf(combo(AUTO))).toEqual(['Pilih Auto Tx Type', 'Auto Tx']);
    expect(queryCombo(BANK)).toBeNull();
    await pick(user, CAT, 'QRIS');
    expect(queryCombo(AUTO)).toBeNull();
  });

  it("shows 'Tanggal Mutasi (BCA)' for BCA, '(BNI)' for both BNI, none for Mandiri and CIMB", async () => {
    const { user } = start();
    await walk(user, bcaSteps);
    expect(screen.getByLabelText(/^Tanggal Mutasi \(BCA\)/)).toHaveAttribute('type', 'date');
    for (const bank of ['BNI Mobile', 'BNI Internet Banking']) {
      await pick(user, BANK, bank);
      expect(screen.getByLabelText(/^Tanggal Mutasi \(BNI\)/)).toBeInTheDocument();
    }
    for (const bank of ['Mandiri', 'CIMB']) {
      await pick(user, BANK, bank);
      expect(screen.queryByLabelText(/^Tanggal Mutasi/)).not.toBeInTheDocument();
    }
  });
});

describe('Upload page: every change clears every lower choice', () => {
  async function chooseAll(user: User) {
    await walk(user, bcaSteps);
    await screen.findByRole('option', { name: 'PT Alpha - 1234567890' });
    setDate('2025-01-05');
    await user.upload(fileInput(), csv());
    expect(screen.getByTestId('file-name')).toHaveTextContent('mutasi.csv');
  }

  const clearing: { name: string; picks: [RegExp, string][]; values: [RegExp, string][]; combos: number; then?: (user: User) => Promise<void> }[] = [
    {
      name: 'Provider clears everything below',
      picks: [[P, 'Luxe']],
      values: [
        [P, 'LUXE'],
        [T, ''],
      ],
      combos: 2,
      // What was cleared is asked again, and the file with it.
      then: async (user: User) => {
        await walk(user, { type: 'Deposit', upload: 'Bank Settlement', category: 'Bank' });
        expect(screen.queryByTestId('file-name')).not.toBeInTheDocument();
      },
    },
    {
      name: 'Transaction Type clears Upload Type and below',
      picks: [[T, 'Withdraw']],
      values: [
        [P, 'NEXUS'],
        [U, ''],
      ],
      combos: 3,
    },
    {
      name: 'Upload Type clears the category and below',
      picks: [
        [U, 'Upload BO'],
        [U, 'Bank Settlement'],
      ],
      values: [[CAT, '']],
      combos: 4,
    },
  ];
  it.each(clearing.map((c) => [c.name, c] as const))('%s', async (_name, { picks, values, combos, then }) => {
    const { user } = start();
    await chooseAll(user);
    for (const [label, option] of picks) await pick(user, label, option);
    for (const [label, value] of values) expect(combo(label)).toHaveValue(value);
    expect(screen.getAllByRole('combobox')).toHaveLength(combos);
    await then?.(user);
  });

  it('Upload Category clears the website, bank, account and date; Website clears the bank; Bank clears account and date', async () => {
    const { user } = start({ accounts: { '/api/akunbanklist/ABC/bca/depo': () => ({ body: [acct(4), acct(5)] }) } });
    await walk(user, bcaSteps);
    await pick(user, AKUN, 'PT Akun 5 - 880005');
    setDate('2025-01-05');

    await pick(user, BANK, 'BNI Mobile');
    await pick(user, BANK, 'BCA');
    expect(await screen.findByRole('combobox', { name: AKUN })).toHaveValue('');
    expect(screen.getByLabelText(/^Tanggal Mutasi/)).toHaveValue('');

    await pick(user, W, 'Delta');
    expect(combo(BANK)).toHaveValue('');

    await pick(user, BANK, 'CIMB');
    await pick(user, CAT, 'Manual Bank / Wallet');
    expect(combo(W)).toHaveValue('');
    expect(queryCombo(BANK)).toBeNull();
  });

  it('Mode Deposit clears the website; a change that leaves the combination incomplete drops the file', async () => {
    const { user } = start({ websites: [ABC, LUX, LUY] });
    await walk(user, { provider: 'Luxe', type: 'Deposit', upload: 'Upload BO', mode: 'Deposit (QRIS)', website: 'Luyang' });
    await user.upload(fileInput(), csv('bo.csv'));
    await pick(user, MODE, 'Deposit');
    expect(combo(W)).toHaveValue('');
    expect(screen.getByTestId('file-name')).toHaveTextContent('bo.csv');
    await pick(user, MODE, 'Pilih Mode Deposit');
    expect(screen.queryByText('Upload File (.csv only)')).not.toBeInTheDocument();
    await pick(user, MODE, 'Deposit');
    expect(screen.queryByTestId('file-name')).not.toBeInTheDocument();
  });
});

describe('Upload page: websites and accounts', () => {
  it('narrows the websites to the panel of the provider and selects the only one', async () => {
    const { user } = start();
    await walk(user, { ...nexusSettlement, category: 'QRIS' });
    expect(optionsOf(combo(W))).toEqual(['Pilih Website', 'Alpha', 'Delta']);
    expect(combo(W)).toHaveValue('');
    await walk(user, { provider: 'Luxe', type: 'Deposit', upload: 'Bank Settlement', category: 'QRIS (Luxe)' });
    expect(optionsOf(combo(W))).toEqual(['Pilih Website', 'Luxor']);
    expect(combo(W)).toHaveValue('LUX');
  });

  it("selects a CHECKER's own website, and offers none for the other panel", async () => {
    const { user } = start({ websites: [ABC] }, checker);
    await walk(user, { provider: 'Nexus', type: 'Withdraw', upload: 'Upload BO' });
    expect(combo(W)).toHaveValue('ABC');
    await walk(user, { provider: 'Luxe', type: 'Withdraw', upload: 'Upload BO' });
    expect(optionsOf(combo(W))).toEqual(['Pilih Website']);
    expect(screen.getByText('Tidak ada website dengan panel LUXE.')).toBeInTheDocument();
  });

  it("loads 'Akun {bank}' with 'Loading akun...', then 'Name - Number' options under 'Pilih Akun (Nama - Nomor)'", async () => {
    const accounts = heldAnswer({ body: [acct(4, 'PT Alpha', '111'), acct(5, 'PT Beta', '222')] });
    const { user, calls } = start({ accounts: { '/api/akunbanklist/ABC/bca/depo': accounts.handler } });
    await walk(user, bcaSteps);
    const akun = combo(/^Akun BCA/);
    expect(optionsOf(akun)).toEqual(['Loading akun...']);
    expect(akun).toBeDisabled();
    accounts.release();
    await screen.findByRole('option', { name: 'PT Beta - 222' });
    expect(optionsOf(combo(/^Akun BCA/))).toEqual(['Pilih Akun (Nama - Nomor)', 'PT Alpha - 111', 'PT Beta - 222']);
    expect(combo(/^Akun BCA/)).toHaveValue('');
    expect(calls.filter((c) => c.url.startsWith('/api/akunbanklist')).map((c) => c.url)).toEqual(['/api/akunbanklist/ABC/bca/depo']);
  });

  it("says 'Tidak ada data akun' for an empty list or a failed load, and selects the only account", async () => {
    const { user } = start({
      accounts: {
        '/api/akunbanklist/ABC/cimb/wd': () => ({ body: [] }),
        '/api/akunbanklist/ABC/mandiri/wd': () => ({ status: 400, body: { message: 'Bank tidak dikenal.' } }),
      },
    });
    await walk(user, { provider: 'Nexus', type: 'Withdraw', upload: 'Bank Settlement', category: 'Bank', website: 'Alpha', bank: 'CIMB' });
    expect(await screen.findByRole('option', { name: 'Tidak ada data akun' })).toBeInTheDocument();
    expect(combo(/^Akun CIMB/)).toBeDisabled();
    // Where accounts come from, with the way there.
    expect(screen.getByTestId('no-accounts')).toHaveTextContent('Belum ada akun CIMB aktif untuk website ABC. Tambahkan dulu di menu Data Bank.');
    expect(screen.getByRole('link', { name: 'Data Bank' })).toHaveAttribute('href', '/databank');
    await pick(user, BANK, 'Mandiri');
    expect(await screen.findByRole('option', { name: 'Tidak ada data akun' })).toBeInTheDocument();
    await pick(user, BANK, 'BNI Mobile');
    await screen.findByRole('option', { name: 'PT Alpha - 1234567890' });
    expect(combo(/^Akun BNI Mobile/)).toHaveValue('4');
    expect(screen.queryByTestId('no-accounts')).not.toBeInTheDocument();
  });

  it("asks the manual bank's segment and the type: Mandiri Manual is mandiri-excel, withdraw is wd", async () => {
    const { user, calls } = start();
    await walk(user, {
      provider: 'Nexus',
      type: 'Withdraw',
      upload: 'Bank Settlement',
      category: 'Manual Bank / Wallet',
      website: 'Delta',
      bank: 'Mandiri Manual',
    });
    await screen.findByRole('option', { name: 'PT Alpha - 1234567890' });
    expect(combo(/^Akun Mandiri Manual/)).toHaveValue('4');
    expect(calls.map((c) => c.url)).toContain('/api/akunbanklist/DEF/mandiri-excel/wd');
  });

  it('shows QRIS Manual as a fixed, disabled QRIS name and number, without a list call', async () => {
    const { user, calls } = start();
    await walk(user, { ...nexusSettlement, category: 'Manual Bank / Wallet', website: 'Alpha', bank: 'QRIS Manual' });
    for (const label of ['Nama Akun', 'Nomor Akun']) {
      expect(screen.getByLabelText(label)).toHaveValue('QRIS');
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(queryCombo(AKUN)).toBeNull();
    expect(screen.getByText('Upload File (.csv only)')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/akunbanklist'))).toBe(false);
  });
});

describe('Upload page: the file area', () => {
  it('appears once the combination is complete, takes one .csv and shows its name, size and Remove', async () => {
    const { user } = start();
    await walk(user, { ...nexusSettlement, category: 'E-Wallet', website: 'Alpha' });
    expect(screen.queryByText('Upload File (.csv only)')).not.toBeInTheDocument();
    await pick(user, AUTO, 'Auto Tx');
    expect(screen.getByText('Upload File (.csv only)')).toBeInTheDocument();
    expect(screen.getByText('Format: .csv (.tsv / .txt dari bank) • Max 1 file')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', '.csv,.tsv,.txt,text/csv');
    await user.upload(fileInput(), csv('autotx.csv', 'x'.repeat(1536)));
    expect(screen.getByTestId('file-name')).toHaveTextContent('autotx.csv');
    expect(screen.getByTestId('file-size')).toHaveTextContent('1.50 KB');
    await user.click(screen.getByRole('button', { name: 'Remove autotx.csv' }));
    expect(screen.queryByTestId('file-name')).not.toBeInTheDocument();
  });

  it("takes a dropped file, and refuses what is not .csv, .tsv or .txt with '❌ File harus .csv (atau .tsv / .txt dari bank)'", async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    serve();
    renderUpload();
    await walk(user, nexusBo);
    const zone = screen.getByTestId('file-drop');
    fireEvent.drop(zone, { dataTransfer: { files: [csv('dropped.csv'), csv('second.csv')] } });
    expect(screen.getByTestId('file-name')).toHaveTextContent('dropped.csv');
    await user.upload(fileInput(), new File(['x'], 'bo.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('❌ File harus .csv (atau .tsv / .txt dari bank)');
    expect(screen.queryByTestId('file-name')).not.toBeInTheDocument();
    await user.upload(fileInput(), csv('ok.csv'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('file-name')).toHaveTextContent('ok.csv');
    // KlikBCA's Pratinjau Data copied into a text file: tab-separated, any of the bank's names.
    await user.upload(fileInput(), new File(['No\tTanggal'], 'Pratinjau Data.TXT', { type: 'text/plain' }));
    expect(screen.getByTestId('file-name')).toHaveTextContent('Pratinjau Data.TXT');
    await user.upload(fileInput(), new File(['No\tTanggal'], 'mutasi.tsv', { type: 'text/tab-separated-values' }));
    expect(screen.getByTestId('file-name')).toHaveTextContent('mutasi.tsv');
  });

  it('is reachable by keyboard: Tab lands on the file input after the choices', async () => {
    const { user } = start();
    await walk(user, nexusBo);
    combo(W).focus();
    await user.tab();
    expect(fileInput()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit Upload' })).toHaveFocus();
  });
});

describe('Upload page: checks before sending', () => {
  const alertText = () => screen.getByRole('alert').textContent;

  it("'❌ Harap pilih file terlebih dahulu.' without a file; the message goes when the form is touched", async () => {
    const { user } = start();
    await walk(user, nexusBo);
    await submit(user);
    expect(alertText()).toContain('❌ Harap pilih file terlebih dahulu.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.upload(fileInput(), csv());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("'❌ Harap pilih website terlebih dahulu.' for a bank settlement category and for BO", async () => {
    const { user } = start();
    await walk(user, { ...nexusSettlement, category: 'QRIS Solita' });
    await user.upload(fileInput(), csv());
    await submit(user);
    expect(alertText()).toContain('❌ Harap pilih website terlebih dahulu.');
    await walk(user, { upload: 'Upload BO' });
    await user.upload(fileInput(), csv());
    await submit(user);
    expect(alertText()).toContain('❌ Harap pilih website terlebih dahulu.');
  });

  it("'Website wajib dipilih untuk QRIS Luxe.' for QRIS (Luxe) and Luxe BO deposit QRIS", async () => {
    const { user } = start({ websites: [LUX, LUY] });
    await walk(user, { provider: 'Luxe', type: 'Deposit', upload: 'Bank Settlement', category: 'QRIS (Luxe)' });
    await user.upload(fileInput(), csv());
    await submit(user);
    expect(alertText()).toContain('Website wajib dipilih untuk QRIS Luxe.');
    await walk(user, { upload: 'Upload BO', mode: 'Deposit (QRIS)' });
    await user.upload(fileInput(), csv());
    await submit(user);
    expect(alertText()).toContain('Website wajib dipilih untuk QRIS Luxe.');
  });

  it("'❌ Harap pilih Akun terlebih dahulu.' and for BCA 'Harap pilih akun BCA terlebih dahulu.' then 'Tanggal wajib diisi untuk mutasi BCA.'", async () => {
    const two = () => ({ body: [acct(4), acct(5)] });
    const { user } = start({
      accounts: { '/api/akunbanklist/ABC/mandiri/depo': two, '/api/akunbanklist/ABC/bca/depo': two, '/api/akunbanklist/ABC/ovo/depo': two },
    });
    await walk(user, { ...nexusSettlement, category: 'Bank', website: 'Alpha', bank: 'Mandiri' });
    await screen.findByRole('option', { name: 'PT Akun 5 - 880005' });
    await user.upload(fileInput(), csv());
    await submit(user);
    expect(alertText()).toContain('❌ Harap pilih Akun terlebih dahulu.');

    await pick(user, BANK, 'BCA');
    await screen.findByRole('option', { name: 'PT Akun 5 - 880005' });
    await user.upload(fileInput(), csv());
    await submit(user);
    expect(alertText()).toContain('Harap pilih akun BCA terlebih dahulu.');
    await pick(user, AKUN, 'PT Akun 4 - 880004');
    await submit(user);
    expect(alertText()).toContain('Tanggal wajib diisi untuk mutasi BCA.');

    await walk(user, { category: 'Manual Bank / Wallet', website: 'Alpha', bank: 'OVO Manual' });
    await screen.findByRole('option', { name: 'PT Akun 5 - 880005' });
    await user.upload(fileInput(), csv());
    await submit(user);
    expect(alertText()).toContain('❌ Harap pilih Akun terlebih dahulu.');
  });

  it("asks the date of a BNI statement: 'Tanggal wajib diisi untuk mutasi BNI Mobile.'", async () => {
    const { user } = start();
    await walk(user, { ...nexusSettlement, category: 'Bank', website: 'Alpha', bank: 'BNI Mobile' });
    await screen.findByRole('option', { name: 'PT Alpha - 1234567890' });
    await user.upload(fileInput(), csv());
    await submit(user);
    expect(alertText()).toContain('Tanggal wajib diisi untuk mutasi BNI Mobile.');
  });
});

/** One walk through the page per endpoint (and per manual provider), with the fields it must send. */
const base = (provider: string, jenis: string, groups: string) => ({ depo_created_by: '1', provider, groups, jenis });
const account = { corporate_bank_name: 'PT Alpha', corporate_bank_no: '1234567890' };
/** Bank Settlement in `category`, on the website `website` when there is a choice of one. */
const settlement = (category: string, website?: string): Choices => ({ upload: 'Bank Settlement', category, website });
const manualCase = (label: string, provider: string): [string, Choices, string | null, Record<string, string>] => [
  '/api/mutasiupdepomanual',
  { ...nexusDepo, ...settlement('Manual Bank / Wallet', 'Alpha'), bank: label },
  null,
  { ...base(provider, 'DEPO', 'ABC'), ...(provider === 'QRIS' ? { corporate_bank_name: 'QRIS', corporate_bank_no: 'QRIS' } : account) },
];
const nexusWd: Choices = { provider: 'Nexus', type: 'Withdraw' };
const luxeDepo: Choices = { provider: 'Luxe', type: 'Deposit' };
const luxeWd: Choices = { provider: 'Luxe', type: 'Withdraw' };

const CASES: [endpoint: string, choices: Choices, date: string | null, fields: Record<string, string>][] = [
  ['/api/checkdata', nexusBo, null, base('NEXUS', 'DEPO', 'ABC')],
  ['/api/bowd', { ...nexusWd, upload: 'Upload BO', website: 'Delta' }, null, base('NEXUS', 'WD', 'DEF')],
  ['/api/uploadboluxe', { ...luxeDepo, upload: 'Upload BO', mode: 'Deposit' }, null, base('LUXE', 'DEPO', 'LUX')],
  ['/api/uploadqris', { ...luxeDepo, upload: 'Upload BO', mode: 'Deposit (QRIS)' }, null, base('LUXE', 'DEPO', 'LUX')],
  ['/api/uploadbowdluxe', { ...luxeWd, upload: 'Upload BO' }, null, base('LUXE', 'WD', 'LUX')],
  ['/api/mutasiupdepobca', bcaSteps, '2025-01-05', { ...base('NEXUS', 'DEPO', 'ABC'), ...account, dates: '05-Jan-2025' }],
  ['/api/mutasiupdepomdr', { ...luxeWd, ...settlement('Bank'), bank: 'Mandiri' }, null, { ...base('LUXE', 'WD', 'LUX'), ...account }],
  [
    '/api/mutasiupdepobnimobile',
    { ...nexusWd, ...settlement('Bank', 'Alpha'), bank: 'BNI Mobile' },
    '2026-07-31',
    { ...base('NEXUS', 'WD', 'ABC'), ...account, dates: '31-Jul-2026' },
  ],
  [
    '/api/mutasiupdepobniinternetbanking',
    { ...luxeDepo, ...settlement('Bank'), bank: 'BNI Internet Banking' },
    '2025-12-01',
    { ...base('LUXE', 'DEPO', 'LUX'), ...account, dates: '01-Dec-2025' },
  ],
  ['/api/mutasiupdepocimb', { ...nexusDepo, ...settlement('Bank', 'Alpha'), bank: 'CIMB' }, null, { ...base('NEXUS', 'DEPO', 'ABC'), ...account }],
  ['/api/mutasiupdepoautotx', { ...nexusDepo, ...settlement('E-Wallet', 'Alpha'), auto: 'Auto Tx' }, null, base('NEXUS', 'DEPO', 'ABC')],
  ['/api/mutasiupdepoqris', { ...nexusDepo, ...settlement('QRIS', 'Alpha') }, null, base('NEXUS', 'DEPO', 'ABC')],
  ['/api/mutasiupdepoqrissolita', { ...nexusDepo, ...settlement('QRIS Solita', 'Alpha') }, null, base('NEXUS', 'DEPO', 'ABC')],
  ['/api/mutasiupdepoqrisminera', { ...nexusDepo, ...settlement('QRIS Minera', 'Alpha') }, null, base('NEXUS', 'DEPO', 'ABC')],
  ['/api/mutasiupdepoqrisexport', { ...nexusDepo, ...settlement('QRIS Export', 'Alpha') }, null, base('NEXUS', 'DEPO', 'ABC')],
  ['/api/nexuspay', { ...nexusWd, ...settlement('Nexus Pay', 'Delta') }, null, base('NEXUS', 'WD', 'DEF')],
  ['/api/mutasiupdepoqrisluxe', { ...luxeDepo, ...settlement('QRIS (Luxe)') }, null, base('LUXE', 'DEPO', 'LUX')],
  manualCase('BRI Manual', 'BRI'),
  manualCase('Mandiri Manual', 'MANDIRI'),
  manualCase('OVO Manual', 'OVO'),
  manualCase('DANA Manual', 'DANA'),
  manualCase('Link Aja Manual', 'LINKAJA'),
  manualCase('Gopay Manual', 'GOPAY'),
  manualCase('QRIS Manual', 'QRIS'),
];

describe('Upload page: every combination posts to its endpoint (docs/design.md section 6c)', () => {
  it('walks all 18 endpoints', () => {
    expect(new Set(CASES.map(([e]) => e)).size).toBe(18);
  });

  const cases = CASES.map(([endpoint, steps, date, fields]) => ({ name: `${endpoint} (provider ${fields.provider})`, endpoint, steps, date, fields }));

  for (const { name, endpoint, steps, date, fields } of cases) {
    it(name, async () => {
      const { user } = start();
      await walk(user, steps);
      if (fields.corporate_bank_no === '1234567890') await waitFor(() => expect(combo(AKUN)).toHaveValue('4'));
      if (date) setDate(date);
      await user.upload(fileInput(), csv('data.csv'));
      const xhr = await submitAndConfirm(user);
      expect({ method: xhr.method, url: xhr.url, credentials: xhr.withCredentials, file: xhr.fileName }).toEqual({
        method: 'POST',
        url: endpoint,
        credentials: true,
        file: 'data.csv',
      });
      expect(xhr.fields).toEqual(fields);
      await answer(xhr, 200, { status: false, data: [{ message: 'ok' }], added: 1, duplicates: 0, matched: 0, warnings: [] });
      expect(await screen.findByTestId('upload-message')).toHaveTextContent('ok');
    });
  }
});

describe('Upload page: confirmation', () => {
  it("lists every chosen value in 'Konfirmasi Upload'; 'Batal' sends nothing", async () => {
    const { user } = start();
    await fillBca(user, csv('bca.csv', 'x'.repeat(2048)));
    await submit(user);
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi Upload' });
    expect(dialog).toHaveAccessibleDescription('Mohon periksa detail berikut. Tindakan ini akan memproses file yang dipilih.');
    const rows = [...dialog.querySelectorAll('dl > div')].map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent]);
    expect(rows).toEqual(bcaConfirmationRows('bca.csv (2.00 KB)'));
    expect(roleTexts('button', dialog)).toEqual(['Batal', 'Ya, Lanjutkan']);
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Only the preview was asked for: nothing was uploaded.
    expect(FakeXhr.all.map((x) => x.url)).toEqual(['/api/mutasiupdepobca/preview']);
    expect(screen.getByTestId('file-name')).toHaveTextContent('bca.csv');
  });
});

describe('Upload page: results and reset', () => {
  async function uploadBca(user: User) {
    await fillBca(user);
    return submitAndConfirm(user);
  }
  const expectReset = () => {
    expect(combo(P)).toHaveValue('');
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.queryByText('Upload File (.csv only)')).not.toBeInTheDocument();
  };

  it("status true: 'ℹ️ Data sudah ada untuk tanggal 05-Jan-2025' with the summary; the form is reset", async () => {
    const { user } = start();
    const xhr = await uploadBca(user);
    await answer(xhr, 200, { status: true, data: [], added: 0, duplicates: 40, matched: 0, warnings: [] });
    expect(await screen.findByRole('status')).toHaveTextContent('ℹ️ Data sudah ada untuk tanggal 05-Jan-2025');
    expect(screen.getByTestId('upload-summary')).toHaveTextContent('0 baru, 40 sudah ada, 0 cocok otomatis');
    expectReset();
  });

  it('status true for a BO file (no date sent): names the dates the server gives, at most 3, then how many more', async () => {
    const { user } = start();
    await walk(user, nexusBo);
    await user.upload(fileInput(), csv('bo.csv'));
    let xhr = await submitAndConfirm(user);
    expect(xhr.fields.dates).toBeUndefined();
    const dates = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
    await answer(xhr, 200, { status: true, data: [], added: 0, duplicates: 40, matched: 0, warnings: [], statement_dates: dates });
    await waitFor(() => expect(statusText()).toBe('ℹ️ Data sudah ada untuk tanggal 24-Nov-2026, 25-Nov-2026, 26-Nov-2026 dan 2 tanggal lainnya'));

    await walk(user, nexusBo);
    await user.upload(fileInput(), csv('bo.csv'));
    xhr = await submitAndConfirm(user);
    await answer(xhr, 200, { status: true, data: [], added: 0, duplicates: 2, matched: 0, warnings: [], statement_dates: ['2026-11-24', '2026-11-25'] });
    await waitFor(() => expect(statusText()).toBe('ℹ️ Data sudah ada untuk tanggal 24-Nov-2026, 25-Nov-2026'));
  });

  it("one item: that item's message", async () => {
    const { user } = start();
    const xhr = await uploadBca(user);
    await answer(xhr, 200, {
      status: false,
      data: [{ message: 'Mutasi 2025-01-05 CR Rp250.000 BUDI ditambahkan.' }],
      added: 1,
      duplicates: 0,
      matched: 1,
      warnings: [],
    });
    await waitFor(() => expect(statusText()).toBe('Mutasi 2025-01-05 CR Rp250.000 BUDI ditambahkan.'));
    expect(screen.getByTestId('upload-file')).toHaveTextContent('bca.csv');
    expect(screen.getByTestId('upload-summary')).toHaveTextContent('1 baru, 0 sudah ada, 1 cocok otomatis');
    expectReset();
  });

  it("several items: '✅ N data berhasil ditambahkan.' with the summary and the warnings; the banner stays until closed", async () => {
    const { user } = start();
    const xhr = await uploadBca(user);
    const data = Array.from({ length: 812 }, (_, i) => ({ message: `row ${i}` }));
    await answer(xhr, 200, { status: false, data, added: 812, duplicates: 40, matched: 790, warnings: ['Baris 12: saldo tidak urut.'] });
    await waitFor(() => expect(statusText()).toBe('✅ 812 data berhasil ditambahkan.'));
    expect(screen.getByTestId('upload-summary')).toHaveTextContent('812 baru, 40 sudah ada, 790 cocok otomatis');
    expect(screen.getByTestId('upload-warnings')).toHaveTextContent('Baris 12: saldo tidak urut.');
    await pick(user, P, 'Nexus');
    expect(screen.getByTestId('upload-status')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tutup pesan' }));
    expect(screen.queryByTestId('upload-status')).not.toBeInTheDocument();
  });

  const expectKept = () => {
    expect(combo(AKUN)).toHaveValue('4');
    expect(screen.getByLabelText(/^Tanggal Mutasi/)).toHaveValue('2025-01-05');
    expect(screen.getByTestId('file-name')).toHaveTextContent('bca.csv');
  };

  it("failure: '❌ Upload failed: ' with the server's message, or a sentence for a server failure without one; every choice and the file are kept", async () => {
    const { user } = start();
    let xhr = await uploadBca(user);
    await answer(xhr, 500, { message: '' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('❌ Upload failed: Terjadi kesalahan di server. Coba lagi.'));
    expectKept();

    xhr = await submitAndConfirm(user);
    await answer(xhr, 403, { message: 'Forbidden' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('❌ Upload failed: Akses ditolak: IP Anda tidak ada di whitelist.'));
    expectKept();

    xhr = await submitAndConfirm(user);
    await act(async () => xhr.unreachable());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('❌ Upload failed: Tidak dapat terhubung ke server.'));
    expectKept();
  });

  it('the preview says how the file was read and shows its first rows; Ya, Lanjutkan waits for it', async () => {
    const { user } = start();
    await fillBca(user);
    await submit(user);
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi Upload' });
    // A big file takes seconds to send: the dialog says how much is out, then that the server reads it.
    expect(within(dialog).getByText('Mengirim file... 0%')).toBeInTheDocument();
    act(() => FakeXhr.last.progress(507, 1000));
    expect(within(dialog).getByText('Mengirim file... 50%')).toBeInTheDocument();
    act(() => FakeXhr.last.uploaded());
    expect(within(dialog).getByText('Membaca file...')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Mengirim file/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ya, Lanjutkan' })).toBeDisabled();
    // The preview gets the very form the upload will send.
    expect({ url: FakeXhr.last.url, file: FakeXhr.last.fileName, fields: FakeXhr.last.fields }).toEqual({
      url: '/api/mutasiupdepobca/preview',
      file: 'bca.csv',
      fields: {
        groups: 'ABC',
        corporate_bank_name: 'PT Alpha',
        corporate_bank_no: '1234567890',
        dates: '05-Jan-2025',
        depo_created_by: '1',
        jenis: 'DEPO',
        provider: 'NEXUS',
      },
    });
    await answer(FakeXhr.last, 200, PREVIEW);
    expect(within(dialog).getByTestId('preview-summary')).toHaveTextContent(
      'Dibaca sebagai CSV KlikBCA Bisnis: 3 baris (2 masuk, 1 keluar, 1 bukan transaksi pemain).',
    );
    const cells = [...within(dialog).getAllByRole('row')].map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Baris', 'Tanggal', 'Jumlah', 'Arah', 'Nama', 'Referensi'],
      ['2', '5 Jan 08:02', 'Rp250.000', 'CR', 'BUDI SANTOSO', '—'],
      ['3', '5 Jan', 'Rp6.500', 'DB(Biaya)', '—', '—'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Ya, Lanjutkan' })).toBeEnabled();
  });

  it('a file of another category: one click on "Pindah ke Upload BO" switches the form there, the file kept', async () => {
    // As Chromium does: scrollIntoView answers a promise (the banner scrolls into view, then goes on the switch).
    const scrolled = vi.fn(() => Promise.resolve());
    Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView'];
    const { user } = start();
    await walk(user, bcaSteps);
    await waitFor(() => expect(combo(AKUN)).toHaveValue('4'));
    await user.upload(fileInput(), csv('bo.csv'));
    setDate('2025-01-05');
    await submit(user);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    await answer(FakeXhr.last, 400, {
      message: 'File bukan format BCA. File ini tampaknya BO Nexus Deposit.',
      switch_to: { endpoint: 'checkdata', provider: null },
    });
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
    await user.click(await screen.findByRole('button', { name: 'Pindah ke Upload BO' }));
    expect(combo(U)).toHaveValue('BO');
    expect(queryCombo(CAT)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('file-name')).toHaveTextContent('bo.csv');
    const dialog = await submitAndPreview(user, { ...PREVIEW, layout: 'BO Nexus Deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Lanjutkan' }));
    await waitFor(() => expect(FakeXhr.last.url).toBe('/api/checkdata'));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('a file the server cannot read: the dialog closes with the reason, nothing is uploaded, every choice is kept', async () => {
    const { user } = start();
    await fillBca(user);
    await submit(user);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    await answer(FakeXhr.last, 400, { message: 'Baris 3: tanggal 31/02/2026 tidak valid.' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('❌ Upload failed: Baris 3: tanggal 31/02/2026 tidak valid.'));
    // The message names the file it is about.
    expect(screen.getByTestId('upload-file')).toHaveTextContent('bca.csv');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(1);
    expectKept();
  });
});

describe('Upload page: progress', () => {
  async function readyToConfirm(user: User) {
    await walk(user, nexusBo);
    await user.upload(fileInput(), csv('bo.csv'));
    const dialog = await submitAndPreview(user, { ...PREVIEW, layout: 'template BO Nexus', credits: 0, debits: 0, not_for_matching: 0, sample: [] });
    return within(dialog).getByRole('button', { name: 'Ya, Lanjutkan' });
  }
  const bar = () => screen.getByRole('progressbar', { name: 'Upload progress' });
  const percent = () => Number(bar().getAttribute('aria-valuenow'));
  const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('follows the bytes sent, creeps every 300 ms by 3 to 10 up to 95, reaches 100 on success and closes 500 ms later', async () => {
    const { user } = start();
    const confirm = await readyToConfirm(user);
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    fireEvent.click(confirm);
    await tick(0);
    const xhr = FakeXhr.last;
    expect(percent()).toBe(0);
    expect(screen.getByText('Mengirim file...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Upload' })).toBeDisabled();

    act(() => xhr.progress(50, 100));
    expect(percent()).toBe(25);
    expect(screen.getByTestId('upload-percent')).toHaveTextContent('25%');
    await tick(900);
    expect(percent()).toBe(25); // no creeping while the bytes go out

    act(() => xhr.uploaded());
    expect(percent()).toBe(50);
    expect(screen.getByText('Memproses data...')).toBeInTheDocument();
    await tick(299);
    expect(percent()).toBe(50);
    await tick(1);
    expect(percent()).toBe(53);
    random.mockReturnValue(0.99);
    await tick(300);
    expect(percent()).toBe(63);
    await tick(300 * 20);
    expect(percent()).toBe(95);

    await act(async () => xhr.respond(200, { status: false, data: [{ message: 'a' }, { message: 'b' }], added: 2, duplicates: 0, matched: 0, warnings: [] }));
    await tick(0);
    expect(percent()).toBe(100);
    expect(statusText()).toBe('✅ 2 data berhasil ditambahkan.');
    await tick(499);
    expect(bar()).toBeInTheDocument();
    await tick(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('drops to 0 on failure and closes 500 ms later', async () => {
    const { user } = start();
    const confirm = await readyToConfirm(user);
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    fireEvent.click(confirm);
    await tick(0);
    const xhr = FakeXhr.last;
    act(() => xhr.uploaded());
    await tick(600);
    expect(percent()).toBe(64); // 50 + 7 + 7
    await act(async () => xhr.respond(413, { message: 'File terlalu besar (maksimal 50 MB).' }));
    await tick(0);
    expect(percent()).toBe(0);
    expect(screen.getByText('Gagal')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('❌ Upload failed: File terlalu besar (maksimal 50 MB).');
    await tick(500);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
