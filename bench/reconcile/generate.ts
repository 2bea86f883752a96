/**
 * Synthetic days with ground truth for the reconciliation quality bench: pure and seeded, the same data set for the
 * same options. One Nexus website, its BCA deposit and WD accounts, its QRIS merchant and its Auto TX e-wallets.
 *
 * Default mix (shares documented where they are drawn: players.ts, amounts.ts, context.ts Mix, deposits.ts,
 * withdrawals.ts): 2 consecutive days, 3000 deposits, 800 withdrawals, 1500 players; 2 % fraud, 1 % near misses,
 * 2 % unclaimed money, 2 % unpaid withdrawals; fee rows on both accounts.
 */
import { DAY, isoDateOf, midnightOf } from './clock.ts';
import { DEFAULT_MIX, type GenContext, type Mix } from './context.ts';
import { depositAmount, secondOfDay } from './amounts.ts';
import { generateDeposits } from './deposits.ts';
import { adminFee, autoTxCredit, bcaCredit, internalTransfers, LineBook, qrisPayment, supplierPayment } from './lines.ts';
import { type BoDepositRow, type FileKind, type StatementFile, type SyntheticDays } from './model.ts';
import { firstNameOf, strangerName } from './names.ts';
import { generatePlayers } from './players.ts';
import { prng } from './prng.ts';
import { generateWithdrawals } from './withdrawals.ts';

export interface GenerateOptions {
  seed: number;
  /** First day, `YYYY-MM-DD`. Days from the 10th on keep the padded and unpadded path dates alike. */
  startDate: string;
  days: number;
  players: number;
  deposits: number;
  withdrawals: number;
  websiteCode: string;
  mix: Mix;
}

export const DEFAULT_OPTIONS: GenerateOptions = {
  seed: 20260714,
  startDate: '2026-07-14',
  days: 2,
  players: 1500,
  deposits: 3000,
  withdrawals: 800,
  websiteCode: 'NXQ',
  mix: DEFAULT_MIX,
};

/** RECON_BENCH_DEPOSITS, _WITHDRAWALS, _PLAYERS, _DAYS, _SEED, _START override the defaults (pure: pass the env in). */
export function optionsFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<GenerateOptions> {
  const out: Partial<GenerateOptions> = {};
  const int = (name: string) => {
    const raw = env[`RECON_BENCH_${name}`];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`RECON_BENCH_${name} must be a whole number, not '${raw}'`);
    return n;
  };
  const set = <K extends 'seed' | 'days' | 'players' | 'deposits' | 'withdrawals'>(key: K, name: string) => {
    const n = int(name);
    if (n !== undefined) out[key] = n;
  };
  set('deposits', 'DEPOSITS');
  set('withdrawals', 'WITHDRAWALS');
  set('players', 'PLAYERS');
  set('days', 'DAYS');
  set('seed', 'SEED');
  const start = env.RECON_BENCH_START;
  if (start) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) throw new Error(`RECON_BENCH_START must be YYYY-MM-DD, not '${start}'`);
    out.startDate = start;
  }
  return out;
}

export function generateDays(options: Partial<GenerateOptions> = {}): SyntheticDays {
  const opts: GenerateOptions = { ...DEFAULT_OPTIONS, ...options, mix: { ...DEFAULT_MIX, ...options.mix } };
  if (opts.days < 1 || opts.players < 2) throw new Error('at least one day and two players');
  const r = prng(opts.seed);
  const first = midnightOf(opts.startDate);
  const dayStarts = Array.from({ length: opts.days }, (_, i) => first + i * DAY);
  const days = dayStarts.map(isoDateOf);
  const company = `PT ${opts.websiteCode} SENTOSA MAKMUR`;
  const ctx: GenContext = {
    r,
    mix: opts.mix,
    book: new LineBook(r, days),
    base: generatePlayers(r, opts.players, depositAmount),
    days,
    dayStarts,
    qrisMerchant: { name: `TOKO ${opts.websiteCode} JAYA ABADI`, nmid: 'ID1026071400123' },
    depoAccount: { name: company, number: '0912345678' },
    wdAccount: { name: company, number: '0918765432' },
    brand: `${opts.websiteCode}BET`,
    websiteCode: opts.websiteCode,
  };

  const deposits = generateDeposits(ctx, opts.deposits);
  const withdrawals = generateWithdrawals(ctx, opts.withdrawals);
  unclaimedMoney(ctx, deposits, Math.round(opts.deposits * opts.mix.unclaimed), Math.round(opts.withdrawals * opts.mix.wdOther));
  for (const start of dayStarts) {
    adminFee(ctx.book, 'BCA_DEPO', start);
    adminFee(ctx.book, 'BCA_WD', start);
    internalTransfers(ctx.book, company, start);
  }
  tagLookAlikes(ctx, deposits);

  const statements: StatementFile[] = [];
  const kinds: FileKind[] = ['BCA_DEPO', 'BCA_WD', 'QRIS', 'AUTOTX'];
  for (let day = 0; day < days.length; day++) {
    for (const kind of kinds) {
      const lines = ctx.book.lines.filter((l) => l.file === kind && ctx.book.dayIndex(l.at) === day);
      // In booking order; a fee row stays right after its transfer (same second, added after it).
      statements.push({ kind, day, lines: lines.map((l, i) => ({ l, i })).sort((a, b) => a.l.at - b.l.at || a.i - b.i).map(({ l }) => l) });
    }
  }
  const lineOfTicket = new Map<string, string | null>([...deposits, ...withdrawals].map((t) => [t.ticket, t.truth.line]));
  const ticketOfLine = new Map(ctx.book.lines.map((l) => [l.key, l.ticket]));
  if (ticketOfLine.size !== ctx.book.lines.length) throw new Error('generator bug: two lines share a key');
  return {
    seed: opts.seed,
    website: { code: opts.websiteCode, name: `Website ${opts.websiteCode}` },
    days,
    accounts: {
      depo: { bank: 'BCA', kind: 'DEPO', ...ctx.depoAccount, openingBalanceSen: 250_000_000_00 },
      wd: { bank: 'BCA', kind: 'WD', ...ctx.wdAccount, openingBalanceSen: 500_000_000_00 },
    },
    qrisMerchant: ctx.qrisMerchant,
    players: ctx.base.players,
    deposits,
    withdrawals,
    statements,
    truth: { lineOfTicket, ticketOfLine },
  };
}

/**
 * Money nobody claimed: 60 % bank transfers (half from players who forgot the ticket, half from strangers), 25 % QRIS
 * payments, 15 % e-wallet transfers; and supplier payments from the WD account. Never the same amount near a fraud
 * ticket of that player or channel: the truth must stay unambiguous (nobody could tell such a line from the money).
 */
function unclaimedMoney(ctx: GenContext, deposits: readonly BoDepositRow[], credits: number, debits: number): void {
  const { r, book, base, dayStarts } = ctx;
  const suspect = new Set(deposits.filter((d) => d.truth.line === null || d.truth.nearMiss).map((d) => d.username));
  const nameless = deposits.filter((d) => d.truth.line === null && d.paymentType !== 'BANK');
  const taken = new Set(base.players.flatMap((p) => [p.fullName, p.bankName]));
  const clashes = (at: number, amountSen: number) => nameless.some((d) => d.amountSen === amountSen && Math.abs(d.reqAt - at) < 1_800_000);
  const banks = base.players.filter((p) => p.bank !== 'DANA' && p.bank !== 'OVO' && p.bank !== 'GOPAY' && !suspect.has(p.username));
  const wallets = base.players.filter((p) => (p.bank === 'DANA' || p.bank === 'OVO' || p.bank === 'GOPAY') && !suspect.has(p.username));
  for (let i = 0; i < credits; i++) {
    const amountSen = depositAmount(r);
    const at = book.book(r.pick(dayStarts) + secondOfDay(r) * 1000);
    const kind = r.weighted([['bank', 60], ['qris', 25], ['ewallet', 15]] as const);
    if (kind !== 'bank' && clashes(at, amountSen)) {
      i--;
      continue;
    }
    const base0 = { at, amountSen, kind: 'unclaimed' as const, side: 'DEPOSIT' as const };
    if (kind === 'bank') {
      const player = r.chance(0.5) ? r.pick(banks) : null;
      const sender = player ?? { bank: r.pick(['BCA', 'BRI', 'BNI', 'MANDIRI'] as const), bankName: strangerName(r, taken) };
      const channel = sender.bank === 'BCA' ? 'INTRABANK' : 'BI_FAST';
      bcaCredit(book, { ...base0, owner: player?.username ?? null }, sender, channel);
    } else if (kind === 'qris') {
      qrisPayment(book, { ...base0, owner: null }, '', ctx.qrisMerchant.name);
    } else {
      const player = r.chance(0.5) && wallets.length > 0 ? r.pick(wallets) : null;
      autoTxCredit(book, { ...base0, owner: player?.username ?? null }, player?.bank ?? 'DANA', player?.phone ?? `0899${r.between(1_000_000, 9_999_999)}`);
    }
  }
  const suppliers = ['CV SINAR JAYA ABADI', 'PT MEDIA DIGITAL NUSANTARA', 'CV MITRA SERVER INDO', 'PT AWAN DATA PRIMA'];
  for (let i = 0; i < debits; i++) {
    const at = book.book(r.pick(dayStarts) + secondOfDay(r, 84_000) * 1000);
    supplierPayment(book, at, r.pick(suppliers), r.between(5, 200) * 100_000_00);
  }
}

/**
 * Tags what makes a deposit hard to tell apart: a homonym (another player with exactly this full name), and another
 * player with the same first name depositing the same amount within 30 minutes.
 */
function tagLookAlikes(ctx: GenContext, deposits: readonly BoDepositRow[]): void {
  const players = ctx.base.byUsername;
  const nameCount = new Map<string, number>();
  for (const p of ctx.base.players) nameCount.set(p.fullName, (nameCount.get(p.fullName) ?? 0) + 1);
  const groups = new Map<string, BoDepositRow[]>();
  for (const d of deposits) {
    const p = players.get(d.username)!;
    if (nameCount.get(p.fullName)! > 1) d.truth.tags.push('homonym');
    const key = `${firstNameOf(p.fullName)}|${d.amountSen}`;
    const group = groups.get(key);
    if (group) group.push(d);
    else groups.set(key, [d]);
  }
  for (const group of groups.values()) {
    for (const d of group) {
      if (group.some((o) => o.username !== d.username && Math.abs(o.reqAt - d.reqAt) <= 1_800_000)) d.truth.tags.push('same-first-name+amount');
    }
  }
}
