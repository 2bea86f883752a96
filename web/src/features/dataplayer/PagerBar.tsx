import { useId } from 'react';
import { PageSizeSelect } from '../../components/Pagination.tsx';

interface PagerBarProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The page-size choice, when the table offers one. */
  size?: { value: number; options: readonly number[]; onChange: (size: number) => void };
}

const btn =
  'rounded-lg border border-gray-300 px-3 py-1.5 text-sm text-gray-700 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-gray-700 dark:text-gray-300 dark:hover:bg-gray-800';

/** Page size, Previous/Next and "Page X of Y" (docs/spec/part-2.md, section 2). */
export function PagerBar({ page, pages, onPage, size }: PagerBarProps) {
  const sizeId = useId();
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {size ? (
        <div className="flex items-center gap-2 text-gray-600 dark:text-gray-400">
          <label htmlFor={sizeId}>Rows per page</label>
          <PageSizeSelect id={sizeId} value={size.value} sizes={size.options} onChange={size.onChange} />
        </div>
      ) : (
        <span />
      )}
      <div className="flex items-center gap-3">
        <button type="button" className={btn} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span className="text-gray-600 dark:text-gray-400">
          Page {page} of {pages}
        </span>
        <button type="button" className={btn} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
