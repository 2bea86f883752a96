import type { Key, ReactNode } from 'react';
import { NO_DATA } from '../lib/messages.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

export interface Column<T> {
  header: string;
  /** `index`: the row's place on this page. */
  cell: (row: T, index: number) => ReactNode;
  /** Extra classes for the cells of this column (e.g. 'font-medium'). */
  className?: string;
  /** Long text that wraps instead of widening the table. */
  wrap?: boolean;
  /** Amounts and counts: right-aligned, digits of equal width. */
  numeric?: boolean;
}

interface DataTableProps<T> {
  /** Read by screen readers only. */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  loading: boolean;
  /** The text of a load failure, shown instead of the rows. */
  error?: string | null;
  /** What an empty table says; 'No data' unless the screen has its own words. */
  empty?: ReactNode;
  /** A closing row (a report's totals), one cell per column; shown under the rows. */
  footer?: readonly ReactNode[] | null;
}

// Headers wrap between words only when the table would not fit otherwise (a table takes its cells' widest first).
const th = 'px-3 py-3 text-xs font-medium text-gray-500 uppercase dark:text-gray-400';
const td = 'px-3 py-3 text-sm text-gray-700 dark:text-gray-300';
const align = (c: { numeric?: boolean } | undefined) => (c?.numeric ? 'text-right tabular-nums' : 'text-left');

/** A table that scrolls sideways inside its card, with loading, empty and error rows. */
export function DataTable<T>({ caption, columns, rows, rowKey, loading, error, empty = NO_DATA, footer }: DataTableProps<T>) {
  const state = loading ? 'Loading...' : error ? error : rows.length === 0 ? empty : null;
  return (
    <ScrollRegion label={caption}>
      <table className="min-w-full divide-y divide-gray-200 dark:divide-gray-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-gray-50 dark:bg-gray-900">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`${th} ${align(c)}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {state !== null ? (
            <tr>
              <td colSpan={columns.length} className={`${td} text-center ${error && !loading ? 'text-red-600 dark:text-red-400' : ''}`}>
                {state}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row, i)} className="hover:bg-gray-50 dark:hover:bg-white/[0.02]">
                {columns.map((c) => (
                  <td key={c.header} className={`${td} ${align(c)} ${c.wrap ? 'min-w-72 whitespace-normal' : 'whitespace-nowrap'} ${c.className ?? ''}`}>
                    {c.cell(row, i)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {state === null && footer && (
          <tfoot className="border-t-2 border-gray-200 bg-gray-50 dark:border-gray-700 dark:bg-gray-900">
            <tr>
              {footer.map((cell, i) => (
                <td key={columns[i]?.header ?? i} className={`${td} font-bold whitespace-nowrap text-gray-800 dark:text-white/90 ${align(columns[i])}`}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  );
}
