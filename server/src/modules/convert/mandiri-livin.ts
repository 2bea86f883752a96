/**
 * Mandiri Livin' e-Statement (.xlsx) -> the Mandiri template (docs/formats.md, "Convert Mutasi"; docs/formats-banks.md, "Mandiri").
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
import { oneSide, type Direction } from '../../parsing/reader/fields.ts';
import { layoutColumns, type TableLayout } from '../../parsing/reader/layout.ts';
import { mandiriFormat } from '../statements/parsers/mandiri.ts';
import { looksLikeDate, templateDateTime, timeOfDay } from './cell-values.ts';
import type { ConvertContext, Converter, TemplateRow } from './converter.ts';
import { atRow, SheetRowProblem, type SheetRecord } from './sheet-table.ts';

type LivinKey = 'no' | 'date' | 'description' | 'credit' | 'debit' | 'balance';

const NAME = "Excel Mandiri (e-Statement Livin')";

const LIVIN: TableLayout<LivinKey> = {
  id: 'mandiri-livin-excel',
  label: NAME,
  amounts: ['id'],
  dates: 'day-first',
  timeZone: 'Asia/Jakarta',
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
  direction: Direction;
  amountSen: number;
  balanceSen: number | null;
}

const isRowNumber = (value: unknown) => (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\d+$/.test(value));

function readTransaction(record: SheetRecord<LivinKey>, context: ConvertContext): Transaction {
  const when = record.dateTime('date', context.date1904);
  const { direction, amountSen } = oneSide(record.side('credit', 'CR'), record.side('debit', 'DB'));
  const balanceSen = record.amount('balance');
  return { line: record.line, when, text: [record.text('description')], direction, amountSen, balanceSen };
}

function templateRow(t: Transaction): TemplateRow {
  return {
    line: t.line,
    cells: {
      Tanggal: templateDateTime(t.when),
      Keterangan: t.text.filter(Boolean).join(' '),
      'Dana Masuk': t.direction === 'CR' ? senToDecimal(t.amountSen) : '',
      'Dana Keluar': t.direction === 'DB' ? senToDecimal(t.amountSen) : '',
      Saldo: t.balanceSen === null ? '' : senToDecimal(t.balanceSen),
    },
  };
}

function convert(records: readonly SheetRecord<LivinKey>[], context: ConvertContext): TemplateRow[] {
  const rows: TemplateRow[] = [];
  let current: Transaction | null = null;
  for (const record of records) {
    if (record.endsTable()) break;
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
  name: NAME,
  format: mandiriFormat,
  layouts: [LIVIN],
  expected: layoutColumns(LIVIN),
  convert,
};
