import { expect } from 'vitest';
import { nexusDepositBo } from '../../src/modules/bo/nexus-deposit.ts';
import { nexusWithdrawBo } from '../../src/modules/bo/nexus-withdraw.ts';
import type { Template } from '../../src/modules/statements/statement-line.ts';
import type { TestContext } from './harness.ts';
import { csv, multipart } from './multipart.ts';

/**
 * What the read-only review tests (review-view, review-export) build their world of 3 July 2026 from: rows of the
 * real templates sent through the upload endpoints, then the decisions written directly.
 */

/** A template row with some cells replaced, by column name. */
export function templateRow(template: Template, cells: Record<string, string>): string[] {
  for (const name of Object.keys(cells)) if (!template.columns.includes(name)) throw new Error(`no column ${name}`);
  return template.columns.map((column, i) => cells[column] ?? template.example[i]!);
}
/** A Nexus deposit or withdraw row: the template's example with some cells replaced. */
export const depo = (cells: Record<string, string>) => templateRow(nexusDepositBo.template, cells);
export const wd = (cells: Record<string, string>) => templateRow(nexusWithdrawBo.template, cells);
/** A line of a BCA statement (our template), its amount as written. */
export const bcaRow = (when: string, description: string, amount: string, direction: 'CR' | 'DB') => [when, description, amount, direction, '5000000.00'];

/** Uploads `rows` of `template` as a file to an upload endpoint; each must be added. */
export async function uploadRows(
  ctx: TestContext,
  cookie: string,
  endpoint: string,
  fields: Record<string, string>,
  template: Template,
  rows: string[][],
): Promise<void> {
  const res = await ctx.request({
    method: 'POST',
    url: `/api/${endpoint}`,
    cookie,
    ...multipart(fields, { name: `${endpoint}.csv`, content: csv(template, rows) }),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().added).toBe(rows.length);
}

/** What a Pending BO row holds of an approval: nothing. */
export const NO_DECISION = {
  approved: false,
  note: null,
  approved_amount: null,
  approved_by: null,
  approved_by_name: null,
  approved_at: null,
  match_rule: null,
  matched_line_id: null,
};

/** Undoes whatever the matcher made of the uploads: every BO row Pending, every line free and unlinked. */
export async function undoDecisions(ctx: TestContext): Promise<void> {
  await ctx.db.updateTable('bo_deposit').set(NO_DECISION).execute();
  await ctx.db.updateTable('bo_withdraw').set(NO_DECISION).execute();
  await ctx.db
    .updateTable('statement_line')
    .set({ approved: false, note: null, matched_bo_id: null, twin_of_line_id: null, return_of_line_id: null })
    .execute();
}

/** The two decisions both worlds hold, by row and line ids. */
export interface Decisions {
  /** The matcher approved this deposit (at 14:10 Jakarta, by `rule`) against `depositLine`, 100 000. */
  deposit: number;
  depositLine: number;
  rule: string;
  /** admin approved this withdrawal by hand (16:00 Jakarta), 249 000 'Transfer manual', `withdrawLine` holding it. */
  withdraw: number;
  withdrawLine: number;
}

/** Writes the decisions directly. */
export async function writeDecisions(ctx: TestContext, d: Decisions): Promise<void> {
  const note = 'AUTO nama+nominal | BCA 14:05 | skor 0.97';
  await ctx.db
    .updateTable('bo_deposit')
    .set({
      approved: true,
      note,
      approved_amount: '100000.00',
      approved_by_name: 'AUTO',
      approved_at: new Date('2026-07-03T07:10:00Z'),
      match_rule: d.rule,
      matched_line_id: d.depositLine,
    })
    .where('id', '=', d.deposit)
    .execute();
  await ctx.db.updateTable('statement_line').set({ approved: true, note, matched_bo_id: d.deposit }).where('id', '=', d.depositLine).execute();
  await ctx.db
    .updateTable('bo_withdraw')
    .set({
      approved: true,
      note: 'Transfer manual',
      approved_amount: '249000.00',
      approved_by: 1,
      approved_by_name: 'admin',
      approved_at: new Date('2026-07-03T09:00:00Z'),
    })
    .where('id', '=', d.withdraw)
    .execute();
  await ctx.db.updateTable('statement_line').set({ matched_bo_id: d.withdraw }).where('id', '=', d.withdrawLine).execute();
}

/** What a gateway line of ABC on 3 July (no bank account) holds beside its own cells, in the first upload. */
export async function gatewayLine(ctx: TestContext) {
  const upload = (await ctx.db.selectFrom('upload').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  return {
    upload_id: upload,
    website_code: 'ABC',
    bank_account_id: null,
    statement_date: '2026-07-03',
    booked_date: '2026-07-03',
    pending: false,
    balance: null,
    gross_amount: null,
    fee_amount: null,
    counterparty_account: '',
    channel: 'VA_EWALLET',
  };
}
