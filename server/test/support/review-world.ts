import { expect } from 'vitest';
import type { Insertable } from 'kysely';
import type { BoDepositView } from '@auto-checker/contract';
import type { StatementLineTable } from '../../src/db/schema.ts';
import { nexusDepositBo } from '../../src/modules/bo/nexus-deposit.ts';
import { nexusWithdrawBo } from '../../src/modules/bo/nexus-withdraw.ts';
import { bcaFormat } from '../../src/modules/statements/parsers/bca.ts';
import type { Template } from '../../src/modules/statements/statement-line.ts';
import type { TestContext } from './harness.ts';
import { csv, multipart } from './multipart.ts';
import { ABC_DEPO, ABC_WD } from './website-accounts.ts';

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

/** What View BO shows of the template's example deposit (DP260703000123, approved in the panel at 14:06:40), its id and decision aside. */
export const EXAMPLE_DEPOSIT_SHOWN = {
  depo_amount: 100000,
  ticket_no: 'DP260703000123',
  req_date: '2026-07-03T07:02:11.000Z',
  app_date: '2026-07-03T07:06:40.000Z',
  bank_statement_date: '2026-07-03',
  user_name: 'budi88',
  full_name: 'BUDI SANTOSO',
  payment_type: 'BANK',
  admin_fee: 0,
  agent_fee: 0,
  player_fee: 0,
  nett_amount: 100000,
  player_bank: 'BCA - BUDI SANTOSO - 1234567890',
  corporate_bank: 'BCA - PT CONTOH MAKMUR - 0987654321',
  bo_desc: 'Deposit BCA',
  bo_ref: 'REF88123',
  bo_status: 'APPROVED',
  bo_reason: '',
  bo_handler: 'checker01',
  bo_website: 'NXB',
  player_ref: 'BCA0703140211',
  player_own_ref: 'budi88-0703',
} satisfies Partial<BoDepositView>;

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

/** The fields of a Nexus BO upload besides the website and the date. */
const NEXUS_BO = { provider: 'NEXUS', depo_created_by: '1' };

/**
 * Nexus deposits uploaded as `cookie`. Of ABC on 3 July 2026: the template's example (DP260703000123, budi88 at
 * 14:02), andi's DP260703000777 at 09:00 from BNI without an approval time or fees, and sri450's DP260703000888 at
 * 09:00, each with the cells given besides. Then one of budi88's of ABC on 4 July (DP260704000001) and one of XYZ on
 * 3 July (DP260703009999), which no 3 July ABC list shows.
 */
export async function uploadReviewDeposits(
  ctx: TestContext,
  cookie: string,
  cells: { andi: Record<string, string>; sri: Record<string, string> },
): Promise<void> {
  await uploadRows(ctx, cookie, 'checkdata', { ...NEXUS_BO, groups: 'ABC', dates: '03-Jul-2026' }, nexusDepositBo.template, [
    depo({}),
    depo({
      'Ticket No': 'DP260703000777',
      'Req Date': '03/07/2026 09:00:00',
      'App Date': '',
      'Admin Fee': '',
      'Agent Fee': '',
      'Player Fee': '',
      'Nett Amount': '',
      'Player Bank': 'BNI - ANDI WIJAYA - 555666777',
      ...cells.andi,
    }),
    depo({ 'Ticket No': 'DP260703000888', 'Req Date': '03/07/2026 09:00:00', Username: 'sri450', Fullname: 'SRI WAHYUNI', ...cells.sri }),
  ]);
  await uploadRows(ctx, cookie, 'checkdata', { ...NEXUS_BO, groups: 'ABC', dates: '04-Jul-2026' }, nexusDepositBo.template, [
    depo({ 'Ticket No': 'DP260704000001', 'Req Date': '04/07/2026 08:00:00', Username: 'budi88' }),
  ]);
  await uploadRows(ctx, cookie, 'checkdata', { ...NEXUS_BO, groups: 'XYZ', dates: '03-Jul-2026' }, nexusDepositBo.template, [
    depo({ 'Ticket No': 'DP260703009999', Username: 'budi88' }),
  ]);
}

/**
 * The BO rows and statements of the review lists and exports, uploaded as `cookie`: uploadReviewDeposits with the
 * cells of andi and sri given, uploadWithdrawalsOf3July, and uploadStatementsOf3July with the lines given.
 */
export async function uploadReviewDay(
  ctx: TestContext,
  cookie: string,
  rows: { andi: Record<string, string>; sri: Record<string, string>; depoLines?: string[][]; wdLines?: string[][] },
): Promise<void> {
  await uploadReviewDeposits(ctx, cookie, rows);
  await uploadWithdrawalsOf3July(ctx, cookie);
  await uploadStatementsOf3July(ctx, cookie, { depo: rows.depoLines ?? [], wd: rows.wdLines ?? [] });
}

/**
 * What the matcher and a person decided on the review day, written directly (whatever the matcher made of the uploads
 * undone first), then the gateway lines (the Auto TX line from `autotxName`) and the lines the matcher links. Answers
 * the ids of the lines written.
 */
export async function decideReviewDay(ctx: TestContext, decisions: Decisions, autotxName: string) {
  await undoDecisions(ctx);
  await writeDecisions(ctx, decisions);
  const gateway = await insertGatewayLines(ctx, autotxName);
  return { ...gateway, ...(await insertLinkedLines(ctx)) };
}

/**
 * ABC's BCA statements of 3 July 2026, uploaded as `cookie`. The deposit account's: budi's 100 000 at 14:05:10
 * (WS95031), andi's 50 000 at 09:01 (WS95032), a fee 'BIAYA ADM' of 2 900, then `more.depo`; the withdraw account's:
 * the payout of 250 000 to SITI AMINAH at 15:25 (WS96001), then `more.wd`.
 */
export async function uploadStatementsOf3July(ctx: TestContext, cookie: string, more: { depo?: string[][]; wd?: string[][] } = {}): Promise<void> {
  const statement = { groups: 'ABC', provider: 'NEXUS', dates: '03-Jul-2026', corporate_bank_name: 'PT ABC' };
  await uploadRows(ctx, cookie, 'mutasiupdepobca', { ...statement, jenis: 'DEPO', corporate_bank_no: ABC_DEPO.number }, bcaFormat.template, [
    bcaRow('03/07/2026 14:05:10', 'TRSF E-BANKING CR 0307/FTSCY/WS95031 100000.00BUDI SANTOSO', '100000.00', 'CR'),
    bcaRow('03/07/2026 09:01:00', 'TRSF E-BANKING CR 0307/FTSCY/WS95032 50000.00ANDI WIJAYA', '50000.00', 'CR'),
    bcaRow('03/07/2026 23:59:00', 'BIAYA ADM', '2900.00', 'CR'),
    ...(more.depo ?? []),
  ]);
  await uploadRows(ctx, cookie, 'mutasiupdepobca', { ...statement, jenis: 'WD', corporate_bank_no: ABC_WD.number }, bcaFormat.template, [
    bcaRow('03/07/2026 15:25:00', 'TRSF E-BANKING DB 0307/FTSCY/WS96001 250000.00SITI AMINAH', '250000.00', 'DB'),
    ...(more.wd ?? []),
  ]);
}

/**
 * ABC's Nexus withdrawals of 3 July 2026, uploaded as `cookie`: the template's example (WD260703000456) and joko's
 * 75 000 at 10:00, with the player bank in the cell only, no nett amount and a last balance of -5000.
 */
export async function uploadWithdrawalsOf3July(ctx: TestContext, cookie: string): Promise<void> {
  await uploadRows(ctx, cookie, 'bowd', { ...NEXUS_BO, groups: 'ABC', dates: '03-Jul-2026' }, nexusWithdrawBo.template, [
    wd({}),
    wd({
      'Ticket No': 'WD260703000999',
      'App Date': '03/07/2026 10:00:00',
      Username: 'joko',
      Fullname: 'JOKO SUSILO',
      'Player Bank': 'BRI - JOKO SUSILO',
      'Player Number': '',
      Amount: '75000',
      'Nett Amount': '',
      'Last Balance': '-5000',
    }),
  ]);
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

/**
 * The gateway lines of ABC on 3 July (no bank account), written directly: an Auto TX deposit of 20 000 with no time
 * from `autotxName` (ATX-77), and a Nexus Pay payout of 300 000 to EKO PRASETYO at 10:00 with no transaction type
 * (NXP-1). Answers their ids.
 */
export async function insertGatewayLines(ctx: TestContext, autotxName: string): Promise<{ autotx: number; nexuspay: number }> {
  const gateway = await gatewayLine(ctx);
  const [autotx, nexuspay] = await ctx.db
    .insertInto('statement_line')
    .values([
      {
        ...gateway,
        source: 'autotx',
        jenis: 'DEPO',
        row_key: 't-autotx',
        booked_at: null,
        direction: 'CR',
        amount: '20000.00',
        description: 'AUTO TX DEWI LESTARI',
        counterparty_name: autotxName,
        reference: 'ATX-77',
      },
      {
        ...gateway,
        source: 'nexuspay',
        jenis: null,
        row_key: 't-nexuspay',
        booked_at: '2026-07-03T10:00:00+07:00',
        direction: 'DB',
        amount: '300000.00',
        description: 'NEXUSPAY PAYOUT EKO',
        counterparty_name: 'EKO PRASETYO',
        reference: 'NXP-1',
      },
    ])
    .returning('id')
    .execute();
  return { autotx: autotx!.id, nexuspay: nexuspay!.id };
}

/**
 * The lines the matcher links, written directly. A BCA PEND credit of DEWI KARTIKA on ABC's deposit account (3 July,
 * no time) and its booked copy in the 4 July export, the same money, pointing at it; a BI-FAST payout to RINA MARLINA
 * from the withdraw account at 11:00 and the RETUR credit naming it that brought it back at 16:00. Answers their ids.
 */
export async function insertLinkedLines(ctx: TestContext): Promise<{ pend: number; booked: number; payout: number; retur: number }> {
  const account = async (number: string) => (await ctx.db.selectFrom('bank_account').select('id').where('number', '=', number).executeTakeFirstOrThrow()).id;
  const bank = { ...(await gatewayLine(ctx)), source: 'bca', reference: '', jenis: 'DEPO' as const, bank_account_id: await account(ABC_DEPO.number) };
  const wdBank = { ...bank, jenis: 'WD' as const, bank_account_id: await account(ABC_WD.number) };
  const dewi = 'TRSF E-BANKING CR 0307/FTSCY/WS95040 75000.00DEWI KARTIKA';
  const insert = async (values: Insertable<StatementLineTable>) =>
    (await ctx.db.insertInto('statement_line').values(values).returning('id').executeTakeFirstOrThrow()).id;
  const pend = await insert({
    ...bank,
    row_key: 't-pend',
    pending: true,
    booked_at: null,
    direction: 'CR',
    amount: '75000.00',
    description: dewi,
    channel: 'INTRABANK',
    counterparty_name: 'DEWI KARTIKA',
  });
  const booked = await insert({
    ...bank,
    row_key: 't-booked',
    statement_date: '2026-07-04',
    booked_date: '2026-07-04',
    booked_at: '2026-07-04T09:10:00+07:00',
    direction: 'CR',
    amount: '75000.00',
    description: dewi,
    channel: 'INTRABANK',
    counterparty_name: 'DEWI KARTIKA',
    twin_of_line_id: pend,
  });
  const payout = await insert({
    ...wdBank,
    row_key: 't-payout',
    booked_at: '2026-07-03T11:00:00+07:00',
    direction: 'DB',
    amount: '400000.00',
    description: 'BI-FAST DB TRANSFER KE 014 RINA MARLINA',
    channel: 'BI_FAST',
    counterparty_name: 'RINA MARLINA',
  });
  const retur = await insert({
    ...wdBank,
    row_key: 't-retur',
    booked_at: '2026-07-03T16:00:00+07:00',
    direction: 'CR',
    amount: '400000.00',
    description: 'BI-FAST CR RETUR RINA MARLINA',
    channel: 'RETURN',
    counterparty_name: 'RINA MARLINA',
    return_of_line_id: payout,
  });
  return { pend, booked, payout, retur };
}
