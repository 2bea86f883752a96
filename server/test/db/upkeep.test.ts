// PGlite's missing autovacuum done by the app (src/db/upkeep.ts), on the suite's database (PGlite, and PostgreSQL
// when DATABASE_URL is set, where PostgreSQL's own autovacuum does it and the app only analyzes a table after big uploads).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../../src/db/connect.ts';
import { ANALYZE_AFTER_ROWS, changedRows, UPKEEP_AFTER_ROWS, upkeepNow, upkeepPending, upkeepSoon, upkeepStopped } from '../../src/db/upkeep.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { openTestDatabase } from '../support/test-db.ts';

let handle: DatabaseHandle;
let db: Db;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  await migrateToLatest(db);
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

  it('analyzes a table on PostgreSQL once uploads have added ANALYZE_AFTER_ROWS rows to it, and no other; on PGlite every table, as always', async () => {
    const embedded = handle.kind === 'pglite';
    // reltuples is -1 until a table is first analyzed or vacuumed, set at once (pg_stat_user_tables lags on PostgreSQL).
    const analyzed = async () =>
      (
        await sql<{ relname: string }>`
          select relname::text from pg_class where relname = any(${TABLES}::text[]) and relkind = 'r' and reltuples >= 0 order by relname`.execute(db)
      ).rows.map((r) => r.relname);
    const before = await analyzed();
    upkeepSoon(db, { table: 'statement_line', rows: ANALYZE_AFTER_ROWS - 1 });
    upkeepSoon(db, { table: 'bo_deposit', rows: ANALYZE_AFTER_ROWS - 1 });
    expect(upkeepPending(db)).toBe(embedded);
    if (!embedded) {
      await upkeepNow(db);
      expect(await analyzed()).toEqual(before);
    }
    upkeepSoon(db, { table: 'statement_line', rows: 1 });
    expect(upkeepPending(db)).toBe(true);
    await upkeepNow(db);
    expect(upkeepPending(db)).toBe(false);
    expect(await analyzed()).toEqual(embedded ? TABLES : ['statement_line']);
    // The count starts again: the other table's rows still wait for theirs.
    upkeepSoon(db, { table: 'statement_line', rows: ANALYZE_AFTER_ROWS - 1 });
    expect(upkeepPending(db)).toBe(embedded);
    upkeepSoon(db, { table: 'bo_deposit', rows: 1 });
    expect(upkeepPending(db)).toBe(true);
    await upkeepNow(db);
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
