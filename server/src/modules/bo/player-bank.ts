import { accountNumber } from '../../parsing/account-number.ts';
import { bankOfName } from '../../parsing/banks.ts';
import { RowProblem } from '../../parsing/reader/row-problem.ts';
import type { PlayerBank } from './bo-row.ts';

const isNumber = (part: string) => /^\+?\d+$/.test(accountNumber(part));
const isBank = (part: string) => bankOfName(part) !== '';

/**
 * A player bank cell: `BANK - NAME - NUMBER`, `BANK - NUMBER`, `BANK - NAME` or just `BANK` (parts separated by
 * ` - ` or `|`; a hyphen inside a name, `NUR-AINI`, is not a separator). The bank is the first part, or, when that is
 * no bank and another part is one, that part (`NAME - BCA - NUMBER`, `NUMBER - BCA - NAME`): a panel that writes its
 * parts in another order would otherwise give the player the bank's name as an account name, one of the names the
 * matcher knows the player by, and no bank. An all-digit part is the number, the rest is the account name. A
 * cell of one part that starts with a bank's name joined by `-` or `/` without spaces (`BCA-BUDI SANTOSO-1234567890`,
 * `BCA/1234567890/BUDI SANTOSO`) is read the same way, the number at either end of the rest.
 * Separate name and number columns, when the export has them, fill what the cell lacks; where both say something
 * they must agree.
 */
export function parsePlayerBank(raw: string, separate: { accountName?: string; accountNumber?: string } = {}): PlayerBank {
  const parts = partsOf(raw);
  const other = isBank(parts[0] ?? '') ? -1 : parts.findIndex((p, i) => i > 0 && isBank(p));
  const bankAt = other > 0 ? other : 0;
  const bank = parts[bankAt] ?? '';
  const rest = parts.filter((_, i) => i !== bankAt);
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

/** The cell's parts: split at ` - ` and `|`; a cell with neither, at the joints of a leading bank's name (joinedParts). */
function partsOf(raw: string): string[] {
  const parts = raw
    .split(/\s+-\s+|\s*\|\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length === 1 ? joinedParts(parts[0]!) : parts;
}

/**
 * `BCA-BUDI SANTOSO-1234567890` or `BCA/1234567890/BUDI SANTOSO`: a bank's name, `-` or `/`, and the rest, a number at
 * its start or end split off the same way. Anything else (`NUR-AINI`, a bank's name alone) is one part.
 */
function joinedParts(cell: string): string[] {
  const joint = /^([^-/]+?)\s*[-/]\s*(.+)$/.exec(cell);
  if (!joint || !isBank(joint[1]!)) return [cell];
  const rest = joint[2]!;
  const last = /^(.+?)\s*[-/]\s*(\+?[\d ]{6,})$/.exec(rest);
  if (last) return [joint[1]!, last[1]!, last[2]!];
  const first = /^(\+?[\d ]{6,})\s*[-/]\s*(.+)$/.exec(rest);
  return first ? [joint[1]!, first[1]!, first[2]!] : [joint[1]!, rest];
}

function agree(what: string, inCell: string, column: string, raw: string): string {
  if (inCell && column && inCell.toUpperCase() !== column.toUpperCase()) {
    throw new RowProblem(`${what} di '${raw}' (${inCell}) berbeda dengan kolomnya (${column})`);
  }
  return inCell || column;
}
