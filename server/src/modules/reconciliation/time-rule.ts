/**
 * Rule 3: a line that says nothing of who paid backs a request by amount and time alone, only when it is the one
 * such line shortly after the request and the request the one request shortly before it.
 */
import { EdgeList } from './edges.ts';
import { fitsPayment, isNameless, MINUTE, type PreparedLines, type PreparedRows } from './prepare.ts';
import type { ReconcileOptions } from './types.ts';

/** First index in `sorted` (ascending by `at`) whose time is >= t. */
function lowerBound(sorted: readonly number[], at: Float64Array, t: number): number {
  let lo = 0, hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at[sorted[mid]!]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many of `sorted` (ascending by `at`) lie in [from, to] and pass `fits`; stops counting at 2. */
function countIn(sorted: readonly number[], at: Float64Array, from: number, to: number, fits: (i: number) => boolean): { count: number; first: number } {
  let count = 0, first = -1;
  for (let k = lowerBound(sorted, at, from); k < sorted.length && at[sorted[k]!]! <= to && count < 2; k++) {
    if (!fits(sorted[k]!)) continue;
    if (count === 0) first = sorted[k]!;
    count++;
  }
  return { count, first };
}

function groupByAmount(indexes: Iterable<number>, amount: Float64Array): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const i of indexes) {
    const list = map.get(amount[i]!);
    if (list) list.push(i);
    else map.set(amount[i]!, [i]);
  }
  return map;
}

export function timeEdges(rows: PreparedRows, openRows: Int32Array, lines: PreparedLines, openLines: Int32Array, options: ReconcileOptions): EdgeList {
  const edges = new EdgeList();
  const nameless = openLines.filter((l) => lines.timed[l] === 1 && isNameless(lines, l));
  if (nameless.length === 0) return edges;
  const lineAt = lines.sortAt, rowAt = rows.at;
  const buckets = groupByAmount(nameless, lines.amount);
  for (const bucket of buckets.values()) bucket.sort((x, y) => lineAt[x]! - lineAt[y]! || x - y);
  const rowBuckets = groupByAmount(openRows.filter((r) => buckets.has(rows.amount[r]!)), rows.amount);
  const before = options.windowBeforeMinutes * MINUTE, after = options.timeRuleMinutes * MINUTE;
  for (const [amount, rowList] of rowBuckets) {
    const bucket = buckets.get(amount)!;
    rowList.sort((x, y) => rowAt[x]! - rowAt[y]! || x - y);
    for (const r of rowList) {
      const near = countIn(bucket, lineAt, rowAt[r]! - before, rowAt[r]! + after, (l) => fitsPayment(rows, r, lines, l));
      if (near.count !== 1) continue;
      const l = near.first;
      const rivals = countIn(rowList, rowAt, lineAt[l]! - after, lineAt[l]! + before, (x) => fitsPayment(rows, x, lines, l));
      if (rivals.count !== 1) continue;
      edges.push(r, l, 0.5);
    }
  }
  return edges;
}
