/** The activity log's SQL (record.ts is the module's face: every other module records through it). */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { websitesSharingAccounts } from '../reconciliation/sql/held-elsewhere.ts';

export async function insertActivity(trx: Kysely<Database>, row: Insertable<Database['activity']>): Promise<void> {
  await trx.insertInto('activity').values(row).execute();
}

/**
 * The entry count and latest id of a website and of the websites sharing an account with it: a run of one reads who
 * holds the same transfer on the others (reconciliation/same-transfer.ts).
 */
export function activityExtent(db: Kysely<Database>, websiteCode: string) {
  return db
    .selectFrom('activity')
    .select((eb) => [eb.fn.countAll<number>().as('entries'), eb.fn.max('id').as('latest')])
    .where((eb) => eb.or([eb('website_code', '=', websiteCode), eb('website_code', 'in', sql<string>`(${websitesSharingAccounts([websiteCode])})`)]))
    .executeTakeFirstOrThrow();
}
