import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
export async function up(db: Kysely<any>): Promise<void> {
  // A corporate account of one website (Data Bank). Keyed to the website by its code, as every
  // request names it; a code change follows through, and a website with accounts cannot be removed.
  await db.schema
    .createTable('bank_account')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('website_code', 'text', (c) => c.notNull().references('website.code').onUpdate('cascade').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('DEPO', 'WD')`))
    .addColumn('bank', 'text', (c) => c.notNull().check(sql`bank in ('BCA', 'BRI', 'MANDIRI', 'BNI', 'CIMB', 'OVO', 'DANA', 'LINKAJA', 'GOPAY')`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(trim(name)) > 0`))
    .addColumn('number', 'text', (c) => c.notNull().check(sql`number ~ '^[0-9]+$'`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_edited_at', 'timestamptz')
    .addColumn('last_edited_by', 'integer')
    .addUniqueConstraint('bank_account_website_kind_bank_number_key', ['website_code', 'kind', 'bank', 'number'])
    .execute();
  // Listing a website's accounts in order; the unique key already serves the upload page's lookup.
  await db.schema.createIndex('bank_account_website_idx').on('bank_account').columns(['website_code', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bank_account').execute();
}
