import { BNI_LAYOUTS } from '../../layouts/bni.ts';
import { describeBni } from '../description/bni.ts';
import type { StatementFormat } from '../statement-line.ts';
import { bankFormat } from './bank-format.ts';
import { describedLine } from './bank-line.ts';

/**
 * Category BNI Mobile (`/api/mutasiupdepobnimobile`): our template only. BNI Mobile gives a PDF or an Excel file,
 * which Convert Mutasi turns into this template. Its columns follow the app's history lines
 * (`2026-07-13 TRANSFER KE Bpk ANDI WIJAYA Db. 800.000,00 2.065.363,00`): date, text, amount, Db/Cr, balance.
 */
export const bniMobileFormat: StatementFormat = bankFormat({
  id: 'bni-mobile',
  label: 'BNI Mobile',
  template: BNI_LAYOUTS.mobileTemplate,
  native: [],
  read(cells) {
    const when = cells.requiredDateTime('date');
    const amountSen = cells.positiveAmount('amount');
    const direction = cells.direction('direction');
    const balanceSen = cells.amount('balance');
    return describedLine({ line: cells.line, when, direction, amountSen, balanceSen, description: cells.text('description') }, describeBni);
  },
  fileName: 'template_mutasi_bni_mobile.csv',
  example: ['13/07/2026 09:15:02', 'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO', '200000.00', 'CR', '2065363.00'],
});
