import type { AmountStyle } from '../../../parsing/amount.ts';
import { describeBni } from '../description/bni.ts';
import { readBalance, readDateTime, readDebitCredit } from '../reading/fields.ts';
import { LAYOUTS } from '../reading/layouts.ts';
import { statementLine } from '../reading/line.ts';
import { type Row, readStatement, type Variant } from '../reading/statement-reader.ts';
import type { StatementFormat, StatementLine } from '../statement-line.ts';

/**
 * Category BNI Internet Banking (`/api/mutasiupdepobniinternetbanking`): our template, and the BNI CSV record
 * (formats README, BNI): `"02/12/19 06.25.21","02/12/19 06.25.21","0996","932902","TRANSFER DARI | …",".00","200,000.00"`:
 * posting and value date-times (dots in the time), branch, journal number, text, debit, credit; English amounts,
 * no balance. Read with or without a header row.
 */

/** Template: `Tanggal,Keterangan,Debit,Kredit,Saldo,No. Jurnal`, dates `dd/mm/yyyy HH:mm:ss`, plain amounts. */
const template: Variant = {
  layout: LAYOUTS.bniInternetTemplate,
  read: (row) => bniLine(row, { date: 'Tanggal', description: 'Keterangan', debit: 'Debit', credit: 'Kredit', journal: 'No. Jurnal' }, 'plain', 'Saldo'),
};

const NATIVE = { date: 'Posting Date', description: 'Description', debit: 'Debit', credit: 'Credit', journal: 'Journal No.' };

/** The BNI CSV with a header row (its names are not documented: the corporate e-statement's English names). */
const csvWithHeader: Variant = {
  layout: LAYOUTS.bniCsvHeader,
  read: (row) => bniLine(row, NATIVE, 'en'),
};

/** The BNI CSV without a header: recognised by its first record. */
const csvRecords: Variant = {
  layout: LAYOUTS.bniCsvRecord,
  read: (row) => bniLine(row, NATIVE, 'en'),
};

function bniLine(
  row: Row,
  columns: { date: string; description: string; debit: string; credit: string; journal: string },
  style: AmountStyle,
  balance?: string,
): StatementLine {
  const when = readDateTime(row.get(columns.date), columns.date);
  const { direction, amountSen } = readDebitCredit(
    { raw: row.get(columns.debit), column: columns.debit },
    { raw: row.get(columns.credit), column: columns.credit },
    style,
  );
  const balanceSen = balance ? readBalance(row.get(balance), style, balance) : null;
  const description = row.get(columns.description);
  return statementLine(
    { line: row.line, when, direction, amountSen, balanceSen, description, reference: row.get(columns.journal) },
    describeBni(description, direction, amountSen),
  );
}

export const bniInternetFormat: StatementFormat = {
  id: 'bni-internet-banking',
  label: 'BNI Internet Banking',
  template: {
    fileName: 'template_mutasi_bni_internet_banking.csv',
    columns: LAYOUTS.bniInternetTemplate.columns,
    example: ['02/12/2026 06:25:21', 'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO', '', '200000.00', '5200000.00', '932902'],
  },
  parse: (text, context) =>
    readStatement(text, { name: 'BNI Internet Banking', variants: [template, csvWithHeader, csvRecords] }, context),
};

export const parseBniInternetStatement = bniInternetFormat.parse;
