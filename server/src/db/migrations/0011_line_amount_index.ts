import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
/**
 * A page's suggestions read a website's lines of some amounts around a date (modules/reconciliation/repo.ts
 * loadScope, by the line's gross when it has one): with this index, the lines of those amounts only, instead of every
 * line of the five days (100k on a busy website) tried against the amounts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index statement_line_website_amount_idx on statement_line (website_code, direction, (coalesce(gross_amount, amount)), booked_date)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('statement_line_website_amount_idx').execute();
}
