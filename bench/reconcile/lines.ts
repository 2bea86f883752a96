/**
 * Statement lines as each bank writes them (docs/formats-banks.md, the narratives of
 * server/src/modules/statements/description/): BCA (KlikBCA), Mandiri (Livin' and Kopra), BNI and BRI narratives,
 * QRIS payments and Auto TX wallet transactions; the operator's own lines (fees, interest, tax, sweeps, top-ups) and
 * returned payouts. Each line records what it shows a reader (name, account, bank), which is what the truth is built
 * from. Two lines of one account never share a second, so that View Mutasi's time and amount tell them apart.
 */
import { ddmm, isoDateOf } from './clock.ts';
import { DATE_ONLY_LAYOUTS, isWallet, type Account, type GeneratedLine, type Layout, type LineKind, type Player, type PlayerBankCode } from './model.ts';
import { bcaField } from './names.ts';
import type { Prng } from './prng.ts';

/** BI-FAST and switching bank codes, and the bank name BCA appends after a switching sender (bca.ts BANK_BY_CODE). */
export const BANK_CODE: Partial<Record<PlayerBankCode, { code: string; switchingName: string; bic: string; mandiri: string; kopra: string }>> = {
  BCA: { code: '014', switchingName: 'BCA', bic: 'CENAIDJA', mandiri: 'BCA', kopra: 'BANK CENTRAL ASIA' },
  BRI: { code: '002', switchingName: 'BANK BRI', bic: 'BRINIDJA', mandiri: 'BRI', kopra: 'BANK RAKYAT INDONESIA' },
  MANDIRI: { code: '008', switchingName: 'BANK MANDIRI', bic: 'BMRIIDJA', mandiri: 'BANK MANDIRI', kopra: 'BANK MANDIRI' },
  BNI: { code: '009', switchingName: 'BANK BNI', bic: 'BNINIDJA', mandiri: 'BNI', kopra: 'BANK NEGARA INDONESIA' },
  CIMB: { code: '022', switchingName: 'CIMB NIAGA', bic: 'BNIAIDJA', mandiri: 'CIMB NIAGA', kopra: 'BANK CIMB NIAGA' },
  BSI: { code: '451', switchingName: 'BSI', bic: 'BSMDIDJA', mandiri: 'BSI', kopra: 'BANK SYARIAH INDONESIA' },
  SEABANK: { code: '535', switchingName: 'SEABANK', bic: 'SSPIIDJA', mandiri: 'SEABANK', kopra: 'BANK SEABANK INDONESIA' },
  JAGO: { code: '542', switchingName: 'BANK JAGO', bic: 'JAGBIDJA', mandiri: 'BANK JAGO', kopra: 'BANK JAGO' },
};
/** The companies behind the wallets, as BCA writes them in its 18-character name field (formats README, E-wallets). */
export const WALLET_COMPANY: Record<string, string> = {
  GOPAY: 'DOMPET ANAK BANGSA',
  OVO: 'VISIONET INTERNASI',
  SHOPEEPAY: 'AIRPAY INTERNATION',
  DANA: 'ESPAY DEBIT INDONE',
};
/** BCA virtual-account codes of the wallets a WD can be paid to (`…/FTFVA/… 39010/DANA - - 0812…`). */
const VA_CODE: Record<string, string> = { DANA: '39010', OVO: '39358', GOPAY: '70001', SHOPEEPAY: '12208' };
const MEMOS = ['DEPO', 'DEPOSIT', 'TOPUP', 'DP', 'ISI SALDO', 'SETOR'];
const BNI_TITLES = ['Sdr', 'Bpk', 'Ibu', 'Sdri'];
/** Fixed fees: BI-FAST transfer fee and the accounts' admin fees. */
export const BI_FAST_FEE_SEN = 2_500_00;
export const ADMIN_FEE_SEN = 15_000_00;

const pad2 = (n: number) => String(n).padStart(2, '0');
export const rupiah = (sen: number): string => (sen < 0 ? `-${rupiah(-sen)}` : `${Math.floor(sen / 100)}.${pad2(sen % 100)}`);

export interface LineMeta {
  owner: string | null;
  person: number | null;
  origin: string;
  lineKind?: LineKind;
}

type NewLine = Omit<
  GeneratedLine,
  | 'key'
  | 'money'
  | 'pending'
  | 'twinOf'
  | 'returnedBy'
  | 'returns'
  | 'timeShown'
  | 'website'
  | 'lineKind'
  | 'kopra'
  | 'grossSen'
  | 'mdrSen'
  | 'reference'
  | 'wallet'
  | 'owner'
  | 'person'
  | 'origin'
> &
  Partial<Pick<GeneratedLine, 'kopra' | 'grossSen' | 'mdrSen' | 'reference' | 'wallet'>>;

/** Where generated lines go, with a per-account register of booked seconds and the references in use. */
export class LineBook {
  readonly lines: GeneratedLine[] = [];
  private readonly seconds = new Map<string, Set<number>>();
  private readonly references = new Set<string>();
  private seq = 0;
  private journal = 932_000;
  constructor(
    readonly r: Prng,
    private readonly days: readonly string[],
    private readonly accounts: ReadonlyMap<string, Account>,
  ) {}

  account(id: string): Account {
    const a = this.accounts.get(id);
    if (!a) throw new Error(`generator bug: no account ${id}`);
    return a;
  }

  /** The first free second of that account at or after `at`. */
  book(account: string, at: number): number {
    let set = this.seconds.get(account);
    if (!set) this.seconds.set(account, (set = new Set()));
    let second = Math.floor(at / 1000);
    while (set.has(second)) second++;
    set.add(second);
    return second * 1000;
  }

  uniqueReference(make: () => string): string {
    for (;;) {
      const ref = make();
      if (!this.references.has(ref)) {
        this.references.add(ref);
        return ref;
      }
    }
  }

  /** BNI's journal numbers: one sequence for the data set. */
  nextJournal(): string {
    return String(++this.journal);
  }

  dayIndex(at: number): number {
    return this.days.indexOf(isoDateOf(at));
  }

  inDays(at: number): boolean {
    return this.dayIndex(at) >= 0;
  }

  layoutAt(account: string, at: number): Layout {
    const day = this.dayIndex(at);
    if (day < 0) throw new Error(`generator bug: a line booked on ${isoDateOf(at)}, outside the generated days`);
    return this.account(account).layouts[day]!;
  }

  add(line: NewLine, meta: LineMeta): GeneratedLine {
    const a = this.account(line.account);
    const layout = this.layoutAt(line.account, line.at);
    const full: GeneratedLine = {
      grossSen: null,
      mdrSen: null,
      reference: '',
      wallet: '',
      ...line,
      key: `L${++this.seq}`,
      website: a.website,
      money: '',
      pending: false,
      twinOf: null,
      returnedBy: null,
      returns: null,
      timeShown: !DATE_ONLY_LAYOUTS.includes(layout),
      lineKind: meta.lineKind ?? 'PLAYER',
      owner: meta.owner,
      person: meta.person,
      origin: meta.origin,
    };
    full.money = full.key;
    this.lines.push(full);
    return full;
  }

  /** A PEND row of the afternoon export: the same money as its booked line. */
  pendTwin(posted: GeneratedLine): GeneratedLine {
    const twin: GeneratedLine = { ...posted, key: `L${++this.seq}`, pending: true, twinOf: posted.key, timeShown: false };
    this.lines.push(twin);
    return twin;
  }

  /** `WS95031`-like terminal code of a BCA e-banking transfer. */
  ws(): string {
    return `WS9${String(5000 + this.r.int(100)).padStart(4, '0')}`;
  }
}

/** Who sends (or receives) money: a player, a stranger, a household member, the operator. */
export interface Party {
  name: string;
  bank: PlayerBankCode;
  account: string;
  phone: string;
  username?: string;
}

export const partyOf = (p: Player): Party => ({ name: p.bankName, bank: p.bank, account: p.accountNo, phone: p.phone, username: p.username });

/** How money from another bank reaches a BCA account. */
export type BankChannel = 'BI_FAST' | 'SWITCHING';

/** A KlikBCA transfer between BCA accounts: `TRSF E-BANKING CR 1407/FTSCY/WS95031 100000.00`, then `rest` (memo, name). */
const bcaTransferText = (book: LineBook, direction: 'CR' | 'DB', at: number, amountSen: number, rest: string) =>
  `TRSF E-BANKING ${direction} ${ddmm(at)}/FTSCY/${book.ws()} ${rupiah(amountSen)}${rest}`;

/** A player's KlikBCA transfer to or from a BCA account: the 18-character memo (or none), then the name BCA shows. */
function bcaTransfer(
  book: LineBook,
  base: Pick<NewLine, 'account' | 'at' | 'direction' | 'amountSen'>,
  memo: string,
  name: string,
  meta: LineMeta,
): GeneratedLine {
  const description = bcaTransferText(book, base.direction, base.at, base.amountSen, `${memo}${name}`);
  return book.add({ ...base, description, shownName: name, shownAccount: '', shownBank: 'BCA' }, meta);
}

/**
 * A credit on a deposit account from `sender`, as the account's bank writes it on that day's layout.
 * BCA: intrabank `TRSF E-BANKING CR 1407/FTSCY/WS95031 100000.00[memo]NAME`, `BI-FAST CR TRANSFER   DR 008 NAME`,
 * `SWITCHING CR TRANSFER DR 008 NAME BANK MANDIRI`, a wallet's company for a top-up from a wallet. Mandiri:
 * `Transfer dari BANK MANDIRI NAME 1790087637051`, `Transfer BI Fast Dari BCA NAME 1234567890 -`; on Kopra days
 * Remarks `NAME` and AdditionalDesc `Trf Inw CN BANK CENTRAL ASIA`. BNI: `TRANSFER DARI | PEMINDAHAN DARI
 * 0123456789 Sdr NAME` or `TRANSFER DARI Bpk NAME | 20260714CENAIDJA010 O0217812687`. BRI: `NBMB NAME TO COMPANY ESB:…`.
 */
export function depositCredit(
  book: LineBook,
  account: string,
  at: number,
  amountSen: number,
  sender: Party,
  meta: LineMeta,
  channel: BankChannel = 'BI_FAST',
): GeneratedLine {
  const a = book.account(account);
  const r = book.r;
  at = book.book(account, at);
  const base = { account, at, direction: 'CR' as const, amountSen };
  const code = BANK_CODE[sender.bank];
  if (a.bank === 'BCA') {
    if (isWallet(sender.bank)) {
      const company = WALLET_COMPANY[sender.bank]!;
      return book.add(
        {
          ...base,
          description: bcaTransferText(book, 'CR', at, amountSen, company),
          shownName: '',
          shownAccount: '',
          shownBank: sender.bank,
        },
        meta,
      );
    }
    const name = bcaField(sender.name);
    if (sender.bank === 'BCA') {
      // A third of the players type a memo; some type their username in it, BCA pads it to its 18-character field.
      const memo = r.chance(0.35)
        ? `${r.pick(MEMOS)} ${r.chance(0.4) && sender.username ? sender.username.toUpperCase() : r.int(99_999)}`.padEnd(18).slice(0, 18)
        : '';
      return bcaTransfer(book, base, memo, name, meta);
    }
    const c = code ?? BANK_CODE.BRI!;
    const description = channel === 'BI_FAST' ? `BI-FAST CR TRANSFER   DR ${c.code} ${name}` : `SWITCHING CR TRANSFER DR ${c.code} ${name} ${c.switchingName}`;
    return book.add({ ...base, description, shownName: name, shownAccount: '', shownBank: code ? sender.bank : '' }, meta);
  }
  if (a.bank === 'MANDIRI') {
    const layout = book.layoutAt(account, at);
    if (layout === 'kopra') {
      const remarks = sender.name.padEnd(24);
      const additional = `Trf Inw CN ${(code ?? BANK_CODE.BRI!).kopra}`;
      return book.add(
        {
          ...base,
          description: `${remarks} ${additional}`,
          kopra: { remarks, additional },
          shownName: remarks.trim(),
          shownAccount: '',
          shownBank: code ? sender.bank : '',
        },
        meta,
      );
    }
    if (sender.bank === 'MANDIRI') {
      return book.add(
        {
          ...base,
          description: `Transfer dari BANK MANDIRI ${sender.name} ${sender.account}`,
          shownName: sender.name,
          shownAccount: sender.account,
          shownBank: 'MANDIRI',
        },
        meta,
      );
    }
    const c = code ?? BANK_CODE.BRI!;
    return book.add(
      {
        ...base,
        description: `Transfer BI Fast Dari ${c.mandiri} ${sender.name} ${sender.account} -`,
        shownName: sender.name,
        shownAccount: sender.account,
        shownBank: code ? sender.bank : '',
      },
      meta,
    );
  }
  if (a.bank === 'BNI') {
    const title = r.pick(BNI_TITLES);
    const reference = book.nextJournal();
    if (sender.bank === 'BNI') {
      return book.add(
        {
          ...base,
          reference,
          description: `TRANSFER DARI | PEMINDAHAN DARI ${sender.account} ${title} ${sender.name}`,
          shownName: sender.name,
          shownAccount: sender.account,
          shownBank: 'BNI',
        },
        meta,
      );
    }
    const c = code ?? BANK_CODE.BRI!;
    const d = isoDateOf(at).replace(/-/g, '');
    const biFast = `${d}${c.bic}010 O${String(r.int(1e10)).padStart(10, '0')}`;
    return book.add(
      {
        ...base,
        reference,
        description: `TRANSFER DARI ${title} ${sender.name} | ${biFast}`,
        shownName: sender.name,
        shownAccount: '',
        shownBank: code ? sender.bank : '',
      },
      meta,
    );
  }
  if (a.bank === 'BRI') {
    const reference = `${a.number}-${book.nextJournal()}`;
    const esb = `ESB:NBMB:${r.int(0xffffff).toString(16).toUpperCase().padStart(6, '0')}0F:${String(r.int(1e12)).padStart(12, '0')}`;
    return book.add(
      { ...base, reference, description: `NBMB ${sender.name} TO ${a.name.slice(0, 20)} ${esb}`, shownName: sender.name, shownAccount: '', shownBank: 'BRI' },
      meta,
    );
  }
  throw new Error(`generator bug: no bank credit on ${account}`);
}

/**
 * A withdrawal paid from a BCA WD account to `payee`: intrabank to a BCA account, BI-FAST to another bank (with its fee
 * row in the same second), or a virtual-account top-up of the payee's e-wallet (phone only, no name).
 */
export function bcaPayout(book: LineBook, account: string, at: number, amountSen: number, payee: Party, meta: LineMeta): GeneratedLine {
  const r = book.r;
  at = book.book(account, at);
  const name = bcaField(payee.name);
  const base = { account, at, direction: 'DB' as const, amountSen };
  if (payee.bank === 'BCA') {
    const remark = r.chance(0.3) ? r.pick(['PENARIKAN', 'WD', 'WITHDRAW', 'PEMBAYARAN']).padEnd(18) : '';
    return bcaTransfer(book, base, remark, name, meta);
  }
  const va = VA_CODE[payee.bank];
  if (va) {
    return book.add(
      {
        ...base,
        description: `TRSF E-BANKING DB ${ddmm(at)}/FTFVA/WS95011 ${va}/${payee.bank} - - ${payee.phone}`,
        shownName: '',
        shownAccount: payee.phone,
        shownBank: payee.bank,
      },
      meta,
    );
  }
  const code = (BANK_CODE[payee.bank] ?? BANK_CODE.BRI!).code;
  const paid = book.add(
    { ...base, description: `BI-FAST DB TRANSFER   KE ${code} ${name}  KBI`, shownName: name, shownAccount: '', shownBank: payee.bank },
    meta,
  );
  biFastFee(book, account, at, code, name);
  return paid;
}

/**
 * The money of a payout coming back to the WD account (the receiving bank refused it): `BI-FAST CR RETUR TRANSFER   DR
 * 002 NAME` for a BI-FAST payout, `TRSF E-BANKING CR …REVERSAL TRF      NAME` for an intrabank one. Same amount,
 * naming the payee.
 */
export function returnCredit(book: LineBook, payout: GeneratedLine, at: number): GeneratedLine {
  at = book.book(payout.account, at);
  const name = payout.shownName;
  const code = /\bKE (\d{3}) /.exec(payout.description)?.[1];
  const description = code
    ? `BI-FAST CR RETUR TRANSFER   DR ${code} ${name}`
    : bcaTransferText(book, 'CR', at, payout.amountSen, `${'REVERSAL TRF'.padEnd(18)}${name}`);
  const line = book.add(
    { account: payout.account, at, direction: 'CR', amountSen: payout.amountSen, description, shownName: name, shownAccount: '', shownBank: payout.shownBank },
    { owner: payout.owner, person: payout.person, origin: 'return', lineKind: 'RETURN' },
  );
  line.returns = payout.key;
  payout.returnedBy = line.key;
  return line;
}

const FEE = { owner: null, person: null, origin: 'bank', lineKind: 'FEE' } as const;

/** `BI-FAST DB BIAYA TXN KE 009 NAME`: Rp2.500, booked right after its transfer. */
export function biFastFee(book: LineBook, account: string, at: number, code: string, name: string): GeneratedLine {
  at = book.book(account, at);
  return book.add(
    {
      account,
      at,
      direction: 'DB',
      amountSen: BI_FAST_FEE_SEN,
      description: `BI-FAST DB BIAYA TXN KE ${code} ${name}`,
      shownName: name,
      shownAccount: '',
      shownBank: '',
    },
    FEE,
  );
}

/** Texts of the bank's own lines, per bank: admin fee, interest, tax on interest. */
const BANK_TEXT: Record<'BCA' | 'MANDIRI' | 'BNI' | 'BRI', { fee: string; interest: string; tax: string }> = {
  BCA: { fee: 'BIAYA ADM', interest: 'BUNGA', tax: 'PAJAK BUNGA' },
  MANDIRI: { fee: 'Biaya Adm', interest: 'Bunga', tax: 'Pajak Bunga' },
  BNI: { fee: 'BIAYA ADMIN', interest: 'BUNGA', tax: 'PAJAK' },
  BRI: { fee: 'BIAYA ADM', interest: 'BUNGA', tax: 'PAJAK BUNGA' },
};

/**
 * The reference of a line the account's own bank books (fees, interest, sweeps): BNI's journal number, BRI's account
 * and journal number, none at BCA and Mandiri.
 */
const bankReference = (book: LineBook, a: Account) => (a.bank === 'BNI' ? book.nextJournal() : a.bank === 'BRI' ? `${a.number}-${book.nextJournal()}` : '');

/** One of the bank's own lines (admin fee, interest, tax on it): nobody's name, account or bank shown. */
function bankLine(
  book: LineBook,
  line: Pick<NewLine, 'account' | 'at' | 'direction' | 'amountSen' | 'description' | 'reference'>,
  lineKind: 'FEE' | 'INTEREST' | 'TAX',
): GeneratedLine {
  return book.add({ ...line, shownName: '', shownAccount: '', shownBank: '' }, { ...FEE, lineKind });
}

/** The account's admin fee, once a day early in the morning. */
export function adminFee(book: LineBook, account: string, dayStart: number): GeneratedLine {
  const a = book.account(account) as Account & { bank: 'BCA' | 'MANDIRI' | 'BNI' | 'BRI' };
  const at = book.book(account, dayStart + 2 * 3_600_000 + book.r.int(1800) * 1000);
  const reference = bankReference(book, a);
  return bankLine(book, { account, at, direction: 'DB', amountSen: ADMIN_FEE_SEN, description: BANK_TEXT[a.bank].fee, reference }, 'FEE');
}

/**
 * Interest on a deposit account and the tax on it. A hostile touch: on some accounts the interest is a round amount
 * that players deposit too (Rp50.000), with no name, like a wallet top-up.
 */
export function interestAndTax(book: LineBook, account: string, dayStart: number, roundInterest: boolean): GeneratedLine[] {
  const a = book.account(account) as Account & { bank: 'BCA' | 'MANDIRI' | 'BNI' | 'BRI' };
  const r = book.r;
  const interestSen = roundInterest ? 50_000_00 : r.between(1_000_00, 90_000_00) + r.int(100);
  const at = book.book(account, dayStart + 23 * 3_600_000 + 50 * 60_000 + r.int(300) * 1000);
  const interest = bankLine(
    book,
    { account, at, direction: 'CR', amountSen: interestSen, description: BANK_TEXT[a.bank].interest, reference: bankReference(book, a) },
    'INTEREST',
  );
  const taxAt = book.book(account, at + 1000);
  const tax = bankLine(
    book,
    { account, at: taxAt, direction: 'DB', amountSen: Math.round(interestSen * 0.2), description: BANK_TEXT[a.bank].tax, reference: bankReference(book, a) },
    'TAX',
  );
  return [interest, tax];
}

const OPERATOR = { owner: null, person: null, origin: 'operator' } as const;

/**
 * The operator moving money: a deposit account swept to the WD account of the same bank (a debit on one, a credit on
 * the other) or to its account at another bank (with the fee row where the bank charges one).
 */
export function sweep(book: LineBook, from: string, to: string | null, at: number, amountSen: number): GeneratedLine[] {
  const a = book.account(from);
  const name = bcaField(a.name);
  at = book.book(from, at);
  const ref = bankReference(book, a);
  const out: GeneratedLine[] = [];
  const target = to ? book.account(to) : null;
  let description: string;
  if (a.bank === 'BCA') {
    description = target?.bank === 'BCA' ? bcaTransferText(book, 'DB', at, amountSen, name) : `BI-FAST DB TRANSFER   KE 008 ${name}  KBI`;
  } else if (a.bank === 'MANDIRI') {
    description = `Transfer ke BANK MANDIRI ${a.name} 1370099999999`;
  } else if (a.bank === 'BNI') {
    description = `TRANSFER KE | PEMINDAHAN KE 0123999999 Sdr ${a.name}`;
  } else {
    description = `NBMB ${a.name.slice(0, 20)} TO ${a.name.slice(0, 20)} ESB:NBMB:0A1B2C0F:${String(book.r.int(1e12)).padStart(12, '0')}`;
  }
  out.push(
    book.add(
      { account: from, at, direction: 'DB', amountSen, description, shownName: a.name, shownAccount: '', shownBank: '', reference: ref },
      { ...OPERATOR, lineKind: 'SWEEP' },
    ),
  );
  if (a.bank === 'BCA' && target?.bank !== 'BCA') out.push(biFastFee(book, from, at, '008', name));
  if (target && target.kind === 'WD' && target.bank === 'BCA') {
    const arrived = book.book(target.id, at);
    const text =
      a.bank === 'BCA'
        ? description.replace('TRSF E-BANKING DB', 'TRSF E-BANKING CR')
        : `BI-FAST CR TRANSFER   DR ${(BANK_CODE[a.bank as PlayerBankCode] ?? BANK_CODE.MANDIRI!).code} ${name}`;
    out.push(
      book.add(
        { account: target.id, at: arrived, direction: 'CR', amountSen, description: text, shownName: name, shownAccount: '', shownBank: a.bank },
        { ...OPERATOR, lineKind: 'TOPUP' },
      ),
    );
  }
  return out;
}

/** A debit of the WD account that is not a withdrawal: a supplier paid by BI-FAST, with its fee. */
export function supplierPayment(book: LineBook, account: string, at: number, supplier: string, amountSen: number): GeneratedLine {
  at = book.book(account, at);
  const name = bcaField(supplier);
  const paid = book.add(
    { account, at, direction: 'DB', amountSen, description: `BI-FAST DB TRANSFER   KE 009 ${name}  KBI`, shownName: name, shownAccount: '', shownBank: 'BNI' },
    { owner: null, person: null, origin: 'supplier' },
  );
  biFastFee(book, account, at, '009', name);
  return paid;
}

/** The MDR the QRIS acquirer keeps: 0.7 % of the gross, in whole sen. */
export const mdrOf = (grossSen: number) => Math.round(grossSen * 0.007);

/** A QRIS payment of `grossSen`; the payer's name only when the issuer passes it on. */
export function qrisPayment(book: LineBook, account: string, at: number, grossSen: number, payerName: string, merchant: string, meta: LineMeta): GeneratedLine {
  const r = book.r;
  at = book.book(account, at);
  const reference = book.uniqueReference(() => `6${String(r.int(1e11)).padStart(11, '0')}`);
  const mdrSen = mdrOf(grossSen);
  return book.add(
    {
      account,
      at,
      direction: 'CR',
      amountSen: grossSen - mdrSen,
      grossSen,
      mdrSen,
      description: '',
      shownName: payerName,
      shownAccount: '',
      shownBank: '',
      reference,
      wallet: merchant,
    },
    meta,
  );
}

const WALLET_PREFIX: Record<string, string> = { DANA: 'DN', OVO: 'OV', GOPAY: 'GP', SHOPEEPAY: 'SP' };

/** An e-wallet transfer to the operator's wallet, as the Auto TX tool lists it: id, wallet, payer's phone, no name. */
export function autoTxCredit(book: LineBook, account: string, at: number, amountSen: number, wallet: string, phone: string, meta: LineMeta): GeneratedLine {
  const r = book.r;
  at = book.book(account, at);
  const stamp = new Date(at).toISOString().replace(/\D/g, '').slice(0, 14);
  const reference = book.uniqueReference(() => `${WALLET_PREFIX[wallet] ?? 'EW'}${stamp}${String(r.int(100)).padStart(2, '0')}`);
  return book.add({ account, at, direction: 'CR', amountSen, description: '', shownName: '', shownAccount: phone, shownBank: wallet, reference, wallet }, meta);
}
