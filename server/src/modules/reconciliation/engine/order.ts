/**
 * Indexes 0..n-1 ordered by value, equal values by index: the order a whole run reads lines in. A radix sort over
 * the offsets from the smallest value when they are whole numbers below 2^32 (epoch milliseconds within weeks),
 * which is several times faster than a comparison sort on 100k lines; any other input is sorted by comparison.
 */
export function orderBy(values: Float64Array): Int32Array {
  const DIGITS = 2048,
    MASK = DIGITS - 1;
  const n = values.length;
  let min = Infinity,
    max = -Infinity,
    whole = true;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
    if (!Number.isInteger(v)) whole = false;
  }
  if (n === 0 || !whole || max - min >= 2 ** 32) return Int32Array.from([...Array(n).keys()].sort((a, b) => values[a]! - values[b]! || a - b));
  const keys = new Uint32Array(n);
  for (let i = 0; i < n; i++) keys[i] = values[i]! - min;
  let from = new Int32Array(n),
    to = new Int32Array(n);
  for (let i = 0; i < n; i++) from[i] = i;
  // Three stable passes of 11 bits each, least significant first.
  const count = new Int32Array(DIGITS + 1);
  for (let shift = 0; shift < 33; shift += 11) {
    count.fill(0);
    for (let i = 0; i < n; i++) count[((keys[i]! >>> shift) & MASK) + 1]!++;
    for (let d = 1; d <= DIGITS; d++) count[d]! += count[d - 1]!;
    for (let k = 0; k < n; k++) {
      const i = from[k]!;
      to[count[(keys[i]! >>> shift) & MASK]!++] = i;
    }
    [from, to] = [to, from];
  }
  return from;
}

/** The first position in `sorted` (indexes, ascending by `at[index]`) whose `at` is `t` or later; its length when none. */
export function firstAtOrAfter(sorted: ArrayLike<number>, at: ArrayLike<number>, t: number): number {
  let lo = 0,
    hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at[sorted[mid]!]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * `order` regrouped by group (0..groups-1), keeping its order within each group: a counting sort. Items without a
 * group (-1) are left out.
 */
export function regroup(order: Int32Array, groupOf: Int32Array, groups: number): Int32Array {
  const start = new Int32Array(groups + 1);
  const n = order.length;
  for (let k = 0; k < n; k++) if (groupOf[order[k]!]! >= 0) start[groupOf[order[k]!]! + 1]!++;
  for (let g = 1; g <= groups; g++) start[g]! += start[g - 1]!;
  const result = new Int32Array(start[groups]!);
  for (let k = 0; k < n; k++) {
    const i = order[k]!;
    if (groupOf[i]! >= 0) result[start[groupOf[i]!]!++] = i;
  }
  return result;
}

/**
 * Sorts a short array (its first `length` items) in place by insertion, ascending by `compare` (default: < on the
 * values). Array.prototype.sort allocates a work area on every call, which on names of two or three words costs more
 * than the sorting.
 */
export function sortShort<T, A extends { length: number; [index: number]: T }>(
  items: A & { [index: number]: T },
  compare: (a: T, b: T) => number = ascending,
  length = items.length,
): A {
  for (let i = 1; i < length; i++) {
    const item = items[i]!;
    let k = i - 1;
    while (k >= 0 && compare(items[k]!, item) > 0) {
      items[k + 1] = items[k]!;
      k--;
    }
    items[k + 1] = item;
  }
  return items;
}

function ascending<T>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
