/**
 * COPY ... FROM STDIN through Kysely, on both drivers: `copyRows` sends the statement with the data as its one
 * parameter, and each driver's adapter below turns that into the driver's own COPY (pg-copy-streams on PostgreSQL,
 * a blob on PGlite). COPY takes a statement's lines in a fraction of the time of INSERTs of the same rows
 * (bench/ingest.bench.ts), and runs inside the caller's transaction like any other statement.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CompiledQuery } from 'kysely';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from './connect.ts';
import { runsInProcess } from './pages.ts';

const COPY_FROM_STDIN = /^copy\s[^;]*\sfrom\s+stdin$/i;

/**
 * Rows per COPY statement on PGlite, where a statement holds the one session, and the event loop, until it ends
 * (about 70 ms per 1,000 statement lines here): slices this size let other requests' reads run between them
 * (pglite-dialect.ts). On PostgreSQL the rows go in one COPY (pages.ts runsInProcess).
 */
export const COPY_SLICE = 2_000;

/**
 * Stores rows given in COPY's text format (tab between values, \N for null, one row a line, each line ended by a
 * newline) into the table's columns, in the caller's transaction: COPY_SLICE rows per statement on PGlite.
 */
export async function copyRows(db: Db, table: string, columns: readonly string[], text: string): Promise<void> {
  const statement = `copy ${table} (${columns.join(', ')}) from stdin`;
  const pieces = runsInProcess(db) ? slices(text, COPY_SLICE) : text === '' ? [] : [text];
  for (const slice of pieces) await db.executeQuery(CompiledQuery.raw(statement, [slice]));
}

/** The text cut after every `lines`-th newline (the last piece may hold fewer; none for ''). */
export function slices(text: string, lines: number): string[] {
  const pieces: string[] = [];
  let from = 0,
    count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    if (++count < lines) continue;
    pieces.push(text.slice(from, i + 1));
    from = i + 1;
    count = 0;
  }
  if (from < text.length) pieces.push(text.slice(from));
  return pieces;
}

/** The statement and its data when a query is copyRows' COPY, else null. */
function copyOf(sql: string, values: unknown): { statement: string; data: string } | null {
  if (!Array.isArray(values) || values.length !== 1 || typeof values[0] !== 'string' || !COPY_FROM_STDIN.test(sql)) return null;
  return { statement: sql, data: values[0] };
}

/** A pg client (the pool's `Client`) that runs copyRows' COPY through pg-copy-streams. */
export class CopyingClient extends pg.Client {
  // pg's query has a dozen overloads; this one only looks at (text, values) calls, as Kysely makes them.
  override query(...args: unknown[]): never {
    const copy = args.length === 2 && typeof args[0] === 'string' ? copyOf(args[0], args[1]) : null;
    if (!copy) return (super.query as (...a: unknown[]) => never)(...args);
    return this.copyIn(copy.statement, copy.data) as never;
  }

  private async copyIn(statement: string, data: string): Promise<pg.QueryResult> {
    const stream = (super.query as (s: unknown) => ReturnType<typeof copyFrom>)(copyFrom(statement));
    await pipeline(Readable.from([data]), stream);
    return { command: 'COPY', rowCount: stream.rowCount, rows: [], fields: [], oid: 0 };
  }
}

/** PGlite reads COPY's data from a blob given beside the statement (`from '/dev/blob'`): its queries, in a transaction or not, learn to. */
export function copyingPglite(pglite: PGlite): PGlite {
  type Query = PGlite['query'];
  const withBlob = (query: Query): Query =>
    ((sql: string, params?: unknown[], options?: QueryOptions) => {
      const copy = copyOf(sql, params);
      if (!copy) return query(sql, params, options);
      return query(copy.statement.replace(/stdin$/i, "'/dev/blob'"), [], { ...options, blob: new Blob([copy.data]) });
    }) as Query;
  pglite.query = withBlob(pglite.query.bind(pglite));
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((callback) =>
    transaction((tx) => {
      tx.query = withBlob(tx.query.bind(tx));
      return callback(tx);
    })) as PGlite['transaction'];
  return pglite;
}
