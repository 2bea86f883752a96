import type { StatementLine } from '../statement-line.ts';
import { type Describe, facts } from './facts.ts';

/** BRIVA biller codes of the e-wallets (formats README section 3): DANA, GoPay, OVO, LinkAja, ShopeePay. */
const BRIVA = /^BRIVA(88810|30135|88099|91188|112)(\d{8,13})/i;

/** Fixed prices of BRI's fee rows, in sen. */
const BI_FAST_FEE = 250_000;
const ONLINE_FEE = 650_000;
export const BRIVA_FEE = 100_000;

/**
 * BRI narratives: `NBMB <SENDER> TO <RECEIVER> ESB:NBMB:…` (sometimes without the ESB tail): the counterparty is
 * the sender on a credit and the receiver on a debit. `BFST…` (BI-FAST, Rp2.500) and `ATMSTRPRM…` (online
 * transfer, Rp6.500) at their price are the fee rows; `BRIVA<code><phone>…` is an e-wallet top-up.
 */
export const describeBri: Describe = (description, direction, amountSen) => {
  const text = description.trim();
  if (/^BFST/i.test(text)) return facts(amountSen === BI_FAST_FEE ? 'FEE' : 'BI_FAST');
  if (/^ATMSTRPRM/i.test(text)) return facts(amountSen === ONLINE_FEE ? 'FEE' : 'SWITCHING');
  const briva = BRIVA.exec(text);
  if (briva) return facts('VA_EWALLET', { counterpartyAccount: briva[2] });
  if (/^BRIVA/i.test(text)) return facts('VA_EWALLET');
  const nbmb = /^NBMB\s+(.+?)\s+TO\s+(.+?)(?:\s+ESB\b.*)?$/i.exec(text);
  if (nbmb) return facts('INTRABANK', { counterpartyName: direction === 'CR' ? nbmb[1] : nbmb[2] });
  if (/^(?:BUNGA|INTEREST)\b/i.test(text)) return facts('INTEREST');
  if (/^PAJAK\b/i.test(text)) return facts('TAX');
  if (/^(?:BIAYA|ADM)\b/i.test(text)) return facts('FEE');
  return facts('OTHER');
};

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
