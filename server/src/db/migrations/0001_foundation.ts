import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('website')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`code ~ '^[A-Z0-9]+$'`),
    )
    .addColumn('panel', 'text', (c) => c.notNull().check(sql`panel in ('NEXUS', 'LUXE')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_edited_at', 'timestamptz')
    .addColumn('last_edited_by', 'integer')
    .execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('ADMIN', 'CHECKER', 'CS')`))
    .addColumn('website_id', 'integer', (c) => c.references('website.id').onDelete('restrict'))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_edited_at', 'timestamptz')
    .addColumn('last_edited_by', 'integer')
    .addCheckConstraint('account_role_website', sql`(role = 'ADMIN') = (website_id is null)`)
    .execute();
  // Usernames are unique whatever their case: "Budi" and "budi" are one person to a human.
  await db.schema
    .createIndex('account_name_lower_key')
    .on('account')
    .unique()
    .expression(sql`lower(name)`)
    .execute();
  await db.schema.createIndex('account_website_idx').on('account').column('website_id').execute();

  // A signed-in browser. The cookie's token names a row here; deleting the row ends that session at once.
  await db.schema
    .createTable('session')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_account_idx').on('session').column('account_id').execute();

  await db.schema
    .createTable('whitelist_ip')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('ip', 'text', (c) => c.notNull().unique())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_edited_at', 'timestamptz')
    .addColumn('last_edited_by', 'integer')
    .execute();

  await db.schema
    .createTable('activity')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('website_code', 'text')
    .addColumn('account_id', 'integer')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('activity', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('activity_created_idx').on('activity').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('activity_website_created_idx').on('activity').columns(['website_code', 'created_at desc', 'id desc']).execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failure_ip_idx').on('login_failure').columns(['ip', 'at']).execute();
  await db.schema.createIndex('login_failure_username_idx').on('login_failure').columns(['username', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['login_failure', 'activity', 'whitelist_ip', 'session', 'account', 'website']) {
    await db.schema.dropTable(table).execute();
  }
}
