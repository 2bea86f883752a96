import { mutasiPathDate } from '../../review/review-date.ts';
import { exportFileName, type ExportFormat, type ReviewQuery } from '../../review/review-rules.ts';
import { ReviewScreen } from '../../review/ReviewScreen.tsx';
import { DEPOSIT_LINES, WITHDRAW_LINES } from './mutasi-sides.tsx';
import { MutasiTable } from './MutasiTable.tsx';
import { VIEW_MUTASI_KEY } from './queries.ts';

const VIEW_TYPES = [
  { value: 'deposit', label: 'View Mutasi Deposit' },
  { value: 'withdraw', label: 'View Mutasi Withdraw' },
] as const;

/** POST /api/export{csv|excel}viewmutasi(wd) with {date, status, group}: the website code as it is. */
function mutasiExport(query: ReviewQuery, format: ExportFormat) {
  const side = query.view === 'withdraw' ? WITHDRAW_LINES : DEPOSIT_LINES;
  const date = mutasiPathDate(query.date);
  const group = query.website;
  return {
    path: side.exportPaths[format],
    body: { date, status: query.status, group },
    fileName: exportFileName(side.filePrefix, group, query.status, date, format),
  };
}

/** View Mutasi (docs/spec/part-1.md, section 2): the statement lines of one website and date, read-only, with the BO ticket each backs. */
export function ViewMutasiPage() {
  return (
    <ReviewScreen
      title="View Mutasi"
      viewOptions={VIEW_TYPES}
      queryRoot={VIEW_MUTASI_KEY}
      exportOf={mutasiExport}
      table={(props) =>
        props.query.view === 'withdraw' ? (
          <MutasiTable {...props} key={props.query.view} side={WITHDRAW_LINES} />
        ) : (
          <MutasiTable {...props} key={props.query.view} side={DEPOSIT_LINES} />
        )
      }
    />
  );
}
