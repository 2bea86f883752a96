import { useQuery } from '@tanstack/react-query';
import { getPage, type ListPage } from '../lib/api.ts';
import { reviewListCall, type ReviewQuery, type ReviewSide } from './review-rules.ts';

/**
 * GET /api/{view}/... or the search twin: one page of a side's rows, under `queryRoot` (the screen's key root) and the
 * side. `pathDate` is the query's date as the screen's paths write it.
 */
export function useReviewList<Row>(queryRoot: string, side: ReviewSide, pathDate: string, query: ReviewQuery) {
  return useQuery({
    queryKey: [queryRoot, side.kind, query],
    queryFn: () => {
      const call = reviewListCall(side.lists, pathDate, query);
      // The side's lists answer its own rows.
      return getPage(call.key, call.input) as Promise<ListPage<Row>>;
    },
  });
}
