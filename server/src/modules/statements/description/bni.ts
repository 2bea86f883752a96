import {
  type Describe, type DescriptionFacts, facts, findBiFastReference, findPhone, stripTitle, TITLE, withoutBiFastReference,
} from './facts.ts';

/**
 * BNI narratives (formats README section 3): parts separated by `|`, e.g.
 * `TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO | memo`, `TRANSFER KE Bpk ANDI WIJAYA`,
 * `BY TRX BIFAST`, `BIAYA ADMIN`, `TRANSFER KE ESPAY DEBIT INDONESIA KOE 8810<phone> Dana-DNID …`, `… LINKAJA <phone>`,
 * `SETOR TUNAI | <NAME>`, `TRF/PAY/TOP-UP ECHANNEL | <card> | <ref>`.
 */
export const describeBni: Describe = (description) => {
  const text = description.trim();
  const reference = findBiFastReference(text);
  if (/^(?:BY TRX|BIAYA)\b/i.test(text)) return facts('FEE');
  if (/^PAJAK\b/i.test(text)) return facts('TAX');
  if (/^BUNGA\b/i.test(text)) return facts('INTEREST');
  if (/\b(?:ESPAY|LINKAJA|LINK AJA|GOPAY|GO-PAY|OVO|SHOPEEPAY|DANA-DNID)\b/i.test(text)) return wallet(text);
  if (/^SETOR(?:AN)? TUNAI\b/i.test(text)) return facts('CASH', { counterpartyName: part(text, 1) });
  if (/^TARIK(?:AN)? TUNAI\b/i.test(text)) return facts('CASH');
  // BNI Mobile continues a transfer's text with the BI-FAST reference: it marks the channel and is no part of the name.
  const channel = reference || /\bBI-?FAST\b/i.test(text) ? 'BI_FAST' : 'INTRABANK';
  const named = withoutBiFastReference(text);
  const moved = new RegExp(String.raw`PEMINDAHAN (?:DARI|KE)\s+(\d+)\s+(?:${TITLE}\s+)?([^|]+)`, 'i').exec(named);
  if (moved) return facts(channel, { counterpartyAccount: moved[1], counterpartyName: moved[2], reference });
  const transfer = /^TRANSFER (?:DARI|KE)\s+(?!\|)([^|]+)/i.exec(named);
  if (transfer) return person(channel, transfer[1]!, reference);
  const echannel = /^TRF\/PAY\/TOP-UP ECHANNEL\b/i.test(text);
  if (echannel) return facts('OTHER', { reference: part(text, 2) });
  return facts(channel === 'BI_FAST' ? 'BI_FAST' : 'OTHER', { reference });
};

/** `Bpk ANDI WIJAYA`, `0123456789 Sdr BUDI`: an optional account, an optional title, the name. */
function person(channel: DescriptionFacts['channel'], text: string, reference: string): DescriptionFacts {
  const m = /^(\d{6,})\s+(.*)$/.exec(text.trim());
  return facts(channel, { counterpartyAccount: m?.[1] ?? '', counterpartyName: stripTitle(m?.[2] ?? text), reference });
}

/** E-wallet top-ups and payouts: the phone (after the DANA biller code 8810 when present) is the account. */
function wallet(text: string): DescriptionFacts {
  const afterBiller = /\b8810(0?8\d{7,12})(?!\d)/.exec(text)?.[1];
  const phone = afterBiller ? (afterBiller.startsWith('0') ? afterBiller : `0${afterBiller}`) : findPhone(text);
  return facts('VA_EWALLET', { counterpartyAccount: phone });
}

function part(text: string, index: number): string {
  return text.split('|')[index]?.trim() ?? '';
}
