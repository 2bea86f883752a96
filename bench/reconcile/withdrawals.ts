/**
 * Routine BO withdrawals and their payouts from the website's BCA WD account: debited 1-20 minutes after the panel's
 * approval, by intrabank transfer (BCA players), BI-FAST with its fee row (other banks) or a virtual-account top-up
 * (e-wallets: the phone, no name). `mix.wdUnpaid` of them are never paid.
 */
import { isRound, secondOfDay, withdrawAmount } from './amounts.ts';
import { DAY } from './clock.ts';
import { accountOf, type GenContext } from './context.ts';
import { bcaPayout, partyOf } from './lines.ts';
import { isWallet } from './model.ts';
import { addWithdrawal, intent } from './tickets.ts';

/** Approvals on the last day stop at 23:35, so that a 20-minute payout stays on a generated statement. */
export const WD_LAST_DAY_LATEST = 84_900;

export function routineWithdrawals(ctx: GenContext, website: string, total: number): void {
  const { r, mix, book, dayStarts } = ctx;
  const base = ctx.bases.get(website)!;
  const wd = accountOf(ctx, website, 'BCA', 'WD')!;
  const perDay = Math.round(total / dayStarts.length);
  const approvals: { day: number; appAt: number }[] = [];
  dayStarts.forEach((start, day) => {
    const latest = day === dayStarts.length - 1 ? WD_LAST_DAY_LATEST : 86_400;
    for (let i = 0; i < perDay; i++) approvals.push({ day, appAt: start + secondOfDay(r, latest) * 1000 });
  });
  approvals.sort((a, b) => a.appAt - b.appAt);
  for (const { day, appAt } of approvals) {
    const player = base.pick(r);
    const amountSen = withdrawAmount(r);
    const wallet = isWallet(player.bank);
    const tags = [wallet ? 'wd:ewallet' : player.bank === 'BCA' ? 'wd:intrabank' : 'wd:bifast', `name:${player.nameVariant}`];
    if (!wallet && player.bankName.length > 18) tags.push('cut18');
    if (!isRound(amountSen)) tags.push('amount:odd');
    let key: string | null = null;
    if (r.chance(mix.wdUnpaid)) {
      tags.push('unpaid');
    } else {
      const at = appAt + r.between(60, 1200) * 1000;
      if (at >= dayStarts[day]! + DAY) tags.push('debit:midnight');
      key = bcaPayout(book, wd.id, at, amountSen, partyOf(player), { owner: player.username, person: player.person, origin: 'player' }).key;
    }
    addWithdrawal(ctx, { player, appAt, amountSen, corporate: wd, intent: intent(key, tags) });
  }
}
