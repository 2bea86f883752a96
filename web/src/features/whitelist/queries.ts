import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WhitelistEntry } from '@auto-checker/contract';
import { callApi, getPage } from '../../lib/api.ts';
import { useTableChange } from '../../lib/table-change.ts';
import { WHITELIST_PAGE_SIZE } from './whitelist-rules.ts';

/** Not ['whitelist']: that key is the IP gate's own check. */
const WHITELIST_TABLE_KEY = ['whitelist-table'] as const;

export function useWhitelist(page: number) {
  return useQuery({
    queryKey: [...WHITELIST_TABLE_KEY, page],
    queryFn: () => getPage('GET /api/viewwhitelist/:pageSize/:page', { params: { pageSize: WHITELIST_PAGE_SIZE, page } }),
    placeholderData: keepPreviousData,
  });
}

export const useCreateWhitelist = () =>
  useTableChange(WHITELIST_TABLE_KEY, (ip: string) => callApi('POST /api/createwhitelist', { body: { whitelist_ip: ip } }));

export const useRemoveWhitelist = () =>
  useTableChange(WHITELIST_TABLE_KEY, (entry: WhitelistEntry) => callApi('DELETE /api/deletewhitelist/:id', { params: { id: entry.Whitelist_id } }));

/** Sends the opposite of the entry's current status. */
export const useToggleWhitelist = () =>
  useTableChange(WHITELIST_TABLE_KEY, (entry: WhitelistEntry) =>
    callApi('PUT /api/updatestatuswhitelist/:id', { params: { id: entry.Whitelist_id }, body: { Whitelist_status: !entry.Whitelist_status } }),
  );
