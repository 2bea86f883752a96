import { SIDE_WORDS, type DashboardTrendDay, type Side } from '@auto-checker/contract';
import { isCalendarDate, jakartaDate } from '../../lib/jakarta-time.ts';

/** The home page's pure rules: its date, its links into View BO, its number formats. */

/** The date the page shows: the URL's when it is one, else today in Jakarta. */
export const dashboardDate = (param: string | null, now: Date): string => (param !== null && isCalendarDate(param) ? param : jakartaDate(now));

/**
 * View BO already filtered to one website's Pending rows of a date: the URL View BO keeps its filters in;
 * with all four filters there it shows the table at once, without pressing Search.
 */
export function pendingLink(website: string, date: string, side: Side): string {
  return `/view-bo?${new URLSearchParams({ view: SIDE_WORDS[side].view, website, status: 'pending', date })}`;
}

const count = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** `1.234` */
export const formatCount = (value: number): string => count.format(value);

/** The share of a day's BO rows the matcher approved, in percent; null for a day without rows. */
export const autoShare = (day: DashboardTrendDay): number | null => (day.total === 0 ? null : (day.auto / day.total) * 100);

/** `87,5%`, or '-' for a day without rows. */
export const formatShare = (share: number | null): string => (share === null ? '-' : `${percent.format(share)}%`);

const dayLabel = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const longDay = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** `22 Nov` for a `YYYY-MM-DD` date (a calendar date: no zone shift). */
export const formatDay = (date: string): string => dayLabel.format(new Date(`${date}T00:00:00Z`));
/** `22 November 2026`. */
export const formatLongDay = (date: string): string => longDay.format(new Date(`${date}T00:00:00Z`));
