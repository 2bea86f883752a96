import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreateWebsiteBody, WebsiteRow } from '@auto-checker/contract';
import { WEBSITES_KEY } from '../../lib/lookups.ts';
import { callApi, getPage } from '../../lib/api.ts';
import { useTableChange } from '../../lib/table-change.ts';
import { WEBSITE_PAGE_SIZE } from './website-rules.ts';

export function useWebsiteTable(page: number) {
  return useQuery({
    queryKey: [...WEBSITES_KEY, 'table', page],
    queryFn: () => getPage('GET /api/viewwebsite/:pageSize/:page', { params: { pageSize: WEBSITE_PAGE_SIZE, page } }),
    placeholderData: keepPreviousData,
  });
}

// A change refreshes the table and every website selector (same key prefix).
export const useCreateWebsite = () => useTableChange(WEBSITES_KEY, (body: CreateWebsiteBody) => callApi('POST /api/createwebsite', { body }));

export const useRemoveWebsite = () =>
  useTableChange(WEBSITES_KEY, (website: WebsiteRow) => callApi('DELETE /api/deletewebsite/:id', { params: { id: website.website_id } }));
