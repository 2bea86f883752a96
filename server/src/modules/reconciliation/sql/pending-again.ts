import { sql } from 'kysely';

/**
 * What undoing a match writes, the one SET list for every path that does it: the matcher dropping its own approval,
 * a returned payout released, Delete BO / Mutasi freeing the counterparts of what it removes, a checker's undo.
 */

/** A BO row back to Pending with nothing of its approval left: who, when, the corrected amount, the rule, the line, the note, the hint. */
export const BO_PENDING_AGAIN = sql`approved = false, note = null, approved_amount = null, approved_by = null, approved_by_name = null,
  approved_at = null, match_rule = null, matched_line_id = null, match_hint = null`;

/** A statement line no BO row holds any more. */
export const LINE_FREE_AGAIN = sql`matched_bo_id = null, approved = false, note = null`;
