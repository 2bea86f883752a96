// PGlite's missing autovacuum done by the app (src/db/upkeep.ts), on the suite's database (PGlite, and PostgreSQL
// when DATABASE_URL is set, where PostgreSQL's own autovacuum does it and the app does nothing).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../../src/db/connect.ts';
import { changedRows, UPKEEP_AFTER_ROWS, upkeepNow, upkeepPending, upkeepSoon, upkeepStopped } from '../../src/db/upkeep.ts';
import { openTestDatabase } from '../support/test-db.ts';

let handle: DatabaseHandle;
let db: Db;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await upkeepStopped(db);
  await handle.close();
});

const TABLES = ['activity', 'bo_deposit', 'bo_withdraw', 'match_refusal', 'statement_line', 'upload', 'upload_file'];

/** The tables vacuumed and analyzed so far, by name. */
async function keptUp(): Promise<string[]> {
  const { rows } = await sql<{ relname: string }>`
    select relname from pg_stat_user_tables
    where relname = any(${TABLES}::text[]) and last_vacuum is not null and last_analyze is not null order by relname`.execute(db);
  return rows.map((r) => r.relname);
}

describe('upkeep', () => {
  it('vacuums and analyzes every table that grows on PGlite, a while after it is asked for; nothing on PostgreSQL', async () => {
    const embedded = handle.kind === 'pglite';
    expect(await keptUp()).toEqual([]);
    upkeepSoon(db);
    expect(upkeepPending(db)).toBe(embedded);
    // Asked for again meanwhile: still one upkeep, done now instead of waiting.
    upkeepSoon(db);
    await upkeepNow(db);
    expect(upkeepPending(db)).toBe(false);
    expect(await keptUp()).toEqual(embedded ? TABLES : []);
  });

  it("asks for an upkeep once checkers' writes have changed UPKEEP_AFTER_ROWS rows since the last, on PGlite", async () => {
    const embedded = handle.kind === 'pglite';
    changedRows(db, UPKEEP_AFTER_ROWS - 1);
    expect(upkeepPending(db)).toBe(false);
    changedRows(db, 1);
    expect(upkeepPending(db)).toBe(embedded);
    // An upkeep starts the count again.
    await upkeepNow(db);
    changedRows(db, UPKEEP_AFTER_ROWS - 1);
    expect(upkeepPending(db)).toBe(false);
    await upkeepNow(db);
  });

  it('does nothing once stopped (a database closing)', async () => {
    await upkeepStopped(db);
    upkeepSoon(db);
    expect(upkeepPending(db)).toBe(false);
    await upkeepNow(db);
  });
});
