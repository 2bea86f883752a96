/**
 * Amounts as integer sen (rupiah x 100): never floats.
 * - 'en':    1,234,567.89  (comma thousands, dot decimals; `.00` is zero)
 * - 'id':    1.234.567,89  (dot thousands, comma decimals)
 * - 'plain': 1234567.89 or 1234567 (no thousands separator at all)
 * Any style may carry `Rp` before the number, behind a sign too (`Rp 1.359.500`, `-Rp 25.000`: KlikBCA's "Pratinjau
 * Data", docs/formats-banks.md).
 * The style is a property of the format, never guessed from the text: `99.000` means 99 in 'en'
 * and 'plain' and 99 000 in 'id'.
 */
export type AmountStyle = 'en' | 'id' | 'plain';

const PATTERNS: Record<AmountStyle, RegExp> = {
  en: /^(\d{1,3}(?:,\d{3})*|\d+)?(?:\.(\d{1,2}))?$/,
  id: /^(\d{1,3}(?:\.\d{3})*|\d+)?(?:,(\d{1,2}))?$/,
  plain: /^(\d+)?(?:\.(\d{1,2}))?$/,
};

export type AmountResult = { ok: true; sen: number } | { ok: false; error: string };

/** `Rp` (or `Rp.`) before the number, also behind a sign: `Rp 1.359.500`, `-Rp 25.000`, `(Rp 25.000)`. */
const withoutCurrency = (text: string): string => text.replace(/^Rp\.?/i, '');

export function parseAmount(raw: string, style: AmountStyle): AmountResult {
  let text = withoutCurrency(raw.trim().replace(/^'/, '').replace(/\s+/g, ''));
  let negative = false;
  if (text.startsWith('-') || text.startsWith('+')) {
    negative = text.startsWith('-');
    text = withoutCurrency(text.slice(1));
  }
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = withoutCurrency(text.slice(1, -1));
  }
  const match = PATTERNS[style].exec(text);
  if (!text || !match || (match[1] === undefined && match[2] === undefined)) {
    return { ok: false, error: `nominal '${raw.trim()}' tidak valid` };
  }
  const whole = Number((match[1] ?? '0').replace(/[.,]/g, ''));
  const fraction = Number((match[2] ?? '0').padEnd(2, '0'));
  const sen = whole * 100 + fraction;
  if (!Number.isSafeInteger(sen)) return { ok: false, error: `nominal '${raw.trim()}' terlalu besar` };
  return { ok: true, sen: negative ? -sen : sen };
}

/** 123456 sen -> '1234.56' (plain, for storing in numeric columns and for CSV output). */
export function senToDecimal(sen: number): string {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(sen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer sen -> rupiah, the JSON number the API answers with (only at the edge: sums stay in sen). */
export const senToRupiah = (sen: number): number => sen / 100;

/** A numeric column's text as PostgreSQL returns it ('1234.56', '-5.00') -> integer sen. */
export function decimalToSen(decimal: string): number {
  const result = parseAmount(decimal, 'plain');
  if (!result.ok) throw new Error(`not a stored amount: ${decimal}`);
  return result.sen;
}
