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
  const head = basis.rule === 'NAME' && basis.byIdentity ? 'no.rek/HP+nominal' : RULE_WORDS[basis.rule];
  const detail =
    basis.rule === 'REFERENCE'
      ? `ref ${basis.reference}`
      : basis.rule === 'NAME'
        ? `skor ${(Math.round(basis.score * 100) / 100).toFixed(2)}`
        : `selisih ${Math.round(basis.minutes)} menit`;
  return `AUTO ${head} | ${line.label} ${lineWhen(line, otherDay)} | ${detail}`;
}

/**
 * The notes of one run, each text made once: a busy day's tens of thousands of matches say a few thousand things
 * (a source, a minute of the day, a score or a gap). Notes naming a reference or a date are made each time.
 */
export class NoteBook {
  /** The sources seen (a run has a handful), and the notes by source, minute of the day and detail. */
  private readonly labels: string[] = [];
  private readonly notes = new Map<number, string>();

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
    const key = ((source < 0 ? this.labels.push(label) - 1 : source) * 1440 + jakartaMinuteOfDay(at)) * 4096 + detail;
    let note = this.notes.get(key);
    if (note === undefined) this.notes.set(key, (note = matchNote({ label, at, date }, basis)));
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
