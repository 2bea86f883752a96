/**
 * Nexus Pay: POST /api/nexuspay (Nexus, deposit and withdraw), template "Mutasi Nexus Pay". No native
 * export of the gateway is known, so our template is the format: one row per gateway transaction,
 * DEPOSIT (money in, CR) or WITHDRAW (money out, DB), with the player's username and bank account.
 * The amount is the player's amount, as the BO ticket carries it; the gateway's fee is kept apart in
 * feeSen and never subtracted. Only paid rows are money (see payment-status.ts).
 */
import { accountNumber } from '../../../parsing/account-number.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import { NEXUSPAY_LAYOUTS, type NexusPayKey } from '../../layouts/nexuspay.ts';
import type { Direction, StatementFormat, StatementLine } from '../statement-line.ts';
import { paymentDirection, walletPaymentFormat, walletPaymentLine } from './wallet-payment.ts';

const TYPES: Record<string, Direction> = {
  DEPOSIT: 'CR',
  DEPO: 'CR',
  DP: 'CR',
  CR: 'CR',
  WITHDRAW: 'DB',
  WITHDRAWAL: 'DB',
  WD: 'DB',
  DB: 'DB',
};

function toLine(cells: RowCells<NexusPayKey>): StatementLine {
  const when = cells.requiredDateTime('date');
  const reference = cells.required('transactionId');
  const dir = paymentDirection(cells, TYPES, 'DEPOSIT atau WITHDRAW');
  const username = cells.required('username');
  const amountSen = cells.positiveAmount('amount');
  const feeSen = cells.amount('fee');
  if (feeSen !== null && feeSen < 0) throw new RowProblem(`biaya tidak boleh negatif (kolom ${cells.label('fee')})`);
  const bank = cells.text('bank');
  const name = cells.text('accountName');
  const account = accountNumber(cells.text('accountNumber'));
  return walletPaymentLine(cells.line, {
    when,
    direction: dir,
    amountSen,
    feeSen,
    description: ['NEXUSPAY', dir === 'CR' ? 'DEPOSIT' : 'WITHDRAW', username, bank, account, name].filter(Boolean).join(' | '),
    name,
    account,
    bank,
    reference,
  });
}

export const nexusPayStatement: StatementFormat = walletPaymentFormat({
  id: 'nexuspay',
  label: 'Nexus Pay',
  layouts: NEXUSPAY_LAYOUTS,
  fileName: 'template_mutasi_nexus_pay.csv',
  example: ['03/07/2026 14:05:10', 'NP2026070300012345', 'DEPOSIT', 'budi88', 'BCA', 'BUDI SANTOSO', '1234567890', '100000', '1500', 'SUCCESS'],
  toLine,
});
