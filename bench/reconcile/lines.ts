/**
 * Statement lines as each channel writes them: BCA narratives (as KlikBCA shows them, see docs/formats-banks.md and
 * server/src/modules/statements/description/bca.ts), QRIS payments and Auto TX wallet transactions. Every line gets a
 * booking second no other referenceless line has, so that View Mutasi's time and amount identify it (lineKey).
 */
import { ddmm, isoDateOf } from './clock.ts';
import { lineKey, type FileKind, type GeneratedLine, type LineKind, type Player, type PlayerBankCode, type Side } from './model.ts';
import { bcaField } from './names.ts';
import type { Prng } from './prng.ts';

/** BI-FAST and switching bank codes, and the bank name BCA appends after a switching sender (bca.ts BANK_BY_CODE). */
export const BANK_CODE: Partial<Record<PlayerBankCode, { code: string; switchingName: string }>> = {
  BRI: { code: '002', switchingName: 'BANK BRI' },
  MANDIRI: { code: '008', switchingName: 'BANK MANDIRI' },
  BNI: { code: '009', switchingName: 'BANK BNI' },
  CIMB: { code: '022', switchingName: 'CIMB NIAGA' },
  BSI: { code: '451', switchingName: 'BSI' },
  SEABANK: { code: '535', switchingName: 'SEABANK' },
  JAGO: { code: '542', switchingName: 'BANK JAGO' },
};
/** BCA virtual-account codes of the wallets a WD can be paid to (`…/FTFVA/… 39010/DANA - - 0812…`). */
const VA_CODE: Record<string, string> = { DANA: '39010', OVO: '39358', GOPAY: '70001' };
const MEMOS = ['DEPO', 'DEPOSIT', 'TOPUP', 'DP', 'ISI SALDO', 'SETOR'];
/** Fixed BCA fees: BI-FAST transfer fee and the account's admin fee. */
export const BI_FAST_FEE_SEN = 2_500_00;
export const ADMIN_FEE_SEN = 15_000_00;

const pad2 = (n: number) => String(n).padStart(2, '0');
export const rupiah = (sen: number) => `${Math.floor(sen / 100)}.${pad2(sen % 100)}`;

/** Where generated lines go: the day files, a per-second register and the references in use. */
export class LineBook {
  readonly lines: GeneratedLine[] = [];
  private readonly seconds = new Set<number>();
  private readonly references = new Set<string>();
  constructor(
    private readonly r: Prng,
    private readonly days: readonly string[],
  ) {}

  /** The first free second at or after `at`: two referenceless lines never share a second. */
  book(at: number): number {
    let second = Math.floor(at / 1000);
    while (this.seconds.has(second)) second++;
    this.seconds.add(second);
    return second * 1000;
  }

  /** A reference nobody has yet, from `make`. */
  uniqueReference(make: () => string): string {
    for (;;) {
      const ref = make();
      if (!this.references.has(ref)) {
        this.references.add(ref);
        return ref;
      }
    }
  }

  dayIndex(at: number): number {
    const i = this.days.indexOf(isoDateOf(at));
    if (i < 0) throw new Error(`generator bug: a line booked on ${isoDateOf(at)}, outside the generated days`);
    return i;
  }

  add(line: Omit<GeneratedLine, 'key' | 'ticket'> & { ticket?: string | null }): GeneratedLine {
    this.dayIndex(line.at);
    const full: GeneratedLine = { ...line, key: lineKey(line.reference, line.at, line.amountSen), ticket: line.ticket ?? null };
    this.lines.push(full);
    return full;
  }

  /** `WS95031`-like terminal code of a BCA e-banking transfer. */
  ws(): string {
    return `WS9${String(5000 + this.r.int(100)).padStart(4, '0')}`;
  }

  get rng(): Prng {
    return this.r;
  }
}

interface LineBase {
  at: number;
  amountSen: number;
  kind: LineKind;
  owner: string | null;
  side: Side | null;
}

function bca(book: LineBook, file: FileKind, base: LineBase, direction: 'CR' | 'DB', description: string, name: string, account = ''): GeneratedLine {
  return book.add({
    ...base, file, direction, grossSen: null, mdrSen: null, description, counterpartyName: name, counterpartyAccount: account, reference: '', wallet: '',
  });
}

/** How a player's transfer reaches the BCA deposit account. */
export type BankChannel = 'INTRABANK' | 'BI_FAST' | 'SWITCHING';

/**
 * A credit on the BCA deposit account from `sender` (a player, or a stranger with a bank): intrabank
 * `TRSF E-BANKING CR 1407/FTSCY/WS95031 100000.00[memo]NAME`, `BI-FAST CR TRANSFER   DR 008 NAME` or
 * `SWITCHING CR TRANSFER DR 008 NAME BANK MANDIRI`. Names are cut at 18 characters: BCA's fields are that wide.
 */
export function bcaCredit(
  book: LineBook, base: LineBase, sender: { bank: PlayerBankCode; bankName: string; username?: string }, channel: BankChannel,
): GeneratedLine {
  const r = book.rng;
  const name = bcaField(sender.bankName);
  const at = base.at;
  if (channel === 'INTRABANK') {
    // A third of the players type a memo; some type their username in it, BCA pads it to its 18-character field.
    const memo = r.chance(0.35) ? `${r.pick(MEMOS)} ${r.chance(0.4) && sender.username ? sender.username.toUpperCase() : r.int(99_999)}`.padEnd(18).slice(0, 18) : '';
    return bca(book, 'BCA_DEPO', base, 'CR', `TRSF E-BANKING CR ${ddmm(at)}/FTSCY/${book.ws()} ${rupiah(base.amountSen)}${memo}${name}`, name);
  }
  const bank = BANK_CODE[sender.bank] ?? BANK_CODE.BRI!;
  if (channel === 'BI_FAST') return bca(book, 'BCA_DEPO', base, 'CR', `BI-FAST CR TRANSFER   DR ${bank.code} ${name}`, name);
  return bca(book, 'BCA_DEPO', base, 'CR', `SWITCHING CR TRANSFER DR ${bank.code} ${name} ${bank.switchingName}`, name);
}

/**
 * A withdrawal paid from the BCA WD account to `player`: intrabank to a BCA account, BI-FAST to another bank (with
 * its fee row in the same second), or a virtual-account top-up of the player's e-wallet (phone only, no name).
 */
export function bcaPayout(book: LineBook, base: LineBase, player: Player): GeneratedLine {
  const r = book.rng;
  const name = bcaField(player.bankName);
  const at = base.at;
  if (player.bank === 'BCA') {
    const remark = r.chance(0.3) ? r.pick(['PENARIKAN', 'WD', 'WITHDRAW', 'PEMBAYARAN']).padEnd(18) : '';
    return bca(book, 'BCA_WD', base, 'DB', `TRSF E-BANKING DB ${ddmm(at)}/FTSCY/${book.ws()} ${rupiah(base.amountSen)}${remark}${name}`, name);
  }
  const va = VA_CODE[player.bank];
  if (va) {
    return bca(book, 'BCA_WD', base, 'DB', `TRSF E-BANKING DB ${ddmm(at)}/FTFVA/WS95011 ${va}/${player.bank} - - ${player.phone}`, '', player.phone);
  }
  const code = (BANK_CODE[player.bank] ?? BANK_CODE.BRI!).code;
  const paid = bca(book, 'BCA_WD', base, 'DB', `BI-FAST DB TRANSFER   KE ${code} ${name}  KBI`, name);
  biFastFee(book, 'BCA_WD', at, code, name);
  return paid;
}

/** `BI-FAST DB BIAYA TXN KE 009 NAME`: Rp2.500, booked in the same second as its transfer. */
export function biFastFee(book: LineBook, file: FileKind, at: number, code: string, name: string): GeneratedLine {
  return bca(book, file, { at, amountSen: BI_FAST_FEE_SEN, kind: 'fee', owner: null, side: null }, 'DB', `BI-FAST DB BIAYA TXN KE ${code} ${name}`, name);
}

/** The account's admin fee, once a day early in the morning. */
export function adminFee(book: LineBook, file: FileKind, dayStart: number): GeneratedLine {
  const at = book.book(dayStart + 2 * 3_600_000 + book.rng.int(1800) * 1000);
  return bca(book, file, { at, amountSen: ADMIN_FEE_SEN, kind: 'fee', owner: null, side: null }, 'DB', 'BIAYA ADM', '');
}

/**
 * The operator moving money: from the deposit account to the WD account (a debit on one, a credit on the other), and
 * by BI-FAST to its account at another bank (with the fee row). Lines no player is behind.
 */
export function internalTransfers(book: LineBook, company: string, dayStart: number): void {
  const r = book.rng;
  const name = bcaField(company);
  for (const hour of [9, 15, 21]) {
    const amountSen = r.between(50, 150) * 1_000_000_00;
    const at = book.book(dayStart + hour * 3_600_000 + r.int(3600) * 1000);
    const code = `${ddmm(at)}/FTSCY/${book.ws()} ${rupiah(amountSen)}`;
    bca(book, 'BCA_DEPO', { at, amountSen, kind: 'internal', owner: null, side: null }, 'DB', `TRSF E-BANKING DB ${code}${name}`, name);
    const arrived = book.book(at);
    bca(book, 'BCA_WD', { at: arrived, amountSen, kind: 'internal', owner: null, side: null }, 'CR', `TRSF E-BANKING CR ${code}${name}`, name);
  }
  const at = book.book(dayStart + 12 * 3_600_000 + r.int(3600) * 1000);
  bca(book, 'BCA_DEPO', { at, amountSen: r.between(20, 80) * 1_000_000_00, kind: 'internal', owner: null, side: null }, 'DB', `BI-FAST DB TRANSFER   KE 008 ${name}  KBI`, name);
  biFastFee(book, 'BCA_DEPO', at, '008', name);
}

/** A debit of the WD account that is not a withdrawal: a supplier paid by BI-FAST, with its fee. */
export function supplierPayment(book: LineBook, at: number, supplier: string, amountSen: number): GeneratedLine {
  const name = bcaField(supplier);
  const paid = bca(book, 'BCA_WD', { at, amountSen, kind: 'unclaimed', owner: null, side: 'WITHDRAW' }, 'DB', `BI-FAST DB TRANSFER   KE 009 ${name}  KBI`, name);
  biFastFee(book, 'BCA_WD', at, '009', name);
  return paid;
}

/** The MDR the QRIS acquirer keeps: 0.7 % of the gross, in whole sen. */
export const mdrOf = (grossSen: number) => Math.round(grossSen * 0.007);

/** A QRIS payment of `grossSen`; the payer's name only when the issuer passes it on. */
export function qrisPayment(book: LineBook, base: LineBase, payerName: string, merchant: string): GeneratedLine {
  const r = book.rng;
  const rrn = book.uniqueReference(() => `6${String(r.int(1e11)).padStart(11, '0')}`);
  const mdrSen = mdrOf(base.amountSen);
  return book.add({
    ...base, amountSen: base.amountSen - mdrSen, grossSen: base.amountSen, mdrSen, file: 'QRIS', direction: 'CR',
    description: '', counterpartyName: payerName, counterpartyAccount: '', reference: rrn, wallet: merchant,
  });
}

const WALLET_PREFIX: Record<string, string> = { DANA: 'DN', OVO: 'OV', GOPAY: 'GP' };

/** An e-wallet transfer to the operator's wallet, as the Auto TX tool lists it: id, wallet, payer's phone, no name. */
export function autoTxCredit(book: LineBook, base: LineBase, wallet: string, phone: string): GeneratedLine {
  const r = book.rng;
  const stamp = new Date(base.at).toISOString().replace(/\D/g, '').slice(0, 14);
  const id = book.uniqueReference(() => `${WALLET_PREFIX[wallet] ?? 'EW'}${stamp}${String(r.int(100)).padStart(2, '0')}`);
  return book.add({
    ...base, file: 'AUTOTX', direction: 'CR', grossSen: null, mdrSen: null, description: '', counterpartyName: '',
    counterpartyAccount: phone, reference: id, wallet,
  });
}
