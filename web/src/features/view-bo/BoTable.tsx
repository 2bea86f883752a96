import type { ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { loadError } from '../../lib/messages.ts';
import { pageCount } from '../../lib/pagination.ts';
import { ReviewTable } from '../../review/ReviewTable.tsx';
import { SearchBoxes } from '../../review/SearchBoxes.tsx';
import type { SearchTyped } from '../../review/use-review-filters.ts';
import { emptyText, REVIEW_PAGE_SIZE, rowNumber, type ReviewQuery } from '../../review/review-rules.ts';
import { describeRow, type BoRow, type BoSide } from './bo-sides.ts';
import type { BoLayout, ControlColumns } from './bo-columns.tsx';
import { BestSuggestion } from './BestSuggestion.tsx';
import { AmountCell, KetCell, StatusCell, TicketCell } from './BoCells.tsx';
import { BulkConfirmDialog } from './BulkConfirmDialog.tsx';
import { RefusedApproveDialog } from './RefusedApproveDialog.tsx';
import { RevertDialog } from './RevertDialog.tsx';
import { SuggestionsPanel } from './SuggestionsPanel.tsx';
import { RowDetail } from './RowDetail.tsx';
import { useBestSuggestions } from './queries.ts';
import { useColumnChoice } from '../../review/column-choice.ts';
import { ColumnChooser } from '../../review/ColumnChooser.tsx';
import { ketInputId, statusCellId, useBoReview, type BoReview } from './use-bo-review.ts';
import { formatShortMoment } from '../../lib/format.ts';

interface BoTableProps<Row extends BoRow> {
  side: BoSide<Row>;
  layout: BoLayout<Row>;
  query: ReviewQuery;
  typed: SearchTyped;
  onType: (typed: SearchTyped) => void;
  onPage: (page: number) => void;
}

/** One View BO table (deposit or withdraw): search, bulk buttons, the rows with their controls, pages. */
export function BoTable<Row extends BoRow>({ side, layout, query, typed, onType, onPage }: BoTableProps<Row>) {
  const review = useBoReview(side, query, onPage);
  const { list, rows, selectedRows, dialog } = review;
  const [choice, choose] = useColumnChoice('view-bo');
  const short = choice === 'short';
  const pages = pageCount(list.data?.total ?? 0, REVIEW_PAGE_SIZE);
  const panelId = (row: Row) => `saran-${side.kind}-${side.id(row)}`;
  const bulkDisabled = selectedRows.length === 0 || !review.windowOpen || review.busy;
  // The short view says why each Pending row is Pending: its best line, for the whole page in one request.
  const best = useBestSuggestions(side.kind, short && query.status !== 'approve' ? rows.filter((row) => !side.approved(row)).map(side.id) : []);
  const inline = (row: Row) =>
    short ? (
      <BestSuggestion best={best.data?.get(side.id(row))} failed={best.isError} boAmount={side.amount(row)} onUse={lineApprover(review, row)} />
    ) : undefined;
  const controls = controlColumns(side, review, query.page, panelId, inline);

  return (
    <div className="space-y-4">
      {/* One toolbar row on a laptop (1366 px): the rows start higher, where the checker looks. */}
      <div className="flex flex-wrap items-center gap-3">
        <SearchBoxes placeholder="Username / Fullname / Nominal" typed={typed} onType={onType} />
        <ColumnChooser choice={choice} onChoose={choose} />
        <div className="flex flex-wrap gap-2 lg:ml-auto">
          <Button type="button" disabled={bulkDisabled} onClick={review.askSubmit}>
            Submit {selectedRows.length} data
          </Button>
          <Button type="button" variant="danger" disabled={bulkDisabled} onClick={() => review.askDelete(selectedRows)}>
            Delete {selectedRows.length} data
          </Button>
        </div>
      </div>
      {!review.windowOpen && query.status !== 'approve' && (
        <p className="text-sm text-amber-700 dark:text-amber-400">
          Data tanggal ini hanya bisa dilihat: update, pilih dan hapus hanya untuk hari ini dan 2 hari sebelumnya.
        </p>
      )}
      <ReviewTable
        caption={side.caption}
        columns={short ? layout.short(controls) : layout.full(controls)}
        rows={rows}
        rowKey={side.id}
        loading={list.isPending}
        error={loadError(list)}
        empty={emptyText(query.search)}
        fit={short}
        detail={(row) => {
          if (!review.isOpen(row)) return null;
          const suggestions = side.approved(row) ? null : (
            <SuggestionsPanel side={side.kind} id={side.id(row)} panelId={panelId(row)} boAmount={side.amount(row)} onUse={lineApprover(review, row)} />
          );
          return short ? (
            <RowDetail id={detailId(side, row)} fields={layout.fields} row={row}>
              {suggestions}
            </RowDetail>
          ) : (
            suggestions
          );
        }}
      />
      <p className="text-xs text-gray-500 max-md:hidden dark:text-gray-400">↑/↓ pindah baris · Enter di Ket = Update · klik ticket untuk detail</p>
      {/* Only once the total is known: no 'page 3 of 1' while a page loads. */}
      {list.data && <Pagination page={query.page} pages={pages} onPage={onPage} />}
      {dialog && (
        <BulkConfirmDialog
          action={dialog.action}
          lines={dialog.rows.map((row) => describeRow(side, row, dialog.action === 'submit' ? review.corrected(row) : null))}
          limit={side.summaryLimit}
          missingNotes={review.missingNotes}
          busy={review.busy}
          problem={review.dialogProblem}
          onConfirm={review.confirm}
          onCancel={review.closeDialog}
        />
      )}
      {review.refused && (
        <RefusedApproveDialog
          ticket={side.ticket(review.refused.row)}
          panelStatus={side.panelStatus(review.refused.row)}
          summary={describeRow(side, review.refused.row, review.refused.approval.amount)}
          busy={review.busy}
          onConfirm={review.confirmRefused}
          onCancel={review.closeDialog}
        />
      )}
      {review.reverting && (
        <RevertDialog
          ticket={side.ticket(review.reverting)}
          summary={describeRow(side, review.reverting)}
          busy={review.busy}
          problem={review.revertProblem}
          onConfirm={review.confirmRevert}
          onCancel={review.closeRevert}
        />
      )}
    </div>
  );
}

const detailId = <Row extends BoRow>(side: BoSide<Row>, row: Row) => `detail-${side.kind}-${side.id(row)}`;

/** "Approve dengan mutasi ini" of a row, when the row may change now. */
function lineApprover<Row extends BoRow>(review: BoReview<Row>, row: Row) {
  return review.editable(row) && review.windowOpen && !review.busy ? (line: { line_id: number; amount: number }) => review.updateOne(row, line) : undefined;
}

/** The columns that carry View BO's controls, bound to one table's state. */
function controlColumns<Row extends BoRow>(
  side: BoSide<Row>,
  review: BoReview<Row>,
  page: number,
  panelId: (row: Row) => string,
  inline: (row: Row) => ReactNode | undefined,
): ControlColumns<Row> {
  const selectableRows = review.rows.filter(review.selectable);
  const allSelected = selectableRows.length > 0 && review.selectedRows.length === selectableRows.length;
  return {
    select: {
      key: 'select',
      header: (
        <input
          type="checkbox"
          aria-label="Pilih semua data di halaman ini"
          checked={allSelected}
          disabled={selectableRows.length === 0}
          onChange={review.toggleAll}
          className="h-4 w-4"
        />
      ),
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={`Pilih ${side.ticket(row)}`}
          title={row.panel_refused && review.editable(row) ? 'Ditolak panel: approve satu per satu dengan konfirmasi (Update).' : undefined}
          checked={review.isSelected(row) && review.selectable(row)}
          disabled={!review.selectable(row)}
          onChange={() => review.toggle(row)}
          className="h-4 w-4"
        />
      ),
      align: 'center',
    },
    no: { key: 'No', header: 'No', cell: (_row, index) => rowNumber(page, index), className: 'tabular-nums' },
    status: {
      key: 'Status',
      header: 'Status',
      cell: (row) => (
        <StatusCell
          row={row}
          approved={side.approved(row)}
          note={side.note(row)}
          ticket={side.ticket(row)}
          panelStatus={side.panelStatus(row)}
          open={review.isOpen(row)}
          cellId={statusCellId(side, row)}
          panelId={panelId(row)}
          onToggle={() => review.toggleOpen(row)}
          inline={inline(row)}
        />
      ),
    },
    ticket: {
      key: 'Ticket',
      header: 'Ticket',
      cell: (row) => (
        <TicketCell
          ticket={side.ticket(row)}
          when={formatShortMoment(side.requestTime(row))}
          open={review.isOpen(row)}
          detailId={detailId(side, row)}
          onToggle={() => review.toggleOpen(row)}
        />
      ),
    },
    ket: {
      key: 'Ket',
      header: 'Ket',
      wrap: true,
      cell: (row) =>
        review.editable(row) ? (
          <KetCell
            ticket={side.ticket(row)}
            inputId={ketInputId(side, row)}
            current={side.note(row)}
            revertNote={row.revert_note}
            hint={row.match_hint}
            value={review.note(row)}
            disabled={!review.windowOpen}
            busy={review.busy}
            onChange={(value) => review.setNote(row, value)}
            onUpdate={() => review.updateOne(row)}
          />
        ) : (
          side.note(row) || '-'
        ),
    },
    amount: {
      key: side.amountLabel,
      header: side.amountLabel,
      align: 'right',
      className: 'tabular-nums',
      cell: (row) => (
        <AmountCell
          label={side.amountLabel}
          ticket={side.ticket(row)}
          amount={side.amount(row)}
          approvedAmount={row.approved_amount}
          editable={review.editable(row)}
          disabled={!review.windowOpen}
          value={review.amount(row)}
          onChange={(value) => review.setAmount(row, value)}
        />
      ),
    },
    action: {
      key: 'Action',
      header: 'Action',
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="danger"
            aria-label={`Delete ${side.ticket(row)}`}
            disabled={side.approved(row) || review.busy}
            title={side.approved(row) ? 'Data yang sudah di-approve tidak bisa dihapus.' : undefined}
            onClick={() => review.askDelete([row])}
          >
            Delete
          </Button>
          {side.approved(row) && review.windowOpen && (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={`Batalkan approve ${side.ticket(row)}`}
              disabled={review.busy}
              onClick={() => review.askRevert(row)}
            >
              Batalkan
            </Button>
          )}
        </div>
      ),
    },
  };
}
