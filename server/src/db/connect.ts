import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { copyingPglite, CopyingClient } from './copy.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { SharedPgliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * How many callers wait for another's lock (PostgreSQL: sessions of this database waiting for a lock) or, on PGlite,
   * for another's transaction to end: how busy the database is, and a test's explicit wait for a race to be set up.
   */
  waiting(): Promise<number>;
}

export interface PgliteHandle extends DatabaseHandle {
  /** The whole database as a tar file (the test suite starts each file from a migrated one: openPglite's `from`). */
  dump(): Promise<Blob>;
}

const INT8 = 20;
const DATE = 1082;
// int8 (count(*), sums of integers) as a JS number on both drivers; our ids and counts stay far below 2^53.
const parseInt8 = (v: string) => Number(v);
// A calendar date stays the 'YYYY-MM-DD' text it is: turning it into a JS Date would shift it by the zone.
const keepText = (v: string) => v;

/** Embedded PostgreSQL (PGlite). `dataDir` undefined means in memory; `from`, a dump (DatabaseHandle.dump) to start from. */
export async function openPglite(dataDir?: string, from?: Blob): Promise<PgliteHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One server per folder (data-dir-lock.ts): a second one refuses to start instead of writing over the first's files.
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  // (The options are ignored when the first argument is not a string: name memory explicitly.)
  const pglite = new PGlite(dataDir ? path.resolve(dataDir, 'pgdata') : 'memory://', {
    parsers: { [INT8]: parseInt8, [DATE]: keepText },
    ...(from ? { loadDataDir: from } : {}),
  });
  try {
    await pglite.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  const dialect = new SharedPgliteDialect(copyingPglite(pglite));
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    waiting: async () => dialect.waiting,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      release();
    },
    dump: () => pglite.dumpDataDir('none') as Promise<Blob>,
  };
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    Client: CopyingClient,
    types: {
      getTypeParser: (oid, format) => (oid === INT8 ? parseInt8 : oid === DATE ? keepText : pg.types.getTypeParser(oid, format)),
    },
  });
  // An idle connection dropped by the server (restart, admin kill) must not crash the process;
  // the pool reconnects on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  // Fail at start-up, with the driver's message, rather than on the first request.
  const client = await pool.connect();
  client.release();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const waiting = async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    return rows[0]!.n;
  };
  return { db, kind: 'postgres', close: () => db.destroy(), waiting };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

/** Does the database answer a query (the health check)? Throws when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
