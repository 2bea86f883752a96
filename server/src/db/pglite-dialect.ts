/**
 * Kysely on PGlite for a server that keeps answering while a long transaction runs (docs/design.md section 3,
 * "Embedded database and long writes").
 *
 * PGlite is one PostgreSQL session in this process: Kysely's own PGlite dialect hands it to one caller at a time,
 * so while an upload's transaction stores 100k lines and runs the matcher, every other request (a View BO page, the
 * health check) waited 10-20 s. Here a transaction holds the session too, but between two of its statements a plain
 * read of another request (a SELECT that locks nothing) runs inside it, in a savepoint released right after. Writes
 * of others, and other transactions, still wait for it to end, as before.
 *
 * What such a read sees: the committed data and what the open transaction wrote so far (the lines of an upload as
 * they go in, Pending until its matcher run writes its decisions). It changes nothing, and a read that fails is
 * rolled back to its savepoint: the transaction goes on unharmed. A long transaction keeps each statement short
 * (uploads/repo.ts stores lines in slices) so that reads get turns. On PostgreSQL (connect.ts openPostgres) readers
 * see committed data only, as every PostgreSQL session does.
 */
import { CompiledQuery, PGliteAdapter, PGliteDialect, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings } from 'kysely';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Runs what it is given one at a time, in the order given. */
class Turns {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.last.then(work);
    this.last = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

/** A SELECT that locks nothing and calls nothing that changes state: it may run inside another's transaction. */
export function isPlainRead(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  if (kind !== 'SelectQueryNode' && !(kind === 'RawNode' && /^\s*select\b/i.test(query.sql))) return false;
  return !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b|\bpg_advisory|\bnextval\s*\(|\bsetval\s*\(|\bset_config\s*\(|\bpg_sleep/i.test(query.sql);
}

type Queryable = Pick<PGlite | Transaction, 'query'>;

async function run<R>(target: Queryable, query: CompiledQuery): Promise<QueryResult<R>> {
  const { affectedRows, rows } = await target.query<R>(query.sql, query.parameters as unknown[], { rowMode: 'object' });
  return { numAffectedRows: affectedRows === undefined ? undefined : BigInt(affectedRows), rows: rows ?? [] };
}

const WAIT = Symbol('wait for the transaction');

class SharedPgliteDriver implements Driver {
  /** The transaction open on the session (one at most: PGlite runs them one after the other). */
  open: Transaction | null = null;
  /** The open transaction's statements and the reads run inside it take turns. */
  readonly turns = new Turns();
  /** Callers waiting for the open transaction to end (DatabaseHandle.waiting). */
  waiting = 0;

  constructor(readonly pglite: PGlite) {}

  async init(): Promise<void> {
    if (!this.pglite.ready) await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (settings.isolationLevel || settings.accessMode) throw new Error('PGlite: transaction settings are not supported');
    await (connection as Session).begin();
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as Session).end(true);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as Session).end(false);
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quote(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quote(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quote(name)}`));
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }

  /** A statement of a caller outside any transaction. */
  async outside<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.open !== null && isPlainRead(query)) {
      const result = await this.turns.run(() => (this.open === null ? Promise.resolve(WAIT) : readInside<R>(this.open, query)));
      if (result !== WAIT) return result;
    }
    // PGlite itself runs it once no transaction holds the session.
    return this.open === null ? run<R>(this.pglite, query) : this.waitingFor(() => run<R>(this.pglite, query));
  }

  /** What `work` waits for, counted in `waiting` meanwhile. */
  async waitingFor<T>(work: () => Promise<T>): Promise<T> {
    this.waiting++;
    try {
      return await work();
    } finally {
      this.waiting--;
    }
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A read run inside the open transaction, in a savepoint; WAIT when the transaction takes no more statements (it failed). */
async function readInside<R>(tx: Transaction, query: CompiledQuery): Promise<QueryResult<R> | typeof WAIT> {
  try {
    await tx.query('savepoint shared_read');
  } catch {
    return WAIT;
  }
  try {
    const result = await run<R>(tx, query);
    await tx.query('release savepoint shared_read');
    return result;
  } catch (error) {
    await tx.query('rollback to savepoint shared_read');
    await tx.query('release savepoint shared_read');
    throw error;
  }
}

/** What Kysely calls a connection: a caller's turn on the one session, in a transaction (begin ... end) or not. */
class Session implements DatabaseConnection {
  private tx: Transaction | null = null;
  private finish: ((commit: boolean) => void) | null = null;
  private done: Promise<void> | null = null;

  constructor(private readonly driver: SharedPgliteDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const tx = this.tx;
    if (tx === null) return this.driver.outside<R>(query);
    // PGlite's work is synchronous and its queue runs on promises: statement after statement, a transaction would
    // never let the event loop read another request. One turn of it first, then the reads that came take theirs.
    await new Promise(setImmediate);
    return this.driver.turns.run(() => run<R>(tx, query));
  }

  streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  /** Opens a transaction once PGlite has none open (its `transaction` waits for the one before). */
  async begin(): Promise<void> {
    let started!: () => void;
    const begun = new Promise<void>((resolve) => (started = resolve));
    const outcome = new Promise<boolean>((resolve) => (this.finish = resolve));
    this.done = this.driver.pglite.transaction(async (tx) => {
      this.tx = tx;
      this.driver.open = tx;
      started();
      if (!(await outcome)) await tx.rollback();
    });
    // A BEGIN that fails ends `done` before `begun`.
    const opened = Promise.race([begun, this.done]);
    await (this.driver.open === null ? opened : this.driver.waitingFor(() => opened));
  }

  /** Commits (true) or rolls back, once no read runs inside; PGlite's COMMIT error (a failed transaction) is thrown. */
  async end(commit: boolean): Promise<void> {
    const done = this.done;
    await this.driver.turns
      .run(async () => {
        this.finish?.(commit);
        try {
          await done;
        } finally {
          this.driver.open = null;
          this.tx = this.finish = this.done = null;
        }
      })
      .catch((error: unknown) => {
        if (commit) throw error;
      });
  }
}

/** Kysely's PGlite dialect, its session shared as above. */
export class SharedPgliteDialect extends PGliteDialect {
  private readonly driver: SharedPgliteDriver;

  constructor(pglite: PGlite) {
    super({ pglite });
    this.driver = new SharedPgliteDriver(pglite);
  }

  override createAdapter(): PGliteAdapter {
    return new SharedPgliteAdapter();
  }

  override createDriver(): Driver {
    return this.driver;
  }

  /** How many callers wait for a transaction to end. */
  get waiting(): number {
    return this.driver.waiting;
  }
}

class SharedPgliteAdapter extends PGliteAdapter {
  // Kysely then asks the driver for a connection per query or transaction; the driver decides who waits.
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}
