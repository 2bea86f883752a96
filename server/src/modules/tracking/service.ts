import type { Identity } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { pageWindow } from '../../http/page.ts';
import { websiteFilter } from '../websites/scope.ts';
import { listActivity } from './repo.ts';

/**
 * The Tracking page: ADMIN names a website or 'all'; CHECKER sees its own website's activity only.
 * A blank search lists everything.
 */
export function listTracking(db: Db, me: Identity, website: string, search: string, pageSize: number, page: number) {
  const term = search.trim();
  return listActivity(db, {
    websiteCode: websiteFilter(me, website),
    search: term === '' ? null : term,
    ...pageWindow(pageSize, page),
  });
}
