/** The matcher's view of rows and lines: names normalised, windows and numbers worked out once per run. */
import { jakartaDate, jakartaDayStart, jakartaDayStartOf } from '../../parsing/datetime.ts';
import { identityKey, lineIdentities, MIN_IDENTITY_DIGITS } from './identity.ts';
import { nameScore, normaliseName, TRUNCATION_WIDTH, type NormalisedName } from './names.ts';
import type { MatchBo, MatchLine, ReconcileOptions } from './types.ts';

export const MINUTE = 60_000;
const DAY = 86_400_000;
/** Times are ranked over two days: a line two days off gains nothing from being closer. */
export const TIME_SCALE_MINUTES = 2880;
export const normRef = (ref: string) => ref.trim().toUpperCase();
/** References shorter than this (`-`, `0`, `1`) are placeholders, not references. */
export const MIN_REFERENCE = 4;

/** A BO row with what the rules need worked out once. */
export interface PreparedBo {
  src: MatchBo;
  names: CachedName[];
  /** Name keys a line of this player most likely shows: each name's, and each name cut at the bank's field width. */
  exactKeys: string[];
  identity: string;
  refs: string[];
  /** Window of a backing line: [start, end] epoch ms, and the same as Jakarta dates for lines with no time. */
  start: number;
  end: number;
  firstDate: string;
  lastDate: string;
}

export interface PreparedLine {
  src: MatchLine;
  /** The amount a BO row must show: the gross for QRIS net of MDR. */
  amount: number;
  name: CachedName;
  reference: string;
  /** Identity numbers shown by the line; worked out on first use. */
  identities: string[] | null;
  /** Its time for ordering by time: the booking, or the last moment of its Jakarta day when it has only a date. */
  sortAt: number;
}

export function prepareBo(bo: MatchBo, options: ReconcileOptions, names: NameCache): PreparedBo {
  const dayStart = jakartaDayStartOf(bo.at);
  const days = names.daysFrom(dayStart);
  const player = names.player(bo.names);
  return {
    src: bo,
    names: player.names,
    exactKeys: player.exactKeys,
    identity: names.identity(bo.accountNumber),
    refs: bo.references.length === 0 ? [] : [...new Set(bo.references.map(normRef).filter((r) => r.length >= MIN_REFERENCE))].sort(),
    start: bo.at - options.windowBeforeMinutes * MINUTE,
    end: dayStart + 2 * DAY - 1,
    firstDate: days.first,
    lastDate: days.next,
  };
}

export function prepareLine(line: MatchLine, names: NameCache): PreparedLine {
  return {
    src: line,
    amount: line.grossSen ?? line.amountSen,
    name: names.get(line.name, true),
    reference: normRef(line.reference),
    identities: null,
    sortAt: line.at ?? jakartaDayStart(line.date) + DAY - 1,
  };
}

export function identitiesOf(line: PreparedLine): string[] {
  line.identities ??= lineIdentities(line.src.counterpartyAccount, line.src.description, line.src.reference, line.src.channel !== 'QRIS');
  return line.identities;
}

/** Is the line booked where it can back the row? */
export function inWindow(bo: PreparedBo, line: MatchLine): boolean {
  if (line.at !== null) return line.at >= bo.start && line.at <= bo.end;
  return line.date >= bo.firstDate && line.date <= bo.lastDate;
}

/** Minutes between request and booking for ranking; a booking before the request counts three times. */
export function minutesApart(bo: MatchBo, line: MatchLine): number {
  if (line.at === null) return TIME_SCALE_MINUTES / 2;
  const delta = (line.at - bo.at) / MINUTE;
  return delta >= 0 ? delta : -3 * delta;
}

/** Normalised names, once per distinct text: players repeat all day. */
export interface CachedName extends NormalisedName {
  /** Distinct per run. */
  id: number;
  /** Rule 2's blocking keys (its distinct words of two letters or more), worked out on first use. */
  blockKeys?: readonly string[];
}

/**
 * What one run works out once and looks up after: normalised names by text, a player's names and keys, identity
 * keys, and the Jakarta dates of a day. Players, their bank names and the days repeat all through a day's files.
 */
export class NameCache {
  private readonly byText = [new Map<string, CachedName>(), new Map<string, CachedName>()];
  private size = 0;
  private readonly players = new Map<string, { names: CachedName[]; exactKeys: string[] }>();
  private readonly identities = new Map<string, string>();
  private readonly dates = new Map<number, { first: string; next: string }>();

  get(text: string, fromBank: boolean): CachedName {
    const map = this.byText[fromBank ? 1 : 0]!;
    let n = map.get(text);
    if (!n) {
      n = { ...normaliseName(text, fromBank), id: this.size++ };
      map.set(text, n);
    }
    return n;
  }

  /** A row's names as the rules read them, and the keys a line naming that player exactly would have. */
  player(written: readonly string[]): { names: CachedName[]; exactKeys: string[] } {
    const text = written.join('\u0000');
    let p = this.players.get(text);
    if (!p) {
      const distinct = [...new Set(written.map((n) => n.trim().replace(/\s+/g, ' ')).filter((n) => n !== ''))];
      const cached = distinct.map((n) => this.get(n, false)).filter((n) => n.tokens.length > 0);
      // Each name, and each name cut at the bank's field width.
      const cut = distinct.filter((n) => n.length > TRUNCATION_WIDTH).map((n) => this.get(n.slice(0, TRUNCATION_WIDTH), true).key);
      p = { names: cached, exactKeys: [...new Set([...cached.map((n) => n.key), ...cut])].filter((k) => k !== '') };
      this.players.set(text, p);
    }
    return p;
  }

  identity(raw: string): string {
    let key = this.identities.get(raw);
    if (key === undefined) this.identities.set(raw, (key = identityKey(raw)));
    return key;
  }

  /** The Jakarta date of a day's first moment, and of the next day. */
  daysFrom(dayStart: number): { first: string; next: string } {
    let d = this.dates.get(dayStart);
    if (!d) this.dates.set(dayStart, (d = { first: jakartaDate(dayStart), next: jakartaDate(dayStart + DAY) }));
    return d;
  }

  /** Name score of a row's name and a line's; the same words in any order are 1 at once. */
  score(a: CachedName, b: CachedName): number {
    if (a.key === b.key) return a.tokens.length === 0 ? 0 : 1;
    return nameScore(a, b);
  }

}

/** What evidenceScore answers when the line shows the player's account number or phone: as good as the name. */
export const BY_IDENTITY = 2;

/**
 * The best evidence the line names the row's player: the best name score (0..1), or BY_IDENTITY for the player's
 * account number or phone in the line. The name is compared first: most lines name the player plainly, and
 * reading numbers out of a line's text costs more. A number, not an object: this runs for every candidate.
 */
export function evidenceScore(bo: PreparedBo, line: PreparedLine, names: NameCache, compareNames = true): number {
  let best = 0;
  if (compareNames) for (const n of bo.names) if (best < 1) best = Math.max(best, names.score(n, line.name));
  if (best < 1 && bo.identity.length >= MIN_IDENTITY_DIGITS) {
    for (const k of identitiesOf(line)) {
      if (k === bo.identity || (bo.identity.length >= 9 && k.length > bo.identity.length && k.endsWith(bo.identity))) return BY_IDENTITY;
    }
  }
  return best;
}

/** evidenceScore as a score and whether it came from a number. */
export function nameEvidence(bo: PreparedBo, line: PreparedLine, names: NameCache, compareNames = true): { score: number; byIdentity: boolean } {
  const score = evidenceScore(bo, line, names, compareNames);
  return score === BY_IDENTITY ? { score: 1, byIdentity: true } : { score, byIdentity: false };
}

/**
 * Can the two names reach an automatic match at all? Only if every word but one is written the same on both
 * sides: the one may be a typo or an initial. (A name the bank cut is looked up by its cut form instead.)
 * A cheap test that spares the word-by-word comparison for the many lines that merely share a first name.
 */
export function differByOneWordAtMost(a: NormalisedName, b: NormalisedName): boolean {
  let shared = 0;
  for (const t of a.tokens) if (b.tokens.includes(t)) shared++;
  return shared >= Math.max(a.tokens.length, b.tokens.length) - 1;
}

/** A line that says nothing of who paid: no name, no number. Only these may match on amount and time. */
export function isNameless(line: PreparedLine): boolean {
  return line.name.tokens.length === 0 && identitiesOf(line).length === 0;
}

/** Does the line's kind fit the row's payment: QRIS rows only with QRIS lines and the reverse. */
export const fitsPayment = (bo: MatchBo, line: MatchLine) => bo.qris === (line.channel === 'QRIS');

