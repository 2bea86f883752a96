import type { Account } from '@auto-checker/contract';
import { sql, type InferResult, type Insertable, type Updateable } from 'kysely';
import { authorName } from '../../db/author-name.ts';
import type { Db } from '../../db/connect.ts';
import { listPage } from '../../db/list-page.ts';
import type { Database } from '../../db/schema.ts';

const accountColumns = [
  'account.id',
  'account.name',
  'account.active',
  'account.role',
  'account.website_id',
  'website.code',
  'account.created_by',
  'account.last_edited_at',
  'account.last_edited_by',
] as const;

function baseQuery(db: Db) {
  return (
    db
      .selectFrom('account')
      .leftJoin('website', 'website.id', 'account.website_id')
      .select(accountColumns)
      // Names, not ids: a CHECKER's list does not hold the ADMIN who made their account.
      .select([authorName('account.created_by', 'created_by_name'), authorName('account.last_edited_by', 'last_edited_by_name')])
  );
}

/** Database row -> the spec's field names. The hash is never selected, so it cannot leak. */
function toAccount(row: InferResult<ReturnType<typeof baseQuery>>[number]): Account {
  return {
    account_id: row.id,
    account_name: row.name,
    account_status: row.active,
    account_role: row.role,
    account_website: row.website_id,
    account_website_code: row.code,
    account_created_by: row.created_by,
    account_created_by_name: row.created_by_name,
    account_last_edited_at: row.last_edited_at ? row.last_edited_at.toISOString() : null,
    account_last_edited_by: row.last_edited_by,
    account_last_edited_by_name: row.last_edited_by_name,
  };
}

export async function listAccounts(db: Db, opts: { websiteId: number | null; limit: number; offset: number }): Promise<{ rows: Account[]; total: number }> {
  let query = baseQuery(db);
  if (opts.websiteId !== null) query = query.where('account.website_id', '=', opts.websiteId);
  return listPage(query.orderBy('account.id'), opts, toAccount);
}

export async function findAccount(db: Db, id: number): Promise<Account | undefined> {
  const row = await baseQuery(db).where('account.id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function usernameTaken(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('account')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Ids of the active ADMIN accounts, locked until the transaction ends, so two concurrent
 * deactivations cannot both see "another admin remains".
 */
export async function lockActiveAdmins(trx: Db): Promise<number[]> {
  const rows = await trx.selectFrom('account').select('id').where('role', '=', 'ADMIN').where('active', '=', true).orderBy('id').forUpdate().execute();
  return rows.map((r) => r.id);
}

/** Is there any account at all (a fresh install has none)? */
export async function anyAccountExists(db: Db): Promise<boolean> {
  return (await db.selectFrom('account').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Adds the first ADMIN, `admin`; undefined when another process added an account of that name first (two processes
 * starting on one empty database: the unique index lets only one insert).
 */
export async function insertFirstAdmin(trx: Db, passwordHash: string): Promise<number | undefined> {
  const row = await trx
    .insertInto('account')
    .values({ name: 'admin', password_hash: passwordHash, active: true, role: 'ADMIN', website_id: null })
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Adds an account; returns its id. */
export async function insertAccount(trx: Db, values: Insertable<Database['account']>): Promise<number> {
  return (await trx.insertInto('account').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Changes an account's status or password, with who and when. */
export async function updateAccount(trx: Db, id: number, changes: Updateable<Database['account']>): Promise<void> {
  await trx.updateTable('account').set(changes).where('id', '=', id).execute();
}

/** Removes an account (its sessions go with it: the foreign key cascades). */
export async function deleteAccountRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('account').where('id', '=', id).execute();
}
