import { mutasiPathDate } from '../../review/review-date.ts';
import type { ReviewQuery } from '../../review/review-rules.ts';
import { useReviewList } from '../../review/use-review-list.ts';
import type { MutasiRow, MutasiSide } from './mutasi-sides.tsx';

export const VIEW_MUTASI_KEY = 'view-mutasi';

/** GET /api/viewmutasi|viewmutasiwd/... (two-digit day) or the search twin: one page of statement lines. */
export function useMutasiList<Row extends MutasiRow>(side: MutasiSide<Row>, query: ReviewQuery) {
  return useReviewList<Row>(VIEW_MUTASI_KEY, side, mutasiPathDate(query.date), query);
}
