import { mutasiPathDate } from '../../review/review-date.ts';
import type { ExportFormat, ReviewQuery } from '../../review/review-rules.ts';
import { ReviewScreen, type ReviewTableProps } from '../../review/ReviewScreen.tsx';
import { sideExport } from '../../review/export-file.ts';
import { DEPOSIT_LINES, MUTASI_SIDES, WITHDRAW_LINES } from './mutasi-sides.tsx';
import { MutasiTable } from './MutasiTable.tsx';
import { VIEW_MUTASI_KEY } from './queries.ts';

/** POST /api/export{csv|excel}viewmutasi(wd) with {date, status, group}: the website code as it is. */
const mutasiExport = (query: ReviewQuery, format: ExportFormat) =>
  sideExport(MUTASI_SIDES[query.side], query, format, mutasiPathDate(query.date), query.website);

const MUTASI_TABLES = {
  DEPOSIT: (props: ReviewTableProps) => <MutasiTable {...props} side={DEPOSIT_LINES} />,
  WITHDRAW: (props: ReviewTableProps) => <MutasiTable {...props} side={WITHDRAW_LINES} />,
};

/** View Mutasi (docs/spec/part-1.md, section 2): the statement lines of one website and date, read-only, with the BO ticket each backs. */
export function ViewMutasiPage() {
  return <ReviewScreen title="View Mutasi" sides={MUTASI_SIDES} queryRoot={VIEW_MUTASI_KEY} exportOf={mutasiExport} tables={MUTASI_TABLES} />;
}
