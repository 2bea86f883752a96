import type { RowCells } from '../../parsing/named-columns.ts';
import type { BoDeposit } from './bo-row.ts';
import { playerBankOf } from './bo-table.ts';
import type { DepositKey } from './layouts.ts';

/** One deposit row of any BO export; `paymentType` fills in for an export without that column (QRIS). */
export function readDeposit(cells: RowCells<DepositKey>, paymentType = ''): BoDeposit {
  return {
    line: cells.row.line,
    ticketNo: cells.required('ticketNo'),
    reqDate: cells.requiredDateTime('reqDate'),
    appDate: cells.dateTime('appDate'),
    userName: cells.required('userName'),
    fullName: cells.text('fullName'),
    paymentType: cells.text('paymentType') || paymentType,
    depoAmountSen: cells.requiredAmount('depoAmount', 'plain'),
    adminFeeSen: cells.amount('adminFee', 'plain'),
    agentFeeSen: cells.amount('agentFee', 'plain'),
    playerFeeSen: cells.amount('playerFee', 'plain'),
    nettAmountSen: cells.amount('nettAmount', 'plain'),
    playerBank: playerBankOf(cells),
    corporateBank: cells.text('corporateBank'),
    boDesc: cells.text('boDesc'),
    boRef: cells.text('boRef'),
    boStatus: cells.text('boStatus'),
    boReason: cells.text('boReason'),
    boHandler: cells.text('boHandler'),
    boWebsite: cells.text('boWebsite'),
    playerRef: cells.text('playerRef'),
    playerOwnRef: cells.text('playerOwnRef'),
  };
}
