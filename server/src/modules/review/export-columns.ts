import {
  LINE_KIND_LABELS,
  lineStatusWord,
  relatedLineWords,
  type BoDepositView,
  type BoWithdrawView,
  type LineKind,
  type MutasiDepositView,
  type MutasiWithdrawView,
  type RelatedLine,
} from '@auto-checker/contract';
import { jakartaWallClock } from '../../parsing/datetime.ts';
import { spreadsheetSafe } from '../../http/spreadsheet-safe.ts';

/**
 * The columns of the View BO and View Mutasi exports: the screens' tables (docs/spec/part-1.md, section 2) without
 * the checkbox and Action columns, plus what an offline check needs (approved amount, match rule, a
 * line's kind, description and related line). Cells are read from the view rows, so a file shows what the screen shows.
 */

/** Text, an amount in rupiah (a number in both formats), or nothing. */
export type Cell = string | number | null;

export interface ExportColumn<Row> {
  header: string;
  /** Excel column width, in characters. */
  width: number;
  /** `no` is the row's place in the whole file, from 1. */
  cell: (row: Row, no: number) => Cell;
}

export interface ExportTable<Row> {
  sheet: string;
  columns: readonly ExportColumn<Row>[];
}

/** The cells of one row, text made safe to open in a spreadsheet. */
export function rowCells<Row>(table: ExportTable<Row>, row: Row, no: number): Cell[] {
  return table.columns.map((column) => {
    const value = column.cell(row, no);
    return typeof value === 'string' ? spreadsheetSafe(value) : value;
  });
}

/** `2026-07-03` -> `03/07/2026`. */
export function displayDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** An ISO moment as Jakarta wall-clock time, `dd/mm/yyyy HH:mm:ss`; a bare `YYYY-MM-DD` (a line without a time) as `dd/mm/yyyy`. */
export function displayMoment(value: string | null): string {
  if (value === null) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return displayDate(value);
  const jakarta = jakartaWallClock(Date.parse(value));
  return `${displayDate(jakarta)} ${jakarta.slice(11, 19)}`;
}

const status = (approved: boolean) => (approved ? 'Approved' : 'Pending');

/** A statement line's kind, and the line that bears on it, in the screen's words (the contract's line-words.ts). */
const kind = <Row extends { line_kind: LineKind }>() => column<Row>('Kind', 18, (r) => LINE_KIND_LABELS[r.line_kind]);
const relatedLine = <Row extends { booked_date: string; related_line: RelatedLine | null; held_elsewhere: string | null }>() =>
  column<Row>('Related Line', 56, (r) => relatedLineWords(r) ?? '');

function column<Row>(header: string, width: number, cell: (row: Row, no: number) => Cell): ExportColumn<Row> {
  return { header, width, cell };
}

const no = <Row>() => column<Row>('No', 7, (_row, n) => n);

export const BO_DEPOSIT_EXPORT: ExportTable<BoDepositView> = {
  sheet: 'View BO Deposit',
  columns: [
    no(),
    column('Status', 10, (r) => status(r.bo_approve)),
    column('Ket', 40, (r) => r.ket_app),
    column('Ticket No', 18, (r) => r.ticket_no),
    column('Req Date', 20, (r) => displayMoment(r.req_date)),
    column('App Date', 20, (r) => displayMoment(r.app_date)),
    column('Bank Statement', 14, (r) => displayDate(r.bank_statement_date)),
    column('Username', 16, (r) => r.user_name),
    column('Fullname', 24, (r) => r.full_name),
    column('Payment Type', 12, (r) => r.payment_type),
    column('Depo Amount', 14, (r) => r.depo_amount),
    column('Approved Amount', 14, (r) => r.approved_amount),
    column('Admin Fee', 10, (r) => r.admin_fee),
    column('Agent Fee', 10, (r) => r.agent_fee),
    column('Player Fee', 10, (r) => r.player_fee),
    column('Nett Amount', 14, (r) => r.nett_amount),
    column('Player Bank', 32, (r) => r.player_bank),
    column('Corporate Bank', 32, (r) => r.corporate_bank),
    column('Bo Desc', 20, (r) => r.bo_desc),
    column('Bo Ref', 16, (r) => r.bo_ref),
    column('Bo Status', 12, (r) => r.bo_status),
    column('Bo Reason', 16, (r) => r.bo_reason),
    column('Bo Handler', 14, (r) => r.bo_handler),
    column('Bo Website', 12, (r) => r.bo_website),
    column('Player Ref', 16, (r) => r.player_ref),
    column('Player Own Ref', 16, (r) => r.player_own_ref),
    column('Match Rule', 12, (r) => r.match_rule ?? ''),
  ],
};

export const BO_WITHDRAW_EXPORT: ExportTable<BoWithdrawView> = {
  sheet: 'View BO Withdraw',
  columns: [
    no(),
    column('Status', 10, (r) => status(r.wd_bo_approve)),
    column('Ket', 40, (r) => r.wd_ket_app),
    column('Amount', 14, (r) => r.wd_amount),
    column('Approved Amount', 14, (r) => r.approved_amount),
    column('Ticket No', 18, (r) => r.wd_ticket_no),
    column('App Date', 20, (r) => displayMoment(r.wd_app_date)),
    column('Brand', 14, (r) => r.wd_brand),
    column('Player Bank Name', 32, (r) => r.wd_player_bank),
    column('Player Number', 18, (r) => r.wd_player_number),
    column('Corporate Bank', 32, (r) => r.wd_corp_bank),
    column('Username', 16, (r) => r.wd_username),
    column('Fullname', 24, (r) => r.wd_fullname),
    column('Website', 12, (r) => r.wd_website),
    column('Remarks', 20, (r) => r.wd_remarks),
    column('WD Status', 12, (r) => r.wd_status),
    column('Handler', 14, (r) => r.wd_handler),
    column('Ref Code', 16, (r) => r.wd_ref_code),
    column('Own Ref', 16, (r) => r.wd_own_ref_code),
    column('Last Balance', 14, (r) => r.wd_last_balance),
    column('Match Rule', 12, (r) => r.match_rule ?? ''),
  ],
};

export const MUTASI_DEPOSIT_EXPORT: ExportTable<MutasiDepositView> = {
  sheet: 'View Mutasi Deposit',
  columns: [
    no(),
    column('Status', 14, (r) => lineStatusWord(r, r.mutasi_app)),
    kind(),
    column('Ket', 40, (r) => r.mutasi_ketapp),
    column('Mutasi Amount', 14, (r) => r.mutasi_amount),
    column('Ticket No', 18, (r) => r.mutasi_ticket),
    column('App Date', 20, (r) => displayMoment(r.mutasi_app_date)),
    column('Player Bank Name', 24, (r) => r.mutasi_player_bank_name),
    column('Corporate Bank', 32, (r) => r.mutasi_corporate_bank),
    column('Transaction ID', 20, (r) => r.mutasi_transaction_id),
    column('Mutasi Website', 14, (r) => r.mutasi_website),
    column('Description', 60, (r) => r.description),
    relatedLine(),
  ],
};

export const MUTASI_WITHDRAW_EXPORT: ExportTable<MutasiWithdrawView> = {
  sheet: 'View Mutasi Withdraw',
  columns: [
    no(),
    column('Status', 14, (r) => lineStatusWord(r, r.mutasiwd_app)),
    kind(),
    column('Ket', 40, (r) => r.mutasiwd_ketapp),
    column('Mutasi Amount', 14, (r) => r.mutasiwd_amount),
    column('Ticket No', 18, (r) => r.mutasiwd_ticket),
    column('App Date', 20, (r) => displayMoment(r.mutasiwd_app_date)),
    column('Player Bank Name', 24, (r) => r.mutasiwd_player_bank_name),
    column('Corporate Bank', 32, (r) => r.mutasiwd_corporate_bank),
    column('Mutasi Website', 14, (r) => r.mutasiwd_website),
    column('Description', 60, (r) => r.description),
    relatedLine(),
  ],
};
