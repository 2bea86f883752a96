/**
 * What E-Wallet (Auto TX) and Nexus Pay share: our template is the category's only format, and each row is one payment
 * to or from a player's wallet or bank account, with no balance (a VA_EWALLET statement line). Only paid rows are money
 * (payment-table.ts).
 */
import { bankOfName } from '../../../parsing/banks.ts';
import type { LocalDateTime } from '../../../parsing/datetime.ts';
import { layoutColumns, type TableLayout } from '../../../parsing/reader/layout.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import { KNOWN_LAYOUTS } from '../../layouts/known.ts';
import type { Direction, StatementFormat, StatementLine } from '../statement-line.ts';
import { readPayments } from './payment-table.ts';

/** A value as the category's words for it are written: its letters, in capitals (`Shopee Pay` -> `SHOPEEPAY`). */
export const valueKey = (raw: string) => raw.toUpperCase().replace(/[^A-Z]/g, '');

/** The payment's direction, by the category's words for its `type` column; `choices` tells what to write instead. */
export function paymentDirection<K extends string>(cells: RowCells<K | 'type'>, words: Readonly<Record<string, Direction>>, choices: string): Direction {
  const raw = cells.required('type');
  const found = words[valueKey(raw)];
  if (!found) throw new RowProblem(`tipe '${raw}' tidak dikenal (kolom ${cells.label('type')}); isi ${choices}`);
  return found;
}

/** What a payment row says, read and checked by its category. */
export interface WalletPayment {
  when: LocalDateTime;
  direction: Direction;
  amountSen: number;
  feeSen: number | null;
  description: string;
  name: string;
  account: string;
  /** The wallet or bank as the row names it. */
  bank: string;
  reference: string;
}

/** The statement line of a payment on line `line` of the file. */
export function walletPaymentLine(line: number, payment: WalletPayment): StatementLine {
  return {
    line,
    date: payment.when.date,
    time: payment.when.time,
    pending: false,
    direction: payment.direction,
    amountSen: payment.amountSen,
    grossSen: null,
    feeSen: payment.feeSen,
    balanceSen: null,
    description: payment.description,
    channel: 'VA_EWALLET',
    counterpartyName: payment.name,
    counterpartyAccount: payment.account,
    counterpartyBank: bankOfName(payment.bank),
    reference: payment.reference,
  };
}

/** A category of such payments: our template (its `template` layout) with its example row, and how a row is read. */
export interface WalletPaymentCategory<K extends string> {
  id: string;
  label: string;
  layouts: { template: TableLayout<K | 'status'> } & Record<string, TableLayout<K | 'status'>>;
  fileName: string;
  example: string[];
  toLine: (cells: RowCells<K | 'status'>) => StatementLine;
}

/** The category's upload format: the template to download, and every layout of it read as payments. */
export function walletPaymentFormat<K extends string>(category: WalletPaymentCategory<K>): StatementFormat {
  const { id, label, layouts, fileName, example, toLine } = category;
  return {
    id,
    label,
    template: { fileName, columns: layoutColumns(layouts.template), example },
    parse: (text, context) => readPayments(text, { name: label, layouts: Object.values(layouts), known: KNOWN_LAYOUTS }, toLine, context),
  };
}
