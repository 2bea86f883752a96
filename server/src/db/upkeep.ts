/**
 * The upkeep PostgreSQL does by itself and PGlite does not. PGlite is PostgreSQL in this process without its
 * background workers: autovacuum never runs (`last_autovacuum` stays empty) and no statistics are collected. Dead
 * row versions (an upload rolled back, rows deleted, the row updated by each approval and each matcher run) stay in
 * the tables and their indexes, and every later write pays for them: after 100k statement lines were written and
 * rolled back, a 100k-line upload took 9.8 s instead of 6.6 s, and a VACUUM of 83 ms made the difference
 * (bench/ingest.bench.ts). The planner's statistics are never gathered either.
 *
 * So on PGlite, a little after the writes that leave most dead rows (an upload, stored or rolled back; a Delete BO /
 * Mutasi; every 2,000 rows approved, reverted or removed by checkers), and at the start before the server listens
 * (main.ts), the tables that grow are vacuumed and analyzed, one table a statement. Done this often, each takes
 * milliseconds to a few hundred (about 0.2 s for all of them after a 100k-line upload: the visibility map lets VACUUM
 * skip the pages nothing changed, ANALYZE reads a sample), during which PGlite answers nothing else.
 *
 * On PostgreSQL its own autovacuum does this, but late for a bulk load: it looks at a table once a minute at most, and
 * a server may run with it off. Until then the planner reads the table as it was: after a 100k-line upload into a
 * table it had seen with 2,000 lines, a row's suggestions read every line of five days (51k) through the date index
 * instead of the 10k of its amount through the amount index. So, as PostgreSQL's manual advises after loading data,
 * a table that uploads have added ANALYZE_AFTER_ROWS rows to since its last upkeep is analyzed (not vacuumed: an
 * insert leaves nothing dead) UPKEEP_AFTER_MS after the upload, as on PGlite; about 0.4 s of the database's time for
 * 100k lines, and none of this process's.
 */
import { sql } from 'kysely';
import type { Db } from './connect.ts';
import { runsInProcess } from './pages.ts';
import { perDatabase } from './per-database.ts';

/** The tables that grow with uploads or lose rows, in the order they are done. */
const TABLES = ['statement_line', 'bo_deposit', 'bo_withdraw', 'match_refusal', 'upload', 'upload_file', 'activity'] as const;
/** A table an upload writes its rows to. */
export type UploadTable = 'statement_line' | 'bo_deposit' | 'bo_withdraw';
/** Rows uploads add to a table on PostgreSQL, since its last upkeep, past which the upkeep analyzes it. */
export const ANALYZE_AFTER_ROWS = 10_000;
/** How long after the last write that asked for it the upkeep runs: uploads one after another get one upkeep after the last. */
export const UPKEEP_AFTER_MS = 2_000;
/** Rows changed by a checker's writes (approvals, reverts, removals) that ask for an upkeep, for a day without uploads. */
export const UPKEEP_AFTER_ROWS = 2_000;

interface Upkeep {
  timer: NodeJS.Timeout | null;
  /** The upkeep running now, if any (it never fails: see upkeepNow). */
  running: Promise<void> | null;
  stopped: boolean;
  /** Rows changed by checkers' writes since the last upkeep started (changedRows). */
  changed: number;
  /** Rows uploads added since the last upkeep started, by table (PostgreSQL: what it analyzes). */
  added: Map<string, number>;
}
const upkeepOf = perDatabase((): Upkeep => ({ timer: null, running: null, stopped: false, changed: 0, added: new Map() }));

/**
 * Writes that leave dead rows have happened (`added`: an upload that added rows to a table): on PGlite, the upkeep
 * runs UPKEEP_AFTER_MS from now (from the last call, when several come); on PostgreSQL, only once uploads have added
 * ANALYZE_AFTER_ROWS rows to a table.
 */
export function upkeepSoon(db: Db, added?: { table: UploadTable; rows: number }): void {
  const upkeep = upkeepOf(db);
  if (upkeep.stopped) return;
  if (!runsInProcess(db)) {
    if (added === undefined || added.rows === 0) return;
    const rows = (upkeep.added.get(added.table) ?? 0) + added.rows;
    upkeep.added.set(added.table, rows);
    if (rows < ANALYZE_AFTER_ROWS) return;
  }
  if (upkeep.timer) clearTimeout(upkeep.timer);
  upkeep.timer = setTimeout(() => {
    upkeep.timer = null;
    void upkeepNow(db);
  }, UPKEEP_AFTER_MS);
  // A pending upkeep does not keep the process alive: a stopped server has nothing to keep up.
  upkeep.timer.unref();
}

/**
 * A checker's write changed `count` rows (each update leaves a dead row): every UPKEEP_AFTER_ROWS of them an upkeep
 * is asked for, so that a day of approvals without an upload is kept up too. Nothing on PostgreSQL.
 */
export function changedRows(db: Db, count: number): void {
  if (!runsInProcess(db)) return;
  const upkeep = upkeepOf(db);
  upkeep.changed += count;
  if (upkeep.changed >= UPKEEP_AFTER_ROWS) upkeepSoon(db);
}

/** Rows checkers' writes changed since the last upkeep started (for tests: the writes that should count them did). */
export const upkeepChanged = (db: Db): number => upkeepOf(db).changed;

/** Rows uploads added since the last upkeep, by table, on PostgreSQL (for tests: an upload counted its own). */
export const upkeepAdded = (db: Db): Record<string, number> => Object.fromEntries(upkeepOf(db).added);

/** Is an upkeep waiting for its time? (For tests: the writes that should ask for one did.) */
export const upkeepPending = (db: Db): boolean => upkeepOf(db).timer !== null;

/**
 * Does the upkeep now, after an upkeep already running, instead of one waiting for its time: on PGlite, vacuums and
 * analyzes every table; on PostgreSQL, analyzes those uploads added ANALYZE_AFTER_ROWS rows to. A table that fails
 * (the database closing) ends this upkeep quietly: it is redone after the next write.
 */
export function upkeepNow(db: Db): Promise<void> {
  const upkeep = upkeepOf(db);
  const embedded = runsInProcess(db);
  const tables = embedded ? TABLES : TABLES.filter((table) => (upkeep.added.get(table) ?? 0) >= ANALYZE_AFTER_ROWS);
  if (upkeep.stopped || tables.length === 0) return upkeep.running ?? Promise.resolve();
  if (upkeep.timer) clearTimeout(upkeep.timer);
  upkeep.timer = null;
  upkeep.changed = 0;
  for (const table of tables) upkeep.added.delete(table);
  const run = (upkeep.running ?? Promise.resolve()).then(async () => {
    for (const table of tables) {
      if (upkeep.stopped) return;
      try {
        await (embedded ? sql`vacuum (analyze) ${sql.table(table)}` : sql`analyze ${sql.table(table)}`).execute(db);
      } catch {
        return;
      }
    }
  });
  upkeep.running = run;
  void run.then(() => upkeep.running === run && (upkeep.running = null));
  return run;
}

/** Stops the upkeep of a database that is closing, and waits for the table being done (shutdown, a test's end). */
export async function upkeepStopped(db: Db): Promise<void> {
  const upkeep = upkeepOf(db);
  upkeep.stopped = true;
  if (upkeep.timer) clearTimeout(upkeep.timer);
  upkeep.timer = null;
  await upkeep.running;
}
