import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { likeLiteral } from '../../../db/like.ts';
import type { ReviewSearch } from '../search-term.ts';

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
  /**
   * The ids of the statement date's rows whose ticket or one of its references is the search's whole term, looked up
   * before the list is read (lookUpWhole); absent until then (an export never searches).
   */
  whole?: readonly number[];
  /**
   * Pending lines whose transfer a row of another website holds (an account or merchant the two share), looked up
   * before the list is read (mutasi-view.ts lookUpHeldElsewhere): not Pending, since that money backs a request there.
   */
  heldElsewhere?: readonly number[];
  limit: number;
  offset: number;
}

/** Which rows a list holds, whatever page of it is read (the export reads them all). */
export type RowSelection = Omit<ViewFilter, 'limit' | 'offset'>;

/** The reviewed tables, as a search looks a whole ticket or reference up in them. */
export type ReviewedTable = 'bo_deposit' | 'bo_withdraw' | 'statement_line';

/** Where a table keeps what a search looks at. */
export interface SearchColumns {
  id: string;
  /** Text holding the ticket or reference an ID Tracking may be part of. */
  code: string;
  amount: string;
  names: readonly string[];
  /**
   * The table and its columns (unqualified) holding a ticket or reference that a pasted one equals, any case: a text
   * or nominal search also finds the row by any of them. Each has an index on (statement_date, lower(column))
   * (migration 0007).
   */
  whole: { table: ReviewedTable; columns: readonly string[] };
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
  const search = filter.search ? searchCondition(filter.search, filter.whole, searched) : null;
  return search ? [...conditions, search] : conditions;
}

function searchCondition(search: ReviewSearch, whole: readonly number[] | undefined, cols: SearchColumns): Expression<SqlBool> | null {
  switch (search.mode) {
    case 'id': {
      const inCode = sql<SqlBool>`${sql.ref(cols.code)} like ${`%${search.digits}%`}`;
      return search.id === null ? inCode : sql<SqlBool>`(${sql.ref(cols.id)} = ${search.id} or ${inCode})`;
    }
    case 'nominal':
      return anyOf([sql<SqlBool>`${sql.ref(cols.amount)} = ${search.rupiah}::numeric`, ...wholeRows(whole, cols)]);
    case 'string': {
      if (search.text === null) return null;
      const pattern = `%${likeLiteral(search.text)}%`;
      return anyOf([...cols.names.map((c) => sql<SqlBool>`${sql.ref(c)} ilike ${pattern}`), ...wholeRows(whole, cols)]);
    }
  }
}

const anyOf = (tests: Expression<SqlBool>[]) => sql<SqlBool>`(${sql.join(tests, sql` or `)})`;

/**
 * The row is one of those whose ticket or a reference is the whole term: a constant set (PostgreSQL probes it as a hash
 * from nine ids on). Nothing when no row has it, so the search is then what it was without this.
 */
function wholeRows(whole: readonly number[] | undefined, cols: SearchColumns): Expression<SqlBool>[] {
  if (whole === undefined) throw new Error('A text or nominal search needs its whole-term ids looked up first (lookUpWhole).');
  return whole.length === 0 ? [] : [sql<SqlBool>`${sql.ref(cols.id)} = any(${whole}::integer[])`];
}

/** The term a search may hold as a whole ticket or reference: text as typed (trimmed), a nominal as sent; never an ID Tracking. */
function wholeTerm(search: ReviewSearch | null): string | null {
  if (search === null || search.mode === 'id') return null;
  return search.text;
}

/**
 * The filter with `whole` looked up: the ids of the statement date's rows whose ticket or one of its references is the
 * search's whole term, any case (a ticket pasted from a chat, a bank's transaction id), one index lookup per column;
 * empty when the search holds no such term. Of every website: the list's own conditions keep the website's rows, and
 * naming the website here would let the planner, which has no statistics on PGlite, read the day through the
 * website's index and lower() every row instead.
 *
 * Looked up apart, so that the list tests each row of the day against a constant set beside the name test. Read in the
 * list's own query instead, the ids cost more or risked a cliff: lower() of every column on every row doubled the
 * search on PGlite; an `id in (...)` under the `or`, or a join, is planned on estimates (PGlite never gathers
 * statistics), and a term many rows share (`-` in every reference) then compared each row with the whole set for
 * minutes on 100k rows. docs/review.md, "Search".
 */
export async function lookUpWhole<Filter extends RowSelection>(db: Db, filter: Filter, searched: SearchColumns): Promise<Filter> {
  const term = wholeTerm(filter.search);
  if (term === null) return { ...filter, whole: [] };
  const { table, columns } = searched.whole;
  const lookups = columns.map(
    (c) =>
      sql`select found.id from ${sql.table(table)} as found where found.statement_date = ${filter.statementDate}::date and lower(${sql.ref(`found.${c}`)}) = lower(${term})`,
  );
  const { rows } = await sql<{ id: number }>`${sql.join(lookups, sql` union `)}`.execute(db);
  return { ...filter, whole: rows.map((r) => r.id) };
}
