import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';
import { ME_KEY } from '../lib/session.ts';

/**
 * One client for the app. Any 401 from the server (session ended: signed out elsewhere,
 * deactivated, password changed) forgets the identity, and the guard sends the user to /signin.
 */
export function createQueryClient(): QueryClient {
  const onError = (err: unknown) => {
    if (err instanceof ApiError && err.status === 401) client.setQueryData(ME_KEY, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 1 } },
  });
  return client;
}
