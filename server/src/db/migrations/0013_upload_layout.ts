import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
/**
 * The upload format and layout a statement upload was read as ('bca/klikbca': its parser's variant id), so that an
 * account's days come from one upload and layout only: two layouts write one transfer in different words, two uploads
 * key it in two key spaces, their row keys differ, and the transfer stored twice could back two deposits
 * (uploads/repo.ts otherLayoutOnDates). Uploads stored before it keep null.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('upload').addColumn('layout', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('upload').dropColumn('layout').execute();
}
