import type { DataPlayerResponse, DataPlayerRow, Identity, TotalDataPlayerResponse } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { lastPage, pageWindow } from '../../http/page.ts';
import { decimalToSen, senToRupiah } from '../../parsing/amount.ts';
import { websiteFilter } from '../websites/scope.ts';
import { totalDataPlayer, type DayTotals } from './game-site.ts';
import { reportRange } from './report-range.ts';
import { countPlayerTransactions, dayTotals, listPlayerTransactions, type PlayerSelection, type PlayerTransaction } from './repo.ts';

/**
 * Data Player and the Game Site report (docs/spec/part-2.md): what one website's players deposited and withdrew
 * over a range of statement dates. CHECKER and CS read their own website only (the access guard has
 * answered 404 when they named another); ADMIN names any code, or 'all'. An unknown code is an empty
 * report, as on the review lists.
 */

/** A report request as the path or body names it, its dates already read as YYYY-MM-DD (routes.ts). */
export interface ReportRequest {
  website: string;
  start: string;
  end: string;
}

export interface PagedRequest extends ReportRequest {
  pageSize: number;
  page: number;
}

function selectionOf(me: Identity, request: ReportRequest, username: string | null = null): PlayerSelection {
  return {
    websiteCode: websiteFilter(me, request.website),
    range: reportRange(request.start, request.end),
    username,
  };
}

const rupiah = (decimal: string) => senToRupiah(decimalToSen(decimal));

function dataPlayerRow(t: PlayerTransaction): DataPlayerRow {
  const amount = rupiah(t.amount);
  return {
    date: t.at.toISOString(),
    handler: t.handler,
    username: t.user_name,
    website: t.website_code,
    player_bank_name: t.player_bank_code,
    player_bank_no: t.player_account_no,
    deposit: t.kind === 'DEPOSIT' ? amount : 0,
    withdraw: t.kind === 'WITHDRAW' ? amount : 0,
    kind: t.kind,
    ticket_no: t.ticket_no,
    player_account_name: t.player_account_name,
    statement_date: t.statement_date,
  };
}

/** One page of the website's transactions; `username` (already trimmed, not empty) narrows them to matching players. */
export async function dataPlayer(db: Db, me: Identity, request: PagedRequest, username: string | null = null): Promise<DataPlayerResponse> {
  const selection = selectionOf(me, request, username);
  const rows = await listPlayerTransactions(db, selection, pageWindow(request.pageSize, request.page));
  const total = await countPlayerTransactions(db, selection);
  return { details: rows.map(dataPlayerRow), last_page: lastPage(total, request.pageSize), total };
}

/** The Data Player tiles and a page of the Game Site report, with the totals of the whole range. */
export async function totalDataPlayerReport(db: Db, me: Identity, request: PagedRequest): Promise<TotalDataPlayerResponse> {
  return totalDataPlayer(await dayTotals(db, selectionOf(me, request)), request.pageSize, request.page);
}

/** Every day of the Game Site report (at most REPORT_MAX_DAYS), for the export; also the website it is about. */
export async function gameSiteDays(db: Db, me: Identity, request: ReportRequest): Promise<{ websiteCode: string | null; days: DayTotals[] }> {
  const selection = selectionOf(me, request);
  return { websiteCode: selection.websiteCode, days: await dayTotals(db, selection) };
}
