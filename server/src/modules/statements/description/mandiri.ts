import { type Describe, type DescriptionFacts, facts, findBiFastReference, findPhone, firstField, stripBankPrefix } from './facts.ts';

/**
 * Mandiri narratives (Livin', MCM, Kopra; formats README section 3):
 * `MCM InhouseTrf DARI|KE <NAME>`, `Transfer dari BANK MANDIRI <NAME> <acct>`, `Transfer dari Bank lain <BANK> <NAME> <acct>`,
 * `Transfer BI Fast Dari|Ke <BANK> <NAME> <acct> -`, `Biaya …` (fees).
 */
export const describeMandiri: Describe = (description) => {
  const text = description.trim();
  if (/^Biaya\b/i.test(text)) return facts('FEE');
  if (/^Pajak\b/i.test(text)) return facts('TAX');
  if (/^Bunga\b/i.test(text)) return facts('INTEREST');
  let m = /^MCM InhouseTrf\s+(?:DARI|KE)\s+(.+)$/i.exec(text);
  if (m) return facts('INTRABANK', { counterpartyName: firstField(m[1]!) });
  m = /^Transfer BI[- ]?Fast\s+(?:Dari|Ke)\s+(.+)$/i.exec(text);
  if (m) return party('BI_FAST', m[1]!, findBiFastReference(text));
  m = /^Transfer\s+(?:dari|ke)\s+BANK MANDIRI\s+(.+)$/i.exec(text);
  if (m) return party('INTRABANK', m[1]!);
  // Livin' calls an online (ATM network) transfer from another bank "Bank lain" [I].
  m = /^Transfer\s+(?:dari|ke)\s+Bank lain\s+(.+)$/i.exec(text);
  if (m) return party('SWITCHING', m[1]!);
  if (/\bDANA-|\bGo-?Pay\b|\bOVO\b|\bLinkAja\b|\bShopeePay\b/i.test(text)) {
    return facts('VA_EWALLET', { counterpartyAccount: findPhone(text) });
  }
  if (/^(?:Setor|Tarik)(?:an)? Tunai\b/i.test(text)) return facts('CASH');
  m = /^Transfer\s+(?:dari|ke)\s+(.+)$/i.exec(text);
  if (m) return party('OTHER', m[1]!);
  return facts('OTHER');
};

/** `<BANK> <NAME> <acct> [-] [memo]`: the bank goes, the first long digit run is the account. */
function party(channel: DescriptionFacts['channel'], rest: string, reference = ''): DescriptionFacts {
  const withAccount = /^(.*?)\s+(\d{6,})\b(.*)$/.exec(rest.trim());
  const name = withAccount ? withAccount[1]! : rest;
  return facts(channel, {
    counterpartyName: stripBankPrefix(name),
    counterpartyAccount: withAccount?.[2] ?? '',
    reference,
  });
}
