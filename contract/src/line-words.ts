import { formatRupiah } from './money.ts';
import type { LineKind, RelatedLine } from './schemas/review.ts';

/**
 * How View Mutasi and its exports say what a statement line is (its kind, its status) and which line bears on it, in
 * Indonesian: one set of words for the screen (web) and the files (server).
 */

/** The kinds in the auditor's words (the export's Kind column, and the Status of a line that is not a player's). */
export const LINE_KIND_LABELS: Readonly<Record<LineKind, string>> = {
  PLAYER: 'Transaksi pemain',
  FEE: 'Biaya',
  INTEREST: 'Bunga',
  TAX: 'Pajak',
  SWEEP: 'Dana keluar (sweep)',
  TOPUP: 'Top-up',
  RETURN: 'Retur',
};

/** A payout that came back paid nobody: its Status says so instead of Approved or Pending. */
export const RETURNED_PAYOUT_WORD = 'Dikembalikan';

/**
 * A player's line whose transfer a row of another website holds (an account or merchant the two share): it backs a
 * request there, so it is not Pending here (View Mutasi's Pending leaves it out; its related line names the holder).
 */
const HELD_ELSEWHERE_WORD = 'Website lain';

type LineRow = { line_kind: LineKind; related_line: RelatedLine | null; held_elsewhere?: string | null };

/** Did this payout come back (a credit of the statement returns it)? */
export const isReturnedPayout = (row: LineRow): boolean => row.related_line?.relation === 'returned_by';

/**
 * What a line's Status says: Dikembalikan for a payout that came back; the kind of a line that is not a player's; Website
 * lain for one another website's row holds (never Pending, any of them).
 */
export function lineStatusWord(row: LineRow, approved: boolean): string {
  if (isReturnedPayout(row)) return RETURNED_PAYOUT_WORD;
  if (row.line_kind !== 'PLAYER') return LINE_KIND_LABELS[row.line_kind];
  if (isHeldElsewhere(row, approved)) return HELD_ELSEWHERE_WORD;
  return approved ? 'Approved' : 'Pending';
}

/** Is this line not approved here because another website's row holds its transfer? */
export const isHeldElsewhere = (row: LineRow, approved: boolean): boolean => !approved && (row.held_elsewhere ?? null) !== null;

const dayMonth = (timeZone: string) => new Intl.DateTimeFormat('id-ID', { timeZone, day: 'numeric', month: 'short' });
const jakartaDay = dayMonth('Asia/Jakarta');
const calendarDay = dayMonth('UTC');
const jakartaClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** `2026-11-24` -> `24 Nov` (`17 Agu`: Indonesian month names). */
export const shortDay = (date: string): string => calendarDay.format(new Date(`${date}T00:00:00Z`));

/** A moment as a person says it, in Jakarta time: `24 Nov 07:13`. */
export const shortDayTime = (at: Date): string => `${jakartaDay.format(at)} ${jakartaClock.format(at)}`;

/** When a line was booked: `24 Nov 10:05` in Jakarta, or `24 Nov` for a line without a time. */
export function shortMoment(line: Pick<RelatedLine, 'booked_at' | 'booked_date'>): string {
  return line.booked_at === null ? shortDay(line.booked_date) : shortDayTime(new Date(line.booked_at));
}

/**
 * The related line in words (under the row on screen, the Related Line column in the exports). A PEND row is booked
 * on or before its copy in the later export, so the earlier of the two dates is the PEND one, whichever is shown. A
 * line whose transfer another website's row holds (an account two websites share) says so.
 */
export function relatedLineWords(row: { booked_date: string; related_line: RelatedLine | null; held_elsewhere: string | null }): string | null {
  const other = row.related_line;
  if (other === null) return row.held_elsewhere === null ? null : `Transfer yang sama sudah dipakai ticket ${row.held_elsewhere} (rekening bersama)`;
  const money = formatRupiah(Math.round(other.amount * 100));
  switch (other.relation) {
    case 'returned_by':
      return `Dana kembali lewat mutasi #${other.line_id} · ${shortMoment(other)} · ${money}`;
    case 'returns':
      return `Retur dari mutasi #${other.line_id} · ${shortMoment(other)} · ${money}`;
    case 'twin': {
      const [pend, booked] = [row.booked_date, other.booked_date].sort();
      return `Juga di file lain: PEND ${shortDay(pend!)} → dibukukan ${shortDay(booked!)} · mutasi #${other.line_id}`;
    }
  }
}
