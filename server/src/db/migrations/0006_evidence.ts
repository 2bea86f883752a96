import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
/**
 * What the matcher needs to tell namesakes apart and never approve the wrong money (docs/reconciliation.md):
 * - statement_line.counterparty_bank: the other party's bank or wallet as one code (parsing/banks.ts), '' unknown;
 * - statement_line.twin_of_line_id: the line is the same money as that one (a BCA PEND row and its booked row in a
 *   later export), set by the matcher: View Mutasi shows the pair once;
 * - statement_line.return_of_line_id: this credit brings back that payout debit (a BI-FAST RETUR, a reversal), set
 *   by the matcher: the payout backs no withdrawal;
 * - bo_deposit/bo_withdraw.match_hint: the matcher's words on a row it left Pending (a likely double submission);
 * - match_refusal: a pair a person took back (undo of an approval): the matcher never approves it again on its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('statement_line')
    .addColumn('counterparty_bank', 'text', (c) => c.notNull().defaultTo(''))
    // A link to a line that is deleted (Delete BO / Mutasi) goes with it: the line then stands alone again.
    .addColumn('twin_of_line_id', 'integer', (c) => c.references('statement_line.id').onDelete('set null'))
    .addColumn('return_of_line_id', 'integer', (c) => c.references('statement_line.id').onDelete('set null'))
    .execute();
  // View Mutasi finds, for a page of lines, the twins and returns that point at them.
  await db.schema
    .createIndex('statement_line_twin_idx')
    .on('statement_line')
    .column('twin_of_line_id')
    .where(sql.ref('twin_of_line_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('statement_line_return_idx')
    .on('statement_line')
    .column('return_of_line_id')
    .where(sql.ref('return_of_line_id'), 'is not', null)
    .execute();
  for (const table of ['bo_deposit', 'bo_withdraw']) await db.schema.alterTable(table).addColumn('match_hint', 'text').execute();
  await db.schema
    .createTable('match_refusal')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('DEPOSIT', 'WITHDRAW')`))
    .addColumn('bo_id', 'integer', (c) => c.notNull())
    .addColumn('line_id', 'integer', (c) => c.references('statement_line.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('match_refusal_bo_idx').on('match_refusal').columns(['side', 'bo_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('match_refusal').execute();
  await db.schema.dropIndex('statement_line_return_idx').execute();
  await db.schema.dropIndex('statement_line_twin_idx').execute();
  for (const table of ['bo_deposit', 'bo_withdraw']) await db.schema.alterTable(table).dropColumn('match_hint').execute();
  await db.schema.alterTable('statement_line').dropColumn('counterparty_bank').dropColumn('twin_of_line_id').dropColumn('return_of_line_id').execute();
}
