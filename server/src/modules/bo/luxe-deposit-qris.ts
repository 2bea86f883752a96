/**
 * Luxe BO deposit export, QRIS mode: POST /api/uploadqris. No player bank: the RRN (bo_ref) and the
 * NMID (corporate bank) identify the payment; `Issuer` (the payer's bank or wallet) becomes the player
 * bank when present. Payment type is QRIS.
 */
import { layoutColumns } from '../../parsing/reader/layout.ts';
import { LUXE_DEPOSIT_QRIS_LAYOUT } from '../layouts/bo.ts';
import type { BoDeposit, BoFormat } from './bo-row.ts';
import { parseBoTable } from './bo-table.ts';
import { readDeposit } from './deposit-row.ts';

export const luxeDepositQrisBo: BoFormat<BoDeposit> = {
  id: 'luxe-deposit-qris',
  label: LUXE_DEPOSIT_QRIS_LAYOUT.label,
  template: {
    fileName: 'template_bo_luxe_deposit_qris.csv',
    columns: layoutColumns(LUXE_DEPOSIT_QRIS_LAYOUT),
    example: [
      'LXQ2607030001',
      '03/07/2026 14:02:11',
      '03/07/2026 14:03:02',
      'andi_w',
      'ANDI WIJAYA',
      '100000',
      '700',
      '99300',
      '602312345678',
      'ID1025123456789',
      'DANA',
      'Deposit QRIS',
      'APPROVED',
      '',
      'system',
      'LXW',
      '',
      '',
    ],
  },
  parse: (text) => parseBoTable(text, LUXE_DEPOSIT_QRIS_LAYOUT, (cells) => readDeposit(cells, 'QRIS')),
};
