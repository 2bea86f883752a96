import { REVIEW_WRITE_MSG } from '@auto-checker/contract';
import { useContext, useEffect, useState } from 'react';
import { SignedInContext } from '../../lib/session.ts';
import { useToast } from '../../components/Toaster.tsx';
import { errorMessage } from '../../lib/api.ts';
import { serverMessage } from '../../lib/messages.ts';
import { boPathDate, isWithinEditWindow } from '../../review/review-date.ts';
import { amountDraft, correctedAmount, REVIEW_TEXT, type ReviewQuery } from '../../review/review-rules.ts';
import { formatAmount } from '../../lib/format.ts';
import type { BoApproval, BoRow, BoSide } from './bo-sides.ts';
import { useBoChange, useBoList } from './queries.ts';

export interface BoDialog<Row> {
  action: 'submit' | 'delete';
  rows: readonly Row[];
}

/** A single approval of a ticket the panel refused, waiting for the checker's confirmation. */
export interface RefusedApproval<Row> {
  row: Row;
  approval: BoApproval<Row>;
}

const without = <V>(record: Readonly<Record<number, V>>, ids: readonly number[]) =>
  Object.fromEntries(Object.entries(record).filter(([id]) => !ids.includes(Number(id)))) as Record<number, V>;
const minus = (set: ReadonlySet<number>, ids: readonly number[]) => new Set([...set].filter((id) => !ids.includes(id)));

/** The id of a row's Ket input, where the cursor goes when an approval lacks its note. */
export const ketInputId = <Row extends BoRow>(side: BoSide<Row>, row: Row) => `ket-${side.kind}-${side.id(row)}`;

/** The id of a row's Status cell, where focus returns once the row's approval is taken back. */
export const statusCellId = <Row extends BoRow>(side: BoSide<Row>, row: Row) => `status-${side.kind}-${side.id(row)}`;

/**
 * One View BO table's state and actions (docs/spec/part-1.md, sections 4, 5 and 8): the rows, the notes and amounts
 * typed, the selection, the open suggestion panels and the confirmations. Ours: a ticket the panel
 * rejected or cancelled is never selected and is approved only one at a time after an explicit confirmation;
 * an approved row inside the edit window can be taken back with a reason.
 */
export function useBoReview<Row extends BoRow>(side: BoSide<Row>, query: ReviewQuery, onPage: (page: number) => void) {
  const me = useContext(SignedInContext);
  const toast = useToast();
  const list = useBoList(side, query);
  const approve = useBoChange();
  const remove = useBoChange();
  const revert = useBoChange();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [notes, setNotes] = useState<Readonly<Record<number, string>>>({});
  const [amounts, setAmounts] = useState<Readonly<Record<number, string>>>({});
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const [dialog, setDialog] = useState<BoDialog<Row> | null>(null);
  const [dialogProblem, setDialogProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<RefusedApproval<Row> | null>(null);
  const [reverting, setReverting] = useState<Row | null>(null);
  const [revertProblem, setRevertProblem] = useState<string | null>(null);
  /** The element (its id) that takes focus next: a row's Status cell once its undo dialog has closed (its Batalkan button is gone), the next row's Ket after an approval. */
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);
  // A new page, search or date starts with nothing selected and no panel open (typed notes stay with their rows).
  const queryKey = JSON.stringify(query);
  const [shownQuery, setShownQuery] = useState(queryKey);
  if (shownQuery !== queryKey) {
    setShownQuery(queryKey);
    setSelected(new Set());
    setOpen(new Set());
  }

  const rows = list.data?.rows ?? [];
  const pathDate = boPathDate(query.date);
  const windowOpen = isWithinEditWindow(query.date, new Date());
  /** Pending rows are edited when the status filter is pending or all. */
  const editable = (row: Row) => query.status !== 'approve' && !side.approved(row);
  /** A ticket the panel refused is never part of Select All or a bulk Submit: it is approved alone, confirmed. */
  const selectable = (row: Row) => editable(row) && windowOpen && !row.panel_refused;
  const selectedRows = rows.filter((row) => selected.has(side.id(row)) && selectable(row));
  const editor = me && Number.isInteger(me.account_id) && me.account_id > 0 ? me.account_id : null;

  /** The window is asked again at the moment of the click: the page may have stayed open past midnight. */
  const inWindow = () => {
    if (isWithinEditWindow(query.date, new Date())) return true;
    toast('error', REVIEW_TEXT.outsideEditWindow);
    return false;
  };
  const editorOrAlert = () => {
    if (editor === null) toast('error', REVIEW_TEXT.loginUnreadable);
    return editor;
  };
  const forget = (ids: readonly number[]) => {
    setNotes((n) => without(n, ids));
    setAmounts((a) => without(a, ids));
    setSelected((s) => minus(s, ids));
    setOpen((o) => minus(o, ids));
  };
  const close = () => {
    setDialog(null);
    setDialogProblem(null);
    setRefused(null);
  };
  const closeRevert = () => {
    setReverting(null);
    setRevertProblem(null);
  };

  /**
   * Where the cursor goes once one row is approved or deleted: the Ket of the next row still to decide (after the
   * page's last, the one before), so that the checker works down the page from the keyboard (the row's focused
   * button goes with it); with no other row to decide, the row's own Status cell.
   */
  const nextFocus = (row: Row): string => {
    const at = rows.findIndex((r) => side.id(r) === side.id(row));
    const other = rows.slice(at + 1).find(editable) ?? rows.slice(0, Math.max(at, 0)).findLast(editable);
    return other ? ketInputId(side, other) : statusCellId(side, row);
  };

  /** `said`: what the toast adds to the server's words (the amount a suggested line set). */
  const approveRows = (approvals: readonly BoApproval<Row>[], said = '') => {
    const by = editorOrAlert();
    if (by === null) return;
    const ids = approvals.map((a) => side.id(a.row));
    const focusAfter = approvals.length === 1 ? nextFocus(approvals[0]!.row) : null;
    approve.mutate(side.approveCall(pathDate, approvals, by), {
      onSuccess: (answer) => {
        toast('success', `${serverMessage(answer, `Berhasil update ${ids.length} data.`)}${said}`);
        forget(ids);
        close();
        if (focusAfter !== null) setFocusId(focusAfter);
      },
      onError: (err) => {
        toast('error', errorMessage(err));
        close();
      },
    });
  };

  const deleteRows = (doomed: readonly Row[]) => {
    const by = editorOrAlert();
    if (by === null) return;
    const ids = doomed.map(side.id);
    const focusAfter = doomed.length === 1 ? nextFocus(doomed[0]!) : null;
    remove.mutate(side.deleteCall(doomed, by), {
      onSuccess: (answer) => {
        toast('success', serverMessage(answer, `Berhasil hapus ${ids.length} data.`));
        forget(ids);
        close();
        if (focusAfter !== null) setFocusId(focusAfter);
        // The page emptied: show the one before it.
        if (query.page > 1 && rows.every((row) => ids.includes(side.id(row)))) onPage(query.page - 1);
      },
      onError: (err) => {
        toast('error', errorMessage(err));
        close();
      },
    });
  };

  const revertRow = (row: Row, reason: string) => {
    revert.mutate(side.revertCall(row, reason), {
      onSuccess: (answer) => {
        toast('success', serverMessage(answer, REVIEW_WRITE_MSG.reverted(side.ticket(row))));
        forget([side.id(row)]);
        closeRevert();
        setFocusId(statusCellId(side, row));
      },
      onError: (err) => {
        toast('error', errorMessage(err));
        closeRevert();
      },
    });
  };

  const approvalOf = (row: Row, fallbackNote = ''): BoApproval<Row> => {
    const id = side.id(row);
    return { row, note: (notes[id] ?? '').trim() || fallbackNote.trim(), amount: correctedAmount(amounts[id]) };
  };

  return {
    list,
    rows,
    windowOpen,
    editable,
    selectable,
    selectedRows,
    busy: approve.isPending || remove.isPending || revert.isPending,
    note: (row: Row) => notes[side.id(row)] ?? '',
    setNote: (row: Row, value: string) => setNotes((n) => ({ ...n, [side.id(row)]: value })),
    amount: (row: Row) => amounts[side.id(row)] ?? '',
    setAmount: (row: Row, value: string) => setAmounts((a) => ({ ...a, [side.id(row)]: amountDraft(value) })),
    corrected: (row: Row) => correctedAmount(amounts[side.id(row)]),
    isSelected: (row: Row) => selected.has(side.id(row)),
    toggle: (row: Row) => setSelected((s) => (s.has(side.id(row)) ? minus(s, [side.id(row)]) : new Set([...s, side.id(row)]))),
    toggleAll: () => setSelected(selectedRows.length === rows.filter(selectable).length ? new Set() : new Set(rows.filter(selectable).map(side.id))),
    isOpen: (row: Row) => open.has(side.id(row)),
    toggleOpen: (row: Row) => setOpen((o) => (o.has(side.id(row)) ? minus(o, [side.id(row)]) : new Set([...o, side.id(row)]))),

    /**
     * The row's Update button, or a suggested line's: window, note, then the signed-in account. A line of
     * another amount than the BO's approves the row at the line's amount, put in the row's amount box and said in
     * the toast. A missing note puts the cursor in the row's Ket. A ticket the panel refused asks for a
     * confirmation first.
     */
    updateOne: (row: Row, line?: { line_id: number; amount: number }) => {
      if (!inWindow()) return;
      const lineAmount = line && line.amount !== side.amount(row) ? line.amount : null;
      if (lineAmount !== null && !Number.isSafeInteger(lineAmount)) {
        // The correction is whole rupiah: a line with sen is for the checker to decide.
        toast('error', `Nominal mutasi ${formatAmount(lineAmount)} tidak bulat: isi koreksi nominal lalu Update.`);
        return;
      }
      if (lineAmount !== null) setAmounts((a) => ({ ...a, [side.id(row)]: amountDraft(String(lineAmount)) }));
      const approval = { ...approvalOf(row), ...(lineAmount === null ? {} : { amount: lineAmount }), ...(line ? { lineId: line.line_id } : {}) };
      if (!approval.note) {
        toast('error', REVIEW_TEXT.noteRequired);
        document.getElementById(ketInputId(side, row))?.focus();
        return;
      }
      if (row.panel_refused) {
        setRefused({ row, approval });
        return;
      }
      approveRows(
        [approval],
        lineAmount === null ? '' : ` ${side.ticket(row)} disetujui dengan nominal mutasi ${formatAmount(lineAmount)} (BO ${formatAmount(side.amount(row))}).`,
      );
    },
    refused,
    /** The checker confirmed: sent with confirm_refused, so the server lets it through. */
    confirmRefused: () => {
      if (!refused || !inWindow()) return;
      approveRows([{ ...refused.approval, note: approvalOf(refused.row).note || refused.approval.note, confirmRefused: true }]);
    },

    /** Batalkan on an approved row: asks the reason. */
    askRevert: (row: Row) => inWindow() && setReverting(row),
    reverting,
    revertProblem,
    closeRevert,
    confirmRevert: (reason: string) => {
      if (!reverting) return;
      const trimmed = reason.trim();
      if (!trimmed) {
        setRevertProblem(REVIEW_WRITE_MSG.reasonRequired);
        return;
      }
      if (!inWindow()) {
        closeRevert();
        return;
      }
      revertRow(reverting, trimmed);
    },
    askSubmit: () => inWindow() && setDialog({ action: 'submit', rows: selectedRows }),
    askDelete: (doomed: readonly Row[]) => inWindow() && setDialog({ action: 'delete', rows: doomed }),

    dialog,
    dialogProblem,
    missingNotes: dialog?.action === 'submit' ? dialog.rows.filter((row) => !approvalOf(row).note).length : 0,
    closeDialog: close,
    confirm: (fallbackNote: string) => {
      if (!dialog) return;
      if (dialog.action === 'delete') {
        deleteRows(dialog.rows);
        return;
      }
      const approvals = dialog.rows.map((row) => approvalOf(row, fallbackNote));
      if (approvals.some((a) => !a.note)) {
        setDialogProblem(REVIEW_TEXT.noteRequired);
        return;
      }
      approveRows(approvals);
    },
  };
}

export type BoReview<Row extends BoRow> = ReturnType<typeof useBoReview<Row>>;
