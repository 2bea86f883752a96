import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Side } from '@auto-checker/contract';
import { BO_TABLES } from '../../db/bo-tables.ts';
import { mayBeHeldElsewhere, pendingLines } from '../review/sql/view-lines.ts';
import type { StoredLine } from '../reconciliation/same-transfer.ts';

/**
 * The dashboard's SQL: one grouped aggregate per question, over one statement date (or the trend's days)
 * and the websites a person may see. Each query starts with website_code and statement_date, the leading
 * columns of the tables' (website_code, statement_date, ...) indexes.
 */

/**
 * The websites a query reads, always named (ADMIN's are every website's code): `website_code = any(codes)`
 * lets the planner walk the (website_code, statement_date) index once per website instead of the whole table.
 */
export type WebsiteCodes = readonly string[];

const inWebsites = (column: string, codes: WebsiteCodes): RawBuilder<SqlBool> => sql<SqlBool>`${sql.ref(column)} = any(${[...codes]}::text[])`;

export interface WebsiteName {
  code: string;
  name: string;
}

/** Every website (null) or those of the codes that exist, in code order. */
export async function websiteNames(db: Db, codes: WebsiteCodes | null): Promise<WebsiteName[]> {
  const where = codes === null ? sql`true` : inWebsites('code', codes);
  const { rows } = await sql<WebsiteName>`select code, name from website where ${where} order by code`.execute(db);
  return rows;
}

/** One website's BO rows of one side and date, as View BO splits them. Amounts are numeric text. */
export interface BoSideRow {
  website_code: string;
  count: number;
  amount: string;
  auto: number;
  checker: number;
  pending: number;
  pending_amount: string;
}

/**
 * The rows View BO lists for the date with status all (not deleted), split as its status approve / pending
 * filters split them: approved by the matcher (a match rule), approved by a checker (no rule), pending.
 * A row's amount is the one View BO shows in its amount column: the checker's corrected amount
 * (approved_amount) when there is one, else the BO's own (depo_amount / amount).
 */
export async function boSideByWebsite(db: Db, side: Side, date: string, codes: WebsiteCodes): Promise<BoSideRow[]> {
  const t = BO_TABLES[side];
  const amount = sql`coalesce(approved_amount, ${sql.ref(t.amount)})`;
  const { rows } = await sql<BoSideRow>`
    select website_code, count(*) as count, coalesce(sum(${amount}), 0)::text as amount,
           count(*) filter (where approved and match_rule is not null) as auto,
           count(*) filter (where approved and match_rule is null) as checker,
           count(*) filter (where not approved) as pending,
           coalesce(sum(${amount}) filter (where not approved), 0)::text as pending_amount
    from ${sql.table(t.table)}
    where ${inWebsites('website_code', codes)} and statement_date = ${date}::date and deleted_at is null
    group by website_code`.execute(db);
  return rows;
}

/** Count and amount (numeric text) of one website's unmatched lines of one side of View Mutasi. */
export interface UnmatchedRow {
  website_code: string;
  side: Side;
  count: number;
  amount: string;
}

/**
 * Lines no BO row holds: exactly what View Mutasi (deposit / withdraw) shows Pending for the date (view-lines.ts), so
 * money in or out without a request. Fees, sweeps, top-ups, returns, a payout that came back and the second copy of a
 * PEND transfer are listed there but never Pending, and are not counted.
 */
export async function unmatchedByWebsite(db: Db, date: string, codes: WebsiteCodes): Promise<UnmatchedRow[]> {
  const side = (s: Side) => sql`
    select website_code, ${s}::text as side, count(*) as count, sum(amount)::text as amount
    from statement_line l
    where ${inWebsites('l.website_code', codes)} and l.statement_date = ${date}::date and ${pendingLines(s, 'l')}
    group by website_code`;
  const { rows } = await sql<UnmatchedRow>`${side('DEPOSIT')} union all ${side('WITHDRAW')}`.execute(db);
  return rows;
}

/** A line unmatchedSharedLines gives: with its side, and its account's bank and number (`BCA 1111111111`; null for a gateway's line). */
export type UnmatchedSharedLine = StoredLine & { side: Side; account: string | null };

/** Of the lines unmatchedByWebsite counts, those whose transfer another website may hold (view-lines.ts mayBeHeldElsewhere). */
export async function unmatchedSharedLines(db: Db, date: string, codes: WebsiteCodes): Promise<UnmatchedSharedLine[]> {
  const side = (s: Side) => sql`
    select l.id, l.website_code, l.bank_account_id, l.reference, l.direction, l.amount, l.gross_amount, l.booked_date, l.booked_at,
           l.counterparty_name, ${s}::text as side, ba.bank || ' ' || ba.number as account
    from statement_line l
    left join bank_account ba on ba.id = l.bank_account_id
    where ${inWebsites('l.website_code', codes)} and l.statement_date = ${date}::date and ${pendingLines(s, 'l')} and ${mayBeHeldElsewhere('l')}`;
  const { rows } = await sql<UnmatchedSharedLine>`${side('DEPOSIT')} union all ${side('WITHDRAW')}`.execute(db);
  return rows;
}

export interface TrendRow {
  statement_date: string;
  total: number;
  auto: number;
}

/** BO rows of both sides per statement date in [from, to], and how many of them the matcher approved. */
export async function autoShareByDay(db: Db, from: string, to: string, codes: WebsiteCodes): Promise<TrendRow[]> {
  const side = (table: string) => sql`
    select statement_date, approved and match_rule is not null as auto
    from ${sql.table(table)}
    where ${inWebsites('website_code', codes)} and statement_date between ${from}::date and ${to}::date and deleted_at is null`;
  const { rows } = await sql<TrendRow>`
    select statement_date::text as statement_date, count(*) as total, count(*) filter (where auto) as auto
    from (${side(BO_TABLES.DEPOSIT.table)} union all ${side(BO_TABLES.WITHDRAW.table)}) b
    group by statement_date`.execute(db);
  return rows;
}
