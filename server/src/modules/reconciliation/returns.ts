/**
 * Payouts that came back. A transfer the receiving bank refused returns to the paying account as a credit of the
 * same amount (BI-FAST `RETUR`, a reversal; the parsers give it the channel RETURN). The player was not paid: the
 * payout line backs no withdrawal, and View Mutasi shows the two lines linked.
 */
import { jakartaDayNumber, jakartaDayStart } from '../../parsing/datetime.ts';
import { sameIdentity, senderKey } from './identity.ts';
import { nameScore, normaliseName } from './names.ts';
import type { MatchLine } from './types.ts';

const DAY = 86_400_000;
/** A return comes back within days of its payout, never before it. */
const RETURN_DAYS = 7;
/** A return naming a party must name the payout's, as well as rule 2 would name a player. */
const SAME_PARTY = 0.9;

/**
 * Pairs each return line with the payout it brings back: a line of the same account and amount booked at or before
 * it, at most RETURN_DAYS earlier, naming the same party where both name one (by name or by number); the latest such
 * payout not paired yet. Takes lines in id order; returns return index -> payout index.
 */
export function returnedPayouts(lines: readonly MatchLine[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const keyOf = (l: MatchLine) => `${l.accountKey}\u0000${l.amountSen}`;
  const returns: number[] = [];
  for (let i = 0; i < lines.length; i++) if (lines[i]!.channel === 'RETURN') returns.push(i);
  if (returns.length === 0) return pairs;
  // Only lines of an account and amount some return has can be its payout.
  const payouts = new Map<string, number[]>(returns.map((i) => [keyOf(lines[i]!), []]));
  for (let i = 0; i < lines.length; i++) if (lines[i]!.channel !== 'RETURN') payouts.get(keyOf(lines[i]!))?.push(i);
  // A line with only a date counts at the end of its day, as everywhere in the matcher.
  const when = (l: MatchLine) => l.at ?? jakartaDayStart(l.date) + DAY - 1;
  const paid = new Set<number>();
  returns.sort((a, b) => when(lines[a]!) - when(lines[b]!) || a - b);
  for (const ret of returns) {
    const back = lines[ret]!;
    const day = jakartaDayNumber(when(back));
    let found = -1;
    for (const i of payouts.get(keyOf(back))!) {
      const out = lines[i]!;
      if (paid.has(i) || when(out) > when(back) || day - jakartaDayNumber(when(out)) > RETURN_DAYS || !sameParty(out, back)) continue;
      if (found < 0 || when(out) >= when(lines[found]!)) found = i;
    }
    if (found >= 0) {
      paid.add(found);
      pairs.set(ret, found);
    }
  }
  return pairs;
}

/** Do the two lines name the same party where both name one? Lines that do not both say agree by default. */
function sameParty(out: MatchLine, back: MatchLine): boolean {
  const a = senderKey(out.counterpartyAccount), b = senderKey(back.counterpartyAccount);
  if (a !== '' && b !== '') return sameIdentity(a, b);
  const x = normaliseName(out.name, true), y = normaliseName(back.name, true);
  if (x.tokens.length === 0 || y.tokens.length === 0) return true;
  return nameScore(x, y) >= SAME_PARTY;
}
