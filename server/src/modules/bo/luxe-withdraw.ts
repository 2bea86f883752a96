/** Luxe BO withdraw export: POST /api/uploadbowdluxe. Luxe's own labels (see layouts/bo.ts). */
import { layoutColumns } from '../../parsing/reader/layout.ts';
import { LUXE_WITHDRAW_LAYOUT } from '../layouts/bo.ts';
import type { BoFormat, BoWithdraw } from './bo-row.ts';
import { parseBoTable } from './bo-table.ts';
import { readWithdraw } from './withdraw-row.ts';

export const luxeWithdrawBo: BoFormat<BoWithdraw> = {
  id: 'luxe-withdraw',
  label: LUXE_WITHDRAW_LAYOUT.label,
  template: {
    fileName: 'template_bo_luxe_withdraw.csv',
    columns: layoutColumns(LUXE_WITHDRAW_LAYOUT),
    example: [
      'LXW2607030009',
      '03/07/2026 16:45:00',
      'LUXEPLAY',
      'rina_k',
      'RINA KARTIKA',
      'BRI',
      'RINA KARTIKA',
      '012301000123456',
      '300000',
      '300000',
      'BCA - PT CONTOH LUXE - 0981122334',
      'LXW',
      'WD BRI',
      'APPROVED',
      'operator02',
      'LXWREF0009',
      'rina_k-0703',
      '45000',
    ],
  },
  parse: (text) => parseBoTable(text, LUXE_WITHDRAW_LAYOUT, readWithdraw),
};
