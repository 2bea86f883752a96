import { useQuery } from '@tanstack/react-query';
import { getPage } from '../../lib/api.ts';
import { ACCOUNTS_KEY } from '../../lib/lookups.ts';

export { ACCOUNTS_KEY };

export function useAccounts(pageSize: number, page: number) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, pageSize, page],
    queryFn: () => getPage('GET /api/alladminacc/:pageSize/:page', { params: { pageSize, page } }),
    placeholderData: (previous) => previous,
  });
}
