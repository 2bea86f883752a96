import { Fragment, type Key, type KeyboardEvent, type ReactNode } from 'react';
import { ScrollRegion } from '../components/ScrollRegion.tsx';

export interface ReviewColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  align?: 'right' | 'center';
  /** Long text that wraps instead of widening the table. */
  wrap?: boolean;
  className?: string;
  /** The column's width in a table that fits its box (`fit`), as a class (`w-32`); columns without one share the rest. */
  width?: string;
  /** On a phone a `fit` table shows each row as a card of two columns; this cell takes the card's whole width. */
  wide?: boolean;
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
  /**
   * The table fits its box (at least `min-w-[60rem]`, so a laptop's 1366 px screen shows it whole and a phone scrolls
   * it sideways): fixed column widths, long text wraps.
   */
  fit?: boolean;
}

const th = 'py-3 text-xs font-medium text-gray-500 uppercase dark:text-gray-400';
const td = 'py-2.5 align-top text-sm text-gray-700 dark:text-gray-300';
/**
 * A `fit` table below 768 px: each row a card of two columns, each cell under its header's name, the header row
 * hidden (its names are on the cells). The first columns come first: ticket, player, amount, status.
 */
const CARD = {
  table: 'max-md:block max-md:min-w-0',
  head: 'max-md:hidden',
  body: 'max-md:block',
  row: 'max-md:grid max-md:grid-cols-2 max-md:gap-x-2 max-md:py-2',
  cell: 'max-md:block max-md:py-1 max-md:text-left max-md:before:block max-md:before:text-[11px] max-md:before:font-medium max-md:before:text-gray-500 max-md:before:uppercase max-md:before:content-[attr(data-label)] dark:max-md:before:text-gray-400',
};
const alignClass = (align: ReviewColumn<unknown>['align']) => (align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left');

/**
 * The review tables: wide, so they scroll sideways (and down) inside their own box with the header kept
 * in view; the page itself never scrolls sideways.
 */
export function ReviewTable<T>({ caption, columns, rows, rowKey, loading, error, empty, detail, fit = false }: ReviewTableProps<T>) {
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
    <ScrollRegion label={caption} className="max-h-[70vh]" onKeyDown={moveBetweenRows}>
      <table className={`divide-y divide-gray-200 dark:divide-gray-800 ${fit ? `w-full min-w-[60rem] table-fixed ${CARD.table}` : 'min-w-full'}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`sticky top-0 z-10 bg-gray-50 dark:bg-gray-900 ${fit ? CARD.head : ''}`}>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`${th} ${alignClass(c.align)} ${fit ? `${c.width ?? ''} px-2` : 'px-3 whitespace-nowrap'}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-gray-100 dark:divide-gray-800 ${fit ? CARD.body : ''}`}>
          {state === null &&
            rows.map((row, index) => {
              const extra = detail?.(row) ?? null;
              return (
                <Fragment key={rowKey(row)}>
                  <tr data-review-row={index} className={`hover:bg-gray-50 dark:hover:bg-white/[0.02] ${fit ? CARD.row : ''}`}>
                    {columns.map((c) => (
                      <td
                        key={c.key}
                        data-label={fit && typeof c.header === 'string' ? c.header : undefined}
                        className={`${td} ${alignClass(c.align)} ${fit ? `px-2 break-words whitespace-normal ${CARD.cell} ${c.wide ? 'max-md:col-span-2' : ''}` : `px-3 ${c.wrap ? 'min-w-64 whitespace-normal' : 'whitespace-nowrap'}`} ${c.className ?? ''}`}
                      >
                        {c.cell(row, index)}
                      </td>
                    ))}
                  </tr>
                  {extra !== null && (
                    <tr className={`bg-gray-50/60 dark:bg-white/[0.02] ${fit ? 'max-md:block' : ''}`}>
                      <td colSpan={columns.length} className={`px-3 py-3 ${fit ? 'max-md:block' : ''}`}>
                        {/* Stays in view when the wide table is scrolled sideways (to reach Ket or the amount). */}
                        <div className={fit ? '' : 'sticky left-3 w-fit max-w-[min(48rem,calc(100vw-3rem))]'}>{extra}</div>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
        </tbody>
      </table>
      {state !== null && (
        // Under the header, as wide as the box and kept in it: the table may be far wider than the screen.
        <div
          role={error && !loading ? 'alert' : 'status'}
          className={`sticky left-0 px-3 py-6 text-center text-sm ${error && !loading ? 'text-red-600 dark:text-red-400' : 'text-gray-700 dark:text-gray-300'}`}
        >
          {state}
        </div>
      )}
    </ScrollRegion>
  );
}

/**
 * Up and Down on a row's control (one marked `data-row-nav`: a note's input, a ticket's toggle) move to the same
 * control of the row above or below, so a checker walks the rows without the mouse. Text inputs have no use for
 * those keys; a select or a number field keeps them.
 */
function moveBetweenRows(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const control = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-row-nav]') : null;
  const row = control?.closest<HTMLElement>('tr[data-review-row]');
  if (!control || !row) return;
  const name = control.dataset.rowNav;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>('tr[data-review-row]')];
  const step = event.key === 'ArrowDown' ? 1 : -1;
  for (let i = rows.indexOf(row) + step; i >= 0 && i < rows.length; i += step) {
    const next = rows[i]!.querySelector<HTMLElement>(`[data-row-nav="${name}"]:not(:disabled)`);
    if (next) {
      event.preventDefault();
      next.focus();
      return;
    }
  }
}
