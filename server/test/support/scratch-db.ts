import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withAdminClient } from './test-db.ts';

/**
 * A fresh, empty PostgreSQL database on the server DATABASE_URL names, for tests that start their own server
 * processes on it; `client` is the test's own connection to it (to look at rows and at pg_stat_activity).
 */
export interface ScratchDatabase {
  name: string;
  url: string;
  client: pg.Client;
  /** Closes the client and drops the database, ending any session still on it. */
  drop(): Promise<void>;
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('a scratch database needs DATABASE_URL');
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`bad database name prefix: ${prefix}`);
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  let dropped = false;
  return {
    name,
    url: url.toString(),
    client,
    async drop() {
      if (dropped) return;
      dropped = true;
      await client.end().catch(() => undefined);
      await withAdminClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
