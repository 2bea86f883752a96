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
 * The account of a layout that writes it on every row (Mandiri MCM, its `ownAccount` column), read row by row: its
 * digits when every row names the same one; 'several' when rows name different accounts; null without such a column
 * (or with it empty everywhere).
 */
export class RowsAccount {
  private readonly at: number | undefined;
  private readonly found = new Set<string>();

  constructor(header: Header<string>) {
    const key = header.layout.ownAccount;
    this.at = key === undefined ? undefined : header.columns[key]?.at[0];
  }

  add(row: TableRow): void {
    if (this.at === undefined || this.found.size > 1) return;
    const digits = (row.cells[this.at] ?? '').replace(/\D/g, '');
    if (digits !== '') this.found.add(digits);
  }

  value(): string | 'several' | null {
    return this.found.size === 0 ? null : this.found.size === 1 ? [...this.found][0]! : 'several';
  }
}
