import type { Bank, BankAccountOption, BankAccountRow, JenisTransaksi } from '@auto-checker/contract';
import type { InferResult } from 'kysely';
import { authorName } from '../../db/author-name.ts';
import type { Db } from '../../db/connect.ts';
import { listPage } from '../../db/list-page.ts';
import type { Page } from '../../http/page.ts';

function baseQuery(db: Db) {
  return db
    .selectFrom('bank_account')
    .select(['id', 'website_code', 'kind', 'bank', 'name', 'number', 'active', 'created_by', 'last_edited_at', 'last_edited_by'])
    .select([authorName('bank_account.created_by', 'created_by_name'), authorName('bank_account.last_edited_by', 'last_edited_by_name')]);
}

/** Database row -> the spec's field names. */
function toBankAccount(row: InferResult<ReturnType<typeof baseQuery>>[number]): BankAccountRow {
  return {
    akun_bank_id: row.id,
    akun_bank_website: row.website_code,
    akun_bank_jenis_transaksi: row.kind,
    akun_bank_bank: row.bank,
    akun_bank_name: row.name,
    akun_bank_no: row.number,
    akun_bank_status: row.active,
    akun_bank_last_edited_at: row.last_edited_at ? row.last_edited_at.toISOString() : null,
    akun_bank_last_edited_by: row.last_edited_by,
    akun_bank_last_edited_by_name: row.last_edited_by_name,
    akun_bank_created_by: row.created_by,
    akun_bank_created_by_name: row.created_by_name,
  };
}

/** By website, then id; `websiteCode` null lists every website. */
export async function listBankAccounts(db: Db, opts: { websiteCode: string | null; limit: number; offset: number }): Promise<Page<BankAccountRow>> {
  let query = baseQuery(db);
  if (opts.websiteCode !== null) query = query.where('website_code', '=', opts.websiteCode);
  return listPage(query.orderBy('website_code').orderBy('id'), opts, toBankAccount);
}

export interface BankAccountKey {
  websiteCode: string;
  kind: JenisTransaksi;
  bank: Bank;
  number: string;
}

export async function bankAccountExists(db: Db, key: BankAccountKey): Promise<boolean> {
  const row = await db
    .selectFrom('bank_account')
    .select('id')
    .where('website_code', '=', key.websiteCode)
    .where('kind', '=', key.kind)
    .where('bank', '=', key.bank)
    .where('number', '=', key.number)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertBankAccount(trx: Db, account: BankAccountKey & { name: string }, by: number, at: Date): Promise<number> {
  const row = await trx
    .insertInto('bank_account')
    .values({
      website_code: account.websiteCode,
      kind: account.kind,
      bank: account.bank,
      name: account.name,
      number: account.number,
      active: true,
      created_by: by,
      last_edited_at: at,
      last_edited_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One bank account, locked until the transaction ends. */
export async function lockBankAccount(trx: Db, id: number): Promise<BankAccountRow | undefined> {
  const row = await baseQuery(trx).where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? toBankAccount(row) : undefined;
}

export async function setBankAccountStatus(trx: Db, id: number, active: boolean, by: number, at: Date): Promise<void> {
  await trx.updateTable('bank_account').set({ active, last_edited_at: at, last_edited_by: by }).where('id', '=', id).execute();
}

/** What still names a bank account: its uploads and their statement lines keep it from being removed. */
export async function countBankAccountUses(trx: Db, id: number): Promise<{ uploads: number; statementLines: number }> {
  const count = (table: 'upload' | 'statement_line') =>
    trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bank_account_id', '=', id)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  return { uploads: await count('upload'), statementLines: await count('statement_line') };
}

export async function deleteBankAccount(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('bank_account').where('id', '=', id).execute();
}

/** The upload page's choice of account: active accounts of one website, bank and transaction type. */
export async function listBankAccountOptions(db: Db, filter: { websiteCode: string; bank: Bank; kind: JenisTransaksi }): Promise<BankAccountOption[]> {
  const rows = await db
    .selectFrom('bank_account')
    .select(['id', 'name', 'number'])
    .where('website_code', '=', filter.websiteCode)
    .where('bank', '=', filter.bank)
    .where('kind', '=', filter.kind)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ akun_bank_id: r.id, akun_bank_name: r.name, akun_bank_no: r.number }));
}
