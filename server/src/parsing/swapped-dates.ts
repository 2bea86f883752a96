/**
 * A file saved again by a spreadsheet set to month-first dates (Excel in a United States locale) writes 3 July as
 * `7/3/2026`, which every layout here reads day first as 7 March; a day after the 12th it cannot turn round stays as
 * the export wrote it. Stored so, a day's transfers or requests would be dated months away from what they back: none
 * would match, and the account's days would read as other days. The upload refuses such a file (docs/formats.md,
 * "How a file is read", point 6).
 *
 * The sign: lines (a statement's bookings, a BO export's requests) dated more than FAR_DAYS from the date chosen on the
 * form, every one of them a date whose day and month read the other way round land within FAR_DAYS before it (or the
 * day after). A long export really reaching months back has far lines that do not turn round so (the 15th of a month
 * has no month 15), and is read.
 */
import { isValidDate, shiftDate } from './datetime.ts';

/** Days from the statement date within which an export's lines are booked (KlikBCA and most exports: one month at most). */
const FAR_DAYS = 31;

/** The first line whose date reads as the statement date's with day and month swapped, and the date it meant; null when none does, or some far line cannot. */
export function swappedDates(lines: readonly { line: number; date: string }[], statementDate: string): { line: number; read: string; meant: string } | null {
  const from = shiftDate(statementDate, -FAR_DAYS),
    to = shiftDate(statementDate, FAR_DAYS),
    dayAfter = shiftDate(statementDate, 1);
  let first: { line: number; read: string; meant: string } | null = null;
  for (const { line, date } of lines) {
    if (date >= from && date <= to) continue;
    const meant = turnedRound(date);
    if (meant === null || meant < from || meant > dayAfter) return null;
    first ??= { line, read: date, meant };
  }
  return first;
}

/** The date with its day and month swapped (`2026-03-07` → `2026-07-03`), or null when that is no date. */
function turnedRound(date: string): string | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (!isValidDate(year, day, month)) return null;
  return `${year}-${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}`;
}
