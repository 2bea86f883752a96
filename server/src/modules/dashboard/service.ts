import {
  DASHBOARD_MSG,
  DASHBOARD_TREND_DAYS,
  isWebsiteScoped,
  SIDES,
  type DashboardResponse,
  type DashboardSide,
  type DashboardTotal,
  type DashboardTrendDay,
  type DashboardWebsite,
  type Identity,
  type Side,
} from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { Invalid } from '../../errors.ts';
import { decimalToSen, senToRupiah } from '../../parsing/amount.ts';
import { jakartaDate, parseRequestDate, shiftDate } from '../../parsing/datetime.ts';
import { holdersElsewhere } from '../reconciliation/after-upload.ts';
import { placeAcrossWebsites, repeatedTransfers, sharedLineAt, type SharedLine } from '../reconciliation/same-transfer.ts';
import {
  autoShareByDay,
  boSideByWebsite,
  unmatchedByWebsite,
  unmatchedSharedLines,
  websiteNames,
  type BoSideRow,
  type UnmatchedSharedLine,
  type WebsiteCodes,
  type WebsiteName,
} from './repo.ts';

/**
 * The home page: for one statement date, what View BO and View Mutasi would show for each website the
 * person may see. ADMIN sees every website, CHECKER its own, CS only the deposit and withdraw totals of its
 * own. An account without a website sees nothing at all rather than anyone else's figures.
 */

/** The date a request names (`2026-07-03` or `3-Jul-2026`), today in Jakarta when it names none. */
export function dashboardDate(raw: string | undefined, now: Date): string {
  if (raw === undefined || raw.trim() === '') return jakartaDate(now);
  const date = parseRequestDate(raw);
  if (date === null) throw new Invalid(DASHBOARD_MSG.badDate(raw));
  return date;
}

interface SideSen {
  count: number;
  amountSen: number;
  auto: number;
  checker: number;
  pending: number;
  pendingSen: number;
}
interface TotalSen {
  count: number;
  amountSen: number;
}
interface WebsiteSen {
  deposit: SideSen;
  withdraw: SideSen;
  unmatchedCredit: TotalSen;
  unmatchedDebit: TotalSen;
}

const noSide = (): SideSen => ({ count: 0, amountSen: 0, auto: 0, checker: 0, pending: 0, pendingSen: 0 });
const noWebsite = (): WebsiteSen => ({
  deposit: noSide(),
  withdraw: noSide(),
  unmatchedCredit: { count: 0, amountSen: 0 },
  unmatchedDebit: { count: 0, amountSen: 0 },
});

const sideOf = (row: BoSideRow): SideSen => ({
  count: row.count,
  amountSen: decimalToSen(row.amount),
  auto: row.auto,
  checker: row.checker,
  pending: row.pending,
  pendingSen: decimalToSen(row.pending_amount),
});

const addSides = (a: SideSen, b: SideSen): SideSen => ({
  count: a.count + b.count,
  amountSen: a.amountSen + b.amountSen,
  auto: a.auto + b.auto,
  checker: a.checker + b.checker,
  pending: a.pending + b.pending,
  pendingSen: a.pendingSen + b.pendingSen,
});
const addTotals = (a: TotalSen, b: TotalSen): TotalSen => ({ count: a.count + b.count, amountSen: a.amountSen + b.amountSen });
const subtractTotals = (a: TotalSen, b: TotalSen): TotalSen => ({ count: a.count - b.count, amountSen: a.amountSen - b.amountSen });
const addWebsites = (a: WebsiteSen, b: WebsiteSen): WebsiteSen => ({
  deposit: addSides(a.deposit, b.deposit),
  withdraw: addSides(a.withdraw, b.withdraw),
  unmatchedCredit: addTotals(a.unmatchedCredit, b.unmatchedCredit),
  unmatchedDebit: addTotals(a.unmatchedDebit, b.unmatchedDebit),
});

const totalView = (t: TotalSen): DashboardTotal => ({ count: t.count, amount: senToRupiah(t.amountSen) });
const sideView = (s: SideSen): DashboardSide => ({
  count: s.count,
  amount: senToRupiah(s.amountSen),
  auto: s.auto,
  checker: s.checker,
  pending: s.pending,
  pending_amount: senToRupiah(s.pendingSen),
});
const websiteView = (w: WebsiteSen) => ({
  deposit: sideView(w.deposit),
  withdraw: sideView(w.withdraw),
  unmatched_credit: totalView(w.unmatchedCredit),
  unmatched_debit: totalView(w.unmatchedDebit),
});

/**
 * Each website's figures of the date, by code (websites without rows are absent), and the unmatched lines of each side
 * that repeat, on another of the websites, a transfer one of them counts already (SharedFigures.repeated).
 */
async function figuresByWebsite(
  db: Db,
  date: string,
  codes: WebsiteCodes,
  withLines: boolean,
): Promise<{ figures: Map<string, WebsiteSen>; repeated: Record<Side, TotalSen> }> {
  const [deposits, withdrawals, unmatched, shared] = await Promise.all([
    boSideByWebsite(db, 'DEPOSIT', date, codes),
    boSideByWebsite(db, 'WITHDRAW', date, codes),
    withLines ? unmatchedByWebsite(db, date, codes) : [],
    withLines ? sharedFigures(db, date, codes) : noSharedFigures(),
  ]);
  const figures = new Map<string, WebsiteSen>();
  const of = (code: string) => figures.get(code) ?? figures.set(code, noWebsite()).get(code)!;
  for (const row of deposits) of(row.website_code).deposit = sideOf(row);
  for (const row of withdrawals) of(row.website_code).withdraw = sideOf(row);
  for (const row of unmatched) {
    // Money another website's row holds (an account or merchant the two share) backs a request there: not without one.
    const elsewhere = shared.held.get(`${row.side}|${row.website_code}`) ?? { count: 0, amountSen: 0 };
    const total = { count: row.count - elsewhere.count, amountSen: decimalToSen(row.amount) - elsewhere.amountSen };
    if (row.side === 'DEPOSIT') of(row.website_code).unmatchedCredit = total;
    else of(row.website_code).unmatchedDebit = total;
  }
  return { figures, repeated: shared.repeated };
}

/**
 * What the unmatched lines on an account or merchant websites share change. `held`: those whose transfer a row of
 * another website holds (View Mutasi lists them under Select All, naming the holder, not as Pending), totalled by
 * `side|website`. `repeated`: of the others, by side, those whose transfer another of the websites' statements shows
 * too, unheld there as well (same-transfer.ts repeatedTransfers): each website lists its copy, but a total over the
 * websites counts the money once.
 */
interface SharedFigures {
  held: Map<string, TotalSen>;
  repeated: Record<Side, TotalSen>;
}
const noSharedFigures = (): SharedFigures => ({ held: new Map(), repeated: { DEPOSIT: { count: 0, amountSen: 0 }, WITHDRAW: { count: 0, amountSen: 0 } } });

async function sharedFigures(db: Db, date: string, codes: WebsiteCodes): Promise<SharedFigures> {
  const lines = await unmatchedSharedLines(db, date, codes);
  const figures = noSharedFigures();
  const plus = (total: TotalSen | undefined, l: UnmatchedSharedLine): TotalSen =>
    addTotals(total ?? { count: 0, amountSen: 0 }, { count: 1, amountSen: decimalToSen(l.amount) });
  for (const side of SIDES) {
    const ofSide = lines.filter((l) => l.side === side);
    if (ofSide.length === 0) continue;
    const held = await holdersElsewhere(db, side, ofSide, { websiteCode: null, lock: false });
    for (const l of ofSide) {
      const key = `${side}|${l.website_code}`;
      if (held.has(l.id)) figures.held.set(key, plus(figures.held.get(key), l));
    }
    const free = ofSide.filter((l) => !held.has(l.id));
    const repeats = repeatedTransfers(free.map(asSharedLine));
    for (const l of free) if (repeats.has(l.id)) figures.repeated[side] = plus(figures.repeated[side], l);
  }
  return figures;
}

/** A line as repeatedTransfers compares it: at its account's bank and number, whichever website files it, or its gateway payment's reference. */
const asSharedLine = (l: UnmatchedSharedLine): SharedLine => sharedLineAt(l, placeAcrossWebsites(l.account, l.reference));

/** The trend's days, oldest first, ending at `date`; a day without rows counts zero. */
async function trend(db: Db, date: string, codes: WebsiteCodes): Promise<DashboardTrendDay[]> {
  const days = Array.from({ length: DASHBOARD_TREND_DAYS }, (_, i) => shiftDate(date, i - (DASHBOARD_TREND_DAYS - 1)));
  const rows = codes.length === 0 ? [] : await autoShareByDay(db, days[0]!, date, codes);
  const byDay = new Map(rows.map((r) => [r.statement_date, r]));
  return days.map((day) => ({ date: day, total: byDay.get(day)?.total ?? 0, auto: byDay.get(day)?.auto ?? 0 }));
}

/** The websites a person may see: every one for ADMIN, else its own; none for an account whose website is gone. */
async function visibleWebsites(db: Db, me: Identity): Promise<WebsiteName[]> {
  if (!isWebsiteScoped(me.account_role)) return websiteNames(db, null);
  return me.account_website_code === null ? [] : websiteNames(db, [me.account_website_code]);
}

export async function dashboard(db: Db, me: Identity, date: string): Promise<DashboardResponse> {
  const websites = await visibleWebsites(db, me);
  const codes = websites.map((w) => w.code);
  const full = me.account_role !== 'CS';
  const [{ figures, repeated }, days] = await Promise.all([
    codes.length === 0 ? { figures: new Map<string, WebsiteSen>(), repeated: noSharedFigures().repeated } : figuresByWebsite(db, date, codes, full),
    full ? trend(db, date, codes) : [],
  ]);
  const rows = websites.map((w) => ({ ...w, figures: figures.get(w.code) ?? noWebsite() }));
  const totals = rows.reduce((sum, w) => addWebsites(sum, w.figures), noWebsite());
  // One transfer on an account two websites share is each website's line without a request, but one sum of money.
  totals.unmatchedCredit = subtractTotals(totals.unmatchedCredit, repeated.DEPOSIT);
  totals.unmatchedDebit = subtractTotals(totals.unmatchedDebit, repeated.WITHDRAW);
  if (!full) {
    return { scope: 'totals', date, website_code: me.account_website_code, deposit: totalView(totals.deposit), withdraw: totalView(totals.withdraw) };
  }
  return {
    scope: 'full',
    date,
    totals: websiteView(totals),
    websites: rows.map((w): DashboardWebsite => ({ website_code: w.code, website_name: w.name, ...websiteView(w.figures) })),
    trend: days,
  };
}
