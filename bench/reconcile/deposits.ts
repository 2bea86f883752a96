/**
 * BO deposits and the money behind them. Per deposit: who, when, how much, how it was paid, then what the statements
 * show for it: a credit 0-5 minutes after the request (a few later, a few before), a near miss, or nothing (fraud).
 * Shares: see Mix in context.ts.
 */
import { depositAmount, isRound, secondOfDay } from './amounts.ts';
import { DAY, ddmm } from './clock.ts';
import { yymmdd, type GenContext } from './context.ts';
import { autoTxCredit, bcaCredit, qrisPayment, type BankChannel } from './lines.ts';
import { EWALLETS, type BoDepositRow, type GeneratedLine, type PaymentType, type Player, type Rule } from './model.ts';

interface Intent {
  player: Player;
  day: number;
  reqAt: number;
  amountSen: number;
  paymentType: PaymentType;
  tags: string[];
}

/** Requests on the last day stop at 23:25, so that even a 30-minute credit stays on a generated statement. */
const LAST_DAY_LATEST = 84_300;

function intents(ctx: GenContext, total: number): Intent[] {
  const { r, mix, base, dayStarts } = ctx;
  const out: Intent[] = [];
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
      const paymentType: PaymentType = EWALLETS.includes(player.bank) ? 'EWALLET' : r.chance(mix.qris) ? 'QRIS' : 'BANK';
      const intent = { player, day, reqAt: start + second * 1000, amountSen, paymentType, tags };
      out.push(intent);
      // The same player, the same amount, later the same day: two tickets, two credits that look alike.
      const again = intent.reqAt + r.between(20, 240) * 60_000;
      if (r.chance(mix.repeat) && again < start + (last ? LAST_DAY_LATEST * 1000 : DAY)) {
        tags.push('repeat');
        out.push({ ...intent, reqAt: again, tags: ['repeat'] });
      }
    }
  });
  return out.sort((a, b) => a.reqAt - b.reqAt);
}

/** When the money arrives, relative to the request. */
function creditTime(ctx: GenContext, it: Intent): number {
  const { r, mix } = ctx;
  const nextMidnight = ctx.dayStarts[it.day]! + DAY;
  if (it.tags.includes('credit:midnight')) return Math.max(it.reqAt + 5000, nextMidnight + r.between(5, 600) * 1000);
  if (it.paymentType === 'QRIS') return it.reqAt + r.between(10, 180) * 1000;
  if (it.paymentType === 'EWALLET') return it.reqAt + r.between(5, 240) * 1000;
  const u = r.next();
  if (u < mix.earlyCredit && it.reqAt - 480_000 > ctx.dayStarts[0]!) {
    it.tags.push('credit:early');
    return it.reqAt - r.between(60, 480) * 1000;
  }
  if (u < mix.earlyCredit + mix.lateCredit) {
    it.tags.push('credit:late');
    return it.reqAt + r.between(301, 1800) * 1000;
  }
  return it.reqAt + r.between(5, 300) * 1000;
}

interface Outcome {
  line: GeneratedLine | null;
  nearMiss: boolean;
  rule: Rule | null;
  boRef: string;
}

function bankChannel(ctx: GenContext, player: Player): BankChannel {
  return player.bank === 'BCA' ? 'INTRABANK' : ctx.r.chance(ctx.mix.switching) ? 'SWITCHING' : 'BI_FAST';
}

/** The money of one deposit (or its absence), the reference its BO row carries, and the rule that should take it. */
function settle(ctx: GenContext, it: Intent, fate: 'backed' | 'fraud' | 'nearMiss', panelRef: string): Outcome {
  const { r, mix, book } = ctx;
  const p = it.player;
  const at = book.book(creditTime(ctx, it));
  if (!it.tags.includes('credit:midnight') && at >= ctx.dayStarts[it.day]! + DAY) it.tags.push('credit:midnight');
  const base = { at, amountSen: it.amountSen, kind: 'player' as const, owner: p.username, side: 'DEPOSIT' as const };
  if (it.paymentType === 'QRIS') {
    const withRef = r.chance(mix.qrisWithRef);
    const withName = r.chance(mix.qrisWithName);
    it.tags.push('pay:qris', withRef ? 'qris:ref' : withName ? 'qris:name' : 'qris:noname');
    if (fate === 'fraud') return { line: null, nearMiss: false, rule: null, boRef: withRef ? book.uniqueReference(() => `6${String(r.int(1e11)).padStart(11, '0')}`) : panelRef };
    const line = qrisPayment(book, base, withName ? p.bankName : '', ctx.qrisMerchant.name);
    return { line, nearMiss: false, rule: withRef ? 'REFERENCE' : withName ? 'NAME' : 'TIME', boRef: withRef ? line.reference : panelRef };
  }
  if (it.paymentType === 'EWALLET') {
    const withRef = r.chance(mix.ewalletWithRef);
    it.tags.push('pay:ewallet', withRef ? 'ewallet:ref' : 'ewallet:noref');
    if (fate === 'fraud') return { line: null, nearMiss: false, rule: null, boRef: panelRef };
    const line = autoTxCredit(book, base, p.bank, p.phone);
    return { line, nearMiss: false, rule: withRef ? 'REFERENCE' : 'TIME', boRef: withRef ? line.reference : panelRef };
  }
  let channel = bankChannel(ctx, p);
  if (fate === 'nearMiss') channel = r.chance(0.7) ? 'SWITCHING' : 'BI_FAST';
  it.tags.push(`pay:bank-${channel.toLowerCase().replace('_', '')}`, `name:${p.nameVariant}`);
  if (p.bankName.length > 18) it.tags.push('cut18');
  if (fate === 'fraud') return { line: null, nearMiss: false, rule: null, boRef: panelRef };
  if (fate === 'nearMiss') {
    // The sender's bank took its fee out of the transfer: the line is short by it.
    const feeSen = channel === 'SWITCHING' ? 6_500_00 : 2_500_00;
    const line = bcaCredit(book, { ...base, amountSen: it.amountSen - feeSen }, p, channel);
    return { line, nearMiss: true, rule: null, boRef: panelRef };
  }
  return { line: bcaCredit(book, base, { ...p }, channel), nearMiss: false, rule: 'NAME', boRef: panelRef };
}

export function generateDeposits(ctx: GenContext, total: number): BoDepositRow[] {
  const { r, mix } = ctx;
  const all = intents(ctx, total);
  // Near misses only come from other banks' transfers: scale their chance so they are `mix.nearMiss` of all deposits.
  const eligible = all.filter((it) => it.paymentType === 'BANK' && it.player.bank !== 'BCA').length;
  const nearMissChance = eligible > 0 ? Math.min(1, (mix.nearMiss * all.length) / eligible) : 0;
  const seq = ctx.days.map(() => 100_000);
  const panelRefs = new Set<string>();
  return all.map((it) => {
    const ticket = `DP${yymmdd(ctx.days[it.day]!)}${String(++seq[it.day]!).padStart(6, '0')}`;
    const u = r.next();
    const nearMissOk = it.paymentType === 'BANK' && it.player.bank !== 'BCA';
    const fate = u < mix.fraud ? 'fraud' : nearMissOk && r.chance(nearMissChance) ? 'nearMiss' : 'backed';
    let panelRef: string;
    do panelRef = `NXR${String(r.int(1e8)).padStart(8, '0')}`;
    while (panelRefs.has(panelRef));
    panelRefs.add(panelRef);
    const outcome = settle(ctx, it, fate, panelRef);
    if (outcome.line) outcome.line.ticket = ticket;
    if (!isRound(it.amountSen)) it.tags.push('amount:odd');
    if (fate === 'fraud') it.tags.push('fraud');
    if (fate === 'nearMiss') it.tags.push('near-miss');
    const creditAt = outcome.line?.at ?? it.reqAt;
    const d = new Date(it.reqAt);
    const hms = d.toISOString().slice(11, 19).replace(/:/g, '');
    return {
      ticket,
      day: it.day,
      reqAt: it.reqAt,
      appAt: Math.max(it.reqAt, creditAt) + r.between(30, 600) * 1000,
      username: it.player.username,
      amountSen: it.amountSen,
      paymentType: it.paymentType,
      boRef: outcome.boRef,
      playerRef: `${it.player.bank}${ddmm(it.reqAt)}${hms}`,
      playerOwnRef: `${it.player.username}-${ddmm(it.reqAt)}`,
      truth: { line: outcome.line?.key ?? null, nearMiss: outcome.nearMiss, rule: outcome.rule, tags: it.tags },
    };
  });
}
