import { MSG, REVIEW_WRITE_MSG, SIDE_WORDS, isWebsiteScoped, type Identity, type Side } from '@auto-checker/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { Conflict, Invalid, NotFound } from '../../../errors.ts';
import { actorOf, recordActivity } from '../../activity/record.ts';
import { lockWebsiteMatching } from '../../reconciliation/after-upload.ts';
import { BO_TABLES } from '../../../db/bo-tables.ts';
import { isWithinEditWindow } from '../edit-window.ts';
import { decimalToSen } from '../../../parsing/amount.ts';

/**
 * What a person's approval, deletion and undo of an approval share: finding the BO rows a request names,
 * locking them, and refusing the whole request when any one of them may not change.
 */

/** The BO table of a side (the matcher's table map: one place for it). */
export const BO_TABLE = { DEPOSIT: BO_TABLES.DEPOSIT.table, WITHDRAW: BO_TABLES.WITHDRAW.table } as const;
/** Tickets an activity row names before it only counts the rest. */
const TICKETS_LISTED = 10;

/** A BO row a person may change, locked until the transaction ends. */
export interface EditableRow {
  id: number;
  websiteCode: string;
  ticket: string;
  /** The panel's amount (sen), as the matcher saw it: a correction at approval does not change it. */
  amountSen: number;
  /** YYYY-MM-DD */
  statementDate: string;
  /** The ticket's status in the panel's export (bo_status / wd_status). */
  panelStatus: string;
  /** How it is approved now: the matcher's rule (null for a person's approval), the line it holds, who approved it. */
  matchRule: string | null;
  matchedLineId: number | null;
  approvedByName: string | null;
}

/** Pending rows are approved or deleted; approved ones are taken back. */
export type RowState = 'pending' | 'approved';

/**
 * The rows `ids` names, in that order, locked, after taking the matcher's lock of each of their websites and of
 * the websites sharing an account with them (lockWebsiteMatching): an automatic match never races a person's
 * decision. Throws for the first row that may not change: gone or of another website for a CHECKER (404, as if it
 * were not there), not in the `state` the change needs (409: already approved, or not approved),
 * or of a statement date outside the edit window (400).
 */
export async function lockEditableRows(
  trx: Db,
  me: Identity,
  side: Side,
  ids: readonly number[],
  now: Date,
  state: RowState = 'pending',
): Promise<EditableRow[]> {
  const table = BO_TABLE[side];
  const visible = () => {
    let query = trx.selectFrom(table).where('id', 'in', ids).where('deleted_at', 'is', null);
    if (isWebsiteScoped(me.account_role)) query = query.where('website_code', '=', me.account_website_code ?? '');
    return query;
  };

  const websites = await visible().select('website_code').distinct().execute();
  await lockWebsiteMatching(
    trx,
    websites.map((w) => w.website_code),
  );

  const rows = await visible()
    .select(['id', 'website_code', 'statement_date', 'approved', 'ticket_no', 'match_rule', 'matched_line_id', 'approved_by_name'])
    .select(sql<string>`${sql.ref(BO_TABLES[side].status)}`.as('panel_status'))
    .select(sql<string>`${sql.ref(BO_TABLES[side].amount)}::text`.as('amount'))
    .forUpdate()
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new NotFound(MSG.notFound);
    if (state === 'pending' && row.approved) throw new Conflict(REVIEW_WRITE_MSG.alreadyApproved);
    if (state === 'approved' && !row.approved) throw new Conflict(REVIEW_WRITE_MSG.notApproved);
    if (!isWithinEditWindow(row.statement_date, now)) throw new Invalid(REVIEW_WRITE_MSG.outsideEditWindow);
    return {
      id: row.id,
      websiteCode: row.website_code,
      ticket: row.ticket_no,
      amountSen: decimalToSen(row.amount),
      statementDate: row.statement_date,
      panelStatus: row.panel_status,
      matchRule: row.match_rule,
      matchedLineId: row.matched_line_id,
      approvedByName: row.approved_by_name,
    };
  });
}

/** 'Approve BO deposit ABC: 3 data (DP1, DP2, DP3)': what one website's rows had done to them. */
export function describeRows(action: string, side: Side, websiteCode: string, tickets: readonly string[]): string {
  const listed = tickets.slice(0, TICKETS_LISTED).join(', ');
  const more = tickets.length > TICKETS_LISTED ? `, +${tickets.length - TICKETS_LISTED} lainnya` : '';
  return `${action} BO ${SIDE_WORDS[side].label} ${websiteCode}: ${tickets.length} data (${listed}${more})`;
}

/**
 * One activity row per website the rows belong to, in the transaction that changed them; `remark` may add a
 * sentence about that website's rows (or null).
 */
export async function recordRowsActivity(
  trx: Db,
  me: Identity,
  action: string,
  side: Side,
  rows: readonly EditableRow[],
  remark: (websiteRows: readonly EditableRow[]) => string | null = () => null,
): Promise<void> {
  const byWebsite = new Map<string, EditableRow[]>();
  for (const row of rows) {
    const websiteRows = byWebsite.get(row.websiteCode) ?? [];
    websiteRows.push(row);
    byWebsite.set(row.websiteCode, websiteRows);
  }
  for (const [code, websiteRows] of [...byWebsite].sort(([a], [b]) => a.localeCompare(b))) {
    const described = describeRows(
      action,
      side,
      code,
      websiteRows.map((r) => r.ticket),
    );
    const extra = remark(websiteRows);
    await recordActivity(trx, actorOf(me), extra ? `${described}; ${extra}` : described, code);
  }
}
