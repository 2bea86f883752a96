/** Nexus BO withdraw export: POST /api/bowd. Columns are the View BO labels (see layouts/bo.ts). */
import { layoutColumns } from '../../parsing/reader/layout.ts';
import { NEXUS_WITHDRAW_LAYOUT } from '../layouts/bo.ts';
import type { BoFormat, BoWithdraw } from './bo-row.ts';
import { parseBoTable } from './bo-table.ts';
import { readWithdraw } from './withdraw-row.ts';

export const nexusWithdrawBo: BoFormat<BoWithdraw> = {
  id: 'nexus-withdraw',
  label: NEXUS_WITHDRAW_LAYOUT.label,
  template: {
    fileName: 'template_bo_nexus_withdraw.csv',
    columns: layoutColumns(NEXUS_WITHDRAW_LAYOUT),
    example: [
      'WD260703000456',
      '03/07/2026 15:20:05',
      'NEXUSBET',
      'siti77',
      'SITI AMINAH',
      'BNI - SITI AMINAH',
      '0123456789',
      '250000',
      '250000',
      'BCA - PT CONTOH MAKMUR - 0987654321',
      'NXB',
      'WD BNI',
      'APPROVED',
      'checker01',
      'WDREF55120',
      'siti77-0703',
      '1250000',
    ],
  },
  parse: (text) => parseBoTable(text, NEXUS_WITHDRAW_LAYOUT, readWithdraw),
};
