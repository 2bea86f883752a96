import type { GameSiteDay, TotalDataPlayerResponse } from '@auto-checker/contract';
import { senToRupiah } from '../../parsing/amount.ts';
import { lastPage, pageOf } from '../../http/page.ts';

/**
 * The Game Site report and the Data Player summary, computed from the days of a range (pure: no I/O).
 * Money stays integer sen until the answer is built, so totals never carry float error.
 */

/** One statement date of a website with data: its BO transactions summed (repo.ts). */
export interface DayTotals {
  /** YYYY-MM-DD */
  date: string;
  depositSen: number;
  withdrawSen: number;
  transactions: number;
}

export interface RangeTotals {
  depositSen: number;
  withdrawSen: number;
  transactions: number;
}

export function totalsOf(days: readonly DayTotals[]): RangeTotals {
  return days.reduce(
    (sum, day) => ({
      depositSen: sum.depositSen + day.depositSen,
      withdrawSen: sum.withdrawSen + day.withdrawSen,
      transactions: sum.transactions + day.transactions,
    }),
    { depositSen: 0, withdrawSen: 0, transactions: 0 },
  );
}

/** One row of the report as the API and the files show it. */
export function gameSiteDay(day: DayTotals): GameSiteDay {
  return {
    date: day.date,
    total_deposit: senToRupiah(day.depositSen),
    total_withdraw: senToRupiah(day.withdrawSen),
    total_transactions: day.transactions,
    balance: senToRupiah(day.depositSen - day.withdrawSen),
  };
}

/** The answer of GET /api/totaldataplayer: the summary of the whole range and one page of its days. */
export function totalDataPlayer(days: readonly DayTotals[], pageSize: number, page: number): TotalDataPlayerResponse {
  const total = totalsOf(days);
  const deposit = senToRupiah(total.depositSen);
  const withdraw = senToRupiah(total.withdrawSen);
  const balance = senToRupiah(total.depositSen - total.withdrawSen);
  return {
    deposit,
    withdraw,
    balance,
    transactions: total.transactions,
    details: pageOf(days, pageSize, page).map(gameSiteDay),
    grand_total_deposit: deposit,
    grand_total_withdraw: withdraw,
    total_balance: balance,
    grand_total_transactions: total.transactions,
    last_page: lastPage(days.length, pageSize),
  };
}
