/** Reading a date cell in a layout's date style (reader/layout.ts, DateStyle). */
import { isValidDate, parseDateTime, type LocalDateTime } from '../datetime.ts';
import type { TableRow } from '../table.ts';
import type { DateStyle } from './layout.ts';
import { RowProblem } from './row-problem.ts';

/** A span of calendar days, YYYY-MM-DD, both ends included (one day: from === to). */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * `dd/mm` without a year: the year that puts the date inside the anchor's days, or nearest them (a statement of
 * 2 January lists 31/12 of the year before). The anchor is a day, or the period a file states.
 */
export function nearestDate(day: number, month: number, anchor: string | DateRange): string | null {
  const range = typeof anchor === 'string' ? { from: anchor, to: anchor } : anchor;
  const year = Number(range.to.slice(0, 4));
  let best: { date: string; distance: number } | null = null;
  for (const y of [year - 1, year, year + 1]) {
    if (!isValidDate(y, month, day)) continue;
    const date = `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const distance = daysOutside(date, range);
    if (!best || distance < best.distance) best = { date, distance };
  }
  return best?.date ?? null;
}

/** The period a preamble states (`Periode : dd/mm/yyyy - dd/mm/yyyy`, KlikBCA and others): its first and last day, or null. */
export function statedPeriod(preamble: readonly TableRow[]): DateRange | null {
  for (const row of preamble) {
    const m = /Periode\b.*?(\d{1,2}\/\d{1,2}\/\d{4})\s*-\s*(\d{1,2}\/\d{1,2}\/\d{4})/i.exec(row.cells.join(' '));
    const from = m && parseDateTime(m[1]!)?.date,
      to = m && parseDateTime(m[2]!)?.date;
    if (from && to) return { from, to };
  }
  return null;
}

/**
 * The days year-less dates are read near: the period the file states, else the statement date the user chose. The
 * file's own word comes first: a date picked in the wrong year would put every line a year away from the deposits
 * it backs, and they would stay Pending (docs/formats-banks.md, KlikBCA).
 */
export function yearAnchor(statementDate: string | undefined, period: DateRange | null): DateRange | null {
  return period ?? (statementDate ? { from: statementDate, to: statementDate } : null);
}

/** Days from a date to a period (0 inside it), all YYYY-MM-DD. */
export function daysOutside(date: string, period: DateRange): number {
  const at = Date.parse(`${date}T00:00:00Z`);
  const from = Date.parse(`${period.from}T00:00:00Z`),
    to = Date.parse(`${period.to}T00:00:00Z`);
  return Math.max(0, from - at, at - to) / 86_400_000;
}

/** A filled date cell, day first; `dd/mm` without a year only in the style that allows it, and with an anchor. */
export function readDate(raw: string, style: DateStyle, anchor: DateRange | null, label: string): LocalDateTime {
  const dayMonth = style === 'day-first-year-optional' ? /^(\d{1,2})\/(\d{1,2})$/.exec(raw) : null;
  if (!dayMonth) {
    const value = parseDateTime(raw);
    if (value) return value;
  } else {
    if (!anchor) throw new RowProblem(`${label} '${raw}' tanpa tahun, dan tanggal mutasi tidak diisi`);
    const date = nearestDate(Number(dayMonth[1]), Number(dayMonth[2]), anchor);
    if (date) return { date, time: null };
  }
  throw invalidDate(label, raw);
}

/** A date cell that reads as no date; one with AM or PM says why it is written so. */
export const invalidDate = (label: string, raw: string): RowProblem => new RowProblem(`${label} '${raw}' tidak valid${TWELVE_HOUR.test(raw) ? RESAVED : ''}`);

/**
 * A time written with AM or PM: no Indonesian export writes one, but Excel set to a United States locale does when it
 * saves a file again, its dates turned month first too (parsing/swapped-dates.ts). Said, so that the file is exported
 * again rather than its cells mended one by one.
 */
const TWELVE_HOUR = /\d\s*[AP]\.?M\.?$/i;
const RESAVED =
  ': jam AM/PM ditulis Excel yang menyimpan ulang file dengan format Amerika (tanggal bulan/hari). Ekspor ulang file dari sumbernya tanpa menyimpannya lagi di Excel, atau ubah format tanggalnya ke dd/mm/yyyy HH:mm:ss.';
