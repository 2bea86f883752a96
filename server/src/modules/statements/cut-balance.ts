/**
 * A statement cut inside its last line's balance (a download or a copy that stopped in the last cell): the line has
 * every cell, so the reader cannot tell (parsing/reader/read-category.ts refuses a last row short of cells), but its
 * balance reads as the start of the one the line before it gives (`52146` for `5214637.00`). Its amount is whole; its
 * row key is not (uploads/row-keys.ts digests the balance), so the whole file uploaded after it would store that
 * transfer a second time. docs/formats.md, "How a file is read".
 */
import type { StatementLine } from './statement-line.ts';

const signed = (line: StatementLine): number => (line.direction === 'CR' ? line.amountSen : -line.amountSen);

/** Whole rupiah of a balance, as digits. */
const digits = (sen: number): string => String(Math.trunc(Math.abs(sen) / 100));

/**
 * The last line when its balance is the start of the balance the line before it gives (fewer whole rupiah digits, or
 * fewer decimals): that line's balance with the last line's money (lines in time order), or without its own (newest
 * first); or when it has no balance where the line before has one (cut right after the separator), unless it is
 * pending at its bank (a BCA `PEND` line has none). null otherwise.
 */
export function lastBalanceCut(lines: readonly StatementLine[]): StatementLine | null {
  const last = lines[lines.length - 1],
    previous = lines[lines.length - 2];
  if (!last || !previous || previous.balanceSen === null) return null;
  if (last.balanceSen === null) return last.pending ? null : last;
  const balance = last.balanceSen;
  const expected = [previous.balanceSen + signed(last), previous.balanceSen - signed(previous)];
  return expected.some((whole) => whole !== balance && (cutInRupiah(balance, whole) || cutInSen(balance, whole))) ? last : null;
}

/** `52146` of `5214637.00`: fewer whole rupiah digits, the same first ones. */
const cutInRupiah = (balance: number, whole: number): boolean => digits(whole).length > digits(balance).length && digits(whole).startsWith(digits(balance));

/** `440775855.3` or `440775855` of `440775855.38`: the same balance without its last decimal or both. */
const cutInSen = (balance: number, whole: number): boolean =>
  whole > 0 && (Math.trunc(whole / 10) * 10 === balance || Math.trunc(whole / 100) * 100 === balance);
