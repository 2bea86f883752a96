import { boPathDate } from '../../review/review-date.ts';
import { exportFileName, type ExportFormat, type ReviewQuery } from '../../review/review-rules.ts';
import { ReviewScreen } from '../../review/ReviewScreen.tsx';
import { DEPOSIT_LAYOUT, WITHDRAW_LAYOUT } from './bo-columns.tsx';
import { DEPOSIT, WITHDRAW } from './bo-sides.ts';
import { BoTable } from './BoTable.tsx';
import { VIEW_BO_KEY } from './queries.ts';

const VIEW_TYPES = [
  { value: 'deposit', label: 'View BO Deposit' },
  { value: 'withdraw', label: 'View BO Withdraw' },
] as const;

/** POST /api/export{csv|excel}viewbo(wd) with {date, status, group}: the website code in lower case. */
function boExport(query: ReviewQuery, format: ExportFormat) {
  const side = query.view === 'withdraw' ? WITHDRAW : DEPOSIT;
  const date = boPathDate(query.date);
  const group = query.website.toLowerCase();
  return {
    path: side.exportPaths[format],
    body: { date, status: query.status, group },
    fileName: exportFileName(query.view === 'withdraw' ? 'viewbowd' : 'viewbo', group, query.status, date, format),
  };
}

/** View BO (docs/spec/part-1.md, section 2): review the BO rows of one website and statement date; approve or delete Pending ones. */
export function ViewBoPage() {
  return (
    <ReviewScreen
      title="View BO"
      viewOptions={VIEW_TYPES}
      queryRoot={VIEW_BO_KEY}
      exportOf={boExport}
      table={(props) =>
        props.query.view === 'withdraw' ? (
          <BoTable {...props} key={props.query.view} side={WITHDRAW} layout={WITHDRAW_LAYOUT} />
        ) : (
          <BoTable {...props} key={props.query.view} side={DEPOSIT} layout={DEPOSIT_LAYOUT} />
        )
      }
    />
  );
}
