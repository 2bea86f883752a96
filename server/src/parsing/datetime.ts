/**
 * Dates and times of statement and BO files. Everything is Asia/Jakarta (UTC+7, no daylight saving).
 * A parsed moment is kept as its Jakarta calendar date and wall-clock time.
 */
export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm:ss, or null when the file carries only a date. */
  time: string | null;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  januari: 1,
  january: 1,
  feb: 2,
  februari: 2,
  february: 2,
  mar: 3,
  maret: 3,
  march: 3,
  apr: 4,
  april: 4,
  mei: 5,
  may: 5,
  jun: 6,
  juni: 6,
  june: 6,
  jul: 7,
  juli: 7,
  july: 7,
  agu: 8,
  agt: 8,
  agustus: 8,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  okt: 10,
  oktober: 10,
  oct: 10,
  october: 10,
  nov: 11,
  nopember: 11,
  november: 11,
  des: 12,
  desember: 12,
  dec: 12,
  december: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

export function isValidDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || y < 1900 || y > 2999) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function makeDate(y: number, m: number, d: number): string | null {
  if (y < 100) y += 2000;
  return isValidDate(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
}

function makeTime(h: string | undefined, mi: string | undefined, s: string | undefined): string | null | undefined {
  if (h === undefined) return null;
  const hh = Number(h),
    mm = Number(mi ?? 0),
    ss = Number(s ?? 0);
  if (hh > 23 || mm > 59 || ss > 59) return undefined;
  return `${pad(hh)}:${pad(mm)}:${pad(ss)}`;
}

/** A wall-clock time: `14:05`, `14:05:10`, `06.25.21`, with Livin's `WIB` behind it. */
const CLOCK = String.raw`(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:\s*WIB)?`;
const TIME = String.raw`(?:[ T]+${CLOCK})?`;
const TIME_ONLY = new RegExp(String.raw`^${CLOCK}$`, 'i');
const DMY = new RegExp(String.raw`^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})${TIME}$`, 'i');
const YMD = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`, 'i');
const DMONY = new RegExp(String.raw`^(\d{1,2})[ -]([A-Za-z]+)[ -](\d{2}|\d{4})${TIME}$`, 'i');

/**
 * Reads `dd/mm/yyyy [HH:mm[:ss]]`, `dd-mm-yy`, `yyyy-mm-dd [HH:mm:ss]`, `27 Jun 2026 14:05:10 WIB`,
 * `16 March 2026 09:34:53`, `05-Jan-2025`, and times written with dots (`06.25.21`). Day first, always:
 * Indonesian files never put the month first.
 */
export function parseDateTime(raw: string): LocalDateTime | null {
  const text = raw.trim().replace(/^'/, '').replace(/\s+/g, ' ');
  let m = DMY.exec(text);
  let date: string | null = null;
  let timeParts: (string | undefined)[] = [];
  if (m) {
    date = makeDate(Number(m[3]), Number(m[2]), Number(m[1]));
    timeParts = [m[4], m[5], m[6]];
  } else if ((m = YMD.exec(text))) {
    date = makeDate(Number(m[1]), Number(m[2]), Number(m[3]));
    timeParts = [m[4], m[5], m[6]];
  } else if ((m = DMONY.exec(text))) {
    const month = MONTHS[m[2]!.toLowerCase()];
    date = month ? makeDate(Number(m[3]), month, Number(m[1])) : null;
    timeParts = [m[4], m[5], m[6]];
  }
  if (!date) return null;
  const time = makeTime(timeParts[0], timeParts[1], timeParts[2]);
  if (time === undefined) return null;
  return { date, time };
}

/**
 * A time of day on its own (`14:05:10 WIB`, `09.30`) as `HH:mm:ss`, or null: the second row of a Livin' transaction
 * writes only its time under Tanggal (docs/formats-banks.md, "Mandiri").
 */
export function parseTimeOfDay(raw: string): string | null {
  const m = TIME_ONLY.exec(raw.trim().replace(/\s+/g, ' '));
  return m ? (makeTime(m[1], m[2], m[3]) ?? null) : null;
}

/** Asia/Jakarta is UTC+7 all year. */
export const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The zone a file writes its date-times in: nearly every export is Jakarta time; some gateways write UTC. */
export type TimeZone = 'Asia/Jakarta' | 'UTC';

/**
 * A date-time written in `zone` as the Jakarta wall clock. A date without a time cannot be moved: it is kept as the
 * file writes it.
 */
export function inJakarta(value: LocalDateTime, zone: TimeZone): LocalDateTime {
  if (zone === 'Asia/Jakarta' || value.time === null) return value;
  const wall = jakartaWallClock(Date.parse(`${value.date}T${value.time}Z`));
  return { date: wall.slice(0, 10), time: wall.slice(11, 19) };
}

/** The Jakarta wall clock of a moment as `YYYY-MM-DDTHH:mm:ss` (no zone). */
export function jakartaWallClock(moment: number | Date): string {
  return new Date(Number(moment) + JAKARTA_OFFSET_MS).toISOString().slice(0, 19);
}

/** The Jakarta wall-clock minute of the day of a moment, 0..1439. */
export const jakartaMinuteOfDay = (moment: number): number => Math.floor(((((moment + JAKARTA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);

/** `14:05`: the Jakarta wall-clock hour and minute of a moment, by arithmetic (no Date object: the matcher writes one per match). */
export function jakartaHourMinute(moment: number): string {
  const minute = jakartaMinuteOfDay(moment);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The Jakarta calendar date (YYYY-MM-DD) of a moment. */
export const jakartaDate = (moment: number | Date): string => jakartaWallClock(moment).slice(0, 10);

/** The Jakarta calendar day of a moment, as a count of days since 1970-01-01: dates compared as integers. */
export const jakartaDayNumber = (moment: number): number => Math.floor((moment + JAKARTA_OFFSET_MS) / DAY_MS);

/** The first moment (epoch ms) of the Jakarta day a moment falls in. */
export const jakartaDayStartOf = (moment: number): number => jakartaDayNumber(moment) * DAY_MS - JAKARTA_OFFSET_MS;

/** The first moment (epoch ms) of a Jakarta calendar date. */
export const jakartaDayStart = (date: string): number => Date.parse(`${date}T00:00:00+07:00`);

/** The last millisecond of a Jakarta calendar date: where the matcher places a statement line that has only a date. */
export const jakartaDayEnd = (date: string): number => jakartaDayStart(date) + DAY_MS - 1;

/** A calendar date (YYYY-MM-DD) `days` later (or earlier, when negative). */
export const shiftDate = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A Jakarta wall-clock moment as an ISO string with its offset, for timestamptz columns. */
export function toJakartaIso(value: LocalDateTime): string {
  return `${value.date}T${value.time ?? '00:00:00'}+07:00`;
}

const DAY_MON_YEAR = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/;
const ENGLISH_MONTHS = new Set(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']);

/**
 * `05-Jan-2025` / `5-Jan-2025` (the upload form and the view paths) -> `2025-01-05`. `englishOnly`: the review
 * paths, built by the client, never carry an Indonesian month (`Mei`, `Okt`).
 */
export function parseDayMonYear(raw: string, englishOnly = false): string | null {
  const m = DAY_MON_YEAR.exec(raw.trim());
  if (!m) return null;
  const name = m[2]!.toLowerCase();
  if (englishOnly && !ENGLISH_MONTHS.has(name)) return null;
  const month = MONTHS[name];
  return month ? makeDate(Number(m[3]), month, Number(m[1])) : null;
}

/** The date of a View BO / View Mutasi path or export body: `3-Jul-2026` or `03-Jul-2026`, English month. */
export const parseViewDate = (raw: string): string | null => parseDayMonYear(raw, true);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date a request names (report ranges, the dashboard, Delete BO / Mutasi): `2026-07-03` (a date input's
 * value) or `3-Jul-2026` / `03-Jul-2026` (English month, as the spec's client writes it).
 */
export function parseRequestDate(raw: string): string | null {
  const iso = ISO_DATE.exec(raw.trim());
  if (iso) return makeDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return parseViewDate(raw);
}
