import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeResponse, WhitelistEntry } from '@auto-checker/contract';
import { callApi, getPage } from '../../lib/api.ts';
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

function useWhitelistChange<V>(mutationFn: (vars: V) => Promise<ChangeResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: WHITELIST_TABLE_KEY }),
  });
}

export const useCreateWhitelist = () => useWhitelistChange((ip: string) => callApi('POST /api/createwhitelist', { body: { whitelist_ip: ip } }));

export const useRemoveWhitelist = () =>
  useWhitelistChange((entry: WhitelistEntry) => callApi('DELETE /api/deletewhitelist/:id', { params: { id: entry.Whitelist_id } }));

/** Sends the opposite of the entry's current status. */
export const useToggleWhitelist = () =>
  useWhitelistChange((entry: WhitelistEntry) =>
    callApi('PUT /api/updatestatuswhitelist/:id', { params: { id: entry.Whitelist_id }, body: { Whitelist_status: !entry.Whitelist_status } }),
  );
