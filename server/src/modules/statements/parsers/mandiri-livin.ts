/**
 * The rows of a Livin' e-Statement (layouts/mandiri.ts, `livin`), one rule for the Excel file Convert Mutasi reads and
 * the CSV Excel saves of it (docs/formats-banks.md, "Mandiri"; docs/formats.md, "Convert Mutasi"):
 *
 *   No | Tanggal      | Keterangan                              | Dana Masuk (IDR) | Dana Keluar (IDR) | Saldo (IDR)
 *   No | Date         | Remarks                                 | ...English sub-header: no data
 *   1  | 27 Jun 2026  | Transfer dari BANK MANDIRI SITI AMINAH  | 100.000,00       |                   | 2.004.500,00
 *      | 14:05:10 WIB | 1234567890123
 *
 * A transaction starts on a row with a number in No or a date in Tanggal; a row below it with only a time in Tanggal
 * gives its time and the rest of its Keterangan. Any other row is no data.
 */
import { parseTimeOfDay } from '../../../parsing/datetime.ts';
import type { LayoutRules } from '../../../parsing/reader/read-category.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import { MANDIRI_LAYOUTS, type MandiriKey } from '../../layouts/mandiri.ts';
import { describeMandiri } from '../description/mandiri.ts';
import type { StatementLine } from '../statement-line.ts';
import { describedLine, type RowFields } from './bank-line.ts';

/** A transaction as its rows are read: the first row's date, money and balance, and every row's Keterangan. */
export type LivinTransaction = Pick<RowFields, 'line' | 'when' | 'direction' | 'amountSen' | 'balanceSen'> & { text: string[] };

/** What a row of the table is, from its No and Tanggal cells. */
export type LivinRowKind = 'transaction' | 'continuation' | 'other';

export interface LivinRowCells {
  /** The No cell as read (a number, or text). */
  no: unknown;
  /** Tanggal as a time of day alone (`14:05:10 WIB`), else null. */
  time: string | null;
  /** Tanggal may be a date (a serial date, or text starting with a digit). */
  dated: boolean;
  /** The Dana Masuk and Dana Keluar cells as read. */
  money: readonly unknown[];
}

const isRowNumber = (value: unknown): boolean => (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\d+$/.test(value));

/** A cell that holds money: a number other than 0, or text with a digit other than 0 (`Incoming (IDR)` holds none). */
const isMoney = (value: unknown): boolean => (typeof value === 'number' ? value !== 0 : typeof value === 'string' && /[1-9]/.test(value));

/**
 * What a row is. Money on a row that starts no transaction cannot be told to belong to one: refused, never dropped or
 * added to the transaction above.
 */
export function livinRowKind({ no, time, dated, money }: LivinRowCells): LivinRowKind {
  const numbered = isRowNumber(no);
  const kind: LivinRowKind = time !== null && !numbered ? 'continuation' : numbered || dated ? 'transaction' : 'other';
  if (kind !== 'transaction' && money.some(isMoney)) {
    throw new RowProblem('ada nominal di baris tanpa No dan tanpa tanggal: tidak jelas milik transaksi mana');
  }
  return kind;
}

/** The second row of a transaction: its time is the transaction's, its Keterangan continues the text. */
export function continueLivin(open: LivinTransaction | undefined, time: string, text: string, written: string): void {
  if (!open) throw new RowProblem(`jam '${written}' tanpa baris transaksi di atasnya`);
  open.when = { date: open.when.date, time };
  open.text.push(text);
}

/** The whole Keterangan of a transaction: its rows' texts joined by a space. */
export const livinText = (transaction: LivinTransaction): string => transaction.text.filter(Boolean).join(' ');

/** A Livin' transaction as a statement line, its narrative read by the Mandiri rules. */
function livinLine(transaction: LivinTransaction): StatementLine {
  const { text: _text, ...fields } = transaction;
  return describedLine({ ...fields, description: livinText(transaction) }, describeMandiri);
}

/**
 * The rules of a Livin' CSV, fresh for each file: a transaction's line is made on its first row and completed in place
 * when the row with its time follows (the reader hands over one row at a time).
 */
export function livinCsvRules(): LayoutRules<StatementLine, MandiriKey> {
  let open: { transaction: LivinTransaction; line: StatementLine } | undefined;
  return {
    layout: MANDIRI_LAYOUTS.livin,
    read(cells) {
      const written = cells.text('date');
      const time = parseTimeOfDay(written);
      const money = [cells.text('credit'), cells.text('debit')];
      const kind = livinRowKind({ no: cells.text('no'), time, dated: /^\d/.test(written), money });
      if (kind === 'other') return null;
      if (kind === 'continuation') {
        continueLivin(open?.transaction, time!, cells.text('description'), written);
        if (open) Object.assign(open.line, livinLine(open.transaction));
        return null;
      }
      const transaction = readTransaction(cells);
      open = { transaction, line: livinLine(transaction) };
      return open.line;
    },
  };
}

function readTransaction(cells: RowCells<MandiriKey>): LivinTransaction {
  const when = cells.requiredDateTime('date');
  const { direction, amountSen } = cells.debitCredit('debit', 'credit');
  return { line: cells.line, when, text: [cells.text('description')], direction, amountSen, balanceSen: cells.amount('balance') };
}
