import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
/**
 * A gateway's payment (a QRIS RRN) reported to two websites that share the merchant backs one row
 * (modules/reconciliation/sql/held-elsewhere.ts): a run looks its gateway lines' references up on the other websites
 * by this index, a few rows each, instead of reading their lines of the same amount and day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index statement_line_gateway_reference_idx on statement_line (reference, booked_date) where bank_account_id is null and reference <> ''`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('statement_line_gateway_reference_idx').execute();
}
