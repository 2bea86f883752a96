import { isHeldElsewhere, isReturnedPayout, lineStatusWord, type LineKind, type RelatedLine } from '@auto-checker/contract';

/**
 * What the Status cell shows: an Approved / Pending badge for a player's line; otherwise a neutral word (the line's kind,
 * Dikembalikan for a payout that came back, Website lain for a transfer another website's row holds). The words are
 * the contract's (line-words.ts), as in the exports.
 */
export type LineStatus = { kind: 'approval'; approved: boolean } | { kind: 'neutral'; word: string; returned: boolean };

export function lineStatus(row: { line_kind: LineKind; related_line: RelatedLine | null; held_elsewhere: string | null }, approved: boolean): LineStatus {
  const returned = isReturnedPayout(row);
  if (row.line_kind === 'PLAYER' && !returned && !isHeldElsewhere(row, approved)) return { kind: 'approval', approved };
  return { kind: 'neutral', word: lineStatusWord(row, approved), returned };
}
