import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, getPage, type ApiCall, type ListPage } from '../../lib/api.ts';
import { boPathDate } from '../../review/review-date.ts';
import { reviewListCall, type ReviewQuery } from '../../review/review-rules.ts';
import type { BoChangeKey, BoRow, BoSide } from './bo-sides.ts';

export const VIEW_BO_KEY = 'view-bo';
const SUGGESTIONS_KEY = 'bo-suggestions';

/** GET /api/viewbo|viewbowd/... or the search twin: one page of BO rows. */
export function useBoList<Row extends BoRow>(side: BoSide<Row>, query: ReviewQuery) {
  return useQuery({
    queryKey: [VIEW_BO_KEY, side.kind, query],
    queryFn: () => {
      const call = reviewListCall(side.lists, boPathDate(query.date), query);
      // The side's lists answer its own rows.
      return getPage(call.key, call.input) as Promise<ListPage<Row>>;
    },
  });
}

/** An approve, delete or undo: the server answers its words and how many rows changed. */
export function useBoChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: ApiCall<BoChangeKey>) => callApi(call.key, call.input),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: [VIEW_BO_KEY] }), client.invalidateQueries({ queryKey: [SUGGESTIONS_KEY] })]),
  });
}

/** The lines the matcher suggests for a Pending row (GET /api/suggestions/{bo|bowd}/{id}), asked only while the row's "Saran" panel is open. */
export function useSuggestions(kind: 'bo' | 'bowd', id: number) {
  return useQuery({
    queryKey: [SUGGESTIONS_KEY, kind, id],
    queryFn: () => callApi('GET /api/suggestions/:kind/:id', { params: { kind, id } }),
  });
}

/**
 * The best line of each Pending row of the page shown (GET /api/suggestions/{bo|bowd}?ids=), by row id: one request
 * for the page, made once its rows are known.
 */
export function useBestSuggestions(kind: 'bo' | 'bowd', ids: readonly number[]) {
  return useQuery({
    queryKey: [SUGGESTIONS_KEY, kind, 'best', ids],
    queryFn: async () => {
      const answer = await callApi('GET /api/suggestions/:kind', { params: { kind }, query: { ids: ids.join(',') } });
      return new Map(answer.map((b) => [b.id, b]));
    },
    enabled: ids.length > 0,
  });
}
