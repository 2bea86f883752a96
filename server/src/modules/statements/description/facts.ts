import { parseAmount } from '../../../parsing/amount.ts';
import type { Channel, Direction } from '../statement-line.ts';

/** What a bank's description text tells about a statement line (DESIGN section 6, "Prepare the statement line"). */
export interface DescriptionFacts {
  channel: Channel;
  /** As the bank writes it, spaces collapsed; '' when the text carries no name (QRIS, phone-only e-wallet rows). */
  counterpartyName: string;
  /** Account number or e-wallet phone; ''. */
  counterpartyAccount: string;
  /** The other party's bank or wallet code (parsing/banks.ts); ''. */
  counterpartyBank: string;
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
const BI_FAST_REFERENCE = /\b(20\d{6}[A-Z]{6}[A-Z0-9]{2}\d{3})\s?(O\d{10})\b/;

export function findBiFastReference(text: string): string {
  const m = BI_FAST_REFERENCE.exec(text);
  return m ? `${m[1]}${m[2]}` : '';
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
 * E-wallet companies as BCA writes them in an 18-character name field (formats README, "E-wallets"): the
 * counterparty is the wallet, not a person. Plain words like `DANA` are not enough: Dana is also a person's name.
 */
export const WALLET_COMPANY = /^(?:DOMPET ANAK BANGSA|AIRPAY INTERNATION|VISIONET INTERNASI|ESPAY DEBIT INDONE)/i;

/** Bank names that precede the person in `Transfer BI Fast Dari <BANK> <NAME> <acct>`, longest first. */
const BANK_NAMES = [
  'BANK CENTRAL ASIA', 'BANK NEGARA INDONESIA', 'BANK RAKYAT INDONESIA', 'BANK SYARIAH INDONESIA', 'BANK TABUNGAN NEGARA',
  'BANK SEABANK INDONESIA', 'BANK NEO COMMERCE', 'BANK CIMB NIAGA', 'BANK OCBC NISP', 'BANK PERMATA', 'BANK DANAMON',
  'BANK MANDIRI', 'BANK MAYBANK', 'BANK JAGO', 'BANK MEGA', 'BANK BCA', 'BANK BNI', 'BANK BRI', 'BANK BSI', 'BANK BTN',
  'BANK DKI', 'ALLO BANK', 'CIMB NIAGA', 'OCBC NISP', 'SEABANK', 'PERMATA', 'DANAMON', 'MAYBANK', 'BCA', 'BNI', 'BRI',
  'BSI', 'BTN', 'BJB',
].sort((a, b) => b.length - a.length);

/** Removes one leading bank name: the narratives put the bank right before the person. */
export function stripBankPrefix(text: string): string {
  const upper = text.trim().toUpperCase();
  const bank = BANK_NAMES.find((b) => upper.startsWith(`${b} `));
  return bank ? text.trim().slice(bank.length) : text;
}

/** Keyword rules shared by banks without known conventions (CIMB, manual e-wallet rows). Anchored at the start. */
export function describeByKeywords(description: string, otherwise: Channel): DescriptionFacts {
  const text = description.trim();
  if (/^(?:BIAYA|BY TRX|ADM(?:IN)?\b|FEE\b)/i.test(text)) return facts('FEE');
  if (/^PAJAK\b|^TAX\b/i.test(text)) return facts('TAX');
  if (/^BUNGA\b|^INTEREST\b/i.test(text)) return facts('INTEREST');
  if (/^(?:SETOR(?:AN)? TUNAI|TARIK(?:AN)? TUNAI|TARIKAN ATM|CASH)\b/i.test(text)) return facts('CASH');
  if (/\bBI[- ]?FAST\b/i.test(text)) return facts('BI_FAST', { reference: findBiFastReference(text) });
  return facts(otherwise, { counterpartyAccount: otherwise === 'VA_EWALLET' ? findPhone(text) : '' });
}
