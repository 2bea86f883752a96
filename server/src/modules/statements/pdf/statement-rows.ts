/**
 * A PDF statement's transactions read into statement lines, each where it stands (docs/formats-banks.md,
 * "PDF e-Statement"): a row that cannot be read refuses the file naming its page and line; remarks (a date outside the
 * period, a date earlier than the row above) are warnings.
 */
import type { StatementLine } from '../statement-line.ts';
import { readAt, whereIs } from './pdf-problem.ts';
import type { Booked } from './statement-checks.ts';
import type { TableRecord } from './table-pages.ts';

/** One transaction read: its line, and a remark about it or null. */
export interface ReadRow {
  line: StatementLine;
  remark: string | null;
}

export interface ReadRows {
  lines: StatementLine[];
  /** The same rows for the balance and summary checks. */
  booked: Booked[];
  warnings: string[];
}

export function readRows<K extends string>(records: readonly TableRecord<K>[], read: (row: TableRecord<K>) => ReadRow): ReadRows {
  const out: ReadRows = { lines: [], booked: [], warnings: [] };
  for (const row of records) {
    const { page, line } = row[0];
    const where = whereIs(page, line.number);
    const { line: statementLine, remark } = readAt(page, line.number, () => read(row));
    if (remark) out.warnings.push(`${where}: ${remark}.`);
    const before = out.lines.at(-1);
    if (before && statementLine.date < before.date)
      out.warnings.push(`${where}: tanggal ${statementLine.date} lebih awal dari baris sebelumnya (${before.date}).`);
    out.lines.push(statementLine);
    out.booked.push({ where, direction: statementLine.direction, amountSen: statementLine.amountSen, balanceSen: statementLine.balanceSen });
  }
  return out;
}
