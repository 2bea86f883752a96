/**
 * Excel's text formula, `="0123456789"`: what exports write around a number to keep its leading zeros, or to keep
 * Excel from reading it as a number. Only the readers of numbers take it off (amounts: reader/fields.ts, account and
 * phone numbers: account-number.ts); every other cell is read as written, so that the row keys of tickets and lines
 * stored before stay what they were (docs/formats.md, "How a file is read").
 */
export function excelText(text: string): string {
  if (text.charCodeAt(0) !== EQUALS) return text;
  const inner = EXCEL_TEXT.exec(text);
  return inner ? inner[1]!.replace(/""/g, '"').trim() : text;
}

const EQUALS = 61;
const EXCEL_TEXT = /^="((?:[^"]|"")*)"$/;
