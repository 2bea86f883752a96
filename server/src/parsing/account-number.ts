/**
 * An account or phone number as written in an export, without the separators people type
 * (`0812-3456-7890`, `123 456 7890`, `1.234.567.890`). A value with anything else in it
 * (masked `0812****7890`, letters) is kept as written: it is not ours to repair.
 */
export function accountNumber(raw: string): string {
  const text = raw.trim();
  const compact = text.replace(/[\s.-]/g, '');
  return /^\+?\d+$/.test(compact) ? compact : text;
}
