/**
 * Mandiri Livin' e-Statement (.xlsx) -> the Mandiri template (formats README, Mandiri A [F]).
 *
 *   No | Tanggal     | Keterangan                                   | Dana Masuk (IDR) | Dana Keluar (IDR) | Saldo (IDR)
 *   No | Date        | Remarks                                      | ...English sub-header, skipped
 *   1  | 27 Jun 2026 | Transfer dari BANK MANDIRI SITI AMINAH 12... | 100.000,00       |                   | 2.004.500,00
 *      | 14:05:10 WIB| <more Keterangan>
 *
 * A transaction starts on a row with a number in No or a date in Tanggal; the next row, with the time in
 * Tanggal and no No, adds its time and its Keterangan. Other rows (the sub-header, notes) are not data, and a
 * balance or total line ends the table. Numbers are Indonesian (`100.000,00`) or real numbers; dates are text
 * (`27 Jun 2026`, `27/06/2026`) or Excel dates.
 */
import { senToDecimal } from '../../parsing/amount.ts';
import type { LocalDateTime } from '../../parsing/datetime.ts';
import { layoutColumns, RowProblem, type Layout } from '../../parsing/named-columns.ts';
import { mandiriFormat } from '../statements/parsers/mandiri.ts';
import { cellAmount, cellDateTime, looksLikeDate, templateDateTime, timeOfDay } from './cell-values.ts';
import type { ConvertContext, Converter, TemplateRow } from './converter.ts';
import { atRow, isSummaryRecord, SheetRowProblem, type SheetRecord } from './sheet-table.ts';

type LivinKey = 'no' | 'date' | 'description' | 'credit' | 'debit' | 'balance';

const LIVIN: Layout<LivinKey> = {
  variant: 'mandiri-livin-excel',
  columns: {
    no: { names: ['No'] },
    date: { names: ['Tanggal'], required: true },
    description: { names: ['Keterangan'], required: true },
    credit: { names: ['Dana Masuk (IDR)', 'Dana Masuk'], required: true },
    debit: { names: ['Dana Keluar (IDR)', 'Dana Keluar'], required: true },
    balance: { names: ['Saldo (IDR)', 'Saldo'] },
  },
};

interface Transaction {
  line: number;
  when: LocalDateTime;
  text: string[];
  creditSen: number;
  debitSen: number;
  balanceSen: number | null;
}

const isRowNumber = (value: unknown) => (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\d+$/.test(value));

function readTransaction(record: SheetRecord<LivinKey>, context: ConvertContext): Transaction {
  const when = cellDateTime(record.value('date'), record.label('date'), context.date1904);
  const creditSen = cellAmount(record.value('credit'), record.label('credit'), ['id']) ?? 0;
  const debitSen = cellAmount(record.value('debit'), record.label('debit'), ['id']) ?? 0;
  if (creditSen < 0 || debitSen < 0) throw new RowProblem(`nominal di kolom ${record.label(creditSen < 0 ? 'credit' : 'debit')} tidak boleh negatif`);
  if (creditSen > 0 && debitSen > 0) {
    throw new RowProblem(`kolom ${record.label('credit')} dan ${record.label('debit')} keduanya terisi; isi salah satu saja`);
  }
  if (creditSen === 0 && debitSen === 0) {
    throw new RowProblem(`nominal kosong: kolom ${record.label('credit')} dan ${record.label('debit')} keduanya kosong atau 0`);
  }
  const balanceSen = cellAmount(record.value('balance'), record.label('balance'), ['id']);
  return { line: record.line, when, text: [record.text('description')], creditSen, debitSen, balanceSen };
}

function templateRow(t: Transaction): TemplateRow {
  return {
    line: t.line,
    cells: {
      Tanggal: templateDateTime(t.when),
      Keterangan: t.text.filter(Boolean).join(' '),
      'Dana Masuk': t.creditSen > 0 ? senToDecimal(t.creditSen) : '',
      'Dana Keluar': t.debitSen > 0 ? senToDecimal(t.debitSen) : '',
      Saldo: t.balanceSen === null ? '' : senToDecimal(t.balanceSen),
    },
  };
}

function convert(records: readonly SheetRecord<LivinKey>[], context: ConvertContext): TemplateRow[] {
  const rows: TemplateRow[] = [];
  let current: Transaction | null = null;
  for (const record of records) {
    if (isSummaryRecord(record)) break;
    const no = record.value('no');
    const date = record.value('date');
    const time = timeOfDay(date);
    if (time !== null && !isRowNumber(no)) {
      // The second row of a transaction: its time, and the rest of its Keterangan.
      if (!current) throw new SheetRowProblem(record.line, `jam '${record.text('date')}' tanpa baris transaksi di atasnya`);
      current.when = { date: current.when.date, time };
      current.text.push(record.text('description'));
      continue;
    }
    if (!isRowNumber(no) && !looksLikeDate(date)) continue;
    if (current) rows.push(templateRow(current));
    current = atRow(record, () => readTransaction(record, context));
  }
  if (current) rows.push(templateRow(current));
  return rows;
}

export const mandiriLivinConverter: Converter<LivinKey> = {
  name: "Excel Mandiri (e-Statement Livin')",
  format: mandiriFormat,
  layouts: [LIVIN],
  expected: layoutColumns(LIVIN),
  convert,
};
