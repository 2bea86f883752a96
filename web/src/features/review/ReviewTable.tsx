import { Fragment, type Key, type ReactNode } from 'react';

export interface ReviewColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  align?: 'right' | 'center';
  /** Long text that wraps instead of widening the table. */
  wrap?: boolean;
  className?: string;
}

interface ReviewTableProps<T> {
  caption: string;
  columns: readonly ReviewColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  loading: boolean;
  error?: string | null;
  empty: { title: string; note: string | null };
  /** A full-width row under a row (e.g. its suggestions), or null. */
  detail?: (row: T) => ReactNode | null;
}

const th = 'px-3 py-3 text-xs font-medium whitespace-nowrap text-gray-500 uppercase dark:text-gray-400';
const td = 'px-3 py-2.5 align-top text-sm text-gray-700 dark:text-gray-300';
const alignClass = (align: ReviewColumn<unknown>['align']) => (align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left');

/**
 * The review tables: wide, so they scroll sideways (and down) inside their own box with the header kept
 * in view; the page itself never scrolls sideways.
 */
export function ReviewTable<T>({ caption, columns, rows, rowKey, loading, error, empty, detail }: ReviewTableProps<T>) {
  const state: ReactNode = loading ? (
    'Loading...'
  ) : error ? (
    error
  ) : rows.length === 0 ? (
    <>
      <span className="block">{empty.title}</span>
      {empty.note && <span className="mt-1 block text-gray-500 dark:text-gray-400">{empty.note}</span>}
    </>
  ) : null;
  return (
    <div className="max-h-[70vh] overflow-auto rounded-xl border border-gray-200 dark:border-gray-800" tabIndex={0} role="region" aria-label={caption}>
      <table className="min-w-full divide-y divide-gray-200 dark:divide-gray-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-gray-50 dark:bg-gray-900">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`${th} ${alignClass(c.align)}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {state === null &&
            rows.map((row, index) => {
              const extra = detail?.(row) ?? null;
              return (
                <Fragment key={rowKey(row)}>
                  <tr className="hover:bg-gray-50 dark:hover:bg-white/[0.02]">
                    {columns.map((c) => (
                      <td key={c.key} className={`${td} ${alignClass(c.align)} ${c.wrap ? 'min-w-64 whitespace-normal' : 'whitespace-nowrap'} ${c.className ?? ''}`}>
                        {c.cell(row, index)}
                      </td>
                    ))}
                  </tr>
                  {extra !== null && (
                    <tr className="bg-gray-50/60 dark:bg-white/[0.02]">
                      <td colSpan={columns.length} className="px-3 py-3">
                        {/* Stays in view when the wide table is scrolled sideways (to reach Ket or the amount). */}
                        <div className="sticky left-3 w-fit max-w-[min(48rem,calc(100vw-3rem))]">{extra}</div>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
        </tbody>
      </table>
      {state !== null && (
        // Under the header, as wide as the box and kept in it: the table may be far wider than the screen (issue 19 item 4).
        <div
          role={error && !loading ? 'alert' : 'status'}
          className={`sticky left-0 px-3 py-6 text-center text-sm ${error && !loading ? 'text-red-600 dark:text-red-400' : 'text-gray-700 dark:text-gray-300'}`}
        >
          {state}
        </div>
      )}
    </div>
  );
}
