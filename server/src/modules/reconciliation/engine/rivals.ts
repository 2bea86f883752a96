/**
 * One-to-one and globally best: the candidate pairs of a rule become approvals. A row and a line that are each
 * other's only candidate pair at once (most of a day); rows and lines that compete form small groups solved by
 * maximum-weight assignment. Between two players, a tie on names and evidence stays Pending (time order is not
 * identity); between one player's identical requests, time decides, the earliest first.
 */
import { assignmentWeight, maxWeightAssignment } from './assignment.ts';
import type { EdgeList } from './edges.ts';
import { sortShort } from './order.ts';
import { MINUTE, rivalMinutesApart, samePlayer, TIME_SCALE_MINUTES, type PreparedLines, type PreparedRows } from './prepare.ts';
import type { ReconcileOptions } from './types.ts';

/** Larger groups of rivals (should never happen with real names) are left to the checker. */
const GROUP_LIMIT = 60;
/** One more match always outweighs any difference of scores, and scores any difference of times. */
const MATCH_WEIGHT = 1000;
/** Closeness in time adds at most this per pair, so a whole group's times add less than one point of score. */
const TIME_SHARE = 1 / (GROUP_LIMIT + 1);
/** Weights this close are equal: sums of the same closeness in another order differ in their last bits. */
const TIE = 1e-9;
/**
 * What a name adds to a pair's weight: 100 for the player's own name (or number, or reference), one flat 90 for any
 * close name. How close a typo or an initial reads is no evidence of whose money it is: `M RIZKY` reads 0.96 for
 * MAHMUD RIZKY and 0.95 for MUHAMMAD RIZKY only because the words are of other lengths, and two players it fits so
 * stay Pending, unless evidence (bank, number, account: evidence.ts) tells them apart.
 */
export const nameWeight = (score: number): number => (score >= 1 ? 100 : CLOSE_NAME_WEIGHT);
const CLOSE_NAME_WEIGHT = 90;

/** Groups up to this many rows and lines are solved by trying every assignment: fewer steps than the Hungarian's set-up. */
const SMALL = 6;

export interface Assigned {
  /** Edges approved. */
  pairs: number[];
  /** Rows that had a candidate but were left Pending by a tie or a rival. */
  contested: number[];
  /**
   * Rows left Pending because another request of the same player took the line they fit (a likely double submission):
   * triples of (that row, the approved row, the line), row and line indexes.
   */
  doubles: number[];
}

/** A rule's candidate pairs settled one-to-one (this file's header says how); `assignment.ts` solves each group of rivals. */
export function settleRivals(edges: EdgeList, rows: PreparedRows, lines: PreparedLines, options: ReconcileOptions): Assigned {
  const rowDegree = new Int32Array(rows.count),
    lineDegree = new Int32Array(lines.count);
  for (let e = 0; e < edges.length; e++) {
    rowDegree[edges.row[e]!]!++;
    lineDegree[edges.line[e]!]!++;
  }
  const result: Assigned = { pairs: [], contested: [], doubles: [] };
  const rivals: number[] = [];
  for (let e = 0; e < edges.length; e++) {
    if (rowDegree[edges.row[e]!] === 1 && lineDegree[edges.line[e]!] === 1) result.pairs.push(e);
    else rivals.push(e);
  }
  if (rivals.length === 0) return result;
  const groups = groupsOf(edges, rivals, rows.count, lines.count);
  const solver = new GroupSolver(edges, rows, lines, options, result);
  for (let g = 0; g + 1 < groups.start.length; g++) solver.solve(groups.edges, groups.start[g]!, groups.start[g + 1]!);
  return result;
}

/** Union-find over rows (0..rowCount-1) and lines (rowCount..): rivals end up in one group, group g being edges[start[g] .. start[g + 1]). */
function groupsOf(edges: EdgeList, members: readonly number[], rowCount: number, lineCount: number): { start: Int32Array; edges: Int32Array } {
  const parent = new Int32Array(rowCount + lineCount).fill(-1);
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
  for (let i = 0; i < members.length; i++) {
    const e = members[i]!;
    const a = find(edges.row[e]!),
      b = find(rowCount + edges.line[e]!);
    if (a !== b) parent[b] = a;
  }
  // Number the groups by their roots, count their edges, then place each edge: a counting sort by group.
  const groupOfRoot = new Int32Array(rowCount + lineCount).fill(-1);
  const groupOf = new Int32Array(members.length);
  const sizes: number[] = [];
  members.forEach((e, i) => {
    const root = find(edges.row[e]!);
    if (groupOfRoot[root]! < 0) {
      groupOfRoot[root] = sizes.length;
      sizes.push(0);
    }
    groupOf[i] = groupOfRoot[root]!;
    sizes[groupOf[i]!]!++;
  });
  const start = new Int32Array(sizes.length + 1);
  for (let g = 0; g < sizes.length; g++) start[g + 1] = start[g]! + sizes[g]!;
  const fill = start.slice(0, sizes.length),
    placed = new Int32Array(members.length);
  members.forEach((e, i) => (placed[fill[groupOf[i]!]!++] = e));
  return { start, edges: placed };
}

/** Solves groups of rivals one after the other in the same scratch space. */
class GroupSolver {
  private readonly rowList = new Int32Array(GROUP_LIMIT);
  private readonly colList = new Int32Array(GROUP_LIMIT);
  /** primary: a match, its score and its evidence (integers); full: plus closeness in time, worth less than one point over the whole group. */
  private readonly primary = new Float64Array(SMALL * SMALL);
  private readonly full = new Float64Array(SMALL * SMALL);
  private readonly probe = new Float64Array(SMALL * SMALL);
  private readonly edgeAt = new Int32Array(SMALL * SMALL);
  private readonly best = new Int32Array(GROUP_LIMIT);
  private readonly other = new Int32Array(GROUP_LIMIT);
  /** By row of the group: the column it is approved with, or -1. */
  private readonly approved = new Int32Array(GROUP_LIMIT);

  constructor(
    private readonly edges: EdgeList,
    private readonly rows: PreparedRows,
    private readonly lines: PreparedLines,
    private readonly options: ReconcileOptions,
    private readonly out: Assigned,
  ) {}

  /**
   * Solves the group of edges group[from .. to). The best assignment (most matches, then the best names and evidence,
   * then the closest times) is approved where each line of it belongs to its row's player in every assignment that is
   * as good on names and evidence: two players who fit a line equally stay Pending, whatever the times say. A player's
   * identical requests are interchangeable: of them, the earliest takes the line, unless a later one is clearly closer.
   */
  solve(group: Int32Array, from: number, to: number): void {
    const { edges, rows, lines, out } = this;
    // Row and line indexes follow ids: the order that breaks equal optima the same way on every run.
    const height = distinctSorted(group, from, to, edges.row, this.rowList),
      width = distinctSorted(group, from, to, edges.line, this.colList);
    if (height > GROUP_LIMIT || width > GROUP_LIMIT) {
      out.contested.push(...new Set(Array.from(group.subarray(from, to), (e) => edges.row[e]!)));
      return;
    }
    const small = height <= SMALL && width <= SMALL;
    const cells = height * width;
    const primary = small ? this.primary.fill(0, 0, cells) : new Float64Array(cells);
    const full = small ? this.full.fill(0, 0, cells) : new Float64Array(cells);
    const edgeAt = small ? this.edgeAt : new Int32Array(cells);
    for (let k = from; k < to; k++) {
      const e = group[k]!,
        r = edges.row[e]!,
        l = edges.line[e]!;
      const cell = indexIn(this.rowList, height, r) * width + indexIn(this.colList, width, l);
      const p = MATCH_WEIGHT + nameWeight(edges.score[e]!) + edges.bonus[e]!;
      if (p <= primary[cell]!) continue;
      primary[cell] = p;
      full[cell] = p + (1 - Math.min(rivalMinutesApart(rows, r, lines, l), TIME_SCALE_MINUTES) / TIME_SCALE_MINUTES) * TIME_SHARE;
      edgeAt[cell] = e;
    }
    const solve = small ? bestByTrying : bestByHungarian;
    const { best, approved } = this;
    solve(full, height, width, -1, best);
    const bestPrimary = total(primary, width, best, height);
    for (let i = 0; i < height; i++) approved[i] = best[i]! >= 0 && this.belongsTo(i, best[i]!, primary, height, width, bestPrimary, solve) ? best[i]! : -1;
    this.earliestFirst(primary, height, width);
    for (let i = 0; i < height; i++) {
      if (approved[i]! >= 0) out.pairs.push(edgeAt[i * width + approved[i]!]!);
      else this.leftPending(i, primary, height, width);
    }
  }

  /**
   * Does column c, given to row i by the best assignment, go to row i's player in every assignment as good on names and
   * evidence? The rows of other players get half a point on c: if some equally good assignment gives c to one of
   * them, the best assignment with that half point gains it.
   */
  private belongsTo(i: number, c: number, primary: Float64Array, height: number, width: number, bestPrimary: number, solve: Solve): boolean {
    let rivals = false;
    for (let k = 0; k < height && !rivals; k++) rivals = primary[k * width + c]! > 0 && !this.samePlayer(k, i);
    if (!rivals) return true;
    const cells = height * width,
      probe = cells <= SMALL * SMALL ? this.probe : new Float64Array(cells);
    for (let x = 0; x < cells; x++) probe[x] = primary[x]!;
    for (let k = 0; k < height; k++) if (probe[k * width + c]! > 0 && !this.samePlayer(k, i)) probe[k * width + c]! += 0.5;
    return solve(probe, height, width, -1, this.other) < bestPrimary + 0.25;
  }

  /**
   * Among one player's rows, a line approved for a later request goes to an earlier one that fits it as well, unless
   * the later request is closer to the line by the tie gap or more and not a double submission of it: of two identical
   * requests a few minutes apart and one transfer, the first is the one paid; of requests at 14:00 and 14:30 and
   * money at 14:31, the second.
   */
  private earliestFirst(primary: Float64Array, height: number, width: number): void {
    const { approved, rows, lines } = this;
    for (let i = 0; i < height; i++) {
      const c = approved[i]!;
      if (c < 0) continue;
      const r = this.rowList[i]!,
        l = this.colList[c]!;
      let earliest = -1;
      for (let k = 0; k < height; k++) {
        if (approved[k]! >= 0 || primary[k * width + c] !== primary[i * width + c] || !this.samePlayer(k, i)) continue;
        const q = this.rowList[k]!;
        if (rows.at[q]! >= rows.at[r]!) continue;
        const double = rows.at[r]! - rows.at[q]! <= this.options.doubleSubmissionMinutes * MINUTE;
        if (!double && rivalMinutesApart(rows, q, lines, l) - rivalMinutesApart(rows, r, lines, l) >= this.options.tieGapMinutes) continue;
        if (earliest < 0 || rows.at[q]! < rows.at[this.rowList[earliest]!]!) earliest = k;
      }
      if (earliest >= 0) {
        approved[earliest] = c;
        approved[i] = -1;
      }
    }
  }

  /** A row of the group left Pending: a likely double submission when its player's other request took its line, else contested. */
  private leftPending(i: number, primary: Float64Array, height: number, width: number): void {
    for (let k = 0; k < height; k++) {
      const c = this.approved[k]!;
      if (c >= 0 && primary[i * width + c]! > 0 && this.samePlayer(k, i)) {
        this.out.doubles.push(this.rowList[i]!, this.rowList[k]!, this.colList[c]!);
        return;
      }
    }
    this.out.contested.push(this.rowList[i]!);
  }

  /** Are rows i and k of the group requests of one player? */
  private samePlayer(i: number, k: number): boolean {
    return samePlayer(this.rows, this.rowList[i]!, this.rowList[k]!);
  }
}

type Solve = (weights: Float64Array, height: number, width: number, skip: number, out: Int32Array) => number;

/** The distinct values `of` takes on the edges group[from .. to), ascending, written to `into` (as far as it goes); returns how many. */
function distinctSorted(group: Int32Array, from: number, to: number, of: Int32Array, into: Int32Array): number {
  let count = 0;
  for (let k = from; k < to; k++) {
    const value = of[group[k]!]!;
    if (indexIn(into, Math.min(count, into.length), value) >= 0) continue;
    if (count < into.length) into[count] = value;
    count++;
  }
  if (count <= into.length) sortShort(into, undefined, count);
  return count;
}

/** Where `value` is among list[0 .. length), or -1. */
function indexIn(list: Int32Array, length: number, value: number): number {
  for (let i = 0; i < length; i++) if (list[i] === value) return i;
  return -1;
}

function total(weights: Float64Array, width: number, assignment: Int32Array, height: number): number {
  let sum = 0;
  for (let r = 0; r < height; r++) if (assignment[r]! >= 0) sum += weights[r * width + assignment[r]!]!;
  return sum;
}

/**
 * The assignment of the most weight (0 is no edge), leaving row `skip` out (-1: none), written to `out`; returns
 * its weight. Every assignment is tried, rows in order, each taking its columns in order before none: of equal
 * optima the first found is kept, so earlier rows take earlier lines.
 */
export function bestByTrying(weights: Float64Array, height: number, width: number, skip: number, out: Int32Array): number {
  trial.weights = weights;
  trial.height = height;
  trial.width = width;
  trial.skip = skip;
  trial.out = out;
  trial.sums[0] = 0;
  trial.sums[BEST] = -1;
  trial.current.fill(-1, 0, height);
  // The most the rows from r on can add: a branch that cannot beat the best found is not followed.
  const rest = trial.rest;
  rest[height] = 0;
  for (let r = height - 1; r >= 0; r--) {
    let most = 0;
    if (r !== skip) for (let c = 0; c < width; c++) most = Math.max(most, weights[r * width + c]!);
    rest[r] = rest[r + 1]! + most;
  }
  tryFrom(0, 0);
  return trial.sums[BEST]!;
}

/** Where trial.sums keeps the best weight found; sums[r] is the weight taken before row r. */
const BEST = SMALL + 1;

/**
 * The state of bestByTrying, kept between calls: it runs for every group of rivals. Weights live in an array, not
 * in arguments or fields: a fractional number passed down the recursion would be boxed at every call.
 */
const trial: {
  weights: Float64Array;
  height: number;
  width: number;
  skip: number;
  out: Int32Array;
  sums: Float64Array;
  rest: Float64Array;
  current: Int32Array;
} = {
  weights: new Float64Array(0),
  height: 0,
  width: 0,
  skip: -1,
  out: new Int32Array(0),
  sums: new Float64Array(BEST + 1),
  rest: new Float64Array(SMALL + 1),
  current: new Int32Array(SMALL),
};

function tryFrom(r: number, used: number): void {
  const { height, width, weights, current, sums } = trial;
  const sum = sums[r]!;
  // Only a strictly heavier assignment replaces the best: one that can at most equal it is not worth trying.
  if (sum + trial.rest[r]! <= sums[BEST]!) return;
  if (r === height) {
    if (sum > sums[BEST]! + TIE) {
      sums[BEST] = sum;
      for (let i = 0; i < height; i++) trial.out[i] = current[i]!;
    }
    return;
  }
  if (r !== trial.skip) {
    for (let c = 0; c < width; c++) {
      const w = weights[r * width + c]!;
      if (w <= 0 || (used & (1 << c)) !== 0) continue;
      current[r] = c;
      sums[r + 1] = sum + w;
      tryFrom(r + 1, used | (1 << c));
    }
  }
  current[r] = -1;
  sums[r + 1] = sum;
  tryFrom(r + 1, used);
}

/** bestByTrying for larger groups, by the Hungarian algorithm. */
function bestByHungarian(weights: Float64Array, height: number, width: number, skip: number, out: Int32Array): number {
  const matrix = Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => (r === skip ? 0 : weights[r * width + c]!)));
  const assignment = maxWeightAssignment(matrix);
  out.set(assignment);
  return assignmentWeight(matrix, assignment);
}
