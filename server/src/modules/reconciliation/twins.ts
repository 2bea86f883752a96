import type { MatchLine } from './types.ts';

/**
 * A BCA `PEND` line and the booked line a later file brings for the same transfer are one movement of money:
 * same account, amount and text. Of each such pair only one may back a row: the pending one, whose time is when
 * the money moved (the booking comes hours later), unless the booked one is already held outside this run.
 * Takes lines in id order; returns the indexes of lines that must not be candidates, each with the index of its twin
 * that stands for it.
 */
export function twinsToSkip(lines: readonly MatchLine[]): Map<number, number> {
  // Only an account and amount with a PEND line can have twins: most days have none, and the text key costs.
  const withPending = new Set<string>();
  for (let i = 0; i < lines.length; i++) if (lines[i]!.pending) withPending.add(`${lines[i]!.accountKey}\u0000${lines[i]!.amountSen}`);
  if (withPending.size === 0) return new Map();
  const groups = new Map<string, { pending: number[]; booked: number[] }>();
  lines.forEach((l, i) => {
    if (!withPending.has(`${l.accountKey}\u0000${l.amountSen}`)) return;
    const key = `${l.accountKey}\u0000${l.amountSen}\u0000${l.description.replace(/\s+/g, ' ').trim().toUpperCase()}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { pending: [], booked: [] }));
    (l.pending ? g.pending : g.booked).push(i);
  });
  const skip = new Map<number, number>();
  const held = (i: number) => lines[i]!.heldBy !== null;
  const heldFirst = (a: number, b: number) => Number(held(b)) - Number(held(a)) || lines[a]!.id - lines[b]!.id;
  for (const g of groups.values()) {
    if (g.pending.length === 0 || g.booked.length === 0) continue;
    g.pending.sort(heldFirst);
    g.booked.sort(heldFirst);
    for (let k = 0; k < Math.min(g.pending.length, g.booked.length); k++) {
      const p = g.pending[k]!, b = g.booked[k]!;
      if (held(b) && !held(p)) skip.set(p, b);
      else skip.set(b, p);
    }
  }
  return skip;
}
