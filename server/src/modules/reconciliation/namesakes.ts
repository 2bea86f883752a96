/**
 * Namesakes from other days (docs/reconciliation.md, "Evidence"). The matcher does not take a name close to a
 * player's (a typo, an initial, a cut, a missing middle word) when it is exactly another player's name; it knows the
 * players of the run's days, and the website's players of other days are looked up by the names it took that way:
 * a player who played last week and paid today before filling in the form is such a namesake. When some are found,
 * the run is made again knowing them (after-upload.ts reconcileScope), until no new one is.
 */
import type { Match } from './engine/types.ts';
import type { Scope } from './repo.ts';

/** How many runs at most: each one can only take fewer close names than the one before, or other ones once. */
export const NAMESAKE_ROUNDS = 3;

/** A name's words as player_name keeps them (the database's ac_name_words): upper case, A to Z, each once, sorted. */
export function nameWords(name: string): string {
  const words = new Set(name.toUpperCase().split(/[^A-Z]+/));
  words.delete('');
  return [...words].sort().join(' ');
}

/** The words of the names of the lines the run took by a close name (rule 2 below a full score), each once. */
export function closeNameWords(scope: Scope, matches: readonly Match[]): string[] {
  const close = new Set(matches.filter((m) => m.rule === 'NAME' && m.score < 1).map((m) => m.lineId));
  const words = new Set<string>();
  for (const { line } of scope.lines) if (close.has(line.id) && line.name !== '') words.add(nameWords(line.name));
  words.delete('');
  return [...words];
}
