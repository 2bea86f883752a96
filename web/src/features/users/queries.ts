import { useQuery } from '@tanstack/react-query';
import type { Account } from '@auto-checker/contract';
import { apiRequest } from '../../lib/api.ts';
import { ACCOUNTS_KEY } from '../../lib/lookups.ts';

export { ACCOUNTS_KEY };

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
