import { describeBni } from '../description/bni.ts';
import { readBalance, readDateTime, readDirection, readPositiveAmount } from '../reading/fields.ts';
import { LAYOUTS } from '../reading/layouts.ts';
import { statementLine } from '../reading/line.ts';
import { readStatement, type Variant } from '../reading/statement-reader.ts';
import type { StatementFormat } from '../statement-line.ts';

/**
 * Category BNI Mobile (`/api/mutasiupdepobnimobile`): our template only. BNI Mobile gives a PDF or an Excel
 * file, which Convert Mutasi turns into this template. Its columns follow the app's history lines
 * (`2026-07-13 TRANSFER KE Bpk ANDI WIJAYA Db. 800.000,00 2.065.363,00`): date, text, amount, Db/Cr, balance.
 */
const template: Variant = {
  layout: LAYOUTS.bniMobileTemplate,
  read(row) {
    const when = readDateTime(row.get('Tanggal'), 'tanggal');
    const amountSen = readPositiveAmount(row.get('Nominal'), 'plain', 'Nominal');
    const direction = readDirection(row.get('Db/Cr'), 'Db/Cr');
    const balanceSen = readBalance(row.get('Saldo'), 'plain', 'Saldo');
    const description = row.get('Keterangan');
    return statementLine(
      { line: row.line, when, direction, amountSen, balanceSen, description },
      describeBni(description, direction, amountSen),
    );
  },
};

export const bniMobileFormat: StatementFormat = {
  id: 'bni-mobile',
  label: 'BNI Mobile',
  template: {
    fileName: 'template_mutasi_bni_mobile.csv',
    columns: LAYOUTS.bniMobileTemplate.columns,
    example: ['13/07/2026 09:15:02', 'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO', '200000.00', 'CR', '2065363.00'],
  },
  parse: (text, context) => readStatement(text, { name: 'BNI Mobile', variants: [template] }, context),
};

export const parseBniMobileStatement = bniMobileFormat.parse;
