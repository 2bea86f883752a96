import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
/**
 * An uploaded file's bytes compressed with lz4 where the database has it (PostgreSQL built with lz4, as Debian's is;
 * PGlite has pglz only and keeps it). A 10 MB statement's bytes are kept in about 0.2 s instead of 0.3-0.4 s, for
 * 3.2 MB stored instead of 3.0 MB; they are kept while the worker reads the file, and the database's time is what
 * the upload's COPYs wait for (README, "Operations"). Files kept before stay as they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ lz4: boolean }>`
    select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(db);
  if (rows[0]?.lz4) await sql`alter table upload_file alter column content set compression lz4`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table upload_file alter column content set compression default`.execute(db);
}
