/** Luxe BO deposit export, standard mode: POST /api/uploadboluxe. Luxe's own labels (see layouts/bo.ts). */
import { layoutColumns } from '../../parsing/reader/layout.ts';
import { LUXE_DEPOSIT_LAYOUT } from '../layouts/bo.ts';
import type { BoDeposit, BoFormat } from './bo-row.ts';
import { parseBoTable } from './bo-table.ts';
import { readDeposit } from './deposit-row.ts';

export const luxeDepositBo: BoFormat<BoDeposit> = {
  id: 'luxe-deposit',
  label: LUXE_DEPOSIT_LAYOUT.label,
  template: {
    fileName: 'template_bo_luxe_deposit.csv',
    columns: layoutColumns(LUXE_DEPOSIT_LAYOUT),
    example: [
      'LX2607030001',
      '03/07/2026 14:02:11',
      '03/07/2026 14:06:40',
      'andi_w',
      'ANDI WIJAYA',
      'BANK TRANSFER',
      '150000',
      '0',
      '0',
      '0',
      '150000',
      'MANDIRI',
      'ANDI WIJAYA',
      '1230004567890',
      'BCA - PT CONTOH LUXE - 0981122334',
      'Deposit Mandiri',
      'LXREF0001',
      'APPROVED',
      '',
      'operator02',
      'LXW',
      'MDR0703140211',
      'andi_w-0703',
    ],
  },
  parse: (text) => parseBoTable(text, LUXE_DEPOSIT_LAYOUT, (cells) => readDeposit(cells)),
};
