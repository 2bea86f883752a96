/**
 * Person names as banks and panels write them, compared the way a checker would (docs/design.md section 6):
 * upper case, no punctuation, digits or titles; token by token with free word order; typos forgiven by
 * Jaro-Winkler; a name a bank cut at its field width matches the longer name it starts.
 * Pure and allocation-light: the matcher calls it for every candidate pair.
 */

import { sortShort } from './order.ts';

/**
 * A name's letters in one spelling, old (before EYD) or new, so that a name registered in the old spelling is the same
 * name: TJ -> C (TJIPTO = CIPTO), DJ -> J (DJOKO = JOKO), OE -> U (SOEKARNO = SUKARNO), the old J that is today's Y
 * (JUSUF = YUSUF; with it SJ = SY, NJ = NY), and CH = KH (CHAIRUL = KHAIRUL). A J cannot tell which spelling it is
 * written in, so every J reads as Y, on both sides of every comparison: JOKO and DJOKO both read YOKO. KH reads as CH
 * rather than the reverse so that an initial C still stands for CHRISTINA. Takes and gives upper case.
 */
export function modernSpelling(upper: string): string {
  return mayBeOldSpelling(upper) ? upper.replace(OLD_SPELLING, (old) => MODERN[old]!) : upper;
}

/** Does the text hold a J, KH or OE (most names do not: a scan is cheaper than the replacement)? */
function mayBeOldSpelling(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 74) return true;
    if ((c === 75 && text.charCodeAt(i + 1) === 72) || (c === 79 && text.charCodeAt(i + 1) === 69)) return true;
  }
  return false;
}
const OLD_SPELLING = /TJ|DJ|KH|OE|J/g;
const MODERN: Readonly<Record<string, string>> = { TJ: 'C', DJ: 'Y', KH: 'CH', OE: 'U', J: 'Y' };

/** Honorifics, academic titles and company forms: they say nothing about who the person is. */
const TITLES = new Set(
  [
    'SDR',
    'SDRI',
    'SAUDARA',
    'SAUDARI',
    'BPK',
    'BP',
    'BAPAK',
    'PAK',
    'IBU',
    'IB',
    'BU',
    'MR',
    'MRS',
    'MS',
    'MISS',
    'NY',
    'NYONYA',
    'NN',
    'NONA',
    'TN',
    'TUAN',
    'H',
    'HJ',
    'HAJI',
    'HAJJAH',
    'KH',
    'DR',
    'DRS',
    'DRA',
    'IR',
    'PROF',
    'SH',
    'SE',
    'ST',
    'SKOM',
    'SPD',
    'SSI',
    'SPSI',
    'SKM',
    'SKEP',
    'SSOS',
    'SAK',
    'SIP',
    'MM',
    'MT',
    'MSI',
    'MKOM',
    'MPD',
    'AMD',
    'AMK',
    'SPT',
    'SP',
    'PT',
    'CV',
    'TBK',
  ].map(modernSpelling),
);

/** A bank cuts the counterparty name at a fixed width (BCA: 18 characters): a name this long may be cut. */
export const TRUNCATION_WIDTH = 18;

export interface NormalisedName {
  /** Tokens without titles, in the order written. */
  tokens: readonly string[];
  /** Sum of token lengths: the weight of the name in a score. */
  weight: number;
  /** A bank's name exactly TRUNCATION_WIDTH characters long: its last token may be cut, and it had no room for more. */
  maybeTruncated: boolean;
  /** The tokens sorted and joined: two names with the same key are the same words in any order. */
  key: string;
}

const EMPTY: NormalisedName = { tokens: [], weight: 0, maybeTruncated: false, key: '' };

/** Is this word (upper case) a title rather than part of a name? */
export const isTitle = (word: string): boolean => TITLES.has(word);

/**
 * A name as it is read: upper case, dotted abbreviations (S.Kom, A.Md) glued into one word, in today's spelling
 * (modernSpelling). Its words are its runs of the letters A to Z that are not titles; everything else separates them.
 */
export function readableName(raw: string): string {
  const upper = raw.toUpperCase();
  return modernSpelling(upper.includes('.') ? upper.replace(/\b([A-Z])\.(?=[A-Z]\b|[A-Z]{2,3}\b)/g, '$1') : upper);
}

/**
 * `Sdr. Budi  Santoso, S.Kom` -> tokens BUDI, SANTOSO. Digits and punctuation separate tokens.
 * `fromBank`: the name comes from a statement line, where the bank may have cut it at its field width;
 * a panel's name is never cut.
 */
export function normaliseName(raw: string, fromBank = false): NormalisedName {
  if (raw === '') return EMPTY;
  const words = readableName(raw).split(/[^A-Z]+/);
  const tokens: string[] = [];
  let weight = 0;
  for (const w of words) {
    if (w === '' || isTitle(w)) continue;
    tokens.push(w);
    weight += w.length;
  }
  if (tokens.length === 0) return EMPTY;
  const maybeTruncated = fromBank && mayBeCut(raw);
  return { tokens, weight, maybeTruncated, key: sortShort([...tokens]).join(' ') };
}

/** Is a bank's name, its spaces collapsed, exactly as long as the bank's name field (so possibly cut)? */
export const mayBeCut = (raw: string): boolean => raw.length >= TRUNCATION_WIDTH && collapseSpaces(raw).length === TRUNCATION_WIDTH;

/** A name as its words are spaced: trimmed, single spaces (most names already are, and are returned as they are). */
export function collapseSpaces(text: string): string {
  return /^\s|\s$|\s\s|[^\S ]/.test(text) ? text.trim().replace(/\s+/g, ' ') : text;
}

/** Jaro-Winkler similarity of two upper-case tokens, 0..1 (prefix scale 0.1, at most 4 characters). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length,
    lb = b.length;
  if (la === 0 || lb === 0) return 0;
  const range = Math.max(0, (Math.max(la, lb) >> 1) - 1);
  const matchedA: boolean[] = new Array<boolean>(la).fill(false);
  const matchedB: boolean[] = new Array<boolean>(lb).fill(false);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - range),
      hi = Math.min(lb - 1, i + range);
    for (let j = lo; j <= hi; j++) {
      if (!matchedB[j] && a.charCodeAt(i) === b.charCodeAt(j)) {
        matchedA[i] = true;
        matchedB[j] = true;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  for (let i = 0, j = 0; i < la; i++) {
    if (!matchedA[i]) continue;
    while (!matchedB[j]) j++;
    if (a.charCodeAt(i) !== b.charCodeAt(j)) transpositions++;
    j++;
  }
  const jaro = (matches / la + matches / lb + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < la && prefix < lb && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** Two tokens below this similarity are different words, not a typo of one another. */
const TOKEN_FLOOR = 0.8;

/**
 * Edit distance with adjacent transpositions (optimal string alignment), or `limit + 1` as soon as it must exceed
 * `limit`: a typo is one or two keystrokes, not a different name that shares a start (`WIJAYA` / `WIJAYANTO`).
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  // Three rows of the table, reused across calls: this runs for every candidate pair of words.
  if (rows.length < 3 * width) rows = new Int32Array(3 * width * 2);
  let prevPrev = 0,
    prev = width,
    cur = 2 * width;
  for (let j = 0; j < width; j++) rows[prev + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[cur] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(rows[prev + j]! + 1, rows[cur + j - 1]! + 1, rows[prev + j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) d = Math.min(d, rows[prevPrev + j - 2]! + 1);
      rows[cur + j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    const free = prevPrev;
    prevPrev = prev;
    prev = cur;
    cur = free;
  }
  return rows[prev + b.length]!;
}

/** Scratch rows of typoDistance, reused across calls. */
let rows = new Int32Array(96);

/** How many edits a typo may make between words this long: one, two in a long word. */
export const typoLimit = (aLength: number, bLength: number): number => (Math.max(aLength, bLength) >= 8 ? 2 : 1);

/**
 * How alike two tokens are, 0..1. The last token of a name the bank may have cut matches any token it is the
 * start of (`PRA` of `PRATAMA`), and, as a typo, a start it differs from by one edit (`SYAHPU` of `SYAHPYTRA`); an
 * initial (`M`) matches a token with that first letter; otherwise only a typo (one edit, two in a long word) scores,
 * by Jaro-Winkler or by the share of letters it keeps (1 - edits / length), whichever is higher: a letter typed wrong
 * among repeated ones (`HSRAHAP` for `HARAHAP`) throws Jaro-Winkler to 0.81 where 6 of 7 letters stand.
 */
export function tokenSimilarity(a: string, b: string, aCut: boolean, bCut: boolean): number {
  if (a === b) return 1;
  if ((aCut && b.startsWith(a)) || (bCut && a.startsWith(b))) return 1;
  if (a.length === 1 || b.length === 1) return a.charCodeAt(0) === b.charCodeAt(0) ? 0.9 : 0;
  if (aCut && a.length < b.length) return typoOfStart(a, b);
  if (bCut && b.length < a.length) return typoOfStart(b, a);
  const limit = typoLimit(a.length, b.length);
  const edits = typoDistance(a, b, limit);
  if (edits > limit) return 0;
  const s = Math.max(jaroWinkler(a, b), 1 - edits / Math.max(a.length, b.length));
  return s >= TOKEN_FLOOR ? s : 0;
}

/** A cut word with a typo: one edit from the start of `full` as long as it, give or take a letter (3 letters at least). */
function typoOfStart(cut: string, full: string): number {
  if (cut.length < 3 || cut.charCodeAt(0) !== full.charCodeAt(0)) return 0;
  let best = 0;
  for (let k = cut.length - 1; k <= cut.length + 1 && k <= full.length; k++) {
    const start = full.slice(0, k);
    if (typoDistance(cut, start, 1) > 1) continue;
    const s = jaroWinkler(cut, start);
    if (s >= TOKEN_FLOOR && s > best) best = s;
  }
  return best;
}

/**
 * Is `cut` the start of `full` in order, as a bank that cut `full` at its field width would write it? Each of its
 * words is the word of `full` at the same place (or a typo or an initial of it), and its last word may be the start
 * of that word. `TAUFIK RIZKY SIMAN` starts `TAUFIK RIZKY SIMANJUNTAK`; `TAUFIK SIMANJUNTAK` does not: it is another
 * name that happens to be 18 characters long. A bank may keep the family name first, so the full name read that way
 * counts as well, but only with its last word cut short (`SIMANJUNTAK ADI PU` for ADI PUTRA SIMANJUNTAK): ending on
 * a whole word (`SIMANJUNTAK TAUFIK` for TAUFIK RIZKY SIMANJUNTAK) it is as well TAUFIK SIMANJUNTAK's whole name,
 * word order being free, and shows no cut.
 */
export function startsInOrder(cut: readonly string[], full: readonly string[]): boolean {
  if (cut.length === 0 || cut.length > full.length) return false;
  if (startsAt(cut, full, 0)) return true;
  const last = cut.length - 1;
  return full.length > 1 && cut[last]!.length < full[(full.length - 1 + last) % full.length]!.length && startsAt(cut, full, full.length - 1);
}

/** Does `cut` start `full` read from word `first` on, round to its start? */
function startsAt(cut: readonly string[], full: readonly string[], first: number): boolean {
  for (let i = 0; i < cut.length; i++) {
    const word = full[(first + i) % full.length]!;
    if (cut[i] !== word && tokenSimilarity(cut[i]!, word, i === cut.length - 1, false) <= 0) return false;
  }
  return true;
}

/**
 * Similarity of two names, 0..1: the best one-to-one pairing of their tokens (word order free), each pair
 * weighted by its length, divided by the weight of both names, so every unpaired token lowers the score.
 * A name that may have been cut by its bank, and is the start of the other in order (startsInOrder), does not pay
 * for the other name's tokens it has no room for.
 * `BUDI SANTOSO` / `SANTOSO BUDI` = 1; `BUDI SANTOSO` / `BUDI HARTONO` = 0.36; `SITI AMINAH` / `SITI AMINAH PUTRI` = 0.8.
 * The same letters spaced otherwise, in the same order (`NUR HASANAH` / `NURHASANAH`): SPACED_OTHERWISE.
 */
export function nameScore(name1: NormalisedName, name2: NormalisedName): number {
  if (name1.tokens.length === 0 || name2.tokens.length === 0) return 0;
  if (name1.key === name2.key) return 1;
  if (name1.tokens.length !== name2.tokens.length && name1.tokens.join('') === name2.tokens.join('')) return SPACED_OTHERWISE;
  // A name counts as cut only where it reads as the start of the other.
  const aCutName = name1.maybeTruncated && startsInOrder(name1.tokens, name2.tokens);
  const bCutName = name2.maybeTruncated && startsInOrder(name2.tokens, name1.tokens);
  const a = name1,
    b = name2;
  const ta = a.tokens,
    tb = b.tokens;
  const na = ta.length,
    nb = tb.length;
  // Every pair's similarity, then greedy pairing by best similarity (ties: earlier tokens first). Names have
  // a handful of tokens, and greedy equals optimal whenever one pairing dominates, which is what a real name gives.
  if (similarity.length < na * nb) similarity = new Float64Array(na * nb * 2);
  let any = false;
  for (let i = 0; i < na; i++) {
    const aCut = aCutName && i === na - 1;
    for (let j = 0; j < nb; j++) {
      const s = tokenSimilarity(ta[i]!, tb[j]!, aCut, bCutName && j === nb - 1);
      similarity[i * nb + j] = s;
      if (s > 0) any = true;
    }
  }
  if (!any) return 0;
  if (usedA.length < na || usedB.length < nb) {
    usedA = new Uint8Array(na * 2);
    usedB = new Uint8Array(nb * 2);
  }
  usedA.fill(0, 0, na);
  usedB.fill(0, 0, nb);
  let paired = 0,
    weightA = 0,
    weightB = 0;
  for (;;) {
    let best = 0,
      bi = -1,
      bj = -1;
    for (let i = 0; i < na; i++) {
      if (usedA[i]) continue;
      for (let j = 0; j < nb; j++) {
        if (usedB[j]) continue;
        const s = similarity[i * nb + j]!;
        if (s > best) {
          best = s;
          bi = i;
          bj = j;
        }
      }
    }
    if (bi < 0) break;
    usedA[bi] = 1;
    usedB[bj] = 1;
    const la = ta[bi]!.length,
      lb = tb[bj]!.length;
    paired += best * (la + lb);
    weightA += la;
    weightB += lb;
  }
  // Unpaired tokens count against the score, except those a cut name had no room for; a cut name whose cut
  // token pairs with nothing explains nothing.
  const cutA = aCutName && usedA[na - 1] === 1,
    cutB = bCutName && usedB[nb - 1] === 1;
  const unpairedA = a.weight - weightA,
    unpairedB = b.weight - weightB;
  const denominator = weightA + weightB + (cutB ? 0 : unpairedA) + (cutA ? 0 : unpairedB);
  return Math.min(1, paired / denominator);
}

/**
 * The score of a name spaced otherwise (`NURHASANAH` for `NUR HASANAH`): likely the player, but the rules pair whole
 * words only, so it is a suggestion for the checker, in the grey zone below the threshold (types.ts DEPOSIT_OPTIONS:
 * 0.75 to 0.90), never an approval.
 */
export const SPACED_OTHERWISE = 0.85;

/** Scratch space of nameScore, reused across calls. */
let similarity = new Float64Array(64);
let usedA = new Uint8Array(16);
let usedB = new Uint8Array(16);
