import type { RowCells } from '../../parsing/reader/row-cells.ts';
import type { DepositKey } from '../layouts/bo.ts';
import type { BoDeposit } from './bo-row.ts';
import { playerBankOf } from './bo-table.ts';

/** One deposit row of any BO export; `paymentType` fills in for an export without that column (QRIS). */
export function readDeposit(cells: RowCells<DepositKey>, paymentType = ''): BoDeposit {
  return {
    line: cells.line,
    ticketNo: cells.required('ticketNo'),
    reqDate: cells.requiredDateTime('reqDate'),
    appDate: cells.dateTime('appDate'),
    userName: cells.required('userName'),
    fullName: cells.text('fullName'),
    paymentType: cells.text('paymentType') || paymentType,
    depoAmountSen: cells.positiveAmount('depoAmount'),
    adminFeeSen: cells.amount('adminFee'),
    agentFeeSen: cells.amount('agentFee'),
    playerFeeSen: cells.amount('playerFee'),
    nettAmountSen: cells.amount('nettAmount'),
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
