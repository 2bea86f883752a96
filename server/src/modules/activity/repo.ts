/** The activity log's SQL (record.ts is the module's face: every other module records through it). */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertActivity(trx: Kysely<Database>, row: Insertable<Database['activity']>): Promise<void> {
  await trx.insertInto('activity').values(row).execute();
}

/** A website's entry count and latest id. */
export function activityExtent(db: Kysely<Database>, websiteCode: string) {
  return db
    .selectFrom('activity')
    .select((eb) => [eb.fn.countAll<number>().as('entries'), eb.fn.max('id').as('latest')])
    .where('website_code', '=', websiteCode)
    .executeTakeFirstOrThrow();
}
