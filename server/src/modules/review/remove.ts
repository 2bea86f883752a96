import type { Identity, Side } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { changedRows } from '../../db/upkeep.ts';
import { warmSuggestions } from '../reconciliation/warm-up.ts';
import { markDeleted } from './repo/decisions.ts';
import { lockEditableRows, recordRowsActivity } from './repo/editable-rows.ts';

/**
 * Deletes Pending BO rows from View BO: all of them or, when any one may not change, none. The rows stay,
 * marked deleted (when and by whom), for the audit; every list and the matcher pass over them from now on.
 * With `warm`, once committed, the suggestions of their websites' dates are worked out again in the background
 * (reconciliation/warm-up.ts): the removal's activity entries made them old.
 */
export async function removeBoRows(db: Db, me: Identity, side: Side, ids: readonly number[], now: Date, warm = false): Promise<number> {
  const rows = await db.transaction().execute(async (trx) => {
    const rows = await lockEditableRows(trx, me, side, ids, now);
    await markDeleted(trx, side, ids, me.account_id, now);
    await recordRowsActivity(trx, me, 'Hapus', side, rows);
    return rows;
  });
  if (warm) {
    const dates = new Map<string, Set<string>>();
    for (const r of rows) dates.set(r.websiteCode, (dates.get(r.websiteCode) ?? new Set()).add(r.statementDate));
    for (const [websiteCode, statementDates] of dates) warmSuggestions(db, websiteCode, [...statementDates]);
  }
  changedRows(db, rows.length);
  return rows.length;
}
