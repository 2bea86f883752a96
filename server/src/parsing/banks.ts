/**
 * Banks and e-wallets as one code each (`BCA`, `MANDIRI`, `DANA`...): the one place that knows how statements, BO
 * exports and the Data Bank page name them. A statement names the other party's bank by its three-digit clearing
 * code (`BI-FAST CR TRANSFER DR 008 ...`), by a name (`Transfer dari BANK MANDIRI ...`), or, for an e-wallet top-up,
 * by the wallet's company (`DOMPET ANAK BANGSA` is GoPay); a BO export writes `BCA`, `Bank BRI`, `GoPay`. The
 * matcher compares the codes: a line from another bank than the player's is not the player's money
 * (docs/reconciliation.md, "Evidence").
 */

export const BANK_CODES = [
  'BCA', 'BRI', 'BNI', 'MANDIRI', 'CIMB', 'BSI', 'BTN', 'PERMATA', 'DANAMON', 'MAYBANK', 'OCBC', 'PANIN', 'MEGA', 'BJB', 'DKI',
  'BUKOPIN', 'BTPN', 'SEABANK', 'JAGO', 'NEO', 'ALLO', 'BLU', 'SINARMAS', 'UOB', 'HSBC', 'MUAMALAT',
  'DANA', 'OVO', 'GOPAY', 'SHOPEEPAY', 'LINKAJA',
] as const;
export type BankCode = (typeof BANK_CODES)[number];

/** E-wallets: a player whose BO bank is one of these pays from a phone-number account. */
export const WALLET_CODES: readonly BankCode[] = ['DANA', 'OVO', 'GOPAY', 'SHOPEEPAY', 'LINKAJA'];

/** Clearing (sandi) codes of Bank Indonesia, as BI-FAST and ATM-network narratives write them. */
const BY_CLEARING_CODE: Readonly<Record<string, BankCode>> = {
  '002': 'BRI', '008': 'MANDIRI', '009': 'BNI', '011': 'DANAMON', '013': 'PERMATA', '014': 'BCA', '016': 'MAYBANK', '019': 'PANIN',
  '022': 'CIMB', '023': 'UOB', '028': 'OCBC', '041': 'HSBC', '087': 'HSBC', '110': 'BJB', '111': 'DKI', '147': 'MUAMALAT', '153': 'SINARMAS',
  '200': 'BTN', '213': 'BTPN', '426': 'MEGA', '441': 'BUKOPIN', '451': 'BSI', '490': 'NEO', '501': 'BLU', '535': 'SEABANK', '542': 'JAGO',
  '567': 'ALLO',
};

/**
 * Names as people, panels and banks write them, upper case with single spaces, each with its code. Longest first
 * wins, so `BANK CENTRAL ASIA SYARIAH` is not read as `BCA`; the list holds only names that name one bank.
 */
const NAMES: readonly (readonly [string, BankCode])[] = (
  [
    ['BCA', 'BCA'], ['BANK BCA', 'BCA'], ['BANK CENTRAL ASIA', 'BCA'], ['KLIKBCA', 'BCA'],
    ['BRI', 'BRI'], ['BANK BRI', 'BRI'], ['BANK RAKYAT INDONESIA', 'BRI'], ['BRIMO', 'BRI'],
    ['BNI', 'BNI'], ['BANK BNI', 'BNI'], ['BANK NEGARA INDONESIA', 'BNI'], ['BNI46', 'BNI'],
    ['MANDIRI', 'MANDIRI'], ['BANK MANDIRI', 'MANDIRI'], ['MDR', 'MANDIRI'], ['LIVIN', 'MANDIRI'],
    ['CIMB', 'CIMB'], ['CIMB NIAGA', 'CIMB'], ['BANK CIMB NIAGA', 'CIMB'], ['OCTO', 'CIMB'],
    ['BSI', 'BSI'], ['BANK BSI', 'BSI'], ['BANK SYARIAH INDONESIA', 'BSI'],
    ['BTN', 'BTN'], ['BANK BTN', 'BTN'], ['BANK TABUNGAN NEGARA', 'BTN'],
    ['PERMATA', 'PERMATA'], ['BANK PERMATA', 'PERMATA'], ['PERMATABANK', 'PERMATA'],
    ['DANAMON', 'DANAMON'], ['BANK DANAMON', 'DANAMON'],
    ['MAYBANK', 'MAYBANK'], ['BANK MAYBANK', 'MAYBANK'], ['MAYBANK INDONESIA', 'MAYBANK'],
    ['OCBC', 'OCBC'], ['OCBC NISP', 'OCBC'], ['BANK OCBC NISP', 'OCBC'],
    ['PANIN', 'PANIN'], ['PANIN BANK', 'PANIN'], ['BANK PANIN', 'PANIN'],
    ['MEGA', 'MEGA'], ['BANK MEGA', 'MEGA'],
    ['BJB', 'BJB'], ['BANK BJB', 'BJB'],
    ['DKI', 'DKI'], ['BANK DKI', 'DKI'],
    ['BUKOPIN', 'BUKOPIN'], ['KB BUKOPIN', 'BUKOPIN'], ['BANK KB BUKOPIN', 'BUKOPIN'],
    ['BTPN', 'BTPN'], ['JENIUS', 'BTPN'], ['SMBC INDONESIA', 'BTPN'],
    ['SEABANK', 'SEABANK'], ['BANK SEABANK', 'SEABANK'], ['BANK SEABANK INDONESIA', 'SEABANK'],
    ['JAGO', 'JAGO'], ['BANK JAGO', 'JAGO'],
    ['NEO', 'NEO'], ['BANK NEO', 'NEO'], ['NEO COMMERCE', 'NEO'], ['BANK NEO COMMERCE', 'NEO'], ['NEOBANK', 'NEO'],
    ['ALLO', 'ALLO'], ['ALLO BANK', 'ALLO'], ['ALLOBANK', 'ALLO'],
    ['BLU', 'BLU'], ['BLU BCA', 'BLU'], ['BLU BY BCA', 'BLU'],
    ['SINARMAS', 'SINARMAS'], ['BANK SINARMAS', 'SINARMAS'],
    ['UOB', 'UOB'], ['BANK UOB', 'UOB'], ['HSBC', 'HSBC'],
    ['MUAMALAT', 'MUAMALAT'], ['BANK MUAMALAT', 'MUAMALAT'],
    ['DANA', 'DANA'], ['OVO', 'OVO'], ['GOPAY', 'GOPAY'], ['GO PAY', 'GOPAY'], ['GO-PAY', 'GOPAY'], ['GOJEK', 'GOPAY'],
    ['SHOPEEPAY', 'SHOPEEPAY'], ['SHOPEE PAY', 'SHOPEEPAY'], ['SHOPEE', 'SHOPEEPAY'], ['SPAY', 'SHOPEEPAY'],
    ['LINKAJA', 'LINKAJA'], ['LINK AJA', 'LINKAJA'], ['LINK-AJA', 'LINKAJA'],
  ] as const
).map(([name, code]) => [name, code] as const);
const BY_NAME = new Map<string, BankCode>(NAMES);

/**
 * The companies behind the e-wallets, as a bank writes the sender of a top-up paid from the wallet (BCA cuts them
 * at 18 characters): the counterparty is the wallet, never a person.
 */
const WALLET_COMPANIES: readonly (readonly [RegExp, BankCode])[] = [
  [/^DOMPET ANAK BANGSA/, 'GOPAY'],
  [/^VISIONET INTERNASI/, 'OVO'],
  [/^AIRPAY INTERNATION/, 'SHOPEEPAY'],
  [/^ESPAY DEBIT INDONE/, 'DANA'],
  [/^FINNET INDONESIA/, 'LINKAJA'],
  [/^FINARYA/, 'LINKAJA'],
];

const tidy = (text: string) => text.toUpperCase().replace(/[^A-Z0-9-]+/g, ' ').trim();

/** The code of a bank or wallet name (`Bank Central Asia`, `bca`, `Go-Pay`), or '' when the text names none. */
export function bankOfName(text: string): BankCode | '' {
  const key = tidy(text);
  return BY_NAME.get(key) ?? BY_NAME.get(key.replace(/^PT /, '').replace(/ TBK$/, '')) ?? '';
}

/** The bank of a three-digit clearing code (`008`), or ''. */
export const bankOfClearingCode = (code: string): BankCode | '' => BY_CLEARING_CODE[code] ?? '';

/** The wallet whose company the name is (`DOMPET ANAK BANGSA` -> GOPAY), or ''. */
export function walletOfCompany(name: string): BankCode | '' {
  const key = tidy(name);
  for (const [pattern, code] of WALLET_COMPANIES) if (pattern.test(key)) return code;
  return '';
}

/** The longest bank name the text starts with (`BANK MANDIRI TUMINAH ...` -> MANDIRI and its length), or null. */
export function leadingBank(text: string): { code: BankCode; length: number } | null {
  const upper = text.toUpperCase();
  let best: { code: BankCode; length: number } | null = null;
  for (const [name, code] of NAMES) {
    if (name.length <= (best?.length ?? 0) || !upper.startsWith(name)) continue;
    const next = upper.charCodeAt(name.length);
    // The name must end there: `BRI` is not the start of `BRIAN`.
    if (Number.isNaN(next) || !((next >= 65 && next <= 90) || (next >= 48 && next <= 57))) best = { code, length: name.length };
  }
  return best;
}

/** A BO cell's bank (`BCA - BUDI - 123`, `Bank BRI`, `GoPay`): its first part read as a name, or ''. */
export function bankOfCell(cell: string): BankCode | '' {
  const first = cell.split(/\s+-\s+|\s*\|\s*/)[0] ?? '';
  return bankOfName(first) || (leadingBank(first.trim())?.code ?? '');
}

export const isWallet = (code: string): boolean => (WALLET_CODES as readonly string[]).includes(code);
