import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BestSuggestionView, SuggestionView } from '@auto-checker/contract';
import { api, getPage } from '../../lib/api.ts';
import { boPathDate } from '../../review/review-date.ts';
import { reviewListPath, type ReviewQuery } from '../../review/review-rules.ts';
import type { BoRow, BoSide } from './bo-sides.ts';

export const VIEW_BO_KEY = 'view-bo';
const SUGGESTIONS_KEY = 'bo-suggestions';

/** GET /api/viewbo|viewbowd/... or the search twin: one page of BO rows. */
export function useBoList<Row extends BoRow>(side: BoSide<Row>, query: ReviewQuery) {
  return useQuery({
    queryKey: [VIEW_BO_KEY, side.kind, query],
    queryFn: () => getPage<Row>(reviewListPath(side.names, boPathDate(query.date), query)),
  });
}

/** The answer of an approve, delete or undo: the server's words and how many rows changed. */
export interface BoChangeResponse {
  message: string;
  updated?: number;
  deleted?: number;
}

function useBoChange(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => api.put<BoChangeResponse>(path, body),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: [VIEW_BO_KEY] }), client.invalidateQueries({ queryKey: [SUGGESTIONS_KEY] })]),
  });
}

/** PUT /api/updatebodepostts or /api/updatebosttswd. */
export const useApproveBo = <Row extends BoRow>(side: BoSide<Row>) => useBoChange(side.updatePath);
/** PUT /api/deleteboid or /api/deleteboidwd. */
export const useDeleteBo = <Row extends BoRow>(side: BoSide<Row>) => useBoChange(side.deletePath);
/** PUT /api/revertbo or /api/revertbowd (ours): an approval taken back. */
export const useRevertBo = <Row extends BoRow>(side: BoSide<Row>) => useBoChange(side.revertPath);

/** The lines the matcher suggests for a Pending row (GET /api/suggestions/{bo|bowd}/{id}), asked only while the row's "Saran" panel is open. */
export function useSuggestions(kind: 'bo' | 'bowd', id: number) {
  return useQuery({
    queryKey: [SUGGESTIONS_KEY, kind, id],
    queryFn: () => api.get<SuggestionView[]>(`/api/suggestions/${kind}/${id}`),
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
      const answer = await api.get<BestSuggestionView[]>(`/api/suggestions/${kind}?ids=${ids.join(',')}`);
      return new Map(answer.map((b) => [b.id, b]));
    },
    enabled: ids.length > 0,
  });
}
