import { REVIEW_MSG, type SearchMode } from '@auto-checker/contract';
import { Invalid } from '../../errors.ts';

/** The largest id an integer column holds: a longer ID Tracking can only match a ticket or reference. */
const MAX_ID = 2_147_483_647;

/** A review search, read from the path's mode and term (spec part 1, section 5). */
export type ReviewSearch =
  /** ID Tracking: the row's id, or digits inside its ticket (BO) or reference (statement line). */
  | { mode: 'id'; digits: string; id: number | null }
  /** An amount in whole rupiah, as a decimal string for the numeric column. */
  | { mode: 'nominal'; rupiah: string }
  /** Text inside a name (or a statement line's description), any case; null matches every row. */
  | { mode: 'string'; text: string | null };

/**
 * The client already sends ID Tracking and amounts as digits; an amount typed with separators
 * (`1.250.000`) is read as its digits all the same. A term that cannot be what its mode says is refused.
 */
export function readSearch(mode: SearchMode, term: string): ReviewSearch {
  const trimmed = term.trim();
  switch (mode) {
    case 'id': {
      if (!/^\d+$/.test(trimmed)) throw new Invalid(REVIEW_MSG.badIdTerm);
      const digits = trimmed.replace(/^0+(?=\d)/, '');
      const id = digits.length <= 10 && Number(digits) <= MAX_ID ? Number(digits) : null;
      return { mode, digits: trimmed, id };
    }
    case 'nominal': {
      const digits = trimmed.replace(/\D/g, '');
      if (!digits) throw new Invalid(REVIEW_MSG.badNominalTerm);
      return { mode, rupiah: digits.replace(/^0+(?=\d)/, '') };
    }
    case 'string':
      return { mode, text: trimmed === '' ? null : trimmed };
  }
}
