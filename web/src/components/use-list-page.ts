import { useState } from 'react';
import { errorMessage } from '../lib/api.ts';
import { ADMIN_ONLY, serverMessage, withReason } from '../lib/messages.ts';
import { intParam, pageAfterDelete } from '../lib/pagination.ts';
import { useMe } from '../lib/session.ts';
import { useUrlState } from '../lib/url-state.ts';
import { useNotice } from './Notice.tsx';

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
     * dialog closed; on failure `failed` with the server's reason, in the dialog that stays open.
     */
    createCallbacks: (created: string, failed: string) => ({
      onSuccess: (answer: unknown) => finish('success', serverMessage(answer, created)),
      onError: (error: unknown) => show('error', withReason(failed, errorMessage(error))),
    }),
    /** What every Confirm Action dialog of the page ends with: its outcome shown above the table, or Cancel. */
    confirmEnd: { onDone: finish, onCancel: close },
    /** After a row of the `rowsOnPage` shown is removed: a page back when it was the last one. */
    afterRemove: (rowsOnPage: number) => () => update({ page: pageAfterDelete(page, rowsOnPage) }),
    adminOnly: isAdmin ? {} : { disabled: true, title: ADMIN_ONLY },
  };
}
