import type { Side } from '@auto-checker/contract';
import type { Db } from '../../../db/connect.ts';
import { heldTwins } from '../../reconciliation/sql/held-elsewhere.ts';
import { byPlace, heldElsewhere, isGatewayPayment, sharedLines, type StoredLine } from '../../reconciliation/same-transfer.ts';
import { lockGatewayPayments } from '../../reconciliation/after-upload.ts';

/**
 * Of a few lines (a page, a person's approval), who holds the same transfer on another website, by line id: on an
 * account the two share, or a gateway payment of the same reference (reconciliation/same-transfer.ts). `forApproval`
 * (inside the approval's transaction, its websites locked): the gateway lock is taken first when one is a gateway
 * payment, so that no run of another website takes it meanwhile.
 */
export async function holdersElsewhere(db: Db, side: Side, lines: readonly StoredLine[], forApproval = false): Promise<Map<number, string>> {
  const looked = sharedLines(lines, null);
  if (looked.length === 0) return new Map();
  if (forApproval && looked.some(isGatewayPayment)) await lockGatewayPayments(db);
  const { rows } = await heldTwins(side, byPlace(looked)).execute(db);
  return heldElsewhere(looked, rows);
}
