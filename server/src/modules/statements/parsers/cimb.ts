import { describeGeneric } from '../description/generic.ts';
import { readBalance, readDateTime, readDebitCredit } from '../reading/fields.ts';
import { LAYOUTS } from '../reading/layouts.ts';
import { statementLine } from '../reading/line.ts';
import { readStatement, type Variant } from '../reading/statement-reader.ts';
import type { StatementFormat } from '../statement-line.ts';

/**
 * Category CIMB (`/api/mutasiupdepocimb`): our template only. No CIMB Clicks or OCTO export is known (formats
 * README): the columns are those of CIMB's printed statement (date, description, debit, credit, balance,
 * transaction reference), and only unambiguous keywords of the text are interpreted.
 */
const describeCimb = describeGeneric('OTHER');

const template: Variant = {
  layout: LAYOUTS.cimbTemplate,
  read(row) {
    const when = readDateTime(row.get('Tanggal'), 'tanggal');
    const { direction, amountSen } = readDebitCredit(
      { raw: row.get('Debit'), column: 'Debit' },
      { raw: row.get('Kredit'), column: 'Kredit' },
      'plain',
    );
    const balanceSen = readBalance(row.get('Saldo'), 'plain', 'Saldo');
    const description = row.get('Keterangan');
    return statementLine(
      { line: row.line, when, direction, amountSen, balanceSen, description, reference: row.get('No. Referensi') },
      describeCimb(description, direction, amountSen),
    );
  },
};

export const cimbFormat: StatementFormat = {
  id: 'cimb',
  label: 'CIMB',
  template: {
    fileName: 'template_mutasi_cimb.csv',
    columns: LAYOUTS.cimbTemplate.columns,
    example: ['27/06/2026 10:15:00', 'TRANSFER DARI ANDI WIJAYA', '', '150000.00', '3150000.00', 'TRX20260627001'],
  },
  parse: (text, context) => readStatement(text, { name: 'CIMB', variants: [template] }, context),
};

export const parseCimbStatement = cimbFormat.parse;
