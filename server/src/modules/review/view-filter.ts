import { sql, type Expression, type SqlBool } from 'kysely';
import { likeLiteral } from '../../db/like.ts';
import type { ReviewSearch } from './search-term.ts';

/** What every review list is filtered by, already checked. */
export interface ViewFilter {
  /** null: every website (ADMIN naming 'all'). */
  websiteCode: string | null;
  /** The statement date the rows belong to, YYYY-MM-DD. */
  statementDate: string;
  /**
   * The Status Type: true approve, false pending, null all. View BO reads it as its rows' approved flag; View Mutasi
   * as view-lines.ts lineStatus says (pending is a player's line no row holds, never a fee or a returned payout).
   */
  approved: boolean | null;
  search: ReviewSearch | null;
  limit: number;
  offset: number;
}

/** Which rows a list holds, whatever page of it is read (the export reads them all). */
export type RowSelection = Omit<ViewFilter, 'limit' | 'offset'>;

/** Where a table keeps what a search looks at. */
export interface SearchColumns {
  id: string;
  /** Text holding the ticket or reference an ID Tracking may be part of. */
  code: string;
  amount: string;
  names: readonly string[];
}

/**
 * Website, statement date, status and search, as conditions on `table` (the alias of a reviewed table:
 * they all share website_code, statement_date and approved) and the columns its search reads.
 */
export function viewConditions(filter: RowSelection, table: string, searched: SearchColumns): Expression<SqlBool>[] {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`${column('statement_date')} = ${filter.statementDate}::date`];
  if (filter.websiteCode !== null) conditions.push(sql<SqlBool>`${column('website_code')} = ${filter.websiteCode}`);
  if (filter.approved !== null) conditions.push(sql<SqlBool>`${column('approved')} = ${filter.approved}`);
  const search = filter.search ? searchCondition(filter.search, searched) : null;
  return search ? [...conditions, search] : conditions;
}

function searchCondition(search: ReviewSearch, cols: SearchColumns): Expression<SqlBool> | null {
  switch (search.mode) {
    case 'id': {
      const inCode = sql<SqlBool>`${sql.ref(cols.code)} like ${`%${search.digits}%`}`;
      return search.id === null ? inCode : sql<SqlBool>`(${sql.ref(cols.id)} = ${search.id} or ${inCode})`;
    }
    case 'nominal':
      return sql<SqlBool>`${sql.ref(cols.amount)} = ${search.rupiah}::numeric`;
    case 'string': {
      if (search.text === null) return null;
      const pattern = `%${likeLiteral(search.text)}%`;
      return sql<SqlBool>`(${sql.join(cols.names.map((c) => sql`${sql.ref(c)} ilike ${pattern}`), sql` or `)})`;
    }
  }
}
