import { type BankCode, bankOfBic, bankOfName, isWallet, walletOfBrivaCode } from '../../../parsing/banks.ts';
import type { Direction, StatementLine } from '../statement-line.ts';
import { afterReturnWords, type Describe, type DescriptionFacts, facts, findPhone, recognisingReturns } from './facts.ts';

/** BRIVA biller codes of the e-wallets (formats README section 3; parsing/banks.ts): DANA, GoPay, OVO, LinkAja, ShopeePay. */
const BRIVA = /^BRIVA(88810|30135|88099|91188|112)(\d{8,13})/i;

/** A transfer between two BRI accounts (`NBMB … TO …`) is from or to BRI. */
const OWN: BankCode = 'BRI';

/** Fixed prices of BRI's fee rows, in sen. */
const BI_FAST_FEE = 250_000;
const ONLINE_FEE = 650_000;
export const BRIVA_FEE = 100_000;

/**
 * BRI's own charges, as its statements and BRImo name them: `Biaya Adm`, `BIAYA ADM BULANAN`, `Admin Fee`, `Monthly Fee
 * ATM`, `Minimum Balance Fee` (seen in public BRI samples). Never a payout.
 */
const CHARGE = /^(?:BIAYA|ADM\b|(?:ADMIN|MONTHLY|MINIMUM BALANCE) FEE\b)/i;

/**
 * BRI narratives, in the bank's words (DESK_TRAN, TRREMK) or in BRImo's (REMARK_CUSTOM, internet banking's Uraian):
 * - `NBMB|IBIZ <SENDER> TO <RECEIVER> ESB:NBMB:…` (sometimes without the ESB tail): the counterparty is the sender on
 *   a credit and the receiver on a debit.
 * - `BFST…` (BI-FAST, Rp2.500) and `ATMSTRPRM…` (online transfer, Rp6.500) at their price are the fee rows;
 *   `BRIVA<code><phone>…` is an e-wallet top-up.
 * - BRImo: `Transfer BI-Fast ke|dari <BANK> - <acct> - <Name>`, `Transfer Ke|Dari <Name> via BRImo`, `Top Up <wallet> …`.
 */
const describeKind: Describe = (description, direction, amountSen) => {
  const text = description.trim();
  if (/^BFST/i.test(text)) return biFastCode(text, direction, amountSen);
  if (/^ATMSTRPRM/i.test(text)) return facts(amountSen === ONLINE_FEE ? 'FEE' : 'SWITCHING');
  const briva = BRIVA.exec(text);
  if (briva) return facts('VA_EWALLET', { counterpartyAccount: briva[2], counterpartyBank: walletOfBrivaCode(briva[1]!) });
  if (/^BRIVA/i.test(text)) return facts('VA_EWALLET');
  const book = /^(?:NBMB|IBIZ)\s+(.+?)\s+TO\s+(.+?)(?:\s+ESB\b.*)?$/i.exec(text);
  if (book) return facts('INTRABANK', { counterpartyName: direction === 'CR' ? book[1] : book[2], counterpartyBank: OWN });
  if (/^(?:BUNGA|INTEREST)\b/i.test(text)) return facts('INTEREST');
  if (/^(?:PAJAK|TAX)\b/i.test(text)) return facts('TAX');
  if (CHARGE.test(text)) return facts('FEE');
  return brimo(text, direction, amountSen);
};

/**
 * `BFST<digits>…`: on a payout the digits are the beneficiary's account, as two public BRI reconcilers read them [I];
 * an incoming one writes the sender behind the digits up to the sending bank's BIC
 * (`BFST<digits><NAME>:SSPIIDJA`, one public sample), the digits being no one's account to keep.
 */
function biFastCode(text: string, direction: Direction, amountSen: number): DescriptionFacts {
  const sender = direction === 'CR' ? (/^BFST\d+([A-Z][A-Z .'-]*?)\s*:[A-Z]{6}[A-Z0-9]{2}\b/i.exec(text)?.[1] ?? '') : '';
  // The BIC after the colon is the other party's bank: the sender's on a credit, the beneficiary's (`NBMB:CENAIDJA`) on a payout.
  const bic = /:([A-Z]{6}[A-Z0-9]{2})\b/.exec(text)?.[1] ?? '';
  const fee = amountSen === BI_FAST_FEE;
  return facts(fee ? 'FEE' : 'BI_FAST', {
    counterpartyAccount: beneficiary(text, direction),
    counterpartyName: sender,
    counterpartyBank: fee ? '' : bankOfBic(bic),
  });
}

/**
 * BRImo's own sentences (REMARK_CUSTOM, and the Uraian of internet banking). BRI books a BI-FAST payout's Rp2.500 fee
 * as a second row with the payout's sentence (as with `BFST…`): at that price a debit is the fee.
 */
function brimo(text: string, direction: Direction, amountSen: number): DescriptionFacts {
  const parts = text.split(/\s+-\s+/);
  const biFast = /^Transfer BI-?Fast(?:\s+(?:ke|dari)\s+(.+))?$/i.exec(parts[0]!);
  if (biFast) return biFastSentence(direction === 'DB' && amountSen === BI_FAST_FEE ? 'FEE' : 'BI_FAST', biFast[1] ?? '', parts.slice(1));
  // A transfer between BRI accounts: in the public BRImo samples this sentence stands beside `NBMB … TO …` [I].
  const book = /^Transfer\s+(?:Dari|Ke)\s+(.+?)\s+via\s+BRImo$/i.exec(text);
  if (book && parts.length === 1) return facts('INTRABANK', { counterpartyName: book[1], counterpartyBank: OWN });
  const topUp = /^Top\s?Up\s+(\S+)/i.exec(text);
  const wallet = bankOfName(topUp?.[1] ?? '');
  if (wallet !== '' && isWallet(wallet)) return facts('VA_EWALLET', { counterpartyAccount: findPhone(text), counterpartyBank: wallet });
  if (/^(?:Penarikan|Tarik|Setor(?:an)?)\s+tunai\b/i.test(text)) return facts('CASH');
  return facts('OTHER');
}

/**
 * `Transfer BI-Fast ke BANK CENTRAL ASIA - <acct> - <Name>`, `… dari Bank Lain - <acct> - <Name>`, `… dari BANK SYARIAH
 * MANDIRI - <NAME>`, `Transfer BI-Fast - <Name>` (public samples): the other bank as a name
 * (`Bank Lain`, or a name we cannot tell apart, gives none), then the account when written, then the person.
 */
function biFastSentence(channel: 'BI_FAST' | 'FEE', bankName: string, rest: readonly string[]): DescriptionFacts {
  const [first = '', ...others] = rest;
  const account = /^\d{6,}$/.test(first) ? first : '';
  const name = (account ? others : rest).join(' - ');
  return facts(channel, { counterpartyName: name, counterpartyAccount: account, counterpartyBank: bankOfName(bankName) });
}

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

/** The payee's account of a `BFST<digits> …` payout (see biFastCode); '' on a credit. */
function beneficiary(text: string, direction: Direction): string {
  return direction === 'DB' ? (/^BFST(\d{9,})/i.exec(text)?.[1] ?? '') : '';
}

/**
 * A BRI CSV row: the bank's narrative (DESK_TRAN, else TRREMK) says what the row is; BRImo's remark (REMARK_CUSTOM)
 * fills what it leaves out, often the counterparty (`WBNKTRF<digits>T` beside `Transfer BI-Fast dari Bank Lain - <acct> -
 * <Name>`). Both describe the same transfer, so a kind, name, account or bank the narrative does not give is the remark's.
 */
export function describeBriRow(narrative: string, remark: string, direction: Direction, amountSen: number): DescriptionFacts {
  const own = describeBri(narrative, direction, amountSen);
  if (remark === '' || remark === narrative) return own;
  const told = describeBri(remark, direction, amountSen);
  return {
    ...own,
    channel: own.channel === 'OTHER' ? told.channel : own.channel,
    counterpartyName: own.counterpartyName || told.counterpartyName,
    counterpartyAccount: own.counterpartyAccount || told.counterpartyAccount,
    counterpartyBank: own.counterpartyBank || told.counterpartyBank,
    reference: own.reference || told.reference,
  };
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
