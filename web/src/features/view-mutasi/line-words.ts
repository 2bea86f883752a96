import type { LineKind, RelatedLine } from '@auto-checker/contract';
import { formatAmount } from '../../lib/format.ts';
import { JAKARTA } from '../../lib/jakarta-time.ts';

/**
 * How View Mutasi says what a statement line is (its kind, its status) and which line bears on it, in Indonesian. The
 * server's exports write the same words (server/src/modules/review/line-kinds.ts and export-columns.ts).
 */

/** The Status of a line that is not a player's money: what it is, never Pending. */
export const LINE_KIND_WORDS: Readonly<Record<Exclude<LineKind, 'PLAYER'>, string>> = {
  FEE: 'Biaya',
  INTEREST: 'Bunga',
  TAX: 'Pajak',
  SWEEP: 'Dana keluar (sweep)',
  TOPUP: 'Top-up',
  RETURN: 'Retur',
};

/** What the Status cell shows: Approved / Pending for a player's line, Dikembalikan for a payout that came back, else its kind. */
export type LineStatus = { kind: 'approval'; approved: boolean } | { kind: 'neutral'; word: string; returned: boolean };

export function lineStatus(row: { line_kind: LineKind; related_line: RelatedLine | null }, approved: boolean): LineStatus {
  if (row.related_line?.relation === 'returned_by') return { kind: 'neutral', word: 'Dikembalikan', returned: true };
  if (row.line_kind !== 'PLAYER') return { kind: 'neutral', word: LINE_KIND_WORDS[row.line_kind], returned: false };
  return { kind: 'approval', approved };
}

const dayMonth = (timeZone: string) => new Intl.DateTimeFormat('id-ID', { timeZone, day: 'numeric', month: 'short' });
const jakartaDay = dayMonth(JAKARTA);
const calendarDay = dayMonth('UTC');
const jakartaClock = new Intl.DateTimeFormat('en-GB', { timeZone: JAKARTA, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** `2026-11-24` -> `24 Nov`. */
const shortDate = (date: string) => calendarDay.format(new Date(`${date}T00:00:00Z`));

/** When a line was booked: `24 Nov 10:05` in Jakarta, or `24 Nov` for a line without a time. */
export function shortMoment(line: Pick<RelatedLine, 'booked_at' | 'booked_date'>): string {
  if (line.booked_at === null) return shortDate(line.booked_date);
  const at = new Date(line.booked_at);
  return `${jakartaDay.format(at)} ${jakartaClock.format(at)}`;
}

/**
 * The related line in words, shown under the row. A PEND row is booked on or before its copy in the later export, so
 * the earlier of the two dates is the PEND one, whichever of the two is shown.
 */
export function relatedLineWords(row: { booked_date: string; related_line: RelatedLine | null }): string | null {
  const other = row.related_line;
  if (other === null) return null;
  const money = `Rp${formatAmount(other.amount)}`;
  switch (other.relation) {
    case 'returned_by':
      return `Dana kembali lewat mutasi #${other.line_id} · ${shortMoment(other)} · ${money}`;
    case 'returns':
      return `Retur dari mutasi #${other.line_id} · ${shortMoment(other)} · ${money}`;
    case 'twin': {
      const [pend, booked] = [row.booked_date, other.booked_date].sort();
      return `Juga di file lain: PEND ${shortDate(pend!)} → dibukukan ${shortDate(booked!)} · mutasi #${other.line_id}`;
    }
  }
}
