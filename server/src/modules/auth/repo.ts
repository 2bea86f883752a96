/** Sessions, the account a sign-in names, and the failed sign-ins the throttle counts: the auth module's SQL. */
import { randomUUID } from 'node:crypto';
import type { Identity } from '@auto-checker/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

export async function createSession(db: Db, accountId: number, ip: string, expiresAt: Date): Promise<string> {
  const id = randomUUID();
  await db.insertInto('session').values({ id, account_id: accountId, ip, expires_at: expiresAt }).execute();
  return id;
}

/** The identity behind a live session of an active account, or null. */
export async function findSessionIdentity(db: Db, sessionId: string, accountId: number, now: Date): Promise<Identity | null> {
  const row = await db
    .selectFrom('session')
    .innerJoin('account', 'account.id', 'session.account_id')
    .leftJoin('website', 'website.id', 'account.website_id')
    .select(['account.id', 'account.name', 'account.role', 'account.website_id', 'website.code'])
    .where('session.id', '=', sessionId)
    .where('session.account_id', '=', accountId)
    .where('session.expires_at', '>', now)
    .where('account.active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    account_id: row.id,
    account_name: row.name,
    account_role: row.role,
    account_website: row.website_id,
    account_website_code: row.code,
  };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('session').where('id', '=', sessionId).execute();
}

/** Ends every session of an account: deactivation, password change. */
export async function deleteSessionsOfAccount(db: Db, accountId: number): Promise<void> {
  await db.deleteFrom('session').where('account_id', '=', accountId).execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('session').where('expires_at', '<=', now).execute();
}

/** The account a sign-in names (any case), with its website's code and its password hash, to check. */
export function accountForSignIn(db: Db, name: string) {
  return db
    .selectFrom('account')
    .leftJoin('website', 'website.id', 'account.website_id')
    .select(['account.id', 'account.name', 'account.role', 'account.active', 'account.password_hash', 'account.website_id', 'website.code'])
    .where((eb) => eb(eb.fn('lower', ['account.name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

/** One sign-in attempt at a time from an address, whichever process takes it (held until the transaction ends). */
export async function lockAttemptsFrom(trx: Db, ip: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`login-attempt:${ip}`}))`.execute(trx);
}

/** Stores an attempt as a failure (until the password proves right); returns its id. */
export async function insertFailure(trx: Db, ip: string, username: string, at: Date): Promise<number> {
  return (await trx.insertInto('login_failure').values({ ip, username, at }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function deleteFailure(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_failure').where('id', '=', id).execute();
}

/** How many failures from the address (for that username, when given) since then, and the first of them. */
export function failuresSince(db: Db, ip: string, username: string | null, since: Date) {
  let query = db
    .selectFrom('login_failure')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('first')])
    .where('ip', '=', ip)
    .where('at', '>', since);
  if (username !== null) query = query.where('username', '=', username);
  return query.executeTakeFirstOrThrow();
}

export async function deleteFailuresBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('login_failure').where('at', '<', before).execute();
}

export async function deleteFailuresOf(db: Db, ip: string, username: string): Promise<void> {
  await db.deleteFrom('login_failure').where('ip', '=', ip).where('username', '=', username).execute();
}
