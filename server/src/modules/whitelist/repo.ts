import type { WhitelistEntry } from '@auto-checker/contract';
import type { InferResult } from 'kysely';
import { authorName } from '../../db/author-name.ts';
import type { Db } from '../../db/connect.ts';
import { listPage } from '../../db/list-page.ts';
import type { Page } from '../../http/page.ts';
import { isLoopback, normalizeIp } from './peer-address.ts';

/**
 * Whether a peer may use the API. `exceptId` asks the question as if that entry were gone or
 * inactive: would the peer still get in?
 */
export async function isPeerAllowed(db: Db, peer: string, opts: { exceptId?: number } = {}): Promise<boolean> {
  if (isLoopback(peer)) return true;
  let query = db.selectFrom('whitelist_ip').select('id').where('ip', '=', normalizeIp(peer)).where('active', '=', true);
  if (opts.exceptId !== undefined) query = query.where('id', '<>', opts.exceptId);
  return (await query.executeTakeFirst()) !== undefined;
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

function baseQuery(db: Db) {
  return db
    .selectFrom('whitelist_ip')
    .select(['id', 'ip', 'active', 'last_edited_at', 'last_edited_by'])
    .select(authorName('whitelist_ip.last_edited_by', 'last_edited_by_name'));
}

function toEntry(row: InferResult<ReturnType<typeof baseQuery>>[number]): WhitelistEntry {
  return {
    Whitelist_id: row.id,
    Whitelist_ip: row.ip,
    Whitelist_status: row.active,
    Whitelist_last_edited_at: row.last_edited_at ? row.last_edited_at.toISOString() : null,
    Whitelist_last_edited_by: row.last_edited_by,
    Whitelist_last_edited_by_name: row.last_edited_by_name,
  };
}

export async function listWhitelist(db: Db, opts: { limit: number; offset: number }): Promise<Page<WhitelistEntry>> {
  return listPage(baseQuery(db).orderBy('id'), opts, toEntry);
}

/** One entry, locked until the transaction ends so a concurrent change waits for this one. */
export async function lockWhitelistEntry(trx: Db, id: number): Promise<WhitelistEntry | undefined> {
  const row = await baseQuery(trx).where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? toEntry(row) : undefined;
}

export async function whitelistIpTaken(db: Db, ip: string): Promise<boolean> {
  return (await db.selectFrom('whitelist_ip').select('id').where('ip', '=', ip).executeTakeFirst()) !== undefined;
}

export async function insertWhitelistEntry(trx: Db, ip: string, by: number, at: Date): Promise<number> {
  const row = await trx
    .insertInto('whitelist_ip')
    .values({ ip, active: true, last_edited_at: at, last_edited_by: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setWhitelistStatus(trx: Db, id: number, active: boolean, by: number, at: Date): Promise<void> {
  await trx.updateTable('whitelist_ip').set({ active, last_edited_at: at, last_edited_by: by }).where('id', '=', id).execute();
}

export async function deleteWhitelistEntry(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('whitelist_ip').where('id', '=', id).execute();
}
