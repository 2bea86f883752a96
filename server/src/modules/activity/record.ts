import type { Kysely } from 'kysely';
import type { Identity } from '@auto-checker/contract';
import type { Database } from '../../db/schema.ts';

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
export async function recordActivity(
  trx: Kysely<Database>,
  actor: Actor,
  activity: string,
  websiteCode: string | null = actor.websiteCode,
): Promise<void> {
  await trx
    .insertInto('activity')
    .values({ account_id: actor.id, username: actor.name, role: actor.role, website_code: websiteCode, activity })
    .execute();
}
