/** What the parts of the generator share while building one data set: the options, the random stream, the lines. */
import type { WebsitePlan } from './accounts.ts';
import type { LineBook } from './lines.ts';
import type { Account, BoDepositRow, BoWithdrawRow } from './model.ts';
import type { PlayerBase, Registry } from './players.ts';
import type { Prng } from './prng.ts';

/**
 * The scenario mix of routine traffic, as shares. The defaults are what an operator's busy Nexus website sees on an
 * ordinary day, as far as the team knows it; each is documented where it is used. The targeted classes (scenarios.ts)
 * come on top, in fixed numbers per data set.
 */
export interface Mix {
  /** Deposits of bank players paid by QRIS instead of a transfer (website 0, which has a QRIS merchant). */
  qris: number;
  /** QRIS deposits whose BO row carries the payment's RRN (Bo Ref): the reference rule can take them. */
  qrisWithRef: number;
  /** QRIS payments whose issuer passes the payer's name on. */
  qrisWithName: number;
  /** E-wallet deposits whose BO row carries the Auto TX transaction id. */
  ewalletWithRef: number;
  /** Wallet players who top up the bank deposit account from their wallet instead of paying through Auto TX. */
  walletTopup: number;
  /** Transfers from other banks sent by switching (ATM Bersama / Prima) rather than BI-FAST. */
  switching: number;
  /** Deposits credited on the panel with no money behind them. */
  fraud: number;
  /** Deposits whose money arrived short by a transfer fee (Rp6.500 switching, Rp2.500 BI-FAST). */
  nearMiss: number;
  /** Money on the statements nobody claimed, as a share of the deposits. */
  unclaimed: number;
  /** Deposits followed, the same day, by a second one of the same player and amount. */
  repeat: number;
  /** Deposits requested in the last ten minutes of a day, credited after midnight. */
  midnight: number;
  /** Bank credits 5 to 30 minutes after the request (the rest: within 5 minutes). */
  lateCredit: number;
  /** Bank credits 1 to 8 minutes before the request: the player transferred first, then filled in the form. */
  earlyCredit: number;
  /** Withdrawals approved on the panel and never paid out. */
  wdUnpaid: number;
  /** Debits of the WD account that are no withdrawal (suppliers), as a share of the withdrawals. */
  wdOther: number;
}

export const DEFAULT_MIX: Mix = {
  qris: 0.1,
  qrisWithRef: 0.75,
  qrisWithName: 0.2,
  ewalletWithRef: 0.75,
  walletTopup: 0.15,
  switching: 0.15,
  fraud: 0.02,
  nearMiss: 0.01,
  unclaimed: 0.02,
  repeat: 0.04,
  midnight: 0.015,
  lateCredit: 0.05,
  earlyCredit: 0.02,
  wdUnpaid: 0.02,
  wdOther: 0.01,
};

export interface GenContext {
  r: Prng;
  mix: Mix;
  book: LineBook;
  reg: Registry;
  sites: readonly WebsitePlan[];
  bases: ReadonlyMap<string, PlayerBase>;
  accounts: readonly Account[];
  days: readonly string[];
  /** Wall-clock midnight of each day. */
  dayStarts: readonly number[];
  deposits: BoDepositRow[];
  withdrawals: BoWithdrawRow[];
  /** Ticket sequence per website and day. */
  seq: Map<string, number>;
  /** Panel references in use. */
  refs: Set<string>;
}

/** `260714`: the date part of a Nexus ticket number. */
export const yymmdd = (isoDate: string) => isoDate.slice(2).replace(/-/g, '');

/** The website's account of a bank and kind (the first when there are several). */
export function accountOf(ctx: GenContext, website: string, bank: Account['bank'], kind: Account['kind'] = 'DEPO', nth = 0): Account | undefined {
  return ctx.accounts.filter((a) => a.website === website && a.bank === bank && a.kind === kind)[nth];
}
