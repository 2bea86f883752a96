/**
 * A table layout: one way a file of an upload category is written (our template, or a bank's or gateway's own
 * export), as an entry of the layout registry (server/src/modules/layouts/). The table reader recognises a file by
 * its header and reads its rows by typed key, with the layout's number style, date style and time zone. How a file is
 * read and how to add a layout: docs/formats.md, "How a file is read".
 */
import type { AmountStyle } from '../amount.ts';
import type { TimeZone } from '../datetime.ts';

/** One column of a layout, addressed by its key. */
export interface ColumnSpec<K extends string = string> {
  /** Header texts naming it, compared without case, spaces or punctuation; the first is what our template writes and messages show. */
  names: readonly [string, ...string[]];
  /** The header must have it for the layout to be recognised. */
  required?: boolean;
  /**
   * A column without a title of its own, right after column `after` (KlikBCA writes the direction in a blank-headed
   * column after Jumlah): found by its place, never by a name.
   */
  after?: K;
}

/**
 * How a layout writes its dates, always day first:
 * - 'day-first': `27/06/2026 14:05:10`, `27/06/2026`, `27-06-26`, `2026-06-27 14:05`, `16 March 2026 09:34:53` ...
 * - 'day-first-year-optional': the same, and `27/06` without a year, read in the year that puts it inside the
 *   preamble's `Periode` (KlikBCA) or nearest it, else nearest the statement date chosen on the upload form.
 */
export type DateStyle = 'day-first' | 'day-first-year-optional';

/** One entry of the layout registry. `K` names its columns. */
export interface TableLayout<K extends string = string> {
  /** Stable id, reported as the parse result's `variant`: 'bca-klikbca'. */
  id: string;
  /** How users know it, in messages and in the parse result: 'CSV KlikBCA Bisnis', 'template BCA'. */
  label: string;
  /** What to do with such a file uploaded under another category: 'pilih kategori Bank, bank BCA'. */
  advice?: string;
  /** Its columns by key, in the order our template writes them. */
  columns: { readonly [P in K]?: ColumnSpec<K> };
  /**
   * A layout without a header row: recognised by its first record (this test on its cells); its columns are read by
   * position, in the order of `columns`.
   */
  headerless?: (cells: readonly string[]) => boolean;
  /** Number styles of its amounts (parsing/amount.ts). Text files have one; more only where no text reads two ways in them. */
  amounts: readonly [AmountStyle, ...AmountStyle[]];
  dates: DateStyle;
  /** The zone its date-times are written in; rows are read as Jakarta wall-clock time. */
  timeZone: TimeZone;
  /** Lines that end its table beyond the common summary lines (reader/table-end.ts), by their first filled cell. */
  footer?: RegExp;
  /** It writes text unquoted (KlikBCA): a row with more cells than the header joins the surplus back into this column. */
  overflowInto?: K;
  /** The column that names, on every row, the account the statement is of (Mandiri MCM): reader/stated-account.ts. */
  ownAccount?: K;
}

type Entry<K extends string> = [K, ColumnSpec<K>];

/** A layout's columns with their keys, in order. */
export const columnEntries = <K extends string>(layout: TableLayout<K>): Entry<K>[] => Object.entries(layout.columns) as Entry<K>[];

/** Every column a layout names, as our template writes them (its first name), in order: a template's header. */
export const layoutColumns = (layout: TableLayout): string[] => columnEntries(layout).map(([, spec]) => spec.names[0]);

/** The titled columns a header of the layout must have, by their first name: what a refusal asks for. */
export const requiredColumns = <K extends string>(layout: TableLayout<K>): Entry<K>[] =>
  columnEntries(layout).filter(([, spec]) => spec.required && !spec.after);
