import {
  dayMonYear,
  UPLOAD_MSG,
  type BankAccountOption,
  type UploadEndpointName,
  type JenisTransaksi,
  type Panel,
  type UploadSwitch,
} from '@auto-checker/contract';
import type { ApiCall } from '../../lib/api.ts';

/**
 * The upload page's rules, pure: the choices of the cascade (docs/spec/part-1.md section 2), which lower choices a
 * change clears, the auto-selections, the endpoint and form fields of each combination (docs/design.md section 6c) and the
 * client-side validation with the spec's messages (section 5).
 */

export type Provider = Panel;
export type TxType = JenisTransaksi;
export type UploadType = 'BO' | 'BANK';
export type BoMode = 'standard' | 'qris';
export type Category = 'bank' | 'ewallet' | 'qris' | 'qris_solita' | 'qris_minera' | 'qris_export' | 'nexuspay' | 'qris_luxe' | 'manual';

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const PROVIDERS: Option<Provider>[] = [
  { value: 'NEXUS', label: 'Nexus' },
  { value: 'LUXE', label: 'Luxe' },
];
export const TX_TYPES: Option<TxType>[] = [
  { value: 'WD', label: 'Withdraw' },
  { value: 'DEPO', label: 'Deposit' },
];
export const UPLOAD_TYPES: Option<UploadType>[] = [
  { value: 'BO', label: 'Upload BO' },
  { value: 'BANK', label: 'Bank Settlement' },
];
export const BO_MODES: Option<BoMode>[] = [
  { value: 'standard', label: 'Deposit' },
  { value: 'qris', label: 'Deposit (QRIS)' },
];
export const AUTO_TX_TYPES: Option<'autotx'>[] = [{ value: 'autotx', label: 'Auto Tx' }];

const CATEGORY_LABELS: Record<Category, string> = {
  bank: 'Bank',
  ewallet: 'E-Wallet',
  qris: 'QRIS',
  qris_solita: 'QRIS Solita',
  qris_minera: 'QRIS Minera',
  qris_export: 'QRIS Export',
  nexuspay: 'Nexus Pay',
  qris_luxe: 'QRIS (Luxe)',
  manual: 'Manual Bank / Wallet',
};

/** The spec's Upload Category table, in its order. */
export const CATEGORY_TABLE: Record<Provider, Record<TxType, Category[]>> = {
  NEXUS: {
    DEPO: ['bank', 'ewallet', 'qris', 'qris_solita', 'qris_minera', 'qris_export', 'nexuspay', 'manual'],
    WD: ['bank', 'nexuspay', 'manual'],
  },
  LUXE: {
    DEPO: ['bank', 'ewallet', 'qris_luxe', 'manual'],
    WD: ['bank', 'manual'],
  },
};

export function categoriesFor(provider: Provider | '', txType: TxType | ''): Option<Category>[] {
  if (!provider || !txType) return [];
  return CATEGORY_TABLE[provider][txType].map((value) => ({ value, label: CATEGORY_LABELS[value] }));
}

/** A bank of the Bank or Manual category: its label, its akunbanklist segment and how it is sent. */
export interface BankChoice extends Option {
  /** GET /api/akunbanklist/{website}/{segment}/{depo|wd}; null: no account list (QRIS Manual). */
  listSegment: string | null;
  endpoint: UploadPath;
  /** `provider` of /api/mutasiupdepomanual; undefined for the Bank category (it sends the panel). */
  manualProvider?: string;
  /** BCA and BNI statements need the statement date: which date field ('Tanggal Mutasi (BCA)'). */
  dateField?: 'BCA' | 'BNI';
  /** The server's name of the statement, for the date message. */
  statementLabel: string;
}

export const BANK_CHOICES: BankChoice[] = [
  { value: 'bca', label: 'BCA', listSegment: 'bca', endpoint: '/api/mutasiupdepobca', dateField: 'BCA', statementLabel: 'BCA' },
  { value: 'mandiri', label: 'Mandiri', listSegment: 'mandiri', endpoint: '/api/mutasiupdepomdr', statementLabel: 'Mandiri' },
  {
    value: 'bni-mobile',
    label: 'BNI Mobile',
    listSegment: 'bni-mobile',
    endpoint: '/api/mutasiupdepobnimobile',
    dateField: 'BNI',
    statementLabel: 'BNI Mobile',
  },
  {
    value: 'bni-internet',
    label: 'BNI Internet Banking',
    listSegment: 'bni-internet',
    endpoint: '/api/mutasiupdepobniinternetbanking',
    dateField: 'BNI',
    statementLabel: 'BNI Internet Banking',
  },
  { value: 'cimb', label: 'CIMB', listSegment: 'cimb', endpoint: '/api/mutasiupdepocimb', statementLabel: 'CIMB' },
];

const manual = (value: string, label: string, listSegment: string | null, manualProvider: string): BankChoice => ({
  value,
  label,
  listSegment,
  manualProvider,
  endpoint: '/api/mutasiupdepomanual',
  statementLabel: label,
});

export const MANUAL_BANK_CHOICES: BankChoice[] = [
  manual('bri', 'BRI Manual', 'bri', 'BRI'),
  manual('mandiri-excel', 'Mandiri Manual', 'mandiri-excel', 'MANDIRI'),
  manual('ovo', 'OVO Manual', 'ovo', 'OVO'),
  manual('dana', 'DANA Manual', 'dana', 'DANA'),
  manual('linkaja', 'Link Aja Manual', 'linkaja', 'LINKAJA'),
  manual('gopay', 'Gopay Manual', 'gopay', 'GOPAY'),
  manual('qris', 'QRIS Manual', null, 'QRIS'),
];

/** QRIS Manual has no account list: its name and number are both 'QRIS'. */
export const QRIS_MANUAL_ACCOUNT = 'QRIS';

/** Every choice of the form. Empty string: not chosen. `website` is a code, `account` an akun_bank_id. */
export interface UploadChoice {
  provider: Provider | '';
  txType: TxType | '';
  uploadType: UploadType | '';
  boMode: BoMode | '';
  category: Category | '';
  website: string;
  autoTx: string;
  bank: string;
  account: string;
  /** yyyy-mm-dd, as the date input gives it. */
  date: string;
}

export const EMPTY_CHOICE: UploadChoice = {
  provider: '',
  txType: '',
  uploadType: '',
  boMode: '',
  category: '',
  website: '',
  autoTx: '',
  bank: '',
  account: '',
  date: '',
};

/** What a change clears: every choice below it (a lower choice depends on the ones above). */
export const CLEARS: Record<keyof UploadChoice, (keyof UploadChoice)[]> = {
  provider: ['txType', 'uploadType', 'boMode', 'category', 'website', 'autoTx', 'bank', 'account', 'date'],
  txType: ['uploadType', 'boMode', 'category', 'website', 'autoTx', 'bank', 'account', 'date'],
  uploadType: ['boMode', 'category', 'website', 'autoTx', 'bank', 'account', 'date'],
  boMode: ['website'],
  category: ['website', 'autoTx', 'bank', 'account', 'date'],
  // Accounts belong to one website, and the bank list only shows once a website is chosen.
  website: ['bank', 'account', 'date'],
  autoTx: [],
  bank: ['account', 'date'],
  account: [],
  date: [],
};

export function applyChoice<K extends keyof UploadChoice>(choice: UploadChoice, key: K, value: UploadChoice[K]): UploadChoice {
  if (choice[key] === value) return choice;
  const next: UploadChoice = { ...choice, [key]: value };
  for (const lower of CLEARS[key]) next[lower] = '';
  return next;
}

export const isLuxeBoDeposit = (c: UploadChoice) => c.provider === 'LUXE' && c.txType === 'DEPO' && c.uploadType === 'BO';

/** The bank list the chosen category offers: Bank, Manual, or none. */
export function bankChoicesFor(c: UploadChoice): BankChoice[] {
  return c.category === 'bank' ? BANK_CHOICES : c.category === 'manual' ? MANUAL_BANK_CHOICES : [];
}

export function chosenBank(c: UploadChoice): BankChoice | undefined {
  return bankChoicesFor(c).find((b) => b.value === c.bank);
}

/** Which parts of the form show for these choices (the website is already the effective one). */
export function visibleParts(c: UploadChoice) {
  const bo = c.uploadType === 'BO';
  const bank = chosenBank(c);
  return {
    txType: c.provider !== '',
    uploadType: c.txType !== '',
    boMode: isLuxeBoDeposit(c),
    category: c.uploadType === 'BANK',
    // The spec shows it for bank settlement and Luxe BO QRIS; our server files every BO row under a
    // website too, so every BO upload names one (auto-selected when only one is possible).
    website: bo ? !isLuxeBoDeposit(c) || c.boMode !== '' : c.uploadType === 'BANK' && c.category !== '',
    autoTx: c.category === 'ewallet' && c.txType === 'DEPO',
    bank: bankChoicesFor(c).length > 0 && c.website !== '',
    accountList: bank !== undefined && bank.listSegment !== null,
    qrisManual: bank !== undefined && bank.listSegment === null,
    dateField: bank?.dateField ?? null,
  };
}

/** The choices with the spec's auto-selection: the only website of the panel, the only account of the list. */
export function withAutoSelection(c: UploadChoice, websiteCodes: readonly string[], accountIds: readonly string[]): UploadChoice {
  let next = c;
  if (!next.website && visibleParts(next).website && websiteCodes.length === 1) next = { ...next, website: websiteCodes[0]! };
  if (!next.account && visibleParts(next).accountList && accountIds.length === 1) next = { ...next, account: accountIds[0]! };
  return next;
}

/** GET /api/akunbanklist/... of the chosen bank, or null when no list applies yet. */
export function accountListCall(c: UploadChoice): ApiCall<'GET /api/akunbanklist/:websiteCode/:bank/:jenis'> | null {
  const bank = chosenBank(c);
  if (!bank?.listSegment || !c.website || !c.txType) return null;
  return {
    key: 'GET /api/akunbanklist/:websiteCode/:bank/:jenis',
    input: { params: { websiteCode: c.website, bank: bank.listSegment, jenis: c.txType === 'DEPO' ? 'depo' : 'wd' } },
  };
}

export const accountLabel = (a: Pick<BankAccountOption, 'akun_bank_name' | 'akun_bank_no'>) => `${a.akun_bank_name} - ${a.akun_bank_no}`;

/** '2025-01-05' (date input) -> '05-Jan-2025', as every upload sends `dates`; '' when not a date. */
export const formatStatementDate = (iso: string): string => dayMonYear(iso);

/** An upload endpoint's path (the contract's upload-endpoints.ts names them). */
export type UploadPath = `/api/${UploadEndpointName}`;

type Dispatch = { ok: true; endpoint: UploadPath; provider: string } | { ok: false; message: string };

export const BO_ENDPOINTS: Record<string, UploadPath> = {
  'NEXUS|DEPO|': '/api/checkdata',
  'NEXUS|WD|': '/api/bowd',
  'LUXE|DEPO|standard': '/api/uploadboluxe',
  'LUXE|DEPO|qris': '/api/uploadqris',
  'LUXE|WD|': '/api/uploadbowdluxe',
};

const CATEGORY_ENDPOINTS: Partial<Record<Category, UploadPath>> = {
  qris: '/api/mutasiupdepoqris',
  qris_solita: '/api/mutasiupdepoqrissolita',
  qris_minera: '/api/mutasiupdepoqrisminera',
  qris_export: '/api/mutasiupdepoqrisexport',
  nexuspay: '/api/nexuspay',
  qris_luxe: '/api/mutasiupdepoqrisluxe',
};

/** The endpoint of the combination (docs/design.md section 6c) and the `provider` it sends, or the spec's message. */
export function dispatch(c: UploadChoice): Dispatch {
  if (c.uploadType !== 'BANK') {
    if (isLuxeBoDeposit(c) && !c.boMode) return { ok: false, message: UPLOAD_MSG.noBoMode };
    const endpoint = c.uploadType === 'BO' ? BO_ENDPOINTS[`${c.provider}|${c.txType}|${isLuxeBoDeposit(c) ? c.boMode : ''}`] : undefined;
    return endpoint ? { ok: true, endpoint, provider: c.provider } : { ok: false, message: UPLOAD_MSG.unknownBo };
  }
  const category = c.category;
  if (!category || !categoriesFor(c.provider, c.txType).some((o) => o.value === category)) return { ok: false, message: UPLOAD_MSG.unknownBank };
  if (category === 'manual') {
    const bank = chosenBank(c);
    return bank?.manualProvider ? { ok: true, endpoint: bank.endpoint, provider: bank.manualProvider } : { ok: false, message: UPLOAD_MSG.unknownManualBank };
  }
  if (category === 'bank') {
    const bank = chosenBank(c);
    return bank ? { ok: true, endpoint: bank.endpoint, provider: c.provider } : { ok: false, message: UPLOAD_MSG.unknownBank };
  }
  if (category === 'ewallet') {
    return c.autoTx === 'autotx' ? { ok: true, endpoint: '/api/mutasiupdepoautotx', provider: c.provider } : { ok: false, message: UPLOAD_MSG.unknownBank };
  }
  return { ok: true, endpoint: CATEGORY_ENDPOINTS[category]!, provider: c.provider };
}

/** The upload the choices send to, as the contract names it (`mutasiupdepobca`, without /api/), or undefined while they name none. */
export function endpointOf(c: UploadChoice): string | undefined {
  const sent = dispatch(c);
  return sent.ok ? sent.endpoint.replace(/^\/api\//, '') : undefined;
}

/** The file area shows once the choices name one endpoint. */
export const isComplete = (c: UploadChoice) => dispatch(c).ok;

export interface UploadRequest {
  /** The effective choices (auto-selections applied). */
  choice: UploadChoice;
  file: Pick<File, 'name'> | null;
  /** The chosen account of the list, if any. */
  account: BankAccountOption | null;
  /** The uploader (the server takes it from the session; the form still carries it). */
  accountId: number | null;
}

export type UploadPlan = { ok: true; endpoint: UploadPath; fields: Record<string, string> } | { ok: false; message: string };

const needsWebsiteMessage = (c: UploadChoice) => c.category === 'qris_luxe' || (isLuxeBoDeposit(c) && c.boMode === 'qris');

/** Checks the request in the spec's order (section 5) and names the endpoint and form fields to send. */
export function planUpload({ choice: c, file, account, accountId }: UploadRequest): UploadPlan {
  const fail = (message: string): UploadPlan => ({ ok: false, message });
  const bank = chosenBank(c);
  const parts = visibleParts(c);
  if (!file) return fail(UPLOAD_MSG.noFile);
  if (!c.provider) return fail(UPLOAD_MSG.noProvider);
  if (c.uploadType === 'BANK' && !c.website && !needsWebsiteMessage(c)) return fail(UPLOAD_MSG.noWebsite);
  if (parts.accountList && !account) return fail(bank?.value === 'bca' ? UPLOAD_MSG.noBcaAccount : UPLOAD_MSG.noAccount);
  if (parts.dateField && !formatStatementDate(c.date)) return fail(UPLOAD_MSG.noDate(bank!.statementLabel));
  if (!accountId) return fail(UPLOAD_MSG.noAccountId);
  if (needsWebsiteMessage(c) && !c.website) return fail(UPLOAD_MSG.noQrisLuxeWebsite);
  const target = dispatch(c);
  if (!target.ok) return target;
  if (!c.website) return fail(UPLOAD_MSG.noWebsite);

  const fields: Record<string, string> = {
    depo_created_by: String(accountId),
    provider: target.provider,
    groups: c.website,
    jenis: c.txType,
  };
  if (parts.qrisManual) {
    fields.corporate_bank_name = QRIS_MANUAL_ACCOUNT;
    fields.corporate_bank_no = QRIS_MANUAL_ACCOUNT;
  } else if (parts.accountList && account) {
    fields.corporate_bank_name = account.akun_bank_name;
    fields.corporate_bank_no = account.akun_bank_no;
  }
  if (parts.dateField) fields.dates = formatStatementDate(c.date);
  return { ok: true, endpoint: target.endpoint, fields };
}

/** An option's label, or the value itself when the list has no such option. */
const optionLabel = <V extends string>(options: Option<V>[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/** The rows of 'Konfirmasi Upload': every chosen value that applies, in the spec's order. */
export function confirmationRows(c: UploadChoice, names: { website?: string; account?: string; file: string }): [string, string][] {
  const parts = visibleParts(c);
  const rows: [string, string][] = [
    ['Provider', optionLabel(PROVIDERS, c.provider)],
    ['Transaction Type', optionLabel(TX_TYPES, c.txType)],
    ['Upload Type', optionLabel(UPLOAD_TYPES, c.uploadType)],
  ];
  if (parts.boMode) rows.push(['Mode Deposit', optionLabel(BO_MODES, c.boMode)]);
  if (parts.category) rows.push(['Upload Category', optionLabel(categoriesFor(c.provider, c.txType), c.category)]);
  if (parts.autoTx) rows.push(['Auto Tx Type', optionLabel(AUTO_TX_TYPES, c.autoTx)]);
  if (parts.website) rows.push(['Website', names.website ?? c.website]);
  if (parts.bank) rows.push(['Bank', chosenBank(c)?.label ?? c.bank]);
  if (parts.qrisManual) rows.push(['Akun', `${QRIS_MANUAL_ACCOUNT} - ${QRIS_MANUAL_ACCOUNT}`]);
  if (parts.accountList) rows.push(['Akun', names.account ?? '-']);
  if (parts.dateField) rows.push(['Tanggal Mutasi', formatStatementDate(c.date) || '-']);
  rows.push(['File', names.file]);
  return rows;
}

/**
 * The form switched to where a refused file belongs (the server's `switch_to`: an upload endpoint, and the provider
 * of a Manual Bank / Wallet file), keeping the provider, transaction type, website and date; null when no choice of
 * this provider and transaction type sends there (a Luxe export refused on a Nexus form). Found by trying the
 * choices through dispatch(), so it can never disagree with what Submit sends.
 */
export function switchedChoice(c: UploadChoice, target: UploadSwitch): UploadChoice | null {
  const endpoint = `/api/${target.endpoint}`;
  const base: UploadChoice = { ...EMPTY_CHOICE, provider: c.provider, txType: c.txType, website: c.website, date: c.date };
  const candidates: UploadChoice[] = [];
  for (const boMode of ['', ...BO_MODES.map((m) => m.value)] as const) candidates.push({ ...base, uploadType: 'BO', boMode });
  for (const { value: category } of categoriesFor(c.provider, c.txType)) {
    const inCategory: UploadChoice = { ...base, uploadType: 'BANK', category };
    // A Manual Bank / Wallet file whose bank the server cannot tell: the category, the bank left to choose.
    if (category === 'manual' && target.provider === null && endpoint === MANUAL_BANK_CHOICES[0]!.endpoint) return inCategory;
    candidates.push(inCategory, { ...inCategory, autoTx: 'autotx' }, ...bankChoicesFor(inCategory).map((b) => ({ ...inCategory, bank: b.value })));
  }
  return (
    candidates.find((candidate) => {
      const sent = dispatch(candidate);
      return sent.ok && sent.endpoint === endpoint && (target.provider === null || sent.provider === target.provider);
    }) ?? null
  );
}

/** What the switch button says: 'Pindah ke Bank › BCA', 'Pindah ke Upload BO'. */
export function switchLabel(c: UploadChoice): string {
  const parts =
    c.uploadType === 'BO'
      ? [optionLabel(UPLOAD_TYPES, c.uploadType), ...(c.boMode ? [optionLabel(BO_MODES, c.boMode)] : [])]
      : [optionLabel(categoriesFor(c.provider, c.txType), c.category), ...(chosenBank(c) ? [chosenBank(c)!.label] : [])];
  return `Pindah ke ${parts.join(' › ')}`;
}
