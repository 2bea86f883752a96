import { useQuery } from '@tanstack/react-query';
import type { Account, WebsiteListItem } from '@auto-checker/contract';
import { api, apiRequest } from '../../lib/api.ts';

export const ACCOUNTS_KEY = ['accounts'] as const;

export function useAccounts(pageSize: number, page: number) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, pageSize, page],
    queryFn: async () => {
      const { data, headers } = await apiRequest<Account[]>('GET', `/api/alladminacc/${pageSize}/${page}`);
      return { rows: data, total: Number(headers.get('x-total-count') ?? data.length) };
    },
    placeholderData: (previous) => previous,
  });
}

/** id -> account name, for the created-by and last-edited-by columns (the spec's 1000/1 lookup). */
export function useAccountNames() {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'names'],
    queryFn: async () => new Map((await api.get<Account[]>('/api/alladminacc/1000/1')).map((a) => [a.account_id, a.account_name])),
  });
}

export function useWebsites() {
  return useQuery({ queryKey: ['websites'], queryFn: () => api.get<WebsiteListItem[]>('/api/websitelist') });
}
