/**
 * mulberry32: small, fast, good enough for test data. Everything random in a bench's data goes through one of these
 * (ingest.bench.ts's statement, the quality bench's days, the speed bench's players), so a seed fixes the whole data
 * set and each is the same every run.
 */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [0, n). */
  int(n: number): number;
  /** Integer in [lo, hi], both included. */
  between(lo: number, hi: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  pick<T>(xs: readonly T[]): T;
  /** One of `choices`, with probability proportional to its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
}

export function prng(seed: number): Prng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    between: (lo, hi) => lo + int(hi - lo + 1),
    chance: (p) => next() < p,
    pick: (xs) => xs[int(xs.length)]!,
    weighted(choices) {
      const total = choices.reduce((sum, [, w]) => sum + w, 0);
      let x = next() * total;
      for (const [value, w] of choices) {
        x -= w;
        if (x < 0) return value;
      }
      return choices[choices.length - 1]![0];
    },
  };
}

/** Picks indexes in proportion to fixed weights, in O(log n) each: players by how active they are. */
export function weightedIndex(weights: readonly number[]): (r: Prng) => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w));
  return (r) => {
    const x = r.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}
