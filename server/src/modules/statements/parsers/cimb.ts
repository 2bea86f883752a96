import { CIMB_LAYOUTS } from '../../layouts/cimb.ts';
import { describeGeneric } from '../description/generic.ts';
import type { StatementFormat } from '../statement-line.ts';
import { bankFormat } from './bank-format.ts';
import { debitCreditFields, describedLine } from './bank-line.ts';

/**
 * Category CIMB (`/api/mutasiupdepocimb`): our template (the columns of CIMB's printed statement) and the OCTO CSV,
 * whose columns mean the same (its Deskripsi is our Keterangan), layouts in layouts/cimb.ts. CIMB's narratives are not
 * known: only unambiguous keywords of the text are interpreted. See docs/formats-banks.md.
 */
const describeCimb = describeGeneric('OTHER');

export const cimbFormat: StatementFormat = bankFormat({
  id: 'cimb',
  label: 'CIMB',
  template: CIMB_LAYOUTS.template,
  native: [CIMB_LAYOUTS.octo],
  read: (cells) => describedLine({ ...debitCreditFields(cells), reference: cells.text('reference') }, describeCimb),
  fileName: 'template_mutasi_cimb.csv',
  example: ['27/06/2026 10:15:00', 'TRANSFER DARI ANDI WIJAYA', '', '150000.00', '3150000.00', 'TRX20260627001'],
});
