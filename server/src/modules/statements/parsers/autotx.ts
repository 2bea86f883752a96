/**
 * E-Wallet (Auto TX): POST /api/mutasiupdepoautotx, template "Mutasi Auto TX". No native export of the
 * auto-transaction tool is known, so our template is the format: one row per wallet transaction with
 * its id, the wallet, the other side's phone or account and name, the amount, CR/DB and the status.
 * Only paid rows are money (see payment-status.ts); the others are counted in a warning.
 */
import { accountNumber } from '../../../parsing/account-number.ts';
import { bankOfName } from '../../../parsing/banks.ts';
import { layoutColumns } from '../../../parsing/reader/layout.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import type { ParseResult } from '../../../parsing/result.ts';
import { AUTOTX_LAYOUTS, type AutoTxKey } from '../../layouts/autotx.ts';
import { KNOWN_LAYOUTS } from '../../layouts/known.ts';
import type { Direction, StatementFormat, StatementLine } from '../statement-line.ts';
import { readPayments } from './payment-table.ts';

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

const valueKey = (raw: string) => raw.toUpperCase().replace(/[^A-Z]/g, '');

function wallet(cells: RowCells<AutoTxKey>): string {
  const raw = cells.required('wallet');
  const key = valueKey(raw);
  if (!(AUTOTX_WALLETS as readonly string[]).includes(key)) {
    throw new RowProblem(`wallet '${raw}' tidak dikenal (kolom ${cells.label('wallet')}); pilihan: ${AUTOTX_WALLETS.join(', ')}`);
  }
  return key;
}

function direction(cells: RowCells<AutoTxKey>): Direction {
  const raw = cells.required('type');
  const found = DIRECTIONS[valueKey(raw)];
  if (!found) throw new RowProblem(`tipe '${raw}' tidak dikenal (kolom ${cells.label('type')}); isi CR atau DB`);
  return found;
}

function toLine(cells: RowCells<AutoTxKey>): StatementLine {
  const when = cells.requiredDateTime('date');
  const reference = cells.required('transactionId');
  const walletName = wallet(cells);
  const account = accountNumber(cells.text('account'));
  const name = cells.text('name');
  return {
    line: cells.line,
    date: when.date,
    time: when.time,
    pending: false,
    direction: direction(cells),
    amountSen: cells.positiveAmount('amount'),
    grossSen: null,
    feeSen: null,
    balanceSen: null,
    description: [walletName, account, name].filter(Boolean).join(' | '),
    channel: 'VA_EWALLET',
    counterpartyName: name,
    counterpartyAccount: account,
    counterpartyBank: bankOfName(walletName),
    reference,
  };
}

export function parseAutoTxStatement(text: string): ParseResult<StatementLine> {
  return readPayments(text, { name: autoTxStatement.label, layouts: Object.values(AUTOTX_LAYOUTS), known: KNOWN_LAYOUTS }, toLine);
}

export const autoTxStatement: StatementFormat = {
  id: 'autotx',
  label: 'E-Wallet (Auto TX)',
  template: {
    fileName: 'template_mutasi_auto_tx.csv',
    columns: layoutColumns(AUTOTX_LAYOUTS.template),
    example: ['03/07/2026 14:05:10', 'DN2026070314051001', 'DANA', '081234567890', 'BUDI SANTOSO', '50000', 'CR', 'SUCCESS'],
  },
  parse: (text) => parseAutoTxStatement(text),
};
