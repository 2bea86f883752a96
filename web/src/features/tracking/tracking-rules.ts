import { ALL_WEBSITES, type Identity } from '@auto-checker/contract';

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

/** GET /api/tracking/..., or /api/searchtracking/... with the search text encoded. */
export function trackingPath({ website, search, size, page }: TrackingQuery): string {
  const site = encodeURIComponent(website);
  return search ? `/api/searchtracking/${site}/${encodeURIComponent(search)}/${size}/${page}` : `/api/tracking/${site}/${size}/${page}`;
}
