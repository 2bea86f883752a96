import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TrackingRow } from '@auto-checker/contract';
import { getPage } from '../../lib/api.ts';
import { trackingPath, type TrackingQuery } from './tracking-rules.ts';

/** The activity log, newest first; waits while the website is not known (null). */
export function useTracking(query: TrackingQuery | null) {
  return useQuery({
    queryKey: ['tracking', query],
    queryFn: () => getPage<TrackingRow>(trackingPath(query!)),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
