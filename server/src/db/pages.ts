/**
 * A large result read a page at a time through a cursor, in the caller's transaction (or one of its own). On PGlite a
 * statement holds the one session and the event loop until its last row is read into JavaScript (about 3 s for a
 * busy day's 100k statement lines here): pages let other requests' reads run between them (pglite-dialect.ts). On
 * PostgreSQL a page costs a round trip, and the rows are the same, in the same order.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from './connect.ts';

/** Rows per FETCH: about 100 ms of PGlite's time for wide rows such as statement lines. */
export const READ_PAGE = 2_000;

let cursors = 0;

export async function selectInPages<R>(db: Db, query: RawBuilder<R>, pageSize = READ_PAGE): Promise<R[]> {
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

/** Rows per UPDATE of a long transaction's write-back: a few hundred ms of PGlite's time at most. */
export const WRITE_PAGE = 5_000;

/** The items in consecutive pieces of `size` (none for no items): one statement each. */
export function* inPieces<T>(items: readonly T[], size = WRITE_PAGE): Generator<readonly T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
