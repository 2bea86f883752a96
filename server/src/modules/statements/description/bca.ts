import { type BankCode, bankOfClearingCode, bankOfName, isWallet, walletOfCompany, withoutTrailingBankName } from '../../../parsing/banks.ts';
import { parseAmount } from '../../../parsing/amount.ts';
import { exportedName, type TailName, templateName } from './bca-name.ts';
import {
  afterReturnWords,
  type Describe,
  type DescriptionFacts,
  facts,
  findBiFastReference,
  findPhone,
  firstField,
  labelledAmount,
  recognisingReturns,
} from './facts.ts';

/** A transfer between two BCA accounts (`TRSF E-BANKING`) is from or to BCA. */
const OWN: BankCode = 'BCA';

/**
 * BCA narratives (docs/formats-banks.md, "BCA narratives"). They are built from fixed 18-character fields and start with
 * the transaction type, so every rule is anchored at the start: a memo that happens to contain `BIAYA` does not make a
 * player's transfer a fee. `name` reads the name after a `TRSF E-BANKING` amount, which KlikBCA's exports and our
 * template write differently.
 */
const describeKind =
  (name: TailName): Describe =>
  (description) => {
    const text = description.trim();
    // `CR KOREKSI BUNGA` corrects the interest (seen in public BCA parsers): interest, not money coming back.
    if (/^(?:CR |DR )?KOREKSI BUNGA\b/i.test(text)) return facts('INTEREST');
    if (/^(?:CR |DR )?KOREKSI PAJAK\b/i.test(text)) return facts('TAX');
    if (/^(?:BI-FAST (?:DB|CR) )?BIAYA\b/i.test(text)) return withParty('FEE', afterBankCode(text));
    if (/^PAJAK\b/i.test(text)) return facts('TAX');
    if (/^BUNGA\b/i.test(text)) return facts('INTEREST');
    if (/^TRSF E-BANKING (?:CR|DB)\b/i.test(text)) return eBanking(text, name);
    if (/^BI-FAST\b/i.test(text) || /^TRANSFER (?:KE|DR) \d{3} .*BI-FAST/i.test(text)) {
      return withParty('BI_FAST', afterBankCode(text), findBiFastReference(text));
    }
    if (/^SWITCHING\b/i.test(text) || /\bSWITCHING (?:CR|DB)$/i.test(text)) return switching(text);
    if (/^KR OTOMATIS\b/i.test(text)) return automaticCredit(text);
    if (/^KARTU (?:KREDIT|DEBIT)\b/i.test(text)) return cardSettlement(text);
    if (/^TRF CN-SKN\b/i.test(text)) return facts('SKN');
    if (/^(?:SETORAN TUNAI|SETOR TUNAI|TARIKAN ATM|TARIKAN TUNAI)\b/i.test(text)) return facts('CASH');
    return facts('OTHER');
  };

/**
 * A BCA return names itself where the kind of transaction stands: first (`REVERSAL TRF E-BANKING`, `CR KOREKSI …`),
 * or right after the channel and its CR (`BI-FAST CR RETUR TRANSFER DR 008 <NAME>`, `KR OTOMATIS PENGEMBALIAN`);
 * never in the memo field of a transfer. The channel stays in front, so the rest reads as that channel does.
 */
function returnedKind(text: string): string | null {
  const first = afterReturnWords(text.replace(/^CR\s+/i, ''));
  if (first !== null) return first;
  const channel = /^(?:BI-FAST|SWITCHING|TRSF E-BANKING|KR OTOMATIS)\s+(?:CR\s+)?(?:TANGGAL\s*:\s*\d{1,2}\/\d{1,2}\s+)?/i.exec(text);
  if (!channel) return null;
  const after = afterReturnWords(text.slice(channel[0].length));
  return after === null ? null : `${channel[0]}${after}`;
}

/** KlikBCA's exports (every native layout): names cut at 18 characters, read as bca-name.ts says. */
export const describeBca: Describe = recognisingReturns(describeKind(exportedName), returnedKind);

/** Our template: the same narratives, the name after a `TRSF E-BANKING` amount read whole. */
export const describeBcaTemplate: Describe = recognisingReturns(describeKind(templateName), returnedKind);

/** `<DDMM>/FT…/WS… <amount>` of a `TRSF E-BANKING` narrative, and what follows the amount (memo and name). */
const E_BANKING_AMOUNT = /\b\d{4}\/FT[A-Z]+\/WS\d+\s+(\d+\.\d{2})(.*)$/i;

/**
 * `TRSF E-BANKING CR 2606/FTSCY/WS95031 100000.00<memo><NAME>`: after the amount come the memo and the name
 * (bca-name.ts). `…/FTFVA/… 39010/DANA - - 0812…` is a virtual-account (e-wallet) payment: the phone is the account,
 * and there is no name.
 */
function eBanking(text: string, readName: TailName): DescriptionFacts {
  if (/\/FTFVA\//i.test(text)) {
    return facts('VA_EWALLET', {
      counterpartyAccount: /(\d{8,})\s*$/.exec(text)?.[1] ?? findPhone(text),
      counterpartyBank: virtualAccountWallet(text),
    });
  }
  const name = readName(E_BANKING_AMOUNT.exec(text)?.[2] ?? '');
  const wallet = walletOfCompany(name);
  if (wallet !== '') return facts('VA_EWALLET', { counterpartyBank: wallet });
  return facts('INTRABANK', { counterpartyName: name, counterpartyBank: OWN });
}

/**
 * The amount a `TRSF E-BANKING` narrative states, to the sen (`… 30800.00 …`), or null when it states none. The
 * "Pratinjau Data" copy rounds its amount columns to the rupiah: this is the exact figure.
 */
export function bcaStatedAmount(description: string): number | null {
  const m = E_BANKING_AMOUNT.exec(description);
  if (!m) return null;
  const parsed = parseAmount(m[1]!, 'plain');
  return parsed.ok ? parsed.sen : null;
}

/** `…/FTFVA/WS95011 39010/DANA - - 0812…`, `70001/GOPAY TOPUP`: the wallet named after the biller code, or ''. */
function virtualAccountWallet(text: string): BankCode | '' {
  const named = bankOfName(/\d{5}\/([A-Z]+)/i.exec(text)?.[1] ?? '');
  return named !== '' && isWallet(named) ? named : '';
}

/**
 * `BI-FAST CR TRANSFER   DR 008 <NAME>`, `BI-FAST DB TRANSFER   KE 009 <NAME>  KBI`,
 * `TRANSFER KE 535 <NAME>MyBCA BI-FAST DB`, `TRANSFER DR 013 <NAME> BI-FAST CR`, `BIAYA TXN KE 535 <NAME>MYBCA …`:
 * the name follows `DR|KE <3-digit clearing code>`, minus the channel's tail; the code names the other bank.
 */
function afterBankCode(text: string): Party {
  const m = /\b(?:DR|KE)\s+(\d{3})\s+(.+)$/i.exec(text);
  if (!m) return NO_PARTY;
  const withoutTail = m[2]!.replace(/\s*MyBCA.*$/i, '').replace(/\s+(?:KBI|BI-FAST (?:CR|DB)|SWITCHING (?:CR|DB))\s*$/i, '');
  return { name: firstField(withoutTail), bank: bankOfClearingCode(m[1]!) };
}

/** A name and its bank, as a narrative writes them. Built field by field into the facts (no spread: this runs per line). */
interface Party {
  name: string;
  bank: BankCode | '';
}
const NO_PARTY: Party = { name: '', bank: '' };

const withParty = (channel: DescriptionFacts['channel'], party: Party, reference = ''): DescriptionFacts =>
  facts(channel, { counterpartyName: party.name, counterpartyBank: party.bank, reference });

/**
 * Online (ATM network) transfers: `SWITCHING CR TRANSFER DR 013 <NAME> <BANK>` (BCA appends the sending bank's name),
 * MyBCA's `TRF <NAME> 535 MYBCA 95271 SWITCHING DB` and the BRILink agent's `TRF <ref> <NAME>002 Web BRILink
 * SWITCHING CR`, where an 18-character name may run into the clearing code.
 */
function switching(text: string): DescriptionFacts {
  const trf = /^TRF\s+(?:\d{6,}\s+)?(.+?)\s*(\d{3})\s+\S.*\bSWITCHING (?:CR|DB)$/i.exec(text);
  if (trf) return facts('SWITCHING', { counterpartyName: trf[1], counterpartyBank: bankOfClearingCode(trf[2]!) });
  const m = /\b(?:DR|KE)\s+(\d{3})\s+(.+)$/i.exec(text);
  if (!m) return facts('SWITCHING');
  const bank = bankOfClearingCode(m[1]!);
  const rest = m[2]!.trim();
  const name = /\s{2,}/.test(rest) ? firstField(rest) : withoutTrailingBankName(rest, bank);
  return facts('SWITCHING', { counterpartyName: name, counterpartyBank: bank });
}

/**
 * `KR OTOMATIS …`: QRIS settlement (`QR : gross DDR: fee`), card settlement (`TGH:`/`NFC:`), SKN (`LLG-<bank>`),
 * RTGS (`RTGS-<bank> <BIC>/<ref> <NAME>`), or another automatic credit. SKN and RTGS name the sending bank.
 */
function automaticCredit(text: string): DescriptionFacts {
  const qris = labelledAmount(text, 'QR');
  if (qris !== null) return facts('QRIS', { grossSen: qris, feeSen: labelledAmount(text, 'DDR') });
  const card = labelledAmount(text, 'TGH') ?? labelledAmount(text, 'NFC');
  if (card !== null) return facts('CARD', { grossSen: card, feeSen: labelledAmount(text, 'DDR') ?? labelledAmount(text, 'ADM') });
  const llg = /\bLLG-(\S+)\s+(.+)$/i.exec(text);
  if (llg) return facts('SKN', { counterpartyName: firstField(llg[2]!), counterpartyBank: bankOfName(llg[1]!) });
  const rtgs = /\bRTGS-(.*?)\s*\b[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\/(\S+)\s+(.+)$/i.exec(text);
  if (rtgs) return facts('RTGS', { reference: rtgs[2], counterpartyName: firstField(rtgs[3]!), counterpartyBank: bankOfName(rtgs[1]!) });
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
