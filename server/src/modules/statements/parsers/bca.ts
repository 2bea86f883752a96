import { parseAmount, senToDecimal } from '../../../parsing/amount.ts';
import type { LocalDateTime } from '../../../parsing/datetime.ts';
import { nearestDate } from '../../../parsing/reader/dates.ts';
import { layoutColumns } from '../../../parsing/reader/layout.ts';
import { readCategory, type LayoutRules, type ReadContext } from '../../../parsing/reader/read-category.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import type { TableRow } from '../../../parsing/table.ts';
import { BCA_LAYOUTS, type BcaKey } from '../../layouts/bca.ts';
import { KNOWN_LAYOUTS } from '../../layouts/known.ts';
import { bcaPendingDayMonth, describeBca } from '../description/bca.ts';
import type { Direction, StatementFormat, StatementLine } from '../statement-line.ts';
import { describedLine } from './bank-line.ts';

/**
 * Category BCA (`/api/mutasiupdepobca`): our template, the KlikBCA individual CSV and the KlikBCA Bisnis CSV, their
 * layouts in layouts/bca.ts. See docs/formats-banks.md.
 */

type Cells = RowCells<BcaKey>;

/** Template: every row has a full date, the amount and DB/CR in their own columns. */
const template: LayoutRules<StatementLine, BcaKey> = {
  layout: BCA_LAYOUTS.template,
  read: (cells) =>
    bcaLine(cells, { when: cells.requiredDateTime('date'), pending: false }, cells.positiveAmount('amount'), cells.direction('direction')),
};

/** KlikBCA individual: `PEND` rows, the direction in the blank-headed column after Jumlah; the Mutasi totals are checked. */
const klikBca: LayoutRules<StatementLine, BcaKey> = {
  layout: BCA_LAYOUTS.klikBca,
  read: (cells, context) => bcaLine(cells, bcaDate(cells, context), cells.positiveAmount('amount'), cells.direction('direction')),
  finish: checkTotals,
};

/** KlikBCA Bisnis: `PEND` rows with an empty Saldo, `"8,520,000.00 CR"`; the Mutasi totals are checked. */
const klikBcaBisnis: LayoutRules<StatementLine, BcaKey> = {
  layout: BCA_LAYOUTS.klikBcaBisnis,
  read(cells, context) {
    const date = bcaDate(cells, context);
    const { direction, amountSen } = cells.suffixedAmount('amount');
    return bcaLine(cells, date, amountSen, direction);
  },
  finish: checkTotals,
};

function bcaLine(cells: Cells, date: { when: LocalDateTime; pending: boolean }, amountSen: number, direction: Direction): StatementLine {
  return describedLine(
    { line: cells.line, ...date, direction, amountSen, balanceSen: cells.amount('balance'), description: cells.text('description') },
    describeBca,
  );
}

/** The row's date in the layout's style, or a `PEND` row's (from the description's `DDMM/FT…` or `TANGGAL :dd/mm`). */
function bcaDate(cells: Cells, context: ReadContext): { when: LocalDateTime; pending: boolean } {
  if (!/^PEND$/i.test(cells.text('date'))) return { when: cells.requiredDateTime('date'), pending: false };
  return { when: { date: pendingDate(cells.text('description'), cells.line, context), time: null }, pending: true };
}

function pendingDate(description: string, line: number, context: ReadContext): string {
  const dayMonth = bcaPendingDayMonth(description);
  if (dayMonth && context.yearAnchor) {
    const date = nearestDate(dayMonth.day, dayMonth.month, context.yearAnchor);
    if (!date) throw new RowProblem(`tanggal ${dayMonth.day}/${dayMonth.month} di keterangan baris PEND tidak valid`);
    return date;
  }
  if (context.statementDate) {
    context.warn(`Baris ${line}: tanggal baris PEND tidak tertulis di keterangan; dipakai tanggal mutasi ${context.statementDate}.`);
    return context.statementDate;
  }
  throw new RowProblem('tanggal baris PEND tidak dapat ditentukan: isi tanggal mutasi');
}

/**
 * The summary lines state the total credit and debit (`Mutasi Kredit,=,150000.00` or `"Mutasi Kredit : 8,520,100.00","2"`),
 * in the layout's number style. A difference means a damaged file or a misread row: say so, without refusing the file.
 */
function checkTotals(lines: readonly StatementLine[], trailer: readonly TableRow[], context: ReadContext): void {
  for (const row of trailer) {
    const first = row.cells[0] ?? '';
    const labelled = /^(Mutasi (?:Kredit|Debet|Debit))\s*(?::\s*(.*))?$/i.exec(first);
    if (!labelled) continue;
    const raw = labelled[2] ?? (row.cells[1] === '=' ? (row.cells[2] ?? '') : '');
    const stated = parseAmount(raw, context.layout.amounts[0]);
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
    columns: layoutColumns(BCA_LAYOUTS.template),
    example: ['27/06/2026 14:05:10', 'TRSF E-BANKING CR 2706/FTSCY/WS95031 250000.00BUDI SANTOSO', '250000.00', 'CR', '5214637.00'],
  },
  parse: (text, context) =>
    readCategory(text, { name: 'BCA', layouts: [template, klikBca, klikBcaBisnis], known: KNOWN_LAYOUTS }, context),
};

export const parseBcaStatement = bcaFormat.parse;
