/** The words of the matcher: the Ket note of an automatic approval and the reasons of a suggestion. */
import { formatRupiah } from '@auto-checker/contract';
import { jakartaHourMinute } from '../../parsing/datetime.ts';
import type { MatchLine, MatchRule } from './types.ts';

/** `14:05` (Jakarta) for a line with a time, `27/06` for one with only a date. */
export function lineWhen(line: Pick<MatchLine, 'at' | 'date'>): string {
  if (line.at !== null) return jakartaHourMinute(line.at);
  return `${line.date.slice(8, 10)}/${line.date.slice(5, 7)}`;
}

export type MatchBasis =
  | { rule: 'REFERENCE'; reference: string }
  | { rule: 'NAME'; score: number; byIdentity: boolean }
  | { rule: 'TIME'; minutes: number };

const RULE_WORDS: Record<MatchRule, string> = { REFERENCE: 'referensi+nominal', NAME: 'nama+nominal', TIME: 'waktu+nominal' };

/** `AUTO nama+nominal | BCA 14:05 | skor 0.97`: what a checker reads in Ket to trust or question an approval. */
export function matchNote(line: Pick<MatchLine, 'at' | 'date' | 'label'>, basis: MatchBasis): string {
  const head = basis.rule === 'NAME' && basis.byIdentity ? 'no.rek/HP+nominal' : RULE_WORDS[basis.rule];
  const detail =
    basis.rule === 'REFERENCE' ? `ref ${basis.reference}`
    : basis.rule === 'NAME' ? `skor ${basis.score.toFixed(2)}`
    : `selisih ${Math.round(basis.minutes)} menit`;
  return `AUTO ${head} | ${line.label} ${lineWhen(line)} | ${detail}`;
}

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
