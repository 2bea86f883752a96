/**
 * KlikBCA's "Pratinjau Data" table copied into a text file (layouts/bca.ts, `pratinjau`; docs/formats-banks.md, BCA,
 * "Pratinjau Data"). Two things set it apart from the CSV exports:
 * - it is a copy made by hand, so rows may be lost or pasted twice: its numbering (`No`) and the count above it
 *   (`Menampilkan semua N data`) are checked. A number seen twice refuses the file (the same money would count twice);
 *   missing rows only leave their money out, and are warned of;
 * - it shows amounts rounded to the rupiah (a QRIS credit of 2208630.60 shows `Rp 2.208.631`): where the narrative
 *   states the amount to the sen, that figure is taken; where it states another amount, the row is refused.
 */
import { senToDecimal } from '../../../parsing/amount.ts';
import type { LayoutRules, ReadContext } from '../../../parsing/reader/read-category.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import { BCA_LAYOUTS, type BcaKey } from '../../layouts/bca.ts';
import { bcaStatedAmount } from '../description/bca.ts';
import type { StatementLine } from '../statement-line.ts';
import { bcaDate, bcaLine, type BcaCells } from './bca-rows.ts';

/** The most a rupiah rounding moves an amount, in sen. */
const HALF_RUPIAH = 50;

export const pratinjau: LayoutRules<StatementLine, BcaKey> = {
  layout: BCA_LAYOUTS.pratinjau,
  read(cells, context) {
    wholeRow(cells);
    takeNumber(cells, context);
    const { direction, amountSen } = cells.debitCredit('debit', 'credit');
    const line = bcaLine(cells, bcaDate(cells, context), amountSen, direction);
    const column = direction === 'DB' ? 'debit' : 'credit';
    return { ...line, amountSen: exactAmount(line, cells.text(column), cells.label(column)) };
  },
  check(lines, _trailer, context) {
    const numbers = numbersOf.get(context) ?? new Map<number, number>();
    for (const warning of [...gaps(numbers), ...countDiffers(lines.length, context)]) context.warn(warning);
  },
};

/** The layout's columns: a copied row has every one of them (an empty amount is written `-`). */
const COLUMNS = Object.values(BCA_LAYOUTS.pratinjau.columns).map((column) => column.names[0]);

/**
 * A row with fewer cells is a piece of one: a line break inside a cell (a narrative shown on several lines) splits the
 * data over several lines of the copy, and no piece can be read alone.
 */
function wholeRow(cells: BcaCells): void {
  const found = cells.row.cells.length;
  if (found >= COLUMNS.length) return;
  throw new RowProblem(
    `baris ini hanya berisi ${found} dari ${COLUMNS.length} kolom (${COLUMNS.join(', ')}): satu data terpecah ke beberapa baris ` +
      'karena ganti baris di dalam keterangan; salin ulang tabelnya',
  );
}

/** The `No` of each row read, with its line, per file being read. */
const numbersOf = new WeakMap<ReadContext, Map<number, number>>();

function takeNumber(cells: BcaCells, context: ReadContext): void {
  const raw = cells.required('number');
  if (!/^\d+$/.test(raw)) throw new RowProblem(`kolom ${cells.label('number')} berisi '${raw}', bukan nomor urut data`);
  const numbers = numbersOf.get(context) ?? new Map<number, number>();
  numbersOf.set(context, numbers);
  const earlier = numbers.get(Number(raw));
  if (earlier !== undefined) throw new RowProblem(`No ${raw} sudah ada di baris ${earlier}: data yang sama tersalin dua kali`);
  numbers.set(Number(raw), cells.line);
}

/** Numbers missing between the first and the last: rows the copy left out. */
function gaps(numbers: ReadonlyMap<number, number>): string[] {
  const sorted = [...numbers.keys()].sort((a, b) => a - b);
  return sorted.slice(1).flatMap((n, i) => {
    const before = sorted[i]!;
    if (n - before === 1) return [];
    const missing = n - before === 2 ? `${before + 1}` : `${before + 1}–${n - 1}`;
    return [`Baris ${numbers.get(n)!}: data No ${missing} tidak ada di file dan tidak ikut diunggah.`];
  });
}

/** `Menampilkan semua 818 data` (or `… dari 818 data`) above the header, compared with the rows read. */
function countDiffers(read: number, context: ReadContext): string[] {
  for (const row of context.preamble) {
    const m = /^Menampilkan\b.*?\b(\d{1,3}(?:\.\d{3})+|\d+)\s+data\b/i.exec(row.cells.join(' '));
    if (!m) continue;
    const stated = Number(m[1]!.replace(/\./g, ''));
    if (stated === read) return [];
    const missing = stated > read ? '; data yang tidak tersalin tidak ikut diunggah' : '';
    return [`Baris ${row.line}: Pratinjau Data menyebut ${stated} data, yang terbaca ${read} baris${missing}.`];
  }
  return [];
}

/**
 * The amount to the sen: the narrative's where it states one (a `TRSF E-BANKING` amount, or a settlement's gross less
 * its fee) within a rupiah's rounding of the cell. A stated transfer amount further off is another amount: refused.
 */
function exactAmount(line: StatementLine, shown: string, label: string): number {
  const tolerance = line.amountSen % 100 === 0 ? HALF_RUPIAH : 0;
  const near = (exact: number) => Math.abs(exact - line.amountSen) <= tolerance;
  const stated = bcaStatedAmount(line.description);
  if (stated !== null) {
    if (near(stated)) return stated;
    throw new RowProblem(`nominal '${shown}' di kolom ${label} tidak sama dengan nominal ${senToDecimal(stated)} di keterangan`);
  }
  const net = line.grossSen !== null && line.feeSen !== null ? line.grossSen - line.feeSen : null;
  return net !== null && near(net) ? net : line.amountSen;
}
