import type { Key, ReactNode } from 'react';

export interface ReportColumn<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Amounts and counts: right-aligned, digits of equal width. */
  numeric?: boolean;
}

interface ReportTableProps<T> {
  /** Read by screen readers only. */
  caption: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** Shown in place of the rows (loading, a load failure, the empty state); null shows the rows. */
  state: ReactNode;
  stateIsError?: boolean;
  /** A closing row (the Game Site report's Total Sum), one cell per column. */
  footer?: readonly ReactNode[] | null;
}

const th = 'px-4 py-3 text-xs font-medium whitespace-nowrap text-gray-500 uppercase dark:text-gray-400';
const td = 'px-4 py-3 text-sm whitespace-nowrap text-gray-700 dark:text-gray-300';
const align = (numeric?: boolean) => (numeric ? 'text-right tabular-nums' : 'text-left');

/** The screen's tables: sticky header, sideways scroll inside the card on a narrow screen, an optional total row. */
export function ReportTable<T>({ caption, columns, rows, rowKey, state, stateIsError, footer }: ReportTableProps<T>) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 dark:border-gray-800">
      <table className="min-w-full divide-y divide-gray-200 dark:divide-gray-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-gray-50 dark:bg-gray-900">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`${th} ${align(c.numeric)}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {state !== null ? (
            <tr>
              <td colSpan={columns.length} className={`${td} text-center ${stateIsError ? 'text-red-600 dark:text-red-400' : ''}`}>
                {state}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row, i)} className="hover:bg-gray-50 dark:hover:bg-white/[0.02]">
                {columns.map((c) => (
                  <td key={c.header} className={`${td} ${align(c.numeric)}`}>
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
                <td key={columns[i]?.header ?? i} className={`${td} font-bold text-gray-800 dark:text-white/90 ${align(columns[i]?.numeric)}`}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** "🚫 No data found." and, under it, the note of a username search. */
export function EmptyState({ title, note }: { title: string; note: string | null }) {
  return (
    <div className="space-y-1 py-4">
      <p className="font-medium text-gray-700 dark:text-gray-200">{title}</p>
      {note && <p className="text-gray-500 dark:text-gray-400">{note}</p>}
    </div>
  );
}
