import { sql, type RawBuilder } from 'kysely';
import type { Side } from '@auto-checker/contract';
import { BO_TABLES } from '../../../db/bo-tables.ts';
import type { HeldTwin, TwinKey, TwinsLookedFor } from '../same-transfer.ts';

/**
 * The lines of other websites, held by one of their rows, that may be the same transfer as lines of this one
 * (same-transfer.ts), each with `place` as placeOf writes that line's: on one of `accounts` there (an account of this
 * website that they file too: the same bank and number), or a gateway payment of one of `gateways`' references; of
 * the same direction, amount and booked date. What is looked for goes as arrays (a day's distinct accounts, amounts
 * and dates are a few dozen; a gateway's payments one each), not as line ids to read again: 60k ids tried against
 * the table took seconds. A reference is looked up by its index (migration 0015). Not both empty.
 */
export function heldTwins(side: Side, looked: TwinsLookedFor): RawBuilder<HeldTwin> {
  const columns = sql`t.direction, coalesce(t.gross_amount, t.amount)::text as amount, t.booked_date::text as date,
    floor(extract(epoch from t.booked_at) * 1000)::float8 as at, t.counterparty_name as name, h.ticket_no || ' di website ' || t.website_code as holder`;
  const sameMoney = sql`t.direction = k.direction and coalesce(t.gross_amount, t.amount) = k.amount and t.booked_date = k.date`;
  const bo = sql.table(BO_TABLES[side].table);
  const column = <K extends keyof TwinKey>(keys: readonly TwinKey[], key: K) => keys.map((k) => k[key]);
  const { accounts, gateways } = looked;
  const onAccounts = sql`
    select 'account:' || own.id as place, ${columns}
    from unnest(${column(accounts, 'at')}::int4[], ${column(accounts, 'direction')}::text[], ${column(accounts, 'amount')}::numeric[],
                ${column(accounts, 'date')}::date[]) as k(account, direction, amount, date)
    join bank_account own on own.id = k.account
    join bank_account o on o.bank = own.bank and o.number = own.number and o.website_code <> own.website_code
    join statement_line t on t.website_code = o.website_code and t.bank_account_id = o.id and ${sameMoney}
    join ${bo} h on h.id = t.matched_bo_id`;
  const ofGateways = sql`
    select 'gateway:' || t.reference as place, ${columns}
    from unnest(${column(gateways, 'at')}::text[], ${column(gateways, 'website')}::text[], ${column(gateways, 'direction')}::text[],
                ${column(gateways, 'amount')}::numeric[], ${column(gateways, 'date')}::date[]) as k(reference, website, direction, amount, date)
    join statement_line t on t.reference = k.reference and t.booked_date = k.date and t.bank_account_id is null and t.reference <> '' and t.matched_bo_id is not null
      and t.website_code <> k.website and ${sameMoney}
    join ${bo} h on h.id = t.matched_bo_id`;
  const parts = [...(accounts.length > 0 ? [onAccounts] : []), ...(gateways.length > 0 ? [ofGateways] : [])];
  return sql<HeldTwin>`${sql.join(parts, sql` union all `)}`;
}

/** The ids of a website's accounts that another website files too (same bank and number). */
export function sharedAccounts(websiteCode: string): RawBuilder<{ id: number }> {
  return sql<{ id: number }>`
    select own.id from bank_account own
    where own.website_code = ${websiteCode}
      and exists (select 1 from bank_account o where o.bank = own.bank and o.number = own.number and o.website_code <> own.website_code)`;
}

/** The websites that share an account (same bank and number) with one of these, and these when they have accounts. */
export function websitesSharingAccounts(websiteCodes: readonly string[]): RawBuilder<{ website_code: string }> {
  return sql<{ website_code: string }>`
    select distinct o.website_code from bank_account own
    join bank_account o on o.bank = own.bank and o.number = own.number
    where own.website_code = any(${[...websiteCodes]}::text[])`;
}

/**
 * These websites and every website linked to them through shared accounts, however many steps away (ABC shares one
 * account with XYZ, XYZ another with DEF: all three). A transaction that locks them all at once, in code order
 * (repo.ts lockWebsiteMatching), may run the matcher for any of them after (a revert frees a transfer the other
 * website's request may take) without waiting for a lock while holding another.
 */
export function websitesLinkedByAccounts(websiteCodes: readonly string[]): RawBuilder<{ website_code: string }> {
  return sql<{ website_code: string }>`
    with recursive linked(website_code) as (
      select unnest(${[...websiteCodes]}::text[])
      union
      select o.website_code from linked l
      join bank_account own on own.website_code = l.website_code
      join bank_account o on o.bank = own.bank and o.number = own.number
    )
    select website_code from linked`;
}

/**
 * The other websites whose statements hold the transfer of one of these lines too (same-transfer.ts, loosely: of the
 * same direction, amount and booked date, whatever the time and name; on the same account, bank and number, or a
 * gateway payment of the same reference), with that date: a request of theirs may take it once the line is freed.
 * `by_gateway`: through a gateway's report only (no account the two websites share: not locked with this website).
 */
export function twinWebsites(lineIds: readonly number[]): RawBuilder<{ website_code: string; date: string; by_gateway: boolean }> {
  const sameMoney = sql`t.direction = l.direction and coalesce(t.gross_amount, t.amount) = coalesce(l.gross_amount, l.amount) and t.booked_date = l.booked_date`;
  return sql<{ website_code: string; date: string; by_gateway: boolean }>`
    select t.website_code, t.booked_date::text as date, false as by_gateway
    from statement_line l
    join bank_account own on own.id = l.bank_account_id
    join bank_account o on o.bank = own.bank and o.number = own.number and o.website_code <> own.website_code
    join statement_line t on t.website_code = o.website_code and t.bank_account_id = o.id and ${sameMoney}
    where l.id = any(${[...lineIds]}::int4[])
    union
    select t.website_code, t.booked_date::text as date, true as by_gateway
    from statement_line l
    join statement_line t on t.reference = l.reference and t.booked_date = l.booked_date and t.bank_account_id is null and t.reference <> ''
      and t.website_code <> l.website_code and ${sameMoney}
    where l.id = any(${[...lineIds]}::int4[]) and l.bank_account_id is null and l.reference <> ''`;
}
