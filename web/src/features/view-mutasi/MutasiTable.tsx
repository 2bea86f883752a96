import { Pagination } from '../../components/Pagination.tsx';
import { loadError } from '../../lib/messages.ts';
import { pageCount } from '../../lib/pagination.ts';
import { ReviewTable } from '../../review/ReviewTable.tsx';
import { ColumnChooser } from '../../review/ColumnChooser.tsx';
import { useColumnChoice } from '../../review/column-choice.ts';
import { SearchBoxes } from '../../review/SearchBoxes.tsx';
import type { SearchTyped } from '../../review/use-review-filters.ts';
import { emptyText, REVIEW_PAGE_SIZE, type ReviewQuery } from '../../review/review-rules.ts';
import type { MutasiRow, MutasiSide } from './mutasi-sides.tsx';
import { useMutasiList } from './queries.ts';

interface MutasiTableProps<Row extends MutasiRow> {
  side: MutasiSide<Row>;
  query: ReviewQuery;
  typed: SearchTyped;
  onType: (typed: SearchTyped) => void;
  onPage: (page: number) => void;
}

/** One read-only View Mutasi table: search boxes, the lines (each with the line that bears on it under it), pages. */
export function MutasiTable<Row extends MutasiRow>({ side, query, typed, onType, onPage }: MutasiTableProps<Row>) {
  const list = useMutasiList(side, query);
  const [choice, choose] = useColumnChoice('view-mutasi');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchBoxes placeholder="Name / nominal / reference" typed={typed} onType={onType} />
        <ColumnChooser choice={choice} onChoose={choose} />
      </div>
      <ReviewTable
        caption={side.caption}
        columns={choice === 'short' ? side.shortColumns(query.page) : side.columns(query.page)}
        fit={choice === 'short'}
        rows={list.data?.rows ?? []}
        rowKey={side.id}
        loading={list.isPending}
        error={loadError(list)}
        empty={emptyText(query.search)}
        detail={side.related}
      />
      {/* Only once the total is known: no 'page 3 of 1' while a page loads. */}
      {list.data && <Pagination page={query.page} pages={pageCount(list.data.total, REVIEW_PAGE_SIZE)} onPage={onPage} />}
    </div>
  );
}
