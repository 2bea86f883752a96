/**
 * Amounts players choose. Deposits: 92 % round amounts, half of them Rp50.000 or Rp100.000 (what collides all day),
 * 8 % amounts a player picked himself (Rp75.000, Rp123.000). Withdrawals: round amounts from Rp100.000 to Rp5.000.000,
 * 17 % odd multiples of Rp10.000 (what is left of a balance).
 */
import type { Prng } from './prng.ts';

const K = 1_000_00; // Rp1.000 in sen

const ROUND_DEPOSITS: readonly (readonly [number, number])[] = [
  [20 * K, 6],
  [25 * K, 5],
  [30 * K, 3],
  [50 * K, 24],
  [100 * K, 24],
  [150 * K, 5],
  [200 * K, 8],
  [250 * K, 4],
  [300 * K, 4],
  [500 * K, 7],
  [1000 * K, 4],
  [2000 * K, 1.5],
  [5000 * K, 0.5],
];
const ROUND_WITHDRAWALS: readonly (readonly [number, number])[] = [
  [100 * K, 10],
  [150 * K, 6],
  [200 * K, 10],
  [250 * K, 6],
  [300 * K, 8],
  [500 * K, 12],
  [750 * K, 5],
  [1000 * K, 10],
  [1500 * K, 5],
  [2000 * K, 6],
  [3000 * K, 3],
  [5000 * K, 2],
];
const ROUND = new Set([...ROUND_DEPOSITS, ...ROUND_WITHDRAWALS].map(([a]) => a));

export function depositAmount(r: Prng): number {
  if (r.chance(0.92)) return r.weighted(ROUND_DEPOSITS);
  for (;;) {
    const sen = r.between(15, 800) * K;
    if (!ROUND.has(sen)) return sen;
  }
}

export function withdrawAmount(r: Prng): number {
  if (r.chance(0.83)) return r.weighted(ROUND_WITHDRAWALS);
  return r.between(11, 400) * 10 * K;
}

export const isRound = (sen: number) => ROUND.has(sen);

/** Players by the hour (Jakarta): quiet at dawn, busiest in the evening and around midnight. */
const HOURLY = [6, 4, 3, 2, 1, 1, 1, 2, 3, 4, 5, 5, 6, 6, 6, 6, 7, 8, 9, 10, 11, 11, 10, 8].map((w, hour) => [hour, w] as const);

/** A second of the day, following the hourly curve; below `latest` seconds after midnight. */
export function secondOfDay(r: Prng, latest = 86_400): number {
  for (;;) {
    const hour = r.weighted(HOURLY);
    const s = hour * 3600 + r.int(3600);
    if (s < latest) return s;
  }
}
