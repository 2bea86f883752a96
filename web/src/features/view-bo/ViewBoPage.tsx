import { boPathDate } from '../../review/review-date.ts';
import type { ExportFormat, ReviewQuery } from '../../review/review-rules.ts';
import { ReviewScreen, type ReviewTableProps } from '../../review/ReviewScreen.tsx';
import { sideExport } from '../../review/export-file.ts';
import { DEPOSIT_LAYOUT, WITHDRAW_LAYOUT } from './bo-columns.tsx';
import { BO_SIDES, DEPOSIT, WITHDRAW } from './bo-sides.ts';
import { BoTable } from './BoTable.tsx';
import { VIEW_BO_KEY } from './queries.ts';

/** POST /api/export{csv|excel}viewbo(wd) with {date, status, group}: the website code in lower case. */
const boExport = (query: ReviewQuery, format: ExportFormat) =>
  sideExport(BO_SIDES[query.side], query, format, boPathDate(query.date), query.website.toLowerCase());

const BO_TABLES = {
  DEPOSIT: (props: ReviewTableProps) => <BoTable {...props} side={DEPOSIT} layout={DEPOSIT_LAYOUT} />,
  WITHDRAW: (props: ReviewTableProps) => <BoTable {...props} side={WITHDRAW} layout={WITHDRAW_LAYOUT} />,
};

/** View BO (docs/spec/part-1.md, section 2): review the BO rows of one website and statement date; approve or delete Pending ones. */
export function ViewBoPage() {
  return <ReviewScreen title="View BO" sides={BO_SIDES} queryRoot={VIEW_BO_KEY} exportOf={boExport} tables={BO_TABLES} />;
}
