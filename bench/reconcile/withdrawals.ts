/**
 * BO withdrawals and their payouts from the BCA WD account: debited 1-20 minutes after the panel's approval, by
 * intrabank transfer (BCA players), BI-FAST with its fee row (other banks) or a virtual-account top-up (e-wallets,
 * phone only). `mix.wdUnpaid` of them are never paid.
 */
import { isRound, secondOfDay, withdrawAmount } from './amounts.ts';
import { DAY, ddmm } from './clock.ts';
import { yymmdd, type GenContext } from './context.ts';
import { bcaPayout } from './lines.ts';
import { EWALLETS, type BoWithdrawRow } from './model.ts';

/** Approvals on the last day stop at 23:35, so that a 20-minute payout stays on a generated statement. */
const LAST_DAY_LATEST = 84_900;

export function generateWithdrawals(ctx: GenContext, total: number): BoWithdrawRow[] {
  const { r, mix, book, base, dayStarts } = ctx;
  const perDay = Math.round(total / dayStarts.length);
  const approvals: { day: number; appAt: number }[] = [];
  dayStarts.forEach((start, day) => {
    const latest = day === dayStarts.length - 1 ? LAST_DAY_LATEST : 86_400;
    for (let i = 0; i < perDay; i++) approvals.push({ day, appAt: start + secondOfDay(r, latest) * 1000 });
  });
  approvals.sort((a, b) => a.appAt - b.appAt);

  const seq = ctx.days.map(() => 200_000);
  const refCodes = new Set<string>();
  return approvals.map(({ day, appAt }) => {
    const player = base.pick(r);
    const amountSen = withdrawAmount(r);
    const ticket = `WD${yymmdd(ctx.days[day]!)}${String(++seq[day]!).padStart(6, '0')}`;
    const ewallet = EWALLETS.includes(player.bank);
    const tags = [ewallet ? 'wd:ewallet' : player.bank === 'BCA' ? 'wd:intrabank' : 'wd:bifast', `name:${player.nameVariant}`];
    if (!ewallet && player.bankName.length > 18) tags.push('cut18');
    if (!isRound(amountSen)) tags.push('amount:odd');
    let lineKey: string | null = null;
    if (r.chance(mix.wdUnpaid)) {
      tags.push('unpaid');
    } else {
      const at = book.book(appAt + r.between(60, 1200) * 1000);
      if (at >= dayStarts[day]! + DAY) tags.push('debit:midnight');
      const line = bcaPayout(book, { at, amountSen, kind: 'player', owner: player.username, side: 'WITHDRAW' }, player);
      line.ticket = ticket;
      lineKey = line.key;
    }
    let refCode: string;
    do refCode = `WDREF${String(r.int(1e7)).padStart(7, '0')}`;
    while (refCodes.has(refCode));
    refCodes.add(refCode);
    return {
      ticket,
      day,
      appAt,
      username: player.username,
      amountSen,
      refCode,
      ownRefCode: `${player.username}-${ddmm(appAt)}`,
      lastBalanceSen: r.between(0, 500) * 1_000_00,
      truth: { line: lineKey, nearMiss: false, rule: lineKey ? (ewallet ? 'TIME' : 'NAME') : null, tags },
    };
  });
}
