import type { Side } from '@auto-checker/contract';
import type { Db } from '../../../db/connect.ts';
import { heldTwins } from '../../reconciliation/sql/held-elsewhere.ts';
import { byPlace, heldElsewhere, sharedLines, type StoredLine } from '../../reconciliation/same-transfer.ts';

/**
 * Of a few lines (a page, a person's approval), who holds the same transfer on another website, by line id: on an
 * account the two share, or a gateway payment of the same reference (reconciliation/same-transfer.ts).
 */
export async function holdersElsewhere(db: Db, side: Side, lines: readonly StoredLine[]): Promise<Map<number, string>> {
  const looked = sharedLines(lines, null);
  if (looked.length === 0) return new Map();
  const { rows } = await heldTwins(side, byPlace(looked)).execute(db);
  return heldElsewhere(looked, rows);
}
