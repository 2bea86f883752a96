import { type AmountStyle, parseAmount } from '../../../parsing/amount.ts';
import { isValidDate, type LocalDateTime, parseDateTime } from '../../../parsing/datetime.ts';
import type { Direction } from '../statement-line.ts';

/**
 * A row that cannot be read. Thrown by the field readers and turned into `Baris N: <reason>` by the statement
 * reader, so the code of a format reads as the list of its fields.
 */
export class RowProblem extends Error {}

const STYLE_EXAMPLE: Record<AmountStyle, string> = { plain: '1500000.00', en: '1,500,000.00', id: '1.500.000,00' };

export function readDateTime(raw: string, column: string): LocalDateTime {
  if (raw.trim() === '') throw new RowProblem(`${column} kosong`);
  const value = parseDateTime(raw);
  if (!value) throw new RowProblem(`${column} '${raw}' tidak valid`);
  return value;
}

/** `dd/mm` without a year: the year that puts the date nearest the anchor (a statement of 2 January lists 31/12 of the year before). */
export function nearestDate(day: number, month: number, anchor: string): string | null {
  const year = Number(anchor.slice(0, 4));
  const anchorTime = Date.parse(`${anchor}T00:00:00Z`);
  let best: { date: string; distance: number } | null = null;
  for (const y of [year - 1, year, year + 1]) {
    if (!isValidDate(y, month, day)) continue;
    const date = `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const distance = Math.abs(Date.parse(`${date}T00:00:00Z`) - anchorTime);
    if (!best || distance < best.distance) best = { date, distance };
  }
  return best?.date ?? null;
}

/** An amount cell in the format's own style; empty is zero. Never negative. */
export function readAmount(raw: string, style: AmountStyle, column: string): number {
  if (raw.trim() === '') return 0;
  const parsed = parseAmount(raw, style);
  if (!parsed.ok) {
    const why = parsed.error.endsWith('terlalu besar') ? 'terlalu besar' : `tidak valid (format: ${STYLE_EXAMPLE[style]})`;
    throw new RowProblem(`nominal '${raw.trim()}' di kolom ${column} ${why}`);
  }
  if (parsed.sen < 0) throw new RowProblem(`nominal '${raw.trim()}' di kolom ${column} tidak boleh negatif`);
  return parsed.sen;
}

/** An amount that must be there and above zero. */
export function readPositiveAmount(raw: string, style: AmountStyle, column: string): number {
  if (raw.trim() === '') throw new RowProblem(`kolom ${column} kosong`);
  const sen = readAmount(raw, style, column);
  if (sen === 0) throw new RowProblem(`nominal di kolom ${column} adalah 0`);
  return sen;
}

/** A balance: may be empty (BCA `PEND` rows) or negative (an overdraft). */
export function readBalance(raw: string, style: AmountStyle, column: string): number | null {
  if (raw.trim() === '') return null;
  const parsed = parseAmount(raw, style);
  if (!parsed.ok) throw new RowProblem(`saldo '${raw.trim()}' di kolom ${column} tidak valid (format: ${STYLE_EXAMPLE[style]})`);
  return parsed.sen;
}

const DIRECTION_WORDS: Record<string, Direction> = {
  CR: 'CR', C: 'CR', K: 'CR', KREDIT: 'CR', CREDIT: 'CR',
  DB: 'DB', D: 'DB', DR: 'DB', DEBIT: 'DB', DEBET: 'DB',
};

/** `CR`/`DB`, also `Cr.`/`Db.`, `K`/`D`, `Kredit`/`Debit`: each unambiguous. */
export function readDirection(raw: string, column: string): Direction {
  const word = raw.toUpperCase().replace(/[^A-Z]/g, '');
  if (word === '') throw new RowProblem(`kolom ${column} kosong (isi CR atau DB)`);
  const direction = DIRECTION_WORDS[word];
  if (!direction) throw new RowProblem(`kolom ${column} berisi '${raw.trim()}', bukan CR atau DB`);
  return direction;
}

/** Separate debit and credit columns: exactly one of them holds the amount. */
export function readDebitCredit(
  debit: { raw: string; column: string },
  credit: { raw: string; column: string },
  style: AmountStyle,
): { direction: Direction; amountSen: number } {
  const out = readAmount(debit.raw, style, debit.column);
  const into = readAmount(credit.raw, style, credit.column);
  if (out > 0 && into > 0) throw new RowProblem(`kolom ${debit.column} dan ${credit.column} keduanya terisi; isi salah satu saja`);
  if (out === 0 && into === 0) throw new RowProblem(`nominal kosong: kolom ${debit.column} dan ${credit.column} keduanya kosong atau 0`);
  return into > 0 ? { direction: 'CR', amountSen: into } : { direction: 'DB', amountSen: out };
}

/** `8,520,000.00 CR`: the amount with its direction as a suffix (KlikBCA Bisnis). */
export function readSuffixedAmount(raw: string, style: AmountStyle, column: string): { direction: Direction; amountSen: number } {
  const m = /^(.*?\d)\s*(CR|DB)$/i.exec(raw.trim());
  if (!m) throw new RowProblem(`nominal '${raw.trim()}' di kolom ${column} tanpa CR atau DB di belakangnya`);
  return { direction: readDirection(m[2]!, column), amountSen: readPositiveAmount(m[1]!, style, column) };
}
