/**
 * What the payment reports (QRIS, E-Wallet Auto TX, Nexus Pay) share around their own rows: every layout has a status
 * column, only paid rows are money (parsing/payment-status.ts), and the others are counted in one warning per file.
 */
import { StatusFilter } from '../../../parsing/payment-status.ts';
import type { TableLayout } from '../../../parsing/reader/layout.ts';
import { readCategory } from '../../../parsing/reader/read-category.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import type { ParseResult } from '../../../parsing/result.ts';
import type { StatementLine } from '../statement-line.ts';

export interface PaymentCategory<K extends string> {
  name: string;
  /** Our template first. */
  layouts: readonly TableLayout<K | 'status'>[];
  known: readonly TableLayout[];
}

export function readPayments<K extends string>(
  text: string,
  category: PaymentCategory<K>,
  toLine: (cells: RowCells<K | 'status'>) => StatementLine,
): ParseResult<StatementLine> {
  const statuses = new StatusFilter();
  return readCategory(text, {
    ...category,
    layouts: category.layouts.map((layout) => ({
      layout,
      read: (cells: RowCells<K | 'status'>) => (statuses.keep(cells.required('status'), cells.label('status')) ? toLine(cells) : null),
      finish: (_rows, _trailer, context) => statuses.warnings().forEach((warning) => context.warn(warning)),
    })),
  });
}
