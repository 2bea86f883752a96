import type { TestContext } from './harness.ts';

/**
 * An upload row for the tests that write BO rows or statement lines straight into the database: website, statement
 * date and kind as given, its file a one-byte placeholder shared by all of them. Answers the upload's id.
 */
export async function placeholderUpload(
  ctx: TestContext,
  website: string,
  statementDate: string,
  kind: 'BO_DEPOSIT' | 'BO_WITHDRAW' | 'STATEMENT',
): Promise<number> {
  await ctx.db
    .insertInto('upload_file')
    .values({ sha256: 'placeholder-upload', content: new Uint8Array([1]), size_bytes: 1 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await ctx.db
    .insertInto('upload')
    .values({
      endpoint: 'test',
      kind,
      format: 'test',
      provider: 'NEXUS',
      jenis: null,
      website_code: website,
      bank_account_id: null,
      statement_date: statementDate,
      file_name: 'test.csv',
      sha256: 'placeholder-upload',
      rows_read: 1,
      rows_added: 1,
      rows_duplicate: 0,
      created_by: null,
      created_by_name: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
