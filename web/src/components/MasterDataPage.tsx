import type { ComponentType, Key, ReactNode } from 'react';
import type { PageNumbering } from '../lib/pagination.ts';
import { loadError } from '../lib/messages.ts';
import { pageCount } from '../lib/pagination.ts';
import type { useTableChange } from '../lib/table-change.ts';
import { Button } from './Button.tsx';
import { Card } from './Card.tsx';
import { ConfirmChange } from './ConfirmChange.tsx';
import { DataTable, type Column } from './DataTable.tsx';
import { FormDialog, useCheckedForm, type AddDialogProps } from './FormDialog.tsx';
import { Notice } from './Notice.tsx';
import { PageHeader } from './PageHeader.tsx';
import { Pagination } from './Pagination.tsx';
import type { useListPage } from './use-list-page.ts';

/** The dialog open on a master-data page: Add, or the Confirm Action of a Remove or a status change of one row. */
export type RowDialog<Row> = { kind: 'add' } | { kind: 'remove' | 'status'; row: Row };

type ListPageState<Row> = ReturnType<typeof useListPage<RowDialog<Row>>>;
type TableChange<V> = ReturnType<typeof useTableChange<V>>;
type Words<Row> = Parameters<ListPageState<Row>['createCallbacks']>[0] & Parameters<ListPageState<Row>['removeConfirm']>[0];
type StatusWords<Row> = Parameters<ListPageState<Row>['statusConfirm']>[0];

/** A change to one row that the page asks to confirm: the change, and the question the Confirm Action asks. */
interface RowChange<Row> {
  mutation: TableChange<Row>;
  ask: (row: Row) => string;
}

interface MasterDataPageProps<Row, Body> {
  /** 'Website': the page's title, the table's caption; the card is 'Table Website'. */
  name: string;
  /** The card's button that opens the Add dialog (ADMIN only, as every change here). */
  addLabel: string;
  /** The page's useListPage(): its page number, notice, open dialog and ADMIN-only buttons. */
  state: ListPageState<Row>;
  /** The page of rows shown, `pageSize` rows a page. */
  list: { data?: { rows: Row[]; total: number }; isPending: boolean; isError: boolean; error: unknown };
  pageSize: number;
  numbering?: PageNumbering;
  /** The table's columns; an Action column opens the Remove (and status) dialog through `state.setDialog`. */
  columns: Column<Row>[];
  rowKey: (row: Row) => Key;
  /** The page's *_MSG: what an Add and a Remove say when they end. */
  words: Words<Row>;
  AddDialog: ComponentType<AddDialogProps<Body>>;
  create: TableChange<Body>;
  remove: RowChange<Row>;
  /** A page whose rows are switched on and off: the change, its question and what it says when it ends. */
  status?: RowChange<Row> & { words: StatusWords<Row> };
}

/**
 * The skeleton the master-data pages share: the page's title, its table in a card with the Add button above it, the
 * outcome of the last change and the pager; then, when open, the Add dialog or a row's Confirm Action.
 */
export function MasterDataPage<Row, Body>(props: MasterDataPageProps<Row, Body>) {
  const { name, state, list, remove, status, words, AddDialog } = props;
  const { dialog, notice, page } = state;
  const rows = list.data?.rows ?? [];
  return (
    <>
      <PageHeader title={name} />
      <Card
        title={`Table ${name}`}
        actions={
          <Button type="button" {...state.adminOnly} onClick={() => state.openForm({ kind: 'add' })}>
            {props.addLabel}
          </Button>
        }
      >
        {/* The Add dialog shows the notice itself while it is open. */}
        <Notice notice={dialog?.kind === 'add' ? null : notice} />
        <DataTable caption={name} columns={props.columns} rows={rows} rowKey={props.rowKey} loading={list.isPending} error={loadError(list)} />
        <Pagination
          page={page}
          pages={pageCount(list.data?.total ?? 0, props.pageSize)}
          numbering={props.numbering}
          onPage={(p) => state.update({ page: p })}
        />
      </Card>

      {dialog?.kind === 'add' && (
        <AddDialog
          busy={props.create.isPending}
          notice={notice}
          onClose={state.close}
          onSubmit={(body) => props.create.mutate(body, state.createCallbacks(words))}
        />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmChange message={remove.ask(dialog.row)} mutation={remove.mutation} variables={dialog.row} {...state.removeConfirm(words, rows.length)} />
      )}
      {dialog?.kind === 'status' && status && (
        <ConfirmChange message={status.ask(dialog.row)} mutation={status.mutation} variables={dialog.row} {...state.statusConfirm(status.words)} />
      )}
    </>
  );
}

interface AddFormDialogProps<F extends object, T> extends AddDialogProps<T> {
  title: string;
  width?: string;
  /** The fields as the dialog opens. */
  initial: F | (() => F);
  /** The message that refuses the form on submit, or null. */
  problemOf: (form: F) => string | null;
  /** What the dialog hands to `onSubmit` once the form passes. */
  valueOf: (form: F) => T;
  /** The fields, given the form, its edit and the problem found on the last submit. */
  children: (fields: { form: F; edit: (patch: Partial<F>) => void; problem: string | null }) => ReactNode;
}

/** A master-data page's Add dialog: a checked form (useCheckedForm) in a FormDialog, wired to the page's AddDialogProps. */
export function AddFormDialog<F extends object, T>({ title, width, initial, problemOf, valueOf, children, ...page }: AddFormDialogProps<F, T>) {
  const { form, edit, problem, submit } = useCheckedForm(initial, problemOf, (valid) => page.onSubmit(valueOf(valid)));
  return (
    <FormDialog title={title} width={width} notice={page.notice} problem={problem} busy={page.busy} onSubmit={submit} onClose={page.onClose}>
      {children({ form, edit, problem })}
    </FormDialog>
  );
}
