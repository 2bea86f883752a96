/**
 * Routine BO deposits and the money behind them, per website. Per deposit: who, when, how much, how it was paid and
 * into which account the panel told the player to pay, then what the statements show for it: a credit 0-5 minutes
 * after the request (a few later, a few before), a near miss, or nothing (fraud). Shares: see Mix in context.ts.
 *
 * Routing (the BO row's Corporate Bank): BCA players pay into one of the website's BCA accounts (intrabank); Mandiri,
 * BNI and BRI players into the account at their own bank where the website has one; players of other banks into a BCA
 * account by BI-FAST or switching (on website 0 a fifth of them into the Mandiri or BNI account by BI-FAST); wallet
 * players through Auto TX (website 0) or by a top-up from the wallet into a BCA account (the line names only the
 * wallet's company).
 */
import { depositAmount, isRound, secondOfDay } from './amounts.ts';
import { DAY } from './clock.ts';
import { accountOf, type GenContext } from './context.ts';
import { autoTxCredit, depositCredit, partyOf, qrisPayment, type BankChannel } from './lines.ts';
import { isWallet, type Account, type GeneratedLine, type PaymentType, type Player } from './model.ts';
import { addDeposit, intent } from './tickets.ts';

/** Requests on the last day stop at 23:25, so that even a 30-minute credit stays on a generated statement. */
export const LAST_DAY_LATEST = 84_300;

/** Where the panel tells a player to pay, and how the transfer travels. */
export function routeOf(ctx: GenContext, p: Player, pay: PaymentType): { account: Account; channel: BankChannel } {
  const { r } = ctx;
  const channel: BankChannel = r.chance(ctx.mix.switching) ? 'SWITCHING' : 'BI_FAST';
  if (pay === 'QRIS') return { account: accountOf(ctx, p.website, 'QRIS')!, channel };
  if (pay === 'EWALLET') return { account: accountOf(ctx, p.website, 'AUTOTX')!, channel };
  const bcas = ctx.accounts.filter((a) => a.website === p.website && a.bank === 'BCA' && a.kind === 'DEPO');
  const bca = () => (bcas.length > 1 && r.chance(0.4) ? bcas[1]! : bcas[0]!);
  if (p.bank === 'BCA' || isWallet(p.bank)) return { account: bca(), channel };
  const own = accountOf(ctx, p.website, p.bank as Account['bank']);
  if (own && r.chance(0.8)) return { account: own, channel: 'BI_FAST' };
  const others = ctx.accounts.filter((a) => a.website === p.website && a.kind === 'DEPO' && (a.bank === 'MANDIRI' || a.bank === 'BNI'));
  if (others.length > 0 && r.chance(0.2)) return { account: r.pick(others), channel: 'BI_FAST' };
  return { account: bca(), channel };
}

/** Whether a player of this website pays through Auto TX, QRIS or a bank transfer. */
function paymentTypeOf(ctx: GenContext, p: Player): PaymentType {
  const hasQris = accountOf(ctx, p.website, 'QRIS') !== undefined;
  if (isWallet(p.bank)) {
    const autoTx = accountOf(ctx, p.website, 'AUTOTX') !== undefined && p.bank !== 'SHOPEEPAY';
    return autoTx && !ctx.r.chance(ctx.mix.walletTopup) ? 'EWALLET' : 'BANK';
  }
  return hasQris && ctx.r.chance(ctx.mix.qris) ? 'QRIS' : 'BANK';
}

interface Draft {
  player: Player;
  day: number;
  reqAt: number;
  amountSen: number;
  paymentType: PaymentType;
  tags: string[];
}

function drafts(ctx: GenContext, website: string, total: number): Draft[] {
  const { r, mix, dayStarts } = ctx;
  const base = ctx.bases.get(website)!;
  const out: Draft[] = [];
  // Repeats come on top of the first deposits: draw fewer first ones so that the total is about `total`.
  const perDay = Math.round(total / dayStarts.length / (1 + mix.repeat));
  dayStarts.forEach((start, day) => {
    const last = day === dayStarts.length - 1;
    for (let i = 0; i < perDay; i++) {
      const player = base.pick(r);
      const tags: string[] = [];
      let second = secondOfDay(r, last ? LAST_DAY_LATEST : 86_400);
      if (!last && r.chance(mix.midnight)) {
        second = 23 * 3600 + 50 * 60 + r.int(570);
        tags.push('credit:midnight');
      }
      const amountSen = r.chance(0.6) ? base.favourite.get(player.username)! : depositAmount(r);
      const d: Draft = { player, day, reqAt: start + second * 1000, amountSen, paymentType: paymentTypeOf(ctx, player), tags };
      out.push(d);
      // The same player, the same amount, later the same day: two tickets, two credits that look alike.
      const again = d.reqAt + r.between(20, 240) * 60_000;
      if (r.chance(mix.repeat) && again < start + (last ? LAST_DAY_LATEST * 1000 : DAY)) {
        tags.push('repeat');
        out.push({ ...d, reqAt: again, tags: ['repeat'] });
      }
    }
  });
  return out.sort((a, b) => a.reqAt - b.reqAt);
}

/** When the money arrives, relative to the request. */
function creditTime(ctx: GenContext, d: Draft): number {
  const { r, mix } = ctx;
  const nextMidnight = ctx.dayStarts[d.day]! + DAY;
  if (d.tags.includes('credit:midnight')) return Math.max(d.reqAt + 5000, nextMidnight + r.between(5, 600) * 1000);
  if (d.paymentType === 'QRIS') return d.reqAt + r.between(10, 180) * 1000;
  if (d.paymentType === 'EWALLET' || isWallet(d.player.bank)) return d.reqAt + r.between(5, 240) * 1000;
  const u = r.next();
  if (u < mix.earlyCredit && d.reqAt - 480_000 > ctx.dayStarts[0]!) {
    d.tags.push('credit:early');
    return d.reqAt - r.between(60, 480) * 1000;
  }
  if (u < mix.earlyCredit + mix.lateCredit) {
    d.tags.push('credit:late');
    return d.reqAt + r.between(301, 1800) * 1000;
  }
  return d.reqAt + r.between(5, 300) * 1000;
}

export function routineDeposits(ctx: GenContext, website: string, total: number): void {
  const { r, mix, book } = ctx;
  const all = drafts(ctx, website, total);
  // Near misses only come from other banks' transfers into BCA: scale their chance to `mix.nearMiss` of all deposits.
  const eligible = all.filter((d) => d.paymentType === 'BANK' && !isWallet(d.player.bank) && d.player.bank !== 'BCA').length;
  const nearMissChance = eligible > 0 ? Math.min(1, (mix.nearMiss * all.length) / eligible) : 0;
  const site = ctx.sites.find((s) => s.code === website)!;
  for (const d of all) {
    const p = d.player;
    const route = routeOf(ctx, p, d.paymentType);
    const fraud = r.chance(mix.fraud);
    const nearMiss = !fraud && d.paymentType === 'BANK' && route.account.bank === 'BCA' && !isWallet(p.bank) && p.bank !== 'BCA' && r.chance(nearMissChance);
    const at = creditTime(ctx, d);
    if (!d.tags.includes('credit:midnight') && at >= ctx.dayStarts[d.day]! + DAY) d.tags.push('credit:midnight');
    if (!isRound(d.amountSen)) d.tags.push('amount:odd');
    if (fraud) d.tags.push('fraud');
    const meta = { owner: p.username, person: p.person, origin: 'player' };
    let line: GeneratedLine | null = null;
    let boRef: string | undefined;
    if (d.paymentType === 'QRIS') {
      const withRef = r.chance(mix.qrisWithRef);
      const withName = r.chance(mix.qrisWithName);
      d.tags.push('pay:qris', withRef ? 'qris:ref' : withName ? 'qris:name' : 'qris:noname');
      if (!fraud) line = qrisPayment(book, route.account.id, at, d.amountSen, withName ? p.bankName : '', site.qrisMerchant.name, meta);
      if (withRef) boRef = line?.reference ?? book.uniqueReference(() => `6${String(r.int(1e11)).padStart(11, '0')}`);
    } else if (d.paymentType === 'EWALLET') {
      const withRef = r.chance(mix.ewalletWithRef);
      d.tags.push('pay:ewallet', withRef ? 'ewallet:ref' : 'ewallet:noref');
      if (!fraud) line = autoTxCredit(book, route.account.id, at, d.amountSen, p.bank, p.phone, meta);
      if (withRef && line) boRef = line.reference;
    } else {
      const channel = nearMiss ? (r.chance(0.7) ? 'SWITCHING' : 'BI_FAST') : route.channel;
      const how = isWallet(p.bank)
        ? `wallet-topup:${p.bank.toLowerCase()}`
        : p.bank === route.account.bank
          ? 'intrabank'
          : channel === 'SWITCHING' && route.account.bank === 'BCA'
            ? 'switching'
            : 'bifast';
      d.tags.push(isWallet(p.bank) ? how : `pay:${route.account.bank.toLowerCase()}-${how}`);
      if (!isWallet(p.bank)) d.tags.push(`name:${p.nameVariant}`);
      if (route.account.bank === 'BCA' && p.bankName.length > 18 && !isWallet(p.bank)) d.tags.push('cut18');
      if (nearMiss) {
        d.tags.push('near-miss');
        // The sender's bank took its fee out of the transfer: the line is short by it.
        const feeSen = channel === 'SWITCHING' ? 6_500_00 : 2_500_00;
        depositCredit(book, route.account.id, at, d.amountSen - feeSen, partyOf(p), { ...meta, origin: 'near-miss' }, channel);
      } else if (!fraud) {
        line = depositCredit(book, route.account.id, at, d.amountSen, partyOf(p), meta, channel);
      }
    }
    addDeposit(ctx, {
      player: p,
      reqAt: d.reqAt,
      amountSen: d.amountSen,
      paymentType: d.paymentType,
      corporate: route.account,
      boRef,
      creditAt: line?.at,
      intent: intent(line?.key ?? null, d.tags, nearMiss ? 'near-miss' : null),
    });
  }
}
