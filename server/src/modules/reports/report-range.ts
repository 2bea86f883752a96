import { REPORT_MAX_DAYS, REPORT_MSG } from '@auto-checker/contract';
import { Invalid } from '../../errors.ts';
import { isValidDate, parseViewDate } from '../../parsing/datetime.ts';

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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-07-03`, `3-Jul-2026` or `03-Jul-2026` (English month, any case) -> `2026-07-03`; anything else null. */
export function parseReportDate(raw: string): string | null {
  const text = raw.trim();
  const m = ISO_DATE.exec(text);
  if (m) return isValidDate(Number(m[1]), Number(m[2]), Number(m[3])) ? text : null;
  return parseViewDate(text);
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

/** The number of pages `total` rows fill; an empty list still has its one (empty) page. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of page `page` (from 1) of `items`. */
export function pageOf<T>(items: readonly T[], pageSize: number, page: number): T[] {
  const offset = (page - 1) * pageSize;
  return items.slice(offset, offset + pageSize);
}
