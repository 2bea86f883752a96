import { layoutColumns } from '../../../parsing/reader/layout.ts';
import { readCategory, type LayoutRules } from '../../../parsing/reader/read-category.ts';
import { BNI_LAYOUTS, type BniKey } from '../../layouts/bni.ts';
import { KNOWN_LAYOUTS } from '../../layouts/known.ts';
import { describeBni } from '../description/bni.ts';
import type { StatementFormat, StatementLine } from '../statement-line.ts';
import { describedLine } from './bank-line.ts';

/**
 * Category BNI Mobile (`/api/mutasiupdepobnimobile`): our template only. BNI Mobile gives a PDF or an Excel file,
 * which Convert Mutasi turns into this template. Its columns follow the app's history lines
 * (`2026-07-13 TRANSFER KE Bpk ANDI WIJAYA Db. 800.000,00 2.065.363,00`): date, text, amount, Db/Cr, balance.
 */
const template: LayoutRules<StatementLine, BniKey> = {
  layout: BNI_LAYOUTS.mobileTemplate,
  read(cells) {
    const when = cells.requiredDateTime('date');
    const amountSen = cells.positiveAmount('amount');
    const direction = cells.direction('direction');
    const balanceSen = cells.amount('balance');
    return describedLine({ line: cells.line, when, direction, amountSen, balanceSen, description: cells.text('description') }, describeBni);
  },
};

export const bniMobileFormat: StatementFormat = {
  id: 'bni-mobile',
  label: 'BNI Mobile',
  template: {
    fileName: 'template_mutasi_bni_mobile.csv',
    columns: layoutColumns(BNI_LAYOUTS.mobileTemplate),
    example: ['13/07/2026 09:15:02', 'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO', '200000.00', 'CR', '2065363.00'],
  },
  parse: (text, context) => readCategory(text, { name: 'BNI Mobile', layouts: [template], known: KNOWN_LAYOUTS }, context),
};
