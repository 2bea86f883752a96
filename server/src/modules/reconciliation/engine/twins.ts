import { jakartaDayNumber, jakartaDayStart } from '../../../parsing/datetime.ts';
import type { MatchLine } from './types.ts';
import { unlimited, type WorkBudget } from './work-budget.ts';

/** A PEND transfer is booked on its day or at most this many days later (a long weekend). */
const BOOKED_WITHIN_DAYS = 4;
const dayOf = (date: string): number => jakartaDayNumber(jakartaDayStart(date));

/**
 * A BCA `PEND` line and the booked line another file brings for the same transfer are one movement of money:
 * same account, amount and text, never the same file (an afternoon export lists booked transfers and the last
 * hour's PEND rows; the evening export books those), booked on the PEND row's day or a few days after. Of each such
 * pair only one may back a row: the pending one, whose time is when the money moved (the booking comes hours later),
 * unless the booked one is already held outside this run, or several booked transfers alike could be the booking of
 * a PEND line of the same text (then no PEND line of that text stands).
 * Takes lines in id order; returns the indexes of lines that must not be candidates, each with the index of its twin
 * that stands for it.
 */
export function twinsToSkip(lines: readonly MatchLine[], work: WorkBudget = unlimited()): Map<number, number> {
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
    // A file lists a transfer once: a booked line of the PEND line's own file is another transfer of the same text.
    // The bank books a PEND transfer on its day or within a few days (a weekend), the nearest day first.
    const bookings = (p: number) => {
      const day = dayOf(lines[p]!.date);
      return g.booked.filter((x) => {
        work.spend();
        const late = dayOf(lines[x]!.date) - day;
        return lines[x]!.upload !== lines[p]!.upload && late >= 0 && late <= BOOKED_WITHIN_DAYS;
      });
    };
    // Of two booked transfers alike, which one a PEND line was is unknown, and so for every PEND line of the group:
    // pairing one fixes nothing about the others. Then the booked lines stand (each is money that arrived) and no
    // PEND line does. Otherwise the PEND line stands, unless only the booked one is held.
    const candidates = g.pending.map(bookings);
    const alike = candidates.some((c) => c.length > 1);
    const used = new Set<number>();
    g.pending.forEach((p, k) => {
      const day = dayOf(lines[p]!.date);
      let b = -1;
      for (const x of candidates[k]!) if (!used.has(x) && (b < 0 || dayOf(lines[x]!.date) - day < dayOf(lines[b]!.date) - day)) b = x;
      if (b < 0) return;
      used.add(b);
      if ((alike || held(b)) && !held(p)) skip.set(p, b);
      else skip.set(b, p);
    });
  }
  return skip;
}
