import { useId } from 'react';
import { pageNumbers, type PageNumbering } from '../lib/pagination.ts';
import { Options } from './Field.tsx';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
  /** 'window' (default): up to 5 numbers with first, last and ellipses; 'all': every number; 'compact': first, last and one each side. */
  numbering?: PageNumbering;
  /** Words after the page-size choice: 'Show [10] entries'. */
  sizeSuffix?: string;
  /**
   * The plain pager (the Data Player's, docs/spec/part-2.md section 2): 'Rows per page [50]', then Previous,
   * 'Page X of Y' and Next, without page numbers.
   */
  plain?: boolean;
}

interface PageSizeSelectProps {
  id?: string;
  value: number;
  sizes: readonly number[];
  onChange: (size: number) => void;
}

/** A pager's page-size choice: the rows a page shows. */
function PageSizeSelect({ id, value, sizes, onChange }: PageSizeSelectProps) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      className="rounded-lg border border-gray-300 bg-transparent px-2 py-1.5 dark:border-gray-700 dark:bg-gray-900"
    >
      <Options options={sizes.map((size) => ({ value: String(size), label: String(size) }))} />
    </select>
  );
}

// The numbered pager's buttons, and the plain pager's (Previous and Next only).
const NUMBERED_BUTTON =
  'min-w-9 rounded-lg border border-gray-300 px-3 py-1.5 text-sm disabled:opacity-50 dark:border-gray-700 hover:bg-gray-50 dark:hover:bg-gray-800';
const PLAIN_BUTTON =
  'rounded-lg border border-gray-300 px-3 py-1.5 text-sm text-gray-700 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-gray-700 dark:text-gray-300 dark:hover:bg-gray-800';

export function Pagination({
  page,
  pages,
  onPage,
  pageSize,
  pageSizes,
  onPageSize,
  numbering = 'window',
  sizeSuffix = 'entries',
  plain = false,
}: PaginationProps) {
  const sizeId = useId();
  const btn = plain ? PLAIN_BUTTON : NUMBERED_BUTTON;
  const previous = (
    <button type="button" className={btn} disabled={page <= 1} onClick={() => onPage(page - 1)}>
      Previous
    </button>
  );
  const next = (
    <button type="button" className={btn} disabled={page >= pages} onClick={() => onPage(page + 1)}>
      Next
    </button>
  );
  const sizes = pageSizes && onPageSize && pageSize !== undefined ? { value: pageSize, options: pageSizes, onChange: onPageSize } : null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {sizes === null ? (
        <span />
      ) : plain ? (
        <div className="flex items-center gap-2 text-gray-600 dark:text-gray-400">
          <label htmlFor={sizeId}>Rows per page</label>
          <PageSizeSelect id={sizeId} value={sizes.value} sizes={sizes.options} onChange={sizes.onChange} />
        </div>
      ) : (
        <label className="flex items-center gap-2 text-gray-600 dark:text-gray-400">
          Show
          <PageSizeSelect value={sizes.value} sizes={sizes.options} onChange={sizes.onChange} />
          {sizeSuffix}
        </label>
      )}
      {plain ? (
        <div className="flex items-center gap-3">
          {previous}
          <span className="text-gray-600 dark:text-gray-400">
            Page {page} of {pages}
          </span>
          {next}
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-1">
            {previous}
            {pageNumbers(numbering, page, pages).map((p, i) =>
              p === '…' ? (
                <span key={`gap-${i}`} className="px-2 text-gray-400">
                  …
                </span>
              ) : (
                <button
                  key={p}
                  type="button"
                  className={`${btn} ${p === page ? 'border-brand-500 bg-brand-500 text-white hover:bg-brand-600' : ''}`}
                  aria-current={p === page ? 'page' : undefined}
                  onClick={() => onPage(p)}
                >
                  {p}
                </button>
              ),
            )}
            {next}
          </div>
          <span className="text-gray-500 dark:text-gray-400">
            Showing page {page} of {pages}
          </span>
        </>
      )}
    </nav>
  );
}
