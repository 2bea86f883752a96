import type { BoDepositView, BoWithdrawView } from '@auto-checker/contract';
import type { ReviewColumn } from '../review/ReviewTable.tsx';
import { formatAmount, formatMoment, text } from '../../lib/format.ts';

/** The columns View BO fills with its controls; the rest are the row's fields. */
export interface ControlColumns<Row> {
  select: ReviewColumn<Row>;
  no: ReviewColumn<Row>;
  status: ReviewColumn<Row>;
  ket: ReviewColumn<Row>;
  amount: ReviewColumn<Row>;
  action: ReviewColumn<Row>;
}

const plain = <Row,>(header: string, value: (row: Row) => string | null, wrap = false): ReviewColumn<Row> => ({
  key: header,
  header,
  cell: (row) => text(value(row)),
  wrap,
});
const money = <Row,>(header: string, value: (row: Row) => number | null): ReviewColumn<Row> => ({
  key: header,
  header,
  cell: (row) => formatAmount(value(row)),
  align: 'right',
  className: 'tabular-nums',
});
const moment = <Row,>(header: string, value: (row: Row) => string | null): ReviewColumn<Row> => ({
  key: header,
  header,
  cell: (row) => formatMoment(value(row)),
});

/** The spec's deposit columns, in its order. */
export function depositColumns(c: ControlColumns<BoDepositView>): ReviewColumn<BoDepositView>[] {
  return [
    c.select,
    c.no,
    c.status,
    c.ket,
    plain('Ticket No', (r) => r.ticket_no),
    moment('Req Date', (r) => r.req_date),
    moment('App Date', (r) => r.app_date),
    moment('Bank Statement', (r) => r.bank_statement_date),
    plain('Username', (r) => r.user_name),
    plain('Fullname', (r) => r.full_name),
    plain('Payment Type', (r) => r.payment_type),
    c.amount,
    money('Admin Fee', (r) => r.admin_fee),
    money('Agent Fee', (r) => r.agent_fee),
    money('Player Fee', (r) => r.player_fee),
    money('Nett Amount', (r) => r.nett_amount),
    plain('Player Bank', (r) => r.player_bank),
    plain('Corporate Bank', (r) => r.corporate_bank),
    plain('Bo Desc', (r) => r.bo_desc, true),
    plain('Bo Ref', (r) => r.bo_ref),
    plain('Bo Status', (r) => r.bo_status),
    plain('Bo Reason', (r) => r.bo_reason, true),
    plain('Bo Handler', (r) => r.bo_handler),
    plain('Bo Website', (r) => r.bo_website),
    plain('Player Ref', (r) => r.player_ref),
    plain('Player Own Ref', (r) => r.player_own_ref),
    c.action,
  ];
}

/**
 * The spec's withdraw columns, in its order. Its Player Number column is fed from the fullname field (spec
 * section 2); the player's real account number is in the cell's tooltip.
 */
export function withdrawColumns(c: ControlColumns<BoWithdrawView>): ReviewColumn<BoWithdrawView>[] {
  return [
    c.select,
    c.no,
    c.status,
    c.ket,
    c.amount,
    plain('Ticket No', (r) => r.wd_ticket_no),
    moment('App Date', (r) => r.wd_app_date),
    plain('Mutasi Brand', (r) => r.wd_brand),
    plain('Player Bank Name', (r) => r.wd_player_bank),
    {
      key: 'Player Number',
      header: 'Player Number',
      cell: (r) => <span title={r.wd_player_number ? `No. rekening: ${r.wd_player_number}` : undefined}>{text(r.wd_fullname)}</span>,
    },
    money('Mutasi Amount', (r) => r.wd_nett_amount),
    plain('Corporate Bank', (r) => r.wd_corp_bank),
    plain('Username', (r) => r.wd_username),
    plain('Fullname', (r) => r.wd_fullname),
    plain('Website', (r) => r.wd_website),
    plain('Remarks', (r) => r.wd_remarks, true),
    plain('WD Status', (r) => r.wd_status),
    plain('Handler', (r) => r.wd_handler),
    plain('Ref Code', (r) => r.wd_ref_code),
    plain('Own Ref', (r) => r.wd_own_ref_code),
    money('Last Balance', (r) => r.wd_last_balance),
    c.action,
  ];
}
