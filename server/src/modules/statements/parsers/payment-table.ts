/**
 * What the payment reports (QRIS, E-Wallet Auto TX, Nexus Pay) share around their own rows: every layout has a status
 * column, only paid rows are money (parsing/payment-status.ts), and the others are counted in one warning per file. A
 * category that names its payments' ids has each paid payment once: a report listing one twice would back two deposits
 * with one payment (docs/formats-qris-ewallet-bo.md, section 1 "Transaction status").
 */
import { StatusFilter } from '../../../parsing/payment-status.ts';
import type { TableLayout } from '../../../parsing/reader/layout.ts';
import { readCategory } from '../../../parsing/reader/read-category.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import type { ParseResult } from '../../../parsing/result.ts';
import type { StatementLine, StatementParseContext } from '../statement-line.ts';

export interface PaymentCategory<K extends string> {
  name: string;
  /** Our template first. */
  layouts: readonly TableLayout<K | 'status'>[];
  known: readonly TableLayout[];
  /** Columns that identify a payment, the first filled one counting: a paid payment seen twice refuses the file. */
  paymentId?: readonly K[];
}

/** `onRow`: each paid line as it is read (StatementParseContext.onRow); a payment file has no statement date to read. */
export function readPayments<K extends string>(
  text: string,
  category: PaymentCategory<K>,
  toLine: (cells: RowCells<K | 'status'>) => StatementLine,
  { onRow }: StatementParseContext = {},
): ParseResult<StatementLine> {
  const statuses = new StatusFilter();
  const once = new OncePerFile(category.paymentId ?? []);
  return readCategory(
    text,
    {
      ...category,
      layouts: category.layouts.map((layout) => ({
        layout,
        read: (cells: RowCells<K | 'status'>) => {
          if (!statuses.keep(cells.required('status'), cells.label('status'))) return null;
          const line = toLine(cells);
          once.check(cells);
          return line;
        },
        check: (_rows, _trailer, context) => statuses.warnings().forEach((warning) => context.warn(warning)),
      })),
    },
    onRow ? { onRow } : {},
  );
}

/** The first line each payment id was paid on, to refuse it a second time. */
class OncePerFile<K extends string> {
  private readonly firstLine = new Map<string, number>();

  constructor(private readonly keys: readonly K[]) {}

  check(cells: RowCells<K | 'status'>): void {
    const key = this.keys.find((k) => cells.text(k) !== '');
    if (key === undefined) return;
    const id = `${key}\u0000${cells.text(key).toUpperCase()}`;
    const seen = this.firstLine.get(id);
    if (seen !== undefined) {
      throw new RowProblem(`${cells.label(key)} '${cells.text(key)}' ganda: pembayaran yang sama sudah ada di baris ${seen}`);
    }
    this.firstLine.set(id, cells.line);
  }
}
