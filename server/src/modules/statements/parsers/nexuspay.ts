/**
 * Nexus Pay: POST /api/nexuspay (Nexus, deposit and withdraw), template "Mutasi Nexus Pay". No native
 * export of the gateway is known, so our template is the format: one row per gateway transaction,
 * DEPOSIT (money in, CR) or WITHDRAW (money out, DB), with the player's username and bank account.
 * The amount is the player's amount, as the BO ticket carries it; the gateway's fee is kept apart in
 * feeSen and never subtracted. Only paid rows are money (see payment-status.ts).
 */
import { accountNumber } from '../../../parsing/account-number.ts';
import { bankOfName } from '../../../parsing/banks.ts';
import { layoutColumns } from '../../../parsing/reader/layout.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import type { ParseResult } from '../../../parsing/result.ts';
import { NEXUSPAY_LAYOUTS, type NexusPayKey } from '../../layouts/nexuspay.ts';
import { KNOWN_LAYOUTS } from '../../layouts/known.ts';
import type { Direction, StatementFormat, StatementLine } from '../statement-line.ts';
import { readPayments } from './payment-table.ts';

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

function direction(cells: RowCells<NexusPayKey>): Direction {
  const raw = cells.required('type');
  const found = TYPES[raw.toUpperCase().replace(/[^A-Z]/g, '')];
  if (!found) throw new RowProblem(`tipe '${raw}' tidak dikenal (kolom ${cells.label('type')}); isi DEPOSIT atau WITHDRAW`);
  return found;
}

function toLine(cells: RowCells<NexusPayKey>): StatementLine {
  const when = cells.requiredDateTime('date');
  const reference = cells.required('transactionId');
  const dir = direction(cells);
  const username = cells.required('username');
  const amountSen = cells.positiveAmount('amount');
  const feeSen = cells.amount('fee');
  if (feeSen !== null && feeSen < 0) throw new RowProblem(`biaya tidak boleh negatif (kolom ${cells.label('fee')})`);
  const bank = cells.text('bank');
  const name = cells.text('accountName');
  const account = accountNumber(cells.text('accountNumber'));
  return {
    line: cells.line,
    date: when.date,
    time: when.time,
    pending: false,
    direction: dir,
    amountSen,
    grossSen: null,
    feeSen,
    balanceSen: null,
    description: ['NEXUSPAY', dir === 'CR' ? 'DEPOSIT' : 'WITHDRAW', username, bank, account, name].filter(Boolean).join(' | '),
    channel: 'VA_EWALLET',
    counterpartyName: name,
    counterpartyAccount: account,
    counterpartyBank: bankOfName(bank),
    reference,
  };
}

export function parseNexusPayStatement(text: string): ParseResult<StatementLine> {
  return readPayments(text, { name: nexusPayStatement.label, layouts: Object.values(NEXUSPAY_LAYOUTS), known: KNOWN_LAYOUTS }, toLine);
}

export const nexusPayStatement: StatementFormat = {
  id: 'nexuspay',
  label: 'Nexus Pay',
  template: {
    fileName: 'template_mutasi_nexus_pay.csv',
    columns: layoutColumns(NEXUSPAY_LAYOUTS.template),
    example: ['03/07/2026 14:05:10', 'NP2026070300012345', 'DEPOSIT', 'budi88', 'BCA', 'BUDI SANTOSO', '1234567890', '100000', '1500', 'SUCCESS'],
  },
  parse: (text) => parseNexusPayStatement(text),
};
