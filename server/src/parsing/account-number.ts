import { excelText } from './excel-text.ts';

/**
 * An account or phone number as written in an export, without the separators people type
 * (`0812-3456-7890`, `123 456 7890`, `1.234.567.890`; Excel's `="0123456789"`). A value with anything else in it
 * (masked `0812****7890`, letters) is kept as written: it is not ours to repair.
 */
export function accountNumber(raw: string): string {
  const text = excelText(raw.trim());
  const compact = text.replace(/[\s.-]/g, '');
  return /^\+?\d+$/.test(compact) ? compact : text;
}

/**
 * An operator's account number as two of them are compared (a file's against the form's or the Data Bank's): its
 * digits without leading zeros, so that `0123456789` and `123456789`, `0341-01-000222-33-3` and `034101000222333` meet.
 */
export const accountKey = (number: string): string => number.replace(/\D/g, '').replace(/^0+/, '');

/** Are two account numbers the same account (accountKey)? */
export const sameAccountNumber = (a: string, b: string): boolean => accountKey(a) === accountKey(b);
