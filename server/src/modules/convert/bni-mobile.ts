/**
 * BNI Mobile Banking Excel -> the BNI Mobile template. No real BNI Mobile Excel export is known [G]: this
 * accepts a sheet with the columns of the app's history (`2026-07-13 TRANSFER KE Bpk ANDI WIJAYA Db.
 * 800.000,00 2.065.363,00`), named as Indonesian or English exports usually name them:
 *
 *   Tanggal | [Jam] | Keterangan | Nominal | Db/Cr | [Saldo]        or
 *   Tanggal | [Jam] | Keterangan | Debit | Kredit | [Saldo]
 *
 * A transaction is a row with a date (text such as `2026-07-13` or `13/07/2026 09:15:02`, or an Excel date) or
 * an amount; a row with only Keterangan continues the one above (the history wraps long texts); other rows
 * are not data, and a balance or total line ends the table. Amounts are Indonesian (`800.000,00`), plain
 * (`800000.00`) or real numbers: the two text styles never read the same text two ways.
 */
import { senToDecimal } from '../../parsing/amount.ts';
import type { LocalDateTime } from '../../parsing/datetime.ts';
import { oneSide, readDirection, type Direction } from '../../parsing/reader/fields.ts';
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { RowProblem } from '../../parsing/reader/row-problem.ts';
import { bniMobileFormat } from '../statements/parsers/bni-mobile.ts';
import { looksLikeDate, templateDateTime, timeOfDay } from './cell-values.ts';
import type { ConvertContext, Converter, TemplateRow } from './converter.ts';
import { atRow, tableRecords, type SheetRecord } from './sheet-table.ts';

type BniKey = 'date' | 'time' | 'description' | 'amount' | 'direction' | 'debit' | 'credit' | 'balance';

const NAME = 'Excel BNI Mobile Banking';

/** Amounts Indonesian (`800.000,00`) or plain (`800000.00`) when the cell is text; Jakarta times. */
const STYLE = { amounts: ['id', 'plain'], dates: 'day-first', timeZone: 'Asia/Jakarta' } as const;

const COMMON = {
  date: { names: ['Tanggal', 'Tanggal Transaksi', 'Tgl Transaksi', 'Tgl', 'Transaction Date', 'Date'], required: true },
  time: { names: ['Jam', 'Waktu', 'Time'] },
  description: { names: ['Keterangan', 'Uraian', 'Uraian Transaksi', 'Deskripsi', 'Description', 'Transaction Description'], required: true },
  balance: { names: ['Saldo', 'Balance'] },
} as const;

/** Amount and a direction column (`Db.`/`Cr.`, `D`/`K`, `DB`/`CR`). */
const WITH_DIRECTION: TableLayout<BniKey> = {
  id: 'bni-mobile-excel-nominal',
  label: NAME,
  ...STYLE,
  columns: {
    ...COMMON,
    amount: { names: ['Nominal', 'Jumlah', 'Amount', 'Mutasi'], required: true },
    direction: { names: ['Db/Cr', 'D/K', 'Debit/Kredit', 'Debet/Kredit', 'Tipe', 'Jenis', 'Type'], required: true },
  },
};

/** Separate money-out and money-in columns. */
const DEBIT_CREDIT: TableLayout<BniKey> = {
  id: 'bni-mobile-excel-debit-kredit',
  label: NAME,
  ...STYLE,
  columns: {
    ...COMMON,
    debit: { names: ['Debit', 'Debet', 'Keluar'], required: true },
    credit: { names: ['Kredit', 'Credit', 'Masuk'], required: true },
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

function money(record: SheetRecord<BniKey>): { direction: Direction; amountSen: number } {
  if (record.has('amount')) {
    const amountSen = record.amount('amount');
    if (amountSen === null) throw new RowProblem(`kolom ${record.label('amount')} kosong`);
    if (amountSen <= 0) throw new RowProblem(`nominal di kolom ${record.label('amount')} harus lebih dari 0`);
    return { direction: readDirection(record.text('direction'), record.label('direction')), amountSen };
  }
  return oneSide(record.side('debit', 'DB'), record.side('credit', 'CR'));
}

function readTransaction(record: SheetRecord<BniKey>, context: ConvertContext): Transaction {
  let when = record.dateTime('date', context.date1904);
  const timeCell = record.value('time');
  if (timeCell !== null) {
    // A time cell may hold a whole date-time serial: its fraction is the time.
    const time = timeOfDay(typeof timeCell === 'number' ? timeCell % 1 : timeCell);
    if (time === null) throw new RowProblem(`${record.label('time')} '${record.text('time')}' tidak valid`);
    when = { date: when.date, time };
  }
  const balanceSen = record.amount('balance');
  return { line: record.line, when, text: [record.text('description')], ...money(record), balanceSen };
}

const hasMoney = (record: SheetRecord<BniKey>) => (['amount', 'debit', 'credit'] as const).some((key) => record.value(key) !== null);

function templateRow(t: Transaction): TemplateRow {
  return {
    line: t.line,
    cells: {
      Tanggal: templateDateTime(t.when),
      Keterangan: t.text.filter(Boolean).join(' '),
      Nominal: senToDecimal(t.amountSen),
      'Db/Cr': t.direction,
      Saldo: t.balanceSen === null ? '' : senToDecimal(t.balanceSen),
    },
  };
}

function convert(records: readonly SheetRecord<BniKey>[], context: ConvertContext): TemplateRow[] {
  const rows: TemplateRow[] = [];
  let current: Transaction | null = null;
  let continues = false;
  const starts = (record: SheetRecord<BniKey>) => looksLikeDate(record.value('date')) || hasMoney(record);
  for (const record of tableRecords(records, (record) => starts(record) && readTransaction(record, context))) {
    if (starts(record)) {
      if (current) rows.push(templateRow(current));
      current = atRow(record, () => readTransaction(record, context));
      continues = true;
    } else if (current && continues && record.value('date') === null && record.text('description') !== '') {
      current.text.push(record.text('description'));
    } else {
      continues = false;
    }
  }
  if (current) rows.push(templateRow(current));
  return rows;
}

export const bniMobileConverter: Converter<BniKey> = {
  name: NAME,
  format: bniMobileFormat,
  layouts: [WITH_DIRECTION, DEBIT_CREDIT],
  expected: ['Tanggal', 'Keterangan', 'Nominal dan Db/Cr (atau Debit dan Kredit)', 'Saldo'],
  convert,
};
