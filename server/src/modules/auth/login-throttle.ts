import { MSG } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { TooManyRequests } from '../../errors.ts';

/** Failed sign-ins counted over this window. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed for one username from one address within the window. */
export const MAX_FAILURES_PER_USER = 5;
/** Failures allowed from one address, whatever the usernames, within the window. */
export const MAX_FAILURES_PER_IP = 20;

/**
 * Counted in the database rather than in memory, so several server processes share one count
 * and a restart does not reset it.
 */
export async function assertNotThrottled(db: Db, ip: string, username: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const byIp = await db
    .selectFrom('login_failure')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('first')])
    .where('ip', '=', ip)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  const byUser = await db
    .selectFrom('login_failure')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('first')])
    .where('ip', '=', ip)
    .where('username', '=', username.toLowerCase())
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  const blocking = [
    byIp.n >= MAX_FAILURES_PER_IP ? byIp.first : null,
    byUser.n >= MAX_FAILURES_PER_USER ? byUser.first : null,
  ].filter((d): d is Date => d instanceof Date);
  if (blocking.length === 0) return;
  const freeAt = Math.max(...blocking.map((d) => d.getTime() + THROTTLE_WINDOW_MS));
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new TooManyRequests(MSG.loginThrottled(Math.ceil(seconds / 60)), seconds);
}

export async function recordFailure(db: Db, ip: string, username: string, now: Date): Promise<void> {
  await db.insertInto('login_failure').values({ ip, username: username.toLowerCase(), at: now }).execute();
  // Keep the table small: what is older than a day can never count again.
  await db.deleteFrom('login_failure').where('at', '<', new Date(now.getTime() - 24 * 3600 * 1000)).execute();
}

export async function clearFailures(db: Db, ip: string, username: string): Promise<void> {
  await db.deleteFrom('login_failure').where('ip', '=', ip).where('username', '=', username.toLowerCase()).execute();
}
