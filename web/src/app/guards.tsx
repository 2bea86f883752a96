import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import type { ScreenRoute } from '@auto-checker/contract';
import { callApi } from '../lib/api.ts';
import { UNREACHABLE } from '../lib/messages.ts';
import { canOpen } from './access.ts';
import { SignedInContext, useIdentity, useMe } from '../lib/session.ts';

export const NOT_FOUND = '/not-found';

/** A whole-screen status line: the IP check, the session check, a chunk of the app loading. */
export function FullPageMessage({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-sm text-gray-500 dark:text-gray-400">
      {text}
    </div>
  );
}

/** Before any screen: the server must accept this client's address (docs/spec/part-1.md section 2). */
export function IpGate({ children }: { children: ReactNode }) {
  const check = useQuery({
    queryKey: ['whitelist'],
    queryFn: () => callApi('GET /api/whitelist'),
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (check.isPending) return <FullPageMessage text="Checking IP whitelist..." />;
  if (check.isError || check.data?.message !== 'Success') return <Navigate to={NOT_FOUND} replace />;
  return children;
}

/** Signed-out visitors go to /signin, replacing the history entry. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const me = useIdentity();
  const location = useLocation();
  if (me.isPending) return <FullPageMessage text="Loading..." />;
  if (me.isError) return <FullPageMessage text={UNREACHABLE} />;
  if (!me.data) return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  return <SignedInContext.Provider value={me.data}>{children}</SignedInContext.Provider>;
}

/** Wrong role (or website) for the screen: the not-found page, replacing the history entry. */
export function RequireAccess({ screen, website, children }: { screen: ScreenRoute; website?: number; children: ReactNode }) {
  const me = useMe();
  if (!canOpen(screen, me, website)) return <Navigate to={NOT_FOUND} replace />;
  return children;
}
