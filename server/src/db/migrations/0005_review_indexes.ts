import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
/**
 * View BO / View Mutasi and their exports read one website and statement date in time order, in batches that
 * continue after the last row's (time, id): these indexes serve that order without sorting the day each batch.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('bo_deposit_view_idx').on('bo_deposit').columns(['website_code', 'statement_date', 'req_at', 'id']).execute();
  await db.schema.createIndex('bo_withdraw_view_idx').on('bo_withdraw').columns(['website_code', 'statement_date', 'app_at', 'id']).execute();
  await db.schema
    .createIndex('statement_line_view_idx')
    .on('statement_line')
    .columns(['website_code', 'statement_date', 'booked_at', 'booked_date', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['statement_line_view_idx', 'bo_withdraw_view_idx', 'bo_deposit_view_idx']) await db.schema.dropIndex(index).execute();
}
