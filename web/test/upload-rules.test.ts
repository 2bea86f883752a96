import { callPath } from '../src/lib/api.ts';
import { describe, expect, it } from 'vitest';
import { UPLOAD_ENDPOINT_NAMES, UPLOAD_MSG, uploadEndpointFacts, type BankAccountOption, type UploadEndpointName } from '@auto-checker/contract';
import {
  accountListCall,
  applyChoice,
  BANK_CHOICES,
  categoriesFor,
  CLEARS,
  confirmationRows,
  dispatch,
  EMPTY_CHOICE,
  formatStatementDate,
  isComplete,
  MANUAL_BANK_CHOICES,
  planUpload,
  switchedChoice,
  switchLabel,
  visibleParts,
  withAutoSelection,
  type UploadChoice,
  type UploadRequest,
} from '../src/features/upload/upload-rules.ts';
import { datesList, fileSizeLabel, isCsvFile, uploadFailure, uploadOutcome } from '../src/features/upload/upload-messages.ts';
import { onFinished, onSent, onTick, PROGRESS_START } from '../src/features/upload/upload-progress.ts';
import { BANK_LABELS, bcaConfirmationRows, MANUAL_BANK_LABELS } from './upload-fixtures.ts';

const c = (over: Partial<UploadChoice>): UploadChoice => ({ ...EMPTY_CHOICE, ...over });
const account: BankAccountOption = { akun_bank_id: 4, akun_bank_name: 'PT Alpha', akun_bank_no: '1234567890' };
const file = { name: 'mutasi.csv' };

/** Every combination the form can name, with the endpoint docs/design.md section 6c gives it. */
function everyCombination(): { choice: UploadChoice; endpoint: string; provider: string }[] {
  const out: { choice: UploadChoice; endpoint: string; provider: string }[] = [
    { choice: c({ provider: 'NEXUS', txType: 'DEPO', uploadType: 'BO' }), endpoint: '/api/checkdata', provider: 'NEXUS' },
    { choice: c({ provider: 'NEXUS', txType: 'WD', uploadType: 'BO' }), endpoint: '/api/bowd', provider: 'NEXUS' },
    { choice: c({ provider: 'LUXE', txType: 'DEPO', uploadType: 'BO', boMode: 'standard' }), endpoint: '/api/uploadboluxe', provider: 'LUXE' },
    { choice: c({ provider: 'LUXE', txType: 'DEPO', uploadType: 'BO', boMode: 'qris' }), endpoint: '/api/uploadqris', provider: 'LUXE' },
    { choice: c({ provider: 'LUXE', txType: 'WD', uploadType: 'BO' }), endpoint: '/api/uploadbowdluxe', provider: 'LUXE' },
  ];
  const banks: Record<string, string> = {
    bca: '/api/mutasiupdepobca',
    mandiri: '/api/mutasiupdepomdr',
    'bni-mobile': '/api/mutasiupdepobnimobile',
    'bni-internet': '/api/mutasiupdepobniinternetbanking',
    cimb: '/api/mutasiupdepocimb',
  };
  const manual: Record<string, string> = { bri: 'BRI', 'mandiri-excel': 'MANDIRI', ovo: 'OVO', dana: 'DANA', linkaja: 'LINKAJA', gopay: 'GOPAY', qris: 'QRIS' };
  const others: Record<string, string> = {
    qris: '/api/mutasiupdepoqris',
    qris_solita: '/api/mutasiupdepoqrissolita',
    qris_minera: '/api/mutasiupdepoqrisminera',
    qris_export: '/api/mutasiupdepoqrisexport',
    nexuspay: '/api/nexuspay',
    qris_luxe: '/api/mutasiupdepoqrisluxe',
  };
  for (const provider of ['NEXUS', 'LUXE'] as const) {
    for (const txType of ['DEPO', 'WD'] as const) {
      const base = { provider, txType, uploadType: 'BANK' as const, website: 'ABC' };
      for (const { value: category } of categoriesFor(provider, txType)) {
        if (category === 'bank') {
          for (const [bank, endpoint] of Object.entries(banks)) out.push({ choice: c({ ...base, category, bank }), endpoint, provider });
        } else if (category === 'manual') {
          for (const [bank, p] of Object.entries(manual))
            out.push({ choice: c({ ...base, category, bank }), endpoint: '/api/mutasiupdepomanual', provider: p });
        } else if (category === 'ewallet') {
          out.push({ choice: c({ ...base, category, autoTx: 'autotx' }), endpoint: '/api/mutasiupdepoautotx', provider });
        } else {
          out.push({ choice: c({ ...base, category }), endpoint: others[category]!, provider });
        }
      }
    }
  }
  return out;
}

describe('the Upload Category table', () => {
  const labels = (p: 'NEXUS' | 'LUXE', t: 'DEPO' | 'WD') => categoriesFor(p, t).map((o) => o.label);
  it('Nexus deposit', () =>
    expect(labels('NEXUS', 'DEPO')).toEqual(['Bank', 'E-Wallet', 'QRIS', 'QRIS Solita', 'QRIS Minera', 'QRIS Export', 'Nexus Pay', 'Manual Bank / Wallet']));
  it('Nexus withdraw', () => expect(labels('NEXUS', 'WD')).toEqual(['Bank', 'Nexus Pay', 'Manual Bank / Wallet']));
  it('Luxe deposit', () => expect(labels('LUXE', 'DEPO')).toEqual(['Bank', 'E-Wallet', 'QRIS (Luxe)', 'Manual Bank / Wallet']));
  it('Luxe withdraw', () => expect(labels('LUXE', 'WD')).toEqual(['Bank', 'Manual Bank / Wallet']));
  it('is empty until provider and type are chosen', () => {
    expect(categoriesFor('', 'DEPO')).toEqual([]);
    expect(categoriesFor('NEXUS', '')).toEqual([]);
  });
  it('offers the spec bank choices for Bank and Manual', () => {
    expect(BANK_CHOICES.map((b) => b.label)).toEqual(BANK_LABELS);
    expect(MANUAL_BANK_CHOICES.map((b) => b.label)).toEqual(MANUAL_BANK_LABELS);
  });
});

describe('the cascade resets', () => {
  const full = c({
    provider: 'NEXUS',
    txType: 'DEPO',
    uploadType: 'BANK',
    boMode: 'qris',
    category: 'bank',
    website: 'ABC',
    autoTx: 'autotx',
    bank: 'bca',
    account: '4',
    date: '2025-01-05',
  });
  const cleared = (next: UploadChoice) => (Object.keys(next) as (keyof UploadChoice)[]).filter((k) => next[k] === '').sort();

  it.each([
    ['provider', 'LUXE', ['txType', 'uploadType', 'boMode', 'category', 'website', 'autoTx', 'bank', 'account', 'date']],
    ['txType', 'WD', ['uploadType', 'boMode', 'category', 'website', 'autoTx', 'bank', 'account', 'date']],
    ['uploadType', 'BO', ['boMode', 'category', 'website', 'autoTx', 'bank', 'account', 'date']],
    ['boMode', 'standard', ['website']],
    ['category', 'manual', ['website', 'autoTx', 'bank', 'account', 'date']],
    ['website', 'DEF', ['bank', 'account', 'date']],
    ['bank', 'mandiri', ['account', 'date']],
    ['account', '5', []],
    ['date', '2025-02-01', []],
    ['autoTx', '', ['autoTx']],
  ] as const)('changing %s clears %j', (key, value, expected) => {
    const next = applyChoice(full, key, value as never);
    expect(next[key]).toBe(value);
    expect(cleared(next)).toEqual([...expected].sort());
    expect(CLEARS[key]).toEqual(expect.arrayContaining(expected.filter((k) => k !== key)));
  });

  it('keeps everything when the same value is chosen again', () => {
    expect(applyChoice(full, 'provider', 'NEXUS')).toBe(full);
  });
});

describe('what shows', () => {
  it("shows 'Mode Deposit (Luxe)' only for Luxe BO deposit", () => {
    expect(visibleParts(c({ provider: 'LUXE', txType: 'DEPO', uploadType: 'BO' })).boMode).toBe(true);
    expect(visibleParts(c({ provider: 'LUXE', txType: 'WD', uploadType: 'BO' })).boMode).toBe(false);
    expect(visibleParts(c({ provider: 'NEXUS', txType: 'DEPO', uploadType: 'BO' })).boMode).toBe(false);
    expect(visibleParts(c({ provider: 'LUXE', txType: 'DEPO', uploadType: 'BANK' })).boMode).toBe(false);
  });

  it('shows the website for every bank settlement category and every BO upload (Luxe deposit once a mode is chosen)', () => {
    expect(visibleParts(c({ provider: 'NEXUS', txType: 'DEPO', uploadType: 'BANK' })).website).toBe(false);
    expect(visibleParts(c({ provider: 'NEXUS', txType: 'DEPO', uploadType: 'BANK', category: 'qris' })).website).toBe(true);
    expect(visibleParts(c({ provider: 'NEXUS', txType: 'DEPO', uploadType: 'BO' })).website).toBe(true);
    expect(visibleParts(c({ provider: 'LUXE', txType: 'DEPO', uploadType: 'BO' })).website).toBe(false);
    expect(visibleParts(c({ provider: 'LUXE', txType: 'DEPO', uploadType: 'BO', boMode: 'qris' })).website).toBe(true);
  });

  it('shows the bank only with a website, the account list for a bank, the fixed QRIS account, the date fields and Auto Tx', () => {
    const bank = c({ provider: 'NEXUS', txType: 'DEPO', uploadType: 'BANK', category: 'bank' });
    expect(visibleParts(bank).bank).toBe(false);
    expect(visibleParts({ ...bank, website: 'ABC' }).bank).toBe(true);
    expect(visibleParts({ ...bank, website: 'ABC', bank: 'bca' })).toMatchObject({ accountList: true, qrisManual: false, dateField: 'BCA' });
    expect(visibleParts({ ...bank, website: 'ABC', bank: 'bni-mobile' }).dateField).toBe('BNI');
    expect(visibleParts({ ...bank, website: 'ABC', bank: 'bni-internet' }).dateField).toBe('BNI');
    expect(visibleParts({ ...bank, website: 'ABC', bank: 'cimb' }).dateField).toBeNull();
    expect(visibleParts({ ...bank, website: 'ABC', category: 'manual', bank: 'qris' })).toMatchObject({
      accountList: false,
      qrisManual: true,
      dateField: null,
    });
    expect(visibleParts({ ...bank, category: 'ewallet' }).autoTx).toBe(true);
    expect(visibleParts({ ...bank, category: 'qris' }).autoTx).toBe(false);
  });
});

describe('auto-selection', () => {
  const qris = c({ provider: 'NEXUS', txType: 'DEPO', uploadType: 'BANK', category: 'qris' });
  it('selects the only website, not one of several, and not before the field shows', () => {
    expect(withAutoSelection(qris, ['ABC'], []).website).toBe('ABC');
    expect(withAutoSelection(qris, ['ABC', 'DEF'], []).website).toBe('');
    expect(withAutoSelection({ ...qris, category: '' }, ['ABC'], []).website).toBe('');
    expect(withAutoSelection({ ...qris, website: 'DEF' }, ['ABC'], []).website).toBe('DEF');
  });
  it('selects the only account of the list', () => {
    const bca = { ...qris, category: 'bank' as const, website: 'ABC', bank: 'bca' };
    expect(withAutoSelection(bca, ['ABC'], ['4']).account).toBe('4');
    expect(withAutoSelection(bca, ['ABC'], ['4', '5']).account).toBe('');
    expect(withAutoSelection({ ...bca, bank: 'qris', category: 'manual' }, ['ABC'], ['4']).account).toBe('');
  });
});

describe('the account list call', () => {
  const base = c({ provider: 'NEXUS', txType: 'DEPO', uploadType: 'BANK', category: 'bank', website: 'ABC' });
  it.each([
    ['bank', 'bca', 'DEPO', '/api/akunbanklist/ABC/bca/depo'],
    ['bank', 'mandiri', 'WD', '/api/akunbanklist/ABC/mandiri/wd'],
    ['bank', 'bni-mobile', 'DEPO', '/api/akunbanklist/ABC/bni-mobile/depo'],
    ['bank', 'bni-internet', 'DEPO', '/api/akunbanklist/ABC/bni-internet/depo'],
    ['bank', 'cimb', 'WD', '/api/akunbanklist/ABC/cimb/wd'],
    ['manual', 'bri', 'DEPO', '/api/akunbanklist/ABC/bri/depo'],
    ['manual', 'mandiri-excel', 'DEPO', '/api/akunbanklist/ABC/mandiri-excel/depo'],
    ['manual', 'ovo', 'WD', '/api/akunbanklist/ABC/ovo/wd'],
    ['manual', 'dana', 'DEPO', '/api/akunbanklist/ABC/dana/depo'],
    ['manual', 'linkaja', 'DEPO', '/api/akunbanklist/ABC/linkaja/depo'],
    ['manual', 'gopay', 'DEPO', '/api/akunbanklist/ABC/gopay/depo'],
  ] as const)('%s %s (%s) asks %s', (category, bank, txType, path) => {
    const call = accountListCall({ ...base, category, bank, txType });
    expect(call && callPath(call.key, call.input).path).toBe(path);
  });
  it('makes no call for QRIS Manual or before a bank is chosen', () => {
    expect(accountListCall({ ...base, category: 'manual', bank: 'qris' })).toBeNull();
    expect(accountListCall(base)).toBeNull();
  });
});

describe('dispatch (docs/design.md section 6c)', () => {
  const combos = everyCombination();

  it.each(combos.map((x) => [x.endpoint, x.provider, x.choice] as const))('%s with provider %s', (endpoint, provider, choice) => {
    expect(dispatch(choice)).toEqual({ ok: true, endpoint, provider });
    expect(isComplete(choice)).toBe(true);
  });

  it("reaches every one of the contract's 18 upload endpoints", () => {
    expect(UPLOAD_ENDPOINT_NAMES).toHaveLength(18);
    expect([...new Set(combos.map((x) => x.endpoint))].sort()).toEqual(UPLOAD_ENDPOINT_NAMES.map((name) => `/api/${name}`).sort());
  });

  it("sends each choice where the contract's facts agree: a BO of its panel and side, a statement date where one is required", () => {
    for (const { endpoint, choice } of combos) {
      const facts = uploadEndpointFacts(endpoint.replace('/api/', '') as UploadEndpointName);
      if (choice.uploadType === 'BO') {
        expect(facts).toEqual({ kind: choice.txType === 'DEPO' ? 'BO_DEPOSIT' : 'BO_WITHDRAW', panel: choice.provider });
        continue;
      }
      expect(facts.kind).toBe('STATEMENT');
      if (facts.kind !== 'STATEMENT') continue;
      if (facts.panel) expect(choice.provider).toBe(facts.panel);
      if (facts.jenis) expect(choice.txType).toBe(facts.jenis);
      expect(visibleParts(choice).dateField !== null).toBe(facts.dateRequired);
    }
  });

  it('answers the spec messages for what it does not know', () => {
    expect(dispatch(c({ provider: 'LUXE', txType: 'DEPO', uploadType: 'BO' }))).toEqual({
      ok: false,
      message: '❌ Pilih mode deposit (Deposit / Deposit (QRIS)).',
    });
    expect(dispatch(c({ provider: 'NEXUS', uploadType: 'BO' }))).toEqual({ ok: false, message: '❌ Kombinasi BO tidak dikenali.' });
    expect(dispatch(c({ provider: 'NEXUS', txType: 'DEPO' }))).toEqual({ ok: false, message: '❌ Kombinasi BO tidak dikenali.' });
    const bank = c({ provider: 'NEXUS', txType: 'DEPO', uploadType: 'BANK', website: 'ABC' });
    expect(dispatch(bank)).toEqual({ ok: false, message: '❌ Bank tidak dikenali.' });
    expect(dispatch({ ...bank, category: 'bank' })).toEqual({ ok: false, message: '❌ Bank tidak dikenali.' });
    expect(dispatch({ ...bank, category: 'bank', bank: 'bri' })).toEqual({ ok: false, message: '❌ Bank tidak dikenali.' });
    expect(dispatch({ ...bank, category: 'ewallet' })).toEqual({ ok: false, message: '❌ Bank tidak dikenali.' });
    expect(dispatch({ ...bank, category: 'qris_luxe' })).toEqual({ ok: false, message: '❌ Bank tidak dikenali.' });
    expect(dispatch({ ...bank, category: 'manual' })).toEqual({ ok: false, message: '❌ Bank manual tidak dikenali.' });
    expect(dispatch({ ...bank, category: 'manual', bank: 'bca' })).toEqual({ ok: false, message: '❌ Bank manual tidak dikenali.' });
  });
});

describe('planUpload: validation in the spec order, then the form fields', () => {
  const bca = c({ provider: 'NEXUS', txType: 'DEPO', uploadType: 'BANK', category: 'bank', website: 'ABC', bank: 'bca', account: '4', date: '2025-01-05' });
  const ok: UploadRequest = { choice: bca, file, account, accountId: 7 };
  const message = (over: Partial<UploadRequest>) => {
    const plan = planUpload({ ...ok, ...over });
    return plan.ok ? 'ok' : plan.message;
  };

  it('sends BCA with the account, the date as dd-Mon-yyyy and jenis', () => {
    expect(planUpload(ok)).toEqual({
      ok: true,
      endpoint: '/api/mutasiupdepobca',
      fields: {
        depo_created_by: '7',
        provider: 'NEXUS',
        groups: 'ABC',
        jenis: 'DEPO',
        corporate_bank_name: 'PT Alpha',
        corporate_bank_no: '1234567890',
        dates: '05-Jan-2025',
      },
    });
  });

  it('names each failure with its message, first failure first', () => {
    expect(message({ file: null, choice: EMPTY_CHOICE })).toBe('❌ Harap pilih file terlebih dahulu.');
    expect(message({ choice: EMPTY_CHOICE })).toBe('❌ Harap pilih Provider terlebih dahulu.');
    expect(message({ choice: { ...bca, website: '', account: '' } })).toBe('❌ Harap pilih website terlebih dahulu.');
    expect(message({ account: null, choice: { ...bca, date: '' } })).toBe('Harap pilih akun BCA terlebih dahulu.');
    expect(message({ choice: { ...bca, date: '' } })).toBe('Tanggal wajib diisi untuk mutasi BCA.');
    expect(message({ choice: { ...bca, bank: 'mandiri' }, account: null })).toBe('❌ Harap pilih Akun terlebih dahulu.');
    expect(message({ choice: { ...bca, category: 'manual', bank: 'ovo' }, account: null })).toBe('❌ Harap pilih Akun terlebih dahulu.');
    expect(message({ choice: { ...bca, bank: 'bni-mobile', date: '' } })).toBe('Tanggal wajib diisi untuk mutasi BNI Mobile.');
    expect(message({ choice: { ...bca, bank: 'bni-internet', date: '' } })).toBe('Tanggal wajib diisi untuk mutasi BNI Internet Banking.');
    expect(message({ accountId: null })).toBe('Gagal membaca account_id dari token.');
    const luxe = c({ provider: 'LUXE', txType: 'DEPO', uploadType: 'BANK', category: 'qris_luxe' });
    expect(message({ choice: luxe })).toBe('Website wajib dipilih untuk QRIS Luxe.');
    expect(message({ choice: c({ provider: 'LUXE', txType: 'DEPO', uploadType: 'BO', boMode: 'qris' }) })).toBe('Website wajib dipilih untuk QRIS Luxe.');
    expect(message({ choice: c({ provider: 'LUXE', txType: 'DEPO', uploadType: 'BO' }) })).toBe('❌ Pilih mode deposit (Deposit / Deposit (QRIS)).');
    expect(message({ choice: c({ provider: 'NEXUS', txType: 'DEPO', uploadType: 'BO' }) })).toBe('❌ Harap pilih website terlebih dahulu.');
    expect(message({ choice: c({ provider: 'NEXUS', uploadType: 'BO', website: 'ABC' }) })).toBe('❌ Kombinasi BO tidak dikenali.');
    expect(message({ choice: { ...bca, category: 'ewallet', bank: '' } })).toBe('❌ Bank tidak dikenali.');
    expect(message({ choice: { ...bca, category: 'manual', bank: '' } })).toBe('❌ Bank manual tidak dikenali.');
  });

  it('sends QRIS Manual as provider QRIS with name and number QRIS and no account', () => {
    const plan = planUpload({ ...ok, account: null, choice: { ...bca, category: 'manual', bank: 'qris', account: '', date: '' } });
    expect(plan).toEqual({
      ok: true,
      endpoint: '/api/mutasiupdepomanual',
      fields: { depo_created_by: '7', provider: 'QRIS', groups: 'ABC', jenis: 'DEPO', corporate_bank_name: 'QRIS', corporate_bank_no: 'QRIS' },
    });
  });

  it('sends a BO upload with its website, the panel as provider and no account or date', () => {
    const plan = planUpload({ ...ok, account: null, choice: c({ provider: 'LUXE', txType: 'WD', uploadType: 'BO', website: 'LUX' }) });
    expect(plan).toEqual({ ok: true, endpoint: '/api/uploadbowdluxe', fields: { depo_created_by: '7', provider: 'LUXE', groups: 'LUX', jenis: 'WD' } });
  });

  it('plans every combination', () => {
    for (const x of everyCombination()) {
      const bank = visibleParts(x.choice).accountList;
      const plan = planUpload({ ...ok, account: bank ? account : null, choice: { ...x.choice, website: 'ABC', date: '2025-12-31' } });
      expect(plan.ok && plan.endpoint).toBe(x.endpoint);
      expect(plan.ok && plan.fields.provider).toBe(x.provider);
    }
  });

  it('lists every chosen value for the confirmation', () => {
    expect(confirmationRows(bca, { website: 'Alpha (ABC)', account: 'PT Alpha - 1234567890', file: 'm.csv (1.00 KB)' })).toEqual(
      bcaConfirmationRows('m.csv (1.00 KB)'),
    );
    expect(
      confirmationRows(c({ provider: 'LUXE', txType: 'DEPO', uploadType: 'BO', boMode: 'qris', website: 'LUX' }), { website: 'Lux (LUX)', file: 'bo.csv' }),
    ).toEqual([
      ['Provider', 'Luxe'],
      ['Transaction Type', 'Deposit'],
      ['Upload Type', 'Upload BO'],
      ['Mode Deposit', 'Deposit (QRIS)'],
      ['Website', 'Lux (LUX)'],
      ['File', 'bo.csv'],
    ]);
  });
});

describe('formats', () => {
  it('writes dates as dd-Mon-yyyy', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    months.forEach((m, i) => expect(formatStatementDate(`2025-${String(i + 1).padStart(2, '0')}-05`)).toBe(`05-${m}-2025`));
    expect(formatStatementDate('2026-07-31')).toBe('31-Jul-2026');
    expect(formatStatementDate('')).toBe('');
    expect(formatStatementDate('2025-13-01')).toBe('');
  });

  it('takes .csv by type or by extension', () => {
    expect(isCsvFile({ name: 'a.CSV', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'a.csv', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'a.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(false);
  });

  it('gives the size in KB', () => {
    expect(fileSizeLabel(1536)).toBe('1.50 KB');
    expect(fileSizeLabel(0)).toBe('0.00 KB');
  });
});

describe('result messages', () => {
  const sent = { date: '05-Jan-2025', fileName: 'bca.csv' };
  it("status true: 'ℹ️ Data sudah ada untuk tanggal' with the date sent, else naming the file", () => {
    const res = { status: true, data: [], added: 0, duplicates: 40, matched: 0, warnings: [] };
    expect(uploadOutcome(res, sent)).toEqual({
      kind: 'info',
      text: 'ℹ️ Data sudah ada untuk tanggal 05-Jan-2025',
      summary: '0 baru, 40 sudah ada, 0 cocok otomatis',
      warnings: [],
    });
    expect(uploadOutcome(res, { fileName: 'bo.csv' }).text).toBe('ℹ️ Data sudah ada untuk tanggal dalam file bo.csv');
  });
  it('status true without a date sent: the dates the server names (at most 3, then how many more), else the file', () => {
    const res = { status: true, data: [], added: 0, duplicates: 9, matched: 0, warnings: [] };
    const bo = { fileName: 'bo.csv' };
    expect(uploadOutcome({ ...res, statement_dates: ['2026-11-24'] }, bo).text).toBe('ℹ️ Data sudah ada untuk tanggal 24-Nov-2026');
    expect(uploadOutcome({ ...res, statement_dates: ['2026-11-24', '2026-11-25', '2026-11-26'] }, bo).text).toBe(
      'ℹ️ Data sudah ada untuk tanggal 24-Nov-2026, 25-Nov-2026, 26-Nov-2026',
    );
    expect(uploadOutcome({ ...res, statement_dates: ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'] }, bo).text).toBe(
      'ℹ️ Data sudah ada untuk tanggal 24-Nov-2026, 25-Nov-2026, 26-Nov-2026 dan 1 tanggal lainnya',
    );
    expect(uploadOutcome({ ...res, statement_dates: [] }, bo).text).toBe('ℹ️ Data sudah ada untuk tanggal dalam file bo.csv');
    // the date the form sent wins
    expect(uploadOutcome({ ...res, statement_dates: ['2025-01-05'] }, sent).text).toBe('ℹ️ Data sudah ada untuk tanggal 05-Jan-2025');
    expect(datesList(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'], 2)).toBe('24-Nov-2026, 25-Nov-2026 dan 3 tanggal lainnya');
  });

  it("one item: its message; several: '✅ N data berhasil ditambahkan.'", () => {
    expect(uploadOutcome({ status: false, data: [{ message: 'Ticket DP1 ditambahkan.' }], added: 1, duplicates: 0, matched: 1 }, sent)).toMatchObject({
      kind: 'success',
      text: 'Ticket DP1 ditambahkan.',
      summary: '1 baru, 0 sudah ada, 1 cocok otomatis',
    });
    const many = {
      status: false,
      data: [{ message: 'a' }, { message: 'b' }, { message: 'c' }],
      added: 3,
      duplicates: 1,
      matched: 2,
      warnings: ['Baris 9: saldo tidak cocok.'],
    };
    expect(uploadOutcome(many, sent)).toEqual({
      kind: 'success',
      text: '✅ 3 data berhasil ditambahkan.',
      summary: '3 baru, 1 sudah ada, 2 cocok otomatis',
      warnings: ['Baris 9: saldo tidak cocok.'],
    });
    expect(uploadOutcome({ status: false, data: [{ message: 'a' }, { message: 'b' }] }, sent)).toEqual({
      kind: 'success',
      text: '✅ 2 data berhasil ditambahkan.',
      summary: undefined,
      warnings: [],
    });
    // A big upload lists the first 1,000 rows' messages and one line for the rest: N is the rows added.
    const big = {
      status: false,
      data: [...Array.from({ length: 1000 }, (_, i) => ({ message: `Ticket DP${i} ditambahkan.` })), { message: '… dan 99.000 baris lainnya ditambahkan' }],
      added: 100_000,
      duplicates: 0,
      matched: 0,
    };
    expect(uploadOutcome(big, sent).text).toBe('✅ 100000 data berhasil ditambahkan.');
  });
  it("failure: '❌ Upload failed: ' and the message, without a second ❌, or 'Unknown error'", () => {
    expect(uploadFailure('Baris 3: tanggal tidak valid.').text).toBe('❌ Upload failed: Baris 3: tanggal tidak valid.');
    expect(uploadFailure(UPLOAD_MSG.noAccount).text).toBe('❌ Upload failed: Harap pilih Akun terlebih dahulu.');
    expect(uploadFailure('').text).toBe('❌ Upload failed: Unknown error');
    expect(uploadFailure(undefined)).toEqual({ kind: 'error', text: '❌ Upload failed: Unknown error', warnings: [] });
  });
});

describe('progress', () => {
  it('follows the bytes sent over the first half, never backwards', () => {
    let p = onSent(PROGRESS_START, 0.5);
    expect(p).toEqual({ phase: 'sending', percent: 25 });
    p = onSent(p, 0.2);
    expect(p.percent).toBe(25);
    p = onSent(p, 1);
    expect(p).toEqual({ phase: 'processing', percent: 50 });
  });
  it('creeps by 3 to 10 points per tick only while the server works, capped at 95', () => {
    expect(onTick(PROGRESS_START, 0.5)).toEqual(PROGRESS_START);
    const working = { phase: 'processing' as const, percent: 50 };
    expect(onTick(working, 0).percent).toBe(53);
    expect(onTick(working, 0.999999).percent).toBe(60);
    expect(onTick({ ...working, percent: 93 }, 0.999).percent).toBe(95);
    expect(onTick({ ...working, percent: 95 }, 0).percent).toBe(95);
  });
  it('ends at 100 on success and 0 on failure', () => {
    expect(onFinished(true)).toEqual({ phase: 'done', percent: 100 });
    expect(onFinished(false)).toEqual({ phase: 'failed', percent: 0 });
    expect(onTick(onFinished(true), 0).percent).toBe(100);
    expect(onSent(onFinished(false), 1).percent).toBe(0);
  });
});

describe('switching to where a refused file belongs', () => {
  const nexusBca: UploadChoice = {
    ...EMPTY_CHOICE,
    provider: 'NEXUS',
    txType: 'DEPO',
    uploadType: 'BANK',
    category: 'bank',
    website: 'ABC',
    bank: 'bca',
    account: '4',
    date: '2026-07-03',
  };

  it('finds the choice that sends there, keeping provider, transaction type, website and date', () => {
    const bo = switchedChoice(nexusBca, { endpoint: 'checkdata', provider: null });
    expect(bo).toEqual({ ...EMPTY_CHOICE, provider: 'NEXUS', txType: 'DEPO', uploadType: 'BO', website: 'ABC', date: '2026-07-03' });
    expect(switchLabel(bo!)).toBe('Pindah ke Upload BO');
    const bri = switchedChoice(nexusBca, { endpoint: 'mutasiupdepomanual', provider: 'BRI' });
    expect(bri).toMatchObject({ uploadType: 'BANK', category: 'manual', bank: 'bri', account: '' });
    expect(switchLabel(bri!)).toBe('Pindah ke Manual Bank / Wallet › BRI Manual');
    expect(switchLabel(switchedChoice(nexusBca, { endpoint: 'mutasiupdepomdr', provider: null })!)).toBe('Pindah ke Bank › Mandiri');
    expect(switchLabel(switchedChoice(nexusBca, { endpoint: 'mutasiupdepoautotx', provider: null })!)).toBe('Pindah ke E-Wallet');
    expect(switchedChoice(nexusBca, { endpoint: 'mutasiupdepomanual', provider: null })).toMatchObject({ category: 'manual', bank: '' });
    const luxe: UploadChoice = { ...nexusBca, provider: 'LUXE' };
    expect(switchLabel(switchedChoice(luxe, { endpoint: 'uploadqris', provider: null })!)).toBe('Pindah ke Upload BO › Deposit (QRIS)');
  });

  it('offers nothing this provider and transaction type cannot send there', () => {
    expect(switchedChoice(nexusBca, { endpoint: 'uploadboluxe', provider: null })).toBeNull();
    expect(switchedChoice({ ...nexusBca, txType: 'WD' }, { endpoint: 'mutasiupdepoqris', provider: null })).toBeNull();
    expect(switchedChoice(nexusBca, { endpoint: 'nosuch', provider: null })).toBeNull();
  });

  it('reads switch_to from a refusal, and ignores a malformed one', () => {
    expect(uploadFailure('File bukan format BCA.', { message: 'x', switch_to: { endpoint: 'checkdata', provider: null } }).switchTo).toEqual({
      endpoint: 'checkdata',
      provider: null,
    });
    expect(uploadFailure('x', { switch_to: { endpoint: 3 } }).switchTo).toBeUndefined();
    expect(uploadFailure('x', 'text').switchTo).toBeUndefined();
  });
});
