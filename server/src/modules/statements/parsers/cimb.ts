import { layoutColumns } from '../../../parsing/reader/layout.ts';
import { readCategory, type LayoutRules } from '../../../parsing/reader/read-category.ts';
import { CIMB_LAYOUTS, type CimbKey } from '../../layouts/cimb.ts';
import { KNOWN_LAYOUTS } from '../../layouts/known.ts';
import { describeGeneric } from '../description/generic.ts';
import type { StatementFormat, StatementLine } from '../statement-line.ts';
import { debitCreditFields, describedLine } from './bank-line.ts';

/**
 * Category CIMB (`/api/mutasiupdepocimb`): our template only. No CIMB Clicks or OCTO export is known: the columns are
 * those of CIMB's printed statement, and only unambiguous keywords of the text are interpreted.
 */
const describeCimb = describeGeneric('OTHER');

const template: LayoutRules<StatementLine, CimbKey> = {
  layout: CIMB_LAYOUTS.template,
  read: (cells) => describedLine({ ...debitCreditFields(cells), reference: cells.text('reference') }, describeCimb),
};

export const cimbFormat: StatementFormat = {
  id: 'cimb',
  label: 'CIMB',
  template: {
    fileName: 'template_mutasi_cimb.csv',
    columns: layoutColumns(CIMB_LAYOUTS.template),
    example: ['27/06/2026 10:15:00', 'TRANSFER DARI ANDI WIJAYA', '', '150000.00', '3150000.00', 'TRX20260627001'],
  },
  parse: (text, context) => readCategory(text, { name: 'CIMB', layouts: [template], known: KNOWN_LAYOUTS }, context),
};

export const parseCimbStatement = cimbFormat.parse;
