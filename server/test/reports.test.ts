import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { MSG, REPORT_MSG, type DataPlayerResponse, type TotalDataPlayerResponse } from '@auto-checker/contract';
import { Invalid } from '../src/errors.ts';
import { totalDataPlayer } from '../src/modules/reports/game-site.ts';
import { GAME_SITE_EXPORT, reportLines } from '../src/modules/reports/export.ts';
import { rowCells } from '../src/modules/review/export-columns.ts';
import { lastPage, pageOf } from '../src/http/page.ts';
import { parseRequestDate } from '../src/parsing/datetime.ts';
import { reportRange } from '../src/modules/reports/report-range.ts';
import { ADMIN_PASSWORD, USER_PASSWORD, createTestContext, type TestContext } from './support/harness.ts';
import { newActivities } from './support/records.ts';
import { placeholderUpload } from './support/placeholder-upload.ts';
import type { Insertable } from 'kysely';
import type { Database } from '../src/db/schema.ts';

let ctx: TestContext;

/** The totals of a range without data: every sum zero, no day, one (empty) page. */
const NO_TOTALS = {
  deposit: 0,
  withdraw: 0,
  balance: 0,
  transactions: 0,
  details: [],
  grand_total_deposit: 0,
  grand_total_withdraw: 0,
  total_balance: 0,
  grand_total_transactions: 0,
  last_page: 1,
};

// ---- pure parts ----------------------------------------------------------------------------------

describe('parseRequestDate', () => {
  it('reads a date input value and the D-Mon-YYYY of the other screens', () => {
    expect(parseRequestDate('2026-07-03')).toBe('2026-07-03');
    expect(parseRequestDate(' 2026-07-03 ')).toBe('2026-07-03');
    for (const raw of ['3-Jul-2026', '03-Jul-2026', '3-jul-2026', '03-JUL-2026']) expect(parseRequestDate(raw), raw).toBe('2026-07-03');
    expect(parseRequestDate('2028-02-29')).toBe('2028-02-29');
  });

  it('refuses other layouts, Indonesian months and days that do not exist', () => {
    for (const raw of ['2026-02-30', '2026-7-3', '03/07/2026', '3-Mei-2026', '3-July-2026', '29-Feb-2026', '20260703', '', 'x']) {
      expect(parseRequestDate(raw), raw).toBeNull();
    }
  });
});

describe('reportRange', () => {
  it('accepts one day, and up to REPORT_MAX_DAYS days counted at both ends', () => {
    expect(reportRange('2026-07-03', '2026-07-03')).toEqual({ from: '2026-07-03', to: '2026-07-03' });
    expect(reportRange('2026-01-01', '2027-01-01')).toEqual({ from: '2026-01-01', to: '2027-01-01' });
  });

  it('refuses an end before the start and a longer range, with the spec message', () => {
    expect(() => reportRange('2026-07-03', '2026-07-02')).toThrow(new Invalid(REPORT_MSG.endBeforeStart));
    expect(() => reportRange('2026-01-01', '2027-01-02')).toThrow(new Invalid(REPORT_MSG.rangeTooLong));
  });
});

describe('paging', () => {
  it('counts at least one page and slices the asked page', () => {
    expect([lastPage(0, 50), lastPage(1, 50), lastPage(50, 50), lastPage(51, 50), lastPage(6, 4)]).toEqual([1, 1, 1, 2, 2]);
    expect(pageOf([1, 2, 3, 4, 5], 2, 1)).toEqual([1, 2]);
    expect(pageOf([1, 2, 3, 4, 5], 2, 3)).toEqual([5]);
    expect(pageOf([1, 2, 3, 4, 5], 2, 4)).toEqual([]);
  });
});

describe('totalDataPlayer', () => {
  it('adds sen, so ten and twenty sen make thirty exactly', () => {
    const days = [
      { date: '2026-07-01', depositSen: 10, withdrawSen: 0, transactions: 1 },
      { date: '2026-07-02', depositSen: 20, withdrawSen: 100, transactions: 2 },
    ];
    expect(totalDataPlayer(days, 1, 2)).toEqual({
      deposit: 0.3,
      withdraw: 1,
      balance: -0.7,
      transactions: 3,
      details: [{ date: '2026-07-02', total_deposit: 0.2, total_withdraw: 1, total_transactions: 2, balance: -0.8 }],
      grand_total_deposit: 0.3,
      grand_total_withdraw: 1,
      total_balance: -0.7,
      grand_total_transactions: 3,
      last_page: 2,
    });
    expect(totalDataPlayer([], 100, 1)).toEqual(NO_TOTALS);
  });

  it('ends the export with the Total Sum row; its cells are dates and numbers only', () => {
    const lines = reportLines([{ date: '2026-07-01', depositSen: 150, withdrawSen: 300, transactions: 2 }]);
    expect(lines.map((line, i) => rowCells(GAME_SITE_EXPORT, line, i + 1))).toEqual([
      ['01/07/2026', 1.5, 3, 2, -1.5],
      ['Total Sum', 1.5, 3, 2, -1.5],
    ]);
  });
});

// ---- fixtures: BO rows written straight to the tables, every case the report must tell apart ------

interface BoRow {
  website?: string;
  date: string;
  /** Jakarta wall-clock time `YYYY-MM-DDTHH:mm` */
  at: string;
  user: string;
  amount: string;
  approved?: string;
  status?: string;
  deleted?: boolean;
  handler?: string;
  bank?: [code: string, name: string, no: string];
  ticket: string;
}

const uploads = new Map<string, number>();

async function uploadId(website: string, kind: 'BO_DEPOSIT' | 'BO_WITHDRAW'): Promise<number> {
  const key = `${website}/${kind}`;
  const known = uploads.get(key);
  if (known !== undefined) return known;
  const id = await placeholderUpload(ctx, website, '2026-07-01', kind);
  uploads.set(key, id);
  return id;
}

function common(r: BoRow) {
  const [code, name, no] = r.bank ?? ['BCA', r.user.toUpperCase(), '1234567890'];
  return {
    website_code: r.website ?? 'ABC',
    statement_date: r.date,
    row_key: `${r.ticket}`,
    ticket_no: r.ticket,
    user_name: r.user,
    full_name: name,
    player_bank: `${code} - ${name} - ${no}`,
    player_bank_code: code,
    player_account_name: name,
    player_account_no: no,
    approved: r.approved !== undefined,
    approved_amount: r.approved ?? null,
    deleted_at: r.deleted ? new Date('2026-07-05T00:00:00Z') : null,
  };
}

/** Inserts `r` into `table`: the cells both tables share, an upload of `kind` of its website, then `values`. */
async function insertBo<T extends 'bo_deposit' | 'bo_withdraw'>(
  table: T,
  kind: 'BO_DEPOSIT' | 'BO_WITHDRAW',
  r: BoRow,
  values: Omit<Insertable<Database[T]>, 'upload_id' | keyof ReturnType<typeof common>>,
): Promise<void> {
  const row = { ...common(r), upload_id: await uploadId(r.website ?? 'ABC', kind), ...values };
  await ctx.db
    .insertInto(table)
    .values(row as unknown as Insertable<Database[T]>)
    .execute();
}

function deposit(r: BoRow): Promise<void> {
  return insertBo('bo_deposit', 'BO_DEPOSIT', r, {
    req_at: `${r.at}:00+07:00`,
    app_at: null,
    payment_type: 'BANK',
    depo_amount: r.amount,
    corporate_bank: 'BCA - PT ABC - 1111111111',
    bo_desc: '',
    bo_ref: '',
    bo_status: r.status ?? 'APPROVED',
    bo_reason: '',
    bo_handler: r.handler ?? 'op1',
    bo_website: 'NXB',
    player_ref: '',
    player_own_ref: '',
  });
}

function withdrawal(r: BoRow): Promise<void> {
  return insertBo('bo_withdraw', 'BO_WITHDRAW', r, {
    app_at: `${r.at}:00+07:00`,
    brand: 'NXB',
    amount: r.amount,
    corp_bank: 'BCA - PT ABC WD - 2222222222',
    wd_website: 'NXB',
    remarks: '',
    wd_status: r.status ?? 'SUCCESS',
    handler: r.handler ?? 'op2',
    ref_code: '',
    own_ref_code: '',
  });
}

/**
 * Website ABC, 1 to 3 July 2026 (statement dates). Counted: D2 150 000 (budi88, 10:00), D3 the corrected 45 000 of
 * 50 000,50 (Andi_50%, 09:00), D6 0,10 and D7 0,20 (3 July 08:00), W1 70 000 (budi88, 2 July 15:00), W2 the corrected
 * 20 000 of 25 000,25 (3 July 08:00). Not counted: D1 (30 June) and D8 (4 July), outside the range; D4 deleted; D5
 * REJECTED; W3 cancelled; W4 deleted; D9 on website XYZ.
 */
const TOTALS = { deposit: 195000.3, withdraw: 90000, balance: 105000.3, transactions: 6 };
const DAYS = [
  { date: '2026-07-01', total_deposit: 195000, total_withdraw: 0, total_transactions: 2, balance: 195000 },
  { date: '2026-07-02', total_deposit: 0, total_withdraw: 70000, total_transactions: 1, balance: -70000 },
  { date: '2026-07-03', total_deposit: 0.3, total_withdraw: 20000, total_transactions: 3, balance: -19999.7 },
];

async function buildWorld(): Promise<void> {
  const abc = await ctx.addWebsite('ABC');
  const xyz = await ctx.addWebsite('XYZ');
  await ctx.addAccount('budi', 'CHECKER', abc);
  await ctx.addAccount('siti', 'CS', abc);
  await ctx.addAccount('rudi', 'CHECKER', xyz);
  // W2 goes in before the deposits of the same moment: the kind, not the id, puts deposits first.
  await withdrawal({ ticket: 'W2', date: '2026-07-03', at: '2026-07-03T08:00', user: 'sri450', amount: '25000.25', approved: '20000.00', status: 'APPROVED' });
  await deposit({ ticket: 'D1', date: '2026-06-30', at: '2026-06-30T23:00', user: 'budi88', amount: '100000' });
  await deposit({
    ticket: 'D2',
    date: '2026-07-01',
    at: '2026-07-01T10:00',
    user: 'budi88',
    amount: '150000.00',
    handler: 'op1',
    bank: ['BCA', 'BUDI SANTOSO', '1234567890'],
  });
  await deposit({
    ticket: 'D3',
    date: '2026-07-01',
    at: '2026-07-01T09:00',
    user: 'Andi_50%',
    amount: '50000.50',
    approved: '45000.00',
    handler: 'op3',
    bank: ['BNI', 'ANDI WIJAYA', '555666777'],
  });
  await deposit({ ticket: 'D4', date: '2026-07-02', at: '2026-07-02T09:00', user: 'budi88', amount: '200000', deleted: true });
  await deposit({ ticket: 'D5', date: '2026-07-02', at: '2026-07-02T09:30', user: 'budi88', amount: '300000', status: 'Rejected' });
  await deposit({ ticket: 'D6', date: '2026-07-03', at: '2026-07-03T08:00', user: 'siti77', amount: '0.10' });
  await deposit({ ticket: 'D7', date: '2026-07-03', at: '2026-07-03T08:00', user: 'andiX50', amount: '0.20', status: 'PENDING' });
  await deposit({ ticket: 'D8', date: '2026-07-04', at: '2026-07-04T01:00', user: 'budi88', amount: '999999' });
  await deposit({ ticket: 'D9', website: 'XYZ', date: '2026-07-02', at: '2026-07-02T11:00', user: 'xyzplayer', amount: '777000' });
  await withdrawal({
    ticket: 'W1',
    date: '2026-07-02',
    at: '2026-07-02T15:00',
    user: 'budi88',
    amount: '70000',
    handler: 'op2',
    bank: ['BCA', 'BUDI SANTOSO', '1234567890'],
  });
  await withdrawal({ ticket: 'W3', date: '2026-07-03', at: '2026-07-03T09:00', user: 'budi88', amount: '5000', status: 'di-batal-kan' });
  await withdrawal({ ticket: 'W4', date: '2026-07-01', at: '2026-07-01T12:00', user: 'budi88', amount: '8000', deleted: true });
}

let admin: string;
let checker: string;
let cs: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await buildWorld();
  admin = await ctx.login('admin', ADMIN_PASSWORD);
  checker = await ctx.login('budi', USER_PASSWORD);
  cs = await ctx.login('siti', USER_PASSWORD);
});
afterAll(() => ctx.close());

// ---- calls ---------------------------------------------------------------------------------------

const by = (cookie?: string) => (cookie ? { cookie } : {});
const get = (cookie: string | undefined, url: string) => ctx.request({ method: 'GET', url, ...by(cookie) });

function dataPlayer(cookie: string | undefined, website: string, start: string, end: string, pageSize = 50, page = 1) {
  return get(cookie, `/api/dataplayer/${website}/${start}/${end}/${pageSize}/${page}`);
}
function searchPlayer(cookie: string | undefined, username: string, website: string, start: string, end: string, pageSize = 50, page = 1) {
  return get(cookie, `/api/searchdataplayer/${encodeURIComponent(username)}/${website}/${start}/${end}/${pageSize}/${page}`);
}
function totals(cookie: string | undefined, website: string, start: string, end: string, pageSize = 100, page = 1) {
  return get(cookie, `/api/totaldataplayer/${website}/${start}/${end}/${pageSize}/${page}`);
}
function exportReport(cookie: string | undefined, kind: 'csv' | 'excel', body: Record<string, unknown>) {
  return ctx.request({ method: 'POST', url: `/api/export${kind}totaldataplayer`, payload: body, ...by(cookie) });
}

const ok = <T>(res: { statusCode: number; body: string; json: () => unknown }): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const tickets = (res: DataPlayerResponse) => res.details.map((d) => d.ticket_no);

describe('GET /api/dataplayer', () => {
  it('lists the counted transactions of the range by time, deposits before withdrawals at one moment, then by id', async () => {
    const body = ok<DataPlayerResponse>(await dataPlayer(admin, 'ABC', '2026-07-01', '2026-07-03'));
    expect(tickets(body)).toEqual(['D3', 'D2', 'W1', 'D6', 'D7', 'W2']);
    expect(body.total).toBe(6);
    expect(body.last_page).toBe(1);
  });

  it('answers each row with the contract fields: the corrected amount, the time of the request or approval', async () => {
    const body = ok<DataPlayerResponse>(await dataPlayer(admin, 'ABC', '2026-07-01', '2026-07-02'));
    expect(body.details).toEqual([
      {
        date: '2026-07-01T02:00:00.000Z',
        handler: 'op3',
        username: 'Andi_50%',
        website: 'ABC',
        player_bank_name: 'BNI',
        player_bank_no: '555666777',
        deposit: 45000,
        withdraw: 0,
        kind: 'DEPOSIT',
        ticket_no: 'D3',
        player_account_name: 'ANDI WIJAYA',
        statement_date: '2026-07-01',
      },
      {
        date: '2026-07-01T03:00:00.000Z',
        handler: 'op1',
        username: 'budi88',
        website: 'ABC',
        player_bank_name: 'BCA',
        player_bank_no: '1234567890',
        deposit: 150000,
        withdraw: 0,
        kind: 'DEPOSIT',
        ticket_no: 'D2',
        player_account_name: 'BUDI SANTOSO',
        statement_date: '2026-07-01',
      },
      {
        date: '2026-07-02T08:00:00.000Z',
        handler: 'op2',
        username: 'budi88',
        website: 'ABC',
        player_bank_name: 'BCA',
        player_bank_no: '1234567890',
        deposit: 0,
        withdraw: 70000,
        kind: 'WITHDRAW',
        ticket_no: 'W1',
        player_account_name: 'BUDI SANTOSO',
        statement_date: '2026-07-02',
      },
    ]);
  });

  it('pages the rows and counts the pages', async () => {
    const first = ok<DataPlayerResponse>(await dataPlayer(admin, 'ABC', '2026-07-01', '2026-07-03', 4, 1));
    expect([tickets(first), first.last_page, first.total]).toEqual([['D3', 'D2', 'W1', 'D6'], 2, 6]);
    const second = ok<DataPlayerResponse>(await dataPlayer(admin, 'ABC', '2026-07-01', '2026-07-03', 4, 2));
    expect([tickets(second), second.last_page, second.total]).toEqual([['D7', 'W2'], 2, 6]);
    const beyond = ok<DataPlayerResponse>(await dataPlayer(admin, 'ABC', '2026-07-01', '2026-07-03', 4, 3));
    expect([tickets(beyond), beyond.last_page]).toEqual([[], 2]);
    const single = ok<DataPlayerResponse>(await dataPlayer(admin, 'ABC', '2026-07-01', '2026-07-03', 1, 6));
    expect([tickets(single), single.last_page]).toEqual([['W2'], 6]);
  });

  it('reads one day (start = end) and D-Mon-YYYY dates as the ISO ones', async () => {
    expect(tickets(ok(await dataPlayer(admin, 'ABC', '2026-07-02', '2026-07-02')))).toEqual(['W1']);
    expect(tickets(ok(await dataPlayer(admin, 'ABC', '1-Jul-2026', '03-Jul-2026')))).toEqual(['D3', 'D2', 'W1', 'D6', 'D7', 'W2']);
    expect(tickets(ok(await dataPlayer(admin, 'ABC', '30-Jun-2026', '2026-07-01')))).toEqual(['D1', 'D3', 'D2']);
  });

  it('refuses an end before the start, a bad date and a range over a year with the exact message', async () => {
    expect((await dataPlayer(admin, 'ABC', '2026-07-03', '2026-07-02')).json()).toEqual({ message: REPORT_MSG.endBeforeStart });
    expect((await dataPlayer(admin, 'ABC', '3-Jul-2026', '2-Jul-2026')).statusCode).toBe(400);
    const bad = await dataPlayer(admin, 'ABC', '2026-02-30', '2026-07-02');
    expect([bad.statusCode, bad.json().message]).toEqual([400, REPORT_MSG.badDate('2026-02-30')]);
    expect((await dataPlayer(admin, 'ABC', '2026-07-01', '3-Mei-2026')).json().message).toBe(REPORT_MSG.badDate('3-Mei-2026'));
    const long = await dataPlayer(admin, 'ABC', '2026-01-01', '2027-01-02');
    expect([long.statusCode, long.json().message]).toEqual([400, REPORT_MSG.rangeTooLong]);
    expect((await dataPlayer(admin, 'ABC', '2026-01-01', '2027-01-01')).statusCode).toBe(200);
  });

  it('takes page sizes from 1 to 1000', async () => {
    expect((await dataPlayer(admin, 'ABC', '2026-07-01', '2026-07-03', 1000)).statusCode).toBe(200);
    for (const [size, page] of [
      [0, 1],
      [1001, 1],
      [10, 0],
    ] as const) {
      expect((await dataPlayer(admin, 'ABC', '2026-07-01', '2026-07-03', size, page)).statusCode, `${size}/${page}`).toBe(400);
    }
  });

  it('an unknown website is an empty report', async () => {
    expect(ok(await dataPlayer(admin, 'NOPE', '2026-07-01', '2026-07-03'))).toEqual({ details: [], last_page: 1, total: 0 });
  });
});

describe('GET /api/searchdataplayer', () => {
  it('finds part of a username in any case, deposits and withdrawals', async () => {
    const body = ok<DataPlayerResponse>(await searchPlayer(admin, 'BUDI', 'ABC', '2026-07-01', '2026-07-03'));
    expect([tickets(body), body.total, body.last_page]).toEqual([['D2', 'W1'], 2, 1]);
    expect(tickets(ok(await searchPlayer(admin, ' di8 ', 'ABC', '2026-07-01', '2026-07-03')))).toEqual(['D2', 'W1']);
  });

  it('reads % and _ as themselves', async () => {
    expect(tickets(ok(await searchPlayer(admin, 'andi_5', 'ABC', '2026-07-01', '2026-07-03')))).toEqual(['D3']);
    expect(tickets(ok(await searchPlayer(admin, '50%', 'ABC', '2026-07-01', '2026-07-03')))).toEqual(['D3']);
    expect(tickets(ok(await searchPlayer(admin, '%', 'ABC', '2026-07-01', '2026-07-03')))).toEqual(['D3']);
    expect(ok(await searchPlayer(admin, 'nobody', 'ABC', '2026-07-01', '2026-07-03'))).toEqual({ details: [], last_page: 1, total: 0 });
  });

  it('pages the matches and needs a username', async () => {
    const body = ok<DataPlayerResponse>(await searchPlayer(admin, 'budi', 'ABC', '2026-07-01', '2026-07-03', 1, 2));
    expect([tickets(body), body.last_page, body.total]).toEqual([['W1'], 2, 2]);
    const blank = await searchPlayer(admin, '  ', 'ABC', '2026-07-01', '2026-07-03');
    expect([blank.statusCode, blank.json().message]).toEqual([400, REPORT_MSG.usernameRequired]);
    expect((await searchPlayer(admin, 'budi', 'ABC', '2026-07-03', '2026-07-01')).json().message).toBe(REPORT_MSG.endBeforeStart);
  });
});

describe('GET /api/totaldataplayer', () => {
  it('sums the whole range for the tiles and lists its days with the grand totals', async () => {
    expect(ok(await totals(admin, 'ABC', '2026-07-01', '2026-07-03'))).toEqual({
      ...TOTALS,
      details: DAYS,
      grand_total_deposit: TOTALS.deposit,
      grand_total_withdraw: TOTALS.withdraw,
      total_balance: TOTALS.balance,
      grand_total_transactions: TOTALS.transactions,
      last_page: 1,
    });
  });

  it('pages the days, keeping the totals of the whole range', async () => {
    const body = ok<TotalDataPlayerResponse>(await totals(admin, 'ABC', '1-Jul-2026', '3-Jul-2026', 2, 2));
    expect(body.details).toEqual([DAYS[2]]);
    expect([body.last_page, body.grand_total_deposit, body.deposit, body.grand_total_transactions]).toEqual([2, 195000.3, 195000.3, 6]);
  });

  it('leaves out days without data and answers zeros for an empty range', async () => {
    const body = ok<TotalDataPlayerResponse>(await totals(admin, 'ABC', '2026-06-29', '2026-07-01'));
    expect(body.details.map((d) => d.date)).toEqual(['2026-06-30', '2026-07-01']);
    expect([body.deposit, body.transactions]).toEqual([295000, 3]);
    expect(ok(await totals(admin, 'ABC', '2026-08-01', '2026-08-01'))).toEqual(NO_TOTALS);
    expect((await totals(admin, 'ABC', '2026-07-03', '2026-07-01')).json()).toEqual({ message: REPORT_MSG.endBeforeStart });
  });
});

describe('who reads which website', () => {
  it('CHECKER and CS read their own website, in any case; naming another is not found', async () => {
    for (const who of [checker, cs]) {
      expect(tickets(ok(await dataPlayer(who, 'abc', '2026-07-01', '2026-07-03')))).toEqual(['D3', 'D2', 'W1', 'D6', 'D7', 'W2']);
      expect(ok<TotalDataPlayerResponse>(await totals(who, 'ABC', '2026-07-01', '2026-07-03')).deposit).toBe(TOTALS.deposit);
      expect(tickets(ok(await searchPlayer(who, 'budi', 'ABC', '2026-07-01', '2026-07-03')))).toEqual(['D2', 'W1']);
      for (const res of [
        await dataPlayer(who, 'XYZ', '2026-07-01', '2026-07-03'),
        await searchPlayer(who, 'xyz', 'XYZ', '2026-07-01', '2026-07-03'),
        await totals(who, 'XYZ', '2026-07-01', '2026-07-03'),
        await totals(who, 'all', '2026-07-01', '2026-07-03'),
        await exportReport(who, 'csv', { start: '2026-07-01', end: '2026-07-03', group: 'XYZ' }),
      ]) {
        expect([res.statusCode, res.json()]).toEqual([404, { message: MSG.websiteNotFound }]);
      }
    }
  });

  it('ADMIN reads any website, and every website with all', async () => {
    expect(tickets(ok(await dataPlayer(admin, 'xyz', '2026-07-01', '2026-07-03')))).toEqual(['D9']);
    expect(ok<TotalDataPlayerResponse>(await totals(admin, 'all', '2026-07-02', '2026-07-02')).details).toEqual([
      { date: '2026-07-02', total_deposit: 777000, total_withdraw: 70000, total_transactions: 2, balance: 707000 },
    ]);
  });

  it('answers 401 without a session', async () => {
    for (const res of [
      await dataPlayer(undefined, 'ABC', '2026-07-01', '2026-07-03'),
      await searchPlayer(undefined, 'budi', 'ABC', '2026-07-01', '2026-07-03'),
      await totals(undefined, 'ABC', '2026-07-01', '2026-07-03'),
      await exportReport(undefined, 'excel', { start: '2026-07-01', end: '2026-07-03', group: 'ABC' }),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([401, { message: MSG.notSignedIn }]);
    }
  });
});

describe('Export CSV and Export Excel of the Game Site report', () => {
  const HEADER = ['Date', 'Total Depo', 'Total WD', 'Total Transaksi', 'Balance'];

  it('writes the days and the Total Sum row as CSV, named after the group and the dates as sent', async () => {
    let res: Awaited<ReturnType<typeof exportReport>> | undefined;
    const logged = await newActivities(ctx, async () => {
      res = await exportReport(checker, 'csv', { start: '1-Jul-2026', end: '2026-07-03', group: 'abc' });
    });
    expect(res!.statusCode, res!.body).toBe(200);
    expect(res!.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res!.headers['content-disposition']).toBe('attachment; filename="gamesite_abc_1-Jul-2026_2026-07-03.csv"');
    expect(res!.body).toBe(
      '\uFEFFDate,Total Depo,Total WD,Total Transaksi,Balance\r\n' +
        '01/07/2026,195000,0,2,195000\r\n' +
        '02/07/2026,0,70000,1,-70000\r\n' +
        '03/07/2026,0.3,20000,3,-19999.7\r\n' +
        'Total Sum,195000.3,90000,6,105000.3\r\n',
    );
    expect(logged).toEqual([{ username: 'budi', role: 'CHECKER', website_code: 'ABC', activity: 'Export CSV Game Site ABC 1-Jul-2026 - 2026-07-03: 3 hari' }]);
  });

  it('writes the same cells to an .xlsx file, amounts as numbers', async () => {
    const res = await exportReport(admin, 'excel', { start: '2026-07-01', end: '2026-07-03', group: 'ABC' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gamesite_abc_2026-07-01_2026-07-03.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Game Site Report');
    const rows = Array.from({ length: sheet.rowCount }, (_, i) => (sheet.getRow(i + 1).values as unknown[]).slice(1));
    expect(rows).toEqual([
      HEADER,
      ['01/07/2026', 195000, 0, 2, 195000],
      ['02/07/2026', 0, 70000, 1, -70000],
      ['03/07/2026', 0.3, 20000, 3, -19999.7],
      ['Total Sum', 195000.3, 90000, 6, 105000.3],
    ]);
  });

  it('writes only the header and a zero Total Sum for a range without data', async () => {
    const res = await exportReport(admin, 'csv', { start: '2026-08-01', end: '2026-08-02', group: 'ABC' });
    expect(res.body).toBe('\uFEFFDate,Total Depo,Total WD,Total Transaksi,Balance\r\nTotal Sum,0,0,0,0\r\n');
  });

  it('refuses bad dates, an end before the start and a missing group', async () => {
    const bad = await exportReport(admin, 'csv', { start: '2026-13-01', end: '2026-07-03', group: 'ABC' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, REPORT_MSG.badDate('2026-13-01')]);
    const reversed = await exportReport(admin, 'excel', { start: '2026-07-03', end: '2026-07-01', group: 'ABC' });
    expect([reversed.statusCode, reversed.json().message]).toEqual([400, REPORT_MSG.endBeforeStart]);
    expect((await exportReport(admin, 'csv', { start: '2026-07-01', end: '2026-07-03' })).statusCode).toBe(400);
  });
});
