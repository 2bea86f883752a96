import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
/**
 * The View BO / View Mutasi search finds a row of the statement date by a whole ticket or reference pasted into the
 * box, any case (review/view-filter.ts): an index on (statement_date, lower(column)) of each such column answers it
 * with one lookup per column, instead of lower() of every column on every row of the day.
 */
const INDEXES: readonly (readonly [name: string, table: string, column: string])[] = [
  ['bo_deposit_ticket_search_idx', 'bo_deposit', 'ticket_no'],
  ['bo_deposit_bo_ref_search_idx', 'bo_deposit', 'bo_ref'],
  ['bo_deposit_player_ref_search_idx', 'bo_deposit', 'player_ref'],
  ['bo_deposit_player_own_ref_search_idx', 'bo_deposit', 'player_own_ref'],
  ['bo_withdraw_ticket_search_idx', 'bo_withdraw', 'ticket_no'],
  ['bo_withdraw_ref_code_search_idx', 'bo_withdraw', 'ref_code'],
  ['bo_withdraw_own_ref_code_search_idx', 'bo_withdraw', 'own_ref_code'],
  ['statement_line_reference_search_idx', 'statement_line', 'reference'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, column] of INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns(['statement_date', sql`lower(${sql.ref(column)})`])
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...INDEXES].reverse()) await db.schema.dropIndex(name).execute();
}
