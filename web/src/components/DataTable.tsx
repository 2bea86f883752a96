import type { Key, ReactNode } from 'react';
import { NO_DATA } from '../lib/messages.ts';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the cells of this column (e.g. 'font-medium'). */
  className?: string;
  /** Long text that wraps instead of widening the table. */
  wrap?: boolean;
}

interface DataTableProps<T> {
  /** Read by screen readers only. */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  loading: boolean;
  /** The text of a load failure, shown instead of the rows. */
  error?: string | null;
}

const th = 'px-4 py-3 text-left text-xs font-medium whitespace-nowrap text-gray-500 uppercase dark:text-gray-400';
const td = 'px-4 py-3 text-sm text-gray-700 dark:text-gray-300';

/** A table that scrolls sideways inside its card, with loading, empty and error rows. */
export function DataTable<T>({ caption, columns, rows, rowKey, loading, error }: DataTableProps<T>) {
  const state = loading ? 'Loading...' : error ? error : rows.length === 0 ? NO_DATA : null;
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 dark:border-gray-800">
      <table className="min-w-full divide-y divide-gray-200 dark:divide-gray-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-gray-50 dark:bg-gray-900">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={th}>
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
            rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-gray-50 dark:hover:bg-white/[0.02]">
                {columns.map((c) => (
                  <td key={c.header} className={`${td} ${c.wrap ? 'min-w-72 whitespace-normal' : 'whitespace-nowrap'} ${c.className ?? ''}`}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
