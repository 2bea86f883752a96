import { readCategory, type LayoutRules } from '../../../parsing/reader/read-category.ts';
import { layoutColumns } from '../../../parsing/reader/layout.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import { BCA_LAYOUTS, type BcaKey } from '../../layouts/bca.ts';
import { KNOWN_LAYOUTS } from '../../layouts/known.ts';
import { describeBcaTemplate } from '../description/bca.ts';
import type { StatementFormat, StatementLine } from '../statement-line.ts';
import { pratinjau } from './bca-pratinjau.ts';
import { bcaDate, bcaLine, type BcaCells, checkTotals } from './bca-rows.ts';

/**
 * Category BCA (`/api/mutasiupdepobca`): our template, KlikBCA's CSV exports (individual, in Indonesian and in English;
 * Bisnis, with the direction behind the amount or in its own column) and its "Pratinjau Data" copy, their layouts in
 * layouts/bca.ts. See docs/formats-banks.md, "BCA".
 */

type Rules = LayoutRules<StatementLine, BcaKey>;

/** Template: every row has a full date, the amount and DB/CR in their own columns; the name is read whole. */
const template: Rules = {
  layout: BCA_LAYOUTS.template,
  read: (cells) =>
    bcaLine(cells, { when: cells.requiredDateTime('date'), pending: false }, cells.positiveAmount('amount'), cells.direction('direction'), describeBcaTemplate),
};

/** `PEND` rows, the direction in the blank-headed column after the amount; the summary totals are checked. */
const readDirectionColumn: Rules['read'] = (cells, context) =>
  bcaLine(cells, bcaDate(cells, context), cells.positiveAmount('amount'), cells.direction('direction'));

/** KlikBCA individual, and the same export in English: the columns mean the same, so do the rules. */
const klikBca: Rules = { layout: BCA_LAYOUTS.klikBca, read: readDirectionColumn, check: checkTotals };
const klikBcaEnglish: Rules = { layout: BCA_LAYOUTS.klikBcaEnglish, read: readDirectionColumn, check: checkTotals };

/** KlikBCA Bisnis: `PEND` rows with an empty Saldo, `"8,520,000.00 CR"`; the Mutasi totals are checked. */
const klikBcaBisnis: Rules = {
  layout: BCA_LAYOUTS.klikBcaBisnis,
  read(cells, context) {
    const date = bcaDate(cells, context);
    const { direction, amountSen } = suffixedAmount(cells);
    return bcaLine(cells, date, amountSen, direction);
  },
  check: checkTotals,
};

/** KlikBCA Bisnis with `"2,450,000.00","DB"`: the direction in its own column, as the individual export writes it. */
const klikBcaBisnisDbCr: Rules = { layout: BCA_LAYOUTS.klikBcaBisnisDbCr, read: readDirectionColumn, check: checkTotals };

/**
 * `8,520,000.00 CR`. An amount without CR or DB behind it, in a file whose header has no blank-headed column for them
 * either (that file would be read as `klikBcaBisnisDbCr`), has no direction at all: say exactly that, after the
 * amount's own problems (empty, unreadable, zero).
 */
function suffixedAmount(cells: BcaCells) {
  if (/\d\s*(?:CR|DB)$/i.test(cells.text('amount'))) return cells.suffixedAmount('amount');
  cells.positiveAmount('amount');
  const label = cells.label('amount');
  throw new RowProblem(
    `arah transaksi tidak ada: nominal '${cells.text('amount')}' di kolom ${label} tanpa CR atau DB di belakangnya, ` +
      `dan header tidak punya kolom CR/DB (kolom tanpa judul sesudah ${label})`,
  );
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
    readCategory(
      text,
      { name: 'BCA', layouts: [template, klikBca, klikBcaEnglish, klikBcaBisnis, klikBcaBisnisDbCr, pratinjau], known: KNOWN_LAYOUTS },
      context,
    ),
};
