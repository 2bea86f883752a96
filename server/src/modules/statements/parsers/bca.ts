import { type AmountStyle, parseAmount, senToDecimal } from '../../../parsing/amount.ts';
import { type LocalDateTime, parseDateTime } from '../../../parsing/datetime.ts';
import type { TableRow } from '../../../parsing/table.ts';
import { bcaPendingDayMonth, describeBca } from '../description/bca.ts';
import {
  nearestDate, readBalance, readDateTime, readDirection, readPositiveAmount, readSuffixedAmount, RowProblem,
} from '../reading/fields.ts';
import { LAYOUTS } from '../reading/layouts.ts';
import { statementLine } from '../reading/line.ts';
import { type ReadContext, readStatement, type Variant } from '../reading/statement-reader.ts';
import type { Direction, StatementFormat, StatementLine } from '../statement-line.ts';

/**
 * Category BCA (`/api/mutasiupdepobca`): our template, the KlikBCA individual CSV and the KlikBCA Bisnis CSV
 * (formats README, BCA A and B). See docs/formats-banks.md.
 */

/** Template: `Tanggal,Keterangan,Jumlah,DB/CR,Saldo`, dates `dd/mm/yyyy HH:mm:ss`, plain amounts. */
const template: Variant = {
  layout: LAYOUTS.bcaTemplate,
  read(row) {
    const when = readDateTime(row.get('Tanggal'), 'tanggal');
    const amountSen = readPositiveAmount(row.get('Jumlah'), 'plain', 'Jumlah');
    const direction = readDirection(row.get('DB/CR'), 'DB/CR');
    const balanceSen = readBalance(row.get('Saldo'), 'plain', 'Saldo');
    return bcaLine(row.line, when, false, direction, amountSen, balanceSen, row.get('Keterangan'));
  },
};

/**
 * KlikBCA individual: `Tanggal,Keterangan,Cabang,Jumlah,,Saldo` with `'` guards, `'DD/MM` dates without a year,
 * plain amounts and the direction in the unnamed column after Jumlah; `PEND` rows; summary lines end the table.
 */
const klikBca: Variant = {
  layout: LAYOUTS.klikBca,
  accepts: (keys) => keys[keys.indexOf('jumlah') + 1] === '',
  read(tableRow, context) {
    const row = tableRow.withOverflowIn('Keterangan', tableRow.indexOf('Saldo') + 1);
    const description = row.get('Keterangan');
    const { when, pending } = bcaDate(row.get('Tanggal'), description, row.line, context);
    const amountSen = readPositiveAmount(row.get('Jumlah'), 'plain', 'Jumlah');
    const direction = readDirection(row.cells[row.indexOf('Jumlah') + 1] ?? '', 'DB/CR');
    const balanceSen = readBalance(row.get('Saldo'), 'plain', 'Saldo');
    return bcaLine(row.line, when, pending, direction, amountSen, balanceSen, description);
  },
  finish: (lines, trailer, context) => checkTotals(lines, trailer, 'plain', context),
};

/** KlikBCA Bisnis: all quoted, `"8,520,000.00 CR"`, full dates, `PEND` rows with an empty Saldo, maybe no Saldo column. */
const klikBcaBisnis: Variant = {
  layout: LAYOUTS.klikBcaBisnis,
  read(row, context) {
    const description = row.get('Keterangan');
    const { when, pending } = bcaDate(row.get('Tanggal Transaksi'), description, row.line, context);
    const { direction, amountSen } = readSuffixedAmount(row.get('Jumlah'), 'en', 'Jumlah');
    const balanceSen = readBalance(row.get('Saldo'), 'en', 'Saldo');
    return bcaLine(row.line, when, pending, direction, amountSen, balanceSen, description);
  },
  finish: (lines, trailer, context) => checkTotals(lines, trailer, 'en', context),
};

function bcaLine(
  line: number, when: LocalDateTime, pending: boolean, direction: Direction, amountSen: number, balanceSen: number | null, description: string,
): StatementLine {
  return statementLine(
    { line, when, pending, direction, amountSen, balanceSen, description },
    describeBca(description, direction, amountSen),
  );
}

/**
 * `27/06/2026`, `'27/06` (year: nearest the statement date the user chose, so a January statement puts 31/12 in
 * the year before), or `PEND` (date from the description's `DDMM/FT…` or `TANGGAL :dd/mm`).
 */
function bcaDate(raw: string, description: string, line: number, context: ReadContext): { when: LocalDateTime; pending: boolean } {
  const text = raw.trim();
  if (/^PEND$/i.test(text)) return { when: { date: pendingDate(description, line, context), time: null }, pending: true };
  const dayMonth = /^(\d{1,2})\/(\d{1,2})$/.exec(text);
  if (!dayMonth) return { when: readDateTime(text, 'tanggal'), pending: false };
  const anchor = yearAnchor(context);
  if (!anchor) throw new RowProblem(`tanggal '${text}' tanpa tahun, dan tanggal mutasi tidak diisi`);
  const date = nearestDate(Number(dayMonth[1]), Number(dayMonth[2]), anchor);
  if (!date) throw new RowProblem(`tanggal '${text}' tidak valid`);
  return { when: { date, time: null }, pending: false };
}

function pendingDate(description: string, line: number, context: ReadContext): string {
  const dayMonth = bcaPendingDayMonth(description);
  const anchor = yearAnchor(context);
  if (dayMonth && anchor) {
    const date = nearestDate(dayMonth.day, dayMonth.month, anchor);
    if (!date) throw new RowProblem(`tanggal ${dayMonth.day}/${dayMonth.month} di keterangan baris PEND tidak valid`);
    return date;
  }
  if (context.statementDate) {
    context.warn(`Baris ${line}: tanggal baris PEND tidak tertulis di keterangan; dipakai tanggal mutasi ${context.statementDate}.`);
    return context.statementDate;
  }
  throw new RowProblem('tanggal baris PEND tidak dapat ditentukan: isi tanggal mutasi');
}

/** The statement date the user chose, else the end of the file's `Periode : dd/mm/yyyy - dd/mm/yyyy`. */
function yearAnchor(context: ReadContext): string | null {
  if (context.statementDate) return context.statementDate;
  for (const row of context.preamble) {
    const m = /Periode\b.*?\d{1,2}\/\d{1,2}\/\d{4}\s*-\s*(\d{1,2}\/\d{1,2}\/\d{4})/i.exec(row.cells.join(' '));
    if (m) return parseDateTime(m[1]!)?.date ?? null;
  }
  return null;
}

/**
 * The summary lines state the total credit and debit (`Mutasi Kredit,=,150000.00` or `"Mutasi Kredit : 8,520,100.00","2"`).
 * A difference means a damaged file or a misread row: say so, without refusing the file.
 */
function checkTotals(lines: readonly StatementLine[], trailer: readonly TableRow[], style: AmountStyle, context: ReadContext): void {
  for (const row of trailer) {
    const first = row.cells[0] ?? '';
    const labelled = /^(Mutasi (?:Kredit|Debet|Debit))\s*(?::\s*(.*))?$/i.exec(first);
    if (!labelled) continue;
    const raw = labelled[2] ?? (row.cells[1] === '=' ? (row.cells[2] ?? '') : '');
    const stated = parseAmount(raw, style);
    if (!stated.ok) continue;
    const direction: Direction = /kredit/i.test(labelled[1]!) ? 'CR' : 'DB';
    const total = lines.filter((l) => l.direction === direction).reduce((sum, l) => sum + l.amountSen, 0);
    if (total !== stated.sen) {
      context.warn(
        `Baris ${row.line}: ${labelled[1]} di file ${senToDecimal(stated.sen)}, jumlah baris yang terbaca ${senToDecimal(total)}.`,
      );
    }
  }
}

export const bcaFormat: StatementFormat = {
  id: 'bca',
  label: 'BCA',
  template: {
    fileName: 'template_mutasi_bca.csv',
    columns: LAYOUTS.bcaTemplate.columns,
    example: ['27/06/2026 14:05:10', 'TRSF E-BANKING CR 2706/FTSCY/WS95031 250000.00BUDI SANTOSO', '250000.00', 'CR', '5214637.00'],
  },
  parse: (text, context) => readStatement(text, { name: 'BCA', variants: [template, klikBca, klikBcaBisnis] }, context),
};

export const parseBcaStatement = bcaFormat.parse;
