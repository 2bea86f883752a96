import type { TableLayout } from '../../parsing/reader/layout.ts';
import type { StatementFormat } from '../statements/statement-line.ts';
import type { SheetRecord } from './sheet-table.ts';

/** One row of the template being written: cells by template column name, and the Excel row it came from. */
export interface TemplateRow {
  line: number;
  cells: Readonly<Record<string, string>>;
}

export interface ConvertContext {
  date1904: boolean;
}

/**
 * One Convert Mutasi choice: how a bank's Excel export is recognised (its header layouts) and turned into the
 * rows of an upload category's template. The category's own parser must read the result.
 */
export interface Converter<K extends string = string> {
  /** How messages name the Excel file expected: `Excel Mandiri (e-Statement Livin')`. */
  name: string;
  /** The upload category the CSV is for: its template columns are written, its parser checks the result. */
  format: StatementFormat;
  /** Its header layouts, with the number styles of its text cells and its time zone. */
  layouts: readonly TableLayout<K>[];
  /** The columns a refusal lists as expected. */
  expected: readonly string[];
  /** The rows under the header -> template rows; a bad row throws (see atRow) with its Excel row number. */
  convert(records: readonly SheetRecord<K>[], context: ConvertContext): TemplateRow[];
}
