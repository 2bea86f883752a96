import { ALL_WEBSITES, MSG, isWebsiteScoped, type Identity, type Panel, type WebsiteRow } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { Conflict, Invalid, NotFound, isForeignKeyViolation, isUniqueViolation } from '../../errors.ts';
import { pageWindow } from '../../http/page.ts';
import { actorOf, recordActivity } from '../activity/record.ts';
import { countWebsiteUses, deleteWebsite, insertWebsite, listWebsitePage, lockWebsiteRow, websiteCodeExists } from './repo.ts';

/** The lookups other modules make (they reach a module through its service, never its repo). */
export { findWebsiteById, websiteCodeExists } from './repo.ts';

/** ADMIN sees every website; CHECKER and CS only their own, as everywhere else. */
export function listVisibleWebsites(db: Db, me: Identity, pageSize: number, page: number) {
  return listWebsitePage(db, {
    onlyId: isWebsiteScoped(me.account_role) ? me.account_website : null,
    ...pageWindow(pageSize, page),
  });
}

export interface NewWebsiteInput {
  website_name: string;
  /** Already upper case (the contract's schema). */
  website_code: string;
  website_panel: Panel;
}

export async function createWebsite(db: Db, me: Identity, input: NewWebsiteInput): Promise<number> {
  const code = input.website_code;
  // Lists take 'all' in a website's place to mean every website: no website may be called that.
  if (code === ALL_WEBSITES.toUpperCase()) throw new Invalid(MSG.websiteCodeReserved(code));
  if (await websiteCodeExists(db, code)) throw new Conflict(MSG.websiteCodeTaken(code));
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertWebsite(trx, { name: input.website_name, code, panel: input.website_panel }, me.account_id, new Date());
      await recordActivity(trx, actorOf(me), `Menambahkan website ${code} (${input.website_panel})`, code);
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(MSG.websiteCodeTaken(code));
    throw err;
  }
}

/** A website that still has accounts, bank accounts or uploaded data stays: removing it would orphan them. */
export async function removeWebsite(db: Db, me: Identity, id: number): Promise<WebsiteRow> {
  let code = '';
  try {
    return await db.transaction().execute(async (trx) => {
      const website = await lockWebsiteRow(trx, id);
      if (!website) throw new NotFound(MSG.websiteNotFound);
      code = website.website_code;
      const uses = await countWebsiteUses(trx, { id, code });
      const named = (
        [
          [uses.accounts, 'akun'],
          [uses.bankAccounts, 'akun bank'],
          [uses.uploads, 'upload'],
          [uses.boRows, 'data BO'],
          [uses.statementLines, 'data mutasi'],
        ] as const
      )
        .filter(([n]) => n > 0)
        .map(([n, what]) => `${n} ${what}`);
      if (named.length > 0) throw new Conflict(MSG.websiteInUse(code, named));
      await deleteWebsite(trx, id);
      await recordActivity(trx, actorOf(me), `Menghapus website ${code}`, code);
      return website;
    });
  } catch (err) {
    // Data the count above does not know of (yet) still holds the website through its foreign key.
    if (isForeignKeyViolation(err)) throw new Conflict(MSG.websiteInUse(code, ['data']));
    throw err;
  }
}
