import type { Db } from '../../db/connect.ts';
import { isLoopback, normalizeIp } from './peer-address.ts';

export async function isPeerAllowed(db: Db, peer: string): Promise<boolean> {
  if (isLoopback(peer)) return true;
  const row = await db
    .selectFrom('whitelist_ip')
    .select('id')
    .where('ip', '=', normalizeIp(peer))
    .where('active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** ALLOWED_IPS from the environment: added (active) when missing, existing entries left as an admin set them. */
export async function seedWhitelist(db: Db, ips: readonly string[]): Promise<void> {
  if (ips.length === 0) return;
  await db
    .insertInto('whitelist_ip')
    .values(ips.map((ip) => ({ ip, active: true })))
    .onConflict((oc) => oc.column('ip').doNothing())
    .execute();
}
