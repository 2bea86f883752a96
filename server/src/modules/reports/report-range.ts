import { REPORT_MAX_DAYS, REPORT_MSG } from '@auto-checker/contract';
import { Invalid } from '../../errors.ts';

/**
 * The date range of a Data Player or Game Site request (pure: no I/O). Statement dates, inclusive at both
 * ends, as the screen's date inputs send them (`2026-07-03`) or as the other screens write them (`3-Jul-2026`).
 */
export interface ReportRange {
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD, not before `from`. */
  to: string;
}

const DAY_MS = 86_400_000;

/** How many calendar days [from, to] covers, both ends counted. */
export function daysIn(range: ReportRange): number {
  return (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;
}

/** Two parsed dates as a range; an end before the start, or a range longer than REPORT_MAX_DAYS, is refused. */
export function reportRange(from: string, to: string): ReportRange {
  if (to < from) throw new Invalid(REPORT_MSG.endBeforeStart);
  const range = { from, to };
  if (daysIn(range) > REPORT_MAX_DAYS) throw new Invalid(REPORT_MSG.rangeTooLong);
  return range;
}
