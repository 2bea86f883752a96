import type { SelectQueryBuilder } from 'kysely';
import type { Page } from '../http/page.ts';

/**
 * One page of a list (the query with its filters, columns and order), each row as `toRow` shows it, and how many rows
 * the whole list has, counted from the same query with its columns and order cleared: the filters are written once, so
 * the two cannot disagree.
 */
export async function listPage<DB, TB extends keyof DB, O, Row>(
  query: SelectQueryBuilder<DB, TB, O>,
  window: { limit: number; offset: number },
  toRow: (row: O) => Row,
): Promise<Page<Row>> {
  const rows = (await query.limit(window.limit).offset(window.offset).execute()) as O[];
  // Kysely cannot follow the count's type through a generic query: it is { n } (a number, or a string from pg).
  const counted = (await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()) as { n: number | string };
  return { rows: rows.map((row) => toRow(row)), total: Number(counted.n) };
}
