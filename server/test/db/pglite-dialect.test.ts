// The PGlite dialect that lets other requests' reads run inside a long transaction (src/db/pglite-dialect.ts).
// Each case holds a transaction open at a point of its own choosing (a promise the test resolves), so what runs
// meanwhile, and what waits, is seen without timing anything. Before this dialect every read waited for the
// transaction to end: the first case then never finishes (test timeout).
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../src/db/connect.ts';
import { isPlainRead } from '../../src/db/pglite-dialect.ts';

let handle: DatabaseHandle;
let db: Kysely<unknown>;

beforeAll(async () => {
  handle = await openPglite();
  db = handle.db as unknown as Kysely<unknown>;
});
afterAll(() => handle.close());
beforeEach(async () => {
  await sql`drop table if exists t`.execute(db);
  await sql`create table t (id int primary key, v text not null)`.execute(db);
});

const ids = async () => (await sql<{ id: number }>`select id from t order by id`.execute(db)).rows.map((r) => r.id);

/** A promise and what settles it. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** A transaction that inserts `first`, waits for `hold`, then inserts `then`; `inside` settles once `first` is in. */
function heldTransaction(first: number, then: number) {
  const inside = gate(),
    hold = gate();
  const done = db.transaction().execute(async (trx) => {
    await sql`insert into t values (${first}, 'x')`.execute(trx);
    inside.open();
    await hold.promise;
    await sql`insert into t values (${then}, 'x')`.execute(trx);
  });
  return { inside: inside.promise, release: hold.open, done };
}

describe('a transaction held open on PGlite', () => {
  it('answers other callers’ reads meanwhile, showing what it wrote so far; its last rows come with its commit', async () => {
    const tx = heldTransaction(1, 2);
    await tx.inside;
    expect(await ids()).toEqual([1]);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    tx.release();
    await tx.done;
    expect(await ids()).toEqual([1, 2]);
  });

  it('makes writes and other transactions wait for its end, then runs them in order', async () => {
    const tx = heldTransaction(1, 2);
    await tx.inside;
    const order: string[] = [];
    const write = sql`insert into t values (3, 'x')`.execute(db).then(() => order.push('write'));
    const other = db.transaction().execute(async (trx) => {
      await sql`insert into t values (4, 'x')`.execute(trx);
      order.push('other transaction');
    });
    // A read asked after them answers before them: they wait for the held transaction, it does not.
    expect(await ids()).toEqual([1]);
    order.push('read');
    tx.release();
    await Promise.all([tx.done, write, other]);
    expect(order).toEqual(['read', 'write', 'other transaction']);
    expect(await ids()).toEqual([1, 2, 3, 4]);
  });

  it('gives a failing read its error and goes on unharmed', async () => {
    const tx = heldTransaction(1, 2);
    await tx.inside;
    await expect(sql`select 1 / (select count(*) - 1 from t) as x`.execute(db)).rejects.toThrow('division by zero');
    tx.release();
    await tx.done;
    expect(await ids()).toEqual([1, 2]);
  });

  it('rolls back on a failed statement, and then everyone goes on', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await sql`insert into t values (1, 'x')`.execute(trx);
      await sql`insert into t values (1, 'again')`.execute(trx);
    });
    await expect(failing).rejects.toThrow('duplicate key');
    expect(await ids()).toEqual([]);
    await sql`insert into t values (5, 'x')`.execute(db);
    expect(await ids()).toEqual([5]);
  });

  it('keeps reads inside a transaction of their own caller in that transaction', async () => {
    const seen = await db.transaction().execute(async (trx) => {
      await sql`insert into t values (7, 'x')`.execute(trx);
      return (await sql<{ id: number }>`select id from t`.execute(trx)).rows;
    });
    expect(seen).toEqual([{ id: 7 }]);
  });
});

describe('isPlainRead', () => {
  const q = (d: Kysely<unknown>) => d as unknown as Kysely<{ t: { id: number; v: string } }>;
  it('takes SELECTs that lock and change nothing', () => {
    expect(isPlainRead(q(db).selectFrom('t').selectAll().compile())).toBe(true);
    expect(isPlainRead(sql`select 1`.compile(db))).toBe(true);
    expect(isPlainRead(sql`  SELECT id from t`.compile(db))).toBe(true);
  });
  it('refuses writes, row locks, advisory locks, sequences and statements of other kinds', () => {
    expect(isPlainRead(q(db).selectFrom('t').selectAll().forUpdate().compile())).toBe(false);
    expect(isPlainRead(q(db).insertInto('t').values({ id: 1, v: 'x' }).compile())).toBe(false);
    expect(isPlainRead(q(db).updateTable('t').set({ v: 'y' }).compile())).toBe(false);
    expect(isPlainRead(sql`select pg_advisory_xact_lock(1)`.compile(db))).toBe(false);
    expect(isPlainRead(sql`select nextval('s')`.compile(db))).toBe(false);
    expect(isPlainRead(sql`select * from t for share`.compile(db))).toBe(false);
    expect(isPlainRead(sql`with gone as (delete from t returning id) select id from gone`.compile(db))).toBe(false);
    expect(isPlainRead(sql`fetch 10 from c`.compile(db))).toBe(false);
  });
});
