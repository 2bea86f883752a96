import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_MSG, MSG, type DashboardResponse, type Identity } from '@auto-checker/contract';
import { dashboard } from '../src/modules/dashboard/service.ts';
import { ADMIN_PASSWORD, USER_PASSWORD, createTestContext, type TestContext } from './support/harness.ts';
import { expectPage } from './support/records.ts';
import { placeholderUpload } from './support/placeholder-upload.ts';
import type { Insertable } from 'kysely';
import type { Database } from '../src/db/schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// ---- fixtures: decided rows written directly, so every figure below is computed by hand ------------
//
// The test clock reads 2026-11-22 10:00 in Jakarta (03:00 UTC): the dashboard's default date is 22 Nov 2026.
//
// AAA, 22 Nov: deposits 100 000 auto, 250 000 approved by a checker as 249 000, 50 000 and 75 000 pending,
//   999 999 pending but deleted; withdrawals 300 000 auto, 120 000 pending, 80 000 approved by a checker
//   (no correction), 40 000 deleted. Lines: CR 100 000 held by the auto deposit, CR 249 000 and CR 10 000.50
//   held by none, a CR interest line, a CR on the withdraw account, DB 300 000 held by the auto withdrawal,
//   DB 55 000 held by none, a DB fee line; a DB 500 000 sweep of the deposit account, a DB 66 000 payout that came back
//   (a RETURN credit names it), a CR 88 000 PEND row and its booked copy (which names it as its twin).
// AAA, 21 Nov: a 20 000 deposit auto, a 30 000 withdrawal pending, an unmatched CR 5 000.
// AAA, 8 Nov (outside the 14 days ending 22 Nov): a deposit auto.
// BBB, 22 Nov: deposits 500 000 auto and 60 000 pending; lines CR 70 000 and DB 15 000 held by none.
// BBB, 9 Nov (the trend's first day): deposits 10 000 auto and 20 000 pending.
// CCC: a website without any row.

const TODAY = '2026-11-22';
type Decision = 'auto' | 'checker' | 'pending';

interface BoSpec {
  website: string;
  date: string;
  amount: string;
  decision: Decision;
  corrected?: string;
  deleted?: boolean;
}

interface LineSpec {
  website: string;
  date: string;
  direction: 'CR' | 'DB';
  amount: string;
  jenis?: 'DEPO' | 'WD' | null;
  channel?: string;
  heldBy?: number;
  /** What the matcher links: the line is the same money as that one; this credit brings back that payout. */
  twinOf?: number;
  returnOf?: number;
}

let rowCount = 0;

function review(spec: BoSpec) {
  const decided = spec.decision !== 'pending';
  return {
    website_code: spec.website,
    statement_date: spec.date,
    row_key: `dash-${++rowCount}`,
    ticket_no: `T${rowCount}`,
    user_name: `player${rowCount}`,
    full_name: `PLAYER ${rowCount}`,
    player_bank: '',
    player_bank_code: 'BCA',
    player_account_name: `PLAYER ${rowCount}`,
    player_account_no: '123',
    approved: decided,
    note: decided ? 'decided' : null,
    approved_amount: spec.corrected ?? null,
    approved_by_name: spec.decision === 'checker' ? 'admin' : null,
    approved_at: decided ? new Date(`${spec.date}T05:00:00Z`) : null,
    match_rule: spec.decision === 'auto' ? 'amount-name' : null,
    deleted_at: spec.deleted ? new Date(`${spec.date}T06:00:00Z`) : null,
  };
}

/** Inserts one row of `table` in a placeholder upload of `kind` of the spec's website and date; answers its id. */
async function insertRow<T extends 'bo_deposit' | 'bo_withdraw' | 'statement_line'>(
  table: T,
  kind: 'BO_DEPOSIT' | 'BO_WITHDRAW' | 'STATEMENT',
  spec: { website: string; date: string },
  values: Omit<Insertable<Database[T]>, 'upload_id'>,
): Promise<number> {
  const upload_id = await placeholderUpload(ctx, spec.website, spec.date, kind);
  const row = await ctx.db
    .insertInto(table)
    .values({ ...values, upload_id } as unknown as Insertable<Database[T]>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function deposit(spec: BoSpec): Promise<number> {
  return insertRow('bo_deposit', 'BO_DEPOSIT', spec, {
    ...review(spec),
    req_at: `${spec.date}T09:00:00+07:00`,
    app_at: null,
    payment_type: 'BANK',
    depo_amount: spec.amount,
    admin_fee: null,
    agent_fee: null,
    player_fee: null,
    nett_amount: null,
    corporate_bank: '',
    bo_desc: '',
    bo_ref: '',
    bo_status: 'APPROVED',
    bo_reason: '',
    bo_handler: '',
    bo_website: spec.website,
    player_ref: '',
    player_own_ref: '',
  });
}

function withdrawal(spec: BoSpec): Promise<number> {
  return insertRow('bo_withdraw', 'BO_WITHDRAW', spec, {
    ...review(spec),
    app_at: `${spec.date}T10:00:00+07:00`,
    brand: '',
    amount: spec.amount,
    nett_amount: null,
    corp_bank: '',
    wd_website: spec.website,
    remarks: '',
    wd_status: 'APPROVED',
    handler: '',
    ref_code: '',
    own_ref_code: '',
    last_balance: null,
  });
}

function line(spec: LineSpec): Promise<number> {
  return insertRow('statement_line', 'STATEMENT', spec, {
    website_code: spec.website,
    bank_account_id: null,
    source: 'bca',
    jenis: spec.jenis === undefined ? (spec.direction === 'CR' ? 'DEPO' : 'WD') : spec.jenis,
    statement_date: spec.date,
    row_key: `line-${++rowCount}`,
    booked_date: spec.date,
    booked_at: `${spec.date}T09:30:00+07:00`,
    pending: false,
    direction: spec.direction,
    amount: spec.amount,
    gross_amount: null,
    fee_amount: null,
    balance: null,
    description: `LINE ${rowCount}`,
    channel: spec.channel ?? 'BI_FAST',
    counterparty_name: '',
    counterparty_account: '',
    reference: '',
    matched_bo_id: spec.heldBy ?? null,
    approved: spec.heldBy !== undefined,
    note: null,
    twin_of_line_id: spec.twinOf ?? null,
    return_of_line_id: spec.returnOf ?? null,
  });
}

interface World {
  admin: string;
  checkerA: string;
  csA: string;
}

async function buildWorld(): Promise<World> {
  await ctx.reset();
  const aaa = await ctx.addWebsite('AAA');
  await ctx.addWebsite('BBB', 'LUXE');
  await ctx.addWebsite('CCC');
  await ctx.addAccount('cek', 'CHECKER', aaa);
  await ctx.addAccount('cs', 'CS', aaa);

  const a = { website: 'AAA', date: TODAY };
  const autoDeposit = await deposit({ ...a, amount: '100000.00', decision: 'auto' });
  await deposit({ ...a, amount: '250000.00', decision: 'checker', corrected: '249000.00' });
  await deposit({ ...a, amount: '50000.00', decision: 'pending' });
  await deposit({ ...a, amount: '75000.00', decision: 'pending' });
  await deposit({ ...a, amount: '999999.00', decision: 'pending', deleted: true });
  const autoWithdrawal = await withdrawal({ ...a, amount: '300000.00', decision: 'auto' });
  await withdrawal({ ...a, amount: '120000.00', decision: 'pending' });
  await withdrawal({ ...a, amount: '80000.00', decision: 'checker' });
  await withdrawal({ ...a, amount: '40000.00', decision: 'pending', deleted: true });
  await line({ ...a, direction: 'CR', amount: '100000.00', heldBy: autoDeposit });
  await line({ ...a, direction: 'CR', amount: '249000.00' });
  await line({ ...a, direction: 'CR', amount: '10000.50' });
  await line({ ...a, direction: 'CR', amount: '1234.56', channel: 'INTEREST' });
  await line({ ...a, direction: 'CR', amount: '777000.00', jenis: 'WD' });
  await line({ ...a, direction: 'DB', amount: '300000.00', heldBy: autoWithdrawal });
  await line({ ...a, direction: 'DB', amount: '55000.00', jenis: null });
  await line({ ...a, direction: 'DB', amount: '2900.00', channel: 'FEE' });
  // Listed in View Mutasi but never Pending: a sweep out of the deposit account, a payout that came back and its
  // return, and the booked copy of a PEND transfer (the PEND row itself is Pending, once).
  await line({ ...a, direction: 'DB', amount: '500000.00', jenis: 'DEPO' });
  const returned = await line({ ...a, direction: 'DB', amount: '66000.00' });
  await line({ ...a, direction: 'CR', amount: '66000.00', jenis: 'WD', channel: 'RETURN', returnOf: returned });
  const pend = await line({ ...a, direction: 'CR', amount: '88000.00' });
  await line({ ...a, direction: 'CR', amount: '88000.00', twinOf: pend });

  await deposit({ website: 'AAA', date: '2026-11-21', amount: '20000.00', decision: 'auto' });
  await withdrawal({ website: 'AAA', date: '2026-11-21', amount: '30000.00', decision: 'pending' });
  await line({ website: 'AAA', date: '2026-11-21', direction: 'CR', amount: '5000.00' });
  await deposit({ website: 'AAA', date: '2026-11-08', amount: '1000.00', decision: 'auto' });

  const b = { website: 'BBB', date: TODAY };
  await deposit({ ...b, amount: '500000.00', decision: 'auto' });
  await deposit({ ...b, amount: '60000.00', decision: 'pending' });
  await line({ ...b, direction: 'CR', amount: '70000.00' });
  await line({ ...b, direction: 'DB', amount: '15000.00' });
  await deposit({ website: 'BBB', date: '2026-11-09', amount: '10000.00', decision: 'auto' });
  await deposit({ website: 'BBB', date: '2026-11-09', amount: '20000.00', decision: 'pending' });

  return {
    admin: await ctx.login('admin', ADMIN_PASSWORD),
    checkerA: await ctx.login('cek', USER_PASSWORD),
    csA: await ctx.login('cs', USER_PASSWORD),
  };
}

function getDashboard(cookie: string | undefined, query = '') {
  return ctx.request({ method: 'GET', url: `/api/dashboard${query}`, ...(cookie ? { cookie } : {}) });
}

async function dashboardOf(cookie: string, query = ''): Promise<DashboardResponse> {
  const res = await getDashboard(cookie, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardResponse;
}

// ---- expected figures --------------------------------------------------------------------------

const zeroSide = { count: 0, amount: 0, auto: 0, checker: 0, pending: 0, pending_amount: 0 };
const zeroTotal = { count: 0, amount: 0 };
type Side = typeof zeroSide;
type Total = typeof zeroTotal;

/** A website's row of the dashboard: its code, the name the test context gives it ('Website <code>'), its figures. */
const websiteRow = (code: string, figures: { deposit: Side; withdraw: Side; unmatched_credit: Total; unmatched_debit: Total }) => ({
  website_code: code,
  website_name: `Website ${code}`,
  ...figures,
});

const AAA = websiteRow('AAA', {
  deposit: { count: 4, amount: 474000, auto: 1, checker: 1, pending: 2, pending_amount: 125000 },
  withdraw: { count: 3, amount: 500000, auto: 1, checker: 1, pending: 1, pending_amount: 120000 },
  unmatched_credit: { count: 3, amount: 347000.5 },
  unmatched_debit: { count: 1, amount: 55000 },
});
const BBB = websiteRow('BBB', {
  deposit: { count: 2, amount: 560000, auto: 1, checker: 0, pending: 1, pending_amount: 60000 },
  withdraw: zeroSide,
  unmatched_credit: { count: 1, amount: 70000 },
  unmatched_debit: { count: 1, amount: 15000 },
});
const CCC = websiteRow('CCC', {
  deposit: zeroSide,
  withdraw: zeroSide,
  unmatched_credit: zeroTotal,
  unmatched_debit: zeroTotal,
});

const only = ({ website_code: _code, website_name: _name, ...figures }: typeof AAA) => figures;

/** The 14 days ending 22 Nov 2026, oldest first, with the given (total, auto) on some of them. */
function trendEnding22(days: Record<string, [number, number]>) {
  return Array.from({ length: 14 }, (_, i) => {
    const date = `2026-11-${String(9 + i).padStart(2, '0')}`;
    const [total, auto] = days[date] ?? [0, 0];
    return { date, total, auto };
  });
}

// ---- tests --------------------------------------------------------------------------------------

describe('GET /api/dashboard', () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld();
  });
  beforeEach(() => {
    ctx.clock.current = new Date('2026-11-22T03:00:00Z');
  });

  it('gives ADMIN every website (in code order, empty ones as zeros), their totals and the 14-day trend', async () => {
    expect(await dashboardOf(w.admin)).toEqual({
      scope: 'full',
      date: TODAY,
      totals: {
        deposit: { count: 6, amount: 1034000, auto: 2, checker: 1, pending: 3, pending_amount: 185000 },
        withdraw: AAA.withdraw,
        unmatched_credit: { count: 4, amount: 417000.5 },
        unmatched_debit: { count: 2, amount: 70000 },
      },
      websites: [AAA, BBB, CCC],
      trend: trendEnding22({ '2026-11-09': [2, 1], '2026-11-21': [2, 1], '2026-11-22': [9, 3] }),
    });
  });

  it('gives a CHECKER its own website only, totals and trend included', async () => {
    expect(await dashboardOf(w.checkerA)).toEqual({
      scope: 'full',
      date: TODAY,
      totals: only(AAA),
      websites: [AAA],
      trend: trendEnding22({ '2026-11-21': [2, 1], '2026-11-22': [7, 2] }),
    });
  });

  it('gives CS the deposit and withdraw totals of its own website, nothing more', async () => {
    expect(await dashboardOf(w.csA)).toEqual({
      scope: 'totals',
      date: TODAY,
      website_code: 'AAA',
      deposit: { count: 4, amount: 474000 },
      withdraw: { count: 3, amount: 500000 },
    });
  });

  it('gives an account without a website zeros, never anyone else’s figures', async () => {
    // The database refuses such an account (account_role_website); the service must not lean on that alone.
    const lost = (role: 'CHECKER' | 'CS'): Identity => ({
      account_id: 99,
      account_name: 'lost',
      account_role: role,
      account_website: null,
      account_website_code: null,
    });
    expect(await dashboard(ctx.db, lost('CHECKER'), TODAY)).toEqual({
      scope: 'full',
      date: TODAY,
      totals: only(CCC),
      websites: [],
      trend: trendEnding22({}),
    });
    expect(await dashboard(ctx.db, lost('CS'), TODAY)).toEqual({ scope: 'totals', date: TODAY, website_code: null, deposit: zeroTotal, withdraw: zeroTotal });
  });

  it('reads the date as YYYY-MM-DD or D-Mon-YYYY', async () => {
    const day21 = websiteRow('AAA', {
      deposit: { count: 1, amount: 20000, auto: 1, checker: 0, pending: 0, pending_amount: 0 },
      withdraw: { count: 1, amount: 30000, auto: 0, checker: 0, pending: 1, pending_amount: 30000 },
      unmatched_credit: { count: 1, amount: 5000 },
      unmatched_debit: zeroTotal,
    });

    for (const query of ['?date=2026-11-21', '?date=21-Nov-2026', '?date=%2021-nov-2026%20']) {
      const answer = await dashboardOf(w.checkerA, query);
      expect(answer.scope === 'full' && answer.websites, query).toEqual([day21]);
      expect(answer.date).toBe('2026-11-21');
    }
    const full = await dashboardOf(w.admin, '?date=2026-11-21');
    expect(full.scope === 'full' && full.trend.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => `2026-11-${String(8 + i).padStart(2, '0')}`));
    expect(full.scope === 'full' && full.trend[0]).toEqual({ date: '2026-11-08', total: 1, auto: 1 });
  });

  it('defaults to today in Jakarta, which starts at 17:00 UTC the day before', async () => {
    ctx.clock.current = new Date('2026-11-21T17:30:00Z');
    expect((await dashboardOf(w.csA)).date).toBe('2026-11-22');
    ctx.clock.current = new Date('2026-11-21T16:59:59Z');
    expect(await dashboardOf(w.csA)).toEqual({
      scope: 'totals',
      date: '2026-11-21',
      website_code: 'AAA',
      deposit: { count: 1, amount: 20000 },
      withdraw: { count: 1, amount: 30000 },
    });
  });

  it('refuses a date that is not one with 400 and the message naming it', async () => {
    for (const raw of ['2026-02-30', '22/11/2026', 'kemarin', '3-Mei-2026']) {
      const res = await getDashboard(w.admin, `?date=${encodeURIComponent(raw)}`);
      expect(res.statusCode, raw).toBe(400);
      expect(res.json()).toEqual({ message: DASHBOARD_MSG.badDate(raw) });
    }
  });

  it('answers 401 without a session', async () => {
    const res = await getDashboard(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.notSignedIn });
  });

  it('counts exactly what View BO and View Mutasi list for the same date and website', async () => {
    const total = async (path: string) => {
      const res = await ctx.request({ method: 'GET', url: `/api/${path}/100/1`, cookie: w.admin });
      const rows = expectPage(res, Number(res.headers['x-total-count']));
      return { count: rows.length, rows };
    };
    const shown = (rows: Record<string, unknown>[], amount: string) =>
      rows.reduce((sum, r) => sum + Math.round(((r.approved_amount as number | null) ?? (r[amount] as number)) * 100), 0) / 100;
    const answer = await dashboardOf(w.admin);
    if (answer.scope !== 'full') throw new Error('ADMIN gets the full dashboard');
    for (const site of answer.websites) {
      const code = site.website_code;
      for (const [view, side, amount] of [
        ['viewbo', site.deposit, 'depo_amount'],
        ['viewbowd', site.withdraw, 'wd_amount'],
      ] as const) {
        const all = await total(`${view}/22-Nov-2026/${code}/all`);
        const approved = await total(`${view}/22-Nov-2026/${code}/approve`);
        const pending = await total(`${view}/22-Nov-2026/${code}/pending`);
        expect([side.count, side.amount], `${view} ${code} all`).toEqual([all.count, shown(all.rows, amount)]);
        expect(side.auto + side.checker, `${view} ${code} approve`).toBe(approved.count);
        expect(side.auto, `${view} ${code} auto`).toBe(approved.rows.filter((r) => r.match_rule !== null).length);
        expect([side.pending, side.pending_amount], `${view} ${code} pending`).toEqual([pending.count, shown(pending.rows, amount)]);
      }
      const credits = await total(`viewmutasi/22-Nov-2026/${code}/pending`);
      const debits = await total(`viewmutasiwd/22-Nov-2026/${code}/pending`);
      expect([site.unmatched_credit.count, site.unmatched_credit.amount], `viewmutasi ${code}`).toEqual([
        credits.count,
        credits.rows.reduce((sum, r) => sum + Math.round((r.mutasi_amount as number) * 100), 0) / 100,
      ]);
      expect([site.unmatched_debit.count, site.unmatched_debit.amount], `viewmutasiwd ${code}`).toEqual([
        debits.count,
        debits.rows.reduce((sum, r) => sum + Math.round((r.mutasiwd_amount as number) * 100), 0) / 100,
      ]);
    }
  });
});
