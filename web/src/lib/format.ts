import { JAKARTA, formatJakartaDateTime, formatJakartaShort } from './jakarta-time.ts';

/** Amounts in the review tables: rupiah, Indonesian grouping (`1.250.000`), no currency sign; '-' for none. */
const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

export function formatAmount(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '-' : rupiah.format(value);
}

const dateOnly = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', day: '2-digit', month: 'long', year: 'numeric' });
const clock = new Intl.DateTimeFormat('id-ID', { timeZone: JAKARTA, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * A moment as ISO (shown in Jakarta time), or a bare `YYYY-MM-DD` date (a statement without times): a bare
 * date must not be read as UTC midnight, which would show as 07.00 in Jakarta.
 */
export function formatMoment(value: string | null | undefined): string {
  if (!value) return '-';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? value : dateOnly.format(date);
  }
  return formatJakartaDateTime(value);
}

const shortDate = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', day: '2-digit', month: 'short' });

/** formatMoment made short for a table cell: `24 Nov 07:13`, or `24 Nov` for a bare date. */
export function formatShortMoment(value: string | null | undefined): string {
  if (!value) return '-';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? value : shortDate.format(date).replace('.', '');
  }
  return formatJakartaShort(value);
}

/** `14.05` in Jakarta time. */
export function formatClock(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : clock.format(date);
}

/** An empty text cell reads '-'. */
export const text = (value: string | null | undefined): string => (value && value.trim() !== '' ? value : '-');
