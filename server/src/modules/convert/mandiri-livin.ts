/**
 * Mandiri Livin' e-Statement (.xlsx) -> the Mandiri template (docs/formats.md, "Convert Mutasi"; docs/formats-banks.md, "Mandiri").
 * Its table and two-row transactions are read by the Livin' rules the Mandiri upload also reads a Livin' CSV with
 * (statements/parsers/mandiri-livin.ts); a balance or total line ends the table (one with transactions below it
 * refuses the workbook: sheet-table.ts tableRecords). Numbers are Indonesian (`100.000,00`) or real numbers; dates are
 * text (`27 Jun 2026`, `27/06/2026`) or Excel dates.
 */
import { senToDecimal } from '../../parsing/amount.ts';
import { oneSide } from '../../parsing/reader/fields.ts';
import { layoutColumns } from '../../parsing/reader/layout.ts';
import { MANDIRI_LAYOUTS, type MandiriKey } from '../layouts/mandiri.ts';
import { continueLivin, livinRowKind, livinText, type LivinTransaction } from '../statements/parsers/mandiri-livin.ts';
import { mandiriFormat } from '../statements/parsers/mandiri.ts';
import { looksLikeDate, templateDateTime, timeOfDay } from './cell-values.ts';
import type { ConvertContext, Converter, TemplateRow } from './converter.ts';
import { atRow, tableRecords, type SheetRecord } from './sheet-table.ts';

const NAME = "Excel Mandiri (e-Statement Livin')";
const LIVIN = MANDIRI_LAYOUTS.livin;

function readTransaction(record: SheetRecord<MandiriKey>, context: ConvertContext): LivinTransaction {
  const when = record.dateTime('date', context.date1904);
  const { direction, amountSen } = oneSide(record.side('credit', 'CR'), record.side('debit', 'DB'));
  const balanceSen = record.amount('balance');
  return { line: record.line, when, text: [record.text('description')], direction, amountSen, balanceSen };
}

function templateRow(t: LivinTransaction): TemplateRow {
  return {
    line: t.line,
    cells: {
      Tanggal: templateDateTime(t.when),
      Keterangan: livinText(t),
      'Dana Masuk': t.direction === 'CR' ? senToDecimal(t.amountSen) : '',
      'Dana Keluar': t.direction === 'DB' ? senToDecimal(t.amountSen) : '',
      Saldo: t.balanceSen === null ? '' : senToDecimal(t.balanceSen),
    },
  };
}

/** What a row is to the Livin' rules: a transaction's first row, its continuation (a time and more text), or neither. */
function kindOf(record: SheetRecord<MandiriKey>) {
  const date = record.value('date');
  return livinRowKind({ no: record.value('no'), time: timeOfDay(date), dated: looksLikeDate(date), money: [record.value('credit'), record.value('debit')] });
}

/** The rows under the header, read by the Livin' rules (statements/parsers/mandiri-livin.ts) up to a balance or total line. */
function convert(records: readonly SheetRecord<MandiriKey>[], context: ConvertContext): TemplateRow[] {
  const transactions: LivinTransaction[] = [];
  const transaction = (record: SheetRecord<MandiriKey>) => kindOf(record) === 'transaction' && readTransaction(record, context);
  for (const record of tableRecords(records, transaction)) {
    const kind = atRow(record, () => kindOf(record));
    if (kind === 'continuation') {
      atRow(record, () => continueLivin(transactions.at(-1), timeOfDay(record.value('date'))!, record.text('description'), record.text('date')));
    } else if (kind === 'transaction') {
      transactions.push(atRow(record, () => readTransaction(record, context)));
    }
  }
  return transactions.map(templateRow);
}

export const mandiriLivinConverter: Converter<MandiriKey> = {
  name: NAME,
  format: mandiriFormat,
  layouts: [LIVIN],
  expected: layoutColumns(LIVIN),
  convert,
};
