import { type BankCode, bankNameAt, bankOfName, walletOfCompany } from '../../../parsing/banks.ts';
import { afterReturnWords, type Describe, type DescriptionFacts, facts, findBiFastReference, findPhone, firstField, recognisingReturns } from './facts.ts';

/** A transfer between two Mandiri accounts (`MCM InhouseTrf`, `Transfer dari BANK MANDIRI`) is from or to Mandiri. */
const OWN: BankCode = 'MANDIRI';

/**
 * Mandiri narratives (Livin', MCM, Kopra; formats README section 3):
 * `MCM InhouseTrf [CS-CS] DARI|KE <NAME> [Transfer Fee]`, `Transfer dari BANK MANDIRI <NAME> <acct>`,
 * `Transfer dari Bank lain <BANK> <NAME> <acct>`, `Transfer BI Fast Dari|Ke <BANK> <NAME> <acct> -`, `Biaya …` (fees).
 */
const describeKind: Describe = (description) => {
  const text = description.trim();
  if (/^Biaya\b/i.test(text)) return facts('FEE');
  if (/^Pajak\b/i.test(text)) return facts('TAX');
  if (/^Bunga\b/i.test(text)) return facts('INTEREST');
  let m = /^MCM InhouseTrf\s+(?:CS-CS\s+)?(?:DARI|KE)\s+(.+)$/i.exec(text);
  if (m) return intrabank(withoutMcmMemo(firstField(m[1]!)));
  m = /^Transfer BI[- ]?Fast\s+(?:Dari|Ke)\s+(.+)$/i.exec(text);
  if (m) return biFast(m[1]!, findBiFastReference(text));
  // `BANK MANDIRI TASPEN` is another bank (docs/formats-banks.md): it reads as any other `Transfer dari …`.
  m = /^Transfer\s+(?:dari|ke)\s+BANK MANDIRI\s+(?!TASPEN\b)(.+)$/i.exec(text);
  if (m) return party('INTRABANK', m[1]!, OWN);
  // `Transfer antar Mandiri DARI DOMPET ANAK BANGSA GoPay Bank Transfer …` (seen in a public reconciler's tests).
  m = /^Transfer\s+antar\s+Mandiri\s+(?:dari|ke)\s+(.+)$/i.exec(text);
  if (m) return party('INTRABANK', m[1]!, OWN);
  // Livin' calls an online (ATM network) transfer from another bank "Bank lain" [I].
  m = /^Transfer\s+(?:dari|ke)\s+Bank lain\s+(.+)$/i.exec(text);
  if (m) return otherBank(m[1]!);
  if (/\bDANA-|\bGo-?Pay\b|\bOVO\b|\bLinkAja\b|\bShopeePay\b/i.test(text)) {
    return facts('VA_EWALLET', { counterpartyAccount: findPhone(text), counterpartyBank: walletNamed(text) });
  }
  if (/^(?:Setor|Tarik)(?:an)? Tunai\b/i.test(text)) return facts('CASH');
  m = /^Transfer\s+(?:dari|ke)\s+(.+)$/i.exec(text);
  if (m) return loose(m[1]!);
  return facts('OTHER');
};

/**
 * A Mandiri return names itself first (`Pengembalian dana Transfer BI Fast …`, `Reversal …`) or right after
 * `Transfer [BI Fast]` (`Transfer BI Fast Retur Dari …`); the rest reads as the transfer it returns.
 */
function returnedKind(text: string): string | null {
  const first = afterReturnWords(text);
  if (first !== null) return first;
  const transfer = /^Transfer(?:\s+BI[- ]?Fast)?\s+/i.exec(text);
  if (!transfer) return null;
  const after = afterReturnWords(text.slice(transfer[0].length));
  return after === null ? null : `${transfer[0]}${after}`;
}

export const describeMandiri: Describe = recognisingReturns(describeKind, returnedKind);

/** The wallet a wallet narrative names (`DANA-0812…`, `GoPay`), or ''. */
function walletNamed(text: string): BankCode | '' {
  if (/\bDANA-/i.test(text)) return 'DANA';
  return bankOfName(/\b(Go-?Pay|OVO|LinkAja|ShopeePay)\b/i.exec(text)?.[1] ?? '');
}

/**
 * MCM writes its memo right behind the name, one space apart: `MCM InhouseTrf KE <NAME> Transfer Fee`,
 * `… DARI DOMPET ANAK BANGSA Transfer Fee            <16 digits>` (seen in public samples). The memo `Transfer Fee`
 * and what follows it are no part of the name; another memo cannot be told from the name and stays.
 */
const withoutMcmMemo = (field: string): string => field.replace(/\s+Transfer Fee\b.*$/i, '');

/** `MCM InhouseTrf DARI <NAME>`: a Mandiri account, unless the name is a wallet's company (a top-up from the wallet). */
function intrabank(name: string): DescriptionFacts {
  const wallet = walletOfCompany(name);
  if (wallet !== '') return facts('VA_EWALLET', { counterpartyBank: wallet });
  return facts('INTRABANK', { counterpartyName: name, counterpartyBank: OWN });
}

/**
 * `Transfer BI Fast Dari <BANK> <NAME> <acct> -`: the bank comes first (wallet names excepted: a transfer from DANA
 * starts with the person, `Transfer BI Fast Dari KANISAH 6285283743827 DANA20250207`, and ends with DANA's own
 * reference after the account, which names the wallet).
 */
function biFast(rest: string, reference: string): DescriptionFacts {
  const found = party('BI_FAST', rest, 'leading', reference);
  if (found.counterpartyBank !== '' || bankNameAt(oneSpaced(rest), { wallets: false })) return found;
  const afterAccount = /\d{6,}\s+(\S+)/.exec(rest)?.[1] ?? '';
  return /^DANA\d{8}/i.test(afterAccount) ? { ...found, counterpartyBank: 'DANA' } : found;
}

/**
 * `Transfer dari Bank lain <BANK> <NAME> <acct>`. From DANA it reads `Bank lain DANA-<NAME> <number>`: the number
 * there is DANA's (19 digits in the sample), not the sender's phone, so it is not kept as the account.
 */
function otherBank(rest: string): DescriptionFacts {
  const dana = /^DANA-\s*(.+)$/i.exec(rest.trim());
  if (!dana) return party('SWITCHING', rest, 'leading');
  const found = party('SWITCHING', dana[1]!, 'none');
  return { ...found, counterpartyAccount: '', counterpartyBank: 'DANA' };
}

/**
 * Any other `Transfer dari|ke <…>`: only a bank written as `BANK <name>` before the person is read (a person may be
 * called Mega or Dana; a bank's short name alone is no proof here).
 */
function loose(rest: string): DescriptionFacts {
  return party('OTHER', rest, /^BANK\s/i.test(rest.trim()) ? 'leading' : 'none');
}

const oneSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * `<BANK> <NAME> <acct> [-] [memo]`: the first long digit run is the account. `bank` is the bank the channel implies,
 * or 'leading' to read (and take off) a bank name the text starts with, or 'none'. A wallet's company as the party
 * (`DOMPET ANAK BANGSA`) is the wallet: no person, and the number is the company's.
 */
function party(channel: DescriptionFacts['channel'], raw: string, bank: BankCode | 'leading' | 'none', reference = ''): DescriptionFacts {
  let rest = oneSpaced(raw);
  let code: BankCode | '' = bank === 'leading' || bank === 'none' ? '' : bank;
  if (bank === 'leading') {
    const named = bankNameAt(rest, { wallets: false });
    if (named) {
      code = named.code;
      rest = rest.slice(named.length).trim();
    }
  }
  const wallet = walletOfCompany(rest);
  if (wallet !== '') return facts('VA_EWALLET', { counterpartyBank: wallet, reference });
  const withAccount = /^(.*?)\s+(\d{6,})\b/.exec(rest);
  return facts(channel, {
    counterpartyName: withAccount ? withAccount[1]! : rest,
    counterpartyAccount: withAccount?.[2] ?? '',
    counterpartyBank: code,
    reference,
  });
}
