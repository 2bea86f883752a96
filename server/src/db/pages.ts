/**
 * Long reads and writes cut into statements other requests can run between, where that matters. On PGlite a
 * statement holds the one session and the event loop until its last row is read into JavaScript (about 3 s for a
 * busy day's 100k statement lines here): pages let other requests' reads run between them (pglite-dialect.ts). On
 * PostgreSQL other requests have sessions of their own and never wait for a statement of ours to end, so a long
 * read or write goes as one statement there: pages would cost a round trip and a plan each, for nothing (an upload of
 * 100k lines took 1.3 times as long in pages, bench/ingest.bench.ts).
 */
import { PGliteAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from './connect.ts';

/** Does the database run in this process (PGlite), holding the event loop while one of its statements runs? */
export const runsInProcess = (db: Db): boolean => db.getExecutor().adapter instanceof PGliteAdapter;

/** Rows per FETCH: about 100 ms of PGlite's time for wide rows such as statement lines. */
export const READ_PAGE = 2_000;

let cursors = 0;

/** The rows of a query: on PGlite a page at a time through a cursor, in the caller's transaction (or one of its own); on PostgreSQL in one statement. */
export async function selectInPages<R>(db: Db, query: RawBuilder<R>, pageSize = READ_PAGE): Promise<R[]> {
  if (!runsInProcess(db)) return (await query.execute(db)).rows;
  const read = async (trx: Db): Promise<R[]> => {
    const cursor = sql.raw(`paged_${++cursors}`);
    await sql`declare ${cursor} no scroll cursor for ${query}`.execute(trx);
    const rows: R[] = [];
    for (;;) {
      const { rows: page } = await sql<R>`fetch ${sql.raw(String(pageSize))} from ${cursor}`.execute(trx);
      for (const row of page) rows.push(row);
      if (page.length < pageSize) break;
    }
    await sql`close ${cursor}`.execute(trx);
    return rows;
  };
  return db.isTransaction ? read(db) : db.transaction().execute(read);
}

/**
 * selectInPages for rows whose every column JSON carries as the driver reads it: numbers, text, booleans, dates
 * (`YYYY-MM-DD`), nulls; no timestamp (JSON gives it as text, the driver as a Date). On PGlite each row comes as one
 * JSON text (row_to_json), parsed here: PGlite reads a row's columns into JavaScript one by one, and a busy day's
 * 53k statement lines took 2.1 s that way against 0.86 s as JSON. On PostgreSQL the driver's own reading is the faster.
 */
export async function selectJsonInPages<R>(db: Db, query: RawBuilder<R>): Promise<R[]> {
  if (!runsInProcess(db)) return selectInPages(db, query);
  const rows = await selectInPages(db, sql<{ row: string }>`select row_to_json(q)::text as row from (${query}) q`);
  return rows.map((r) => JSON.parse(r.row) as R);
}

/** Rows per UPDATE of a long transaction's write-back on PGlite: a few hundred ms of its time at most. */
export const WRITE_PAGE = 5_000;

/** Items per statement of a long write on `db`: `size` on PGlite, all of them on PostgreSQL. */
export const writePage = (db: Db, size = WRITE_PAGE): number => (runsInProcess(db) ? size : Infinity);

/** The items in consecutive pieces of `size` (none for no items; one for an Infinity): one statement each. */
export function* inPieces<T>(items: readonly T[], size: number): Generator<readonly T[]> {
  for (let i = 0; i < items.length; i += size) yield i === 0 && size >= items.length ? items : items.slice(i, i + size);
}
