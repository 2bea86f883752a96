import { MSG } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { TooManyRequests } from '../../errors.ts';
import { deleteFailure, deleteFailuresBefore, deleteFailuresOf, failuresSince, insertFailure, lockAttemptsFrom } from './repo.ts';

/** Failed sign-ins counted over this window. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed for one username from one address within the window. */
export const MAX_FAILURES_PER_USER = 5;
/** Failures allowed from one address, whatever the usernames, within the window. */
export const MAX_FAILURES_PER_IP = 20;

/**
 * Takes one sign-in attempt for (address, username) before the password is checked, and answers its id: refused with
 * 429 when the window's attempts are used up. Each attempt is stored as a failure until the password proves right
 * (forgetAttempt). Counting and taking happen in one transaction holding a lock on the address (an advisory lock:
 * several server processes share it), so 60 guesses sent at once are counted one after the other and at most
 * MAX_FAILURES_PER_USER of them reach the password check (they used to be counted all at once, before any was
 * recorded).
 */
export async function takeAttempt(db: Db, ip: string, username: string, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockAttemptsFrom(trx, ip);
    await assertNotThrottled(trx, ip, username, now);
    return insertFailure(trx, ip, username.toLowerCase(), now);
  });
}

/** The attempt was no guess (the password was right): it does not count. */
export async function forgetAttempt(db: Db, id: number): Promise<void> {
  await deleteFailure(db, id);
}

/**
 * Counted in the database rather than in memory, so several server processes share one count
 * and a restart does not reset it.
 */
async function assertNotThrottled(db: Db, ip: string, username: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const byIp = await failuresSince(db, ip, null, since);
  const byUser = await failuresSince(db, ip, username.toLowerCase(), since);
  const blocking = [byIp.n >= MAX_FAILURES_PER_IP ? byIp.first : null, byUser.n >= MAX_FAILURES_PER_USER ? byUser.first : null].filter(
    (d): d is Date => d instanceof Date,
  );
  if (blocking.length === 0) return;
  const freeAt = Math.max(...blocking.map((d) => d.getTime() + THROTTLE_WINDOW_MS));
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new TooManyRequests(MSG.loginThrottled(Math.ceil(seconds / 60)), seconds);
}

/** A failed attempt stays counted; what is older than a day can never count again and goes (the table stays small). */
export async function pruneFailures(db: Db, now: Date): Promise<void> {
  await deleteFailuresBefore(db, new Date(now.getTime() - 24 * 3600 * 1000));
}

export async function clearFailures(db: Db, ip: string, username: string): Promise<void> {
  await deleteFailuresOf(db, ip, username.toLowerCase());
}
