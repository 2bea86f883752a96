/**
 * CSV injection (docs/design.md section 7): a spreadsheet runs a text cell that begins with `=`, `+`, `-` or `@` as
 * a formula, and a leading tab or carriage return can hide one. Names, notes and transfer memos are typed
 * by players or staff and reach our exports verbatim, so every text cell of a file we hand out is passed
 * through `spreadsheetSafe`; the leading `'` makes the spreadsheet keep the cell as text. Amounts are
 * written as numbers, never as text, so a negative balance stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
