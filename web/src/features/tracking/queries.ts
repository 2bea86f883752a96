import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPage } from '../../lib/api.ts';
import { trackingCall, type TrackingQuery } from './tracking-rules.ts';

/** The activity log, newest first; waits while the website is not known (null). */
export function useTracking(query: TrackingQuery | null) {
  return useQuery({
    queryKey: ['tracking', query],
    queryFn: () => {
      const call = trackingCall(query!);
      return getPage(call.key, call.input);
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
