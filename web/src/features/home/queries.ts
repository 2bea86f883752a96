import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api.ts';

export const DASHBOARD_KEY = 'dashboard';

/** GET /api/dashboard?date=YYYY-MM-DD: the server scopes it to the websites (and the detail) the role may see. */
export function useDashboard(date: string) {
  return useQuery({
    queryKey: [DASHBOARD_KEY, date],
    queryFn: () => callApi('GET /api/dashboard', { query: { date } }),
    placeholderData: keepPreviousData,
  });
}
