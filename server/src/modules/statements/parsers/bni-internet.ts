import { layoutColumns } from '../../../parsing/reader/layout.ts';
import { readCategory, type LayoutRules } from '../../../parsing/reader/read-category.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { BNI_LAYOUTS, type BniKey } from '../../layouts/bni.ts';
import { KNOWN_LAYOUTS } from '../../layouts/known.ts';
import { describeBni } from '../description/bni.ts';
import type { StatementFormat, StatementLine } from '../statement-line.ts';
import { debitCreditFields, describedLine } from './bank-line.ts';

/**
 * Category BNI Internet Banking (`/api/mutasiupdepobniinternetbanking`): our template, and the BNI CSV with or without
 * a header row (posting and value date-times with dots in the time, branch, journal number, text, debit, credit;
 * English amounts, no balance). Layouts in layouts/bni.ts; see docs/formats-banks.md.
 */
const bniLine = (cells: RowCells<BniKey>): StatementLine => describedLine({ ...debitCreditFields(cells), reference: cells.text('journal') }, describeBni);

const layouts: LayoutRules<StatementLine, BniKey>[] = [BNI_LAYOUTS.internetTemplate, BNI_LAYOUTS.csv, BNI_LAYOUTS.csvRecords].map((layout) => ({
  layout,
  read: bniLine,
}));

export const bniInternetFormat: StatementFormat = {
  id: 'bni-internet-banking',
  label: 'BNI Internet Banking',
  template: {
    fileName: 'template_mutasi_bni_internet_banking.csv',
    columns: layoutColumns(BNI_LAYOUTS.internetTemplate),
    example: ['02/12/2026 06:25:21', 'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO', '', '200000.00', '5200000.00', '932902'],
  },
  parse: (text, context) => readCategory(text, { name: 'BNI Internet Banking', layouts, known: KNOWN_LAYOUTS }, context),
};
