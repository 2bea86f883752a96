/**
 * What the rules of every BCA layout share (parsers/bca.ts, parsers/bca-pratinjau.ts): a row made a statement line, a
 * row's date (`PEND` rows date themselves from their text), and the summary totals checked against the rows.
 * docs/formats-banks.md, "BCA".
 */
import { parseAmount, senToDecimal } from '../../../parsing/amount.ts';
import type { LocalDateTime } from '../../../parsing/datetime.ts';
import { nearestDate } from '../../../parsing/reader/dates.ts';
import type { ReadContext } from '../../../parsing/reader/read-category.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import type { TableRow } from '../../../parsing/table.ts';
import type { BcaKey } from '../../layouts/bca.ts';
import { bcaPendingDayMonth, describeBca } from '../description/bca.ts';
import type { Describe } from '../description/facts.ts';
import type { Direction, StatementLine } from '../statement-line.ts';
import { describedLine } from './bank-line.ts';

export type BcaCells = RowCells<BcaKey>;

/** When a row's money moved, and whether it is a `PEND` row (not yet booked). */
export interface BcaDate {
  when: LocalDateTime;
  pending: boolean;
}

/** A row of any BCA layout: its own fields, and what the narrative rules (KlikBCA's unless said) read in its text. */
export function bcaLine(cells: BcaCells, date: BcaDate, amountSen: number, direction: Direction, describe: Describe = describeBca): StatementLine {
  return describedLine(
    { line: cells.line, ...date, direction, amountSen, balanceSen: cells.amount('balance'), description: cells.text('description') },
    describe,
  );
}

/** The row's date in the layout's style, or a `PEND` row's (from the description's `DDMM/FT…` or `TANGGAL :dd/mm`). */
export function bcaDate(cells: BcaCells, context: ReadContext): BcaDate {
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
  // Pending at the bank when the file was made: the last day of the period the file states, which it knows better than
  // the form (a date picked in the wrong year), else the statement date.
  if (context.period) {
    context.warn(`Baris ${line}: tanggal baris PEND tidak tertulis di keterangan; dipakai tanggal akhir Periode file ${context.period.to}.`);
    return context.period.to;
  }
  if (context.statementDate) {
    context.warn(`Baris ${line}: tanggal baris PEND tidak tertulis di keterangan; dipakai tanggal mutasi ${context.statementDate}.`);
    return context.statementDate;
  }
  throw new RowProblem('tanggal baris PEND tidak dapat ditentukan: isi tanggal mutasi');
}

/** A summary line stating a total: `Mutasi Kredit,=,…`, `"Mutasi Kredit : …","2"`, and the English `Credit,=,…`, `Debet,=,…`. */
const TOTAL = /^(Mutasi (?:Kredit|Debet|Debit)|Credit|Debet|Debit)\s*(?::\s*(.*))?$/i;

/**
 * The summary lines state the total credit and debit (`Mutasi Kredit,=,150000.00`, `"Mutasi Kredit : 8,520,100.00","2"`,
 * `Credit,=,108400.00`), in the layout's number style; an empty total (`Debet,=,`) is zero. A difference means a damaged
 * file or a misread row: say so, without refusing the file.
 */
export function checkTotals(lines: readonly StatementLine[], trailer: readonly TableRow[], context: ReadContext): void {
  for (const row of trailer) {
    const labelled = TOTAL.exec(row.cells[0] ?? '');
    if (!labelled) continue;
    const raw = labelled[2] ?? (row.cells[1] === '=' ? (row.cells[2] ?? '') : null);
    if (raw === null) continue;
    const stated = raw.trim() === '' ? { ok: true as const, sen: 0 } : parseAmount(raw, context.layout.amounts[0]);
    if (!stated.ok) continue;
    const direction: Direction = /kredit|credit/i.test(labelled[1]!) ? 'CR' : 'DB';
    const total = lines.filter((l) => l.direction === direction).reduce((sum, l) => sum + l.amountSen, 0);
    if (total !== stated.sen) {
      context.warn(`Baris ${row.line}: ${labelled[1]} di file ${senToDecimal(stated.sen)}, jumlah baris yang terbaca ${senToDecimal(total)}.`);
    }
  }
}
