import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Side } from '@auto-checker/contract';
import { ELIGIBLE_LINES } from '../../reconciliation/engine/eligibility.ts';
import { eligibleLines } from '../../reconciliation/sql/eligible-lines.ts';
import type { Channel } from '../../statements/statement-line.ts';

/**
 * Which statement lines View Mutasi lists, and which of them it shows Pending, as SQL conditions on statement_line
 * aliased `alias` (always named: the returned-payout test is a subquery on the same table). The list, its search and
 * its export read these, and the dashboard counts with them, so that what one shows the others count. docs/review.md
 * explains the rules.
 *
 * A side lists the whole statement of its accounts, not only the lines that could back a row (ELIGIBLE_LINES, which
 * the matcher and the approval check keep using): every line of a deposit (withdraw) account, in both directions,
 * and the gateway reports' lines (no account kind) of the side's direction, except that a gateway's money coming back
 * (channel RETURN) is a payout returned, shown in the withdraw view beside it. line-kinds.ts `viewSide` is the same
 * rule for one line.
 *
 * A line the matcher found to be the same money as another (a BCA PEND row and its booked row in a later export:
 * twin_of_line_id) is left out: the line it points to stands for both. Unless a BO row holds it: an approval is never
 * hidden (two rows holding one transfer is what an auditor must see).
 */
export function viewLines(side: Side, alias: string): RawBuilder<SqlBool> {
  const rule = ELIGIBLE_LINES[side];
  const col = column(alias);
  const gateway =
    side === 'WITHDRAW'
      ? sql`(${col('direction')} = ${rule.direction} or ${col('channel')} = ${RETURN})`
      : sql`(${col('direction')} = ${rule.direction} and ${col('channel')} <> ${RETURN})`;
  // Never null (a NOT or a count of it reads as meant): a gateway line as above, any other by its account kind.
  const ofSide = sql`case when ${col('jenis')} is null then ${gateway} else ${col('jenis')} = ${rule.jenis} end`;
  return sql<SqlBool>`(${ofSide} and (${col('twin_of_line_id')} is null or ${col('matched_bo_id')} is not null))`;
}

const RETURN: Channel = 'RETURN';

/** A payout that came back: a credit names it as the payout it returns. */
export function returnedPayout(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from statement_line returning_line where returning_line.return_of_line_id = ${column(alias)('id')})`;
}

/**
 * The Status Type filter on listed lines: approve = held by a BO row; pending = a player's line (one that could back a
 * row) that no row holds and that did not come back (a returned payout pays nobody: nothing is missing for it); all
 * (null) = every listed line. Fees, interest, tax, sweeps, top-ups and returns are therefore never Pending.
 */
export function lineStatus(side: Side, approved: boolean | null, alias: string): RawBuilder<SqlBool> | null {
  if (approved === null) return null;
  const col = column(alias);
  if (approved) return sql<SqlBool>`${col('approved')}`;
  return sql<SqlBool>`(not ${col('approved')} and ${eligibleLines(side, alias)} and not ${returnedPayout(alias)})`;
}

/** The lines a side of View Mutasi shows Pending: what the dashboard counts as money without a request. */
export function pendingLines(side: Side, alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${viewLines(side, alias)} and ${lineStatus(side, false, alias)!})`;
}

/**
 * A line whose transfer another website may hold (reconciliation/same-transfer.ts): on an account another website
 * files too (the same bank and number), or a gateway's payment with a reference (a merchant two websites share is in
 * no Data Bank). Of the Pending lines, View Mutasi and the dashboard weigh only these for a holder elsewhere.
 */
export function mayBeHeldElsewhere(alias: string): RawBuilder<SqlBool> {
  const col = column(alias);
  return sql<SqlBool>`((${col('bank_account_id')} is null and ${col('reference')} <> '')
    or exists (select 1 from bank_account own join bank_account o on o.bank = own.bank and o.number = own.number and o.website_code <> own.website_code
               where own.id = ${col('bank_account_id')}))`;
}

const column = (alias: string) => (name: string) => sql.ref(`${alias}.${name}`);
