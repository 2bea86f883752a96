/** Where a table ends: the summary lines below it, read by their first filled cell. */
import type { TableLayout } from './layout.ts';

/**
 * Summary lines of every layout: balances (`Saldo Awal`, `Saldo Akhir`, `Starting/Opening/Closing/Ending Balance`), the
 * totals of a statement (`Mutasi Kredit`, `Mutasi Debet`) and totals (`Total…`, `Grand Total`, `Subtotal`, `Jumlah`).
 */
const SUMMARY = /^(saldo\s+awal|saldo\s+akhir|(starting|opening|closing|ending)\s+balance|mutasi\s+(kredit|debet|debit)|(grand\s*|sub\s*)?total|jumlah)\b/i;

/** The row closes the table: a common summary line, or one of the layout's own footer lines. */
export function endsTable(cells: readonly string[], layout: TableLayout): boolean {
  const first = cells.find((c) => c !== '') ?? '';
  return SUMMARY.test(first) || (layout.footer?.test(first) ?? false);
}
