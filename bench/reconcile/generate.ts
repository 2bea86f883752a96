/**
 * Synthetic days with ground truth for the reconciliation quality bench: pure and seeded, the same data set for the
 * same options. Two Nexus websites, each with its own accounts (accounts.ts): website 0 has two BCA deposit accounts, a
 * Mandiri and a BNI deposit account, a BCA WD account, a QRIS merchant and Auto TX wallets; website 1 a BCA and a BRI
 * deposit account and a BCA WD account. Statements are written in our templates and in the banks' own exports
 * (KlikBCA individual with PEND rows and dates without a time, KlikBCA Bisnis, Mandiri Kopra, BNI CSV, BRI CSV).
 *
 * Default: 3 consecutive days; routine traffic of 3000 + 1000 deposits, 800 + 300 withdrawals, 1500 + 600 players (150
 * persons on both websites), plus about 500 tickets of the classes below. Routine traffic (deposits.ts,
 * withdrawals.ts; shares in context.ts Mix, players.ts, amounts.ts): titles, family name first, typos, initials, names
 * cut at 18 by BCA, homonyms, another player of the same first name paying the same amount within 30 minutes
 * (`same-first-name+amount`), QRIS (by reference, name or time), Auto TX, wallet top-ups, repeats, late and early
 * credits, midnight, 2 % fraud, 1 % near misses (a fee short), 2 % unclaimed money, unpaid withdrawals, payouts to
 * e-wallets, supplier payments. On top, the targeted classes (scenarios.ts), each a scenario tag:
 * - `namesake:account`, `namesake:bank`, `namesake:destination`: two players with one name pay the same amount minutes
 *   apart, told apart by the sender's account number on the line (Mandiri, BNI), by the sender's bank (BI-FAST code vs
 *   intrabank), or by which of two BCA deposit accounts the BO row names -> each approved with its own line;
 *   `namesake:indistinguishable`: nothing tells them apart -> Pending;
 * - `not-a-cut-18`: an 18-character bank name that is not the in-order start of the requester's name, paid hours later
 *   by someone else -> Pending (`not-a-cut-18:payer`: that someone's own ticket, approved);
 * - `near-namesake`: a request never paid, and a line of its amount minutes later naming exactly another player whose
 *   name is one letter from the requester's (RIZKI and RIZKY) -> Pending (`near-namesake:payer`: that player's own
 *   request of another amount, approved);
 * - `returned-payout`: a payout whose money comes back (RETUR, REVERSAL TRF) -> Pending, both lines linked in View Mutasi;
 * - `pend-twin`: money shown as a PEND row in an afternoon KlikBCA export and booked in the evening export -> approved
 *   once, shown once;
 * - fees, interest, tax, sweeps (deposit account to the operator's other accounts), top-ups (into a WD account) ->
 *   never approved, shown with their `line_kind`;
 * - `double-submission`: the same player asks twice a minute or two apart, pays once -> the first approved, the second
 *   Pending with a hint naming the first;
 * - `early-payer`: paid 1-60 minutes before the request -> approved;
 * - `wallet-topup`: a top-up naming only the wallet's company -> approved when the only candidate both ways in
 *   [-10, +15] minutes on a file with times (`:rival` two players of one wallet, `:date-only` a file without times ->
 *   Pending);
 * - `name:missing-middle` (within two hours), `name:old-spelling`, `name:initial` -> approved;
 * - `midnight:money-after`, `midnight:money-before` (Asia/Jakarta) -> approved;
 * - `third-party`: a spouse or parent pays -> Pending (recall exempt);
 * - `copied-reference`: a request states the reference of a BNI transfer naming another player -> Pending
 *   (`copied-reference:payer`: that player's own request of the amount, when there is one, approved by name);
 * - `panel-refused` (`:money`, `:rerequest`): REJECTED / CANCELLED rows -> never approved;
 * - `panel-changed`: paid, shown APPROVED by the day's afternoon BO export and REJECTED / CANCELLED by the evening's
 *   -> Pending, whatever order the files come in;
 * - `panel-corrected`: paid, shown PENDING at another amount by the afternoon export and APPROVED at the amount paid by
 *   the evening's, the afternoon's uploaded again after it -> approved by that amount;
 * - `cross-website`: a person on both websites; money on one website's account never backs the other's row;
 * - `other-account`: paid into another of the website's accounts than the BO row names -> Pending;
 * - withdrawals: `wd:namesake:bank`, `wd:namesake:ewallet` (approved), `wd:namesake:indistinguishable` (Pending),
 *   `returned-payout`, `unpaid`, `wd:ewallet`.
 * What the checker is expected to do is not assumed per class: truth.ts works it out from what the lines show.
 */
import { accountsOf, websitePlans } from './accounts.ts';
import { depositAmount, secondOfDay } from './amounts.ts';
import { DAY, HOUR, isoDateOf, midnightOf } from './clock.ts';
import { accountOf, DEFAULT_MIX, type GenContext, type Mix } from './context.ts';
import { routineDeposits } from './deposits.ts';
import { adminFee, autoTxCredit, depositCredit, interestAndTax, LineBook, partyOf, qrisPayment, supplierPayment, sweep } from './lines.ts';
import { isWallet, type BoDepositRow, type SyntheticDays } from './model.ts';
import { firstNameOf, strangerName } from './names.ts';
import { generateWebsitePlayers, Registry } from './players.ts';
import { prng } from './prng.ts';
import { addScenarios } from './scenarios.ts';
import { routineWithdrawals } from './withdrawals.ts';

export interface GenerateOptions {
  seed: number;
  /** First day, `YYYY-MM-DD`. Days from the 10th on keep the padded and unpadded path dates alike. */
  startDate: string;
  days: number;
  /** Per website (the second may be 0: one website only). */
  players: [number, number];
  deposits: [number, number];
  withdrawals: [number, number];
  /** Persons with a username on both websites. */
  sharedPlayers: number;
  websiteCodes: [string, string];
  mix: Mix;
}

export const DEFAULT_OPTIONS: GenerateOptions = {
  seed: 20260714,
  startDate: '2026-07-14',
  days: 3,
  players: [1500, 600],
  deposits: [3000, 1000],
  withdrawals: [800, 300],
  sharedPlayers: 150,
  websiteCodes: ['NXQ', 'NXB'],
  mix: DEFAULT_MIX,
};

/** The seeds one bench run covers: the default mix and two others. */
export const BENCH_SEEDS = [20260714, 7, 424242];

/**
 * RECON_BENCH_DEPOSITS, _WITHDRAWALS, _PLAYERS (website 0; website 1 gets a third), _DAYS, _SEED, _START override the
 * defaults (pure: pass the env in).
 */
export function optionsFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<GenerateOptions> {
  const out: Partial<GenerateOptions> = {};
  const int = (name: string) => {
    const raw = env[`RECON_BENCH_${name}`];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`RECON_BENCH_${name} must be a whole number, not '${raw}'`);
    return n;
  };
  const pair = (n: number | undefined): [number, number] | undefined => (n === undefined ? undefined : [n, Math.round(n / 3)]);
  const deposits = pair(int('DEPOSITS'));
  if (deposits) out.deposits = deposits;
  const withdrawals = pair(int('WITHDRAWALS'));
  if (withdrawals) out.withdrawals = withdrawals;
  const players = pair(int('PLAYERS'));
  if (players) out.players = players;
  const days = int('DAYS');
  if (days !== undefined) out.days = days;
  const seed = int('SEED');
  if (seed !== undefined) out.seed = seed;
  const start = env.RECON_BENCH_START;
  if (start) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) throw new Error(`RECON_BENCH_START must be YYYY-MM-DD, not '${start}'`);
    out.startDate = start;
  }
  return out;
}

/** The data set; its truth comes from truth.ts computeTruth, once the files the server refuses are set aside. */
export function generateDays(options: Partial<GenerateOptions> = {}): SyntheticDays {
  const opts: GenerateOptions = { ...DEFAULT_OPTIONS, ...options, mix: { ...DEFAULT_MIX, ...options.mix } };
  if (opts.days < 2 || opts.players[0] < 50) throw new Error('at least two days and 50 players');
  const r = prng(opts.seed);
  const first = midnightOf(opts.startDate);
  const dayStarts = Array.from({ length: opts.days }, (_, i) => first + i * DAY);
  const days = dayStarts.map(isoDateOf);
  const codes = opts.players[1] > 0 ? opts.websiteCodes : [opts.websiteCodes[0]];
  const sites = websitePlans(codes);
  const accounts = accountsOf(sites, opts.days, opts.seed);
  const reg = new Registry();
  const bases = generateWebsitePlayers(r, reg, codes, opts.players, opts.sharedPlayers, depositAmount);
  const ctx: GenContext = {
    r,
    mix: opts.mix,
    reg,
    sites,
    accounts,
    days,
    dayStarts,
    book: new LineBook(r, days, new Map(accounts.map((a) => [a.id, a]))),
    bases: new Map(bases.map((b) => [b.website, b])),
    deposits: [],
    withdrawals: [],
    seq: new Map(),
    refs: new Set(),
  };

  codes.forEach((code, i) => {
    routineDeposits(ctx, code, opts.deposits[i]!);
    routineWithdrawals(ctx, code, opts.withdrawals[i]!);
  });
  addScenarios(ctx);
  codes.forEach((code, i) =>
    unclaimedMoney(ctx, code, Math.round(opts.deposits[i]! * opts.mix.unclaimed), Math.round(opts.withdrawals[i]! * opts.mix.wdOther)),
  );
  operatorLines(ctx);
  pendExports(ctx);
  tagLookAlikes(ctx);

  ctx.deposits.sort((x, y) => x.reqAt - y.reqAt || x.ticket.localeCompare(y.ticket));
  ctx.withdrawals.sort((x, y) => x.appAt - y.appAt || x.ticket.localeCompare(y.ticket));
  return {
    seed: opts.seed,
    websites: sites.map((s) => ({ code: s.code, name: s.name, qrisMerchant: s.qrisMerchant })),
    days,
    accounts,
    players: bases.flatMap((b) => b.players),
    deposits: ctx.deposits,
    withdrawals: ctx.withdrawals,
    lines: ctx.book.lines,
  };
}

/**
 * Money nobody claimed: 60 % bank transfers (half from players who forgot the ticket, half from strangers), 25 % QRIS
 * payments, 15 % e-wallet transfers (where the website has them); and supplier payments from the WD account.
 */
function unclaimedMoney(ctx: GenContext, website: string, credits: number, debits: number): void {
  const { r, book, dayStarts } = ctx;
  const players = ctx.bases.get(website)!.players;
  const qris = accountOf(ctx, website, 'QRIS');
  const auto = accountOf(ctx, website, 'AUTOTX');
  const banks = players.filter((p) => !isWallet(p.bank));
  const wallets = players.filter((p) => p.bank === 'DANA' || p.bank === 'OVO' || p.bank === 'GOPAY');
  const deposits = ctx.accounts.filter((a) => a.website === website && a.kind === 'DEPO' && a.bank !== 'QRIS' && a.bank !== 'AUTOTX');
  const stranger = { owner: null, person: null, origin: 'stranger' };
  for (let i = 0; i < credits; i++) {
    const amountSen = depositAmount(r);
    const at = r.pick(dayStarts) + secondOfDay(r, 86_000) * 1000;
    const kind = r.weighted([
      ['bank', 60],
      ['qris', qris ? 25 : 0],
      ['ewallet', auto ? 15 : 0],
    ] as const);
    if (kind === 'bank') {
      const account = r.pick(deposits);
      const player = r.chance(0.5) ? r.pick(banks) : null;
      const sender = player
        ? partyOf(player)
        : {
            name: strangerName(r, ctx.reg.names),
            bank: account.bank === 'BRI' ? ('BRI' as const) : r.pick(['BCA', 'BRI', 'BNI', 'MANDIRI'] as const),
            account: ctx.reg.account(r, 'BNI', ''),
            phone: '',
          };
      if (account.bank === 'BRI') sender.bank = 'BRI';
      depositCredit(book, account.id, at, amountSen, sender, player ? { owner: player.username, person: player.person, origin: 'forgot-ticket' } : stranger);
    } else if (kind === 'qris') {
      qrisPayment(book, qris!.id, at, amountSen, '', ctx.sites.find((s) => s.code === website)!.qrisMerchant.name, stranger);
    } else {
      const player = r.chance(0.5) && wallets.length > 0 ? r.pick(wallets) : null;
      autoTxCredit(
        book,
        auto!.id,
        at,
        amountSen,
        player?.bank ?? 'DANA',
        player?.phone ?? `0899${r.between(1_000_000, 9_999_999)}`,
        player ? { owner: player.username, person: player.person, origin: 'forgot-ticket' } : stranger,
      );
    }
  }
  const wd = accountOf(ctx, website, 'BCA', 'WD')!;
  const suppliers = ['CV SINAR JAYA ABADI', 'PT MEDIA DIGITAL NUSANTARA', 'CV MITRA SERVER INDO', 'PT AWAN DATA PRIMA'];
  for (let i = 0; i < debits; i++) {
    supplierPayment(book, wd.id, r.pick(dayStarts) + secondOfDay(r, 84_000) * 1000, r.pick(suppliers), r.between(5, 200) * 100_000_00);
  }
}

/**
 * The operator's and the bank's own lines: each bank account's daily admin fee; interest and its tax on every bank
 * deposit account on the last day (a round Rp50.000 on the second BCA account); sweeps of the deposit accounts, to
 * the WD account of the same website (a top-up there) or to the operator's account at another bank.
 */
function operatorLines(ctx: GenContext): void {
  const { r, dayStarts } = ctx;
  const last = dayStarts[dayStarts.length - 1]!;
  for (const a of ctx.accounts) {
    if (a.bank === 'QRIS' || a.bank === 'AUTOTX') continue;
    for (const start of dayStarts) adminFee(ctx.book, a.id, start);
    if (a.kind === 'DEPO') interestAndTax(ctx.book, a.id, last, a.number === '0913456789');
  }
  for (const site of ctx.sites) {
    const wd = accountOf(ctx, site.code, 'BCA', 'WD')!;
    for (const a of ctx.accounts.filter((x) => x.website === site.code && x.kind === 'DEPO' && x.bank !== 'QRIS' && x.bank !== 'AUTOTX')) {
      const first = a === accountOf(ctx, site.code, 'BCA');
      for (const start of dayStarts) {
        for (const hour of first ? [9, 15, 21] : [12]) {
          sweep(ctx.book, a.id, first ? wd.id : null, start + hour * HOUR + r.int(3600) * 1000, r.between(5, 30) * 1_000_000_00);
        }
      }
    }
  }
}

/**
 * KlikBCA exports of the afternoon (up to 15:00) list the last hour's transfers as PEND rows; the evening export of the
 * same account books them: one money, two rows (files.ts writes the two exports).
 */
function pendExports(ctx: GenContext): void {
  for (const a of ctx.accounts) {
    for (const day of a.pendDays) {
      const start = ctx.dayStarts[day]!;
      const late = ctx.book.lines.filter((l) => l.account === a.id && !l.pending && l.at >= start + 14 * HOUR && l.at < start + 15 * HOUR);
      for (const l of late) ctx.book.pendTwin(l);
    }
  }
  const twinned = new Set(ctx.book.lines.filter((l) => l.pending).map((l) => l.twinOf));
  for (const t of ctx.deposits) if (t.intent.money && twinned.has(t.intent.money)) t.intent.tags.push('pend-twin');
}

/**
 * Tags what makes a deposit hard to tell apart, as the earlier bench did: another player with the same first name
 * depositing the same amount within 30 minutes on the same website.
 */
function tagLookAlikes(ctx: GenContext): void {
  const groups = new Map<string, BoDepositRow[]>();
  for (const d of ctx.deposits) {
    const p = ctx.bases.get(d.website)!.byUsername.get(d.username)!;
    const key = `${d.website}|${firstNameOf(p.fullName)}|${d.amountSen}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  for (const group of groups.values()) {
    for (const d of group) {
      if (group.some((o) => o.username !== d.username && Math.abs(o.reqAt - d.reqAt) <= 1_800_000)) d.intent.tags.push('same-first-name+amount');
    }
  }
}
