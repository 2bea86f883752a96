/**
 * Time in the generator is Jakarta wall-clock time, kept as milliseconds "as if UTC" (Date.UTC of the local date and
 * time): Asia/Jakarta has no daylight saving, so adding minutes is plain arithmetic and formatting needs no time zone.
 */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Asia/Jakarta is UTC+7 all year. */
export const JAKARTA_OFFSET_MS = 7 * HOUR;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number) => String(n).padStart(2, '0');

/** `2026-07-14` -> wall-clock ms of its midnight. */
export function midnightOf(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** Wall-clock ms -> `YYYY-MM-DD`. */
export const isoDateOf = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** `dd/mm/yyyy HH:mm:ss`, the date style of every template. */
export function dmyHms(wall: number): string {
  const d = new Date(wall);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

/** `DDMM`, as BCA writes it in its transfer codes (`1407/FTSCY/...`). */
export function ddmm(wall: number): string {
  const d = new Date(wall);
  return `${pad2(d.getUTCDate())}${pad2(d.getUTCMonth() + 1)}`;
}

/** `HH:mm` of a wall-clock moment, for messages. */
export const hhmm = (wall: number) => new Date(wall).toISOString().slice(11, 16);

/**
 * `14-Jul-2026` (upload form, View Mutasi paths: two-digit day) or `5-Jul-2026` (View BO paths: day without padding),
 * as the spec writes them.
 */
export function dayMonYear(isoDate: string, padDay: boolean): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${padDay ? pad2(d) : String(d)}-${MONTHS[m - 1]}-${y}`;
}

/**
 * A moment the API answers (an ISO string with `Z` or an offset, or a bare local `YYYY-MM-DD HH:mm:ss`, read as
 * Jakarta time) -> wall-clock ms; null when it is not a moment.
 */
export function wallFromApi(value: unknown): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const text = value.trim();
  if (/(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : ms + JAKARTA_OFFSET_MS;
  }
  const ms = Date.parse(`${text.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? null : ms;
}
