import type { TrackingRow } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { listPage } from '../../db/list-page.ts';
import type { Page } from '../../http/page.ts';
import { likeLiteral } from '../../db/like.ts';

/**
 * The activity log, newest first. `websiteCode` null means every website (including the rows of
 * changes that belong to none); `search` matches the username or the activity text, any case.
 */
export async function listActivity(
  db: Db,
  opts: { websiteCode: string | null; search: string | null; limit: number; offset: number },
): Promise<Page<TrackingRow>> {
  let query = db.selectFrom('activity');
  if (opts.websiteCode !== null) query = query.where('website_code', '=', opts.websiteCode);
  if (opts.search !== null) {
    const pattern = `%${likeLiteral(opts.search)}%`;
    query = query.where((eb) => eb.or([eb('username', 'ilike', pattern), eb('activity', 'ilike', pattern)]));
  }
  return listPage(
    query.select(['id', 'website_code', 'username', 'role', 'activity', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    opts,
    (r) => ({
      tracking_id: r.id,
      tracking_website: r.website_code,
      tracking_username: r.username,
      tracking_role: r.role,
      tracking_activity: r.activity,
      tracking_crated_at: r.created_at.toISOString(),
    }),
  );
}
