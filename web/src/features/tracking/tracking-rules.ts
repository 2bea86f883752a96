import { ALL_WEBSITES, type Identity } from '@auto-checker/contract';
import type { ApiCall } from '../../lib/api.ts';

export const TRACKING_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const TRACKING_DEFAULT_SIZE = 10;
/** The search waits for a pause in typing this long (docs/spec/part-2.md section 9). */
export const SEARCH_DEBOUNCE_MS = 500;

export interface TrackingQuery {
  website: string;
  search: string;
  size: number;
  page: number;
}

/** ADMIN: the URL's choice, else every website. Other roles: their own website only, or null when they have none. */
export function trackingWebsite(me: Identity, fromUrl: string | null): string | null {
  return me.account_role === 'ADMIN' ? fromUrl || ALL_WEBSITES : me.account_website_code;
}

/** GET /api/tracking/..., or /api/searchtracking/... for a search. */
export function trackingCall({
  website,
  search,
  size,
  page,
}: TrackingQuery): ApiCall<'GET /api/tracking/:website/:pageSize/:page' | 'GET /api/searchtracking/:website/:search/:pageSize/:page'> {
  return search
    ? { key: 'GET /api/searchtracking/:website/:search/:pageSize/:page', input: { params: { website, search, pageSize: size, page } } }
    : { key: 'GET /api/tracking/:website/:pageSize/:page', input: { params: { website, pageSize: size, page } } };
}
