/**
 * A BO file may carry tickets stored before that the panel changed since (docs/design.md 6b, "A BO ticket is one row"): a deposit
 * REJECTED after the afternoon's export showed it APPROVED, an amount or a player's account corrected. The stored row
 * takes the file's columns (uploads/repo.ts updateChangedBoRows) and the matcher decides it again; a row a person
 * approved stays as it was, and so does a refusal a file would undo, and a ticket the file shows as the panel had it
 * before the stored one (panelChangeKept). Either way the upload's answer says what changed, in the panel's own column
 * names.
 */
import { formatRupiah, type Side } from '@auto-checker/contract';
import { BO_TABLES } from '../../db/bo-tables.ts';
import { isRefusedStatus } from '../../parsing/payment-status.ts';
import { displayMoment } from '../review/export-columns.ts';
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
    ['app_at', 'App Date'],
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
/**
 * A column's value as the message writes it: an amount in rupiah (`Rp150.000`), a time as the panel's files write it
 * in Jakarta time (`03/07/2026 14:05:00`), anything else as stored, `-` for none.
 */
function shown(side: Side, column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (column === BO_TABLES[side].amount) return formatRupiah(Math.round(Number(value) * 100));
  if (isTime(value)) return displayMoment(value);
  return String(value);
}

/** A time as the row's JSON writes it (timestamptz: `2026-07-03T14:05:00+07:00`). */
const isTime = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value);

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
  if (isTime(a) && isTime(b)) return Date.parse(a) === Date.parse(b);
  return (a ?? null) === (b ?? null);
}

/** Why a changed row keeps its stored columns (panelChangeKept). */
export type KeptBecause = 'personApproved' | 'refused' | 'olderFile';

/**
 * Does a changed row keep its stored columns, and why; null when it takes the file's. It keeps them when:
 * - a person approved it (`personApproved`): it stays as that person saw it;
 * - the panel refused it and the file shows otherwise (`refused`): files may come in any order, and an afternoon
 *   export uploaded after the evening's would bring a rejected ticket back to life; a refusal stands until a person
 *   decides;
 * - the file shows the ticket as the panel had it before the stored one (`olderFile`): its App Date (when the panel
 *   processed the ticket) is earlier than the stored one's, or empty where the stored one has one. The afternoon's
 *   export uploaded after the evening's would otherwise bring back a PENDING status or an amount the panel corrected
 *   since. A file whose App Date is the same (or later) is the panel's word, whatever its order; so is a refusal,
 *   whatever its App Date (a panel may leave it empty on a rejected ticket): it only ever holds money back.
 */
export function panelChangeKept(side: Side, row: Omit<ChangedBoRow, 'kept'>): KeptBecause | null {
  if (row.approved && row.match_rule === null) return 'personApproved';
  if (refused(side, row.before) && !refused(side, row.after)) return 'refused';
  if (refused(side, row.after)) return null;
  const stored = row.before.app_at,
    file = row.after.app_at;
  if (isTime(stored) && (!isTime(file) || Date.parse(file) < Date.parse(stored))) return 'olderFile';
  return null;
}

const refused = (side: Side, columns: Record<string, unknown>) => isRefusedStatus(String(columns[BO_TABLES[side].status] ?? ''));

/** The upload's warning for a changed row: what changed, and what became of it. */
export function changeWarning(side: Side, row: ChangedBoRow): string {
  const what = changeWords(side, row) || 'kolom lain';
  switch (row.kept) {
    case 'personApproved':
      return `Ticket ${row.ticket_no} berubah di panel (${what}) setelah di-approve checker: data lama dipertahankan, cek ulang ticket ini.`;
    case 'refused':
      return `Ticket ${row.ticket_no} ditolak panel di upload sebelumnya, file ini menyebut lain (${what}): data lama dipertahankan, cek di panel.`;
    case 'olderFile':
      return `Ticket ${row.ticket_no} di file ini lebih lama dari upload sebelumnya (${what}): data lama dipertahankan, cek di panel.`;
    case null:
      return row.approved && row.match_rule !== null
        ? `Ticket ${row.ticket_no} diperbarui dari panel (${what}): approve otomatis dicek ulang.`
        : `Ticket ${row.ticket_no} diperbarui dari panel (${what}).`;
  }
}

/**
 * The lines held by matcher approvals the panel has since refused (REJECTED, CANCELLED): the run leaves refused rows
 * out, so these approvals are released here, not by it. A matcher approval of a row otherwise changed is decided
 * again by the run after the upload.
 */
export function linesOfRefusedApprovals(side: Side, changed: readonly ChangedBoRow[]): number[] {
  return changed.flatMap((r) =>
    r.kept === null && r.approved && r.match_rule !== null && r.matched_line_id !== null && refused(side, r.after) ? [r.matched_line_id] : [],
  );
}
