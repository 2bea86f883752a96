// Large writes and reads cut into statements other requests can run between (src/db/copy.ts, src/db/pages.ts), on
// the suite's database (PGlite, and PostgreSQL when DATABASE_URL is set): the same rows as one statement would give.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../../src/db/connect.ts';
import { COPY_SLICE, copyRows, slices } from '../../src/db/copy.ts';
import { inPieces, runsInProcess, selectInPages, selectJsonInPages, writePage } from '../../src/db/pages.ts';
import { openTestDatabase } from '../support/test-db.ts';

let handle: DatabaseHandle;
let db: Db;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());
beforeEach(async () => {
  await sql`drop table if exists t`.execute(db);
  await sql`create table t (id int primary key, v text)`.execute(db);
});

describe('slices', () => {
  it('cuts after every n-th line end and keeps a last piece without one', () => {
    expect(slices('', 2)).toEqual([]);
    expect(slices('a\n', 2)).toEqual(['a\n']);
    expect(slices('a\nb\n', 2)).toEqual(['a\nb\n']);
    expect(slices('a\nb\nc\n', 2)).toEqual(['a\nb\n', 'c\n']);
    expect(slices('a\nb\nc', 2)).toEqual(['a\nb\n', 'c']);
    expect(slices('a\\nb\n', 1)).toEqual(['a\\nb\n']);
  });
});

describe('runsInProcess and writePage', () => {
  it('cut long work into pages on PGlite only, in a transaction too: PostgreSQL answers others meanwhile', async () => {
    const embedded = handle.kind === 'pglite';
    expect(runsInProcess(db)).toBe(embedded);
    expect(await db.transaction().execute(async (trx) => [runsInProcess(trx), writePage(trx, 7)])).toEqual([embedded, embedded ? 7 : Infinity]);
  });

  it('inPieces gives pieces of the size, the last shorter, or all the items in one', () => {
    expect([...inPieces([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
    expect([...inPieces([1, 2, 3], Infinity)]).toEqual([[1, 2, 3]]);
    expect([...inPieces([], Infinity)]).toEqual([]);
    expect([...inPieces([], 2)]).toEqual([]);
  });
});

describe('copyRows', () => {
  it('stores every row of a text longer than a slice, values with escaped tabs and line ends included, in the caller’s transaction', async () => {
    const count = 2 * COPY_SLICE + 3;
    const text = Array.from({ length: count }, (_, i) => `${i + 1}\t${i === 7 ? 'tab\\there\\nnew line' : i % 5 === 0 ? '\\N' : `v${i + 1}`}\n`).join('');
    await expect(
      db.transaction().execute(async (trx) => {
        await copyRows(trx, 't', ['id', 'v'], text);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await sql<{ n: number }>`select count(*)::int as n from t`.execute(db)).rows).toEqual([{ n: 0 }]);
    await copyRows(db, 't', ['id', 'v'], text);
    const { rows } = await sql<{
      n: number;
      nulls: number;
      max: number;
    }>`select count(*)::int as n, count(*) filter (where v is null)::int as nulls, max(id) as max from t`.execute(db);
    expect(rows).toEqual([{ n: count, nulls: Math.ceil(count / 5), max: count }]);
    expect((await sql<{ v: string }>`select v from t where id = 8`.execute(db)).rows).toEqual([{ v: 'tab\there\nnew line' }]);
  });

  it('stores nothing, and sends nothing, for no rows', async () => {
    await copyRows(db, 't', ['id', 'v'], '');
    expect((await sql<{ n: number }>`select count(*)::int as n from t`.execute(db)).rows).toEqual([{ n: 0 }]);
  });
});

describe('selectInPages', () => {
  const query = () => sql<{ id: number; v: string }>`select id, v from t where id > ${2} order by id`;
  beforeEach(async () => {
    await sql`insert into t select g, 'v' || g from generate_series(1, 12) g`.execute(db);
  });

  it('reads the rows one statement would, in its order, page by page, outside a transaction and inside one', async () => {
    const all = (await query().execute(db)).rows;
    expect(all.map((r) => r.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const size of [1, 3, 5, 10, 11]) expect(await selectInPages(db, query(), size)).toEqual(all);
    const inside = await db.transaction().execute(async (trx) => {
      await sql`insert into t values (13, 'v13')`.execute(trx);
      return selectInPages(trx, query(), 4);
    });
    expect(inside.map((r) => r.id)).toEqual([...all.map((r) => r.id), 13]);
  });

  it('reads nothing from an empty result, and passes a failing query’s error on', async () => {
    expect(await selectInPages(db, sql`select id from t where id < 0`, 5)).toEqual([]);
    await expect(selectInPages(db, sql`select id / 0 from t`, 5)).rejects.toThrow('division by zero');
    expect((await sql<{ n: number }>`select count(*)::int as n from t`.execute(db)).rows).toEqual([{ n: 12 }]);
  });
});

describe('selectJsonInPages', () => {
  it('reads numbers, text, booleans, dates, nulls and the text of numerics as the driver does, in order', async () => {
    const query = sql`
      select g as id, 'v "' || g || E'\\n' as v, g % 2 = 0 as even, date '2026-06-27' + g as day, (g * 1.5)::float8 as half,
             (g * 1000.25)::numeric(15, 2)::text as amount, nullif(g, 3) as maybe, null::text as nothing
      from generate_series(1, 5) g order by g desc`;
    const expected = (await query.execute(db)).rows;
    expect(expected[0]).toEqual({ id: 5, v: 'v "5\n', even: false, day: '2026-07-02', half: 7.5, amount: '5001.25', maybe: 5, nothing: null });
    expect(await selectJsonInPages(db, query)).toEqual(expected);
    expect(await selectJsonInPages(db, sql`select 1 as one where false`)).toEqual([]);
  });
});
