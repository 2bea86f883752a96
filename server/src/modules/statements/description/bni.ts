import { type BankCode, bankOfName, walletOfCompany } from '../../../parsing/banks.ts';
import {
  type Describe,
  type DescriptionFacts,
  facts,
  findBiFastReference,
  findPhone,
  firstField,
  recognisingReturns,
  stripTitle,
  TITLE,
  withoutBiFastReference,
} from './facts.ts';

/** A book transfer (`PEMINDAHAN DARI|KE <acct>`) moves money between two BNI accounts. */
const OWN: BankCode = 'BNI';

/**
 * BNI narratives (formats README section 3): parts separated by `|`, e.g.
 * `TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO | memo`, `TRANSFER KE Bpk ANDI WIJAYA`,
 * `BY TRX BIFAST`, `BIAYA ADMIN`, `TRANSFER KE ESPAY DEBIT INDONESIA KOE 8810<phone> Dana-DNID …`, `… LINKAJA <phone>`,
 * `SETOR TUNAI | [Sdr] <NAME>`, `TRF/PAY/TOP-UP ECHANNEL | <card> | <ref>`, `KREDIT LAIN-LAIN | <code> <NAME> <memo>`.
 * A title before a name (`Sdr`, `Sdri`, `Bpk`, `Ibu` …) is no part of it.
 */
const describeKind: Describe = (description) => {
  const text = description.trim();
  const reference = findBiFastReference(text);
  if (/^(?:BY TRX|BIAYA)\b/i.test(text)) return facts('FEE');
  if (/^PAJAK\b/i.test(text)) return facts('TAX');
  if (/^BUNGA\b/i.test(text)) return facts('INTEREST');
  // Before the wallet words: a memo (`TOPUP OVO`) names no wallet.
  if (/^KREDIT LAIN-LAIN\b/i.test(text)) return facts('OTHER', { counterpartyName: otherBankSender(text) });
  if (/^SETOR(?:AN)? TUNAI\b/i.test(text)) return facts('CASH', { counterpartyName: stripTitle(part(text, 1)) });
  if (/^TARIK(?:AN)? TUNAI\b/i.test(text)) return facts('CASH');
  // BNI Mobile continues a transfer's text with the BI-FAST reference: it marks the channel and is no part of the name.
  const channel = reference || /\bBI-?FAST\b/i.test(text) ? 'BI_FAST' : 'INTRABANK';
  const named = withoutBiFastReference(text);
  // The book transfer's own part comes first, so a memo after it (`| TOPUP OVO`) names no wallet.
  const moved = new RegExp(String.raw`^[^|]*\|?\s*PEMINDAHAN (?:DARI|KE)\s+(\d+)\s+(?:${TITLE}\s+)?([^|]+)`, 'i').exec(named);
  if (moved) return bookTransfer(channel, moved[1]!, moved[2]!, reference);
  if (/\b(?:ESPAY|LINKAJA|LINK AJA|GOPAY|GO-PAY|OVO|SHOPEEPAY|DANA-DNID)\b/i.test(text)) return wallet(text);
  const transfer = /^TRANSFER (?:DARI|KE)\s+(?!\|)([^|]+)/i.exec(named);
  if (transfer) return person(channel, transfer[1]!, reference);
  const echannel = /^TRF\/PAY\/TOP-UP ECHANNEL\b/i.test(text);
  if (echannel) return facts('OTHER', { reference: part(text, 2) });
  return facts(channel === 'BI_FAST' ? 'BI_FAST' : 'OTHER', { reference });
};

/** A BNI return names itself first (`RETUR …`, `REVERSAL …`, `KOREKSI …`) [G: no sample]. */
export const describeBni: Describe = recognisingReturns(describeKind);

/**
 * `PEMINDAHAN DARI <acct> [title] <NAME>`: another BNI account, its number and holder. A wallet's company as the holder
 * (`PEMINDAHAN DARI 8081000086 AIRPAY INTERNATIONAL IN`, seen in a public sample) is a wallet top-up: the number is the
 * company's, not the player's.
 */
function bookTransfer(channel: DescriptionFacts['channel'], account: string, name: string, reference: string): DescriptionFacts {
  const company = walletOfCompany(name);
  if (company !== '') return facts('VA_EWALLET', { counterpartyBank: company, reference });
  // A BI-FAST reference on it would make it a transfer between banks: then BNI is not the other side's bank.
  return facts(channel, { counterpartyAccount: account, counterpartyName: name, counterpartyBank: channel === 'INTRABANK' ? OWN : '', reference });
}

/**
 * `Bpk ANDI WIJAYA`, `0123456789 Sdr BUDI`: an optional account, an optional title, the name. BNI does not write the
 * other bank here, so it stays ''.
 */
function person(channel: DescriptionFacts['channel'], text: string, reference: string): DescriptionFacts {
  const m = /^(\d{6,})\s+(.*)$/.exec(text.trim());
  return facts(channel, { counterpartyAccount: m?.[1] ?? '', counterpartyName: stripTitle(m?.[2] ?? text), reference });
}

/** How many characters BNI gives the sender's name of a transfer from another bank [I: every public sample is cut there]. */
const SENDER_FIELD = 15;

/**
 * `KREDIT LAIN-LAIN | 535 <NAME, 15 characters> <memo>`, `KREDIT LAIN-LAIN | 988<digits> <NAME> <code> | 002 <NAME, 15
 * characters> <memo>` (public samples): money from another bank, the sender in a field of 15 characters after a
 * three-digit code, the memo right behind it (after a run of spaces where the padding survives). The words that fit the
 * field, a title dropped first, are the name: a memo one space behind a short name cannot be told from it. The code is
 * not read as a bank: no public source says what it is.
 */
function otherBankSender(text: string): string {
  const coded = text
    .split('|')
    .map((p) => /^\s*\d{3}\s+(.+)$/.exec(p)?.[1])
    .find((rest) => rest !== undefined);
  if (coded === undefined) return '';
  let name = '';
  for (const word of stripTitle(firstField(coded)).split(' ')) {
    const longer = name === '' ? word : `${name} ${word}`;
    if (longer.length > SENDER_FIELD) break;
    name = longer;
  }
  return name;
}

/** E-wallet top-ups and payouts: the phone (after the DANA biller code 8810 when present) is the account. */
function wallet(text: string): DescriptionFacts {
  const afterBiller = /\b8810(0?8\d{7,12})(?!\d)/.exec(text)?.[1];
  const phone = afterBiller ? (afterBiller.startsWith('0') ? afterBiller : `0${afterBiller}`) : findPhone(text);
  return facts('VA_EWALLET', { counterpartyAccount: phone, counterpartyBank: walletNamed(text) });
}

/** `ESPAY DEBIT INDONESIA … Dana-DNID` is DANA; `LINKAJA`, `GOPAY`, `OVO`, `SHOPEEPAY` name themselves. */
function walletNamed(text: string): BankCode | '' {
  if (/\bDANA-DNID\b|\bESPAY DEBIT INDONE/i.test(text)) return 'DANA';
  return bankOfName(/\b(LINKAJA|LINK AJA|GOPAY|GO-PAY|OVO|SHOPEEPAY)\b/i.exec(text)?.[1] ?? '');
}

function part(text: string, index: number): string {
  return text.split('|')[index]?.trim() ?? '';
}
