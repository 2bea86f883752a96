/**
 * What every BO parser does around its own rows: find its header (refusing another export with a hint
 * of what the file is), read the rows, and refuse a ticket that appears twice in one file.
 */
import { openTable, readRows, recogniseAmong, RowProblem, type Layout, type RowCells } from '../../parsing/named-columns.ts';
import type { ParseResult } from '../../parsing/result.ts';
import type { PlayerBank } from './bo-row.ts';
import { BO_LAYOUTS, type DepositKey, type WithdrawKey } from './layouts.ts';
import { parsePlayerBank } from './player-bank.ts';

const otherBoExport = (own: Layout<DepositKey> | Layout<WithdrawKey>) =>
  recogniseAmong(BO_LAYOUTS.filter((o) => o.layout !== own).map((o) => ({ label: o.label, layouts: [o.layout] })));

export function parseBoTable<K extends DepositKey | WithdrawKey, Row extends { ticketNo: string }>(
  text: string,
  format: string,
  layout: Layout<K>,
  read: (cells: RowCells<K>) => Row,
): ParseResult<Row> {
  const table = openTable(text, format, [layout], otherBoExport(layout));
  if (!table.ok) return table;
  const firstLine = new Map<string, number>();
  const result = readRows(table.rows, table.header, format, (cells) => {
    const row = read(cells);
    const seen = firstLine.get(row.ticketNo);
    if (seen !== undefined) throw new RowProblem(`${cells.label('ticketNo' as K)} '${row.ticketNo}' ganda: sudah ada di baris ${seen}`);
    firstLine.set(row.ticketNo, cells.row.line);
    return row;
  });
  if (!result.ok) return result;
  return { ok: true, rows: result.rows, variant: layout.variant, warnings: [] };
}

/** The player's bank from its cell and, where the export has them, its name and number columns. */
export function playerBankOf(cells: RowCells<DepositKey> | RowCells<WithdrawKey>): PlayerBank {
  return parsePlayerBank(cells.text('playerBank'), {
    accountName: cells.text('playerAccountName'),
    accountNumber: cells.text('playerAccountNumber'),
  });
}
