/**
 * QRIS Excel -> the QRIS template. The sheet may have the layouts the QRIS parser knows (layouts/qris.ts): our
 * template's columns, the aggregator report (`Transaction Date, Paid Date, ... Rrn, NMID, ... Amount, Downline
 * Fee Amount, Total Amount`) or the merchant portal history (`id, tanggal, nominal, status, inv_id, ... rrn`).
 * One row per payment; every row is written, whatever its status: the upload decides which are money.
 *
 * Each template column takes the sheet's column of the same meaning: the date is the moment paid (`Paid Date`
 * when the report has one), amounts are written plain. What the template has no column for (the aggregator's
 * Transaction ID, Whitelabel Transaction ID, Member ID, Memo) is not carried over.
 */
import { senToDecimal } from '../../parsing/amount.ts';
import { columnEntries, layoutColumns, type TableLayout } from '../../parsing/reader/layout.ts';
import { RowProblem } from '../../parsing/reader/row-problem.ts';
import { QRIS_LAYOUTS, type QrisKey } from '../layouts/qris.ts';
import { qrisStatement } from '../statements/parsers/qris.ts';
import { templateDateTime } from './cell-values.ts';
import type { ConvertContext, Converter, TemplateRow } from './converter.ts';
import { atRow, tableRecords, type SheetRecord } from './sheet-table.ts';

const AMOUNTS: readonly QrisKey[] = ['gross', 'fee', 'net'];

/** The QRIS layouts as a sheet shows them: a text amount may also be Indonesian (`100.000,00`). */
const EXCEL_LAYOUTS: TableLayout<QrisKey>[] = Object.values(QRIS_LAYOUTS).map((layout) => ({ ...layout, amounts: ['plain', 'id'] }));

/** The template's columns by key, in the template's order, with the name the template writes. */
const TEMPLATE = columnEntries(QRIS_LAYOUTS.template).map(([key, spec]) => ({ key, name: spec.names[0] }));

function cell(record: SheetRecord<QrisKey>, key: QrisKey, context: ConvertContext): string {
  if (key === 'date') {
    const paid = record.value('paidDate') !== null ? 'paidDate' : 'date';
    return templateDateTime(record.dateTime(paid, context.date1904));
  }
  if (AMOUNTS.includes(key)) {
    const sen = record.amount(key);
    if (sen !== null && sen < 0) throw new RowProblem(`nominal di kolom ${record.label(key)} tidak boleh negatif`);
    return sen === null ? '' : senToDecimal(sen);
  }
  return record.text(key);
}

function convert(records: readonly SheetRecord<QrisKey>[], context: ConvertContext): TemplateRow[] {
  const rows: TemplateRow[] = [];
  const cellsOf = (record: SheetRecord<QrisKey>) => Object.fromEntries(TEMPLATE.map(({ key, name }) => [name, cell(record, key, context)]));
  for (const record of tableRecords(records, cellsOf)) {
    if (record.isBlank()) continue;
    const cells = atRow(record, () => cellsOf(record));
    rows.push({ line: record.line, cells });
  }
  return rows;
}

export const qrisConverter: Converter<QrisKey> = {
  name: 'Excel QRIS',
  format: qrisStatement,
  layouts: EXCEL_LAYOUTS,
  expected: layoutColumns(QRIS_LAYOUTS.template),
  convert,
};
