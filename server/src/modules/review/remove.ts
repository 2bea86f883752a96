import type { Identity, Side } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { changedRows } from '../../db/upkeep.ts';
import { markDeleted } from './repo/decisions.ts';
import { lockEditableRows, recordRowsActivity } from './repo/editable-rows.ts';

/**
 * Deletes Pending BO rows from View BO: all of them or, when any one may not change, none. The rows stay,
 * marked deleted (when and by whom), for the audit; every list and the matcher pass over them from now on.
 */
export async function removeBoRows(db: Db, me: Identity, side: Side, ids: readonly number[], now: Date): Promise<number> {
  const count = await db.transaction().execute(async (trx) => {
    const rows = await lockEditableRows(trx, me, side, ids, now);
    await markDeleted(trx, side, ids, me.account_id, now);
    await recordRowsActivity(trx, me, 'Hapus', side, rows);
    return rows.length;
  });
  changedRows(db, count);
  return count;
}
