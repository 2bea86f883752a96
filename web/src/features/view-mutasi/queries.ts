import { useQuery } from '@tanstack/react-query';
import { getPage } from '../../lib/api.ts';
import { mutasiPathDate } from '../../review/review-date.ts';
import { reviewListPath, type ReviewQuery } from '../../review/review-rules.ts';
import type { MutasiRow, MutasiSide } from './mutasi-sides.tsx';

export const VIEW_MUTASI_KEY = 'view-mutasi';

/** GET /api/viewmutasi|viewmutasiwd/... (two-digit day) or the search twin: one page of statement lines. */
export function useMutasiList<Row extends MutasiRow>(side: MutasiSide<Row>, query: ReviewQuery) {
  return useQuery({
    queryKey: [VIEW_MUTASI_KEY, side.kind, query],
    queryFn: () => getPage<Row>(reviewListPath(side.names, mutasiPathDate(query.date), query)),
  });
}
