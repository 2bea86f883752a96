import { MAX_ID, REVIEW_MSG, type SearchMode } from '@auto-checker/contract';
import { Invalid } from '../../errors.ts';

/** A review search, read from the path's mode and term (docs/spec/part-1.md, section 5). */
export type ReviewSearch =
  /** ID Tracking: the row's id, or digits inside its ticket (BO) or reference (statement line). */
  | { mode: 'id'; digits: string; id: number | null }
  /**
   * An amount in whole rupiah, as a decimal string for the numeric column; or, the term as sent (trimmed), a whole
   * ticket or reference made of digits (a bank's transaction id), which the client sends as a nominal.
   */
  | { mode: 'nominal'; rupiah: string; text: string }
  /** Text inside a name (or a statement line's description), or a whole ticket or reference, any case; null matches every row. */
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
      return { mode, rupiah: digits.replace(/^0+(?=\d)/, ''), text: trimmed };
    }
    case 'string':
      return { mode, text: trimmed === '' ? null : trimmed };
  }
}
