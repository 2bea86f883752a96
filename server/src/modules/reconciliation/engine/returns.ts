/**
 * Payouts that came back. A transfer the receiving bank refused returns to the paying account as a credit of the
 * same amount (BI-FAST `RETUR`, a reversal; the parsers give it the channel RETURN). The player was not paid: the
 * payout line backs no withdrawal, and View Mutasi shows the two lines linked.
 */
import { jakartaDayEnd, jakartaDayNumber } from '../../../parsing/datetime.ts';
import { sameIdentity, senderKey } from './identity.ts';
import { nameScore, normaliseName } from './names.ts';
import { NON_PLAYER_CHANNELS } from '../../statements/statement-line.ts';
import type { MatchLine } from './types.ts';
import { unlimited, type WorkBudget } from './work-budget.ts';

/** A return comes back within days of its payout, never before it. */
export const RETURN_DAYS = 7;
/** A return naming a party must name the payout's, as well as rule 2 would name a player. */
const SAME_PARTY = 0.9;

/**
 * Pairs each line of money coming back with the payout it brings back: a debit of the same account and amount booked
 * at or before it, at most RETURN_DAYS earlier, not paired yet, the latest of those that name the same party (by name
 * or by number). A line the bank marks as a return (channel RETURN) that names nobody, or whose party no payout names,
 * takes the latest payout that names nobody either (a wallet top-up shows only a phone); any other credit of the
 * account returns a payout only when it names the payout's party (`REVERSAL TRF` in a memo, a return the rules do not
 * know). Takes lines in id order; returns return index -> payout index.
 */
export function returnedPayouts(lines: readonly MatchLine[], work: WorkBudget = unlimited()): Map<number, number> {
  const pairs = new Map<number, number>();
  const keyOf = (l: MatchLine) => `${l.accountKey}\u0000${l.amountSen}`;
  // A run reads credits and debits together only for withdrawals, where the credits are few: look at both only then.
  let anyDebit = false,
    anyCredit = false;
  for (let i = 0; i < lines.length && !(anyDebit && anyCredit); i++) {
    if (lines[i]!.direction === 'DB') anyDebit = true;
    else anyCredit = true;
  }
  if (!anyDebit || !anyCredit) return pairs;
  const credits: number[] = [];
  for (let i = 0; i < lines.length; i++) if (lines[i]!.direction === 'CR') credits.push(i);
  // Only debits of an account and amount some credit has can be its payout.
  const payouts = new Map<string, number[]>(credits.map((i) => [keyOf(lines[i]!), []]));
  for (let i = 0; i < lines.length; i++)
    if (lines[i]!.direction === 'DB' && !NON_PLAYER_CHANNELS.includes(lines[i]!.channel)) payouts.get(keyOf(lines[i]!))?.push(i);
  // A line with only a date counts at the end of its day, as everywhere in the matcher.
  const when = (l: MatchLine) => l.at ?? jakartaDayEnd(l.date);
  const paid = new Set<number>();
  credits.sort((a, b) => when(lines[a]!) - when(lines[b]!) || a - b);
  for (const ret of credits) {
    const back = lines[ret]!;
    const day = jakartaDayNumber(when(back));
    let same = -1,
      unknown = -1;
    for (const i of payouts.get(keyOf(back))!) {
      work.spend();
      const out = lines[i]!;
      if (paid.has(i) || when(out) > when(back) || day - jakartaDayNumber(when(out)) > RETURN_DAYS) continue;
      const party = sameParty(out, back);
      if (party === 'same' && (same < 0 || when(out) >= when(lines[same]!))) same = i;
      if (party === 'unknown' && (unknown < 0 || when(out) >= when(lines[unknown]!))) unknown = i;
    }
    const found = same >= 0 ? same : back.channel === 'RETURN' ? unknown : -1;
    if (found >= 0) {
      paid.add(found);
      pairs.set(ret, found);
    }
  }
  return pairs;
}

/** Do the two lines name the same party, another one, or can they not tell (one of them names nobody)? */
function sameParty(out: MatchLine, back: MatchLine): 'same' | 'other' | 'unknown' {
  const a = senderKey(out.counterpartyAccount),
    b = senderKey(back.counterpartyAccount);
  if (a !== '' && b !== '') return sameIdentity(a, b) ? 'same' : 'other';
  const x = normaliseName(out.name, true),
    y = normaliseName(back.name, true);
  if (x.tokens.length === 0 || y.tokens.length === 0) return 'unknown';
  return nameScore(x, y) >= SAME_PARTY ? 'same' : 'other';
}
