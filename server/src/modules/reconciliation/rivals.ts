/**
 * One-to-one and globally best: the candidate pairs of a rule become approvals. A row and a line that are each
 * other's only candidate pair at once (most of a day); rows and lines that compete form small groups solved by
 * maximum-weight assignment, where ties stay Pending unless time settles them clearly.
 */
import { assignmentWeight, maxWeightAssignment } from './assignment.ts';
import type { EdgeList } from './edges.ts';
import { minutesApart, TIME_SCALE_MINUTES, type PreparedLines, type PreparedRows } from './prepare.ts';
import type { ReconcileOptions } from './types.ts';

/** Larger groups of rivals (should never happen with real names) are left to the checker. */
const GROUP_LIMIT = 60;
/** One more match always outweighs any difference of scores, and scores any difference of times. */
const MATCH_WEIGHT = 1000;
/** Closeness in time adds at most this per pair, so a whole group's times add less than one point of score. */
const TIME_SHARE = 1 / (GROUP_LIMIT + 1);

export interface Assigned {
  /** Edges approved. */
  pairs: number[];
  /** Rows that had a candidate but were left Pending by a tie or a rival. */
  contested: number[];
}

export function assign(edges: EdgeList, rows: PreparedRows, lines: PreparedLines, options: ReconcileOptions): Assigned {
  const rowDegree = new Int32Array(rows.count), lineDegree = new Int32Array(lines.count);
  for (let e = 0; e < edges.length; e++) {
    rowDegree[edges.row[e]!]!++;
    lineDegree[edges.line[e]!]!++;
  }
  const result: Assigned = { pairs: [], contested: [] };
  const rivals: number[] = [];
  for (let e = 0; e < edges.length; e++) {
    if (rowDegree[edges.row[e]!] === 1 && lineDegree[edges.line[e]!] === 1) result.pairs.push(e);
    else rivals.push(e);
  }
  if (rivals.length > 0) for (const group of groupsOf(edges, rivals, rows.count, lines.count)) solveGroup(group, edges, rows, lines, options, result);
  return result;
}

/** Union-find over rows (0..rowCount-1) and lines (rowCount..): rivals end up in one group. */
function groupsOf(edges: EdgeList, members: readonly number[], rowCount: number, lineCount: number): number[][] {
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
  for (const e of members) {
    const a = find(edges.row[e]!), b = find(rowCount + edges.line[e]!);
    if (a !== b) parent[b] = a;
  }
  const groups = new Map<number, number[]>();
  for (const e of members) {
    const root = find(edges.row[e]!);
    const g = groups.get(root);
    if (g) g.push(e);
    else groups.set(root, [e]);
  }
  return [...groups.values()];
}

function solveGroup(group: readonly number[], edges: EdgeList, rows: PreparedRows, lines: PreparedLines, options: ReconcileOptions, out: Assigned): void {
  // Row and line indexes follow ids: the order that breaks equal optima the same way on every run.
  const rowList = [...new Set(group.map((e) => edges.row[e]!))].sort((a, b) => a - b);
  const colList = [...new Set(group.map((e) => edges.line[e]!))].sort((a, b) => a - b);
  if (rowList.length > GROUP_LIMIT || colList.length > GROUP_LIMIT) {
    out.contested.push(...rowList);
    return;
  }
  const rowOf = new Map(rowList.map((r, i) => [r, i]));
  const colOf = new Map(colList.map((c, i) => [c, i]));
  const primary = rowList.map(() => new Array<number>(colList.length).fill(0));
  const full = rowList.map(() => new Array<number>(colList.length).fill(0));
  const edgeAt = new Map<number, number>();
  for (const e of group) {
    const r = rowOf.get(edges.row[e]!)!, c = colOf.get(edges.line[e]!)!;
    const p = MATCH_WEIGHT + Math.round(edges.score[e]! * 100);
    if (p <= primary[r]![c]!) continue;
    primary[r]![c] = p;
    const closeness = 1 - Math.min(minutesApart(rows.src[edges.row[e]!]!, lines.src[edges.line[e]!]!), TIME_SCALE_MINUTES) / TIME_SCALE_MINUTES;
    full[r]![c] = p + closeness * TIME_SHARE;
    edgeAt.set(r * colList.length + c, e);
  }
  const best = maxWeightAssignment(full);
  const bestPrimary = assignmentWeight(primary, best);
  const bestFull = assignmentWeight(full, best);
  const without = (m: number[][], r: number) => m.map((row, i) => (i === r ? row.map(() => 0) : row));
  best.forEach((c, r) => {
    if (c < 0) {
      out.contested.push(rowList[r]!);
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
    if (approve) out.pairs.push(edgeAt.get(r * colList.length + c)!);
    else out.contested.push(rowList[r]!);
  });
}
