import { layoutColumns } from '../../../parsing/reader/layout.ts';
import { readCategory, type LayoutRules } from '../../../parsing/reader/read-category.ts';
import { CIMB_LAYOUTS, type CimbKey } from '../../layouts/cimb.ts';
import { KNOWN_LAYOUTS } from '../../layouts/known.ts';
import { describeGeneric } from '../description/generic.ts';
import type { StatementFormat, StatementLine } from '../statement-line.ts';
import { debitCreditFields, describedLine } from './bank-line.ts';

/**
 * Category CIMB (`/api/mutasiupdepocimb`): our template (the columns of CIMB's printed statement) and the OCTO CSV,
 * whose columns mean the same (its Deskripsi is our Keterangan), layouts in layouts/cimb.ts. CIMB's narratives are not
 * known: only unambiguous keywords of the text are interpreted. See docs/formats-banks.md.
 */
const describeCimb = describeGeneric('OTHER');

const layouts: LayoutRules<StatementLine, CimbKey>[] = [CIMB_LAYOUTS.template, CIMB_LAYOUTS.octo].map((layout) => ({
  layout,
  read: (cells) => describedLine({ ...debitCreditFields(cells), reference: cells.text('reference') }, describeCimb),
}));

export const cimbFormat: StatementFormat = {
  id: 'cimb',
  label: 'CIMB',
  template: {
    fileName: 'template_mutasi_cimb.csv',
    columns: layoutColumns(CIMB_LAYOUTS.template),
    example: ['27/06/2026 10:15:00', 'TRANSFER DARI ANDI WIJAYA', '', '150000.00', '3150000.00', 'TRX20260627001'],
  },
  parse: (text, context) => readCategory(text, { name: 'CIMB', layouts, known: KNOWN_LAYOUTS }, context),
};
