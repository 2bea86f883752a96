import type { Selectable } from 'kysely';
import { shortDayTime, type BoDepositView, type BoWithdrawView, type Side } from '@auto-checker/contract';
import type { Db } from '../../../db/connect.ts';
import { listPage } from '../../../db/list-page.ts';
import type { BoDepositTable, BoWithdrawTable } from '../../../db/schema.ts';
import type { Page } from '../../../http/page.ts';
import { isRefusedStatus } from '../../../parsing/payment-status.ts';
import { isoOrNull, joinAccount, rupiah, rupiahOrNull } from '../amounts.ts';
import { lookUpWhole, viewConditions, type RowSelection, type SearchColumns, type ViewFilter } from './view-filter.ts';

/**
 * View BO: the BO rows of one website and statement date, deposits by request time, withdrawals by
 * approval time. Rows deleted from View BO are gone for good as far as this list is concerned.
 */

/** The player bank as the export wrote it; its parts joined when the export wrote none. */
function playerBank(row: { player_bank: string; player_bank_code: string; player_account_name: string; player_account_no: string }): string {
  return row.player_bank.trim() !== '' ? row.player_bank : joinAccount(row.player_bank_code, row.player_account_name, row.player_account_no);
}

function approvalOf(
  row: {
    approved_amount: string | null;
    approved_by_name: string | null;
    approved_at: Date | null;
    match_rule: string | null;
    matched_line_id: number | null;
    match_hint: string | null;
  },
  status: string,
) {
  return {
    approved_amount: rupiahOrNull(row.approved_amount),
    approved_by_name: row.approved_by_name,
    approved_at: isoOrNull(row.approved_at),
    match_rule: row.match_rule,
    matched_line_id: row.matched_line_id,
    panel_refused: isRefusedStatus(status),
    match_hint: row.match_hint,
    // Filled in by the list (withRevertNotes): one query for the page, not one per row.
    revert_note: null,
  };
}

/** `Dibatalkan oleh rina 24 Nov 07:13: salah orang`: who took an approval back, when (Asia/Jakarta) and why. */
export function revertNote(by: string, at: Date, reason: string): string {
  return `Dibatalkan oleh ${by} ${shortDayTime(at)}: ${reason}`;
}

/** The rows with revert_note set from the last undo of each (match_refusal), read in one query. */
async function withRevertNotes<Row extends { revert_note: string | null }>(db: Db, side: Side, rows: Row[], idOf: (row: Row) => number): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const refusals = await db
    .selectFrom('match_refusal')
    .distinctOn('bo_id')
    .select(['bo_id', 'reason', 'created_by_name', 'created_at'])
    .where('side', '=', side)
    .where('bo_id', 'in', rows.map(idOf))
    .orderBy('bo_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const notes = new Map(refusals.map((r) => [r.bo_id, revertNote(r.created_by_name, r.created_at, r.reason)]));
  return rows.map((row) => ({ ...row, revert_note: notes.get(idOf(row)) ?? null }));
}

/** What the View BO deposit search reads. */
const DEPOSIT_SEARCH: SearchColumns = {
  id: 'd.id',
  code: 'd.ticket_no',
  amount: 'd.depo_amount',
  names: ['d.user_name', 'd.full_name'],
  whole: { table: 'bo_deposit', columns: ['ticket_no', 'bo_ref', 'player_ref', 'player_own_ref'] },
};

/** The deposits View BO lists for a selection, unordered and unpaged (the list pages them, the export reads them all). */
export function selectedBoDeposits(db: Db, filter: RowSelection) {
  return db
    .selectFrom('bo_deposit as d')
    .where('d.deleted_at', 'is', null)
    .where((eb) => eb.and(viewConditions(filter, 'd', DEPOSIT_SEARCH)));
}

export async function listBoDeposits(db: Db, request: ViewFilter): Promise<Page<BoDepositView>> {
  const filter = await lookUpWhole(db, request, DEPOSIT_SEARCH);
  const { total, rows } = await listPage(selectedBoDeposits(db, filter).selectAll('d').orderBy('d.req_at').orderBy('d.id'), filter, boDepositView);
  return { total, rows: await withRevertNotes(db, 'DEPOSIT', rows, (r) => r.bo_id) };
}

export function boDepositView(r: Selectable<BoDepositTable>): BoDepositView {
  return {
    bo_id: r.id,
    bo_approve: r.approved,
    ket_app: r.note ?? '',
    depo_amount: rupiah(r.depo_amount),
    ticket_no: r.ticket_no,
    req_date: r.req_at.toISOString(),
    app_date: isoOrNull(r.app_at),
    bank_statement_date: r.statement_date,
    user_name: r.user_name,
    full_name: r.full_name,
    payment_type: r.payment_type,
    admin_fee: rupiahOrNull(r.admin_fee),
    agent_fee: rupiahOrNull(r.agent_fee),
    player_fee: rupiahOrNull(r.player_fee),
    nett_amount: rupiahOrNull(r.nett_amount),
    player_bank: playerBank(r),
    corporate_bank: r.corporate_bank,
    bo_desc: r.bo_desc,
    bo_ref: r.bo_ref,
    bo_status: r.bo_status,
    bo_reason: r.bo_reason,
    bo_handler: r.bo_handler,
    bo_website: r.bo_website,
    player_ref: r.player_ref,
    player_own_ref: r.player_own_ref,
    ...approvalOf(r, r.bo_status),
  };
}

/** What the View BO withdraw search reads. */
const WITHDRAW_SEARCH: SearchColumns = {
  id: 'w.id',
  code: 'w.ticket_no',
  amount: 'w.amount',
  names: ['w.user_name', 'w.full_name'],
  whole: { table: 'bo_withdraw', columns: ['ticket_no', 'ref_code', 'own_ref_code'] },
};

/** The withdrawals View BO lists for a selection, unordered and unpaged. */
export function selectedBoWithdrawals(db: Db, filter: RowSelection) {
  return db
    .selectFrom('bo_withdraw as w')
    .where('w.deleted_at', 'is', null)
    .where((eb) => eb.and(viewConditions(filter, 'w', WITHDRAW_SEARCH)));
}

export async function listBoWithdrawals(db: Db, request: ViewFilter): Promise<Page<BoWithdrawView>> {
  const filter = await lookUpWhole(db, request, WITHDRAW_SEARCH);
  const { total, rows } = await listPage(selectedBoWithdrawals(db, filter).selectAll('w').orderBy('w.app_at').orderBy('w.id'), filter, boWithdrawView);
  return { total, rows: await withRevertNotes(db, 'WITHDRAW', rows, (r) => r.wd_bo_id) };
}

export function boWithdrawView(r: Selectable<BoWithdrawTable>): BoWithdrawView {
  return {
    wd_bo_id: r.id,
    wd_bo_approve: r.approved,
    wd_ket_app: r.note ?? '',
    wd_amount: rupiah(r.amount),
    wd_ticket_no: r.ticket_no,
    wd_app_date: r.app_at.toISOString(),
    wd_brand: r.brand,
    wd_fullname: r.full_name,
    wd_player_bank: playerBank(r),
    wd_nett_amount: rupiahOrNull(r.nett_amount),
    wd_corp_bank: r.corp_bank,
    wd_username: r.user_name,
    wd_website: r.wd_website,
    wd_remarks: r.remarks,
    wd_status: r.wd_status,
    wd_handler: r.handler,
    wd_ref_code: r.ref_code,
    wd_own_ref_code: r.own_ref_code,
    wd_last_balance: rupiahOrNull(r.last_balance),
    wd_player_number: r.player_account_no,
    bank_statement_date: r.statement_date,
    ...approvalOf(r, r.wd_status),
  };
}
