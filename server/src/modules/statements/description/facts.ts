import { parseAmount } from '../../../parsing/amount.ts';
import { type BankCode, bankOfBic, banksNamedIn } from '../../../parsing/banks.ts';
import type { Channel, Direction } from '../statement-line.ts';

/** What a bank's description text tells about a statement line (docs/design.md section 6, "Prepare the statement line"). */
export interface DescriptionFacts {
  channel: Channel;
  /** As the bank writes it, spaces collapsed; '' when the text carries no name (QRIS, phone-only e-wallet rows). */
  counterpartyName: string;
  /** Account number or e-wallet phone; ''. */
  counterpartyAccount: string;
  /** The other party's bank or wallet (parsing/banks.ts); '' when the text does not say. */
  counterpartyBank: BankCode | '';
  /** An id the bank writes into the text (BI-FAST reference, RTGS reference); ''. */
  reference: string;
  /** QRIS and card settlement: gross paid by the customers and the fee (MDR) kept by the acquirer. */
  grossSen: number | null;
  feeSen: number | null;
}

/** Derives the facts of one line from its description. `amountSen` lets fee rows be told by their fixed price. */
export type Describe = (description: string, direction: Direction, amountSen: number) => DescriptionFacts;

export function facts(channel: Channel, found: Partial<Omit<DescriptionFacts, 'channel'>> = {}): DescriptionFacts {
  return {
    channel,
    counterpartyName: tidyName(found.counterpartyName ?? ''),
    counterpartyAccount: found.counterpartyAccount ?? '',
    counterpartyBank: found.counterpartyBank ?? '',
    reference: found.reference ?? '',
    grossSen: found.grossSen ?? null,
    feeSen: found.feeSen ?? null,
  };
}

/** Collapses spaces and drops separators the banks leave around a name (`| memo`, trailing `-`). */
export function tidyName(raw: string): string {
  return raw.replace(/\s+/g, ' ').replace(/^[\s|:\-/.,]+|[\s|:\-/.,]+$/g, '');
}

/** Titles banks put before a name (BNI `Sdr`, `Bpk`, `Ibu`). */
export const TITLE = String.raw`(?:Sdr|Sdri|Sdra|Bpk|Bapak|Ibu|Mr|Mrs|Ms)\.?`;

export function stripTitle(name: string): string {
  return name.replace(new RegExp(String.raw`^\s*${TITLE}\s+`, 'i'), '');
}

/** A field of a fixed-width narrative: text up to the first run of two or more spaces (the padding). */
export function firstField(text: string): string {
  return text.trim().split(/\s{2,}/)[0] ?? '';
}

/** An Indonesian mobile number (`08…` or `628…`) inside a text. */
export function findPhone(text: string): string {
  return /(?:^|\D)((?:08|628)\d{7,12})(?!\d)/.exec(text)?.[1] ?? '';
}

/** BI-FAST reference `YYYYMMDD<BIC8>010 O<10 digits>` (the bank may put a space before the `O`). */
const BI_FAST_REFERENCE = /\b(20\d{6}([A-Z]{6}[A-Z0-9]{2})\d{3})\s?(O\d{10})\b/;

export function findBiFastReference(text: string): string {
  const m = BI_FAST_REFERENCE.exec(text);
  return m ? `${m[1]}${m[3]}` : '';
}

/**
 * The sending bank of a credit by the BI-FAST reference a text holds (its BIC is the bank that sent the transfer; on
 * a debit that is the statement's own bank, so a debit tells nothing), or ''.
 */
export function senderBankOfBiFastReference(text: string, direction: Direction): BankCode | '' {
  const bic = direction === 'CR' ? BI_FAST_REFERENCE.exec(text)?.[2] : undefined;
  return bic ? bankOfBic(bic) : '';
}

export function withoutBiFastReference(text: string): string {
  return text.replace(BI_FAST_REFERENCE, ' ');
}

/** `label : 1234.00` inside a settlement narrative (`QR : 2224200.00`, `DDR: 15569.40`), in sen. Plain numbers only. */
export function labelledAmount(text: string, label: string): number | null {
  const m = new RegExp(String.raw`\b${label}\s*:\s*(\d+(?:\.\d{1,2})?)\b`).exec(text);
  if (!m) return null;
  const parsed = parseAmount(m[1]!, 'plain');
  return parsed.ok ? parsed.sen : null;
}

/**
 * Words that open the narrative of money coming back (docs/formats-banks.md, "Money coming back"): a transfer the
 * receiving bank returned or reversed (`RETUR`, `REVERSAL`, `Pengembalian dana`, `Dana dikembalikan`), a correction
 * crediting back what was taken (`KOREKSI`, but not `KOREKSI BUNGA`, which is interest). Read only where a bank puts
 * the transaction's kind, never in a memo: a player whose memo says `retur` still paid.
 */
const RETURN_WORDS =
  /^(?:RETUR(?:N)?|REVERSAL|REVERSE|REV|REFUND|KOREKSI(?!\s+(?:BUNGA|PAJAK)\b)|PENGEMBALIAN(?:\s+DANA)?|(?:DANA|TRANSFER|TRF)\s+DIKEMBALIKAN)\b[\s:./|-]*/i;

/** The text after its opening return words (`RETUR BI-FAST DR 008 ANDI` -> `BI-FAST DR 008 ANDI`), or null when it opens otherwise. */
export function afterReturnWords(text: string): string | null {
  const m = RETURN_WORDS.exec(text);
  return m ? text.slice(m[0].length) : null;
}

/**
 * A bank's rules with money coming back recognised: a credit whose text names itself a return (where `rest` looks:
 * by default at the start) is RETURN, and keeps what the rest of its text says of the party, so that the matcher can
 * pair it with the payout it brings back (same amount, account and party).
 */
export function recognisingReturns(describe: Describe, rest: (text: string) => string | null = afterReturnWords): Describe {
  return (description, direction, amountSen) => {
    if (direction === 'CR') {
      const remainder = rest(description.trim());
      if (remainder !== null) return { ...describe(remainder, direction, amountSen), channel: 'RETURN' };
    }
    return describe(description, direction, amountSen);
  };
}

/**
 * Keyword rules shared by banks without known conventions (CIMB, manual wallet and QRIS rows). Anchored at the start.
 * On a wallet's own statement (`wallet`), a transfer is with another user of that wallet unless the text names some
 * other bank or wallet (`Top up dari BCA`, `Transfer ke Bank Aceh`): then the text does not say clearly enough, and the
 * bank stays ''.
 */
export function describeByKeywords(description: string, otherwise: Channel, wallet: BankCode | '' = ''): DescriptionFacts {
  const text = description.trim();
  if (/^(?:BIAYA|BY TRX|ADM(?:IN)?\b|FEE\b)/i.test(text)) return facts('FEE');
  if (/^PAJAK\b|^TAX\b/i.test(text)) return facts('TAX');
  if (/^BUNGA\b|^INTEREST\b/i.test(text)) return facts('INTEREST');
  if (/^(?:SETOR(?:AN)? TUNAI|TARIK(?:AN)? TUNAI|TARIKAN ATM|CASH)\b/i.test(text)) return facts('CASH');
  if (/\bBI[- ]?FAST\b/i.test(text)) return facts('BI_FAST', { reference: findBiFastReference(text) });
  if (otherwise !== 'VA_EWALLET') return facts(otherwise);
  const onlyItself = wallet !== '' && !/\bBANK\b/i.test(text) && banksNamedIn(text).every((named) => named === wallet);
  return facts('VA_EWALLET', { counterpartyAccount: findPhone(text), counterpartyBank: onlyItself ? wallet : '' });
}
