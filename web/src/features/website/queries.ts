import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeResponse, WebsiteRow } from '@auto-checker/contract';
import { WEBSITES_KEY } from '../../lib/lookups.ts';
import { callApi, getPage } from '../../lib/api.ts';
import type { CreateWebsiteBody } from '@auto-checker/contract';
import { WEBSITE_PAGE_SIZE } from './website-rules.ts';

export function useWebsiteTable(page: number) {
  return useQuery({
    queryKey: [...WEBSITES_KEY, 'table', page],
    queryFn: () => getPage('GET /api/viewwebsite/:pageSize/:page', { params: { pageSize: WEBSITE_PAGE_SIZE, page } }),
    placeholderData: keepPreviousData,
  });
}

/** A change refreshes the table and every website selector (same key prefix). */
function useWebsiteChange<V>(mutationFn: (vars: V) => Promise<ChangeResponse>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: WEBSITES_KEY }) });
}

export const useCreateWebsite = () => useWebsiteChange((body: CreateWebsiteBody) => callApi('POST /api/createwebsite', { body }));

export const useRemoveWebsite = () =>
  useWebsiteChange((website: WebsiteRow) => callApi('DELETE /api/deletewebsite/:id', { params: { id: website.website_id } }));
