import { useState } from 'react';
import { errorMessage } from '../lib/api.ts';
import { ADMIN_ONLY, serverMessage, withReason } from '../lib/messages.ts';
import { intParam, pageAfterDelete } from '../lib/pagination.ts';
import { useMe } from '../lib/session.ts';
import { useUrlState } from '../lib/url-state.ts';
import { useNotice } from './Notice.tsx';

/** A page's words (its *_MSG) for the outcome of an Add, a Remove, a status change; the failures get the server's reason. */
interface CreateWords {
  created: string;
  createFailed: string;
}
interface RemoveWords {
  removed: string;
  removeFailed: string;
}
interface StatusWords {
  statusChanged: string;
  statusFailed: string;
}

/**
 * What the master-data pages (Website, Whitelist, Data Bank) share around their table: the page number in the URL,
 * the notice of the last change, which dialog is open, and the props that disable a change button for a non-ADMIN.
 */
export function useListPage<Dialog extends { kind: string }>() {
  const me = useMe();
  const isAdmin = me.account_role === 'ADMIN';
  const [params, update] = useUrlState();
  const page = intParam(params.get('page'), 1);
  const { notice, show, clear } = useNotice(4000);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  /** A change ended: its message shown above the table, the dialog closed. */
  const finish = (kind: 'success' | 'error', text: string) => {
    show(kind, text);
    setDialog(null);
  };
  /** How every Confirm Action dialog of the page ends: its outcome shown above the table, or Cancel. */
  const confirmEnd = { onDone: finish, onCancel: close };
  return {
    me,
    isAdmin,
    params,
    update,
    page,
    notice,
    show,
    dialog,
    setDialog,
    close,
    /** Opens a dialog with a form: a message left from the last change would otherwise reappear inside it. */
    openForm: (form: Dialog) => {
      clear();
      setDialog(form);
    },
    finish,
    /**
     * The callbacks of the Add dialog's create: on success the server's message (or `created`) above the table and the
     * dialog closed; on failure `createFailed` with the server's reason, in the dialog that stays open.
     */
    createCallbacks: (words: CreateWords) => ({
      onSuccess: (answer: unknown) => finish('success', serverMessage(answer, words.created)),
      onError: (error: unknown) => show('error', withReason(words.createFailed, errorMessage(error))),
    }),
    /**
     * The Confirm Action of a Remove (ConfirmChange's props but the message, mutation and row): 'Yes, Remove' in red,
     * the outcome above the table, and a page back when the row was the last of the `rowsOnPage` shown.
     */
    removeConfirm: (words: RemoveWords, rowsOnPage: number) => ({
      ...confirmEnd,
      confirmLabel: 'Yes, Remove',
      danger: true,
      successFallback: words.removed,
      failure: words.removeFailed,
      onSuccess: () => update({ page: pageAfterDelete(page, rowsOnPage) }),
    }),
    /** The Confirm Action of a status change: 'Yes, Confirm', the outcome above the table. */
    statusConfirm: (words: StatusWords) => ({
      ...confirmEnd,
      confirmLabel: 'Yes, Confirm',
      successFallback: words.statusChanged,
      failure: words.statusFailed,
    }),
    adminOnly: isAdmin ? {} : { disabled: true, title: ADMIN_ONLY },
  };
}
