import type { BoDepositView, BoWithdrawView } from '@auto-checker/contract';
import type { ReviewColumn } from '../../review/ReviewTable.tsx';
import { formatAmount, formatMoment, text } from '../../lib/format.ts';

/** The columns View BO fills with its controls; the rest are the row's fields. */
export interface ControlColumns<Row> {
  select: ReviewColumn<Row>;
  no: ReviewColumn<Row>;
  status: ReviewColumn<Row>;
  ket: ReviewColumn<Row>;
  amount: ReviewColumn<Row>;
  action: ReviewColumn<Row>;
  /** The short view's first column: the ticket (opening the row's detail) and its short time. */
  ticket: ReviewColumn<Row>;
}

/**
 * How a View BO table shows its rows: every spec column (`full`, the spec's order), or the short view a checker
 * decides from at 1366 x 768 without scrolling sideways (`short`: ticket and time, player, amount, status with the
 * best suggestion, note, action), whose row detail lists the rest (`fields`: every spec field, read-only, long times).
 */
export interface BoLayout<Row> {
  full: (c: ControlColumns<Row>) => ReviewColumn<Row>[];
  short: (c: ControlColumns<Row>) => ReviewColumn<Row>[];
  fields: readonly ReviewColumn<Row>[];
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

/**
 * The panel's player bank (`BSI - STEVEN CAHYA - 3561544817`) without the player's name, which the cell shows above
 * it: `BSI · 3561544817`.
 */
export function bankWithoutName(bank: string, name: string): string {
  const own = name.trim().toUpperCase();
  const parts = bank
    .split(/\s+-\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.toUpperCase() !== own);
  return parts.length > 0 ? parts.join(' · ') : '-';
}

/** Who the player is, in one cell: username, name, then bank and account number. */
const player = <Row,>(username: (row: Row) => string, name: (row: Row) => string, bank: (row: Row) => string): ReviewColumn<Row> => ({
  key: 'Player',
  header: 'Player',
  width: 'w-36',
  cell: (row) => (
    <div className="space-y-0.5">
      <p className="font-medium text-gray-800 dark:text-white/90">{text(username(row))}</p>
      <p>{text(name(row))}</p>
      <p className="text-xs text-gray-500 dark:text-gray-400">{bank(row)}</p>
    </div>
  ),
});

/** Read-only stand-ins for the controls: the fields of a row's detail (the amount as a number, the rest dropped). */
const READ_ONLY = new Set(['select', 'No', 'Status', 'Ket', 'Action', 'Ticket']);
function fieldsOf<Row>(full: BoLayout<Row>['full'], amountLabel: string, amount: (row: Row) => number): ReviewColumn<Row>[] {
  const none: ReviewColumn<Row> = { key: 'select', header: '', cell: () => null };
  const columns = full({
    select: none,
    no: { ...none, key: 'No' },
    status: { ...none, key: 'Status' },
    ket: { ...none, key: 'Ket' },
    action: { ...none, key: 'Action' },
    ticket: { ...none, key: 'Ticket' },
    amount: money(amountLabel, amount),
  });
  return columns.filter((column) => !READ_ONLY.has(column.key));
}

/**
 * A side's layout from its spec columns and its player cell: the short view's columns and their widths (the status
 * column, with the best suggestion, takes what is left) and the detail's fields with the amount under `amountLabel`.
 */
function layoutOf<Row>(full: BoLayout<Row>['full'], playerColumn: ReviewColumn<Row>, amountLabel: string, amount: (row: Row) => number): BoLayout<Row> {
  return {
    full,
    short: (c) => [
      { ...c.select, width: 'w-9' },
      { ...c.ticket, width: 'w-44' },
      playerColumn,
      { ...c.amount, width: 'w-32' },
      { ...c.status, wide: true },
      { ...c.ket, width: 'w-52', wide: true },
      { ...c.action, width: 'w-24' },
    ],
    fields: fieldsOf(full, amountLabel, amount),
  };
}

/** The spec's deposit columns, in its order. */
function depositColumns(c: ControlColumns<BoDepositView>): ReviewColumn<BoDepositView>[] {
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

export const DEPOSIT_LAYOUT: BoLayout<BoDepositView> = layoutOf(
  depositColumns,
  player(
    (r) => r.user_name,
    (r) => r.full_name,
    (r) => bankWithoutName(r.player_bank, r.full_name),
  ),
  'Depo Amount',
  (r) => r.depo_amount,
);

/**
 * The spec's withdraw columns, in its order. Its Player Number column is fed from the fullname field (spec
 * section 2); the player's real account number is in the cell's tooltip.
 */
function withdrawColumns(c: ControlColumns<BoWithdrawView>): ReviewColumn<BoWithdrawView>[] {
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

export const WITHDRAW_LAYOUT: BoLayout<BoWithdrawView> = layoutOf(
  withdrawColumns,
  player(
    (r) => r.wd_username,
    (r) => r.wd_fullname,
    (r) => [bankWithoutName(r.wd_player_bank, r.wd_fullname), r.wd_player_number].filter((part) => part && part !== '-').join(' · ') || '-',
  ),
  'Amount',
  (r) => r.wd_amount,
);
