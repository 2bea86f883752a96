/** Nexus BO deposit export: POST /api/checkdata. Columns are the View BO labels (see layouts/bo.ts). */
import { layoutColumns } from '../../parsing/reader/layout.ts';
import { NEXUS_DEPOSIT_LAYOUT } from '../layouts/bo.ts';
import type { BoDeposit, BoFormat } from './bo-row.ts';
import { parseBoTable } from './bo-table.ts';
import { readDeposit } from './deposit-row.ts';

export const nexusDepositBo: BoFormat<BoDeposit> = {
  id: 'nexus-deposit',
  label: NEXUS_DEPOSIT_LAYOUT.label,
  template: {
    fileName: 'template_bo_nexus_deposit.csv',
    columns: layoutColumns(NEXUS_DEPOSIT_LAYOUT),
    example: [
      'DP260703000123',
      '03/07/2026 14:02:11',
      '03/07/2026 14:06:40',
      'budi88',
      'BUDI SANTOSO',
      'BANK',
      '100000',
      '0',
      '0',
      '0',
      '100000',
      'BCA - BUDI SANTOSO - 1234567890',
      'BCA - PT CONTOH MAKMUR - 0987654321',
      'Deposit BCA',
      'REF88123',
      'APPROVED',
      '',
      'checker01',
      'NXB',
      'BCA0703140211',
      'budi88-0703',
    ],
  },
  parse: (text) => parseBoTable(text, NEXUS_DEPOSIT_LAYOUT, (cells) => readDeposit(cells)),
};
