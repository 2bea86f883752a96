import { MSG, type Identity, type WhitelistEntry } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { Conflict, NotFound, isUniqueViolation } from '../../errors.ts';
import { pageWindow } from '../../http/page.ts';
import { actorOf, recordActivity } from '../activity/record.ts';
import { normalizeIp } from './peer-address.ts';
import { deleteWhitelistEntry, insertWhitelistEntry, isPeerAllowed, listWhitelist, lockWhitelistEntry, setWhitelistStatus, whitelistIpTaken } from './repo.ts';

/** The whitelist is one list for the whole installation: every staff member sees all of it. */
export function listWhitelistPage(db: Db, pageSize: number, page: number) {
  return listWhitelist(db, pageWindow(pageSize, page));
}

export async function addWhitelistIp(db: Db, me: Identity, ip: string): Promise<number> {
  if (await whitelistIpTaken(db, ip)) throw new Conflict(MSG.whitelistExists(ip));
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertWhitelistEntry(trx, ip, me.account_id, new Date());
      await recordActivity(trx, actorOf(me), `Menambahkan whitelist IP ${ip}`, null);
      return id;
    });
  } catch (err) {
    // Two admins adding the same IP at once: the unique index decides.
    if (isUniqueViolation(err)) throw new Conflict(MSG.whitelistExists(ip));
    throw err;
  }
}

/** `peer` is the address the request came from: the entry that lets it in cannot be switched off. */
export async function setWhitelistIpStatus(db: Db, me: Identity, peer: string, id: number, active: boolean): Promise<WhitelistEntry> {
  return db.transaction().execute(async (trx) => {
    const entry = await lockWhitelistEntry(trx, id);
    if (!entry) throw new NotFound(MSG.whitelistNotFound);
    if (!active) await assertNotOwnEntry(trx, peer, entry);
    await setWhitelistStatus(trx, id, active, me.account_id, new Date());
    const verb = active ? 'Mengaktifkan' : 'Menonaktifkan';
    await recordActivity(trx, actorOf(me), `${verb} whitelist IP ${entry.Whitelist_ip}`, null);
    return { ...entry, Whitelist_status: active };
  });
}

export async function removeWhitelistIp(db: Db, me: Identity, peer: string, id: number): Promise<WhitelistEntry> {
  return db.transaction().execute(async (trx) => {
    const entry = await lockWhitelistEntry(trx, id);
    if (!entry) throw new NotFound(MSG.whitelistNotFound);
    await assertNotOwnEntry(trx, peer, entry);
    await deleteWhitelistEntry(trx, id);
    await recordActivity(trx, actorOf(me), `Menghapus whitelist IP ${entry.Whitelist_ip}`, null);
    return entry;
  });
}

/**
 * Refuses a change that would lock the caller out: the entry is what lets this request in
 * (loopback needs no entry) and no other active entry would.
 */
async function assertNotOwnEntry(trx: Db, peer: string, entry: WhitelistEntry): Promise<void> {
  const address = normalizeIp(peer);
  if (!entry.Whitelist_status || entry.Whitelist_ip !== address) return;
  if (await isPeerAllowed(trx, address, { exceptId: entry.Whitelist_id })) return;
  throw new Conflict(MSG.whitelistOwnEntry(entry.Whitelist_ip));
}
