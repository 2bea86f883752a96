import type { Kysely } from 'kysely';
import type { Identity } from '@auto-checker/contract';
import type { Database } from '../../db/schema.ts';
import { activityExtent, insertActivity } from './repo.ts';

/** Who did something, as the activity log (Tracking) shows it. */
export interface Actor {
  id: number | null;
  name: string;
  role: string;
  websiteCode: string | null;
}

export function actorOf(identity: Identity): Actor {
  return {
    id: identity.account_id,
    name: identity.account_name,
    role: identity.account_role,
    websiteCode: identity.account_website_code,
  };
}

/**
 * Writes one activity row. Call it with the transaction that makes the change,
 * so the change and its record commit or roll back together.
 */
export async function recordActivity(trx: Kysely<Database>, actor: Actor, activity: string, websiteCode: string | null = actor.websiteCode): Promise<void> {
  await insertActivity(trx, { account_id: actor.id, username: actor.name, role: actor.role, website_code: websiteCode, activity });
}

/**
 * How far a website's activity log has come: its entry count and latest id. Every change to a website's rows and lines
 * records an entry in its transaction (this file), so the pair changes with them, out-of-order commits included (the
 * count grows): what a cache of work on those rows is keyed by (reconciliation/suggestions-api.ts). The entries of the
 * websites sharing an account with it count too: their approvals hold transfers of its statement.
 */
export async function activityVersion(db: Kysely<Database>, websiteCode: string): Promise<string> {
  const row = await activityExtent(db, websiteCode);
  return `${row.entries}:${row.latest ?? 0}`;
}
