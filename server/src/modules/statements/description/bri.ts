import { type BankCode, walletOfBrivaCode } from '../../../parsing/banks.ts';
import type { StatementLine } from '../statement-line.ts';
import { afterReturnWords, type Describe, facts, recognisingReturns } from './facts.ts';

/** BRIVA biller codes of the e-wallets (formats README section 3; parsing/banks.ts): DANA, GoPay, OVO, LinkAja, ShopeePay. */
const BRIVA = /^BRIVA(88810|30135|88099|91188|112)(\d{8,13})/i;

/** A transfer between two BRI accounts (`NBMB … TO …`) is from or to BRI. */
const OWN: BankCode = 'BRI';

/** Fixed prices of BRI's fee rows, in sen. */
const BI_FAST_FEE = 250_000;
const ONLINE_FEE = 650_000;
export const BRIVA_FEE = 100_000;

/**
 * BRI narratives: `NBMB <SENDER> TO <RECEIVER> ESB:NBMB:…` (sometimes without the ESB tail): the counterparty is
 * the sender on a credit and the receiver on a debit. `BFST…` (BI-FAST, Rp2.500) and `ATMSTRPRM…` (online
 * transfer, Rp6.500) at their price are the fee rows; `BRIVA<code><phone>…` is an e-wallet top-up.
 */
const describeKind: Describe = (description, direction, amountSen) => {
  const text = description.trim();
  if (/^BFST/i.test(text)) return facts(amountSen === BI_FAST_FEE ? 'FEE' : 'BI_FAST', { counterpartyAccount: beneficiary(text, direction) });
  if (/^ATMSTRPRM/i.test(text)) return facts(amountSen === ONLINE_FEE ? 'FEE' : 'SWITCHING');
  const briva = BRIVA.exec(text);
  if (briva) return facts('VA_EWALLET', { counterpartyAccount: briva[2], counterpartyBank: walletOfBrivaCode(briva[1]!) });
  if (/^BRIVA/i.test(text)) return facts('VA_EWALLET');
  const nbmb = /^NBMB\s+(.+?)\s+TO\s+(.+?)(?:\s+ESB\b.*)?$/i.exec(text);
  if (nbmb) return facts('INTRABANK', { counterpartyName: direction === 'CR' ? nbmb[1] : nbmb[2], counterpartyBank: OWN });
  if (/^(?:BUNGA|INTEREST)\b/i.test(text)) return facts('INTEREST');
  if (/^PAJAK\b/i.test(text)) return facts('TAX');
  if (/^(?:BIAYA|ADM)\b/i.test(text)) return facts('FEE');
  return facts('OTHER');
};

const describeWithReturns = recognisingReturns(describeKind);

/**
 * A BRI return names itself first (`REV …`, `REVERSAL …`, `RETUR …`; BRI's passbook code for a reversal is REV) [G].
 * What follows reads as the payout it brings back: `BFST<digits>` keeps the payee's account; an `NBMB <A> TO <B>`
 * names both sides and which one was paid is not known, so it names no one (a wrong name would keep the matcher from
 * pairing the return with its payout).
 */
export const describeBri: Describe = (description, direction, amountSen) => {
  const found = describeWithReturns(description, direction, amountSen);
  if (found.channel !== 'RETURN') return found;
  const rest = afterReturnWords(description.trim()) ?? '';
  if (/^NBMB\b/i.test(rest)) return { ...found, counterpartyName: '' };
  if (/^BFST/i.test(rest)) return { ...found, counterpartyAccount: beneficiary(rest, 'DB') };
  return found;
};

/**
 * `BFST<digits> …` on a payout: the digits are the beneficiary's account, as two public BRI reconcilers read them [I].
 * On a credit nothing says whose number it is, so it is not kept.
 */
function beneficiary(text: string, direction: StatementLine['direction']): string {
  return direction === 'DB' ? (/^BFST(\d{9,})/i.exec(text)?.[1] ?? '') : '';
}

/**
 * BRI books a BRIVA payment's Rp1.000 fee as a second row with the same narrative. Of each such pair the
 * Rp1.000 row becomes a fee; a lone Rp1.000 BRIVA row stays a top-up (one fee per payment row).
 */
export function tagBrivaFeeTwins(lines: StatementLine[]): void {
  const byText = new Map<string, StatementLine[]>();
  for (const line of lines) {
    if (line.channel !== 'VA_EWALLET' || !/^BRIVA/i.test(line.description)) continue;
    const key = `${line.date}|${line.direction}|${line.description}`;
    byText.set(key, [...(byText.get(key) ?? []), line]);
  }
  for (const group of byText.values()) {
    const payments = group.filter((l) => l.amountSen !== BRIVA_FEE).length;
    const fees = group.filter((l) => l.amountSen === BRIVA_FEE).slice(0, payments);
    for (const fee of fees) fee.channel = 'FEE';
  }
}
