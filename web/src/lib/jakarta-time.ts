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
