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
import { senToDecimal, type AmountStyle } from '../../parsing/amount.ts';
import type { LocalDateTime } from '../../parsing/datetime.ts';
import { RowProblem, type Layout } from '../../parsing/named-columns.ts';
import { bniMobileFormat } from '../statements/parsers/bni-mobile.ts';
import { readDirection } from '../statements/reading/fields.ts';
import type { Direction } from '../statements/statement-line.ts';
import { cellAmount, cellDateTime, looksLikeDate, templateDateTime, timeOfDay } from './cell-values.ts';
import type { ConvertContext, Converter, TemplateRow } from './converter.ts';
import { atRow, isSummaryRecord, type SheetRecord } from './sheet-table.ts';

type BniKey = 'date' | 'time' | 'description' | 'amount' | 'direction' | 'debit' | 'credit' | 'balance';

const STYLES: readonly AmountStyle[] = ['id', 'plain'];

const COMMON = {
  date: { names: ['Tanggal', 'Tanggal Transaksi', 'Tgl Transaksi', 'Tgl', 'Transaction Date', 'Date'], required: true },
  time: { names: ['Jam', 'Waktu', 'Time'] },
  description: { names: ['Keterangan', 'Uraian', 'Uraian Transaksi', 'Deskripsi', 'Description', 'Transaction Description'], required: true },
  balance: { names: ['Saldo', 'Balance'] },
} as const;

/** Amount and a direction column (`Db.`/`Cr.`, `D`/`K`, `DB`/`CR`). */
const WITH_DIRECTION: Layout<BniKey> = {
  variant: 'bni-mobile-excel-nominal',
  columns: {
    ...COMMON,
    amount: { names: ['Nominal', 'Jumlah', 'Amount', 'Mutasi'], required: true },
    direction: { names: ['Db/Cr', 'D/K', 'Debit/Kredit', 'Debet/Kredit', 'Tipe', 'Jenis', 'Type'], required: true },
  },
};

/** Separate money-out and money-in columns. */
const DEBIT_CREDIT: Layout<BniKey> = {
  variant: 'bni-mobile-excel-debit-kredit',
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
    const amountSen = cellAmount(record.value('amount'), record.label('amount'), STYLES);
    if (amountSen === null) throw new RowProblem(`kolom ${record.label('amount')} kosong`);
    if (amountSen <= 0) throw new RowProblem(`nominal di kolom ${record.label('amount')} harus lebih dari 0`);
    return { direction: readDirection(record.text('direction'), record.label('direction')), amountSen };
  }
  const out = cellAmount(record.value('debit'), record.label('debit'), STYLES) ?? 0;
  const into = cellAmount(record.value('credit'), record.label('credit'), STYLES) ?? 0;
  if (out < 0 || into < 0) throw new RowProblem(`nominal di kolom ${record.label(out < 0 ? 'debit' : 'credit')} tidak boleh negatif`);
  if (out > 0 && into > 0) throw new RowProblem(`kolom ${record.label('debit')} dan ${record.label('credit')} keduanya terisi; isi salah satu saja`);
  if (out === 0 && into === 0) throw new RowProblem(`nominal kosong: kolom ${record.label('debit')} dan ${record.label('credit')} keduanya kosong atau 0`);
  return into > 0 ? { direction: 'CR', amountSen: into } : { direction: 'DB', amountSen: out };
}

function readTransaction(record: SheetRecord<BniKey>, context: ConvertContext): Transaction {
  let when = cellDateTime(record.value('date'), record.label('date'), context.date1904);
  const timeCell = record.value('time');
  if (timeCell !== null) {
    // A time cell may hold a whole date-time serial: its fraction is the time.
    const time = timeOfDay(typeof timeCell === 'number' ? timeCell % 1 : timeCell);
    if (time === null) throw new RowProblem(`${record.label('time')} '${record.text('time')}' tidak valid`);
    when = { date: when.date, time };
  }
  const balanceSen = cellAmount(record.value('balance'), record.label('balance'), STYLES);
  return { line: record.line, when, text: [record.text('description')], ...money(record), balanceSen };
}

const hasMoney = (record: SheetRecord<BniKey>) =>
  (['amount', 'debit', 'credit'] as const).some((key) => record.value(key) !== null);

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
  for (const record of records) {
    if (isSummaryRecord(record)) break;
    if (looksLikeDate(record.value('date')) || hasMoney(record)) {
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
  name: 'Excel BNI Mobile Banking',
  format: bniMobileFormat,
  layouts: [WITH_DIRECTION, DEBIT_CREDIT],
  expected: ['Tanggal', 'Keterangan', 'Nominal dan Db/Cr (atau Debit dan Kredit)', 'Saldo'],
  convert,
};
