import { expect } from 'vitest';
import { BO_DEPOSIT_FORMATS, BO_WITHDRAW_FORMATS } from '../../src/modules/bo/formats.ts';
import { ADMIN_PASSWORD, USER_PASSWORD, type TestContext } from './harness.ts';
import { csv } from './multipart.ts';

/**
 * What the View BO write tests (review-write, review-revert) share: website ABC's rows of 3 July 2026 as the Nexus
 * panel exports them, its BCA deposit statement, the accounts that act on them, and the calls they make.
 */

/** 12:00 on 3 July 2026 in Jakarta. */
export const NOON_3_JULY = '2026-07-03T05:00:00Z';

/** A Nexus deposit row: ticket, request time (dd/mm/yyyy HH:mm:ss), name, amount. */
export function deposit(ticket: string, at: string, name: string, amount: number, website = 'ABC', status = 'APPROVED') {
  // The players bank with Mandiri: their money arrives by BI-FAST `DR 008` (the sender's bank must be the player's).
  const bank = `MANDIRI - ${name} - 1234567890`;
  return [
    ticket,
    at,
    at,
    ticket.toLowerCase(),
    name,
    'BANK',
    String(amount),
    '0',
    '0',
    '0',
    String(amount),
    bank,
    'BCA - PT ABC - 1111111111',
    'Deposit',
    '',
    status,
    '',
    'op1',
    website,
    '',
    '',
  ];
}
export function withdrawal(ticket: string, at: string, name: string, amount: number, status = 'APPROVED') {
  return [
    ticket,
    at,
    'NEXUSBET',
    ticket.toLowerCase(),
    name,
    `BNI - ${name}`,
    '0123456789',
    String(amount),
    String(amount),
    'BCA - PT ABC WD - 2222222222',
    'ABC',
    'WD',
    status,
    'op1',
    '',
    '',
    '0',
  ];
}
/** A credit of ABC's BCA statement (our template). */
export const bca = (at: string, text: string, amount: number) => [at, text, `${amount}.00`, 'CR', '5000000.00'];

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

export async function signInAll(ctx: TestContext): Promise<Cookies> {
  return {
    admin: await ctx.login('admin', ADMIN_PASSWORD),
    budi: await ctx.login('budi', USER_PASSWORD),
    rudi: await ctx.login('rudi', USER_PASSWORD),
    siti: await ctx.login('siti', USER_PASSWORD),
  };
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
