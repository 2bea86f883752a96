/** Every time the app shows is Asia/Jakarta, Indonesian locale, 24-hour clock. */
export const JAKARTA = 'Asia/Jakarta';

const longDateTime: Intl.DateTimeFormatOptions = {
  timeZone: JAKARTA,
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};
const dateTime = new Intl.DateTimeFormat('id-ID', longDateTime);
const clock = new Intl.DateTimeFormat('id-ID', { ...longDateTime, weekday: 'long' });

/** '22 November 2026 10.15.03' style; '-' for no value. */
export function formatJakartaDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : dateTime.format(date);
}

const shortParts = new Intl.DateTimeFormat('id-ID', {
  timeZone: JAKARTA,
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `24 Nov 07:13` (Jakarta): the review tables' short time; the long one is in the row's detail. '-' for no value. */
export function formatJakartaShort(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const parts = shortParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').replace('.', '')} ${part('hour')}:${part('minute')}`;
}

export function formatJakartaClock(date: Date): string {
  return `${clock.format(date)} WIB`;
}

/** Minutes since Jakarta midnight. */
export function jakartaMinuteOfDay(date: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: JAKARTA, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

/** Selamat Pagi 05:00-10:59, Siang 11:00-13:59, Sore 14:00-18:30, otherwise Malam (Jakarta time). */
export function greeting(date: Date): string {
  const m = jakartaMinuteOfDay(date);
  if (m >= 5 * 60 && m < 11 * 60) return 'Selamat Pagi';
  if (m >= 11 * 60 && m < 14 * 60) return 'Selamat Siang';
  if (m >= 14 * 60 && m <= 18 * 60 + 30) return 'Selamat Sore';
  return 'Selamat Malam';
}

const jakartaParts = new Intl.DateTimeFormat('en-GB', { timeZone: JAKARTA, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Jakarta calendar date of a moment, `YYYY-MM-DD`. */
export function jakartaDate(moment: Date): string {
  const parts = jakartaParts.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}
