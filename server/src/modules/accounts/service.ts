import { MSG, isWebsiteScoped, type Account, type Identity, type Role } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { Conflict, Forbidden, Invalid, NotFound, isUniqueViolation } from '../../errors.ts';
import { actorOf, recordActivity } from '../activity/record.ts';
import { hashPassword } from '../auth/passwords.ts';
import { deleteSessionsOfAccount } from '../auth/service.ts';
import { findWebsiteById } from '../websites/service.ts';
import { deleteAccountRow, findAccount, insertAccount, listAccounts, lockActiveAdmins, updateAccount, usernameTaken } from './repo.ts';

/** CHECKER and CS see the accounts of their own website only. */
export function listVisibleAccounts(db: Db, me: Identity, pageSize: number, page: number) {
  return listAccounts(db, {
    websiteId: isWebsiteScoped(me.account_role) ? me.account_website : null,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
}

export interface NewAccountInput {
  account_name: string;
  account_password: string;
  account_status: boolean;
  account_role: Role;
  account_website: number | null;
}

export async function createAccount(db: Db, me: Identity, input: NewAccountInput): Promise<Account> {
  const website = input.account_website === null ? null : await findWebsiteById(db, input.account_website);
  if (input.account_website !== null && !website) throw new Invalid(MSG.websiteNotFound);
  if (await usernameTaken(db, input.account_name)) throw new Conflict(MSG.usernameTaken(input.account_name));
  const passwordHash = await hashPassword(input.account_password);
  const now = new Date();
  try {
    const id = await db.transaction().execute(async (trx) => {
      const newId = await insertAccount(trx, {
        name: input.account_name,
        password_hash: passwordHash,
        active: input.account_status,
        role: input.account_role,
        website_id: input.account_website,
        created_by: me.account_id,
        last_edited_at: now,
        last_edited_by: me.account_id,
      });
      const where = website ? ` untuk website ${website.website_code}` : '';
      const text = `Menambahkan akun ${input.account_name} (${input.account_role})${where}`;
      // Filed under the new account's website, like every other change to an account.
      await recordActivity(trx, actorOf(me), text, website?.website_code ?? null);
      return newId;
    });
    return (await findAccount(db, id))!;
  } catch (err) {
    // Two admins creating the same username at once: the unique index decides.
    if (isUniqueViolation(err)) throw new Conflict(MSG.usernameTaken(input.account_name));
    throw err;
  }
}

export async function setAccountStatus(db: Db, me: Identity, id: number, active: boolean): Promise<Account> {
  if (id === me.account_id && !active) throw new Invalid(MSG.notSelf);
  await db.transaction().execute(async (trx) => {
    const target = await findAccount(trx, id);
    if (!target) throw new NotFound(MSG.accountNotFound);
    if (!active) await assertNotLastAdmin(trx, target);
    await updateAccount(trx, id, { active, last_edited_at: new Date(), last_edited_by: me.account_id });
    if (!active) await deleteSessionsOfAccount(trx, id);
    const verb = active ? 'Mengaktifkan' : 'Menonaktifkan';
    await recordActivity(trx, actorOf(me), `${verb} akun ${target.account_name}`, target.account_website_code);
  });
  return (await findAccount(db, id))!;
}

export async function deleteAccount(db: Db, me: Identity, id: number): Promise<Account> {
  if (id === me.account_id) throw new Invalid(MSG.notSelf);
  return db.transaction().execute(async (trx) => {
    const target = await findAccount(trx, id);
    if (!target) throw new NotFound(MSG.accountNotFound);
    await assertNotLastAdmin(trx, target);
    await deleteAccountRow(trx, id); // sessions go with it (cascade)
    await recordActivity(trx, actorOf(me), `Menghapus akun ${target.account_name} (${target.account_role})`, target.account_website_code);
    return target;
  });
}

/** ADMIN may change any password; everyone else only their own. Every session of the account ends. */
export async function changePassword(db: Db, me: Identity, id: number, password: string): Promise<Account> {
  if (me.account_role !== 'ADMIN' && id !== me.account_id) throw new Forbidden(MSG.notOwnAccount);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const target = await findAccount(trx, id);
    if (!target) throw new NotFound(MSG.accountNotFound);
    await updateAccount(trx, id, { password_hash: passwordHash, last_edited_at: new Date(), last_edited_by: me.account_id });
    await deleteSessionsOfAccount(trx, id);
    await recordActivity(trx, actorOf(me), `Mengubah password akun ${target.account_name}`, target.account_website_code);
    return target;
  });
}

async function assertNotLastAdmin(trx: Db, target: Account): Promise<void> {
  if (target.account_role !== 'ADMIN' || !target.account_status) return;
  const admins = await lockActiveAdmins(trx);
  if (admins.length <= 1) throw new Conflict(MSG.lastAdmin);
}
