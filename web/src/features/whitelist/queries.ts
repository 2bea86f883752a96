import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeResponse, WhitelistEntry } from '@auto-checker/contract';
import { api, getPage } from '../../lib/api.ts';
import { WHITELIST_PAGE_SIZE } from './whitelist-rules.ts';

/** Not ['whitelist']: that key is the IP gate's own check. */
const WHITELIST_TABLE_KEY = ['whitelist-table'] as const;

export function useWhitelist(page: number) {
  return useQuery({
    queryKey: [...WHITELIST_TABLE_KEY, page],
    queryFn: () => getPage<WhitelistEntry>(`/api/viewwhitelist/${WHITELIST_PAGE_SIZE}/${page}`),
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

export const useCreateWhitelist = () => useWhitelistChange((ip: string) => api.post<ChangeResponse>('/api/createwhitelist', { whitelist_ip: ip }));

export const useRemoveWhitelist = () => useWhitelistChange((entry: WhitelistEntry) => api.delete<ChangeResponse>(`/api/deletewhitelist/${entry.Whitelist_id}`));

/** Sends the opposite of the entry's current status. */
export const useToggleWhitelist = () =>
  useWhitelistChange((entry: WhitelistEntry) =>
    api.put<ChangeResponse>(`/api/updatestatuswhitelist/${entry.Whitelist_id}`, { Whitelist_status: !entry.Whitelist_status }),
  );
