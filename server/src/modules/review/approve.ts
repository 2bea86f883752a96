import type { Identity } from '@auto-checker/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { senToDecimal } from '../../parsing/amount.ts';
import { BO_TABLE, lockEditableRows, recordRowsActivity, type BoSide } from './editable-rows.ts';

/** A person's approval of one Pending BO row, as View BO submits it (already checked by the contract). */
export interface BoApproval {
  id: number;
  /** Trimmed, not empty. */
  note: string;
  /** The amount the person saw arrive, in whole rupiah; null keeps the BO's own amount. */
  correctedRupiah: number | null;
}

/**
 * Approves Pending BO rows by hand: all of them or, when any one may not change, none. The BO's own amount
 * is kept beside the corrected one. match_rule stays null and no statement line is linked: that is how the
 * matcher knows a person decided, and leaves the row alone on every later upload.
 */
export async function approveBoRows(db: Db, me: Identity, side: BoSide, approvals: readonly BoApproval[], now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await lockEditableRows(trx, me, side, approvals.map((a) => a.id), now);
    await sql`
      update ${sql.table(BO_TABLE[side])} b
      set approved = true, note = u.note, approved_amount = u.amount::numeric, approved_by = ${me.account_id},
          approved_by_name = ${me.account_name}, approved_at = ${now}, match_rule = null
      from unnest(${approvals.map((a) => a.id)}::int4[], ${approvals.map((a) => a.note)}::text[],
                  ${approvals.map((a) => (a.correctedRupiah === null ? null : senToDecimal(a.correctedRupiah * 100)))}::text[]) as u(id, note, amount)
      where b.id = u.id`.execute(trx);
    await recordRowsActivity(trx, me, 'Approve', side, rows);
    return rows.length;
  });
}
