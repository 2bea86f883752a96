import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
export async function up(db: Kysely<any>): Promise<void> {
  // The original bytes of every uploaded file, once per content, so an upload can be downloaded again.
  await db.schema
    .createTable('upload_file')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Every upload, successful ones only (a refused file stores nothing): who, when, what, and its counts.
  await db.schema
    .createTable('upload')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('BO_DEPOSIT', 'BO_WITHDRAW', 'STATEMENT')`))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('jenis', 'text', (c) => c.check(sql`jenis in ('DEPO', 'WD')`))
    .addColumn('website_code', 'text', (c) => c.notNull().references('website.code').onUpdate('cascade').onDelete('restrict'))
    .addColumn('bank_account_id', 'integer', (c) => c.references('bank_account.id').onDelete('restrict'))
    .addColumn('statement_date', 'date', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull().references('upload_file.sha256'))
    .addColumn('rows_read', 'integer', (c) => c.notNull())
    .addColumn('rows_added', 'integer', (c) => c.notNull())
    .addColumn('rows_duplicate', 'integer', (c) => c.notNull())
    .addColumn('rows_matched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer')
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('upload_website_date_idx').on('upload').columns(['website_code', 'statement_date']).execute();

  const approval = (t: any) =>
    t
      .addColumn('approved', 'boolean', (c: any) => c.notNull().defaultTo(false))
      .addColumn('note', 'text')
      .addColumn('approved_amount', sql`numeric(18,2)`)
      .addColumn('approved_by', 'integer')
      .addColumn('approved_by_name', 'text')
      .addColumn('approved_at', 'timestamptz')
      .addColumn('match_rule', 'text')
      .addColumn('deleted_at', 'timestamptz')
      .addColumn('deleted_by', 'integer');

  const money = sql`numeric(18,2)`;
  await approval(
    db.schema
      .createTable('bo_deposit')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('upload_id', 'integer', (c) => c.notNull().references('upload.id').onDelete('cascade'))
      .addColumn('website_code', 'text', (c) => c.notNull().references('website.code').onUpdate('cascade').onDelete('restrict'))
      .addColumn('statement_date', 'date', (c) => c.notNull())
      .addColumn('row_key', 'text', (c) => c.notNull().unique())
      .addColumn('ticket_no', 'text', (c) => c.notNull())
      .addColumn('req_at', 'timestamptz', (c) => c.notNull())
      .addColumn('app_at', 'timestamptz')
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('payment_type', 'text', (c) => c.notNull())
      .addColumn('depo_amount', money, (c) => c.notNull())
      .addColumn('admin_fee', money)
      .addColumn('agent_fee', money)
      .addColumn('player_fee', money)
      .addColumn('nett_amount', money)
      .addColumn('player_bank', 'text', (c) => c.notNull())
      .addColumn('player_bank_code', 'text', (c) => c.notNull())
      .addColumn('player_account_name', 'text', (c) => c.notNull())
      .addColumn('player_account_no', 'text', (c) => c.notNull())
      .addColumn('corporate_bank', 'text', (c) => c.notNull())
      .addColumn('bo_desc', 'text', (c) => c.notNull())
      .addColumn('bo_ref', 'text', (c) => c.notNull())
      .addColumn('bo_status', 'text', (c) => c.notNull())
      .addColumn('bo_reason', 'text', (c) => c.notNull())
      .addColumn('bo_handler', 'text', (c) => c.notNull())
      .addColumn('bo_website', 'text', (c) => c.notNull())
      .addColumn('player_ref', 'text', (c) => c.notNull())
      .addColumn('player_own_ref', 'text', (c) => c.notNull())
      .addColumn('matched_line_id', 'integer'),
  ).execute();
  await db.schema.createIndex('bo_deposit_website_date_idx').on('bo_deposit').columns(['website_code', 'statement_date', 'id']).execute();

  await approval(
    db.schema
      .createTable('bo_withdraw')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('upload_id', 'integer', (c) => c.notNull().references('upload.id').onDelete('cascade'))
      .addColumn('website_code', 'text', (c) => c.notNull().references('website.code').onUpdate('cascade').onDelete('restrict'))
      .addColumn('statement_date', 'date', (c) => c.notNull())
      .addColumn('row_key', 'text', (c) => c.notNull().unique())
      .addColumn('ticket_no', 'text', (c) => c.notNull())
      .addColumn('app_at', 'timestamptz', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('player_bank', 'text', (c) => c.notNull())
      .addColumn('player_bank_code', 'text', (c) => c.notNull())
      .addColumn('player_account_name', 'text', (c) => c.notNull())
      .addColumn('player_account_no', 'text', (c) => c.notNull())
      .addColumn('amount', money, (c) => c.notNull())
      .addColumn('nett_amount', money)
      .addColumn('corp_bank', 'text', (c) => c.notNull())
      .addColumn('wd_website', 'text', (c) => c.notNull())
      .addColumn('remarks', 'text', (c) => c.notNull())
      .addColumn('wd_status', 'text', (c) => c.notNull())
      .addColumn('handler', 'text', (c) => c.notNull())
      .addColumn('ref_code', 'text', (c) => c.notNull())
      .addColumn('own_ref_code', 'text', (c) => c.notNull())
      .addColumn('last_balance', money)
      .addColumn('matched_line_id', 'integer'),
  ).execute();
  await db.schema.createIndex('bo_withdraw_website_date_idx').on('bo_withdraw').columns(['website_code', 'statement_date', 'id']).execute();

  await db.schema
    .createTable('statement_line')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('upload.id').onDelete('cascade'))
    .addColumn('website_code', 'text', (c) => c.notNull().references('website.code').onUpdate('cascade').onDelete('restrict'))
    .addColumn('bank_account_id', 'integer', (c) => c.references('bank_account.id').onDelete('restrict'))
    .addColumn('source', 'text', (c) => c.notNull()) // the statement format (bca, qris-solita, autotx, manual-ovo...)
    .addColumn('jenis', 'text', (c) => c.check(sql`jenis in ('DEPO', 'WD')`))
    .addColumn('statement_date', 'date', (c) => c.notNull())
    .addColumn('row_key', 'text', (c) => c.notNull().unique())
    .addColumn('booked_date', 'date', (c) => c.notNull())
    .addColumn('booked_at', 'timestamptz')
    .addColumn('pending', 'boolean', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('CR', 'DB')`))
    .addColumn('amount', money, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('gross_amount', money)
    .addColumn('fee_amount', money)
    .addColumn('balance', money)
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('counterparty_name', 'text', (c) => c.notNull())
    .addColumn('counterparty_account', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('matched_bo_id', 'integer')
    .addColumn('approved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('statement_line_website_date_idx').on('statement_line').columns(['website_code', 'statement_date', 'direction', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['statement_line', 'bo_withdraw', 'bo_deposit', 'upload', 'upload_file']) {
    await db.schema.dropTable(table).execute();
  }
}
