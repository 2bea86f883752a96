import type { Side } from '@auto-checker/contract';
/** What a person's decision on BO rows writes (approve.ts, remove.ts, revert.ts): the review module's write SQL. */
import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { eligibleLines } from '../../reconciliation/sql/eligible-lines.ts';
import type { StoredLine } from '../../reconciliation/same-transfer.ts';
import { holdersElsewhere } from '../../reconciliation/after-upload.ts';
import { BO_PENDING_AGAIN, LINE_FREE_AGAIN } from '../../reconciliation/sql/pending-again.ts';
import { BO_TABLE } from './editable-rows.ts';

/** A person's approval as written: the note and the corrected amount (a decimal, or null for the BO's own). */
export interface ApprovalRow {
  id: number;
  note: string;
  amount: string | null;
}

/** Marks the rows approved by this person now; match_rule null says a person decided (the matcher leaves them). */
export async function writeApprovals(trx: Db, side: Side, rows: readonly ApprovalRow[], by: { id: number; name: string }, now: Date): Promise<void> {
  await sql`
    update ${sql.table(BO_TABLE[side])} b
    set approved = true, note = u.note, approved_amount = u.amount::numeric, approved_by = ${by.id},
        approved_by_name = ${by.name}, approved_at = ${now}, match_rule = null
    from unnest(${rows.map((r) => r.id)}::int4[], ${rows.map((r) => r.note)}::text[], ${rows.map((r) => r.amount)}::text[]) as u(id, note, amount)
    where b.id = u.id`.execute(trx);
}

/** A statement line a person named, locked: its website and the row holding it now (null: free). */
export interface NamedLine {
  id: number;
  website_code: string;
  matched_bo_id: number | null;
  holder_ticket: string | null;
  /** Who holds the same transfer on another website (a shared account or gateway), as `DP1 di website XYZ` (reconciliation/same-transfer.ts). */
  held_elsewhere: string | null;
  /** Its amount, and its gross (a QRIS line net of MDR) or null. */
  amount: string;
  gross_amount: string | null;
}

/**
 * Locks the named lines that the side could use (its website's lines of the right direction and kind, no fee line),
 * with who holds each: a row of their website, or one of another website holding the same transfer (a shared account
 * or gateway: reconciliation/same-transfer.ts).
 */
export async function lockUsableLines(trx: Db, side: Side, lineIds: readonly number[]): Promise<NamedLine[]> {
  const { rows } = await sql<Omit<NamedLine, 'held_elsewhere'> & StoredLine>`
    select l.id, l.website_code, l.matched_bo_id, holder.ticket_no as holder_ticket, l.amount::text as amount, l.gross_amount::text as gross_amount,
           l.bank_account_id, l.reference, l.direction, l.booked_date::text as booked_date, l.booked_at, l.counterparty_name
    from statement_line l left join ${sql.table(BO_TABLE[side])} holder on holder.id = l.matched_bo_id
    where l.id = any(${lineIds}::int4[]) and ${eligibleLines(side, 'l')}
    for update of l`.execute(trx);
  const elsewhere = await holdersElsewhere(trx, side, rows, { websiteCode: null, lock: true });
  return rows.map((r) => ({
    id: r.id,
    website_code: r.website_code,
    matched_bo_id: r.matched_bo_id,
    holder_ticket: r.holder_ticket,
    amount: r.amount,
    gross_amount: r.gross_amount,
    held_elsewhere: elsewhere.get(r.id) ?? null,
  }));
}

/** Links rows and the lines a person named, both ways: the line is held by the row. */
export async function linkLines(trx: Db, side: Side, links: readonly { boId: number; lineId: number; note: string }[]): Promise<void> {
  const boIds = links.map((l) => l.boId),
    lineIds = links.map((l) => l.lineId),
    notes = links.map((l) => l.note);
  await sql`
    update ${sql.table(BO_TABLE[side])} b set matched_line_id = u.line_id
    from unnest(${boIds}::int4[], ${lineIds}::int4[]) as u(bo_id, line_id) where b.id = u.bo_id`.execute(trx);
  await sql`
    update statement_line l set matched_bo_id = u.bo_id, approved = true, note = u.note
    from unnest(${boIds}::int4[], ${lineIds}::int4[], ${notes}::text[]) as u(bo_id, line_id, note) where l.id = u.line_id`.execute(trx);
}

/** Marks rows deleted (when and by whom): they stay for the audit. */
export async function markDeleted(trx: Db, side: Side, ids: readonly number[], by: number, now: Date): Promise<void> {
  await trx.updateTable(BO_TABLE[side]).set({ deleted_at: now, deleted_by: by }).where('id', 'in', ids).execute();
}

/** A pair a person took back, which the matcher never approves again on its own. */
export async function insertRefusal(
  trx: Db,
  refusal: { side: Side; boId: number; lineId: number | null; reason: string; by: { id: number; name: string }; at: Date },
): Promise<void> {
  await trx
    .insertInto('match_refusal')
    .values({
      side: refusal.side,
      bo_id: refusal.boId,
      line_id: refusal.lineId,
      reason: refusal.reason,
      created_by: refusal.by.id,
      created_by_name: refusal.by.name,
      created_at: refusal.at,
    })
    .execute();
}

/** The row back to Pending with nothing of its approval left, and its line freed when this row holds it. */
export async function pendingAgain(trx: Db, side: Side, rowId: number, lineId: number | null): Promise<void> {
  await sql`update ${sql.table(BO_TABLE[side])} set ${BO_PENDING_AGAIN} where id = ${rowId}`.execute(trx);
  // statement_line.matched_bo_id does not say which side's table it points into: the line is named by its own id too.
  if (lineId !== null) await sql`update statement_line set ${LINE_FREE_AGAIN} where id = ${lineId} and matched_bo_id = ${rowId}`.execute(trx);
}
