/**
 * Reading one cell's value the way every layout needs it: an amount in the layout's number styles, a direction word,
 * an amount with its direction behind it, and two amount columns of which one is filled. A value that cannot be read
 * is a RowProblem naming the column.
 */
import { parseAmount, type AmountStyle } from '../amount.ts';
import { excelText } from '../excel-text.ts';
import { RowProblem } from './row-problem.ts';

/** Which way money moved: CR in, DB out. */
export type Direction = 'CR' | 'DB';

/** How an amount of each style is written, for messages. */
const STYLE_EXAMPLE: Record<AmountStyle, string> = { plain: '1500000.00', en: '1,500,000.00', id: '1.500.000,00' };

/**
 * An amount in sen (negative allowed), or null for an empty cell or `-`. The text must read in the layout's styles one
 * way only: styles allowed together never read one text two ways ('id' needs three digits after a dot, 'plain' one or
 * two), and this is checked rather than assumed.
 */
export function readAmount(raw: string, styles: readonly AmountStyle[], label: string): number | null {
  const text = excelText(raw.trim());
  if (text === '' || text === '-') return null;
  // Read once per style, kept apart only when the styles disagree: a statement has 100k amounts (bench/ingest.bench.ts).
  let sen: number | null = null,
    ambiguous = false;
  for (const style of styles) {
    const result = parseAmount(text, style);
    if (!result.ok) continue;
    if (sen !== null && result.sen !== sen) ambiguous = true;
    sen = result.sen;
  }
  if (sen !== null && !ambiguous) return sen;
  const results = styles.map((style) => parseAmount(text, style));
  const readings = new Set(results.flatMap((r) => (r.ok ? [r.sen] : [])));
  const where = `nominal '${text}' di kolom ${label}`;
  const formats = `(format: ${styles.map((s) => STYLE_EXAMPLE[s]).join(' atau ')})`;
  if (readings.size > 1) throw new RowProblem(`${where} ambigu ${formats}`);
  if (results.some((r) => !r.ok && r.error.endsWith('terlalu besar'))) throw new RowProblem(`${where} terlalu besar`);
  throw new RowProblem(`${where} tidak valid ${formats}`);
}

/** An amount that must be there and above zero. */
export function readPositiveAmount(raw: string, styles: readonly AmountStyle[], label: string): number {
  const sen = readAmount(raw, styles, label);
  if (sen === null) throw new RowProblem(`kolom ${label} kosong`);
  if (sen <= 0) throw new RowProblem(`nominal '${raw.trim()}' di kolom ${label} ${sen < 0 ? 'tidak boleh negatif' : 'harus lebih dari 0'}`);
  return sen;
}

const DIRECTION_WORDS: Record<string, Direction> = {
  CR: 'CR',
  C: 'CR',
  K: 'CR',
  KREDIT: 'CR',
  CREDIT: 'CR',
  DB: 'DB',
  D: 'DB',
  DR: 'DB',
  DEBIT: 'DB',
  DEBET: 'DB',
};

/** `CR`/`DB`, also `Cr.`/`Db.`, `K`/`D`, `Kredit`/`Debit`/`Debet`, `Credit`, `DR`: each unambiguous. */
export function readDirection(raw: string, label: string): Direction {
  const word = raw.toUpperCase().replace(/[^A-Z]/g, '');
  if (word === '') throw new RowProblem(`kolom ${label} kosong (isi CR atau DB)`);
  const direction = DIRECTION_WORDS[word];
  if (!direction) throw new RowProblem(`kolom ${label} berisi '${raw.trim()}', bukan CR atau DB`);
  return direction;
}

/** `8,520,000.00 CR`: an amount with its direction behind it (KlikBCA Bisnis). */
export function readSuffixedAmount(raw: string, styles: readonly AmountStyle[], label: string): { direction: Direction; amountSen: number } {
  const m = /^(.*?\d)\s*(CR|DB)$/i.exec(raw.trim());
  if (!m) throw new RowProblem(`nominal '${raw.trim()}' di kolom ${label} tanpa CR atau DB di belakangnya`);
  return { direction: readDirection(m[2]!, label), amountSen: readPositiveAmount(m[1]!, styles, label) };
}

/** One of two amount columns (Debit and Kredit), already read; `text` is the cell as written, for messages. */
export interface AmountSide {
  label: string;
  text: string;
  sen: number | null;
  direction: Direction;
}

/** Exactly one of the two columns holds the amount; the other is empty or 0. Messages name them in the order given. */
export function oneSide(first: AmountSide, second: AmountSide): { direction: Direction; amountSen: number } {
  for (const side of [first, second]) {
    if ((side.sen ?? 0) < 0) throw new RowProblem(`nominal '${side.text}' di kolom ${side.label} tidak boleh negatif`);
  }
  const [a, b] = [first.sen ?? 0, second.sen ?? 0];
  if (a > 0 && b > 0) throw new RowProblem(`kolom ${first.label} dan ${second.label} keduanya terisi; isi salah satu saja`);
  if (a === 0 && b === 0) throw new RowProblem(`nominal kosong: kolom ${first.label} dan ${second.label} keduanya kosong atau 0`);
  return a > 0 ? { direction: first.direction, amountSen: a } : { direction: second.direction, amountSen: b };
}
