import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { likeLiteral } from '../../db/like.ts';
import { decimalToSen } from '../../parsing/amount.ts';
import { PAID_STATUSES, SKIPPED_STATUSES, isRefusedStatus } from '../../parsing/payment-status.ts';
import type { DayTotals } from './game-site.ts';
import type { ReportRange } from './report-range.ts';

/**
 * The BO transactions behind Data Player and the Game Site report: every deposit and withdrawal of the
 * website whose statement date lies in the range, not deleted from View BO and not refused by the panel
 * (rejected, cancelled, reversed: no money moved). The amount is the one a checker approved when they
 * corrected it, else the panel's.
 */
export interface PlayerSelection {
  /** null: every website (ADMIN naming 'all'). */
  websiteCode: string | null;
  range: ReportRange;
  /** Part of the username, any case; null: every player. */
  username: string | null;
}

export interface PlayerTransaction {
  kind: 'DEPOSIT' | 'WITHDRAW';
  id: number;
  at: Date;
  handler: string;
  user_name: string;
  website_code: string;
  player_bank_code: string;
  player_account_no: string;
  player_account_name: string;
  /** numeric text, '150000.00' */
  amount: string;
  ticket_no: string;
  statement_date: string;
}

/**
 * The panel statuses that mean refused, as `statusKey` writes them (upper-case letters only): the same
 * rows the matcher leaves alone (parsing/payment-status.ts), so the two never disagree.
 */
const REFUSED_KEYS = [...new Set([...PAID_STATUSES, ...SKIPPED_STATUSES].filter(isRefusedStatus))];

const notRefused = (column: string) => sql`regexp_replace(upper(${sql.ref(column)}), '[^A-Z]', '', 'g') <> all(${REFUSED_KEYS}::text[])`;

/** The conditions both tables share; `status` is the table's panel status column. */
function conditions(selection: PlayerSelection, status: string): RawBuilder<unknown> {
  const parts = [sql`deleted_at is null`, sql`statement_date between ${selection.range.from}::date and ${selection.range.to}::date`, notRefused(status)];
  if (selection.websiteCode !== null) parts.push(sql`website_code = ${selection.websiteCode}`);
  if (selection.username !== null) parts.push(sql`user_name ilike ${`%${likeLiteral(selection.username)}%`}`);
  return sql.join(parts, sql` and `);
}

/** The selected transactions as one table `t`, deposits and withdrawals alike. */
function transactions(selection: PlayerSelection): RawBuilder<unknown> {
  return sql`with t as (
    select 'DEPOSIT'::text as kind, id, req_at as at, bo_handler as handler, user_name, website_code, player_bank_code,
           player_account_no, player_account_name, coalesce(approved_amount, depo_amount) as amount, ticket_no, statement_date
    from bo_deposit where ${conditions(selection, 'bo_status')}
    union all
    select 'WITHDRAW'::text, id, app_at, handler, user_name, website_code, player_bank_code,
           player_account_no, player_account_name, coalesce(approved_amount, amount), ticket_no, statement_date
    from bo_withdraw where ${conditions(selection, 'wd_status')}
  )`;
}

/** One page of the transactions in time order (deposits before withdrawals at the same moment, then by id). */
export async function listPlayerTransactions(db: Db, selection: PlayerSelection, page: { limit: number; offset: number }) {
  const { rows } = await sql<PlayerTransaction>`${transactions(selection)}
    select kind, id, at, handler, user_name, website_code, player_bank_code, player_account_no, player_account_name,
           amount::text as amount, ticket_no, statement_date::text as statement_date
    from t order by at, kind, id limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows;
}

export async function countPlayerTransactions(db: Db, selection: PlayerSelection): Promise<number> {
  const { rows } = await sql<{ n: number }>`${transactions(selection)} select count(*) as n from t`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The statement dates with data, oldest first, each with its sums (summed by the database as numeric). */
export async function dayTotals(db: Db, selection: PlayerSelection): Promise<DayTotals[]> {
  const { rows } = await sql<{ date: string; deposit: string; withdraw: string; transactions: number }>`${transactions(selection)}
    select statement_date::text as date,
           coalesce(sum(amount) filter (where kind = 'DEPOSIT'), 0)::text as deposit,
           coalesce(sum(amount) filter (where kind = 'WITHDRAW'), 0)::text as withdraw,
           count(*) as transactions
    from t group by statement_date order by statement_date`.execute(db);
  return rows.map((r) => ({
    date: r.date,
    depositSen: decimalToSen(r.deposit),
    withdrawSen: decimalToSen(r.withdraw),
    transactions: Number(r.transactions),
  }));
}
