/**
 * Date-times that state their own zone, as gateway reports write them: `2026-07-01 10:00:00+07:00`,
 * `2026-07-01T03:00:00.000Z`, `2026-07-01 10:00 GMT+7`, `14:05:10 WIB`. A stated zone wins over the zone the layout
 * declares (docs/formats-qris-ewallet-bo.md, section 1 "Dates"); either way the moment becomes the Jakarta wall clock.
 */
import { inJakarta, jakartaWallClock, type LocalDateTime, type TimeZone } from './datetime.ts';

/** A date-time text with its zone (and fraction of a second) taken off. */
export interface ZoneSplit {
  /** The text parseDateTime reads: date and time, no zone, whole seconds. */
  local: string;
  /** Minutes east of UTC the text states; null when it states none. */
  offsetMinutes: number | null;
}

/** Zones written by name: UTC, and the three Indonesian zones. */
const NAMED_ZONES: Record<string, number> = { Z: 0, UTC: 0, GMT: 0, WIB: 7 * 60, WITA: 8 * 60, WIT: 9 * 60 };

/**
 * A time `HH:mm[:ss]` (colons: a zone never follows the dotted times of bank files), a fraction of a second after its
 * seconds, then a zone: a name (`Z`, `UTC`, `WIB` ...), `UTC`/`GMT` with an offset (`GMT+7`, `UTC+07:00`), or an ISO
 * offset right after the seconds (`10:00:00+07:00`, `10:00:00-0500`, PostgreSQL's `10:00:00.5+07`; never after
 * `HH:mm`, where `10:00-11:00` is a range of hours). The date before it is left to parseDateTime.
 */
const ZONED = new RegExp(
  String.raw`^(?<local>.*?\d:\d{2}(?::\d{2})?)(?:(?<=\d:\d{2}:\d{2})\.\d{1,9})?` +
    String.raw`(?:\s*(?<name>Z|UTC|GMT|WIB|WITA|WIT)` +
    String.raw`|\s*(?:UTC|GMT)\s*(?<sign>[+-])(?<hours>\d{1,2})(?::?(?<minutes>\d{2}))?` +
    String.raw`|(?<=\d:\d{2}:\d{2}(?:\.\d{1,9})?)(?<isoSign>[+-])(?<isoHours>\d{2})(?::?(?<isoMinutes>\d{2}))?)?$`,
  'i',
);

/** No zone is further than 14 hours from UTC (UTC-12:00 to UTC+14:00). */
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * Takes the zone and the fraction of a second off a date-time text. A text without them comes back as it is, with no
 * offset; null when the zone it states cannot be (`+25:00`).
 */
export function splitZone(raw: string): ZoneSplit | null {
  const text = raw.trim();
  const m = ZONED.exec(text);
  if (!m) return { local: text, offsetMinutes: null };
  const g = m.groups!;
  const local = g.local!;
  if (g.name !== undefined) return { local, offsetMinutes: NAMED_ZONES[g.name.toUpperCase()]! };
  const sign = g.sign ?? g.isoSign;
  if (sign === undefined) return { local, offsetMinutes: null };
  const minutes = Number(g.minutes ?? g.isoMinutes ?? 0);
  const offset = Number(g.hours ?? g.isoHours) * 60 + minutes;
  if (minutes > 59 || offset > MAX_OFFSET_MINUTES) return null;
  return { local, offsetMinutes: sign === '-' ? -offset : offset };
}

/**
 * A date-time read from a text as the Jakarta wall clock: moved by the offset the text states, else from the layout's
 * zone (a date without a time stays as written).
 */
export function zonedInJakarta(value: LocalDateTime, offsetMinutes: number | null, zone: TimeZone): LocalDateTime {
  if (offsetMinutes === null || value.time === null) return inJakarta(value, zone);
  const wall = jakartaWallClock(Date.parse(`${value.date}T${value.time}Z`) - offsetMinutes * 60_000);
  return { date: wall.slice(0, 10), time: wall.slice(11, 19) };
}
