import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SIDE_WORDS, type Side } from '@auto-checker/contract';
import { callApi, type ApiCall } from '../../lib/api.ts';
import { boPathDate } from '../../review/review-date.ts';
import type { ReviewQuery } from '../../review/review-rules.ts';
import { useReviewList } from '../../review/use-review-list.ts';
import type { BoChangeKey, BoRow, BoSide } from './bo-sides.ts';

export const VIEW_BO_KEY = 'view-bo';
const SUGGESTIONS_KEY = 'bo-suggestions';

/** GET /api/viewbo|viewbowd/... or the search twin: one page of BO rows. */
export function useBoList<Row extends BoRow>(side: BoSide<Row>, query: ReviewQuery) {
  return useReviewList<Row>(VIEW_BO_KEY, side, boPathDate(query.date), query);
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
export function useSuggestions(side: Side, id: number) {
  return useQuery({
    queryKey: [SUGGESTIONS_KEY, side, id],
    queryFn: () => callApi('GET /api/suggestions/:kind/:id', { params: { kind: SIDE_WORDS[side].boPath, id } }),
  });
}

/**
 * The best line of each Pending row of the page shown (GET /api/suggestions/{bo|bowd}?ids=), by row id: one request
 * for the page, made once its rows are known. When the page's rows change (an approval takes a row off the Pending
 * list), the rows still shown keep their last best line until the new answer comes, instead of all flashing
 * "Memuat saran..." (a line another row has just taken is refused by the server if used meanwhile).
 */
export function useBestSuggestions(side: Side, ids: readonly number[]) {
  return useQuery({
    queryKey: [SUGGESTIONS_KEY, side, 'best', ids],
    queryFn: async () => {
      const answer = await callApi('GET /api/suggestions/:kind', { params: { kind: SIDE_WORDS[side].boPath }, query: { ids: ids.join(',') } });
      return new Map(answer.map((b) => [b.id, b]));
    },
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
