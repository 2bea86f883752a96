/** Pure pagination rules shared by every table. */

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** After deleting one row: when it was the last row of a page above 1, go back one page. */
export function pageAfterDelete(page: number, rowsOnPage: number): number {
  return rowsOnPage === 1 && page > 1 ? page - 1 : page;
}

/**
 * The page buttons to show (docs/spec/part-2.md, section 2: "up to 5 page buttons, first and last page with ellipses"):
 * at most `max` numbers in all, wherever the current page is. The first and last page are always among them,
 * the rest is a run around the current page, shifted inward at the edges so it stays `max - 2` long; an
 * ellipsis ('…') stands where numbers are skipped.
 */
export function pageButtons(page: number, pages: number, max = 5): (number | '…')[] {
  const last = Math.max(1, pages);
  if (last <= max) return Array.from({ length: last }, (_, i) => i + 1);
  const inner = max - 2;
  const current = Math.min(Math.max(1, page), last);
  const start = Math.min(Math.max(2, current - Math.floor((inner - 1) / 2)), last - inner);
  const end = start + inner - 1;
  const middle = Array.from({ length: inner }, (_, i) => start + i);
  return [1, ...(start > 2 ? (['…'] as const) : []), ...middle, ...(end < last - 1 ? (['…'] as const) : []), last];
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
