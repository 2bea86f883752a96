import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/connect.ts';

/**
 * A fresh database for one test file: in-memory PGlite, started from the run's migrated snapshot when there is one
 * (snapshot-setup.ts), or (TEST_DB=postgres) a new database on the server named by DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const snapshot = inject('pgliteSnapshot');
    return openPglite(undefined, snapshot ? new Blob([readFileSync(snapshot)]) : undefined);
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `ac_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Runs `fn` on a short-lived connection to the server's maintenance database (create and drop databases there). */
export async function withAdminClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
