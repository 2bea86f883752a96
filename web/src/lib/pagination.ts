/** Pure pagination rules shared by every table. */

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** After deleting one row: when it was the last row of a page above 1, go back one page. */
export function pageAfterDelete(page: number, rowsOnPage: number): number {
  return rowsOnPage === 1 && page > 1 ? page - 1 : page;
}

/**
 * The page buttons to show: at most `window` numbers around the current page, with the first and
 * last page and an ellipsis ('…') where numbers are skipped.
 */
export function pageButtons(page: number, pages: number, window = 5): (number | '…')[] {
  if (pages <= window + 2) return Array.from({ length: pages }, (_, i) => i + 1);
  const half = Math.floor(window / 2);
  let start = Math.max(2, page - half);
  const end = Math.min(pages - 1, start + window - 1);
  start = Math.max(2, end - window + 1);
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [1, ...(start > 2 ? (['…'] as const) : []), ...middle, ...(end < pages - 1 ? (['…'] as const) : []), pages];
}

/** A positive integer from a URL search parameter, or the fallback. */
export function intParam(value: string | null, fallback: number, allowed?: readonly number[]): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) return fallback;
  if (allowed && !allowed.includes(n)) return fallback;
  return n;
}
