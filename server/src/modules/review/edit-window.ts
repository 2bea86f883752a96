/**
 * Which BO rows a person may still approve or delete: those of a statement date that is today or one of the
 * two days before, in Asia/Jakarta (UTC+7, no daylight saving), never a future date (docs/spec/part-1.md, sections 4
 * and 9). Older days are closed: their figures have been reported on.
 */

import { jakartaDate, shiftDate } from '../../parsing/datetime.ts';

const DAY_MS = 86_400_000;
/** Today and the two days before. */
export const EDIT_WINDOW_DAYS = 3;

export { jakartaDate };

/** Whole days from a statement date (YYYY-MM-DD) to the Jakarta date of `now`; negative for a future date. */
export function statementAgeDays(statementDate: string, now: Date): number {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
  return day(jakartaDate(now)) - day(statementDate);
}

export function isWithinEditWindow(statementDate: string, now: Date): boolean {
  const age = statementAgeDays(statementDate, now);
  return age >= 0 && age < EDIT_WINDOW_DAYS;
}

/** The statement dates a person may still approve at `now`: today and the days before it in the window, newest first. */
export function editWindowDates(now: Date): string[] {
  const today = jakartaDate(now);
  return Array.from({ length: EDIT_WINDOW_DAYS }, (_, back) => shiftDate(today, -back));
}
