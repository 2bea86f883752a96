import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identity } from '@auto-checker/contract';
import { ApiError, api } from '../lib/api.ts';

export const ME_KEY = ['me'] as const;

/** Who is signed in: null when nobody is (the server said 401). */
export function useIdentity() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async (): Promise<Identity | null> => {
      try {
        return await api.get<Identity>('/api/me');
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return async () => {
    try {
      await api.post('/api/logout');
    } finally {
      client.clear();
      client.setQueryData(ME_KEY, null);
    }
  };
}
