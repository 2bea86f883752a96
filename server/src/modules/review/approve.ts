import { REVIEW_WRITE_MSG, type Identity, type Side } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { changedRows } from '../../db/upkeep.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { senToDecimal } from '../../parsing/amount.ts';
import { isRefusedStatus } from '../../parsing/payment-status.ts';
import { activityVersion } from '../activity/record.ts';
import { amountsTouched, keepAfterApproval } from '../reconciliation/suggestions-api.ts';
import { linkLines, lockUsableLines, writeApprovals, type NamedLine } from './repo/decisions.ts';
import { lockEditableRows, recordRowsActivity, type EditableRow } from './repo/editable-rows.ts';

/** A person's approval of one Pending BO row, as View BO submits it (already checked by the contract). */
export interface BoApproval {
  id: number;
  /** Trimmed, not empty. */
  note: string;
  /** The amount the person saw arrive, in whole rupiah; null keeps the BO's own amount. */
  correctedRupiah: number | null;
  /** The statement line the person saw back it, if they named one. */
  lineId?: number | null;
  /** The person confirmed the approval of a ticket the panel rejected or cancelled (`confirm_refused`). */
  confirmRefused?: boolean;
}

/**
 * Approves Pending BO rows by hand: all of them or, when any one may not change, none. The BO's own amount
 * is kept beside the corrected one. match_rule stays null: that is how the matcher knows a person decided, and
 * leaves the row alone on every later upload. A line the person named is linked both ways and so held by the
 * row: the matcher never gives it to another row. A ticket the panel rejected or cancelled is approved only
 * when its item confirms it (a bulk Submit of a whole page once approved nine rejected tickets); the activity
 * row names those.
 */
export async function approveBoRows(db: Db, me: Identity, side: Side, approvals: readonly BoApproval[], now: Date): Promise<number> {
  const { count, keep } = await db.transaction().execute(async (trx) => {
    const rows = await lockEditableRows(
      trx,
      me,
      side,
      approvals.map((a) => a.id),
      now,
    );
    checkPanelRefusals(rows, approvals);
    const links = approvals.flatMap((a) => (a.lineId ? [{ boId: a.id, lineId: a.lineId, note: a.note }] : []));
    const lines = await checkBackingLines(trx, side, rows, links);
    const written = approvals.map((a) => ({ id: a.id, note: a.note, amount: a.correctedRupiah === null ? null : senToDecimal(a.correctedRupiah * 100) }));
    await writeApprovals(trx, side, written, { id: me.account_id, name: me.account_name }, now);
    if (links.length > 0) await linkLines(trx, side, links);
    // Rows of one website: the suggestions kept for its days hear of the approval instead of being worked out again
    // (suggestions-api.ts keepAfterApproval), once it is committed.
    const website = new Set(rows.map((r) => r.websiteCode)).size === 1 ? rows[0]!.websiteCode : null;
    const before = website === null ? null : { website, version: await activityVersion(trx, website) };
    await recordRowsActivity(trx, me, 'Approve', side, rows, confirmedRefusals);
    const approval = { rows: rows.map((r) => r.id), amounts: amountsTouched(rows, lines) };
    return { count: rows.length, keep: before && { ...before, after: await activityVersion(trx, before.website), approval } };
  });
  if (keep) keepAfterApproval(db, side, keep.website, keep.version, keep.after, keep.approval);
  changedRows(db, count);
  return count;
}

/** 409 for the first row the panel refused whose approval does not confirm it. */
function checkPanelRefusals(rows: readonly EditableRow[], approvals: readonly BoApproval[]): void {
  const confirmed = new Set(approvals.filter((a) => a.confirmRefused === true).map((a) => a.id));
  const unconfirmed = rows.find((r) => isRefusedStatus(r.panelStatus) && !confirmed.has(r.id));
  if (unconfirmed) throw new Conflict(REVIEW_WRITE_MSG.panelRefused(unconfirmed.ticket, unconfirmed.panelStatus.trim()));
}

/** `dikonfirmasi meski status panel: DP2 (REJECTED)`: the approved rows the panel had refused, or null. */
export function confirmedRefusals(rows: readonly EditableRow[]): string | null {
  const refused = rows.filter((r) => isRefusedStatus(r.panelStatus));
  return refused.length === 0 ? null : `dikonfirmasi meski status panel: ${refused.map((r) => `${r.ticket} (${r.panelStatus.trim()})`).join(', ')}`;
}

interface LineLink {
  boId: number;
  lineId: number;
  note: string;
}

/**
 * Each named line must be one the row's side could use (its website, direction and account kind, no fee line),
 * named once, and not already held by another row, here or, for the same transfer on an account or gateway shared with
 * another website, there: 404 and 409 otherwise, before anything changes. Returns them.
 */
async function checkBackingLines(trx: Db, side: Side, rows: readonly EditableRow[], links: readonly LineLink[]): Promise<NamedLine[]> {
  if (links.length === 0) return [];
  if (new Set(links.map((l) => l.lineId)).size < links.length) throw new Invalid(REVIEW_WRITE_MSG.lineTwice);
  const found = await lockUsableLines(
    trx,
    side,
    links.map((l) => l.lineId),
  );
  const byId = new Map(found.map((l) => [l.id, l]));
  const websiteOf = new Map(rows.map((r) => [r.id, r.websiteCode]));
  for (const link of links) {
    const line = byId.get(link.lineId);
    if (!line || line.website_code !== websiteOf.get(link.boId)) throw new NotFound(REVIEW_WRITE_MSG.lineNotFound);
    if (line.matched_bo_id !== null) throw new Conflict(REVIEW_WRITE_MSG.lineTaken(line.holder_ticket ?? `#${line.matched_bo_id}`));
    if (line.held_elsewhere !== null) throw new Conflict(REVIEW_WRITE_MSG.lineTaken(line.held_elsewhere));
  }
  return found;
}
