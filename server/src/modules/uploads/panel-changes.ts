/**
 * A BO file may carry tickets stored before that the panel changed since (docs/design.md 6b, "A BO ticket is one row"): a deposit
 * REJECTED after the afternoon's export showed it APPROVED, an amount or a player's account corrected. The stored row
 * takes the file's columns (uploads/repo.ts updateChangedBoRows) and the matcher decides it again; a row a person
 * approved stays as it was, and so does a refusal a file would undo (panelChangeWritten). Either way the upload's
 * answer says what changed, in the panel's own column names.
 */
import { formatRupiah, type Side } from '@auto-checker/contract';
import { BO_TABLES } from '../../db/bo-tables.ts';
import { isRefusedStatus } from '../../parsing/payment-status.ts';
import type { ChangedBoRow } from './repo.ts';

/** The columns a checker reads a ticket by, as View BO names them; the others change with them (a bank's code with its name). */
const LABELS: Record<Side, readonly (readonly [string, string])[]> = {
  DEPOSIT: [
    ['bo_status', 'Bo Status'],
    ['depo_amount', 'Depo Amount'],
    ['user_name', 'Username'],
    ['full_name', 'Fullname'],
    ['payment_type', 'Payment Type'],
    ['player_bank', 'Player Bank'],
    ['corporate_bank', 'Corporate Bank'],
    ['req_at', 'Req Date'],
    ['bo_ref', 'Bo Ref'],
    ['player_ref', 'Player Ref'],
    ['player_own_ref', 'Player Own Ref'],
  ],
  WITHDRAW: [
    ['wd_status', 'WD Status'],
    ['amount', 'Amount'],
    ['user_name', 'Username'],
    ['full_name', 'Fullname'],
    ['player_bank', 'Player Bank'],
    ['corp_bank', 'Corporate Bank'],
    ['app_at', 'App Date'],
    ['ref_code', 'Ref Code'],
    ['own_ref_code', 'Own Ref'],
  ],
};
/** A column's value as the message writes it: an amount in rupiah (`Rp150.000`), anything else as stored, `-` for none. */
function shown(side: Side, column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (column === BO_TABLES[side].amount) return formatRupiah(Math.round(Number(value) * 100));
  return String(value);
}

/** `Bo Status APPROVED → REJECTED, Depo Amount Rp100.000 → Rp150.000`: what the file changed of a row; '' when none of the named columns. */
export function changeWords(side: Side, row: Pick<ChangedBoRow, 'before' | 'after'>): string {
  return LABELS[side]
    .filter(([column]) => !sameValue(row.before[column], row.after[column]))
    .map(([column, label]) => `${label} ${shown(side, column, row.before[column])} → ${shown(side, column, row.after[column])}`)
    .join(', ');
}

/** Equal as stored: numbers as numbers (100000 and 100000.00), times as instants, text as text. */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  if (typeof a === 'string' && typeof b === 'string' && /^\d{4}-\d\d-\d\dT/.test(a)) return Date.parse(a) === Date.parse(b);
  return (a ?? null) === (b ?? null);
}

/**
 * Does a changed row take the file's columns? Not a row a person approved (it stays as that person saw it), nor a
 * row the panel refused that the file shows otherwise: files may come in any order, and an afternoon export uploaded
 * after the evening's would bring a rejected ticket back to life; a refusal stands until a person decides.
 */
export function panelChangeWritten(side: Side, row: Omit<ChangedBoRow, 'updated'>): boolean {
  if (row.approved && row.match_rule === null) return false;
  return !(refused(side, row.before) && !refused(side, row.after));
}

const refused = (side: Side, columns: Record<string, unknown>) => isRefusedStatus(String(columns[BO_TABLES[side].status] ?? ''));

/** The upload's warning for a changed row: what changed, and what became of it. */
export function changeWarning(side: Side, row: ChangedBoRow): string {
  const what = changeWords(side, row) || 'kolom lain';
  if (!row.updated && row.approved && row.match_rule === null) {
    return `Ticket ${row.ticket_no} berubah di panel (${what}) setelah di-approve checker: data lama dipertahankan, cek ulang ticket ini.`;
  }
  if (!row.updated)
    return `Ticket ${row.ticket_no} ditolak panel di upload sebelumnya, file ini menyebut lain (${what}): data lama dipertahankan, cek di panel.`;
  if (row.approved && row.match_rule !== null) return `Ticket ${row.ticket_no} diperbarui dari panel (${what}): approve otomatis dicek ulang.`;
  return `Ticket ${row.ticket_no} diperbarui dari panel (${what}).`;
}

/**
 * The lines held by matcher approvals the panel has since refused (REJECTED, CANCELLED): the run leaves refused rows
 * out, so these approvals are released here, not by it. A matcher approval of a row otherwise changed is decided
 * again by the run after the upload.
 */
export function linesOfRefusedApprovals(side: Side, changed: readonly ChangedBoRow[]): number[] {
  return changed.flatMap((r) =>
    r.updated && r.approved && r.match_rule !== null && r.matched_line_id !== null && refused(side, r.after) ? [r.matched_line_id] : [],
  );
}
