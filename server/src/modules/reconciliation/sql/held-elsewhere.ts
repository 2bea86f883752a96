import { sql, type RawBuilder } from 'kysely';
import type { Side } from '@auto-checker/contract';
import { BO_TABLES } from '../../../db/bo-tables.ts';
import type { HeldTwin } from '../same-transfer.ts';

/**
 * The lines of other websites, held by one of their rows, that may be the same transfer as one of the lines `lineIds`
 * (same-transfer.ts): on an account those websites share with the line's (the same bank and number), of its
 * direction, amount and booked date. Each once, with the id of the line's account as `account`. Few for a website
 * that shares no account: the Data Bank files most accounts under one website.
 */
export function heldTwins(side: Side, lineIds: readonly number[]): RawBuilder<HeldTwin> {
  return sql<HeldTwin>`
    select own.id as account, t.direction, coalesce(t.gross_amount, t.amount)::text as amount, t.booked_date::text as date,
           floor(extract(epoch from t.booked_at) * 1000)::float8 as at, t.counterparty_name as name,
           h.ticket_no || ' di website ' || t.website_code as holder
    from statement_line t
    join bank_account o on o.id = t.bank_account_id
    join bank_account own on own.bank = o.bank and own.number = o.number and own.website_code <> o.website_code
    join ${sql.table(BO_TABLES[side].table)} h on h.id = t.matched_bo_id
    where t.website_code = o.website_code
      and exists (
        select 1 from statement_line sl
        where sl.id = any(${[...lineIds]}::int4[]) and sl.bank_account_id = own.id and sl.direction = t.direction
          and coalesce(sl.gross_amount, sl.amount) = coalesce(t.gross_amount, t.amount) and sl.booked_date = t.booked_date)`;
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
