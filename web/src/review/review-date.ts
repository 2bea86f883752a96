import { dayMonYear } from '@auto-checker/contract';
import { isCalendarDate, jakartaDate } from '../lib/jakarta-time.ts';

/**
 * The review screens' date: the Date filter holds a calendar date (`YYYY-MM-DD`, as <input type="date">),
 * the paths want it as View BO (`3-Jul-2026`) or View Mutasi (`03-Jul-2026`) spell it, and the edit
 * window is counted in Jakarta days.
 */

const DAY_MS = 86_400_000;
/** Today and the two days before (docs/spec/part-1.md, sections 4 and 9). */
export const EDIT_WINDOW_DAYS = 3;

/** View BO's path date: `2026-07-03` -> `3-Jul-2026` (day not padded). */
export const boPathDate = (date: string): string => dayMonYear(date, false);

/** View Mutasi's path date: `2026-07-03` -> `03-Jul-2026` (two-digit day). */
export const mutasiPathDate = (date: string): string => dayMonYear(date);

/** Whole days from a statement date to the Jakarta date of `now`; negative for a future date. */
export function statementAgeDays(date: string, now: Date): number {
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
  return day(jakartaDate(now)) - day(date);
}

/** Rows of this statement date may still be approved, selected or deleted: today or the two days before, never the future. */
export function isWithinEditWindow(date: string, now: Date): boolean {
  if (!isCalendarDate(date)) return false;
  const age = statementAgeDays(date, now);
  return age >= 0 && age < EDIT_WINDOW_DAYS;
}
