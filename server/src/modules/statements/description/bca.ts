import { type Describe, type DescriptionFacts, facts, findBiFastReference, findPhone, firstField, labelledAmount, WALLET_COMPANY } from './facts.ts';

/**
 * BCA narratives (formats README section 3). They are built from fixed 18-character fields and start with the
 * transaction type, so every rule is anchored at the start: a memo that happens to contain `BIAYA` does not make
 * a player's transfer a fee.
 */
export const describeBca: Describe = (description) => {
  const text = description.trim();
  if (/^(?:BI-FAST (?:DB|CR) )?BIAYA\b/i.test(text)) return facts('FEE', { counterpartyName: nameAfterBankCode(text) });
  if (/^PAJAK\b/i.test(text)) return facts('TAX');
  if (/^BUNGA\b/i.test(text)) return facts('INTEREST');
  if (/^TRSF E-BANKING (?:CR|DB)\b/i.test(text)) return eBanking(text);
  if (/^BI-FAST\b/i.test(text) || /^TRANSFER KE \d{3} .*BI-FAST/i.test(text)) {
    return facts('BI_FAST', { counterpartyName: nameAfterBankCode(text), reference: findBiFastReference(text) });
  }
  if (/^SWITCHING\b/i.test(text) || /\bSWITCHING (?:CR|DB)$/i.test(text)) return switching(text);
  if (/^KR OTOMATIS\b/i.test(text)) return automaticCredit(text);
  if (/^KARTU (?:KREDIT|DEBIT)\b/i.test(text)) return cardSettlement(text);
  if (/^TRF CN-SKN\b/i.test(text)) return facts('SKN');
  if (/^(?:SETORAN TUNAI|SETOR TUNAI|TARIKAN ATM|TARIKAN TUNAI)\b/i.test(text)) return facts('CASH');
  return facts('OTHER');
};

const FIELD = 18;

/**
 * `TRSF E-BANKING CR 2606/FTSCY/WS95031 100000.00<memo><NAME>`: after the amount come 18-character fields,
 * the memo first and the name last. `…/FTFVA/… 39010/DANA - - 0812…` is a virtual-account (e-wallet) payment:
 * the phone is the account, and there is no name.
 */
function eBanking(text: string): DescriptionFacts {
  if (/\/FTFVA\//i.test(text)) {
    return facts('VA_EWALLET', { counterpartyAccount: /(\d{8,})\s*$/.exec(text)?.[1] ?? findPhone(text) });
  }
  const tail = /\b\d{4}\/FT[A-Z]+\/WS\d+\s+\d+\.\d{2}(.*)$/i.exec(text)?.[1] ?? '';
  const name = lastField(tail);
  if (WALLET_COMPANY.test(name)) return facts('VA_EWALLET');
  return facts('INTRABANK', { counterpartyName: name });
}

/** The last fixed-width field: where padding survives it separates the fields, otherwise count 18 characters. */
function lastField(tail: string): string {
  const text = tail.trim();
  const padded = text.split(/\s{2,}/);
  const candidate = padded.length > 1 ? padded[padded.length - 1]! : text;
  if (candidate.length <= FIELD) return candidate;
  return candidate.slice(Math.floor((candidate.length - 1) / FIELD) * FIELD);
}

/**
 * `BI-FAST CR TRANSFER   DR 008 <NAME>`, `BI-FAST DB TRANSFER   KE 009 <NAME>  KBI`,
 * `TRANSFER KE 535 <NAME>MyBCA BI-FAST DB`, `SWITCHING CR TRANSFER DR 013 <NAME> <BANK>`:
 * the name follows `DR|KE <3-digit bank code>`, minus the channel's tail.
 */
function nameAfterBankCode(text: string): string {
  const rest = /\b(?:DR|KE)\s+\d{3}\s+(.+)$/i.exec(text)?.[1] ?? '';
  const withoutTail = rest
    .replace(/\s*MyBCA.*$/i, '')
    .replace(/\s+(?:KBI|BI-FAST (?:CR|DB)|SWITCHING (?:CR|DB))\s*$/i, '');
  return firstField(withoutTail);
}

/** Names BCA appends after a switching transfer's name, by the sending bank's code [I]. */
const BANK_BY_CODE: Record<string, readonly string[]> = {
  '002': ['BANK BRI', 'BRI'], '008': ['BANK MANDIRI', 'MANDIRI'], '009': ['BANK BNI', 'BNI'], '011': ['DANAMON'],
  '013': ['PERMATA'], '016': ['MAYBANK'], '022': ['CIMB NIAGA', 'CIMB'], '028': ['OCBC NISP', 'OCBC'],
  '200': ['BTN'], '213': ['BTPN', 'SMBC'], '426': ['MEGA'], '441': ['KB BUKOPIN', 'BUKOPIN'], '451': ['BSI'],
  '490': ['NEO COMMERCE'], '535': ['SEABANK'], '542': ['BANK JAGO', 'JAGO'],
};

function switching(text: string): DescriptionFacts {
  const outgoing = /^TRF\s+(.+?)\s+\d{3}\s+MYBCA\b/i.exec(text);
  if (outgoing) return facts('SWITCHING', { counterpartyName: outgoing[1] });
  const m = /\b(?:DR|KE)\s+(\d{3})\s+(.+)$/i.exec(text);
  if (!m) return facts('SWITCHING');
  const rest = m[2]!.trim();
  if (/\s{2,}/.test(rest)) return facts('SWITCHING', { counterpartyName: firstField(rest) });
  const bank = (BANK_BY_CODE[m[1]!] ?? []).find((b) => rest.toUpperCase().endsWith(` ${b}`));
  return facts('SWITCHING', { counterpartyName: bank ? rest.slice(0, -bank.length) : rest });
}

/**
 * `KR OTOMATIS …`: QRIS settlement (`QR : gross DDR: fee`), card settlement (`TGH:`/`NFC:`), SKN (`LLG-<bank>`),
 * RTGS (`RTGS-<bank> <BIC>/<ref> <NAME>`), or another automatic credit.
 */
function automaticCredit(text: string): DescriptionFacts {
  const qris = labelledAmount(text, 'QR');
  if (qris !== null) return facts('QRIS', { grossSen: qris, feeSen: labelledAmount(text, 'DDR') });
  const card = labelledAmount(text, 'TGH') ?? labelledAmount(text, 'NFC');
  if (card !== null) return facts('CARD', { grossSen: card, feeSen: labelledAmount(text, 'DDR') ?? labelledAmount(text, 'ADM') });
  const llg = /\bLLG-\S+\s+(.+)$/i.exec(text);
  if (llg) return facts('SKN', { counterpartyName: firstField(llg[1]!) });
  const rtgs = /\bRTGS-.*?\b[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\/(\S+)\s+(.+)$/i.exec(text);
  if (rtgs) return facts('RTGS', { reference: rtgs[1], counterpartyName: firstField(rtgs[2]!) });
  if (/\bRTGS\b/i.test(text)) return facts('RTGS');
  return facts('OTHER');
}

function cardSettlement(text: string): DescriptionFacts {
  return facts('CARD', { grossSen: labelledAmount(text, 'TGH'), feeSen: labelledAmount(text, 'ADM') ?? labelledAmount(text, 'DDR') });
}

/**
 * The day and month a `PEND` row belongs to: the `DDMM/FT…` transfer code, or `TANGGAL :dd/mm` of a backdated
 * entry. null when the text carries neither.
 */
export function bcaPendingDayMonth(description: string): { day: number; month: number } | null {
  const m = /\b(\d{2})(\d{2})\/FT[A-Z]/i.exec(description) ?? /\bTANGGAL\s*:\s*(\d{1,2})\/(\d{1,2})\b/i.exec(description);
  return m ? { day: Number(m[1]), month: Number(m[2]) } : null;
}
