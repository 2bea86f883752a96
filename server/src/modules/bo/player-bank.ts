import { accountNumber } from '../../parsing/account-number.ts';
import { excelText } from '../../parsing/excel-text.ts';
import { RowProblem } from '../../parsing/reader/row-problem.ts';
import type { PlayerBank } from './bo-row.ts';

const isNumber = (part: string) => /^\+?\d+$/.test(accountNumber(part));

/**
 * A player bank cell: `BANK - NAME - NUMBER`, `BANK - NUMBER`, `BANK - NAME` or just `BANK`
 * (parts separated by ` - ` or `|`; a hyphen inside a name, `NUR-AINI`, is not a separator).
 * The first part is the bank, an all-digit part is the number, the rest is the account name.
 * Separate name and number columns, when the export has them, fill what the cell lacks; where
 * both say something they must agree.
 */
export function parsePlayerBank(written: string, separate: { accountName?: string; accountNumber?: string } = {}): PlayerBank {
  // A cell an export wrote as Excel's `="BCA - BUDI - 0123456789"` (its leading zero kept) is read as its text.
  const raw = excelText(written.trim());
  const parts = raw
    .split(/\s+-\s+|\s*\|\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  const [bank = '', ...rest] = parts;
  const numbers = rest.filter(isNumber);
  const inCellNumber = numbers.length > 0 ? accountNumber(numbers[numbers.length - 1]!) : '';
  const inCellName = rest.filter((p) => !isNumber(p)).join(' ');
  return {
    raw,
    bank,
    accountName: agree('nama rekening', inCellName, (separate.accountName ?? '').trim(), raw),
    accountNumber: agree('nomor rekening', inCellNumber, accountNumber(separate.accountNumber ?? ''), raw),
  };
}

function agree(what: string, inCell: string, column: string, raw: string): string {
  if (inCell && column && inCell.toUpperCase() !== column.toUpperCase()) {
    throw new RowProblem(`${what} di '${raw}' (${inCell}) berbeda dengan kolomnya (${column})`);
  }
  return inCell || column;
}
