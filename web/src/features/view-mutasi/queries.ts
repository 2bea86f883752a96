import { useQuery } from '@tanstack/react-query';
import { getPage, type ListPage } from '../../lib/api.ts';
import { mutasiPathDate } from '../../review/review-date.ts';
import { reviewListCall, type ReviewQuery } from '../../review/review-rules.ts';
import type { MutasiRow, MutasiSide } from './mutasi-sides.tsx';

export const VIEW_MUTASI_KEY = 'view-mutasi';

/** GET /api/viewmutasi|viewmutasiwd/... (two-digit day) or the search twin: one page of statement lines. */
export function useMutasiList<Row extends MutasiRow>(side: MutasiSide<Row>, query: ReviewQuery) {
  return useQuery({
    queryKey: [VIEW_MUTASI_KEY, side.kind, query],
    queryFn: () => {
      const call = reviewListCall(side.lists, mutasiPathDate(query.date), query);
      // The side's lists answer its own lines.
      return getPage(call.key, call.input) as Promise<ListPage<Row>>;
    },
  });
}
