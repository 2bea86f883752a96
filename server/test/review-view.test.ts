import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG, REVIEW_MSG } from '@auto-checker/contract';
import { sql } from 'kysely';
import { LINE_KINDS, lineStatusWord, type LineKind, type RelatedLine } from '@auto-checker/contract';
import { eligibleLines } from '../src/modules/reconciliation/sql/eligible-lines.ts';
import { CHANNELS } from '../src/modules/statements/statement-line.ts';
import { isEligible, lineKind, viewSide } from '../src/modules/review/line-kinds.ts';
import { readSearch } from '../src/modules/review/search-term.ts';
import { viewConditions } from '../src/modules/review/repo/view-filter.ts';
import { viewLines } from '../src/modules/review/sql/view-lines.ts';
import { parseViewDate } from '../src/parsing/datetime.ts';
import { qrisStatement } from '../src/modules/statements/parsers/qris.ts';
import type { Template } from '../src/modules/statements/statement-line.ts';
import { ADMIN_PASSWORD, USER_PASSWORD, useTestContext } from './support/harness.ts';
import { reviewAccounts } from './support/review-fixtures.ts';
import { EXAMPLE_DEPOSIT_SHOWN, bcaRow, decideReviewDay, uploadReviewDay, uploadRows } from './support/review-world.ts';
import { ABC_DEPO, ABC_WD } from './support/website-accounts.ts';
import { expectPage, withoutTotal } from './support/records.ts';

const ctx = useTestContext();

// ---- pure parts ----------------------------------------------------------------------------------

describe('parseViewDate', () => {
  it('reads the day padded or not and the English month in any case', () => {
    for (const raw of ['3-Jul-2026', '03-Jul-2026', '3-jul-2026', '03-JUL-2026', ' 3-Jul-2026 ']) {
      expect(parseViewDate(raw), raw).toBe('2026-07-03');
    }
    expect(parseViewDate('29-Feb-2028')).toBe('2028-02-29');
    expect(parseViewDate('31-Dec-2025')).toBe('2025-12-31');
  });

  it('refuses other layouts, Indonesian months and days that do not exist', () => {
    for (const raw of [
      '2026-07-03',
      '03/07/2026',
      '3-Jul-26',
      '3-July-2026',
      '3-Mei-2026',
      '3-Okt-2026',
      '31-Feb-2026',
      '29-Feb-2026',
      '0-Jul-2026',
      '32-Jul-2026',
      '003-Jul-2026',
      '',
    ]) {
      expect(parseViewDate(raw), raw).toBeNull();
    }
  });
});

describe('readSearch', () => {
  it('reads ID Tracking as digits, the id too when it fits an integer column', () => {
    expect(readSearch('id', '0042')).toEqual({ mode: 'id', digits: '0042', id: 42 });
    expect(readSearch('id', '99999999999')).toEqual({ mode: 'id', digits: '99999999999', id: null });
    expect(() => readSearch('id', '12a')).toThrow(REVIEW_MSG.badIdTerm);
    expect(() => readSearch('id', '')).toThrow(REVIEW_MSG.badIdTerm);
  });

  it('reads a nominal as its digits whatever separators were typed, keeping the term for a reference made of digits', () => {
    expect(readSearch('nominal', '1.250.000')).toEqual({ mode: 'nominal', rupiah: '1250000', text: '1.250.000' });
    expect(readSearch('nominal', 'Rp 50,000')).toEqual({ mode: 'nominal', rupiah: '50000', text: 'Rp 50,000' });
    expect(readSearch('nominal', ' 0602312345678 ')).toEqual({ mode: 'nominal', rupiah: '602312345678', text: '0602312345678' });
    expect(() => readSearch('nominal', 'abc')).toThrow(REVIEW_MSG.badNominalTerm);
  });

  it('keeps text as typed, trimmed; a blank text searches nothing out', () => {
    expect(readSearch('string', ' 50%_x ')).toEqual({ mode: 'string', text: '50%_x' });
    expect(readSearch('string', '  ')).toEqual({ mode: 'string', text: null });
  });
});

describe('viewConditions', () => {
  const selection = (mode: 'id' | 'nominal' | 'string', term: string) => ({
    websiteCode: 'ABC',
    statementDate: '2026-07-03',
    approved: null,
    search: readSearch(mode, term),
  });
  const columns = {
    id: 'd.id',
    code: 'd.ticket_no',
    amount: 'd.depo_amount',
    names: ['d.user_name'],
    whole: { table: 'bo_deposit' as const, columns: ['ticket_no'] },
  };

  it('refuses a text or nominal search whose whole-term ids were not looked up, rather than quietly not finding tickets', () => {
    expect(() => viewConditions(selection('string', 'DP1'), 'd', columns)).toThrow(/lookUpWhole/);
    expect(() => viewConditions(selection('nominal', '100'), 'd', columns)).toThrow(/lookUpWhole/);
    expect(viewConditions({ ...selection('string', 'DP1'), whole: [] }, 'd', columns)).toHaveLength(3);
    expect(viewConditions(selection('id', '12'), 'd', columns)).toHaveLength(3);
    expect(viewConditions({ ...selection('string', 'x'), search: null }, 'd', columns)).toHaveLength(2);
  });
});

describe('lineKind', () => {
  const line = (jenis: 'DEPO' | 'WD' | null, direction: 'CR' | 'DB', channel: string, returnOf: number | null = null) => ({
    jenis,
    direction,
    channel,
    return_of_line_id: returnOf,
  });

  it("is the channel's kind for fees, interest, tax and returns, whichever account and direction", () => {
    expect(lineKind(line('DEPO', 'CR', 'FEE'))).toBe('FEE');
    expect(lineKind(line('WD', 'DB', 'FEE'))).toBe('FEE');
    expect(lineKind(line(null, 'DB', 'FEE'))).toBe('FEE');
    expect(lineKind(line('DEPO', 'CR', 'INTEREST'))).toBe('INTEREST');
    expect(lineKind(line('DEPO', 'DB', 'TAX'))).toBe('TAX');
    expect(lineKind(line('WD', 'CR', 'RETURN'))).toBe('RETURN');
    expect(lineKind(line('WD', 'DB', 'RETURN'))).toBe('RETURN');
  });

  it('is RETURN for a credit the matcher linked to a payout, whatever words the bank used', () => {
    expect(lineKind(line('WD', 'CR', 'BI_FAST', 41))).toBe('RETURN');
    expect(lineKind(line('WD', 'CR', 'BI_FAST'))).toBe('TOPUP');
  });

  it("is PLAYER for money that could back a BO row: a deposit account's or a gateway's credit, a withdraw account's or a gateway's debit", () => {
    expect(lineKind(line('DEPO', 'CR', 'INTRABANK'))).toBe('PLAYER');
    expect(lineKind(line('DEPO', 'CR', 'QRIS'))).toBe('PLAYER');
    expect(lineKind(line(null, 'CR', 'VA_EWALLET'))).toBe('PLAYER');
    expect(lineKind(line('WD', 'DB', 'BI_FAST'))).toBe('PLAYER');
    expect(lineKind(line(null, 'DB', 'VA_EWALLET'))).toBe('PLAYER');
  });

  it('is SWEEP for money out of a deposit account and TOPUP for money into a withdraw account', () => {
    expect(lineKind(line('DEPO', 'DB', 'INTRABANK'))).toBe('SWEEP');
    expect(lineKind(line('DEPO', 'DB', 'OTHER'))).toBe('SWEEP');
    expect(lineKind(line('WD', 'CR', 'INTRABANK'))).toBe('TOPUP');
    expect(lineKind(line('WD', 'CR', 'CASH'))).toBe('TOPUP');
  });

  it('puts a line in the view of its account kind, a gateway line by its direction', () => {
    expect([viewSide(line('DEPO', 'CR', 'X')), viewSide(line('DEPO', 'DB', 'X')), viewSide(line('WD', 'CR', 'X')), viewSide(line('WD', 'DB', 'X'))]).toEqual([
      'DEPOSIT',
      'DEPOSIT',
      'WITHDRAW',
      'WITHDRAW',
    ]);
    expect([viewSide(line(null, 'CR', 'X')), viewSide(line(null, 'DB', 'X'))]).toEqual(['DEPOSIT', 'WITHDRAW']);
    // A gateway's money coming back is a payout returned: beside the payouts. An account's stays with its account.
    expect([viewSide(line(null, 'CR', 'RETURN')), viewSide(line('DEPO', 'CR', 'RETURN'))]).toEqual(['WITHDRAW', 'DEPOSIT']);
  });
});

describe('lineStatusWord', () => {
  it('says Approved or Pending of a player line, the kind of any other, Dikembalikan of a payout that came back, Website lain of one held there', () => {
    const returnedBy: RelatedLine = { relation: 'returned_by', line_id: 9, booked_at: null, booked_date: '2026-07-03', amount: 1, description: '' };
    const line = (kind: LineKind, returned: boolean) => ({ line_kind: kind, related_line: returned ? returnedBy : null });
    expect(lineStatusWord(line('PLAYER', false), true)).toBe('Approved');
    expect(lineStatusWord(line('PLAYER', false), false)).toBe('Pending');
    expect(lineStatusWord(line('PLAYER', true), false)).toBe('Dikembalikan');
    expect(lineStatusWord(line('PLAYER', true), true)).toBe('Dikembalikan');
    // A transfer another website's row holds backs a request there: not Pending here; approved here, it says so.
    const held = { ...line('PLAYER', false), held_elsewhere: 'DP1 di website ABC' };
    expect([lineStatusWord(held, false), lineStatusWord(held, true)]).toEqual(['Website lain', 'Approved']);
    expect(LINE_KINDS.filter((k) => k !== 'PLAYER').map((kind) => [kind, lineStatusWord(line(kind, false), false)])).toEqual([
      ['FEE', 'Biaya'],
      ['INTEREST', 'Bunga'],
      ['TAX', 'Pajak'],
      ['SWEEP', 'Dana keluar (sweep)'],
      ['TOPUP', 'Top-up'],
      ['RETURN', 'Retur'],
    ]);
  });
});

// ---- calls ---------------------------------------------------------------------------------------

const by = (cookie?: string) => (cookie ? { cookie } : {});
type Who = string | undefined;

function view(cookie: Who, name: string, date: string, website: string, status: string, rowsPerPage: number | string = 100, page: number | string = 1) {
  return ctx.request({ method: 'GET', url: `/api/${name}/${date}/${website}/${status}/${rowsPerPage}/${page}`, ...by(cookie) });
}

/** `term` is sent URL-encoded, as the spec's client does. */
function search(
  cookie: Who,
  name: string,
  date: string,
  website: string,
  status: string,
  mode: string,
  term: string,
  rowsPerPage: number | string = 100,
  page: number | string = 1,
) {
  const path = `/api/${name}/${date}/${website}/${status}/${mode}/${encodeURIComponent(term)}/${rowsPerPage}/${page}`;
  return ctx.request({ method: 'GET', url: path, ...by(cookie) });
}

const VIEWS = ['viewbo', 'viewbowd', 'viewmutasi', 'viewmutasiwd'] as const;
const SEARCHES = ['searchbo', 'searchbowd', 'searchmutasi', 'searchmutasiwd'] as const;

// ---- fixtures: real files through the upload endpoints --------------------------------------------

const bca = bcaRow;

interface World {
  admin: string;
  checkerA: string;
  checkerB: string;
  cs: string;
  /** BO row ids by ticket, statement line ids by a short name. */
  bo: Record<string, number>;
  wd: Record<string, number>;
  line: Record<string, number>;
}

const upload = (cookie: string, endpoint: string, fields: Record<string, string>, template: Template, rows: string[][]) =>
  uploadRows(ctx, cookie, endpoint, fields, template, rows);

/**
 * Websites ABC and XYZ (Nexus); budi CHECKER of ABC, rudi CHECKER of XYZ, siti CS of ABC.
 * ABC, statement date 3 July 2026: deposits D1 (14:02), D2 and D3 (both 09:00, D2 uploaded first), withdrawals
 * W1 (15:20) and W2 (10:00); a BCA deposit account statement, a BCA withdraw account statement and a QRIS report.
 * Also a deposit of ABC on 4 July and one of XYZ on 3 July, which no 3 July ABC list shows.
 */
async function buildWorld(): Promise<World> {
  await reviewAccounts(ctx, [ABC_DEPO, ABC_WD]);
  const admin = await ctx.login('admin', ADMIN_PASSWORD);
  await uploadReviewDay(ctx, admin, {
    andi: { Username: 'andi_50%', Fullname: 'ANDI WIJAYA', 'Depo Amount': '50000' },
    sri: { 'Player Bank': 'MANDIRI - SRI WAHYUNI - 1400099998888' },
    depoLines: [
      bca('03/07/2026 12:00:00', 'TRSF E-BANKING DB 0307/FTSCY/WS95099 PINDAH DANA', '1000000.00', 'DB'),
      bca('03/07/2026 23:58:00', 'BUNGA', '1234.56', 'CR'),
      bca('03/07/2026 23:58:30', 'PAJAK BUNGA', '246.91', 'DB'),
    ],
    wdLines: [
      bca('03/07/2026 08:00:00', 'TRSF E-BANKING CR 0307/FTSCY/WS96002 5000000.00PT CONTOH MAKMUR', '5000000.00', 'CR'),
      bca('03/07/2026 15:26:00', 'BIAYA TXN', '2500.00', 'DB'),
    ],
  });
  await upload(admin, 'mutasiupdepoqris', { groups: 'ABC', provider: 'NEXUS', dates: '03-Jul-2026' }, qrisStatement.template, [
    [...qrisStatement.template.example],
  ]);

  const boRows = await ctx.db.selectFrom('bo_deposit').select(['id', 'ticket_no']).execute();
  const wdRows = await ctx.db.selectFrom('bo_withdraw').select(['id', 'ticket_no']).execute();
  const lines = await ctx.db.selectFrom('statement_line').select(['id', 'description']).execute();
  const lineId = (text: string) => lines.find((l) => l.description.includes(text))!.id;
  const world: World = {
    admin,
    checkerA: await ctx.login('budi', USER_PASSWORD),
    checkerB: await ctx.login('rudi', USER_PASSWORD),
    cs: await ctx.login('siti', USER_PASSWORD),
    bo: Object.fromEntries(boRows.map((r) => [r.ticket_no, r.id])),
    wd: Object.fromEntries(wdRows.map((r) => [r.ticket_no, r.id])),
    line: {
      budi: lineId('WS95031'),
      andi: lineId('WS95032'),
      fee: lineId('BIAYA ADM'),
      moveOut: lineId('PINDAH DANA'),
      interest: lineId('BUNGA'),
      tax: lineId('PAJAK BUNGA'),
      siti: lineId('WS96001'),
      topUp: lineId('WS96002'),
      wdFee: lineId('BIAYA TXN'),
      qris: lineId('RRN 602312345678'),
    },
  };

  // What the matcher and a person decided, written directly: the views only read it. Then gateway lines without an
  // account: an Auto TX deposit with no time, a Nexus Pay payout with no transaction type; and what the matcher links:
  // a PEND row and its booked copy of 4 July, a payout and the RETUR that brought it back.
  const decisions = {
    deposit: world.bo.DP260703000123!,
    depositLine: world.line.budi!,
    rule: 'amount-name',
    withdraw: world.wd.WD260703000456!,
    withdrawLine: world.line.siti!,
  };
  Object.assign(world.line, await decideReviewDay(ctx, decisions, 'DEWI LESTARI'));
  return world;
}

const ids = (rows: Record<string, unknown>[], key: string) => rows.map((r) => r[key]);

// ---- reading --------------------------------------------------------------------------------------

describe('the review lists', () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld();
  });

  it('GET /api/viewbo lists one website and statement date by request time, every field as the spec names it', async () => {
    const rows = expectPage(await view(w.admin, 'viewbo', '3-Jul-2026', 'ABC', 'all'), 3);
    expect(ids(rows, 'ticket_no')).toEqual(['DP260703000777', 'DP260703000888', 'DP260703000123']);
    expect(withoutTotal(rows)[2]).toEqual({
      ...EXAMPLE_DEPOSIT_SHOWN,
      bo_id: w.bo.DP260703000123,
      bo_approve: true,
      ket_app: 'AUTO nama+nominal | BCA 14:05 | skor 0.97',
      approved_amount: 100000,
      approved_by_name: 'AUTO',
      approved_at: '2026-07-03T07:10:00.000Z',
      match_rule: 'amount-name',
      matched_line_id: w.line.budi,
      panel_refused: false,
      match_hint: null,
      revert_note: null,
    });
    // A pending row: no note, no approval, and what the export left empty stays empty.
    expect(rows[0]).toMatchObject({
      bo_id: w.bo.DP260703000777,
      bo_approve: false,
      ket_app: '',
      depo_amount: 50000,
      app_date: null,
      user_name: 'andi_50%',
      admin_fee: null,
      agent_fee: null,
      player_fee: null,
      nett_amount: null,
      player_bank: 'BNI - ANDI WIJAYA - 555666777',
      approved_amount: null,
      approved_by_name: null,
      approved_at: null,
      match_rule: null,
      matched_line_id: null,
      all_data: 3,
    });
  });

  it('GET /api/viewbowd lists withdrawals by approval time, every field as the spec names it', async () => {
    const rows = expectPage(await view(w.admin, 'viewbowd', '3-Jul-2026', 'ABC', 'all'), 2);
    expect(ids(rows, 'wd_ticket_no')).toEqual(['WD260703000999', 'WD260703000456']);
    expect(withoutTotal(rows)[1]).toEqual({
      wd_bo_id: w.wd.WD260703000456,
      wd_bo_approve: true,
      wd_ket_app: 'Transfer manual',
      wd_amount: 250000,
      wd_ticket_no: 'WD260703000456',
      wd_app_date: '2026-07-03T08:20:05.000Z',
      wd_brand: 'NEXUSBET',
      wd_fullname: 'SITI AMINAH',
      wd_player_bank: 'BNI - SITI AMINAH',
      wd_nett_amount: 250000,
      wd_corp_bank: 'BCA - PT CONTOH MAKMUR - 0987654321',
      wd_username: 'siti77',
      wd_website: 'NXB',
      wd_remarks: 'WD BNI',
      wd_status: 'APPROVED',
      wd_handler: 'checker01',
      wd_ref_code: 'WDREF55120',
      wd_own_ref_code: 'siti77-0703',
      wd_last_balance: 1250000,
      wd_player_number: '0123456789',
      bank_statement_date: '2026-07-03',
      approved_amount: 249000,
      approved_by_name: 'admin',
      approved_at: '2026-07-03T09:00:00.000Z',
      match_rule: null,
      matched_line_id: null,
      panel_refused: false,
      match_hint: null,
      revert_note: null,
    });
    expect(rows[0]).toMatchObject({
      wd_bo_approve: false,
      wd_ket_app: '',
      wd_amount: 75000,
      wd_nett_amount: null,
      wd_last_balance: -5000,
      wd_player_number: '',
      all_data: 2,
    });
  });

  it('GET /api/viewmutasi lists the whole statement of the deposit accounts and the gateway credits by booking time, lines without a time last', async () => {
    const rows = expectPage(await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'all'), 9);
    // 14:05:10 twice: the line stored first comes first. The PEND row has no time: after the Auto TX line, stored before it.
    expect(rows.map((r) => [r.mutasi_id, r.line_kind])).toEqual([
      [w.line.andi, 'PLAYER'],
      [w.line.moveOut, 'SWEEP'],
      [w.line.budi, 'PLAYER'],
      [w.line.qris, 'PLAYER'],
      [w.line.interest, 'INTEREST'],
      [w.line.tax, 'TAX'],
      [w.line.fee, 'FEE'],
      [w.line.autotx, 'PLAYER'],
      [w.line.pend, 'PLAYER'],
    ]);
    expect(withoutTotal(rows)[2]).toEqual({
      mutasi_id: w.line.budi,
      mutasi_app: true,
      mutasi_ketapp: 'AUTO nama+nominal | BCA 14:05 | skor 0.97',
      mutasi_amount: 100000,
      mutasi_ticket: 'DP260703000123',
      mutasi_app_date: '2026-07-03T07:05:10.000Z',
      mutasi_player_bank_name: 'BUDI SANTOSO',
      mutasi_corporate_bank: 'BCA - PT ABC - 1111111111',
      mutasi_transaction_id: '',
      mutasi_website: 'ABC',
      description: 'TRSF E-BANKING CR 0307/FTSCY/WS95031 100000.00BUDI SANTOSO',
      booked_date: '2026-07-03',
      channel: 'INTRABANK',
      counterparty_account: '',
      gross_amount: null,
      fee_amount: null,
      matched_bo_id: w.bo.DP260703000123,
      source: 'bca',
      pending: false,
      held_elsewhere: null,
      line_kind: 'PLAYER',
      related_line: null,
    });
    expect(rows[3]).toMatchObject({
      mutasi_app: false,
      mutasi_ketapp: '',
      mutasi_amount: 99300,
      gross_amount: 100000,
      fee_amount: 700,
      mutasi_ticket: '',
      mutasi_corporate_bank: 'QRIS',
      mutasi_transaction_id: '602312345678',
      mutasi_player_bank_name: 'BUDI SANTOSO',
      source: 'qris',
      channel: 'QRIS',
    });
    expect(rows[7]).toMatchObject({ mutasi_app_date: '2026-07-03', mutasi_corporate_bank: 'AUTOTX', mutasi_transaction_id: 'ATX-77', matched_bo_id: null });
    // Money the operator moved and what the bank booked itself: shown, never a player's.
    expect(rows[1]).toMatchObject({ mutasi_amount: 1000000, mutasi_app: false, mutasi_ticket: '', channel: 'INTRABANK', related_line: null });
    expect(rows[6]).toMatchObject({ mutasi_amount: 2900, description: 'BIAYA ADM', channel: 'FEE' });
  });

  it('GET /api/viewmutasi shows a PEND row and its booked row of a later export once, the shown one naming the other', async () => {
    const rows = (await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'all')).json() as Record<string, unknown>[];
    expect(withoutTotal(rows).at(-1)).toEqual({
      mutasi_id: w.line.pend,
      mutasi_app: false,
      mutasi_ketapp: '',
      mutasi_amount: 75000,
      mutasi_ticket: '',
      mutasi_app_date: '2026-07-03',
      mutasi_player_bank_name: 'DEWI KARTIKA',
      mutasi_corporate_bank: 'BCA - PT ABC - 1111111111',
      mutasi_transaction_id: '',
      mutasi_website: 'ABC',
      description: 'TRSF E-BANKING CR 0307/FTSCY/WS95040 75000.00DEWI KARTIKA',
      booked_date: '2026-07-03',
      channel: 'INTRABANK',
      counterparty_account: '',
      gross_amount: null,
      fee_amount: null,
      matched_bo_id: null,
      source: 'bca',
      pending: true,
      held_elsewhere: null,
      line_kind: 'PLAYER',
      related_line: {
        relation: 'twin',
        line_id: w.line.booked,
        booked_at: '2026-07-04T02:10:00.000Z',
        booked_date: '2026-07-04',
        amount: 75000,
        description: 'TRSF E-BANKING CR 0307/FTSCY/WS95040 75000.00DEWI KARTIKA',
      },
    });
    // The booked copy is on the 4 July statement, which lists nothing else: it is not listed there, nor found by a search.
    expect(expectPage(await view(w.admin, 'viewmutasi', '04-Jul-2026', 'ABC', 'all'), 0)).toEqual([]);
    expect(expectPage(await search(w.admin, 'searchmutasi', '04-Jul-2026', 'ABC', 'all', 'id', String(w.line.booked)), 0)).toEqual([]);
    expect(ids(expectPage(await search(w.admin, 'searchmutasi', '03-Jul-2026', 'ABC', 'all', 'nominal', '75000'), 1), 'mutasi_id')).toEqual([w.line.pend]);
  });

  it('GET /api/viewmutasiwd lists the whole statement of the withdraw accounts and the gateway debits, a returned payout and its return naming each other', async () => {
    const rows = expectPage(await view(w.admin, 'viewmutasiwd', '03-Jul-2026', 'ABC', 'all'), 6);
    expect(rows.map((r) => [r.mutasiwd_id, r.line_kind])).toEqual([
      [w.line.topUp, 'TOPUP'],
      [w.line.nexuspay, 'PLAYER'],
      [w.line.payout, 'PLAYER'],
      [w.line.siti, 'PLAYER'],
      [w.line.wdFee, 'FEE'],
      [w.line.retur, 'RETURN'],
    ]);
    expect(rows[0]).toMatchObject({ mutasiwd_amount: 5000000, mutasiwd_player_bank_name: 'PT CONTOH MAKMUR', mutasiwd_app: false, related_line: null });
    expect(rows[2]).toMatchObject({
      mutasiwd_amount: 400000,
      mutasiwd_app: false,
      mutasiwd_app_date: '2026-07-03T04:00:00.000Z',
      related_line: {
        relation: 'returned_by',
        line_id: w.line.retur,
        booked_at: '2026-07-03T09:00:00.000Z',
        booked_date: '2026-07-03',
        amount: 400000,
        description: 'BI-FAST CR RETUR RINA MARLINA',
      },
    });
    expect(rows[5]).toMatchObject({
      mutasiwd_amount: 400000,
      channel: 'RETURN',
      related_line: {
        relation: 'returns',
        line_id: w.line.payout,
        booked_at: '2026-07-03T04:00:00.000Z',
        booked_date: '2026-07-03',
        amount: 400000,
        description: 'BI-FAST DB TRANSFER KE 014 RINA MARLINA',
      },
    });
  });

  it('GET /api/viewmutasiwd shows each line with the ticket from bo_withdraw, a gateway payout by its source', async () => {
    const rows = expectPage(await view(w.admin, 'viewmutasiwd', '03-Jul-2026', 'ABC', 'all'), 6);
    expect(withoutTotal(rows)[3]).toEqual({
      mutasiwd_id: w.line.siti,
      mutasiwd_app: false,
      mutasiwd_ketapp: '',
      mutasiwd_amount: 250000,
      mutasiwd_ticket: 'WD260703000456',
      mutasiwd_app_date: '2026-07-03T08:25:00.000Z',
      mutasiwd_player_bank_name: 'SITI AMINAH',
      mutasiwd_corporate_bank: 'BCA - PT ABC WD - 2222222222',
      mutasiwd_website: 'ABC',
      description: 'TRSF E-BANKING DB 0307/FTSCY/WS96001 250000.00SITI AMINAH',
      booked_date: '2026-07-03',
      channel: 'INTRABANK',
      counterparty_account: '',
      gross_amount: null,
      fee_amount: null,
      matched_bo_id: w.wd.WD260703000456,
      source: 'bca',
      pending: false,
      held_elsewhere: null,
      line_kind: 'PLAYER',
      related_line: null,
    });
    expect(rows[1]).toMatchObject({ mutasiwd_corporate_bank: 'NEXUSPAY', mutasiwd_player_bank_name: 'EKO PRASETYO', mutasiwd_ticket: '' });
  });

  it('filters by status: approve is approved rows only, pending the others', async () => {
    expect(ids(expectPage(await view(w.admin, 'viewbo', '3-Jul-2026', 'ABC', 'approve'), 1), 'ticket_no')).toEqual(['DP260703000123']);
    expect(ids(expectPage(await view(w.admin, 'viewbo', '3-Jul-2026', 'ABC', 'pending'), 2), 'ticket_no')).toEqual(['DP260703000777', 'DP260703000888']);
    expect(ids(expectPage(await view(w.admin, 'viewbowd', '3-Jul-2026', 'ABC', 'approve'), 1), 'wd_ticket_no')).toEqual(['WD260703000456']);
    expect(ids(expectPage(await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'approve'), 1), 'mutasi_id')).toEqual([w.line.budi]);
    expect(expectPage(await view(w.admin, 'viewmutasiwd', '03-Jul-2026', 'ABC', 'approve'), 0)).toEqual([]);
    // The status is read in any case.
    expect(expectPage(await view(w.admin, 'viewbo', '3-Jul-2026', 'ABC', 'APPROVE'), 1)).toHaveLength(1);
  });

  it("View Mutasi pending: the players' lines no row holds, never a fee, sweep, top-up, return or a payout that came back", async () => {
    const pending = expectPage(await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'pending'), 4);
    expect(ids(pending, 'mutasi_id')).toEqual([w.line.andi, w.line.qris, w.line.autotx, w.line.pend]);
    // siti's line names a withdrawal, but the approval is not there: Pending until a row holds it.
    expect(ids(expectPage(await view(w.admin, 'viewmutasiwd', '03-Jul-2026', 'ABC', 'pending'), 2), 'mutasiwd_id')).toEqual([w.line.nexuspay, w.line.siti]);
    expect(expectPage(await search(w.admin, 'searchmutasiwd', '03-Jul-2026', 'ABC', 'pending', 'string', 'rina'), 0)).toEqual([]);
    expect(ids(expectPage(await search(w.admin, 'searchmutasiwd', '03-Jul-2026', 'ABC', 'all', 'string', 'rina'), 2), 'mutasiwd_id')).toEqual([
      w.line.payout,
      w.line.retur,
    ]);
    expect(expectPage(await search(w.admin, 'searchmutasi', '03-Jul-2026', 'ABC', 'pending', 'nominal', '1000000'), 0)).toEqual([]);
  });

  it('pages: the window of rowsPerPage rows, all_data and x-total-count the filtered total', async () => {
    const first = expectPage(await view(w.admin, 'viewbo', '3-Jul-2026', 'ABC', 'all', 2, 1), 3);
    expect(ids(first, 'ticket_no')).toEqual(['DP260703000777', 'DP260703000888']);
    const second = expectPage(await view(w.admin, 'viewbo', '3-Jul-2026', 'ABC', 'all', 2, 2), 3);
    expect(ids(second, 'ticket_no')).toEqual(['DP260703000123']);
    expect(expectPage(await view(w.admin, 'viewbo', '3-Jul-2026', 'ABC', 'all', 2, 3), 3)).toEqual([]);
    const lines = expectPage(await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'all', 4, 2), 9);
    expect(ids(lines, 'mutasi_id')).toEqual([w.line.interest, w.line.tax, w.line.fee, w.line.autotx]);
    const last = expectPage(await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'all', 4, 3), 9);
    expect(last).toEqual([
      expect.objectContaining({ mutasi_id: w.line.pend, related_line: expect.objectContaining({ relation: 'twin', line_id: w.line.booked }) }),
    ]);
    const found = expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'nominal', '100000', 1, 2), 2);
    expect(ids(found, 'ticket_no')).toEqual(['DP260703000123']);
  });

  it('reads the date with or without a padded day and the month in any case', async () => {
    const expected = (await view(w.admin, 'viewbo', '3-Jul-2026', 'ABC', 'all')).json();
    for (const date of ['03-Jul-2026', '3-jul-2026', '03-JUL-2026']) {
      expect((await view(w.admin, 'viewbo', date, 'ABC', 'all')).json(), date).toEqual(expected);
    }
    const lines = (await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'all')).json();
    expect((await view(w.admin, 'viewmutasi', '3-Jul-2026', 'ABC', 'all')).json()).toEqual(lines);
    expect((await search(w.admin, 'searchmutasi', '3-Jul-2026', 'ABC', 'all', 'string', 'andi')).json()).toHaveLength(1);
  });

  it('shows only the statement date asked for and the website named, in any case', async () => {
    expect(ids(expectPage(await view(w.admin, 'viewbo', '4-Jul-2026', 'ABC', 'all'), 1), 'ticket_no')).toEqual(['DP260704000001']);
    expect(ids(expectPage(await view(w.admin, 'viewbo', '3-Jul-2026', 'xyz', 'all'), 1), 'ticket_no')).toEqual(['DP260703009999']);
    expect(expectPage(await view(w.admin, 'viewbo', '3-Jul-2026', 'abc', 'all'), 3)).toHaveLength(3);
    expect(expectPage(await view(w.admin, 'viewmutasi', '04-Jul-2026', 'ABC', 'all'), 0)).toEqual([]);
    // A website that does not exist has no rows, as on the other website lists.
    for (const name of VIEWS) expect(expectPage(await view(w.admin, name, '3-Jul-2026', 'NOPE', 'all'), 0), name).toEqual([]);
  });

  it('answers 400 with a message for a bad date, status, mode, term or page', async () => {
    const bad = async (res: Awaited<ReturnType<typeof view>>, message?: string) => {
      expect(res.statusCode, res.body).toBe(400);
      if (message) expect(res.json().message).toBe(message);
      else expect(typeof res.json().message).toBe('string');
    };
    for (const name of VIEWS) {
      await bad(await view(w.admin, name, '2026-07-03', 'ABC', 'all'), REVIEW_MSG.badDate('2026-07-03'));
      await bad(await view(w.admin, name, '31-Feb-2026', 'ABC', 'all'), REVIEW_MSG.badDate('31-Feb-2026'));
      await bad(await view(w.admin, name, '3-Mei-2026', 'ABC', 'all'), REVIEW_MSG.badDate('3-Mei-2026'));
      await bad(await view(w.admin, name, '3-Jul-2026', 'ABC', 'approved'), REVIEW_MSG.badStatus);
      await bad(await view(w.admin, name, '3-Jul-2026', 'ABC', 'all', 0));
      await bad(await view(w.admin, name, '3-Jul-2026', 'ABC', 'all', 1001));
      await bad(await view(w.admin, name, '3-Jul-2026', 'ABC', 'all', 100, 0));
      await bad(await view(w.admin, name, '3-Jul-2026', 'ABC', 'all', 'x'));
    }
    for (const name of SEARCHES) {
      await bad(await search(w.admin, name, '3-Jul-26', 'ABC', 'all', 'string', 'budi'), REVIEW_MSG.badDate('3-Jul-26'));
      await bad(await search(w.admin, name, '3-Jul-2026', 'ABC', 'semua', 'string', 'budi'), REVIEW_MSG.badStatus);
      await bad(await search(w.admin, name, '3-Jul-2026', 'ABC', 'all', 'name', 'budi'), REVIEW_MSG.badMode);
      await bad(await search(w.admin, name, '3-Jul-2026', 'ABC', 'all', 'id', '12a'), REVIEW_MSG.badIdTerm);
      await bad(await search(w.admin, name, '3-Jul-2026', 'ABC', 'all', 'nominal', 'seratus'), REVIEW_MSG.badNominalTerm);
    }
  });

  it('searches by ID Tracking: the row id, or digits inside the ticket', async () => {
    const byTicket = expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'id', '000777'), 1);
    expect(ids(byTicket, 'ticket_no')).toEqual(['DP260703000777']);
    const id = w.bo.DP260703000888!;
    const byId = ids((await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'id', String(id))).json(), 'bo_id');
    expect(byId).toContain(id);
    const tickets = { DP260703000777: w.bo.DP260703000777!, DP260703000888: id, DP260703000123: w.bo.DP260703000123! };
    const expected = Object.entries(tickets)
      .filter(([ticket, rowId]) => rowId === id || ticket.includes(String(id)))
      .map(([, rowId]) => rowId);
    expect([...byId].sort()).toEqual(expected.sort());
    // Longer than any id: only a ticket can hold it, and none does.
    expect(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'id', '99999999999'), 0)).toEqual([]);
    expect(ids(expectPage(await search(w.admin, 'searchbowd', '3-Jul-2026', 'ABC', 'all', 'id', '000999'), 1), 'wd_ticket_no')).toEqual(['WD260703000999']);
    // Statement lines: the id, or digits inside the reference.
    expect(ids(expectPage(await search(w.admin, 'searchmutasi', '03-Jul-2026', 'ABC', 'all', 'id', '2312345'), 1), 'mutasi_id')).toEqual([w.line.qris]);
    const line = w.line.siti!;
    expect(ids((await search(w.admin, 'searchmutasiwd', '03-Jul-2026', 'ABC', 'all', 'id', String(line))).json(), 'mutasiwd_id')).toContain(line);
  });

  it('searches by nominal: the amount exactly, whatever separators were typed', async () => {
    expect(ids(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'nominal', '100.000'), 2), 'ticket_no')).toEqual([
      'DP260703000888',
      'DP260703000123',
    ]);
    expect(ids(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'pending', 'nominal', '100000'), 1), 'ticket_no')).toEqual(['DP260703000888']);
    expect(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'nominal', '10000'), 0)).toEqual([]);
    expect(ids(expectPage(await search(w.admin, 'searchbowd', '3-Jul-2026', 'ABC', 'all', 'nominal', 'Rp 75,000'), 1), 'wd_ticket_no')).toEqual([
      'WD260703000999',
    ]);
    expect(ids(expectPage(await search(w.admin, 'searchmutasi', '03-Jul-2026', 'ABC', 'all', 'nominal', '99300'), 1), 'mutasi_id')).toEqual([w.line.qris]);
    expect(ids(expectPage(await search(w.admin, 'searchmutasiwd', '03-Jul-2026', 'ABC', 'all', 'nominal', '300000'), 1), 'mutasiwd_id')).toEqual([
      w.line.nexuspay,
    ]);
  });

  it('searches text in the username or full name, any case, with % and _ matching only themselves', async () => {
    expect(ids(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'string', 'santoso'), 1), 'ticket_no')).toEqual(['DP260703000123']);
    expect(ids(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'string', 'BUDI8'), 1), 'ticket_no')).toEqual(['DP260703000123']);
    // As wildcards, '50%' would also find sri450 and 'i_5' would find sri450 too.
    expect(ids(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'string', '50%'), 1), 'ticket_no')).toEqual(['DP260703000777']);
    expect(ids(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'string', 'i_5'), 1), 'ticket_no')).toEqual(['DP260703000777']);
    expect(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'string', '%'), 1)).toHaveLength(1);
    expect(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'pending', 'string', 'budi'), 0)).toEqual([]);
    expect(ids(expectPage(await search(w.admin, 'searchbowd', '3-Jul-2026', 'ABC', 'all', 'string', 'aminah'), 1), 'wd_ticket_no')).toEqual(['WD260703000456']);
    expect(ids(expectPage(await search(w.admin, 'searchbowd', '3-Jul-2026', 'ABC', 'all', 'string', 'JOKO'), 1), 'wd_ticket_no')).toEqual(['WD260703000999']);
  });

  it('searches text in a statement line counterparty name or description', async () => {
    expect(ids(expectPage(await search(w.admin, 'searchmutasi', '03-Jul-2026', 'ABC', 'all', 'string', 'andi'), 1), 'mutasi_id')).toEqual([w.line.andi]);
    expect(ids(expectPage(await search(w.admin, 'searchmutasi', '03-Jul-2026', 'ABC', 'all', 'string', 'ws95031'), 1), 'mutasi_id')).toEqual([w.line.budi]);
    expect(ids(expectPage(await search(w.admin, 'searchmutasi', '03-Jul-2026', 'ABC', 'all', 'string', 'budi santoso'), 2), 'mutasi_id')).toEqual([
      w.line.budi,
      w.line.qris,
    ]);
    // The fee line is listed, so found; never Pending.
    expect(ids(expectPage(await search(w.admin, 'searchmutasi', '03-Jul-2026', 'ABC', 'all', 'string', 'BIAYA'), 1), 'mutasi_id')).toEqual([w.line.fee]);
    expect(expectPage(await search(w.admin, 'searchmutasi', '03-Jul-2026', 'ABC', 'pending', 'string', 'BIAYA'), 0)).toEqual([]);
    expect(ids(expectPage(await search(w.admin, 'searchmutasiwd', '03-Jul-2026', 'ABC', 'all', 'string', 'siti'), 1), 'mutasiwd_id')).toEqual([w.line.siti]);
  });

  it('a blank text search lists every row', async () => {
    expect(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'string', ' '), 3)).toHaveLength(3);
  });

  it('CHECKER reads its own website, named in any case', async () => {
    const asAdmin = (await view(w.admin, 'viewbo', '3-Jul-2026', 'ABC', 'all')).json();
    expect((await view(w.checkerA, 'viewbo', '3-Jul-2026', 'abc', 'all')).json()).toEqual(asAdmin);
    expect(expectPage(await view(w.checkerA, 'viewmutasiwd', '03-Jul-2026', 'ABC', 'all'), 6)).toHaveLength(6);
    expect(expectPage(await search(w.checkerA, 'searchmutasi', '03-Jul-2026', 'ABC', 'all', 'string', 'andi'), 1)).toHaveLength(1);
  });

  it('CHECKER of another website gets 404, CS gets 403, nobody signed in 401, on all eight endpoints', async () => {
    const calls = [
      ...VIEWS.map((name) => (cookie: Who, website: string) => view(cookie, name, '3-Jul-2026', website, 'all')),
      ...SEARCHES.map((name) => (cookie: Who, website: string) => search(cookie, name, '3-Jul-2026', website, 'all', 'string', 'budi')),
    ];
    for (const call of calls) {
      const other = await call(w.checkerB, 'ABC');
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: MSG.websiteNotFound });
      expect((await call(w.checkerB, 'all')).statusCode).toBe(404);
      const cs = await call(w.cs, 'ABC');
      expect(cs.statusCode).toBe(403);
      expect(cs.json()).toEqual({ message: MSG.forbidden });
      expect((await call(undefined, 'ABC')).statusCode).toBe(401);
    }
  });
});

describe('a whole ticket or reference pasted into the search box', () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld();
    // Every row of the fixture has the template's references: give the ABC rows of 3 July their own. The XYZ row and
    // the ABC row of 4 July keep the template's (bo_ref REF88123, the same as DP260703000123's).
    const depo = (ticket: string, refs: { bo_ref: string; player_ref: string; player_own_ref: string }) =>
      ctx.db.updateTable('bo_deposit').set(refs).where('id', '=', w.bo[ticket]!).execute();
    await depo('DP260703000777', { bo_ref: 'BOREF777', player_ref: 'andi-own-777', player_own_ref: 'andi-own-777' });
    // Its Bo Ref is its own ticket; no player references.
    await depo('DP260703000888', { bo_ref: 'DP260703000888', player_ref: '', player_own_ref: '' });
    await ctx.db.updateTable('bo_withdraw').set({ ref_code: 'WDREF999', own_ref_code: 'joko-own-999' }).where('id', '=', w.wd.WD260703000999!).execute();
    // A bank's transaction id made of digits (sent as a nominal by the client), and one on the hidden twin of 4 July.
    await ctx.db.updateTable('statement_line').set({ reference: '0307950320001' }).where('id', '=', w.line.andi!).execute();
    await ctx.db.updateTable('statement_line').set({ reference: 'TWIN-REF-1' }).where('id', '=', w.line.booked!).execute();
  });

  const bo = async (cookie: Who, website: string, status: string, mode: string, term: string, total: number, rowsPerPage = 100) =>
    ids(expectPage(await search(cookie, 'searchbo', '3-Jul-2026', website, status, mode, term, rowsPerPage), total), 'ticket_no');
  const bowd = async (mode: string, term: string, total: number) =>
    ids(expectPage(await search(w.admin, 'searchbowd', '3-Jul-2026', 'ABC', 'all', mode, term), total), 'wd_ticket_no');

  it('a full ticket finds exactly its row, any case and with spaces around it, on the first page whatever page it is on unfiltered', async () => {
    // Unfiltered, one row a page: DP260703000123 is on page 3.
    expect(ids(expectPage(await view(w.admin, 'viewbo', '3-Jul-2026', 'ABC', 'all', 1, 3), 3), 'ticket_no')).toEqual(['DP260703000123']);
    expect(await bo(w.admin, 'ABC', 'all', 'string', 'DP260703000123', 1, 1)).toEqual(['DP260703000123']);
    expect(await bo(w.admin, 'ABC', 'all', 'string', ' dp260703000888 ', 1)).toEqual(['DP260703000888']);
    expect(await bo(w.checkerA, 'abc', 'all', 'string', 'Dp260703000777', 1)).toEqual(['DP260703000777']);
    expect(await bowd('string', 'wd260703000999', 1)).toEqual(['WD260703000999']);
    expect(await bowd('string', 'WD260703000456', 1)).toEqual(['WD260703000456']);
  });

  it('a BO reference finds its row: Bo Ref, Player Ref, Player Own Ref; Ref Code, Own Ref', async () => {
    expect(await bo(w.admin, 'ABC', 'all', 'string', 'boref777', 1)).toEqual(['DP260703000777']);
    // Player Ref and Player Own Ref alike: the row once.
    expect(await bo(w.admin, 'ABC', 'all', 'string', 'ANDI-OWN-777', 1)).toEqual(['DP260703000777']);
    expect(await bo(w.admin, 'ABC', 'all', 'string', 'REF88123', 1)).toEqual(['DP260703000123']);
    expect(await bo(w.admin, 'ABC', 'all', 'string', 'bca0703140211', 1)).toEqual(['DP260703000123']);
    expect(await bo(w.admin, 'ABC', 'all', 'string', 'budi88-0703', 1)).toEqual(['DP260703000123']);
    expect(await bowd('string', 'WDREF999', 1)).toEqual(['WD260703000999']);
    expect(await bowd('string', 'Joko-Own-999', 1)).toEqual(['WD260703000999']);
    expect(await bowd('string', 'wdref55120', 1)).toEqual(['WD260703000456']);
    // The Status Type still applies: DP260703000123 is approved.
    expect(await bo(w.admin, 'ABC', 'pending', 'string', 'DP260703000123', 0)).toEqual([]);
    expect(await bo(w.admin, 'ABC', 'approve', 'string', 'REF88123', 1)).toEqual(['DP260703000123']);
  });

  it('a part of a ticket or reference, or one that does not exist, finds nothing', async () => {
    for (const term of ['DP26070300012', 'DP2607030001234', 'P260703000123', 'DP260703000123X', 'BOREF77', 'REF88', 'own-777', 'DP260799999999']) {
      expect(await bo(w.admin, 'ABC', 'all', 'string', term, 0), term).toEqual([]);
    }
    for (const term of ['WD26070300099', 'WDREF9', 'joko-own']) expect(await bowd('string', term, 0), term).toEqual([]);
    // Digits of a ticket are an amount to the search box: no row has that amount, and no ticket is only digits.
    expect(await bo(w.admin, 'ABC', 'all', 'nominal', '260703000123', 0)).toEqual([]);
  });

  it("another website's ticket or reference is not found by a CHECKER of this website; ADMIN finds it under all websites", async () => {
    expect(await bo(w.checkerA, 'ABC', 'all', 'string', 'DP260703009999', 0)).toEqual([]);
    expect((await search(w.checkerA, 'searchbo', '3-Jul-2026', 'XYZ', 'all', 'string', 'DP260703009999')).statusCode).toBe(404);
    expect((await search(w.checkerA, 'searchbo', '3-Jul-2026', 'all', 'all', 'string', 'DP260703009999')).statusCode).toBe(404);
    expect(await bo(w.checkerB, 'XYZ', 'all', 'string', 'DP260703009999', 1)).toEqual(['DP260703009999']);
    expect(await bo(w.checkerB, 'XYZ', 'all', 'string', 'DP260703000123', 0)).toEqual([]);
    // REF88123 is also the XYZ row's Bo Ref and the 4 July row's: the website and the statement date still apply.
    expect(await bo(w.checkerA, 'ABC', 'all', 'string', 'REF88123', 1)).toEqual(['DP260703000123']);
    expect(new Set(await bo(w.admin, 'all', 'all', 'string', 'ref88123', 2))).toEqual(new Set(['DP260703000123', 'DP260703009999']));
  });

  it('the name and amount searches and ID Tracking find what they found before', async () => {
    expect(await bo(w.admin, 'ABC', 'all', 'string', 'santoso', 1)).toEqual(['DP260703000123']);
    expect(await bo(w.admin, 'ABC', 'all', 'string', 'andi', 1)).toEqual(['DP260703000777']);
    expect(await bo(w.admin, 'ABC', 'all', 'nominal', '100.000', 2)).toEqual(['DP260703000888', 'DP260703000123']);
    expect(await bowd('string', 'joko', 1)).toEqual(['WD260703000999']);
    expect(await bowd('nominal', '75000', 1)).toEqual(['WD260703000999']);
    expect(await bo(w.admin, 'ABC', 'all', 'id', '000777', 1)).toEqual(['DP260703000777']);
    expect(await bo(w.admin, 'ABC', 'all', 'id', '260703000888', 1)).toEqual(['DP260703000888']);
    const id = w.bo.DP260703000123!;
    expect(ids((await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'id', String(id))).json(), 'bo_id')).toContain(id);
  });

  it("View Mutasi: a line's reference (transaction id) finds that line, digits sent as a nominal too; a part of it does not", async () => {
    const lines = async (name: string, date: string, mode: string, term: string, total: number) =>
      ids(expectPage(await search(w.admin, name, date, 'ABC', 'all', mode, term), total), name === 'searchmutasi' ? 'mutasi_id' : 'mutasiwd_id');
    expect(await lines('searchmutasi', '03-Jul-2026', 'string', 'atx-77', 1)).toEqual([w.line.autotx]);
    expect(await lines('searchmutasiwd', '03-Jul-2026', 'string', 'NXP-1', 1)).toEqual([w.line.nexuspay]);
    expect(await lines('searchmutasi', '03-Jul-2026', 'nominal', '0307950320001', 1)).toEqual([w.line.andi]);
    expect(await lines('searchmutasi', '03-Jul-2026', 'nominal', '602312345678', 1)).toEqual([w.line.qris]);
    expect(await lines('searchmutasi', '03-Jul-2026', 'nominal', '030795032', 0)).toEqual([]);
    expect(await lines('searchmutasi', '03-Jul-2026', 'string', 'ATX', 0)).toEqual([]);
    expect(await lines('searchmutasiwd', '03-Jul-2026', 'string', 'NXP-11', 0)).toEqual([]);
    // A line of the other side is not in this side's search; a hidden twin is found by no search.
    expect(await lines('searchmutasiwd', '03-Jul-2026', 'string', 'ATX-77', 0)).toEqual([]);
    expect(await lines('searchmutasi', '04-Jul-2026', 'string', 'TWIN-REF-1', 0)).toEqual([]);
    // The name and amount searches as before; ID Tracking still finds digits inside the reference.
    expect(await lines('searchmutasi', '03-Jul-2026', 'string', 'andi', 1)).toEqual([w.line.andi]);
    expect(await lines('searchmutasiwd', '03-Jul-2026', 'nominal', '300000', 1)).toEqual([w.line.nexuspay]);
    expect(await lines('searchmutasi', '03-Jul-2026', 'id', '2312345', 1)).toEqual([w.line.qris]);
    // A CHECKER of another website: 404 as on every review list.
    expect((await search(w.checkerB, 'searchmutasi', '03-Jul-2026', 'ABC', 'all', 'string', 'ATX-77')).statusCode).toBe(404);
  });

  it('a reference many rows share finds each of them once, the total and the pages counting each once', async () => {
    // Last in this block: it writes '-' into references of every ABC deposit of 3 July (a panel writing '-' for none).
    await ctx.db.updateTable('bo_deposit').set({ player_own_ref: '-' }).where('website_code', '=', 'ABC').where('statement_date', '=', '2026-07-03').execute();
    await ctx.db.updateTable('bo_deposit').set({ bo_ref: '-' }).where('id', '=', w.bo.DP260703000777!).execute();
    expect(await bo(w.admin, 'ABC', 'all', 'string', '-', 3)).toEqual(['DP260703000777', 'DP260703000888', 'DP260703000123']);
    expect(ids(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'string', '-', 2, 2), 3), 'ticket_no')).toEqual(['DP260703000123']);
    expect(await bo(w.admin, 'ABC', 'pending', 'string', '-', 2)).toEqual(['DP260703000777', 'DP260703000888']);
  });
});

// ---- deletion and stored variants -------------------------------------------------------------------

describe('rows removed from View BO', () => {
  let w: World;
  beforeEach(async () => {
    w = await buildWorld();
  });

  it('a soft-deleted BO row appears in no list and no search, and no statement line shows its ticket', async () => {
    const deleted = { deleted_at: new Date('2026-07-03T10:00:00Z'), deleted_by: 1 };
    await ctx.db.updateTable('bo_deposit').set(deleted).where('id', '=', w.bo.DP260703000777!).execute();
    await ctx.db.updateTable('bo_withdraw').set(deleted).where('id', '=', w.wd.WD260703000456!).execute();
    await ctx.db.updateTable('statement_line').set({ matched_bo_id: w.bo.DP260703000777! }).where('id', '=', w.line.andi!).execute();

    expect(ids(expectPage(await view(w.admin, 'viewbo', '3-Jul-2026', 'ABC', 'all'), 2), 'ticket_no')).toEqual(['DP260703000888', 'DP260703000123']);
    expect(expectPage(await view(w.admin, 'viewbo', '3-Jul-2026', 'ABC', 'pending'), 1)).toHaveLength(1);
    expect(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'string', '50%'), 0)).toEqual([]);
    expect(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'id', '000777'), 0)).toEqual([]);
    expect(expectPage(await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'string', 'DP260703000777'), 0)).toEqual([]);
    expect(expectPage(await search(w.admin, 'searchbowd', '3-Jul-2026', 'ABC', 'all', 'string', 'WD260703000456'), 0)).toEqual([]);
    const byId = (await search(w.admin, 'searchbo', '3-Jul-2026', 'ABC', 'all', 'id', String(w.bo.DP260703000777))).json();
    expect(ids(byId, 'bo_id')).not.toContain(w.bo.DP260703000777);
    expect(ids(expectPage(await view(w.admin, 'viewbowd', '3-Jul-2026', 'ABC', 'all'), 1), 'wd_ticket_no')).toEqual(['WD260703000999']);
    expect(expectPage(await view(w.admin, 'viewbowd', '3-Jul-2026', 'ABC', 'approve'), 0)).toEqual([]);

    const lines = (await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'all')).json() as Record<string, unknown>[];
    expect(lines.find((l) => l.mutasi_id === w.line.andi)).toMatchObject({ mutasi_ticket: '', matched_bo_id: w.bo.DP260703000777 });
    const wdLines = (await view(w.admin, 'viewmutasiwd', '03-Jul-2026', 'ABC', 'all')).json() as Record<string, unknown>[];
    expect(wdLines.find((l) => l.mutasiwd_id === w.line.siti)).toMatchObject({ mutasiwd_ticket: '' });
  });

  it('a player bank stored only in its parts is shown joined', async () => {
    await ctx.db.updateTable('bo_deposit').set({ player_bank: '' }).where('id', '=', w.bo.DP260703000888!).execute();
    await ctx.db
      .updateTable('bo_withdraw')
      .set({ player_bank: '', player_bank_code: 'BRI', player_account_name: '' })
      .where('id', '=', w.wd.WD260703000999!)
      .execute();
    const rows = (await view(w.admin, 'viewbo', '3-Jul-2026', 'ABC', 'all')).json() as Record<string, unknown>[];
    expect(rows.find((r) => r.bo_id === w.bo.DP260703000888)!.player_bank).toBe('MANDIRI - SRI WAHYUNI - 1400099998888');
    const wds = (await view(w.admin, 'viewbowd', '3-Jul-2026', 'ABC', 'all')).json() as Record<string, unknown>[];
    expect(wds.find((r) => r.wd_bo_id === w.wd.WD260703000999)!.wd_player_bank).toBe('BRI');
  });
});

// ---- the matcher's links and the rules in SQL ---------------------------------------------------------

describe('View Mutasi and the links the matcher writes', () => {
  let w: World;
  beforeEach(async () => {
    w = await buildWorld();
  });

  it('a twin on the same statement date is left out of the list, its total and every search', async () => {
    await ctx.db.updateTable('statement_line').set({ statement_date: '2026-07-03' }).where('id', '=', w.line.booked!).execute();
    const rows = expectPage(await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'all'), 9);
    expect(ids(rows, 'mutasi_id')).not.toContain(w.line.booked);
    expect(expectPage(await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'pending'), 4)).toHaveLength(4);
    expect(ids(expectPage(await search(w.admin, 'searchmutasi', '03-Jul-2026', 'ABC', 'all', 'string', 'kartika'), 1), 'mutasi_id')).toEqual([w.line.pend]);
  });

  it('a twin whose other line is deleted stands alone again: listed, no longer linked', async () => {
    // The booked copy (the hidden one) points at the PEND row; the PEND row's line goes, as Delete BO / Mutasi removes lines.
    await ctx.db.deleteFrom('statement_line').where('id', '=', w.line.pend!).execute();
    const booked = await ctx.db.selectFrom('statement_line').select('twin_of_line_id').where('id', '=', w.line.booked!).executeTakeFirstOrThrow();
    expect(booked.twin_of_line_id).toBeNull();
    expect(ids(expectPage(await view(w.admin, 'viewmutasi', '04-Jul-2026', 'ABC', 'all'), 1), 'mutasi_id')).toEqual([w.line.booked]);
  });

  it('the line shown is the one the other points at: a booked row holding a deposit, the PEND row hidden and named', async () => {
    await ctx.db
      .updateTable('statement_line')
      .set({ twin_of_line_id: null, approved: true, matched_bo_id: w.bo.DP260703000777!, note: 'AUTO' })
      .where('id', '=', w.line.booked!)
      .execute();
    await ctx.db.updateTable('statement_line').set({ twin_of_line_id: w.line.booked! }).where('id', '=', w.line.pend!).execute();
    expect(ids(expectPage(await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'all'), 8), 'mutasi_id')).not.toContain(w.line.pend);
    const [booked] = withoutTotal(expectPage(await view(w.admin, 'viewmutasi', '04-Jul-2026', 'ABC', 'approve'), 1));
    expect(booked).toMatchObject({
      mutasi_id: w.line.booked,
      mutasi_app: true,
      mutasi_app_date: '2026-07-04T02:10:00.000Z',
      line_kind: 'PLAYER',
      related_line: {
        relation: 'twin',
        line_id: w.line.pend,
        booked_at: null,
        booked_date: '2026-07-03',
        amount: 75000,
        description: 'TRSF E-BANKING CR 0307/FTSCY/WS95040 75000.00DEWI KARTIKA',
      },
    });
  });

  it('a twin a BO row holds is listed all the same, the two naming each other: an approval is never hidden', async () => {
    await ctx.db
      .updateTable('statement_line')
      .set({ statement_date: '2026-07-03', approved: true, matched_bo_id: w.bo.DP260703000777!, note: 'Dicek manual' })
      .where('id', '=', w.line.booked!)
      .execute();
    const rows = expectPage(await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'all'), 10);
    const twins = rows.filter((r) => r.mutasi_id === w.line.pend || r.mutasi_id === w.line.booked);
    expect(twins.map((r) => [r.mutasi_id, r.mutasi_app, r.related_line && (r.related_line as { line_id: number }).line_id])).toEqual([
      [w.line.booked, true, w.line.pend], // booked at 09:10 on 4 July: before the lines without a time
      [w.line.pend, false, w.line.booked],
    ]);
    expect(ids(expectPage(await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'approve'), 2), 'mutasi_id')).toEqual([w.line.budi, w.line.booked]);
  });

  it("a gateway's money coming back is shown in the withdraw view beside the payout it returns, not as a deposit", async () => {
    const upload = (await ctx.db.selectFrom('upload').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const back = await ctx.db
      .insertInto('statement_line')
      .values({
        upload_id: upload,
        website_code: 'ABC',
        bank_account_id: null,
        source: 'nexuspay',
        jenis: null,
        statement_date: '2026-07-03',
        row_key: 't-nexuspay-back',
        booked_date: '2026-07-03',
        booked_at: '2026-07-03T12:00:00+07:00',
        pending: false,
        direction: 'CR',
        amount: '300000.00',
        balance: null,
        gross_amount: null,
        fee_amount: null,
        description: 'NEXUSPAY REVERSAL EKO',
        channel: 'RETURN',
        counterparty_name: 'EKO PRASETYO',
        counterparty_account: '',
        reference: 'NXP-1R',
        return_of_line_id: w.line.nexuspay!,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(ids(expectPage(await view(w.admin, 'viewmutasi', '03-Jul-2026', 'ABC', 'all'), 9), 'mutasi_id')).not.toContain(back.id);
    const rows = expectPage(await view(w.admin, 'viewmutasiwd', '03-Jul-2026', 'ABC', 'all'), 7);
    expect(rows.map((r) => [r.mutasiwd_id, r.line_kind, (r.related_line as { relation: string } | null)?.relation ?? null])).toEqual([
      [w.line.topUp, 'TOPUP', null],
      [w.line.nexuspay, 'PLAYER', 'returned_by'],
      [w.line.payout, 'PLAYER', 'returned_by'],
      [back.id, 'RETURN', 'returns'],
      [w.line.siti, 'PLAYER', null],
      [w.line.wdFee, 'FEE', null],
      [w.line.retur, 'RETURN', 'returns'],
    ]);
    expect(ids(expectPage(await view(w.admin, 'viewmutasiwd', '03-Jul-2026', 'ABC', 'pending'), 1), 'mutasiwd_id')).toEqual([w.line.siti]);
  });

  it('a payout a person approved before it came back is still approved, and names its return', async () => {
    await ctx.db
      .updateTable('statement_line')
      .set({ approved: true, matched_bo_id: w.wd.WD260703000999!, note: 'Transfer manual' })
      .where('id', '=', w.line.payout!)
      .execute();
    const [payout] = expectPage(await view(w.admin, 'viewmutasiwd', '03-Jul-2026', 'ABC', 'approve'), 1);
    expect(payout).toMatchObject({
      mutasiwd_id: w.line.payout,
      mutasiwd_ticket: 'WD260703000999',
      related_line: { relation: 'returned_by', line_id: w.line.retur },
    });
  });

  it('a payout whose return link is taken away is Pending again', async () => {
    await ctx.db.updateTable('statement_line').set({ return_of_line_id: null }).where('id', '=', w.line.retur!).execute();
    const pending = expectPage(await view(w.admin, 'viewmutasiwd', '03-Jul-2026', 'ABC', 'pending'), 3);
    expect(ids(pending, 'mutasiwd_id')).toEqual([w.line.nexuspay, w.line.payout, w.line.siti]);
    expect(pending[1]!.related_line).toBeNull();
    const all = (await view(w.admin, 'viewmutasiwd', '03-Jul-2026', 'ABC', 'all')).json() as Record<string, unknown>[];
    // Its credit has the RETURN channel all the same: a return, linked or not.
    expect(all.find((r) => r.mutasiwd_id === w.line.retur)).toMatchObject({ line_kind: 'RETURN', related_line: null });
  });

  it('viewLines and eligibleLines select in SQL what viewSide and isEligible say of every account kind, direction and channel', async () => {
    // Lines of a day nothing else has, under an upload (a line's website is its upload's).
    const { id: upload, website_code: website } = await ctx.db.selectFrom('upload').select(['id', 'website_code']).orderBy('id').executeTakeFirstOrThrow();
    const combos = ([null, 'DEPO', 'WD'] as const).flatMap((jenis) =>
      (['CR', 'DB'] as const).flatMap((direction) => CHANNELS.map((channel) => ({ jenis, direction, channel }))),
    );
    await ctx.db
      .insertInto('statement_line')
      .values(
        combos.map((c, i) => ({
          upload_id: upload,
          website_code: website,
          bank_account_id: null,
          source: 'test',
          jenis: c.jenis,
          statement_date: '2026-07-09',
          row_key: `combo-${i}`,
          booked_date: '2026-07-09',
          booked_at: null,
          pending: false,
          direction: c.direction,
          amount: '1.00',
          balance: null,
          gross_amount: null,
          fee_amount: null,
          description: `COMBO ${i}`,
          channel: c.channel,
          counterparty_name: '',
          counterparty_account: '',
          reference: '',
        })),
      )
      .execute();
    const { rows } = await sql<{ description: string; deposit_view: boolean; withdraw_view: boolean; deposit_eligible: boolean; withdraw_eligible: boolean }>`
      select description, ${viewLines('DEPOSIT', 'l')} as deposit_view, ${viewLines('WITHDRAW', 'l')} as withdraw_view,
             ${eligibleLines('DEPOSIT', 'l')} as deposit_eligible, ${eligibleLines('WITHDRAW', 'l')} as withdraw_eligible
      from statement_line l where website_code = ${website} and statement_date = '2026-07-09' order by id`.execute(ctx.db);
    expect(rows).toHaveLength(combos.length);
    rows.forEach((row, i) => {
      const c = combos[i]!;
      const label = JSON.stringify(c);
      expect(row.description).toBe(`COMBO ${i}`);
      expect([row.deposit_view, row.withdraw_view], label).toEqual([viewSide(c) === 'DEPOSIT', viewSide(c) === 'WITHDRAW']);
      expect([row.deposit_eligible, row.withdraw_eligible], label).toEqual([isEligible('DEPOSIT', c), isEligible('WITHDRAW', c)]);
      // Every line that could back a row is listed in that side's view.
      if (isEligible('DEPOSIT', c)) expect(row.deposit_view, label).toBe(true);
      if (isEligible('WITHDRAW', c)) expect(row.withdraw_view, label).toBe(true);
    });
  });
});
