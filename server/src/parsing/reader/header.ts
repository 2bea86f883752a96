/**
 * Finding a table's header: the first of the first rows that is the header of one of the layouts (or, for a headerless
 * layout, its first record), and where each of its columns is.
 */
import { headerKey, type TableRow } from '../table.ts';
import { columnEntries, type TableLayout } from './layout.ts';

/** How far down the file the header may sit: the rows above it are the preamble (account, name, period, a title). */
export const HEADER_SCAN_ROWS = 40;

export interface FoundColumn {
  /** Its positions in the row: more than one where the header repeats it (Mandiri MCM writes Description twice). */
  at: readonly number[];
  /** The header text as the file writes it (the column's first name where the file has none), for messages. */
  label: string;
}

type FoundColumns<K extends string> = Partial<Record<K, FoundColumn>>;

export interface Header<K extends string> {
  layout: TableLayout<K>;
  /** Index in the rows of the header row, or of the first record of a headerless layout. */
  at: number;
  /** The header row; null for a headerless layout. */
  row: TableRow | null;
  columns: FoundColumns<K>;
  /** Cells a row of the table has, up to its last column (the surplus of an unquoted text is joined back). */
  width: number;
}

/** The columns of `layout` in a row that is its header (or its first record), or null when the row is not. */
function matchColumns<K extends string>(cells: readonly string[], layout: TableLayout<K>): FoundColumns<K> | null {
  const entries = columnEntries(layout);
  const found: FoundColumns<K> = {};
  if (layout.headerless) {
    if (!layout.headerless(cells)) return null;
    entries.forEach(([key, spec], i) => (found[key] = { at: [i], label: spec.names[0] }));
    return found;
  }
  const keys = cells.map(headerKey);
  for (const [key, spec] of entries.filter(([, s]) => !s.after)) {
    const wanted = new Set(spec.names.map(headerKey));
    const at = keys.flatMap((k, i) => (k !== '' && wanted.has(k) ? [i] : []));
    if (at.length > 0) found[key] = { at, label: cells[at[0]!]! };
    else if (spec.required) return null;
  }
  for (const [key, spec] of entries.filter(([, s]) => s.after)) {
    const next = (found[spec.after!]?.at[0] ?? -2) + 1;
    if (keys[next] === '') found[key] = { at: [next], label: spec.names[0] };
    else if (spec.required) return null;
  }
  return found;
}

/**
 * The first row among the first HEADER_SCAN_ROWS that is the header of one of `layouts` (headerOf), or null.
 */
export function findHeader<K extends string>(rows: readonly TableRow[], layouts: readonly TableLayout<K>[]): Header<K> | null {
  for (const [at, row] of rows.slice(0, HEADER_SCAN_ROWS).entries()) {
    const header = headerOf(row, at, layouts);
    if (header) return header;
  }
  return null;
}

/**
 * Row `at` of a table as the header of one of `layouts`, or null. When it fits several, the one that finds the most
 * columns wins (a native export whose columns include the template's required ones is still that export); on a tie,
 * the earlier layout.
 */
export function headerOf<K extends string>(row: TableRow, at: number, layouts: readonly TableLayout<K>[]): Header<K> | null {
  let best: Header<K> | null = null;
  for (const layout of layouts) {
    const columns = matchColumns(row.cells, layout);
    if (columns && (!best || count(columns) > count(best.columns))) {
      best = { layout, at, row: layout.headerless ? null : row, columns, width: widthOf(columns) };
    }
  }
  return best;
}

const count = (columns: FoundColumns<string>) => Object.keys(columns).length;

const widthOf = (columns: FoundColumns<string>) => 1 + Math.max(...Object.values(columns).flatMap((c) => c!.at));
