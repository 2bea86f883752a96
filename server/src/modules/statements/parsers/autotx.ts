/**
 * E-Wallet (Auto TX): POST /api/mutasiupdepoautotx, template "Mutasi Auto TX". No native export of the
 * auto-transaction tool is known, so our template is the format: one row per wallet transaction with
 * its id, the wallet, the other side's phone or account and name, the amount, CR/DB and the status.
 * Only paid rows are money (see payment-status.ts); the others are counted in a warning.
 */
import { accountNumber } from '../../../parsing/account-number.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import { AUTOTX_LAYOUTS, type AutoTxKey } from '../../layouts/autotx.ts';
import type { Direction, StatementFormat, StatementLine } from '../statement-line.ts';
import { paymentDirection, valueKey, walletPaymentFormat, walletPaymentLine } from './wallet-payment.ts';

export const AUTOTX_WALLETS = ['OVO', 'DANA', 'GOPAY', 'LINKAJA', 'SHOPEEPAY'] as const;

const DIRECTIONS: Record<string, Direction> = {
  CR: 'CR',
  K: 'CR',
  KREDIT: 'CR',
  MASUK: 'CR',
  IN: 'CR',
  DB: 'DB',
  D: 'DB',
  DEBIT: 'DB',
  KELUAR: 'DB',
  OUT: 'DB',
};

function wallet(cells: RowCells<AutoTxKey>): string {
  const raw = cells.required('wallet');
  const key = valueKey(raw);
  if (!(AUTOTX_WALLETS as readonly string[]).includes(key)) {
    throw new RowProblem(`wallet '${raw}' tidak dikenal (kolom ${cells.label('wallet')}); pilihan: ${AUTOTX_WALLETS.join(', ')}`);
  }
  return key;
}

function toLine(cells: RowCells<AutoTxKey>): StatementLine {
  const when = cells.requiredDateTime('date');
  const reference = cells.required('transactionId');
  const walletName = wallet(cells);
  const account = accountNumber(cells.text('account'));
  const name = cells.text('name');
  return walletPaymentLine(cells.line, {
    when,
    direction: paymentDirection(cells, DIRECTIONS, 'CR atau DB'),
    amountSen: cells.positiveAmount('amount'),
    feeSen: null,
    description: [walletName, account, name].filter(Boolean).join(' | '),
    name,
    account,
    bank: walletName,
    reference,
  });
}

export const autoTxStatement: StatementFormat = walletPaymentFormat({
  id: 'autotx',
  label: 'E-Wallet (Auto TX)',
  layouts: AUTOTX_LAYOUTS,
  fileName: 'template_mutasi_auto_tx.csv',
  example: ['03/07/2026 14:05:10', 'DN2026070314051001', 'DANA', '081234567890', 'BUDI SANTOSO', '50000', 'CR', 'SUCCESS'],
  toLine,
});
