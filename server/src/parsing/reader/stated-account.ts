/**
 * The account number a statement states above its table (docs/formats-banks.md, "The account the file names"):
 * `No. Rekening,=,'0123456789` (KlikBCA), `"No. rekening : 0123456789"` (KlikBCA Bisnis), `Account No.,=,'0761234567`
 * (KlikBCA in English), `No. Rekening : 0341-01-000222-33-3` (BRI), `Nomor Rekening;800123456789` (CIMB OCTO),
 * `Nomor Rekening/Account Number;:;1370012345678` (Livin'). The upload refuses a file that names another account than
 * the one chosen on the form (uploads/read-file.ts): its lines would be booked on the wrong account.
 */
import type { TableRow } from '../table.ts';
import type { Header } from './header.ts';

const LABEL = String.raw`(?:no\.?\s*rek(?:ening)?\.?|nomor\s+rekening(?:\s*/\s*account\s+number)?|account\s+(?:no\.?|number))`;
/** The label first in the row, then `:` or `=` (or nothing), then the number alone: digits, maybe grouped by `-`, `.` or spaces. */
const STATED = new RegExp(String.raw`^\s*${LABEL}\s*[:=]?\s*'?(\d[\d .-]{4,}\d)\s*$`, 'i');

/** The digits of the account number the preamble states, or null when it states none (or more than one). */
export function statedAccount(preamble: readonly TableRow[]): string | null {
  const found = new Set<string>();
  for (const row of preamble) {
    const m = STATED.exec(row.cells.filter((cell) => cell.trim() !== '').join(' '));
    if (m) found.add(m[1]!.replace(/\D/g, ''));
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * The account of a layout that writes it on every row (Mandiri MCM, its `ownAccount` column): its digits when every
 * row names the same one; 'several' when rows name different accounts; null without such a column.
 */
export function rowsAccount(rows: readonly TableRow[], header: Header<string>): string | 'several' | null {
  const key = header.layout.ownAccount;
  const at = key === undefined ? undefined : header.columns[key]?.at[0];
  if (at === undefined) return null;
  const found = new Set(rows.map((row) => (row.cells[at] ?? '').replace(/\D/g, '')).filter((digits) => digits !== ''));
  return found.size === 0 ? null : found.size === 1 ? [...found][0]! : 'several';
}
