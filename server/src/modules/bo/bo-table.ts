/**
 * What every BO parser does around its own rows: read its export with the table reader (a file of another export or
 * category is refused naming it), and refuse a ticket that appears twice in one file.
 */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { readCategory } from '../../parsing/reader/read-category.ts';
import type { RowCells } from '../../parsing/reader/row-cells.ts';
import { RowProblem } from '../../parsing/reader/row-problem.ts';
import type { ParseResult } from '../../parsing/result.ts';
import type { DepositKey, WithdrawKey } from '../layouts/bo.ts';
import { KNOWN_LAYOUTS } from '../layouts/known.ts';
import type { PlayerBank } from './bo-row.ts';
import { parsePlayerBank } from './player-bank.ts';

export function parseBoTable<K extends DepositKey | WithdrawKey, Row extends { ticketNo: string }>(
  text: string,
  layout: TableLayout<K>,
  read: (cells: RowCells<K>) => Row,
): ParseResult<Row> {
  const firstLine = new Map<string, number>();
  const readOnce = (cells: RowCells<K>) => {
    const row = read(cells);
    const seen = firstLine.get(row.ticketNo);
    if (seen !== undefined) throw new RowProblem(`${cells.label('ticketNo' as K)} '${row.ticketNo}' ganda: sudah ada di baris ${seen}`);
    firstLine.set(row.ticketNo, cells.line);
    return row;
  };
  return readCategory(text, { name: layout.label, layouts: [{ layout, read: readOnce }], known: KNOWN_LAYOUTS });
}

/** The player's bank from its cell and, where the export has them, its name and number columns. */
export function playerBankOf(cells: RowCells<DepositKey> | RowCells<WithdrawKey>): PlayerBank {
  return parsePlayerBank(cells.text('playerBank'), {
    accountName: cells.text('playerAccountName'),
    accountNumber: cells.text('playerAccountNumber'),
  });
}
