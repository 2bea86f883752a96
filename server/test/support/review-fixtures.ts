import { expect } from 'vitest';
import { BO_DEPOSIT_FORMATS, BO_WITHDRAW_FORMATS } from '../../src/modules/bo/formats.ts';
import { ADMIN_PASSWORD, USER_PASSWORD, type TestContext } from './harness.ts';
import { csv } from './multipart.ts';
import { bcaLine, nexusDeposit, nexusWithdrawal } from './nexus-rows.ts';
import { ABC_DEPO, uploadAs, type TestAccount } from './website-accounts.ts';

/**
 * What the View BO write tests (review-write, review-revert) share: website ABC's rows of 3 July 2026 as the Nexus
 * panel exports them, its BCA deposit statement, the accounts that act on them, and the calls they make.
 */

/** 12:00 on 3 July 2026 in Jakarta. */
export const NOON_3_JULY = '2026-07-03T05:00:00Z';

/** A Nexus deposit row: ticket, request time (dd/mm/yyyy HH:mm:ss), name, amount. */
export function deposit(ticket: string, at: string, name: string, amount: number, website = 'ABC', status = 'APPROVED') {
  // The players bank with Mandiri: their money arrives by BI-FAST `DR 008` (the sender's bank must be the player's).
  // Another website's row names that website's account, not ABC's (an upload refuses a BO file naming another's).
  const corporate = website === 'ABC' ? {} : { corporate: `BCA - PT ${website} - 9090909090` };
  return nexusDeposit(ticket, at, name, amount, { bank: `MANDIRI - ${name} - 1234567890`, website, status, ...corporate });
}
export const withdrawal = (ticket: string, at: string, name: string, amount: number, status = 'APPROVED') =>
  nexusWithdrawal(ticket, at, name, amount, { status });
/** A credit of ABC's BCA statement (our template). */
export const bca = (at: string, text: string, amount: number) => bcaLine(at, text, amount);

export const bo = (groups: string, dates: string) => ({ groups, dates, depo_created_by: '1', provider: 'NEXUS' });
export const depoAccount = { ...bo('ABC', '03-Jul-2026'), corporate_bank_name: 'PT ABC', corporate_bank_no: '1111111111' };
export const depositFile = (rows: string[][]) => csv(BO_DEPOSIT_FORMATS.checkdata.template, rows);
export const withdrawFile = (rows: string[][]) => csv(BO_WITHDRAW_FORMATS.bowd.template, rows);

export interface Cookies {
  admin: string;
  /** CHECKER of ABC */
  budi: string;
  /** CHECKER of XYZ */
  rudi: string;
  /** CS of ABC */
  siti: string;
}

/**
 * Websites ABC and XYZ, budi CHECKER of ABC, rudi CHECKER of XYZ, siti CS of ABC, ABC's BCA accounts (its deposit
 * account unless others are named); no BO row or statement yet. Answers the ids of admin and budi.
 */
export async function reviewAccounts(ctx: TestContext, accounts: readonly TestAccount[] = [ABC_DEPO]): Promise<{ adminId: number; budiId: number }> {
  await ctx.reset();
  const abc = await ctx.addWebsite('ABC');
  const xyz = await ctx.addWebsite('XYZ');
  const budiId = await ctx.addAccount('budi', 'CHECKER', abc);
  await ctx.addAccount('rudi', 'CHECKER', xyz);
  await ctx.addAccount('siti', 'CS', abc);
  const adminId = (await ctx.db.selectFrom('account').select('id').where('name', '=', 'admin').executeTakeFirstOrThrow()).id;
  for (const a of accounts)
    await ctx.db.insertInto('bank_account').values({ website_code: 'ABC', kind: a.kind, bank: 'BCA', name: a.name, number: a.number }).execute();
  return { adminId, budiId };
}

/** ABC deposits DP1-DP3 of 3 July and XYZ deposit DX1 of 3 July, uploaded as `cookie`. */
export async function uploadDepositsOf3July(ctx: TestContext, cookie: string): Promise<void> {
  await uploadAs(
    ctx,
    cookie,
    'checkdata',
    bo('ABC', '03-Jul-2026'),
    depositFile([
      deposit('DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO', 100000),
      deposit('DP2', '03/07/2026 14:01:00', 'SITI AMINAH', 50000),
      deposit('DP3', '03/07/2026 14:02:00', 'ANDI WIJAYA', 75000),
    ]),
  );
  await uploadAs(ctx, cookie, 'checkdata', bo('XYZ', '03-Jul-2026'), depositFile([deposit('DX1', '03/07/2026 11:00:00', 'DEWI LESTARI', 40000, 'XYZ')]));
}

/** The start of each write test: reviewAccounts, everyone signed in at noon on 3 July, and that day's deposits uploaded. */
export async function startReviewDay(ctx: TestContext): Promise<{ adminId: number; budiId: number; who: Cookies }> {
  const ids = await reviewAccounts(ctx);
  const who = await signInAt(ctx, NOON_3_JULY);
  await uploadDepositsOf3July(ctx, who.admin);
  return { ...ids, who };
}

/** Everything a refused write could have changed: the BO rows, the lines and the activity beyond signing in. */
export async function writtenRows(ctx: TestContext) {
  return {
    deposits: await ctx.db.selectFrom('bo_deposit').selectAll().orderBy('id').execute(),
    withdrawals: await ctx.db.selectFrom('bo_withdraw').selectAll().orderBy('id').execute(),
    lines: await ctx.db.selectFrom('statement_line').selectAll().orderBy('id').execute(),
    activity: await ctx.db.selectFrom('activity').selectAll().where('activity', 'not like', 'Login%').orderBy('id').execute(),
  };
}

/** Moves the clock to `iso` and signs everyone in again there (a session lives 12 hours of that clock). */
export async function signInAt(ctx: TestContext, iso: string): Promise<Cookies> {
  ctx.clock.current = new Date(iso);
  return signInAll(ctx);
}

export async function signInAll(ctx: TestContext): Promise<Cookies> {
  return {
    admin: await ctx.login('admin', ADMIN_PASSWORD),
    budi: await ctx.login('budi', USER_PASSWORD),
    rudi: await ctx.login('rudi', USER_PASSWORD),
    siti: await ctx.login('siti', USER_PASSWORD),
  };
}

/** The same four signed in, named by what they are to website ABC: admin, checkerA (budi), checkerB (rudi, of XYZ), cs (siti). */
export async function signInByRole(ctx: TestContext): Promise<{ admin: string; checkerA: string; checkerB: string; cs: string }> {
  const c = await signInAll(ctx);
  return { admin: c.admin, checkerA: c.budi, checkerB: c.rudi, cs: c.siti };
}

/** Rows by ticket, and the PUT calls, on one test context. */
export function reviewCalls(ctx: () => TestContext) {
  const idOf = async (table: 'bo_deposit' | 'bo_withdraw', ticket: string) =>
    (await ctx().db.selectFrom(table).select('id').where('ticket_no', '=', ticket).executeTakeFirstOrThrow()).id;
  return {
    depositId: (ticket: string) => idOf('bo_deposit', ticket),
    withdrawId: (ticket: string) => idOf('bo_withdraw', ticket),
    depositRow: (ticket: string) => ctx().db.selectFrom('bo_deposit').selectAll().where('ticket_no', '=', ticket).executeTakeFirstOrThrow(),
    withdrawRow: (ticket: string) => ctx().db.selectFrom('bo_withdraw').selectAll().where('ticket_no', '=', ticket).executeTakeFirstOrThrow(),
    put: (cookie: string | undefined, name: string, payload: unknown) =>
      ctx().request({ method: 'PUT', url: `/api/${name}`, payload: payload as object, ...(cookie ? { cookie } : {}) }),
  };
}

/** A refusal: its status and its message. */
export function expectRefused(res: { statusCode: number; body: string; json(): unknown }, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { message: string }).message).toBe(message);
}
