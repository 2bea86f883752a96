import type { ReactNode } from 'react';
import { relatedLineWords, type MutasiDepositView, type MutasiWithdrawView, type Side } from '@auto-checker/contract';
import type { ReviewColumn } from '../../review/ReviewTable.tsx';
import { LineStatusBadge, RelatedLineNote } from './LineCells.tsx';
import { lineStatus } from './line-words.ts';
import { formatAmount, formatMoment, formatShortMoment, text } from '../../lib/format.ts';
import { rowNumber, type ReviewSide } from '../../review/review-rules.ts';

export type MutasiRow = MutasiDepositView | MutasiWithdrawView;

/** What differs between the deposit and the withdraw statement tables. */
export interface MutasiSide<Row extends MutasiRow> extends ReviewSide {
  id: (row: Row) => number;
  /** Every spec column, in its order. */
  columns: (page: number) => ReviewColumn<Row>[];
  /** The short view that fits a 1366 px laptop (see shortColumns). */
  shortColumns: (page: number) => ReviewColumn<Row>[];
  /** The line that bears on a row, shown under it; null for most lines. */
  related: (row: Row) => ReactNode | null;
}

/** The related line under a row, in words (the contract's relatedLineWords, as in the exports). */
function related(row: MutasiRow): ReactNode | null {
  const words = relatedLineWords(row);
  return words === null ? null : <RelatedLineNote words={words} />;
}

/** The fields both tables show, under the spec's names for each (mutasi_ or mutasiwd_). */
interface Fields<Row> {
  id: (row: Row) => number;
  approved: (row: Row) => boolean;
  note: (row: Row) => string;
  amount: (row: Row) => number;
  ticket: (row: Row) => string;
  appDate: (row: Row) => string;
  playerBank: (row: Row) => string;
  corporateBank: (row: Row) => string;
  website: (row: Row) => string;
  /** The deposit table's Transaction ID; the withdraw table has none. */
  transactionId?: (row: Row) => string;
}

/**
 * No, Status, Ket, Mutasi Amount, Ticket No (the BO ticket the line backs), App Date, Player Bank Name,
 * Corporate Bank, Mutasi Website; the deposit table adds the Transaction ID after the ticket. The bank's own
 * words for the line are the player bank's tooltip. Status says Approved / Pending of a player's line, and what any
 * other line is (a fee, a sweep, a return...), so that the whole statement reads at a glance.
 */
function mutasiColumns<Row extends MutasiRow>(f: Fields<Row>, page: number): ReviewColumn<Row>[] {
  const { transactionId } = f;
  const columns: ReviewColumn<Row>[] = [
    { key: 'No', header: 'No', cell: (_row, index) => rowNumber(page, index), className: 'tabular-nums' },
    { key: 'Status', header: 'Status', cell: (row) => <LineStatusBadge status={lineStatus(row, f.approved(row))} /> },
    { key: 'Ket', header: 'Ket', cell: (row) => text(f.note(row)), wrap: true },
    { key: 'Mutasi Amount', header: 'Mutasi Amount', cell: (row) => formatAmount(f.amount(row)), align: 'right', className: 'tabular-nums' },
    { key: 'Ticket No', header: 'Ticket No', cell: (row) => text(f.ticket(row)) },
  ];
  if (transactionId) columns.push({ key: 'Transaction ID', header: 'Transaction ID', cell: (row) => text(transactionId(row)) });
  columns.push(
    { key: 'App Date', header: 'App Date', cell: (row) => formatMoment(f.appDate(row)) },
    {
      key: 'Player Bank Name',
      header: 'Player Bank Name',
      cell: (row) => <span title={row.description || undefined}>{text(f.playerBank(row))}</span>,
    },
    { key: 'Corporate Bank', header: 'Corporate Bank', cell: (row) => text(f.corporateBank(row)) },
    { key: 'Mutasi Website', header: 'Mutasi Website', cell: (row) => text(f.website(row)) },
  );
  return columns;
}

/**
 * The short view: No, Status, App Date (short) with the Corporate Bank under it, Mutasi Amount, Player Bank Name with
 * the bank's own description of the line under it (on screen, not only in the exports), Ticket No with the
 * Transaction ID under it, Ket. Mutasi Website is the website searched; it stays in the full view and the exports.
 */
function shortColumns<Row extends MutasiRow>(f: Fields<Row>, page: number): ReviewColumn<Row>[] {
  const { transactionId } = f;
  const under = (main: string, below: string | null) => (
    <div className="space-y-0.5">
      <p>{main}</p>
      {below && below !== '-' && <p className="text-xs text-gray-500 dark:text-gray-400">{below}</p>}
    </div>
  );
  return [
    { key: 'No', header: 'No', cell: (_row, index) => rowNumber(page, index), className: 'tabular-nums', width: 'w-12' },
    { key: 'Status', header: 'Status', cell: (row) => <LineStatusBadge status={lineStatus(row, f.approved(row))} />, width: 'w-28' },
    {
      key: 'App Date',
      header: 'App Date / Corporate Bank',
      cell: (row) => under(formatShortMoment(f.appDate(row)), text(f.corporateBank(row))),
      width: 'w-36',
    },
    { key: 'Mutasi Amount', header: 'Mutasi Amount', cell: (row) => formatAmount(f.amount(row)), align: 'right', className: 'tabular-nums', width: 'w-28' },
    {
      key: 'Player Bank Name',
      header: 'Player Bank Name / Keterangan Bank',
      wide: true,
      cell: (row) => (
        <div className="space-y-0.5">
          <p className="font-medium text-gray-800 dark:text-white/90">{text(f.playerBank(row))}</p>
          {row.description && <p className="text-xs break-words text-gray-500 dark:text-gray-400">{row.description}</p>}
        </div>
      ),
    },
    {
      key: 'Ticket No',
      header: transactionId ? 'Ticket No / Transaction ID' : 'Ticket No',
      cell: (row) => under(text(f.ticket(row)), transactionId ? text(transactionId(row)) : null),
      className: 'break-all',
      width: 'w-44',
    },
    { key: 'Ket', header: 'Ket', cell: (row) => text(f.note(row)), width: 'w-52', wide: true },
  ];
}

const DEPOSIT_FIELDS: Fields<MutasiDepositView> = {
  id: (r) => r.mutasi_id,
  approved: (r) => r.mutasi_app,
  note: (r) => r.mutasi_ketapp,
  amount: (r) => r.mutasi_amount,
  ticket: (r) => r.mutasi_ticket,
  appDate: (r) => r.mutasi_app_date,
  playerBank: (r) => r.mutasi_player_bank_name,
  corporateBank: (r) => r.mutasi_corporate_bank,
  website: (r) => r.mutasi_website,
  transactionId: (r) => r.mutasi_transaction_id,
};

const WITHDRAW_FIELDS: Fields<MutasiWithdrawView> = {
  id: (r) => r.mutasiwd_id,
  approved: (r) => r.mutasiwd_app,
  note: (r) => r.mutasiwd_ketapp,
  amount: (r) => r.mutasiwd_amount,
  ticket: (r) => r.mutasiwd_ticket,
  appDate: (r) => r.mutasiwd_app_date,
  playerBank: (r) => r.mutasiwd_player_bank_name,
  corporateBank: (r) => r.mutasiwd_corporate_bank,
  website: (r) => r.mutasiwd_website,
};

/** A side's table: its names and paths, and its columns over its fields. */
function linesOf<Row extends MutasiRow>(names: ReviewSide, fields: Fields<Row>): MutasiSide<Row> {
  return {
    ...names,
    id: fields.id,
    related,
    columns: (page) => mutasiColumns(fields, page),
    shortColumns: (page) => shortColumns(fields, page),
  };
}

export const DEPOSIT_LINES = linesOf(
  {
    kind: 'DEPOSIT',
    caption: 'View Mutasi Deposit',
    lists: { view: 'viewmutasi', search: 'searchmutasi' },
    exportPaths: { csv: '/api/exportcsvviewmutasi', excel: '/api/exportexcelviewmutasi' },
    filePrefix: 'mutasi_depo',
  },
  DEPOSIT_FIELDS,
);

export const WITHDRAW_LINES = linesOf(
  {
    kind: 'WITHDRAW',
    caption: 'View Mutasi Withdraw',
    lists: { view: 'viewmutasiwd', search: 'searchmutasiwd' },
    exportPaths: { csv: '/api/exportcsvviewmutasiwd', excel: '/api/exportexcelviewmutasiwd' },
    filePrefix: 'mutasi_wd',
  },
  WITHDRAW_FIELDS,
);

/** The table of each side. */
export const MUTASI_SIDES = { DEPOSIT: DEPOSIT_LINES, WITHDRAW: WITHDRAW_LINES } as const satisfies Record<Side, ReviewSide>;
