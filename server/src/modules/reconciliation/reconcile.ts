/**
 * The matcher (DESIGN section 6): which BO rows are backed by a statement line. Pure and deterministic: the
 * same rows in any order give the same answer. Precision before recall: a row is approved only when one line
 * backs it beyond doubt; everything else stays Pending, with suggestions for the checker.
 *
 * Rules, strongest first, each assigning one-to-one among what the previous left:
 * 1. REFERENCE: the line's reference is one of the row's references, amounts equal.
 * 2. NAME: amounts equal, the line names the player (name score >= threshold, or the player's account number
 *    or phone in the line), booked inside the window (from a few minutes before the request to the end of
 *    the next Jakarta day), QRIS requests with QRIS lines and the others with the others.
 * 3. TIME: amounts equal, the line carries no name nor number, and it is the only such line within minutes
 *    after the request, and the request the only one before it.
 * Within a rule, rows and lines that compete form small groups solved by maximum-weight assignment: first the
 * most matches and the best scores, then the closest times. A row is approved when every best assignment
 * approves it, or when the closest-time one beats the best assignment without it by a clear gap.
 */
import { NON_PLAYER_CHANNELS } from '../statements/statement-line.ts';
import { assignmentWeight, maxWeightAssignment } from './assignment.ts';
import { matchNote, type MatchBasis } from './explain.ts';
import { MIN_IDENTITY_DIGITS } from './identity.ts';
import {
  differByOneWordAtMost, fitsPayment, identitiesOf, inWindow, isNameless, minutesApart, MIN_REFERENCE, MINUTE, NameCache, BY_IDENTITY, evidenceScore, prepareBo, prepareLine,
  TIME_SCALE_MINUTES, type CachedName, type PreparedBo, type PreparedLine,
} from './prepare.ts';
import type { NormalisedName } from './names.ts';
import { suggestionsFor } from './suggest.ts';
import type { Match, MatchBo, MatchLine, MatchRule, PendingRow, ReconcileOptions, ReconcileResult } from './types.ts';

/** Larger groups of rivals (should never happen with real names) are left to the checker. */
const GROUP_LIMIT = 60;
/** One more match always outweighs any difference of scores, and scores any difference of times. */
const MATCH_WEIGHT = 1000;
/** Closeness in time adds at most this per pair, so a whole group's times add less than one point of score. */
const TIME_SHARE = 1 / (GROUP_LIMIT + 1);

/**
 * A BCA `PEND` line and the booked line a later file brings for the same transfer are one movement of money:
 * same account, amount and text. Of each such pair only one may back a row: the pending one, whose time is when
 * the money moved (the booking comes hours later), unless the booked one is already held outside this run.
 * Returns the indexes of lines that must not be candidates.
 */
export function twinsToSkip(lines: readonly PreparedLine[]): Set<number> {
  // Only an account and amount with a PEND line can have twins: most days have none, and the text key costs.
  const withPending = new Set<string>();
  for (const l of lines) if (l.src.pending) withPending.add(`${l.src.accountKey}\u0000${l.src.amountSen}`);
  const groups = new Map<string, { pending: number[]; booked: number[] }>();
  if (withPending.size === 0) return new Set();
  lines.forEach((l, i) => {
    if (!withPending.has(`${l.src.accountKey}\u0000${l.src.amountSen}`)) return;
    const key = `${l.src.accountKey}\u0000${l.src.amountSen}\u0000${l.src.description.replace(/\s+/g, ' ').trim().toUpperCase()}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { pending: [], booked: [] }));
    (l.src.pending ? g.pending : g.booked).push(i);
  });
  const skip = new Set<number>();
  const held = (i: number) => lines[i]!.src.heldBy !== null;
  const heldFirst = (a: number, b: number) => Number(held(b)) - Number(held(a)) || lines[a]!.src.id - lines[b]!.src.id;
  for (const g of groups.values()) {
    if (g.pending.length === 0 || g.booked.length === 0) continue;
    g.pending.sort(heldFirst);
    g.booked.sort(heldFirst);
    for (let k = 0; k < Math.min(g.pending.length, g.booked.length); k++) {
      const p = g.pending[k]!, b = g.booked[k]!;
      skip.add(held(b) && !held(p) ? p : b);
    }
  }
  return skip;
}

interface Edge {
  bo: number;
  line: number;
  score: number;
  basis: MatchBasis;
}

interface Assigned {
  pairs: Edge[];
  /** Rows that had a candidate but were left Pending by a tie or a rival. */
  contested: Set<number>;
}

/** Union-find over rows (0..nBo-1) and lines (nBo..): rivals end up in one group. */
function groupsOf(edges: readonly Edge[], nBo: number, nLines: number): Edge[][] {
  const parent = new Int32Array(nBo + nLines).fill(-1);
  const find = (x: number): number => {
    let root = x;
    while (parent[root]! >= 0) root = parent[root]!;
    while (x !== root) {
      const next = parent[x]!;
      parent[x] = root;
      x = next;
    }
    return root;
  };
  for (const e of edges) {
    const a = find(e.bo), b = find(nBo + e.line);
    if (a !== b) parent[b] = a;
  }
  const groups = new Map<number, Edge[]>();
  for (const e of edges) {
    const root = find(e.bo);
    let g = groups.get(root);
    if (!g) groups.set(root, (g = []));
    g.push(e);
  }
  return [...groups.values()];
}

/** One-to-one, globally best within each group of rivals; ties stay Pending unless time settles them clearly. */
function assign(edges: readonly Edge[], bos: readonly PreparedBo[], lines: readonly PreparedLine[], options: ReconcileOptions): Assigned {
  const pairs: Edge[] = [];
  const contested = new Set<number>();
  for (const group of groupsOf(edges, bos.length, lines.length)) {
    if (group.length === 1) {
      pairs.push(group[0]!);
      continue;
    }
    const rows = [...new Set(group.map((e) => e.bo))].sort((a, b) => bos[a]!.src.id - bos[b]!.src.id);
    const cols = [...new Set(group.map((e) => e.line))].sort((a, b) => lines[a]!.src.id - lines[b]!.src.id);
    if (rows.length > GROUP_LIMIT || cols.length > GROUP_LIMIT) {
      for (const r of rows) contested.add(r);
      continue;
    }
    const rowOf = new Map(rows.map((r, i) => [r, i]));
    const colOf = new Map(cols.map((c, i) => [c, i]));
    const primary = rows.map(() => new Array<number>(cols.length).fill(0));
    const full = rows.map(() => new Array<number>(cols.length).fill(0));
    const edgeAt = new Map<number, Edge>();
    for (const e of group) {
      const r = rowOf.get(e.bo)!, c = colOf.get(e.line)!;
      const p = MATCH_WEIGHT + Math.round(e.score * 100);
      if (p <= primary[r]![c]!) continue;
      primary[r]![c] = p;
      const closeness = 1 - Math.min(minutesApart(bos[e.bo]!.src, lines[e.line]!.src), TIME_SCALE_MINUTES) / TIME_SCALE_MINUTES;
      full[r]![c] = p + closeness * TIME_SHARE;
      edgeAt.set(r * cols.length + c, e);
    }
    const best = maxWeightAssignment(full);
    const bestPrimary = assignmentWeight(primary, best);
    const bestFull = assignmentWeight(full, best);
    const without = (m: number[][], r: number) => m.map((row, i) => (i === r ? row.map(() => 0) : row));
    best.forEach((c, r) => {
      if (c < 0) {
        contested.add(rows[r]!);
        return;
      }
      const p = without(primary, r);
      // Every best assignment approves this row: it is backed, whichever equal line is recorded.
      let approve = assignmentWeight(p, maxWeightAssignment(p)) < bestPrimary;
      if (!approve) {
        // A rival row could take the line just as well: only a clearly closer time decides.
        const f = without(full, r);
        const gain = bestFull - assignmentWeight(f, maxWeightAssignment(f));
        approve = (gain / TIME_SHARE) * TIME_SCALE_MINUTES >= options.tieGapMinutes;
      }
      if (approve) pairs.push(edgeAt.get(r * cols.length + c)!);
      else contested.add(rows[r]!);
    });
  }
  return { pairs, contested };
}

/** Indexes of lines by amount. */
function byAmount(indexes: Iterable<number>, lines: readonly PreparedLine[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const i of indexes) {
    const a = lines[i]!.amount;
    const list = map.get(a);
    if (list) list.push(i);
    else map.set(a, [i]);
  }
  return map;
}

/**
 * Blocking keys of a name: its tokens of two letters or more. A name scoring above the threshold pairs all its
 * tokens but one at most exactly (the others by a typo or a cut), so a line sharing neither of the row's two
 * rarest tokens cannot reach it.
 */
function nameKeys(name: CachedName): readonly string[] {
  name.blockKeys ??= [...new Set(name.tokens.filter((t) => t.length >= 2))];
  return name.blockKeys;
}

/**
 * Lines of one amount and payment kind, indexed by name keys and identity numbers (and every 9+ digit tail).
 * `members` come in time order, so every list is too.
 */
class AmountIndex {
  readonly byKey = new Map<string, number[]>();
  /** By the whole name's key: the usual case, a line naming the player exactly. */
  readonly byName = new Map<string, number[]>();
  private byIdentity: Map<string, number[]> | null = null;

  constructor(
    private readonly members: readonly number[],
    private readonly lines: readonly PreparedLine[],
  ) {
    for (const i of members) {
      const name = lines[i]!.name;
      if (name.key !== '') {
        const list = this.byName.get(name.key);
        if (list) list.push(i);
        else this.byName.set(name.key, [i]);
      }
      for (const k of nameKeys(name)) {
        const list = this.byKey.get(k);
        if (list) list.push(i);
        else this.byKey.set(k, [i]);
      }
    }
  }

  withIdentity(key: string): readonly number[] {
    if (!this.byIdentity) {
      this.byIdentity = new Map();
      for (const i of this.members) {
        for (const id of identitiesOf(this.lines[i]!)) {
          for (let len = id.length; len >= MIN_IDENTITY_DIGITS; len--) {
            if (len < id.length && len < 9) break;
            const tail = id.slice(id.length - len);
            const list = this.byIdentity.get(tail);
            if (list) list.push(i);
            else this.byIdentity.set(tail, [i]);
          }
        }
      }
    }
    return this.byIdentity.get(key) ?? [];
  }
}

/**
 * Rule 2 candidates: lines of the row's amount sharing a name key (the two rarest) or showing its number, booked
 * in the window, or only within `nearMinutes` after the request (the first pass: most money arrives within
 * minutes, and a player's requests of other days stay out of the way).
 */
function nameEdges(
  bos: readonly PreparedBo[], openBos: readonly number[], lines: readonly PreparedLine[], openLines: readonly number[],
  options: ReconcileOptions, names: NameCache, nearMinutes: number | null,
): Edge[] {
  // A QRIS request is paid through the QRIS gateway and anything else by transfer: each looks only among
  // lines of its own kind, as rule 3 does (a transfer naming the player is another request's money).
  const buckets = new Map<number, number[]>();
  for (const l of openLines) {
    const key = paymentKey(lines[l]!.amount, lines[l]!.src.channel === 'QRIS');
    const list = buckets.get(key);
    if (list) list.push(l);
    else buckets.set(key, [l]);
  }
  const indexes = new Map<number, AmountIndex>();
  const seen = new Int32Array(lines.length).fill(-1);
  const edges: Edge[] = [];
  const candidates: number[] = [];
  for (const b of openBos) {
    const bo = bos[b]!;
    const key = paymentKey(bo.src.amountSen, bo.src.qris);
    const bucket = buckets.get(key);
    if (!bucket) continue;
    let index = indexes.get(key);
    if (!index) indexes.set(key, (index = new AmountIndex(bucket, lines)));
    candidates.length = 0;
    // Only the stretch of each list inside the window: a common name has lines all day long.
    const last = nearMinutes === null ? bo.end : bo.src.at + nearMinutes * MINUTE;
    // Lines naming the player exactly (any order, titles aside, or cut by the bank) come first; only a row
    // without one looks further, among lines sharing one of its two rarest words, for a typo or an initial.
    for (const name of bo.exactKeys) {
      const list = index.byName.get(name);
      if (list) collectInWindow(list, lines, bo.start, last, b, seen, candidates);
    }
    const exact = candidates.length;
    if (exact === 0) {
      for (const name of bo.names) {
        const lists = nameKeys(name).map((k) => index.byKey.get(k) ?? []).sort((x, y) => x.length - y.length);
        for (let k = 0; k < lists.length && k < 2; k++) collectInWindow(lists[k]!, lines, bo.start, last, b, seen, candidates);
      }
    }
    if (bo.identity.length >= MIN_IDENTITY_DIGITS) {
      for (const l of index.withIdentity(bo.identity)) {
        if (seen[l] === b) continue;
        seen[l] = b;
        candidates.push(l);
      }
    }
    for (let c = 0; c < candidates.length; c++) {
      const l = candidates[c]!;
      const line = lines[l]!;
      if (!inWindow(bo, line.src)) continue;
      if (nearMinutes !== null && (line.src.at === null || line.src.at > last)) continue;
      const worthComparing = c < exact || line.name.maybeTruncated || closeToAny(bo.names, line.name);
      const evidence = evidenceScore(bo, line, names, worthComparing);
      const byIdentity = evidence === BY_IDENTITY;
      const score = byIdentity ? 1 : evidence;
      if (score >= options.nameThreshold) edges.push({ bo: b, line: l, score, basis: { rule: 'NAME', score, byIdentity } });
    }
  }
  return edges;
}

/** Adds to `out` the lines of `list` (in time order) booked in [from, to] that row `b` has not taken yet. */
function collectInWindow(list: readonly number[], lines: readonly PreparedLine[], from: number, to: number, b: number, seen: Int32Array, out: number[]): void {
  let lo = 0, hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines[list[mid]!]!.sortAt < from) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < list.length; k++) {
    const l = list[k]!;
    if (lines[l]!.sortAt > to) break;
    if (seen[l] === b) continue;
    seen[l] = b;
    out.push(l);
  }
}

function closeToAny(rowNames: readonly NormalisedName[], lineName: NormalisedName): boolean {
  for (const n of rowNames) if (differByOneWordAtMost(n, lineName)) return true;
  return false;
}

/** Lines of one amount and one payment kind (QRIS or not) share a bucket. */
const paymentKey = (amountSen: number, qris: boolean) => amountSen * 2 + (qris ? 1 : 0);

/** Rule 1 candidates: equal reference and equal amount. */
function referenceEdges(bos: readonly PreparedBo[], openBos: readonly number[], lines: readonly PreparedLine[], openLines: readonly number[]): Edge[] {
  const byRef = new Map<string, number[]>();
  for (const l of openLines) {
    const ref = lines[l]!.reference;
    if (ref.length < MIN_REFERENCE) continue;
    const list = byRef.get(ref);
    if (list) list.push(l);
    else byRef.set(ref, [l]);
  }
  if (byRef.size === 0) return [];
  const edges: Edge[] = [];
  for (const b of openBos) {
    const bo = bos[b]!;
    const found = new Set<number>();
    for (const ref of bo.refs) for (const l of byRef.get(ref) ?? []) if (lines[l]!.amount === bo.src.amountSen) found.add(l);
    for (const l of found) edges.push({ bo: b, line: l, score: 1, basis: { rule: 'REFERENCE', reference: lines[l]!.src.reference.trim() } });
  }
  return edges;
}

/** First index in `sorted` (ascending by `at`) whose time is >= t. */
function lowerBound(sorted: readonly number[], at: (i: number) => number, t: number): number {
  let lo = 0, hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at(sorted[mid]!) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many of `sorted` (ascending by `at`) lie in [from, to] and pass `fits`; stops counting at 2. */
function countIn(sorted: readonly number[], at: (i: number) => number, from: number, to: number, fits: (i: number) => boolean): { count: number; first: number } {
  let count = 0, first = -1;
  for (let k = lowerBound(sorted, at, from); k < sorted.length && at(sorted[k]!) <= to && count < 2; k++) {
    if (!fits(sorted[k]!)) continue;
    if (count === 0) first = sorted[k]!;
    count++;
  }
  return { count, first };
}

/** Rule 3: the only nameless line shortly after the request, and the request the only one before it. */
function timeEdges(
  bos: readonly PreparedBo[], openBos: readonly number[], lines: readonly PreparedLine[], openLines: readonly number[], options: ReconcileOptions,
): Edge[] {
  const nameless = openLines.filter((l) => lines[l]!.src.at !== null && isNameless(lines[l]!));
  if (nameless.length === 0) return [];
  const lineAt = (l: number) => lines[l]!.src.at!;
  const boAt = (b: number) => bos[b]!.src.at;
  const buckets = byAmount(nameless, lines);
  for (const bucket of buckets.values()) bucket.sort((x, y) => lineAt(x) - lineAt(y) || x - y);
  const boBuckets = new Map<number, number[]>();
  for (const b of openBos) {
    const amount = bos[b]!.src.amountSen;
    if (!buckets.has(amount)) continue;
    const list = boBuckets.get(amount);
    if (list) list.push(b);
    else boBuckets.set(amount, [b]);
  }
  const before = options.windowBeforeMinutes * MINUTE, after = options.timeRuleMinutes * MINUTE;
  const edges: Edge[] = [];
  for (const [amount, rows] of boBuckets) {
    const bucket = buckets.get(amount)!;
    rows.sort((x, y) => boAt(x) - boAt(y) || x - y);
    for (const b of rows) {
      const bo = bos[b]!.src;
      const near = countIn(bucket, lineAt, bo.at - before, bo.at + after, (l) => fitsPayment(bo, lines[l]!.src));
      if (near.count !== 1) continue;
      const line = lines[near.first]!.src;
      const rivals = countIn(rows, boAt, line.at! - after, line.at! + before, (r) => fitsPayment(bos[r]!.src, line));
      if (rivals.count !== 1) continue;
      edges.push({ bo: b, line: near.first, score: 0.5, basis: { rule: 'TIME', minutes: (line.at! - bo.at) / MINUTE } });
    }
  }
  return edges;
}

export function reconcile(boRows: readonly MatchBo[], statementLines: readonly MatchLine[], options: ReconcileOptions): ReconcileResult {
  const names = new NameCache();
  const bos = [...boRows].sort((a, b) => a.id - b.id).map((b) => prepareBo(b, options, names));
  const lines = [...statementLines].sort((a, b) => a.id - b.id).map((l) => prepareLine(l, names));
  const skipped = twinsToSkip(lines);
  const lineOpen = lines.map((l, i) => l.src.heldBy === null && !skipped.has(i) && !NON_PLAYER_CHANNELS.includes(l.src.channel));
  const boOpen = bos.map(() => true);
  // Every phase reads the open lines in time order (ties by id): rule 2's indexes are then built in order.
  const byTime = lines.map((_, i) => i).sort((x, y) => lines[x]!.sortAt - lines[y]!.sortAt || x - y);
  const matched = new Map<number, Edge>();
  const contested = new Set<number>();

  const phases: ((ob: number[], ol: number[]) => Edge[])[] = [
    (ob, ol) => referenceEdges(bos, ob, lines, ol),
    (ob, ol) => nameEdges(bos, ob, lines, ol, options, names, options.nearMinutes),
    (ob, ol) => nameEdges(bos, ob, lines, ol, options, names, null),
    (ob, ol) => timeEdges(bos, ob, lines, ol, options),
  ];
  for (const phase of phases) {
    const openBos = bos.flatMap((_, i) => (boOpen[i] ? [i] : []));
    const openLines = byTime.filter((i) => lineOpen[i]);
    const result = assign(phase(openBos, openLines), bos, lines, options);
    for (const e of result.pairs) {
      matched.set(e.bo, e);
      boOpen[e.bo] = false;
      lineOpen[e.line] = false;
    }
    for (const b of result.contested) if (boOpen[b]) contested.add(b);
  }

  const matches: Match[] = [];
  const heldBy = new Map<number, string>();
  for (const [b, e] of [...matched].sort((x, y) => bos[x[0]]!.src.id - bos[y[0]]!.src.id)) {
    const line = lines[e.line]!.src;
    heldBy.set(e.line, bos[b]!.src.ticket);
    matches.push({ boId: bos[b]!.src.id, lineId: line.id, rule: e.basis.rule as MatchRule, score: e.score, note: matchNote(line, e.basis) });
  }
  const pending: PendingRow[] = [];
  const context = options.suggestions ? { bos, lines, options, names, heldBy, skipped } : null;
  bos.forEach((bo, b) => {
    if (matched.has(b)) return;
    pending.push({
      boId: bo.src.id,
      ambiguous: contested.has(b),
      suggestions: context ? suggestionsFor(b, context) : [],
    });
  });
  return { matches, pending };
}
