import type { FastifyReply } from 'fastify';

/** One page of a list and the number of rows of the whole list. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** The rows a page covers: pages count from 1. */
export function pageWindow(pageSize: number, page: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** The number of pages `total` rows fill; an empty list still has its one (empty) page. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of page `page` (from 1) of `items`, for a list worked out whole. */
export function pageOf<T>(items: readonly T[], pageSize: number, page: number): T[] {
  const { limit, offset } = pageWindow(pageSize, page);
  return items.slice(offset, offset + limit);
}

/**
 * The spec's list answer: the array itself, the total in the x-total-count header and, for
 * clients that read it there, as `all_data` on the first row.
 */
export function sendPage<T extends object>(reply: FastifyReply, { rows, total }: Page<T>): (T & { all_data?: number })[] {
  reply.header('x-total-count', String(total));
  return rows.map((row, i) => (i === 0 ? { ...row, all_data: total } : row));
}
