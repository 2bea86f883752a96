import { createContext, useContext } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SESSION_HINT_COOKIE, type Identity } from '@auto-checker/contract';
import { ApiError, callApi } from './api.ts';

export const ME_KEY = ['me'] as const;

/** Who is signed in: null when nobody is (no session was opened in this browser, or the server said 401). */
export function useIdentity() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async (): Promise<Identity | null> => {
      // No session was opened in this browser: nobody is signed in, and the server need not say so with a 401.
      if (!hasSessionHint()) return null;
      try {
        return await callApi('GET /api/me');
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
      await callApi('POST /api/logout');
    } finally {
      client.clear();
      client.setQueryData(ME_KEY, null);
    }
  };
}

/** Set by RequireAuth for everything inside the signed-in layout. */
export const SignedInContext = createContext<Identity | null>(null);

/**
 * The signed-in identity, for components inside the authenticated layout. Read from context, so a
 * session that ends mid-render never hands a component null: the guard unmounts them first.
 */
export function useMe(): Identity {
  const me = useContext(SignedInContext);
  if (!me) throw new Error('useMe() used outside the signed-in layout');
  return me;
}

/** Is the server's readable companion of the session cookie there (contract/src/session.ts)? */
function hasSessionHint(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
