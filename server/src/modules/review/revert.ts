import { SIDE_WORDS, type Identity, type Side } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { changedRows } from '../../db/upkeep.ts';
import { actorOf, recordActivity } from '../activity/record.ts';
import { reconcileAfterUpload, reconcileGatewayTwins, reconcileTwins, websitesWithTwins } from '../reconciliation/after-upload.ts';
import { firstPage, warmAfterCommit, workedOutAt } from '../reconciliation/warm-up.ts';
import { insertRefusal, pendingAgain } from './repo/decisions.ts';
import { lockEditableRows, type EditableRow } from './repo/editable-rows.ts';

/**
 * Takes back the approval of one BO row (a person's or the matcher's), inside the edit window, with a reason
 * (docs/reconciliation.md, "Panel-refused rows and undo"). In one transaction, under the website's matcher lock and
 * the row's lock:
 * - the pair is recorded in match_refusal, which the matcher reads so that it never approves that row with
 *   that line again on its own, and View BO shows as the row's revert_note;
 * - the row returns to Pending with nothing of its approval left, and its statement line (only if this row
 *   holds it) becomes free;
 * - Tracking gets the ticket, who and why;
 * - the matcher runs again over the row's website and statement date, so the freed line can back another row; and
 *   over each website whose statement of an account the two share holds the same transfer (a request there may have
 *   waited for it: docs/reconciliation.md, "One account, two websites"), its locks taken with the row's
 *   (lockEditableRows). A website sharing only the gateway's report (a QRIS merchant) is run once this commits
 *   (reconciliation/after-upload.ts reconcileGatewayTwins).
 * Refused: a row gone or of another website for a CHECKER (404), not approved (409), outside the window (400).
 * With `warm`, the run also works out the suggestions of the row, of the rows looked at lately and of the date's first
 * Pending rows, and the rest of the date's in the background once committed (reconciliation/warm-up.ts): the revert's
 * activity entry made every kept one old.
 * Returns the row's ticket.
 */
export async function revertApproval(db: Db, me: Identity, side: Side, id: number, reason: string, now: Date, warm = false): Promise<string> {
  const { ticket, statementDate, websiteCode, gatewayTwins, run } = await db.transaction().execute(async (trx) => {
    const [row] = await lockEditableRows(trx, me, side, [id], now, 'approved');
    if (!row) throw new Error('lockEditableRows returns one row per id');
    await insertRefusal(trx, { side, boId: row.id, lineId: row.matchedLineId, reason, by: { id: me.account_id, name: me.account_name }, at: now });
    await pendingAgain(trx, side, row.id, row.matchedLineId);
    await recordActivity(trx, actorOf(me), describeRevert(side, row, me.account_name, reason), row.websiteCode);
    const dates = [row.statementDate];
    const twins = row.matchedLineId === null ? [] : await websitesWithTwins(trx, [row.matchedLineId]);
    const { workedOut } = await reconcileAfterUpload(
      trx,
      { websiteCode: row.websiteCode, dates },
      warm ? firstPage(db, row.websiteCode, dates, { side, id }) : undefined,
    );
    const gatewayTwins = await reconcileTwins(trx, twins);
    return { ...row, gatewayTwins, run: await workedOutAt(trx, row.websiteCode, workedOut) };
  });
  await reconcileGatewayTwins(db, gatewayTwins, actorOf(me), `Batalkan approve ${ticket} di website ${websiteCode}`);
  if (warm) warmAfterCommit(db, run, [statementDate]);
  changedRows(db, 1);
  return ticket;
}

/**
 * `Batalkan approve BO deposit ABC DP2 (otomatis NAME, mutasi #12) oleh budi: salah orang`: the ticket, how it had
 * been approved, who took it back and why.
 */
export function describeRevert(
  side: Side,
  row: Pick<EditableRow, 'websiteCode' | 'ticket' | 'matchRule' | 'matchedLineId' | 'approvedByName'>,
  by: string,
  reason: string,
): string {
  const line = row.matchedLineId === null ? '' : `, mutasi #${row.matchedLineId}`;
  const how = row.matchRule ? `otomatis ${row.matchRule}${line}` : `approve oleh ${row.approvedByName ?? '-'}${line}`;
  return `Batalkan approve BO ${SIDE_WORDS[side].label} ${row.websiteCode} ${row.ticket} (${how}) oleh ${by}: ${reason}`;
}
