import { MSG, type Identity, type LoginBody } from '@auto-checker/contract';
import type { AppDeps } from '../../http/app-types.ts';
import { Forbidden, Unauthorized } from '../../errors.ts';
import { actorOf, recordActivity, type Actor } from '../activity/record.ts';
import { clearFailures, forgetAttempt, pruneFailures, takeAttempt } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { accountForSignIn, createSession, deleteExpiredSessions, deleteSession } from './repo.ts';

/** What other modules do with sessions (they reach a module through its service, never its repo). */
export { createSession, deleteSessionsOfAccount } from './repo.ts';

export interface LoginResult {
  identity: Identity;
  sessionId: string;
}

/**
 * A username no account has, as Tracking keeps it: its first character and as many stars as it has more
 * (`s*******`). People type a password into the username box; Tracking must not keep it in clear.
 */
export function maskedUsername(typed: string): string {
  const characters = [...typed];
  return characters.length === 0 ? '' : `${characters[0]}${'*'.repeat(Math.min(characters.length - 1, 30))}`;
}

/**
 * Checks the credentials and opens a session. An unknown username and a wrong password answer the same
 * message and count toward the lock-out; a deactivated account is named as such only once its password
 * is right (so the answer cannot tell which accounts exist), and that is no guess: it does not count.
 */
export async function login(deps: AppDeps, body: LoginBody, ip: string): Promise<LoginResult> {
  const { db, clock } = deps;
  const now = clock();
  const attempt = await takeAttempt(db, ip, body.account_name, now);

  const account = await accountForSignIn(db, body.account_name);
  const passwordOk = await verifyPassword(body.account_password, account?.password_hash);

  if (!account || !passwordOk) {
    await pruneFailures(db, now);
    const who: Actor = account
      ? { id: account.id, name: account.name, role: account.role, websiteCode: account.code }
      : { id: null, name: maskedUsername(body.account_name), role: '-', websiteCode: null };
    await recordActivity(db, who, `Login gagal dari ${ip} (${account ? 'password salah' : 'username tidak dikenal'})`);
    throw new Unauthorized(MSG.loginFailed);
  }
  if (!account.active) {
    await forgetAttempt(db, attempt);
    const who: Actor = { id: account.id, name: account.name, role: account.role, websiteCode: account.code };
    await recordActivity(db, who, `Login gagal dari ${ip} (akun nonaktif)`);
    throw new Forbidden(MSG.accountInactive);
  }

  const identity: Identity = {
    account_id: account.id,
    account_name: account.name,
    account_role: account.role,
    account_website: account.website_id,
    account_website_code: account.code,
  };
  const expiresAt = deps.tokens.expiryFrom(now);
  const sessionId = await db.transaction().execute(async (trx) => {
    const id = await createSession(trx, account.id, ip, expiresAt);
    await recordActivity(trx, actorOf(identity), `Login dari ${ip}`);
    return id;
  });
  await clearFailures(db, ip, body.account_name);
  await deleteExpiredSessions(db, now);
  return { identity, sessionId };
}

export async function logout(deps: AppDeps, identity: Identity | null, sessionId: string | null): Promise<void> {
  if (!identity || !sessionId) return;
  await deps.db.transaction().execute(async (trx) => {
    await deleteSession(trx, sessionId);
    await recordActivity(trx, actorOf(identity), 'Logout');
  });
}
