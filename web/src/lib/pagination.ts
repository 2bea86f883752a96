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

/** Every page number, 1 to `pages` (the Whitelist table shows them all). */
export function allPageButtons(pages: number): number[] {
  return Array.from({ length: Math.max(1, pages) }, (_, i) => i + 1);
}

/**
 * The first and last page and `siblings` pages each side of the current one, with '…' where
 * pages are skipped (the Tracking table). A gap of a single page shows that page instead: an
 * ellipsis would take the same room and hide it.
 */
export function compactPageButtons(page: number, pages: number, siblings = 1): (number | '…')[] {
  const last = Math.max(1, pages);
  const current = Math.min(Math.max(1, page), last);
  const shown = new Set<number>([1, last]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= last) shown.add(p);
  const buttons: (number | '…')[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) buttons.push(previous + 1);
    else if (p - previous > 2) buttons.push('…');
    buttons.push(p);
    previous = p;
  }
  return buttons;
}

/** Which page numbers a Pagination shows. */
export type PageNumbering = 'window' | 'all' | 'compact';

export function pageNumbers(numbering: PageNumbering, page: number, pages: number): (number | '…')[] {
  if (numbering === 'all') return allPageButtons(pages);
  if (numbering === 'compact') return compactPageButtons(page, pages);
  return pageButtons(page, pages);
}
