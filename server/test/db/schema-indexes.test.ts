// The schema's links that a delete follows row by row are read by an index (migrations/0012_upload_row_indexes.ts): on
// the suite's database (PGlite, and PostgreSQL when DATABASE_URL is set), as migrated.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { openTestDatabase } from '../support/test-db.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await migrateToLatest(handle.db);
});
afterAll(() => handle.close());

/** Does an index of `table` start with exactly these columns (in any order)? */
async function indexLeadsWith(table: string, columns: readonly string[]): Promise<boolean> {
  const { rows } = await sql<{ leading: string[] }>`
    select array(select a.attname::text from unnest((i.indkey::int2[])[0:${columns.length - 1}]) k(attnum)
                 join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum) as leading
    from pg_index i where i.indrelid = ${table}::regclass`.execute(handle.db);
  return rows.some((r) => r.leading.length === columns.length && columns.every((c) => r.leading.includes(c)));
}

describe('links a delete follows', () => {
  it('every foreign key whose delete cascades or sets null is read by an index of its columns', async () => {
    // Deleting a referenced row looks up its referencing rows once per row deleted: without an index, a scan of the
    // whole table each time (an upload removed from a database of 1.2M statement lines took 0.3 s per scan).
    const { rows } = await sql<{ table: string; columns: string[] }>`
      select c.conrelid::regclass::text as table,
             array(select a.attname::text from unnest(c.conkey) k(attnum) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.confdeltype in ('c', 'n', 'd')
      order by 1, 2`.execute(handle.db);
    expect(rows.length).toBeGreaterThan(0);
    const unindexed: string[] = [];
    for (const fk of rows) if (!(await indexLeadsWith(fk.table, fk.columns))) unindexed.push(`${fk.table} (${fk.columns.join(', ')})`);
    expect(unindexed).toEqual([]);
  });

  it("a statement line's upload, kept by triggers rather than a foreign key (0010), is read by an index", async () => {
    // Removing an upload deletes its lines by upload (the trigger, and Delete BO / Mutasi), and an upload record goes
    // only once no line names it (cleanup/repo.ts removeEmptyUploads).
    expect(await indexLeadsWith('statement_line', ['upload_id'])).toBe(true);
    // The check tells an index from none: nothing reads lines by their note.
    expect(await indexLeadsWith('statement_line', ['note'])).toBe(false);
  });
});
