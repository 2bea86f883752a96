import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { BNI_LAYOUTS, type BniKey } from '../../layouts/bni.ts';
import { describeBni } from '../description/bni.ts';
import type { StatementFormat, StatementLine } from '../statement-line.ts';
import { bankFormat } from './bank-format.ts';
import { debitCreditFields, describedLine } from './bank-line.ts';

/**
 * Category BNI Internet Banking (`/api/mutasiupdepobniinternetbanking`): our template, and the BNI CSV with or without
 * a header row (posting and value date-times with dots in the time, branch, journal number, text, debit, credit;
 * English amounts, no balance). Layouts in layouts/bni.ts; see docs/formats-banks.md.
 */
const bniLine = (cells: RowCells<BniKey>): StatementLine => describedLine({ ...debitCreditFields(cells), reference: cells.text('journal') }, describeBni);

export const bniInternetFormat: StatementFormat = bankFormat({
  id: 'bni-internet-banking',
  label: 'BNI Internet Banking',
  template: BNI_LAYOUTS.internetTemplate,
  native: [BNI_LAYOUTS.csv, BNI_LAYOUTS.csvRecords],
  read: bniLine,
  fileName: 'template_mutasi_bni_internet_banking.csv',
  example: ['02/12/2026 06:25:21', 'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO', '', '200000.00', '5200000.00', '932902'],
});
