import { isValidDate } from '../../parsing/datetime.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

/**
 * The date of a review path: `3-Jul-2026` (View BO sends the day unpadded) or `03-Jul-2026`
 * (View Mutasi pads it), English three-letter month in any case -> `2026-07-03`; null when it is
 * no such date. Only English months: the paths are built by the client, never typed by a person.
 */
export function parseViewDate(raw: string): string | null {
  const m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(raw.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = MONTHS.indexOf(m[2]!.toLowerCase() as (typeof MONTHS)[number]) + 1;
  const year = Number(m[3]);
  if (month === 0 || !isValidDate(year, month, day)) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
