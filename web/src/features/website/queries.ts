import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeResponse, WebsiteRow } from '@auto-checker/contract';
import { WEBSITES_KEY } from '../../lib/lookups.ts';
import { api, getPage } from '../../lib/api.ts';
import { WEBSITE_PAGE_SIZE, type WebsiteForm } from './website-rules.ts';

export function useWebsiteTable(page: number) {
  return useQuery({
    queryKey: [...WEBSITES_KEY, 'table', page],
    queryFn: () => getPage<WebsiteRow>(`/api/viewwebsite/${WEBSITE_PAGE_SIZE}/${page}`),
    placeholderData: keepPreviousData,
  });
}

/** A change refreshes the table and every website selector (same key prefix). */
function useWebsiteChange<V>(mutationFn: (vars: V) => Promise<ChangeResponse>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: WEBSITES_KEY }) });
}

export const useCreateWebsite = () => useWebsiteChange((body: WebsiteForm) => api.post<ChangeResponse>('/api/createwebsite', body));

export const useRemoveWebsite = () => useWebsiteChange((website: WebsiteRow) => api.delete<ChangeResponse>(`/api/deletewebsite/${website.website_id}`));
