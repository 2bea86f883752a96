import { sql, type InferResult } from 'kysely';
import type { MutasiDepositView, MutasiWithdrawView } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import type { Page } from '../../http/page.ts';
import type { Side } from '../reconciliation/eligibility.ts';
import { eligibleLines } from '../reconciliation/eligible-lines.ts';
import { joinAccount, rupiah, rupiahOrNull } from './amounts.ts';
import { viewConditions, type RowSelection, type ViewFilter } from './view-filter.ts';

/**
 * View Mutasi: the statement lines of one website and statement date that can back a BO row of that
 * side (the matcher's own eligibility), in booking order; lines without a time after those with one.
 */

/** The ticket of the BO row a line is matched to; the side says which table matched_bo_id names. */
function matchedTicket(side: Side) {
  const table = side === 'DEPOSIT' ? 'bo_deposit' : 'bo_withdraw';
  return sql<string | null>`(select b.ticket_no from ${sql.table(table)} b where b.id = l.matched_bo_id and b.deleted_at is null)`.as(
    'ticket_no',
  );
}

/** A side's lines View Mutasi lists for a selection, unordered and unpaged (the list pages them, the export reads them all). */
function filteredLines(db: Db, side: Side, filter: RowSelection) {
  return db
    .selectFrom('statement_line as l')
    .leftJoin('bank_account as a', 'a.id', 'l.bank_account_id')
    .where(eligibleLines(side, 'l'))
    .where((eb) =>
      eb.and(
        viewConditions(filter, 'l', { id: 'l.id', code: 'l.reference', amount: 'l.amount', names: ['l.counterparty_name', 'l.description'] }),
      ),
    );
}

/** Those lines with what a row shows: the matched BO row's ticket and the corporate account. */
export function selectedLines(db: Db, side: Side, filter: RowSelection) {
  return filteredLines(db, side, filter)
    .selectAll('l')
    .select(matchedTicket(side))
    .select(['a.bank as account_bank', 'a.name as account_name', 'a.number as account_number']);
}

/** One page of a side's lines. */
async function listLines(db: Db, side: Side, filter: ViewFilter) {
  const rows = await selectedLines(db, side, filter)
    .orderBy('l.booked_at', (ob) => ob.asc().nullsLast())
    .orderBy('l.booked_date')
    .orderBy('l.id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { n } = await filteredLines(db, side, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { total: n, rows };
}

export type LineRow = InferResult<ReturnType<typeof selectedLines>>[number];

/** The corporate account of a bank statement; a gateway report (QRIS, Auto TX, Nexus Pay) by its source. */
function corporateBank(row: LineRow): string {
  if (row.bank_account_id !== null && row.account_bank !== null) {
    return joinAccount(row.account_bank, row.account_name ?? '', row.account_number ?? '');
  }
  return row.source.toUpperCase();
}

/** What both views show beyond the spec's fields. */
function details(row: LineRow) {
  return {
    // Issue 17 item 6 fills these in (lines that never back a row, PEND twins, returned payouts).
    line_kind: 'PLAYER' as const,
    related_line: null,
    description: row.description,
    booked_date: row.booked_date,
    channel: row.channel,
    counterparty_account: row.counterparty_account,
    gross_amount: rupiahOrNull(row.gross_amount),
    fee_amount: rupiahOrNull(row.fee_amount),
    matched_bo_id: row.matched_bo_id,
    source: row.source,
  };
}

const appDate = (row: LineRow) => (row.booked_at ? row.booked_at.toISOString() : row.booked_date);

export async function listDepositLines(db: Db, filter: ViewFilter): Promise<Page<MutasiDepositView>> {
  const { total, rows } = await listLines(db, 'DEPOSIT', filter);
  return { total, rows: rows.map(depositLineView) };
}

export function depositLineView(r: LineRow): MutasiDepositView {
  return {
    mutasi_id: r.id,
    mutasi_app: r.approved,
    mutasi_ketapp: r.note ?? '',
    mutasi_amount: rupiah(r.amount),
    mutasi_ticket: r.ticket_no ?? '',
    mutasi_app_date: appDate(r),
    mutasi_player_bank_name: r.counterparty_name,
    mutasi_corporate_bank: corporateBank(r),
    mutasi_transaction_id: r.reference,
    mutasi_website: r.website_code,
    ...details(r),
  };
}

export async function listWithdrawLines(db: Db, filter: ViewFilter): Promise<Page<MutasiWithdrawView>> {
  const { total, rows } = await listLines(db, 'WITHDRAW', filter);
  return { total, rows: rows.map(withdrawLineView) };
}

export function withdrawLineView(r: LineRow): MutasiWithdrawView {
  return {
    mutasiwd_id: r.id,
    mutasiwd_app: r.approved,
    mutasiwd_ketapp: r.note ?? '',
    mutasiwd_amount: rupiah(r.amount),
    mutasiwd_ticket: r.ticket_no ?? '',
    mutasiwd_app_date: appDate(r),
    mutasiwd_player_bank_name: r.counterparty_name,
    mutasiwd_corporate_bank: corporateBank(r),
    mutasiwd_website: r.website_code,
    ...details(r),
  };
}
