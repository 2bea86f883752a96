import { useQuery } from '@tanstack/react-query';
import type { Identity, WebsiteListItem } from '@auto-checker/contract';
import { callApi } from './api.ts';

/**
 * Lookups several screens share (features do not import each other). Changes to accounts or
 * websites invalidate these keys as prefixes, so every list that shows them refreshes.
 */
export const ACCOUNTS_KEY = ['accounts'] as const;
export const WEBSITES_KEY = ['websites'] as const;

/** Who made or changed a row, as the list answers it: the name; `#id` when that account is gone; '-' for nobody. */
export function authorName(name: string | null, id: number | null): string {
  if (name !== null) return name;
  return id === null ? '-' : `#${id}`;
}

/** GET /api/websitelist: the server already limits CHECKER and CS to their own website. */
export function useWebsites() {
  return useQuery({ queryKey: [...WEBSITES_KEY, 'list'], queryFn: () => callApi('GET /api/websitelist') });
}

/** The websites this identity may pick: ADMIN all of them, other roles the one of their token (docs/spec/part-2.md section 6). */
export function websitesFor(me: Identity, websites: readonly WebsiteListItem[]): WebsiteListItem[] {
  return me.account_role === 'ADMIN' ? [...websites] : websites.filter((w) => w.website_id === me.account_website);
}
