import type { Panel, WebsiteListItem, WebsiteRow } from '@auto-checker/contract';
import type { InferResult } from 'kysely';
import { authorName } from '../../db/author-name.ts';
import type { Db } from '../../db/connect.ts';
import { listPage } from '../../db/list-page.ts';
import type { Page } from '../../http/page.ts';

export async function listWebsites(db: Db, onlyId: number | null): Promise<WebsiteListItem[]> {
  let query = db.selectFrom('website').select(['id', 'name', 'code', 'panel']).orderBy('code');
  if (onlyId !== null) query = query.where('id', '=', onlyId);
  const rows = await query.execute();
  return rows.map((r) => ({ website_id: r.id, website_name: r.name, website_code: r.code, website_panel: r.panel }));
}

export async function findWebsiteById(db: Db, id: number): Promise<WebsiteListItem | undefined> {
  const [row] = await listWebsites(db, id);
  return row;
}

export async function websiteCodeExists(db: Db, code: string): Promise<boolean> {
  return (await db.selectFrom('website').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
}

function pageQuery(db: Db) {
  return db
    .selectFrom('website')
    .select(['id', 'name', 'code', 'panel', 'last_edited_at', 'last_edited_by'])
    .select(authorName('website.last_edited_by', 'last_edited_by_name'));
}

function toWebsiteRow(row: InferResult<ReturnType<typeof pageQuery>>[number]): WebsiteRow {
  return {
    website_id: row.id,
    website_name: row.name,
    website_code: row.code,
    website_panel: row.panel,
    website_last_edited_at: row.last_edited_at ? row.last_edited_at.toISOString() : null,
    website_last_edited_by: row.last_edited_by,
    website_last_edited_by_name: row.last_edited_by_name,
  };
}

/** The Website page: by id; `onlyId` limits it to one website. */
export async function listWebsitePage(db: Db, opts: { onlyId: number | null; limit: number; offset: number }): Promise<Page<WebsiteRow>> {
  let query = pageQuery(db);
  if (opts.onlyId !== null) query = query.where('id', '=', opts.onlyId);
  return listPage(query.orderBy('id'), opts, toWebsiteRow);
}

export async function insertWebsite(trx: Db, website: { name: string; code: string; panel: Panel }, by: number, at: Date): Promise<number> {
  const row = await trx
    .insertInto('website')
    .values({ ...website, last_edited_at: at, last_edited_by: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * One website, locked until the transaction ends: an account or bank account added for it at the
 * same time waits (its foreign key needs the row) and then fails, or this removal waits for it.
 */
export async function lockWebsiteRow(trx: Db, id: number): Promise<WebsiteRow | undefined> {
  const row = await pageQuery(trx).where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? toWebsiteRow(row) : undefined;
}

/**
 * What still belongs to a website, by kind: each kind of data that keeps it from being removed (every table whose
 * foreign key names the website). Uploads are counted apart from their rows: one that added no row still holds it.
 */
export async function countWebsiteUses(trx: Db, website: { id: number; code: string }) {
  const count = (table: 'bank_account' | 'upload' | 'bo_deposit' | 'bo_withdraw' | 'statement_line') =>
    trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('website_code', '=', website.code)
      .executeTakeFirstOrThrow()
      .then((r) => r.n);
  const accounts = await trx
    .selectFrom('account')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', website.id)
    .executeTakeFirstOrThrow();
  return {
    accounts: accounts.n,
    bankAccounts: await count('bank_account'),
    uploads: await count('upload'),
    boRows: (await count('bo_deposit')) + (await count('bo_withdraw')),
    statementLines: await count('statement_line'),
  };
}

export async function deleteWebsite(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('website').where('id', '=', id).execute();
}
