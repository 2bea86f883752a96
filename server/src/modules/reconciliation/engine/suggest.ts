/**
 * Suggestions for a row left Pending: the lines a checker should look at first, each with the reason the
 * matcher did not approve it (name too different, amount off by a fee, outside the window, used by another
 * ticket, a tie). Never an approval: only words for a person.
 */
import { NON_PLAYER_CHANNELS } from '../../statements/statement-line.ts';
import { Contradiction, contradiction, contradictionText } from './evidence.ts';
import { duration, lineWhen, rupiah } from './explain.ts';
import { MIN_IDENTITY_DIGITS } from './identity.ts';
import type { NameCache } from './name-cache.ts';
import { missingMiddleAccepted, othersName } from './name-rule.ts';
import { ReferenceClaims, ReferenceName, referenceName, type Claim } from './reference-rule.ts';
import {
  fitsPayment,
  identitiesOf,
  inWindow,
  isNameless,
  minutesApart,
  nameEvidence,
  rowIdentity,
  rowReferences,
  TIME_SCALE_MINUTES,
  type PreparedLines,
  type PreparedRows,
} from './prepare.ts';
import type { ReconcileOptions, Suggestion } from './types.ts';

export interface SuggestionContext {
  rows: PreparedRows;
  lines: PreparedLines;
  names: NameCache;
  options: ReconcileOptions;
  /** Line index -> ticket of the row this run matched it to. */
  heldBy: ReadonlyMap<number, string>;
  /** PEND lines whose booked twin stands for them (or the reverse), with that twin. */
  skipped: ReadonlyMap<number, number>;
  /** Payouts that came back, with the line that brought them back. */
  returned: ReadonlyMap<number, number>;
  /** Built on first use, shared by every pending row of the run. */
  index?: LineIndex;
  claims?: ReferenceClaims;
  /** The reason of a suggestion that has no other; absent: another row fits the line as well (a run's tie). */
  otherwise?: string;
}

const MAX_SUGGESTIONS = 3;
/** Below this a named line is someone else, not worth the checker's time. */
const WORTH_SHOWING = 0.5;

interface LineIndex {
  /**
   * Lines by the first three letters of each word of two letters or more of their names (as ids: NameCache.starts), each
   * list by amount (inAmountRange).
   */
  byKey: Map<number, number[]>;
  byIdentity: Map<string, number[]>;
  byReference: Map<string, number[]>;
  /** Nameless lines by amount, those with a time by booking time (closestFirst). */
  nameless: Map<number, number[]>;
}

function push<K>(map: Map<K, number[]>, key: K, i: number) {
  const list = map.get(key);
  if (list) list.push(i);
  else map.set(key, [i]);
}

function buildIndex(ctx: SuggestionContext): LineIndex {
  const index: LineIndex = { byKey: new Map(), byIdentity: new Map(), byReference: new Map(), nameless: new Map() };
  const { lines } = ctx;
  const starts = ctx.names.starts();
  for (let i = 0; i < lines.count; i++) {
    if (ctx.skipped.has(i) || lines.src[i]!.direction !== ctx.options.direction || NON_PLAYER_CHANNELS.includes(lines.src[i]!.channel)) continue;
    for (let k = starts.start[lines.name[i]!]!, end = starts.start[lines.name[i]! + 1]!; k < end; k++) push(index.byKey, starts.ids[k]!, i);
    for (const id of identitiesOf(lines, i)) push(index.byIdentity, id.slice(-MIN_IDENTITY_DIGITS), i);
    const reference = lines.reference.get(i);
    if (reference !== undefined) push(index.byReference, reference, i);
    if (isNameless(lines, i)) push(index.nameless, lines.amount[i]!, i);
  }
  for (const list of index.byKey.values()) list.sort((a, b) => lines.amount[a]! - lines.amount[b]! || a - b);
  for (const list of index.nameless.values()) list.sort((a, b) => lines.timed[a]! - lines.timed[b]! || lines.sortAt[a]! - lines.sortAt[b]! || a - b);
  return index;
}

/**
 * The lines of a list sorted by amount whose amounts are in [from, to]: a common word start (`BUD`, `SIT`) has
 * thousands of lines on a busy day, of every amount, and a row looks at its own amount's give or take a fee only.
 */
function* inAmountRange(list: readonly number[], lines: PreparedLines, from: number, to: number): Generator<number> {
  let lo = 0,
    hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines.amount[list[mid]!]! < from) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < list.length && lines.amount[list[k]!]! <= to; k++) yield list[k]!;
}

/**
 * How far a line's amount may be from a row's to be suggested at all (a transfer fee, or a unique code with the same
 * reference): a row's suggestions are lines of amounts in [amount - tolerance, amount + tolerance], which is all a run
 * for a page's suggestions needs to load of the statements (suggestions-api.ts).
 */
export const amountTolerance = (amountSen: number, options: ReconcileOptions): number => Math.max(options.uniqueCodeMaxSen, feeTolerance(amountSen, options));

/** How far a line's amount may be from a row's for a transfer fee: the larger of feeToleranceSen and 1 %. */
const feeTolerance = (amountSen: number, options: ReconcileOptions): number => Math.max(options.feeToleranceSen, Math.round(amountSen / 100));

export function suggestionsFor(r: number, ctx: SuggestionContext): Suggestion[] {
  const index = (ctx.index ??= buildIndex(ctx));
  const { options, rows, lines } = ctx;
  const bo = rows.src[r]!;
  const identity = rowIdentity(rows, r);
  const amount = bo.amountSen;
  const tolerance = feeTolerance(amount, options);
  const candidates = new Set<number>();
  const refMatches = new Set<number>();
  const starts = ctx.names.starts();
  for (const n of ctx.names.namesOf(rows.player[r]!))
    for (let k = starts.start[n]!; k < starts.start[n + 1]!; k++)
      for (const l of inAmountRange(index.byKey.get(starts.ids[k]!) ?? [], lines, amount - tolerance, amount + tolerance)) candidates.add(l);
  if (identity.length >= MIN_IDENTITY_DIGITS) for (const l of index.byIdentity.get(identity.slice(-MIN_IDENTITY_DIGITS)) ?? []) candidates.add(l);
  for (const ref of rowReferences(bo)) {
    for (const l of index.byReference.get(ref) ?? []) {
      candidates.add(l);
      refMatches.add(l);
    }
  }

  const found: Suggestion[] = [];
  for (const l of candidates) {
    const suggestion = suggestionOf(ctx, r, l, refMatches.has(l));
    if (suggestion !== null) found.push(suggestion);
  }
  // Nameless lines of the amount (a QRIS day has thousands), nearest in time first, while one may still rank among
  // the best: such a line scores its closeness to the request at most.
  const best = found.map((s) => s.score).sort((x, y) => y - x);
  for (const l of closestFirst(index.nameless.get(amount) ?? [], rows, r, lines)) {
    const most = roundScore(SAME_AMOUNT_SCORE + closenessOf(rows, r, lines, l) * CLOSENESS_SCORE);
    if (best.length >= MAX_SUGGESTIONS && most < best[MAX_SUGGESTIONS - 1]!) break;
    if (candidates.has(l)) continue;
    const suggestion = suggestionOf(ctx, r, l, false);
    if (suggestion === null) continue;
    found.push(suggestion);
    best.push(suggestion.score);
    best.sort((x, y) => y - x);
  }
  return found.sort((x, y) => y.score - x.score || x.lineId - y.lineId).slice(0, MAX_SUGGESTIONS);
}

/**
 * Line l as a suggestion for row r, with the reasons the matcher did not take it, or null when not worth showing.
 * (`byReference`: the line carries one of the row's references.)
 */
export function suggestionOf(ctx: SuggestionContext, r: number, l: number, byReference: boolean): Suggestion | null {
  const { options, rows, lines } = ctx;
  rows.work.spend();
  const bo = rows.src[r]!;
  const line = lines.src[l]!;
  const amount = bo.amountSen;
  const diff = lines.amount[l]! - amount;
  if (Math.abs(diff) > (byReference ? amountTolerance(amount, options) : feeTolerance(amount, options))) return null;
  const nameless = isNameless(lines, l);
  const evidence = nameless ? { score: 0, byIdentity: false } : nameEvidence(rows, r, lines, l, ctx.names, byReference ? 0 : WORTH_SHOWING);
  if (!nameless && !byReference && evidence.score < WORTH_SHOWING) return null;
  if (nameless && diff !== 0 && !byReference) return null;

  const reasons: string[] = [];
  const holder = ctx.heldBy.get(l) ?? line.heldBy;
  if (holder !== null && holder !== undefined) reasons.push(`sudah dipakai ticket ${holder}`);
  const back = ctx.returned.get(l);
  if (back !== undefined) reasons.push(`dana kembali (retur ${lineWhen(lines.src[back]!)})`);
  const missingMiddle = nameless ? null : missingMiddleAccepted(rows, r, lines, l, ctx.names, options);
  const against = contradiction(rows, r, lines, l, byReference);
  // A close name that is another player's very name: that player's money, as much as a contradiction says (name-rule.ts).
  const others = !nameless && !byReference && evidence.score < 1 && !evidence.byIdentity && othersName(rows, r, ctx.names, lines, l);
  const named = byReference ? referenceName(rows, r, lines, l, ctx.names, options) : ReferenceName.FITS;
  // A line held already needs no other reason.
  const claim = byReference && nameless && (holder === null || holder === undefined) ? claimOf(ctx, r, l) : null;
  if (against !== Contradiction.NONE) reasons.push(contradictionText(rows, r, lines, l, against));
  if (diff !== 0) {
    reasons.push(
      byReference && Math.abs(diff) <= options.uniqueCodeMaxSen
        ? `referensi sama, nominal beda ${rupiah(diff)} (kode unik?)`
        : `nominal beda ${rupiah(diff)} (biaya transfer?)`,
    );
  }
  if (byReference) {
    // The reference says who paid, unless the line names someone else (reference-rule.ts).
    if (named !== ReferenceName.FITS) {
      const whose = named === ReferenceName.OTHERS ? 'nama pemain lain' : 'nama berbeda';
      reasons.push(`referensi sama, tapi ${whose} (skor ${evidence.score.toFixed(2)})`);
    }
    // A reference only the player typed, on a line without a name (reference-rule.ts ReferenceClaims).
    if (claim?.kind === 'rival') reasons.push(`referensi hanya dari pemain, mutasi tanpa nama: cocok juga untuk ticket ${rows.src[claim.row]!.ticket}`);
    if (claim?.kind === 'outside') reasons.push('referensi hanya dari pemain, mutasi tanpa nama');
  } else if (nameless) {
    const minutes = line.at === null ? null : (line.at - bo.at) / 60_000;
    const close = minutes !== null && minutes >= -options.timeRuleBeforeMinutes && minutes <= options.timeRuleMinutes && fitsPayment(rows, r, lines, l);
    // A line the evidence vetoes has its reason already: it is not left for being one of several.
    if (against === Contradiction.NONE || !close) {
      reasons.push(
        close ? `mutasi tanpa nama, bukan satu-satunya kandidat dalam ${options.timeRuleMinutes} menit` : 'mutasi tanpa nama, waktu tidak cukup dekat',
      );
    }
  } else if (evidence.score < 1 && missingMiddle !== null && missingMiddle !== true) {
    reasons.push(
      missingMiddle === 'far'
        ? `nama tanpa nama tengah, mutasi lebih dari ${duration(options.nearMinutes)} setelah request`
        : missingMiddle === 'namesake'
          ? 'nama tanpa nama tengah, dan itu nama pemain lain'
          : 'nama tanpa nama tengah, dan mirip nama pemain lain',
    );
  } else if (others) {
    reasons.push(`nama pemain lain (skor ${evidence.score.toFixed(2)})`);
  } else if (
    !evidence.byIdentity &&
    evidence.score >= options.nameThreshold &&
    ctx.names.ruleScore(rows.player[r]!, lines.name[l]!, options.nameThreshold) < options.nameThreshold
  ) {
    // Close word by word, yet another name to rule 2: a one-word name spelled otherwise (DIAN, DIANA), or more than
    // one word so (docs/reconciliation.md, "Which lines rule 2 scores").
    reasons.push(`nama mirip (skor ${evidence.score.toFixed(2)}), tapi dianggap nama lain`);
  } else if (evidence.score < options.greyZone) {
    reasons.push(`nama berbeda (skor ${evidence.score.toFixed(2)})`);
  } else if (evidence.score < options.nameThreshold) {
    // Cut to two decimals, not rounded: 0.8999 reads 0.89, under the threshold it did not reach, not 0.90.
    reasons.push(`nama mirip (skor ${(Math.floor(evidence.score * 100) / 100).toFixed(2)}), di bawah ambang ${options.nameThreshold.toFixed(2)}`);
  }
  if ((!byReference || claim?.kind === 'outside') && !inWindow(rows, r, lines, l)) {
    const minutes = line.at === null ? null : (line.at - bo.at) / 60_000;
    reasons.push(
      minutes === null ? 'di luar jendela waktu' : `di luar jendela waktu (mutasi ${duration(minutes)} ${minutes < 0 ? 'sebelum' : 'sesudah'} request)`,
    );
  }
  if (reasons.length === 0) reasons.push(ctx.otherwise ?? 'ambigu: baris BO lain sama cocoknya dengan mutasi ini');

  // A reference on a line naming someone else still counts half: it is what the row claims, for the checker to see first.
  const likeness =
    (byReference && named === ReferenceName.FITS && (claim === null || claim.kind === 'holds')) || evidence.byIdentity
      ? 1
      : byReference
        ? Math.max(evidence.score, 0.5)
        : evidence.score;
  const score = Math.max(
    0,
    likeness * 0.6 +
      (diff === 0 ? SAME_AMOUNT_SCORE : 0.1) +
      closenessOf(rows, r, lines, l) * CLOSENESS_SCORE -
      (holder || back !== undefined || against !== Contradiction.NONE || others || named === ReferenceName.OTHERS ? 0.3 : 0),
  );
  return { lineId: line.id, score: roundScore(score), reasons };
}

/** What ReferenceClaims says of nameless line l for row r, when only a reference the player typed ties them; else null. */
function claimOf(ctx: SuggestionContext, r: number, l: number): Claim | null {
  const key = ctx.lines.reference.get(l);
  if (key === undefined || !ReferenceClaims.typedOnly(ctx.rows, r, key)) return null;
  ctx.claims ??= new ReferenceClaims(ctx.rows, ctx.lines, ctx.options);
  return ctx.claims.verdict(r, l);
}

/** A suggestion's score: its name's likeness × 0.6, 0.25 for the same amount (0.1 for one off by a fee), its closeness in time × 0.15. */
const SAME_AMOUNT_SCORE = 0.25,
  CLOSENESS_SCORE = 0.15;
const roundScore = (score: number): number => Math.round(score * 100) / 100;

/** 1 for a line booked at the request, down to 0 two days away (a booking before the request counts three times). */
const closenessOf = (rows: PreparedRows, r: number, lines: PreparedLines, l: number): number =>
  1 - Math.min(minutesApart(rows, r, lines, l), TIME_SCALE_MINUTES) / TIME_SCALE_MINUTES;

/**
 * The lines of a list (those with only a date first, then the others by booking time) in order of closeness to row
 * r's request (minutesApart), the nearest first; of lines as close, the earlier in the list first.
 */
function* closestFirst(list: readonly number[], rows: PreparedRows, r: number, lines: PreparedLines): Generator<number> {
  let dated = 0;
  while (dated < list.length && lines.timed[list[dated]!] !== 1) dated++;
  let after = dated,
    hi = list.length;
  while (after < hi) {
    const mid = (after + hi) >> 1;
    if (lines.sortAt[list[mid]!]! < rows.at[r]!) after = mid + 1;
    else hi = mid;
  }
  let before = after - 1,
    d = 0;
  const apart = (k: number) => minutesApart(rows, r, lines, list[k]!);
  for (;;) {
    const a = after < list.length ? apart(after) : Infinity,
      b = before >= dated ? apart(before) : Infinity,
      c = d < dated ? TIME_SCALE_MINUTES / 2 : Infinity;
    const nearest = Math.min(a, b, c);
    if (nearest === Infinity) return;
    if (c === nearest) yield list[d++]!;
    else if (b === nearest) yield list[before--]!;
    else yield list[after++]!;
  }
}
