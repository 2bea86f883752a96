/**
 * Rule 1: the line's reference is one of the row's references, amounts equal, nothing else it says contradicts the
 * row, a name it carries is the player's (referenceName), and a line without a name carrying only a reference the
 * player typed is nobody else's (ReferenceClaims).
 */
import { EdgeList } from './edges.ts';
import { evidence, VETO } from './evidence.ts';
import type { NameCache } from './name-cache.ts';
import { othersName } from './name-rule.ts';
import { firstAtOrAfter } from './order.ts';
import { inWindow, isNameless, MINUTE, nameEvidence, referenceKey, rowReferences, type PreparedLines, type PreparedRows } from './prepare.ts';
import { mayBackByTime } from './time-rule.ts';
import type { ReconcileOptions } from './types.ts';

const NONE: readonly string[] = [];

/** What the name on a line carrying row r's reference says of the pair (referenceName). */
export const ReferenceName = {
  /** No name, the player's number, or a name close to the player's (greyZone) that is no other player's very name. */
  FITS: 0,
  /** A name that is not the player's: someone else paid, or wrote another's reference (a copied receipt). */
  DIFFERENT: 1,
  /** A name close to the player's but the very name of another player the run knows: that player's money. */
  OTHERS: 2,
} as const;
export type ReferenceName = (typeof ReferenceName)[keyof typeof ReferenceName];

/**
 * Does the name on line l let it be row r's by a reference (docs/reconciliation.md, rule 1)? A reference a player
 * types into the panel is the player's word only: seen from outside, a player claimed another player's transfer by
 * copying the reference off its receipt, and the matcher gave the first player's money to the second. A name on the
 * line that is not the player's (below greyZone) or is another player's very name therefore stops the pair; the
 * checker sees why (suggest.ts).
 */
export function referenceName(rows: PreparedRows, r: number, lines: PreparedLines, l: number, names: NameCache, options: ReconcileOptions): ReferenceName {
  // No name: a number it shows was weighed with the evidence (evidence.ts).
  if (lines.keyId[l]! < 0) return ReferenceName.FITS;
  const { score, byIdentity } = nameEvidence(rows, r, lines, l, names, options.greyZone);
  if (byIdentity || score >= 1) return ReferenceName.FITS;
  if (score < options.greyZone) return ReferenceName.DIFFERENT;
  return othersName(rows, r, names, lines, l) ? ReferenceName.OTHERS : ReferenceName.FITS;
}

/** What ReferenceClaims says of a line without a name carrying a reference row r's player typed. */
export type Claim =
  /** Nothing speaks against it: the line backs the row. */
  | { kind: 'holds' }
  /** Booked outside the row's window (a payment of another day, nobody's claim yet). */
  | { kind: 'outside' }
  /** Another player's request could be the payer: `row` is the first such. */
  | { kind: 'rival'; row: number };

const HOLDS: Claim = { kind: 'holds' },
  OUTSIDE: Claim = { kind: 'outside' };

/**
 * A reference the player typed (Player Ref) on a line without a name is the player's word only, and nothing on the
 * line can contradict it: a QRIS payment's RRN copied off another player's receipt would give that player's money
 * to the copier (docs/reconciliation.md, rule 1). Such a line backs the row only when it is booked in the row's
 * window and no other player's request could be its payer: of the line's amount, one the line could back by amount
 * and time (time-rule.ts mayBackByTime), asked from `timeRuleMinutes` before the booking to `windowBeforeMinutes`
 * after it (paid first, asked later), and not itself stating the reference of another line of the amount (a run over
 * some amounts only decides as the whole run). The checker decides.
 * The same for the run and the suggestions: it reads every row of the run, decided or not.
 */
export class ReferenceClaims {
  /** Rows by amount, each list by request time; the lines' `amount|reference` (as compared). Made on first need. */
  private byAmount: Map<number, number[]> | null = null;
  private lineReferences: Set<string> | null = null;

  constructor(
    private readonly rows: PreparedRows,
    private readonly lines: PreparedLines,
    private readonly options: ReconcileOptions,
  ) {}

  /** Is the reference `key` of row r one only the player typed, the panel writing none such? */
  static typedOnly(rows: PreparedRows, r: number, key: string): boolean {
    const bo = rows.src[r]!;
    return (bo.playerReferences ?? NONE).some((x) => referenceKey(x) === key) && !bo.references.some((x) => referenceKey(x) === key);
  }

  /** Line l, without a name, carrying a reference only row r's player typed. */
  verdict(r: number, l: number): Claim {
    const { rows, lines, options } = this;
    if (!inWindow(rows, r, lines, l)) return OUTSIDE;
    const candidates = this.rowsOf(lines.amount[l]!);
    const timed = lines.timed[l] === 1;
    const from = lines.sortAt[l]! - options.timeRuleMinutes * MINUTE,
      to = lines.sortAt[l]! + options.windowBeforeMinutes * MINUTE;
    const player = rows.src[r]!.player;
    for (let k = timed ? firstAtOrAfter(candidates, rows.at, from) : 0; k < candidates.length; k++) {
      const q = candidates[k]!;
      if (timed && rows.at[q]! > to) break;
      if (!timed && rows.day[q] !== lines.day[l]) continue;
      if (q === r || (player !== '' && rows.src[q]!.player === player)) continue;
      if (mayBackByTime(rows, q, lines, l) && !this.statesAnotherLine(q, l)) return { kind: 'rival', row: q };
    }
    return HOLDS;
  }

  /** Does row q state a reference another line of its amount carries? Its money is identified there. */
  private statesAnotherLine(q: number, l: number): boolean {
    const { lines, rows } = this;
    if (this.lineReferences === null) {
      this.lineReferences = new Set();
      for (const [k, key] of lines.reference) this.lineReferences.add(`${lines.amount[k]!}|${key}`);
    }
    const own = lines.reference.get(l);
    return rowReferences(rows.src[q]!).some((key) => key !== own && this.lineReferences!.has(`${rows.amount[q]!}|${key}`));
  }

  private rowsOf(amount: number): readonly number[] {
    if (this.byAmount === null) {
      const { rows } = this;
      this.byAmount = new Map();
      for (let q = 0; q < rows.count; q++) {
        const list = this.byAmount.get(rows.amount[q]!);
        if (list) list.push(q);
        else this.byAmount.set(rows.amount[q]!, [q]);
      }
      for (const list of this.byAmount.values()) list.sort((x, y) => rows.at[x]! - rows.at[y]! || x - y);
    }
    return this.byAmount.get(amount) ?? [];
  }
}

/** `open[l]` is 1 for a line still open. */
export function referenceEdges(
  rows: PreparedRows,
  openRows: Int32Array,
  lines: PreparedLines,
  open: Uint8Array,
  names: NameCache,
  options: ReconcileOptions,
): EdgeList {
  const edges = new EdgeList();
  if (!rows.referenced || lines.withReference.length === 0) return edges;
  const byRef = new Map<string, number[]>();
  for (let k = 0; k < lines.withReference.length; k++) {
    const l = lines.withReference[k]!;
    if (open[l] !== 1) continue;
    const ref = lines.reference.get(l)!;
    const list = byRef.get(ref);
    if (list) list.push(l);
    else byRef.set(ref, [l]);
  }
  if (byRef.size === 0) return edges;
  // The lines' references by their first two characters: a row's reference that starts otherwise (a ticket against a
  // day of QRIS RRNs) is passed over without building its key.
  const starts = new Uint8Array(65536);
  for (const ref of byRef.keys()) starts[(ref.charCodeAt(0) << 8) ^ ref.charCodeAt(1)] = 1;
  /** Nameless lines that only a reference the player typed ties to a row: [row, line, points], weighed once every panel reference is known. */
  const claims: number[] = [];
  /** Row r's `references` (the player's when `typed`) that lines from `first` (claims from `firstClaim`) carry. */
  const lookUp = (r: number, references: readonly string[], typed: boolean, first: number, firstClaim: number) => {
    for (let i = 0; i < references.length; i++) {
      const raw = references[i]!;
      // A key is the trimmed upper-case text: its first two characters are the raw text's when those are already so.
      if (isKeyStart(raw) && starts[(raw.charCodeAt(0) << 8) ^ raw.charCodeAt(1)] === 0) continue;
      const ref = referenceKey(raw);
      const found = ref === '' ? undefined : byRef.get(ref);
      if (!found) continue;
      for (const l of found) {
        if (lines.amount[l] !== rows.amount[r] || edges.has(first, l) || claimed(claims, firstClaim, l)) continue;
        const points = evidence(rows, r, lines, l, true);
        if (points === VETO || referenceName(rows, r, lines, l, names, options) !== ReferenceName.FITS) continue;
        if (typed && isNameless(lines, l) && ReferenceClaims.typedOnly(rows, r, ref)) claims.push(r, l, points);
        else edges.push(r, l, 1, false, points);
      }
    }
  };
  for (let k = 0; k < openRows.length; k++) {
    const r = openRows[k]!;
    // Every row has references (its ticket at least); few lines do: look each up, keep each line once. The panel's
    // first: a reference both wrote is the panel's.
    const bo = rows.src[r]!;
    const first = edges.length,
      firstClaim = claims.length;
    lookUp(r, bo.references, false, first, firstClaim);
    if (bo.playerReferences) lookUp(r, bo.playerReferences, true, first, firstClaim);
  }
  if (claims.length === 0) return edges;
  // A line the panel's reference gives a row is that row's: a player's claim on it is not a rival.
  const panelLines = new Set<number>();
  for (let e = 0; e < edges.length; e++) panelLines.add(edges.line[e]!);
  const judge = new ReferenceClaims(rows, lines, options);
  for (let k = 0; k < claims.length; k += 3) {
    const r = claims[k]!,
      l = claims[k + 1]!;
    if (!panelLines.has(l) && judge.verdict(r, l).kind === 'holds') edges.push(r, l, 1, false, claims[k + 2]!);
  }
  return edges;
}

/** Is line l among the claims (row, line, points triples) from `first` on? */
function claimed(claims: readonly number[], first: number, l: number): boolean {
  for (let k = first + 1; k < claims.length; k += 3) if (claims[k] === l) return true;
  return false;
}

/** Are the first two characters of a raw reference those of its key (no space, no lower case, no other letters)? */
function isKeyStart(raw: string): boolean {
  for (let i = 0; i < 2 && i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c <= 32 || (c >= 97 && c <= 122) || c > 126) return false;
  }
  return raw.length >= 2;
}
