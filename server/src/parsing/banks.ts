/**
 * Banks and e-wallets as one code each (`BCA`, `MANDIRI`, `DANA`...): the one place that knows how statements, BO
 * exports and the Data Bank page name them. A statement names the other party's bank by its three-digit clearing
 * code (`BI-FAST CR TRANSFER DR 008 ...`), by a name (`Transfer dari BANK MANDIRI ...`), or, for an e-wallet top-up,
 * by the wallet's company (`DOMPET ANAK BANGSA` is GoPay) or a virtual-account biller code (BRIVA `88810` is DANA);
 * a BO export writes `BCA`, `Bank BRI`, `GoPay`. The matcher compares the codes: a line from another bank than the
 * player's is not the player's money (docs/reconciliation.md, "Evidence"). So a name we cannot tell apart from
 * another bank (`BANK MANDIRI TASPEN`, `BCA SYARIAH`) gives no code rather than the wrong one.
 */

export const BANK_CODES = [
  'BCA',
  'BRI',
  'BNI',
  'MANDIRI',
  'CIMB',
  'BSI',
  'BTN',
  'PERMATA',
  'DANAMON',
  'MAYBANK',
  'OCBC',
  'PANIN',
  'MEGA',
  'BJB',
  'DKI',
  'BUKOPIN',
  'BTPN',
  'SEABANK',
  'JAGO',
  'NEO',
  'ALLO',
  'BLU',
  'SINARMAS',
  'UOB',
  'HSBC',
  'MUAMALAT',
  'DANA',
  'OVO',
  'GOPAY',
  'SHOPEEPAY',
  'LINKAJA',
] as const;
export type BankCode = (typeof BANK_CODES)[number];

/** E-wallets: a player whose BO bank is one of these pays from a phone-number account. */
export const WALLET_CODES: readonly BankCode[] = ['DANA', 'OVO', 'GOPAY', 'SHOPEEPAY', 'LINKAJA'];

export const isWallet = (code: string): boolean => (WALLET_CODES as readonly string[]).includes(code);

/** Clearing (sandi) codes of Bank Indonesia, as BI-FAST and ATM-network narratives write them. */
const BY_CLEARING_CODE: Readonly<Record<string, BankCode>> = {
  '002': 'BRI',
  '008': 'MANDIRI',
  '009': 'BNI',
  '011': 'DANAMON',
  '013': 'PERMATA',
  '014': 'BCA',
  '016': 'MAYBANK',
  '019': 'PANIN',
  '022': 'CIMB',
  '023': 'UOB',
  '028': 'OCBC',
  '041': 'HSBC',
  '087': 'HSBC',
  '110': 'BJB',
  '111': 'DKI',
  '147': 'MUAMALAT',
  '153': 'SINARMAS',
  '200': 'BTN',
  '213': 'BTPN',
  '426': 'MEGA',
  '441': 'BUKOPIN',
  '451': 'BSI',
  '490': 'NEO',
  '501': 'BLU',
  '535': 'SEABANK',
  '542': 'JAGO',
  '567': 'ALLO',
};

/**
 * Names as people, panels and banks write them, upper case with single spaces, each with its code. The longest name
 * a text starts with wins, and the list holds only names that name one bank.
 */
const NAMES: readonly (readonly [string, BankCode])[] = [
  ['BCA', 'BCA'],
  ['BANK BCA', 'BCA'],
  ['BANK CENTRAL ASIA', 'BCA'],
  ['KLIKBCA', 'BCA'],
  ['BRI', 'BRI'],
  ['BANK BRI', 'BRI'],
  ['BANK RAKYAT INDONESIA', 'BRI'],
  ['BRIMO', 'BRI'],
  ['BNI', 'BNI'],
  ['BANK BNI', 'BNI'],
  ['BANK NEGARA INDONESIA', 'BNI'],
  ['BNI46', 'BNI'],
  ['MANDIRI', 'MANDIRI'],
  ['BANK MANDIRI', 'MANDIRI'],
  ['MDR', 'MANDIRI'],
  ['LIVIN', 'MANDIRI'],
  ['CIMB', 'CIMB'],
  ['CIMB NIAGA', 'CIMB'],
  ['BANK CIMB NIAGA', 'CIMB'],
  ['OCTO', 'CIMB'],
  ['BSI', 'BSI'],
  ['BANK BSI', 'BSI'],
  ['BANK SYARIAH INDONESIA', 'BSI'],
  ['BTN', 'BTN'],
  ['BANK BTN', 'BTN'],
  ['BANK TABUNGAN NEGARA', 'BTN'],
  ['PERMATA', 'PERMATA'],
  ['BANK PERMATA', 'PERMATA'],
  ['PERMATABANK', 'PERMATA'],
  ['DANAMON', 'DANAMON'],
  ['BANK DANAMON', 'DANAMON'],
  ['MAYBANK', 'MAYBANK'],
  ['BANK MAYBANK', 'MAYBANK'],
  ['MAYBANK INDONESIA', 'MAYBANK'],
  ['OCBC', 'OCBC'],
  ['OCBC NISP', 'OCBC'],
  ['BANK OCBC NISP', 'OCBC'],
  ['PANIN', 'PANIN'],
  ['PANIN BANK', 'PANIN'],
  ['BANK PANIN', 'PANIN'],
  ['MEGA', 'MEGA'],
  ['BANK MEGA', 'MEGA'],
  ['BJB', 'BJB'],
  ['BANK BJB', 'BJB'],
  ['DKI', 'DKI'],
  ['BANK DKI', 'DKI'],
  ['BUKOPIN', 'BUKOPIN'],
  ['KB BUKOPIN', 'BUKOPIN'],
  ['BANK KB BUKOPIN', 'BUKOPIN'],
  ['BTPN', 'BTPN'],
  ['BANK BTPN', 'BTPN'],
  ['JENIUS', 'BTPN'],
  ['SMBC', 'BTPN'],
  ['SMBC INDONESIA', 'BTPN'],
  ['BANK SMBC INDONESIA', 'BTPN'],
  ['SEABANK', 'SEABANK'],
  ['BANK SEABANK', 'SEABANK'],
  ['SEABANK INDONESIA', 'SEABANK'],
  ['BANK SEABANK INDONESIA', 'SEABANK'],
  ['JAGO', 'JAGO'],
  ['BANK JAGO', 'JAGO'],
  ['NEO', 'NEO'],
  ['BANK NEO', 'NEO'],
  ['NEO COMMERCE', 'NEO'],
  ['BANK NEO COMMERCE', 'NEO'],
  ['NEOBANK', 'NEO'],
  ['ALLO', 'ALLO'],
  ['ALLO BANK', 'ALLO'],
  ['ALLOBANK', 'ALLO'],
  ['BLU', 'BLU'],
  ['BLU BCA', 'BLU'],
  ['BLU BY BCA', 'BLU'],
  ['BCA DIGITAL', 'BLU'],
  ['BANK BCA DIGITAL', 'BLU'],
  ['BANK DIGITAL BCA', 'BLU'],
  ['SINARMAS', 'SINARMAS'],
  ['BANK SINARMAS', 'SINARMAS'],
  ['UOB', 'UOB'],
  ['BANK UOB', 'UOB'],
  ['HSBC', 'HSBC'],
  ['MUAMALAT', 'MUAMALAT'],
  ['BANK MUAMALAT', 'MUAMALAT'],
  ['DANA', 'DANA'],
  ['OVO', 'OVO'],
  ['GOPAY', 'GOPAY'],
  ['GO PAY', 'GOPAY'],
  ['GO-PAY', 'GOPAY'],
  ['GOJEK', 'GOPAY'],
  ['SHOPEEPAY', 'SHOPEEPAY'],
  ['SHOPEE PAY', 'SHOPEEPAY'],
  ['SHOPEE', 'SHOPEEPAY'],
  ['SPAY', 'SHOPEEPAY'],
  ['LINKAJA', 'LINKAJA'],
  ['LINK AJA', 'LINKAJA'],
  ['LINK-AJA', 'LINKAJA'],
];

/**
 * Banks we know by name but hold no code for, because a coded name is their start (`BANK MANDIRI TASPEN` is not
 * Mandiri, docs/formats-banks.md) or they would be mistaken for one: the name is recognised, to be taken off a
 * narrative, and gives no code. Any name followed by `SYARIAH` (`BCA SYARIAH`, `BANK BJB SYARIAH`) is another bank or
 * another unit too, and is read the same way (see bankNameAt).
 */
const UNCODED_NAMES: readonly string[] = [
  'BANK MANDIRI TASPEN',
  'MANDIRI TASPEN',
  'BANK RAYA',
  'BANK RAYA INDONESIA',
  'BRI AGRO',
  'BANK BRI AGRONIAGA',
  'BRI AGRONIAGA',
  'SUPERBANK',
  'SUPER BANK',
  'SUPER BANK INDONESIA',
  'BANK ALADIN',
  'BANK ALADIN SYARIAH',
];

const BY_NAME = new Map<string, BankCode>(NAMES);

/** Every name, coded or not, longest first: the first that a text starts with is the longest. */
const ALL_NAMES: readonly (readonly [string, BankCode | ''])[] = [...NAMES, ...UNCODED_NAMES.map((n) => [n, ''] as const)].sort(
  (a, b) => b[0].length - a[0].length,
);
/** The same, by first letter: bankNameAt runs once or twice per statement line. */
const NAMES_BY_FIRST = new Map<string, (readonly [string, BankCode | ''])[]>();
for (const entry of ALL_NAMES) NAMES_BY_FIRST.set(entry[0][0]!, [...(NAMES_BY_FIRST.get(entry[0][0]!) ?? []), entry]);

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
/** The companies' first words: most names are people's, and this spares them the tidying (it runs once per line). */
const WALLET_COMPANY_START = /^\W*(?:DOMPET|VISIONET|AIRPAY|ESPAY|FINNET|FINARYA)\b/i;

/** BRI virtual-account (BRIVA) biller codes of the e-wallets: `BRIVA88810<phone>` is a DANA top-up. */
const BRIVA_WALLETS: Readonly<Record<string, BankCode>> = {
  '88810': 'DANA',
  '30135': 'GOPAY',
  '88099': 'OVO',
  '91188': 'LINKAJA',
  '112': 'SHOPEEPAY',
};

const tidy = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9-]+/g, ' ')
    .trim();

/** The code of a bank or wallet name (`Bank Central Asia`, `bca`, `Go-Pay`, `PT. Bank Mandiri (Persero) Tbk`), or ''. */
export function bankOfName(text: string): BankCode | '' {
  const key = tidy(text);
  return (
    BY_NAME.get(key) ??
    BY_NAME.get(
      key
        .replace(/^PT /, '')
        .replace(/ TBK$/, '')
        .replace(/ PERSERO$/, ''),
    ) ??
    ''
  );
}

/** The bank of a three-digit clearing code (`008`), or ''. */
export const bankOfClearingCode = (code: string): BankCode | '' => BY_CLEARING_CODE[code] ?? '';

/**
 * SWIFT codes (BIC8) of the banks, as BI-FAST writes them: in its reference (`20260627CENAIDJA010O0212345678`, the
 * sending bank's) and in BRI's `BFST…:CENAIDJA` (the other party's). Only codes known for certain: an unknown one
 * gives no code, as a wrong one would be evidence against the right player.
 */
const BY_BIC: Readonly<Record<string, BankCode>> = {
  CENAIDJA: 'BCA',
  BRINIDJA: 'BRI',
  BNINIDJA: 'BNI',
  BMRIIDJA: 'MANDIRI',
  BNIAIDJA: 'CIMB',
  BSMDIDJA: 'BSI',
  BTANIDJA: 'BTN',
  BBBAIDJA: 'PERMATA',
  BDINIDJA: 'DANAMON',
  IBBKIDJA: 'MAYBANK',
  NISPIDJA: 'OCBC',
  PINBIDJA: 'PANIN',
  MEGAIDJA: 'MEGA',
  PDJBIDJA: 'BJB',
  BBUKIDJA: 'BUKOPIN',
  BTPNIDJA: 'BTPN',
  SBJKIDJA: 'SINARMAS',
  BBIJIDJA: 'UOB',
  HSBCIDJA: 'HSBC',
  MUABIDJA: 'MUAMALAT',
};

/** The bank of a BIC (8 characters, or 11 with a branch), or ''. */
export const bankOfBic = (bic: string): BankCode | '' => BY_BIC[bic.slice(0, 8).toUpperCase()] ?? '';

/** The wallet whose company the name is (`DOMPET ANAK BANGSA` -> GOPAY), or ''. */
export function walletOfCompany(name: string): BankCode | '' {
  if (!WALLET_COMPANY_START.test(name)) return '';
  const key = tidy(name);
  for (const [pattern, code] of WALLET_COMPANIES) if (pattern.test(key)) return code;
  return '';
}

/** The wallet of a BRIVA biller code (`88810` -> DANA), or ''. */
export const walletOfBrivaCode = (code: string): BankCode | '' => BRIVA_WALLETS[code] ?? '';

const isWordChar = (code: number) => (code >= 65 && code <= 90) || (code >= 48 && code <= 57);

/**
 * The longest bank name the text starts with, as written (upper or lower case, single spaces): its code, '' for a
 * bank we hold no code for, and its length. A name must end at a word's end (`BRI` is not the start of `BRIAN`), and a
 * name followed by `SYARIAH` is another bank whose code we do not hold. With `wallets: false` wallet names do not
 * count (a narrative that puts a bank before the person may start with a person called Dana).
 */
export function bankNameAt(text: string, options: { wallets?: boolean } = {}): { code: BankCode | ''; length: number } | null {
  const upper = text.toUpperCase();
  for (const [name, code] of NAMES_BY_FIRST.get(upper[0] ?? '') ?? []) {
    if (!upper.startsWith(name) || isWordChar(upper.charCodeAt(name.length))) continue;
    if (options.wallets === false && code !== '' && isWallet(code)) continue;
    const sharia = /^ (?:SYARIAH|SYARIA|UUS)\b/.exec(upper.slice(name.length));
    return sharia ? { code: '', length: name.length + sharia[0].length } : { code, length: name.length };
  }
  return null;
}

/** The longest bank name with a code the text starts with (`BANK MANDIRI TUMINAH ...` -> MANDIRI and its length), or null. */
export function leadingBank(text: string): { code: BankCode; length: number } | null {
  const found = bankNameAt(text);
  return found && found.code !== '' ? { code: found.code, length: found.length } : null;
}

/** A BO cell's bank (`BCA - BUDI - 123`, `Bank BRI`, `GoPay`): its first part read as a name, or ''. */
export function bankOfCell(cell: string): BankCode | '' {
  const first = cell.split(/\s+-\s+|\s*\|\s*/)[0] ?? '';
  return bankOfName(first) || (leadingBank(first.trim())?.code ?? '');
}

/**
 * The text without a trailing name of the given bank (`RINA MARLINA BANK BRI` -> `RINA MARLINA` for BRI): BCA writes
 * the sending bank's name after a switching sender's name. The text is unchanged when it does not end so.
 */
export function withoutTrailingBankName(text: string, code: BankCode | ''): string {
  if (code === '') return text;
  const upper = text.toUpperCase();
  for (const name of NAMES_OF.get(code) ?? []) {
    if (upper.endsWith(` ${name}`)) return text.slice(0, text.length - name.length - 1);
  }
  return text;
}

/** Each code's names, longest first. */
const NAMES_OF = new Map<BankCode | '', string[]>();
for (const [name, code] of ALL_NAMES) NAMES_OF.set(code, [...(NAMES_OF.get(code) ?? []), name]);

/** First words of every name, so that a scan of a free text tries the names only where one may start. */
const FIRST_WORDS = new Set(ALL_NAMES.map(([name]) => name.split(/[ -]/)[0]!));

/**
 * Every bank or wallet a free text names as a word (`Top up dari BCA` -> BCA), '' for a bank we hold no code for.
 * Used where a text has no structure to anchor at (a wallet's own statement): such a text names another party's bank
 * only loosely, so the caller treats any name as a reason to say nothing.
 */
export function banksNamedIn(text: string): (BankCode | '')[] {
  const found: (BankCode | '')[] = [];
  const upper = text.toUpperCase();
  const word = /[A-Z0-9]+/g;
  for (let m = word.exec(upper); m; m = word.exec(upper)) {
    if (!FIRST_WORDS.has(m[0])) continue;
    const named = bankNameAt(upper.slice(m.index));
    if (named) found.push(named.code);
  }
  return found;
}
