/** Where a table ends: the summary lines below it, read by their first filled cell. */
import { parseDateTime } from '../datetime.ts';
import type { TableLayout } from './layout.ts';

/**
 * Summary lines of every layout: balances (`Saldo Awal`, `Saldo Akhir`, `Starting/Opening/Closing/Ending Balance`), the
 * totals of a statement (`Mutasi Kredit`, `Mutasi Debet`) and totals (`Total…`, `Grand Total`, `Subtotal`, `Jumlah`).
 */
const SUMMARY = /^(saldo\s+awal|saldo\s+akhir|(starting|opening|closing|ending)\s+balance|mutasi\s+(kredit|debet|debit)|(grand\s*|sub\s*)?total|jumlah)\b/i;

/** The row closes the table: a common summary line, or one of the layout's own footer lines. */
export function endsTable(cells: readonly string[], layout: TableLayout): boolean {
  const first = firstFilled(cells);
  return SUMMARY.test(first) || (layout.footer?.test(first) ?? false);
}

/**
 * The refusal of a row of the table below a summary line in its middle (a subtotal, or two exports pasted one below
 * the other): unread, the rows under it would be missing and nobody would see it. `summary`: the summary line's first
 * filled cell; `line`: its line (a CSV's) or row (a workbook's).
 */
export const belowSummary = (summary: string, line: number): string =>
  `baris transaksi di bawah baris ringkasan '${summary}' (baris ${line}): hapus ringkasan di tengah tabel, atau upload satu export per file.`;

/** A record's first filled cell, by which a summary line is known. */
export const firstFilled = (cells: readonly string[]): string => cells.find((c) => c !== '') ?? '';

/**
 * A record that starts as a transaction row does, whether or not its layout reads it: a date (or KlikBCA's `dd/mm`)
 * first, and at least two more cells filled. Below a summary line it is a row the table has, not a footer (`Dicetak
 * 28/06/2026`, `Halaman 1`), and unread it would be missing unseen.
 */
export function startsAsRow(cells: readonly string[]): boolean {
  const filled = cells.filter((c) => c.trim() !== '');
  const first = filled[0]?.trim() ?? '';
  return filled.length >= 3 && (parseDateTime(first) !== null || /^'?\d{1,2}\/\d{1,2}$/.test(first));
}
