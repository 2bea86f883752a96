import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
/** The matcher reads a website's rows by time around the dates an upload touched (modules/reconciliation/repo.ts, loadScope). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('bo_deposit_website_req_idx').on('bo_deposit').columns(['website_code', 'req_at']).execute();
  await db.schema.createIndex('bo_withdraw_website_app_idx').on('bo_withdraw').columns(['website_code', 'app_at']).execute();
  await db.schema.createIndex('statement_line_website_booked_idx').on('statement_line').columns(['website_code', 'direction', 'booked_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['statement_line_website_booked_idx', 'bo_withdraw_website_app_idx', 'bo_deposit_website_req_idx']) {
    await db.schema.dropIndex(index).execute();
  }
}
