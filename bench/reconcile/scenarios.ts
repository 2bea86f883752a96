/**
 * The targeted classes of hard cases, on top of routine traffic: each made the way a hostile world makes it, with its
 * own players (weight 0: routine traffic never picks them) so that one class does not blur another. Each ticket gets
 * the class as a tag (`namesake:account`, `double-submission`...) and what really happened as its intent; truth.ts then
 * decides what a checker could know. Counts per data set are the `n` of each function call in addScenarios.
 */
import { HOUR, MINUTE } from './clock.ts';
import { accountOf, type GenContext } from './context.ts';
import { nameFit } from './fit.ts';
import { autoTxCredit, bcaPayout, depositCredit, partyOf, qrisPayment, returnCredit, type Party } from './lines.ts';
import {
  DATE_ONLY_LAYOUTS,
  isWallet,
  type Account,
  type BoDepositRow,
  type GeneratedLine,
  type NameVariant,
  type PanelStatus,
  type PaymentType,
  type PendingReason,
  type Player,
  type PlayerBankCode,
} from './model.ts';
import { eighteenWithMiddle, freshName, householdName, oldSpellingName, threeWordName, withInitial } from './names.ts';
import { makePerson } from './players.ts';
import { addDeposit, addWithdrawal, intent, type DepositSpec } from './tickets.ts';

type Ctx = GenContext;

function player(ctx: Ctx, website: string, fullName: string, bankName: string, bank: PlayerBankCode, nameVariant: NameVariant): Player {
  const person = makePerson(ctx.r, ctx.reg, { fullName, bankName, bank, nameVariant });
  return ctx.bases.get(website)!.add(ctx.r, ctx.reg, person, 100_000_00, 0);
}

/** The same person's identity under a second username on another website. */
function samePersonOn(ctx: Ctx, website: string, p: Player): Player {
  const person = {
    person: p.person,
    fullName: p.fullName,
    bank: p.bank,
    bankName: p.bankName,
    accountNo: p.accountNo,
    phone: p.phone,
    nameVariant: p.nameVariant,
  };
  return ctx.bases.get(website)!.add(ctx.r, ctx.reg, person, 100_000_00, 0);
}

const AMOUNTS = [50_000_00, 100_000_00, 100_000_00, 200_000_00, 250_000_00, 500_000_00];

/**
 * A moment on a day whose file of `account` satisfies `layoutOk`, between `fromHour` and `toHour`, with `margin` ms
 * of generated days around it.
 */
function momentOn(ctx: Ctx, account: Account | null, layoutOk: (l: string) => boolean = () => true, fromHour = 8, toHour = 22, margin = 2 * HOUR): number {
  const { r, dayStarts } = ctx;
  const first = dayStarts[0]!;
  const end = dayStarts[dayStarts.length - 1]! + 24 * HOUR;
  for (let tries = 0; ; tries++) {
    const day = r.int(dayStarts.length);
    if (account && !layoutOk(account.layouts[day]!) && tries < 200) continue;
    const at = dayStarts[day]! + fromHour * HOUR + r.int((toHour - fromHour) * 3600) * 1000;
    if (at - margin >= first && at + margin < end) return at;
  }
}

const timed = (l: string) => !DATE_ONLY_LAYOUTS.includes(l as never);
const dateOnly = (l: string) => DATE_ONLY_LAYOUTS.includes(l as never);
const meta = (p: Player, origin = 'player') => ({ owner: p.username, person: p.person, origin });
const sec = (ctx: Ctx, lo: number, hi: number) => ctx.r.between(lo, hi) * 1000;

/** A deposit paid by bank transfer into `account`, the line `lag` ms after the request. */
function paidDeposit(
  ctx: Ctx,
  p: Player,
  account: Account,
  reqAt: number,
  amountSen: number,
  lag: number,
  tags: string[],
  sender: Party = partyOf(p),
  corporate = account,
) {
  const line = depositCredit(ctx.book, account.id, reqAt + lag, amountSen, sender, meta(p));
  return addDeposit(ctx, { player: p, reqAt, amountSen, paymentType: 'BANK', corporate, creditAt: line.at, intent: intent(line.key, tags) });
}

/** Two fresh names one letter apart, a word's last I for Y or the reverse (`MUHAMMAD RIZKI`, `MUHAMMAD RIZKY`). */
function spellingTwins(ctx: Ctx): [string, string] {
  for (;;) {
    const name = freshName(ctx.r, ctx.reg.names);
    const words = name.split(' ');
    const k = words.findIndex((w) => w.length >= 4 && /[IY]$/.test(w));
    if (k < 0) continue;
    const twin = words.map((w, j) => (j === k ? w.slice(0, -1) + (w.endsWith('I') ? 'Y' : 'I') : w)).join(' ');
    if (ctx.reg.names.has(twin)) continue;
    ctx.reg.names.add(twin);
    return [name, twin];
  }
}

/** A bank transfer request into `account` that nothing pays: Pending for `reason`. */
function unpaidDeposit(ctx: Ctx, p: Player, account: Account, reqAt: number, amountSen: number, tags: string[], reason: PendingReason) {
  return addDeposit(ctx, { player: p, reqAt, amountSen, paymentType: 'BANK', corporate: account, intent: intent(null, tags, reason) });
}

/** Two persons with exactly the same name, as two usernames of `website`. */
function namesakes(ctx: Ctx, website: string, banks: [PlayerBankCode, PlayerBankCode], words = 2): [Player, Player] {
  const name = freshName(ctx.r, ctx.reg.names, words);
  return [player(ctx, website, name, name, banks[0], 'homonym'), player(ctx, website, name, name, banks[1], 'homonym')];
}

export function addScenarios(ctx: Ctx): void {
  const [a, b] = ctx.sites.map((s) => s.code) as [string, string | undefined];
  const bca1 = accountOf(ctx, a, 'BCA')!;
  const bca2 = accountOf(ctx, a, 'BCA', 'DEPO', 1) ?? bca1;
  const mandiri = accountOf(ctx, a, 'MANDIRI');
  const bni = accountOf(ctx, a, 'BNI');
  const { r } = ctx;

  // Namesakes paying the same amount minutes apart, told apart by the account number the line shows (Mandiri, BNI),
  // by the sender's bank (BI-FAST code vs intrabank), or by the destination account the BO row names.
  const evidence: [string, number, () => { banks: [PlayerBankCode, PlayerBankCode]; accounts: [Account, Account]; layoutOk: (l: string) => boolean }][] = [
    ['namesake:account', 8, () => ({ banks: ['MANDIRI', 'MANDIRI'], accounts: [mandiri ?? bca1, mandiri ?? bca1], layoutOk: (l) => l === 'mandiri-template' })],
    ['namesake:account', 6, () => ({ banks: ['BNI', 'BNI'], accounts: [bni ?? bca1, bni ?? bca1], layoutOk: () => true })],
    ['namesake:bank', 10, () => ({ banks: r.chance(0.5) ? ['BCA', 'MANDIRI'] : ['BRI', 'BNI'], accounts: [bca1, bca1], layoutOk: () => true })],
    ['namesake:destination', 10, () => ({ banks: r.chance(0.5) ? ['BRI', 'BRI'] : ['BCA', 'BCA'], accounts: [bca1, bca2], layoutOk: () => true })],
  ];
  for (const [tag, n, shape] of evidence) {
    for (let i = 0; i < n; i++) {
      const { banks, accounts, layoutOk } = shape();
      const pair = namesakes(ctx, a, banks, r.chance(0.2) ? 1 : 2);
      const t0 = momentOn(ctx, accounts[0], layoutOk);
      const amount = r.pick(AMOUNTS);
      const gap = r.between(2, 8) * MINUTE;
      pair.forEach((p, k) => paidDeposit(ctx, p, accounts[k]!, t0 + k * gap, amount, sec(ctx, 40, 180), ['namesake', tag]));
    }
  }
  // Namesakes with nothing to tell them apart: same bank, same account, same amount, minutes apart (21:05 and 21:10,
  // lines 21:07 and 21:12). Neither can be approved.
  for (let i = 0; i < 12; i++) {
    const bank: PlayerBankCode = i % 2 === 0 ? 'BCA' : 'BRI';
    const pair = namesakes(ctx, a, [bank, bank]);
    const account = i % 4 === 3 ? bca2 : bca1;
    const t0 = momentOn(ctx, account, () => true, 9, 22);
    const amount = r.pick(AMOUNTS);
    pair.forEach((p, k) => paidDeposit(ctx, p, account, t0 + k * 5 * MINUTE, amount, 2 * MINUTE + sec(ctx, 0, 30), ['namesake', 'namesake:indistinguishable']));
  }
  if (b) {
    const bri = accountOf(ctx, b, 'BRI');
    for (let i = 0; i < 4 && bri; i++) {
      const pair = namesakes(ctx, b, ['BRI', 'BRI']);
      const t0 = momentOn(ctx, bri);
      pair.forEach((p, k) => paidDeposit(ctx, p, bri, t0 + k * 4 * MINUTE, 100_000_00, sec(ctx, 60, 150), ['namesake', 'namesake:indistinguishable']));
    }
  }

  // A bank name of exactly 18 characters that is not a cut of the requester's name: `TAUFIK SIMANJUNTAK`, another
  // person, pays hours later; the requester `TAUFIK RIZKY SIMANJUNTAK` never paid.
  for (let i = 0; i < 12; i++) {
    const { full, short } = eighteenWithMiddle(r);
    if (ctx.reg.names.has(full) || ctx.reg.names.has(short)) {
      i--;
      continue;
    }
    ctx.reg.names.add(full);
    ctx.reg.names.add(short);
    const requester = player(ctx, a, full, full, 'BCA', 'same');
    const t0 = momentOn(ctx, bca1, timed, 7, 14, 12 * HOUR);
    const amount = r.pick(AMOUNTS);
    unpaidDeposit(ctx, requester, bca1, t0, amount, ['not-a-cut-18'], 'not-a-cut');
    const later = t0 + r.between(3 * 60, 8 * 60) * MINUTE;
    if (i % 2 === 0) {
      const other = player(ctx, a, short, short, 'BCA', 'same');
      paidDeposit(ctx, other, bca1, later - sec(ctx, 60, 180), amount, sec(ctx, 60, 180), ['not-a-cut-18:payer']);
    } else {
      depositCredit(ctx.book, bca1.id, later, amount, { name: short, bank: 'BCA', account: '', phone: '' }, { owner: null, person: null, origin: 'stranger' });
    }
  }

  // Double submissions: the same player asks the same amount twice a minute or two apart, and pays once.
  for (let i = 0; i < 30; i++) {
    const p = ctx.bases.get(a)!.pick(r);
    const amount = r.pick(AMOUNTS);
    const tags = ['double-submission'];
    /** The second request, that nothing pays. */
    const second = (reqAt: number, paymentType: PaymentType, corporate: Account) =>
      addDeposit(ctx, { player: p, reqAt, amountSen: amount, paymentType, corporate, intent: intent(null, [...tags, 'double:second'], 'double-submission') });
    if (p.bank === 'DANA' || p.bank === 'OVO' || p.bank === 'GOPAY') {
      const auto = accountOf(ctx, a, 'AUTOTX')!;
      const t0 = momentOn(ctx, null);
      const line = autoTxCredit(ctx.book, auto.id, t0 + sec(ctx, 150, 300), amount, p.bank, p.phone, meta(p));
      addDeposit(ctx, {
        player: p,
        reqAt: t0,
        amountSen: amount,
        paymentType: 'EWALLET',
        corporate: auto,
        intent: intent(line.key, [...tags, 'double:first']),
      });
      second(t0 + sec(ctx, 60, 120), 'EWALLET', auto);
      continue;
    }
    const account = isWallet(p.bank) || p.bank === 'BCA' ? bca1 : (accountOf(ctx, a, p.bank as Account['bank']) ?? bca1);
    const t0 = momentOn(ctx, account);
    paidDeposit(ctx, p, account, t0, amount, sec(ctx, 150, 360), [...tags, 'double:first']);
    second(t0 + sec(ctx, 60, 150), 'BANK', account);
  }

  // Early payers: the money 1-60 minutes before the request.
  for (let i = 0; i < 40; i++) {
    const website = i % 5 === 4 && b ? b : a;
    const name = freshName(r, ctx.reg.names);
    const bank: PlayerBankCode = r.pick(['BCA', 'BCA', 'BRI', 'MANDIRI', 'BNI']);
    const p = player(ctx, website, name, name, bank, 'same');
    const own = accountOf(ctx, website, bank as Account['bank']);
    const account = own && (bank !== 'BCA' || website === a) ? own : (accountOf(ctx, website, 'BCA') ?? bca1);
    const t0 = momentOn(ctx, account);
    paidDeposit(ctx, p, account, t0, r.pick(AMOUNTS), -sec(ctx, 60, 3600), ['early-payer']);
  }

  walletTopups(ctx, a, b, bca1, bca2);
  nameVariants(ctx, a, bca1, mandiri, bni);
  midnight(ctx, a, bca1, mandiri);
  thirdParty(ctx, a, bca1, mandiri);
  panelRefused(ctx, a, bca1);
  if (b) crossWebsite(ctx, a, b, bca1);
  // Paid into another of the website's accounts than the one the BO row names: the destination disagrees.
  for (let i = 0; i < 10; i++) {
    const name = freshName(r, ctx.reg.names);
    const p = player(ctx, a, name, name, 'BCA', 'same');
    const t0 = momentOn(ctx, bca2);
    const line = depositCredit(ctx.book, bca2.id, t0 + sec(ctx, 30, 200), 100_000_00, partyOf(p), meta(p));
    addDeposit(ctx, {
      player: p,
      reqAt: t0,
      amountSen: 100_000_00,
      paymentType: 'BANK',
      corporate: bca1,
      creditAt: line.at,
      intent: intent(line.key, ['other-account'], 'other-account'),
    });
  }
  withdrawalScenarios(ctx, a, b);
  // Last: a class added later draws after the others, which stay the data they were.
  nearNamesakes(ctx, a, bca1);
  if (bni) copiedReference(ctx, a, bni);
  panelChanged(ctx, a, bca1);
  const qris = accountOf(ctx, a, 'QRIS');
  if (qris) copiedRrn(ctx, a, qris);
  panelCorrected(ctx, a, bca1);
}

/**
 * Tickets the afternoon export showed PENDING at an amount the panel corrected since (a typo of the player's: one
 * zero too many, or another round amount), the evening's APPROVED at the amount paid: approved by that amount, whatever
 * order the files come in. The afternoon's export is uploaded again after the evening's (files.ts): read as the last
 * word, it would bring the wrong amount back and the ticket would lose its money (`panel-corrected`).
 */
function panelCorrected(ctx: Ctx, a: string, bca1: Account): void {
  for (let i = 0; i < 12; i++) {
    const row = paidBeforeAfternoon(ctx, a, bca1, (line) => ({ creditAt: line.at, intent: intent(line.key, ['panel-corrected']) }));
    row.earlierStatus = 'PENDING';
    row.earlierAmountSen = i % 2 === 0 ? row.amountSen * 10 : row.amountSen + 50_000_00;
  }
}

/**
 * QRIS payments that name nobody, with the RRN typed into a request's Player Ref (the panel knows no RRN): the payer's
 * own request (`qris:player-ref`, paid first and asked minutes after, approved by the reference when no other player
 * could be the payer); or copied off the payer's receipt by another player who asks the same amount minutes after
 * the payer asked without one (`copied-reference:qris`): nothing on the line says whose it is, both stay Pending.
 */
function copiedRrn(ctx: Ctx, a: string, qris: Account): void {
  const { r } = ctx;
  const merchant = ctx.sites.find((s) => s.code === a)!.qrisMerchant.name;
  const fresh = (): Player => {
    const name = freshName(r, ctx.reg.names);
    return player(ctx, a, name, name, r.pick(['BCA', 'BRI', 'BNI']), 'same');
  };
  for (let i = 0; i < 12; i++) {
    const payer = fresh();
    const t0 = momentOn(ctx, qris);
    const amount = r.pick(AMOUNTS);
    const paid = qrisPayment(ctx.book, qris.id, t0 + sec(ctx, 60, 240), amount, '', merchant, meta(payer));
    const deposit = (p: Player, reqAt: number, money: string | null, tags: string[], reason: PendingReason | null = null) =>
      addDeposit(ctx, { player: p, reqAt, amountSen: amount, paymentType: 'QRIS', corporate: qris, creditAt: paid.at, intent: intent(money, tags, reason) });
    if (i % 2 === 0) {
      deposit(payer, paid.at + sec(ctx, 60, 300), paid.key, ['qris:player-ref']).playerRef = paid.reference;
    } else {
      deposit(payer, t0, paid.key, ['copied-reference:qris-payer']);
      deposit(fresh(), t0 + sec(ctx, 120, 600), null, ['copied-reference:qris'], 'copied-reference').playerRef = paid.reference;
    }
  }
}

/**
 * A request of a new BCA player of website `a`, of a round amount between 08:00 and 12:00 (before the day's afternoon
 * BO export), paid into `bca1` a few minutes after; `ticket` gives the rest of the row from the player's line.
 */
function paidBeforeAfternoon(
  ctx: Ctx,
  a: string,
  bca1: Account,
  ticket: (line: GeneratedLine) => Pick<DepositSpec, 'status' | 'creditAt' | 'intent'>,
): BoDepositRow {
  const { r } = ctx;
  const name = freshName(r, ctx.reg.names);
  const p = player(ctx, a, name, name, 'BCA', 'same');
  const t0 = momentOn(ctx, bca1, () => true, 8, 12);
  const amount = r.pick(AMOUNTS);
  const line = depositCredit(ctx.book, bca1.id, t0 + sec(ctx, 60, 300), amount, partyOf(p), meta(p));
  return addDeposit(ctx, { player: p, reqAt: t0, amountSen: amount, paymentType: 'BANK', corporate: bca1, ...ticket(line) });
}

/**
 * Tickets the panel refused after its afternoon export showed them APPROVED, with the player's money on the
 * statement: the evening export (files.ts) says REJECTED or CANCELLED, and the ticket must end Pending whatever order
 * the files come in (the afternoon's APPROVED alone would be approved on that money).
 */
function panelChanged(ctx: Ctx, a: string, bca1: Account): void {
  for (let i = 0; i < 12; i++) {
    const status: PanelStatus = i % 2 === 0 ? 'REJECTED' : 'CANCELLED';
    const row = paidBeforeAfternoon(ctx, a, bca1, () => ({ status, intent: intent(null, ['panel-changed'], 'panel-refused') }));
    row.earlierStatus = 'APPROVED';
  }
}

/**
 * A request stating the reference of a transfer whose line names another person (BNI lines carry a journal number):
 * a player copied it off another player's receipt, and that player asked the same amount minutes before
 * (`copied-reference:payer`, approved by name); or someone else paid and never asked. Pending either way.
 */
function copiedReference(ctx: Ctx, a: string, bni: Account): void {
  const { r } = ctx;
  for (let i = 0; i < 12; i++) {
    const fresh = (): Player => {
      const name = freshName(r, ctx.reg.names);
      return player(ctx, a, name, name, r.pick(['BNI', 'BCA', 'BRI']), 'same');
    };
    const payer = fresh(),
      copier = fresh();
    const t0 = momentOn(ctx, bni);
    const amount = r.pick(AMOUNTS);
    const paid = depositCredit(ctx.book, bni.id, t0 + sec(ctx, 60, 240), amount, partyOf(payer), meta(payer));
    if (i % 2 === 0) {
      addDeposit(ctx, {
        player: payer,
        reqAt: t0,
        amountSen: amount,
        paymentType: 'BANK',
        corporate: bni,
        creditAt: paid.at,
        intent: intent(paid.key, ['copied-reference:payer']),
      });
    }
    unpaidDeposit(ctx, copier, bni, t0 + sec(ctx, 120, 600), amount, ['copied-reference'], 'copied-reference').playerRef = paid.reference;
  }
}

/**
 * Two players whose names differ by one letter (RIZKI and RIZKY: two spellings, two people), both BCA: the first asks
 * an amount and never pays; minutes later a line of that amount names the second exactly (the second's money, sent
 * ahead of a request not in this BO, or twice), while the second's own request of another amount is paid.
 */
function nearNamesakes(ctx: Ctx, a: string, bca1: Account): void {
  const { r } = ctx;
  for (let i = 0; i < 12; i++) {
    const [mine, theirs] = spellingTwins(ctx);
    const requester = player(ctx, a, mine, mine, 'BCA', 'same');
    const other = player(ctx, a, theirs, theirs, 'BCA', 'same');
    const t0 = momentOn(ctx, bca1, timed, 8, 18);
    const amount = r.pick(AMOUNTS);
    unpaidDeposit(ctx, requester, bca1, t0, amount, ['near-namesake'], 'no-money');
    depositCredit(ctx.book, bca1.id, t0 + sec(ctx, 60, 600), amount, partyOf(other), meta(other, 'near-namesake'));
    const own = AMOUNTS.find((x) => x !== amount)!;
    paidDeposit(ctx, other, bca1, t0 + r.between(60, 180) * MINUTE, own, sec(ctx, 60, 180), ['near-namesake:payer']);
  }
}

/**
 * E-wallet top-ups into a BCA deposit account that name only the wallet's company (GoPay `DOMPET ANAK BANGSA`, OVO
 * `VISIONET INTERNASI`, ShopeePay `AIRPAY INTERNATION`, DANA `ESPAY DEBIT INDONE`): alone in their window on a file with
 * times (approvable by time), two players of one wallet a few minutes apart (neither), and on a file without times.
 */
function walletTopups(ctx: Ctx, a: string, b: string | undefined, bca1: Account, bca2: Account): void {
  const { r } = ctx;
  const wallets: PlayerBankCode[] = ['GOPAY', 'OVO', 'SHOPEEPAY', 'DANA'];
  const make = (website: string, wallet: PlayerBankCode) => {
    const name = freshName(r, ctx.reg.names);
    return player(ctx, website, name, name, wallet, 'same');
  };
  const accounts = [bca1, bca2, ...(b ? [accountOf(ctx, b, 'BCA')!] : [])];
  for (let i = 0; i < 32; i++) {
    const wallet = wallets[i % wallets.length]!;
    const account = accounts[i % accounts.length]!;
    if (!account.layouts.some(timed)) continue;
    const p = make(account.website, wallet);
    const t0 = momentOn(ctx, account, timed);
    paidDeposit(ctx, p, account, t0, r.pick(AMOUNTS), sec(ctx, 20, 240), ['wallet-topup', `wallet-topup:${wallet.toLowerCase()}`]);
  }
  for (let i = 0; i < 8; i++) {
    const wallet = wallets[i % wallets.length]!;
    const account = i % 2 === 0 ? bca1 : bca2;
    const t0 = momentOn(ctx, account, timed);
    const amount = r.pick(AMOUNTS);
    for (let k = 0; k < 2; k++) {
      paidDeposit(ctx, make(a, wallet), account, t0 + k * sec(ctx, 120, 360), amount, sec(ctx, 30, 150), [
        'wallet-topup',
        `wallet-topup:${wallet.toLowerCase()}`,
        'wallet-topup:rival',
      ]);
    }
  }
  for (let i = 0; i < 10; i++) {
    const wallet = wallets[i % wallets.length]!;
    const account = [bca1, bca2].find((x) => x.layouts.some(dateOnly)) ?? bca1;
    const t0 = momentOn(ctx, account, dateOnly);
    paidDeposit(ctx, make(a, wallet), account, t0, r.pick(AMOUNTS), sec(ctx, 20, 240), [
      'wallet-topup',
      `wallet-topup:${wallet.toLowerCase()}`,
      'wallet-topup:date-only',
    ]);
  }
}

/** Missing middle names (within two hours), old spellings, initials. */
function nameVariants(ctx: Ctx, a: string, bca1: Account, mandiri: Account | undefined, bni: Account | undefined): void {
  const { r } = ctx;
  const accountFor = (bank: PlayerBankCode) => (bank === 'MANDIRI' && mandiri ? mandiri : bank === 'BNI' && bni ? bni : bca1);
  for (let i = 0; i < 24; i++) {
    const { full, short } = i % 2 === 0 ? eighteenWithMiddle(r) : threeWordName(r);
    if (ctx.reg.names.has(full) || ctx.reg.names.has(short)) {
      i--;
      continue;
    }
    ctx.reg.names.add(full);
    ctx.reg.names.add(short);
    // Mostly the bank lacks the middle name the player typed; sometimes the other way round.
    const [panel, bank] = i % 5 === 4 ? [short, full] : [full, short];
    const bankCode: PlayerBankCode = r.pick(['BCA', 'BCA', 'MANDIRI', 'BNI']);
    const p = player(ctx, a, panel, bank, bankCode, 'missing-middle');
    const account = accountFor(bankCode);
    // Mostly on files with times (the two hours can be seen); a few on files without (they cannot).
    const at = momentOn(ctx, account, i % 6 === 5 ? () => true : timed);
    paidDeposit(ctx, p, account, at, r.pick(AMOUNTS), sec(ctx, 60, 100 * 60), ['name:missing-middle']);
  }
  for (let i = 0; i < 24; i++) {
    const { old, modern } = oldSpellingName(r);
    if (ctx.reg.names.has(old) || ctx.reg.names.has(modern)) continue;
    ctx.reg.names.add(old);
    ctx.reg.names.add(modern);
    const [panel, bank] = i % 3 === 2 ? [old, modern] : [modern, old];
    const bankCode: PlayerBankCode = r.pick(['BCA', 'BRI', 'MANDIRI']);
    const p = player(ctx, a, panel, bank, bankCode, 'old-spelling');
    const account = accountFor(bankCode);
    paidDeposit(ctx, p, account, momentOn(ctx, account), r.pick(AMOUNTS), sec(ctx, 30, 300), ['name:old-spelling']);
  }
  for (let i = 0; i < 16; i++) {
    const legal = freshName(r, ctx.reg.names, 3);
    if (legal.startsWith('H') || legal.split(' ').length < 3) continue;
    const p = player(ctx, a, withInitial(legal), legal, r.pick(['BCA', 'BNI', 'MANDIRI']), 'initial');
    const account = accountFor(p.bank);
    paidDeposit(ctx, p, account, momentOn(ctx, account), r.pick(AMOUNTS), sec(ctx, 30, 300), ['name:initial']);
  }
}

/** Across midnight (Asia/Jakarta): request 23:58, money 00:03 on the next day's statement; and money first. */
function midnight(ctx: Ctx, a: string, bca1: Account, mandiri: Account | undefined): void {
  const { r, dayStarts } = ctx;
  for (let i = 0; i < 30; i++) {
    const day = r.int(dayStarts.length - 1);
    const next = dayStarts[day + 1]!;
    const name = freshName(r, ctx.reg.names);
    const bank: PlayerBankCode = i % 3 === 2 && mandiri ? 'MANDIRI' : 'BCA';
    const p = player(ctx, a, name, name, bank, 'same');
    const account = bank === 'MANDIRI' ? mandiri! : bca1;
    if (i % 2 === 0) {
      const req = next - sec(ctx, 60, 540);
      paidDeposit(ctx, p, account, req, r.pick(AMOUNTS), next + sec(ctx, 30, 480) - req, ['midnight', 'midnight:money-after']);
    } else {
      const money = next - sec(ctx, 30, 300);
      const req = next + sec(ctx, 30, 360);
      paidDeposit(ctx, p, account, req, r.pick(AMOUNTS), money - req, ['midnight', 'midnight:money-before']);
    }
  }
}

/** Third-party payers: a spouse or parent with another name pays from their own account. */
function thirdParty(ctx: Ctx, a: string, bca1: Account, mandiri: Account | undefined): void {
  const { r } = ctx;
  for (let i = 0; i < 20; i++) {
    const name = freshName(r, ctx.reg.names);
    const p = player(ctx, a, name, name, r.pick(['BCA', 'BRI', 'MANDIRI']), 'same');
    let household = householdName(r, name);
    while (nameFit(household, name, true) !== null) household = householdName(r, name);
    const account = p.bank === 'MANDIRI' && mandiri ? mandiri : bca1;
    const t0 = momentOn(ctx, account);
    const amount = r.pick(AMOUNTS);
    const sender: Party = { name: household, bank: r.chance(0.5) ? p.bank : 'BCA', account: ctx.reg.account(r, 'BCA', ''), phone: '' };
    depositCredit(ctx.book, account.id, t0 + sec(ctx, 30, 300), amount, sender, { owner: null, person: null, origin: 'third-party' });
    addDeposit(ctx, { player: p, reqAt: t0, amountSen: amount, paymentType: 'BANK', corporate: account, intent: intent(null, ['third-party'], 'third-party') });
  }
}

/** Rows the panel rejected or cancelled: without money, with the player's money all the same, and asked again. */
function panelRefused(ctx: Ctx, a: string, bca1: Account): void {
  const { r } = ctx;
  for (let i = 0; i < 24; i++) {
    const name = freshName(r, ctx.reg.names);
    const p = player(ctx, a, name, name, 'BCA', 'same');
    const status: PanelStatus = i % 2 === 0 ? 'REJECTED' : 'CANCELLED';
    const t0 = momentOn(ctx, bca1);
    const amount = r.pick(AMOUNTS);
    const kind = i % 3;
    const tags = ['panel-refused', ...(kind === 1 ? ['panel-refused:money'] : kind === 2 ? ['panel-refused:rerequest'] : [])];
    addDeposit(ctx, { player: p, reqAt: t0, amountSen: amount, paymentType: 'BANK', corporate: bca1, status, intent: intent(null, tags, 'panel-refused') });
    if (kind === 1) depositCredit(ctx.book, bca1.id, t0 + sec(ctx, 60, 300), amount, partyOf(p), meta(p));
    if (kind === 2) paidDeposit(ctx, p, bca1, t0 + sec(ctx, 300, 900), amount, sec(ctx, 30, 240), ['panel-refused:rerequest']);
  }
}

/** One person on both websites: the money paid into one website's account never backs the other's row. */
function crossWebsite(ctx: Ctx, a: string, b: string, bca1: Account): void {
  const { r } = ctx;
  const bcaB = accountOf(ctx, b, 'BCA')!;
  for (let i = 0; i < 18; i++) {
    const name = freshName(r, ctx.reg.names);
    const pa = player(ctx, a, name, name, 'BCA', 'same');
    const pb = samePersonOn(ctx, b, pa);
    const t0 = momentOn(ctx, bca1);
    const amount = r.pick(AMOUNTS);
    const [payer, payAccount, other, otherAccount] = i % 3 === 2 ? [pb, bcaB, pa, bca1] : [pa, bca1, pb, bcaB];
    paidDeposit(ctx, payer, payAccount, t0, amount, sec(ctx, 60, 240), ['cross-website:paid']);
    addDeposit(ctx, {
      player: other,
      reqAt: t0 + sec(ctx, 0, 180),
      amountSen: amount,
      paymentType: 'BANK',
      corporate: otherAccount,
      intent: intent(null, ['cross-website'], 'other-website'),
    });
  }
}

/** Withdrawals: namesakes told apart by bank or wallet phone, namesakes with nothing between them, returned payouts. */
function withdrawalScenarios(ctx: Ctx, a: string, b: string | undefined): void {
  const { r } = ctx;
  const wd = accountOf(ctx, a, 'BCA', 'WD')!;
  const pay = (p: Player, appAt: number, amount: number, tags: string[]) => {
    const line = bcaPayout(ctx.book, wd.id, appAt + sec(ctx, 60, 600), amount, partyOf(p), meta(p));
    addWithdrawal(ctx, { player: p, appAt, amountSen: amount, corporate: wd, intent: intent(line.key, tags) });
    return line;
  };
  const shapes: [string, [PlayerBankCode, PlayerBankCode], number][] = [
    ['wd:namesake:bank', ['BCA', 'BNI'], 5],
    ['wd:namesake:bank', ['BRI', 'MANDIRI'], 5],
    ['wd:namesake:ewallet', ['DANA', 'DANA'], 4],
    ['wd:namesake:ewallet', ['OVO', 'GOPAY'], 2],
    ['wd:namesake:indistinguishable', ['BRI', 'BRI'], 4],
    ['wd:namesake:indistinguishable', ['BCA', 'BCA'], 4],
  ];
  for (const [tag, banks, n] of shapes) {
    for (let i = 0; i < n; i++) {
      const pair = namesakes(ctx, a, banks);
      const t0 = momentOn(ctx, wd);
      const amount = r.pick([500_000_00, 1_000_000_00, 300_000_00]);
      pair.forEach((p, k) => pay(p, t0 + k * sec(ctx, 120, 420), amount, ['wd:namesake', tag]));
    }
  }
  // Returned payouts: paid, then the money comes back to the WD account (same amount, naming the payee).
  for (let i = 0; i < 20; i++) {
    const website = i % 4 === 3 && b ? b : a;
    const account = accountOf(ctx, website, 'BCA', 'WD')!;
    const name = freshName(r, ctx.reg.names);
    const p = player(ctx, website, name, name, r.pick(['BRI', 'BNI', 'MANDIRI', 'BCA']), 'same');
    const t0 = momentOn(ctx, account, () => true, 8, 20, 8 * HOUR);
    const amount = r.pick([500_000_00, 1_000_000_00, 750_000_00, 2_000_000_00]);
    const line = bcaPayout(ctx.book, account.id, t0 + sec(ctx, 60, 600), amount, partyOf(p), meta(p));
    const back = line.at + r.between(20, 6 * 60) * MINUTE;
    returnCredit(ctx.book, line, ctx.book.inDays(back) ? back : line.at + 20 * MINUTE);
    addWithdrawal(ctx, { player: p, appAt: t0, amountSen: amount, corporate: account, intent: intent(line.key, ['returned-payout'], 'returned') });
  }
}
