import type { RowCells } from '../../parsing/reader/row-cells.ts';
import type { WithdrawKey } from '../layouts/bo.ts';
import type { BoWithdraw } from './bo-row.ts';
import { playerBankOf } from './bo-table.ts';

/** One withdraw row of any BO export. */
export function readWithdraw(cells: RowCells<WithdrawKey>): BoWithdraw {
  return {
    line: cells.line,
    ticketNo: cells.required('ticketNo'),
    appDate: cells.requiredDateTime('appDate'),
    brand: cells.text('brand'),
    userName: cells.required('userName'),
    fullName: cells.text('fullName'),
    playerBank: playerBankOf(cells),
    amountSen: cells.positiveAmount('amount'),
    nettAmountSen: cells.amount('nettAmount'),
    corpBank: cells.text('corpBank'),
    website: cells.text('website'),
    remarks: cells.text('remarks'),
    status: cells.text('status'),
    handler: cells.text('handler'),
    refCode: cells.text('refCode'),
    ownRefCode: cells.text('ownRefCode'),
    lastBalanceSen: cells.amount('lastBalance'),
  };
}
