import { useState } from 'react';
import { ADMIN_ONLY } from '../lib/messages.ts';
import { intParam } from '../lib/pagination.ts';
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
    close: () => setDialog(null),
    /** Opens a dialog with a form: a message left from the last change would otherwise reappear inside it. */
    openForm: (form: Dialog) => {
      clear();
      setDialog(form);
    },
    /** A change ended: its message shown above the table, the dialog closed. */
    finish: (kind: 'success' | 'error', text: string) => {
      show(kind, text);
      setDialog(null);
    },
    adminOnly: isAdmin ? {} : { disabled: true, title: ADMIN_ONLY },
  };
}
