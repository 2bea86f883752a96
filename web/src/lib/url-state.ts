import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type UrlPatch = Record<string, string | number | null | undefined>;

/** `params` with `patch` applied: null, undefined and '' remove a key. */
export function patchParams(params: URLSearchParams, patch: UrlPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * A screen's filters and page, kept in the URL so a reload or a shared link shows the same view.
 * Updates replace the history entry: paging through a table should not fill the back button.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback((patch: UrlPatch) => setParams((current) => patchParams(current, patch), { replace: true }), [setParams]);
  return [params, update] as const;
}
