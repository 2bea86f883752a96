import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
/**
 * The links a delete follows row by row, read by an index instead of a scan of the whole table each time:
 * - the rows of an upload (bo_deposit, bo_withdraw: foreign keys that cascade; statement_line: kept by 0010's
 *   triggers): Delete BO / Mutasi deletes an upload's lines by upload, the upload record goes once no row names it
 *   (modules/cleanup/repo.ts), and deleting it looks its rows up. On PostgreSQL with 1.2M statement lines, removing
 *   one upload of 2,000 lines took 0.8 s in three scans, 0.08 s with these;
 * - match_refusal.line_id (set null when its line goes): looked up once per statement line deleted, so a 100k-line
 *   upload removed scanned the refusals 100k times.
 */
const INDEXES: readonly (readonly [name: string, table: string, column: string])[] = [
  ['statement_line_upload_idx', 'statement_line', 'upload_id'],
  ['bo_deposit_upload_idx', 'bo_deposit', 'upload_id'],
  ['bo_withdraw_upload_idx', 'bo_withdraw', 'upload_id'],
  ['match_refusal_line_idx', 'match_refusal', 'line_id'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, column] of INDEXES) await db.schema.createIndex(name).on(table).column(column).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
