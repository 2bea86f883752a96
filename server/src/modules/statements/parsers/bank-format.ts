/**
 * A bank category whose layouts all read a row the same way: our template, and the bank's own exports with columns of
 * the same meaning. The template to download is our template's columns with an example row.
 */
import { layoutColumns, type TableLayout } from '../../../parsing/reader/layout.ts';
import { readCategory, type LayoutRules } from '../../../parsing/reader/read-category.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { KNOWN_LAYOUTS } from '../../layouts/known.ts';
import type { StatementFormat, StatementLine } from '../statement-line.ts';

export interface BankCategory<K extends string> {
  id: string;
  label: string;
  template: TableLayout<K>;
  /** The bank's own exports, read beside our template. */
  native: readonly TableLayout<K>[];
  read: (cells: RowCells<K>) => StatementLine;
  /** The template's file name and example row. */
  fileName: string;
  example: string[];
}

/** The category's upload format: the template to download, and every layout of it read by `read`. */
export function bankFormat<K extends string>(category: BankCategory<K>): StatementFormat {
  const { id, label, template, native, read, fileName, example } = category;
  const layouts: LayoutRules<StatementLine, K>[] = [template, ...native].map((layout) => ({ layout, read }));
  return {
    id,
    label,
    template: { fileName, columns: layoutColumns(template), example },
    parse: (text, context) => readCategory(text, { name: label, layouts, known: KNOWN_LAYOUTS }, context),
  };
}
