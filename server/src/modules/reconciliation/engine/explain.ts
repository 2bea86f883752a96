/** The words of the matcher: the Ket note of an automatic approval and the reasons of a suggestion. */
import { formatRupiah } from '@auto-checker/contract';
import { jakartaDate, jakartaHourMinute, jakartaMinuteOfDay } from '../../../parsing/datetime.ts';
import type { MatchLine, MatchRule } from './types.ts';

/**
 * `14:05` (Jakarta) for a line with a time, `27/06` for one with only a date; `04/07 00:01` for a line with a time
 * when `withDay` (booked on another Jakarta day than the request: the checker must not read the request's day).
 */
export function lineWhen(line: Pick<MatchLine, 'at' | 'date'>, withDay = false): string {
  if (line.at === null) return dayMonth(line.date);
  return withDay ? `${dayMonth(jakartaDate(line.at))} ${jakartaHourMinute(line.at)}` : jakartaHourMinute(line.at);
}

const dayMonth = (isoDate: string): string => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;

export type MatchBasis = { rule: 'REFERENCE'; reference: string } | { rule: 'NAME'; score: number; byIdentity: boolean } | { rule: 'TIME'; minutes: number };

const RULE_WORDS: Record<MatchRule, string> = { REFERENCE: 'referensi+nominal', NAME: 'nama+nominal', TIME: 'waktu+nominal' };

/**
 * `AUTO nama+nominal | BCA 14:05 | skor 0.97`: what a checker reads in Ket to trust or question an approval; the line's
 * day too (`BCA 04/07 00:01`) when it was booked on another Jakarta day than the request (`otherDay`).
 */
export function matchNote(line: Pick<MatchLine, 'at' | 'date' | 'label'>, basis: MatchBasis, otherDay = false): string {
  return notePrefix(line.label, basis) + lineWhen(line, otherDay) + noteSuffix(basis);
}

/** `AUTO nama+nominal | BCA `: a note up to the line's time. */
const notePrefix = (label: string, basis: MatchBasis): string =>
  `AUTO ${basis.rule === 'NAME' && basis.byIdentity ? 'no.rek/HP+nominal' : RULE_WORDS[basis.rule]} | ${label} `;

/** ` | skor 0.97`: a note after the line's time. */
function noteSuffix(basis: MatchBasis): string {
  switch (basis.rule) {
    case 'REFERENCE':
      return ` | ref ${basis.reference}`;
    case 'NAME':
      return ` | skor ${(Math.round(basis.score * 100) / 100).toFixed(2)}`;
    case 'TIME':
      return ` | selisih ${Math.round(basis.minutes)} menit`;
  }
}

/**
 * The notes of one run, each text made once: a busy day's tens of thousands of matches say a few thousand things
 * (a source, a minute of the day, a score or a gap), of a few dozen pieces. Notes naming a reference or a date are
 * made each time.
 */
export class NoteBook {
  /** The sources seen (a run has a handful), and the notes by source, minute of the day and detail. */
  private readonly labels: string[] = [];
  private readonly notes = new Map<number, string>();
  /** The pieces notes are made of: by source and detail, by minute of the day, by detail. */
  private readonly prefixes = new Map<number, string>();
  private readonly times = new Array<string | undefined>(1440).fill(undefined);
  private readonly suffixes = new Map<number, string>();

  /**
   * The note of a match on a line from `label` booked `at` (null: only its `date` is known), `otherDay` when that is
   * another Jakarta day than the request's (such notes, a few around midnight, are made each time).
   */
  note(label: string, at: number | null, date: string, basis: MatchBasis, otherDay = false): string {
    const source = this.labels.indexOf(label);
    // The rounded score and how it was found, or the rounded gap in minutes (within the windows: -60..15).
    const detail =
      basis.rule === 'NAME' ? Math.round(basis.score * 100) * 2 + (basis.byIdentity ? 1 : 0) : basis.rule === 'TIME' ? 2048 + Math.round(basis.minutes) : -1;
    if (at === null || otherDay || detail < 0 || detail >= 4096 || (source < 0 && this.labels.length >= MAX_SOURCES))
      return matchNote({ label, at, date }, basis, otherDay);
    const from = source < 0 ? this.labels.push(label) - 1 : source,
      minute = jakartaMinuteOfDay(at);
    const key = (from * 1440 + minute) * 4096 + detail;
    let note = this.notes.get(key);
    if (note === undefined) {
      const head = from * 4096 + detail;
      let prefix = this.prefixes.get(head),
        suffix = this.suffixes.get(detail);
      if (prefix === undefined) this.prefixes.set(head, (prefix = notePrefix(label, basis)));
      if (suffix === undefined) this.suffixes.set(detail, (suffix = noteSuffix(basis)));
      note = prefix + (this.times[minute] ??= jakartaHourMinute(at)) + suffix;
      this.notes.set(key, note);
    }
    return note;
  }
}

/** Notes of more sources than this in one run are made each time (keys stay small integers). */
const MAX_SOURCES = 128;

/** `Rp6.500` for a difference in sen, whichever way. */
export const rupiah = (sen: number) => formatRupiah(Math.abs(sen));

/** `2 jam 5 menit` / `1 hari 3 jam` / `4 menit`. */
export function duration(minutes: number): string {
  const m = Math.round(Math.abs(minutes));
  if (m < 60) return `${m} menit`;
  if (m < 1440) return `${Math.floor(m / 60)} jam${m % 60 ? ` ${m % 60} menit` : ''}`;
  const hours = Math.floor((m % 1440) / 60);
  return `${Math.floor(m / 1440)} hari${hours ? ` ${hours} jam` : ''}`;
}
