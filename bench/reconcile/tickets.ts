/** BO rows as the panel writes them: ticket numbers, references, the account named, the status. */
import { ddmm, isoDateOf } from './clock.ts';
import { yymmdd, type GenContext } from './context.ts';
import type { Account, BoDepositRow, BoWithdrawRow, Intent, PanelStatus, PaymentType, Player } from './model.ts';

function nextTicket(ctx: GenContext, prefix: 'DP' | 'WD', website: string, at: number): string {
  const date = isoDateOf(at);
  const k = `${prefix}|${website}|${date}`;
  const n = (ctx.seq.get(k) ?? (prefix === 'DP' ? 100_000 : 200_000)) + 1;
  ctx.seq.set(k, n);
  return `${prefix}${yymmdd(date)}${website.slice(-1)}${String(n).padStart(6, '0')}`;
}

function panelRef(ctx: GenContext, prefix: string, digits: number): string {
  for (;;) {
    const ref = `${prefix}${String(ctx.r.int(10 ** digits)).padStart(digits, '0')}`;
    if (!ctx.refs.has(ref)) {
      ctx.refs.add(ref);
      return ref;
    }
  }
}

/** The index of the generated day `at` falls on; a row outside them is a generator bug. */
function dayOf(ctx: GenContext, at: number, what: string): number {
  const day = ctx.days.indexOf(isoDateOf(at));
  if (day < 0) throw new Error(`generator bug: ${what} on ${isoDateOf(at)}, outside the generated days`);
  return day;
}

/** What a BO row of either kind is made of: whose it is, how much, the account the panel names, what really happened. */
interface RowSpec {
  player: Player;
  amountSen: number;
  corporate: Account;
  status?: PanelStatus;
  intent: Intent;
}

export interface DepositSpec extends RowSpec {
  reqAt: number;
  paymentType: PaymentType;
  /** The payment's reference when the panel carries it (QRIS RRN, Auto TX id). */
  boRef?: string;
  /** When the panel approved it (after the money, if any). */
  creditAt?: number;
}

export function addDeposit(ctx: GenContext, s: DepositSpec): BoDepositRow {
  const day = dayOf(ctx, s.reqAt, 'a request');
  const hms = new Date(s.reqAt).toISOString().slice(11, 19).replace(/:/g, '');
  const row: BoDepositRow = {
    ticket: nextTicket(ctx, 'DP', s.player.website, s.reqAt),
    website: s.player.website,
    day,
    reqAt: s.reqAt,
    appAt: Math.max(s.reqAt, s.creditAt ?? s.reqAt) + ctx.r.between(30, 600) * 1000,
    username: s.player.username,
    amountSen: s.amountSen,
    paymentType: s.paymentType,
    corporateAccount: s.corporate.id,
    status: s.status ?? 'APPROVED',
    boRef: s.boRef ?? panelRef(ctx, 'NXR', 8),
    playerRef: `${s.player.bank}${ddmm(s.reqAt)}${hms}`,
    playerOwnRef: `${s.player.username}-${ddmm(s.reqAt)}`,
    intent: s.intent,
  };
  ctx.deposits.push(row);
  return row;
}

export interface WithdrawSpec extends RowSpec {
  appAt: number;
}

export function addWithdrawal(ctx: GenContext, s: WithdrawSpec): BoWithdrawRow {
  const day = dayOf(ctx, s.appAt, 'a withdrawal');
  const row: BoWithdrawRow = {
    ticket: nextTicket(ctx, 'WD', s.player.website, s.appAt),
    website: s.player.website,
    day,
    appAt: s.appAt,
    username: s.player.username,
    amountSen: s.amountSen,
    corporateAccount: s.corporate.id,
    status: s.status ?? 'APPROVED',
    refCode: panelRef(ctx, 'WDREF', 7),
    ownRefCode: `${s.player.username}-${ddmm(s.appAt)}`,
    lastBalanceSen: ctx.r.between(0, 500) * 1_000_00,
    intent: s.intent,
  };
  ctx.withdrawals.push(row);
  return row;
}

export const intent = (money: string | null, tags: string[], pending: Intent['pending'] = null): Intent => ({ money, pending, tags });
