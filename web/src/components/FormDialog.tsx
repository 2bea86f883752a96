import { useState, type FormEvent, type ReactNode } from 'react';
import { FormFooter } from './FormFooter.tsx';
import { Modal } from './Modal.tsx';
import { Notice, type NoticeState } from './Notice.tsx';

/**
 * A dialog form's fields and the problem its check found on the last submit (any edit clears it): `submit` hands the
 * form to `onValid` only when `problemOf` finds none.
 */
export function useCheckedForm<F extends object>(initial: F | (() => F), problemOf: (form: F) => string | null, onValid: (form: F) => void) {
  const [form, setForm] = useState<F>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = (patch: Partial<F>) => {
    setForm({ ...form, ...patch });
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(form);
    setProblem(found);
    if (!found) onValid(form);
  };
  return { form, edit, problem, submit };
}

/** What a master-data page gives its Add dialog; the dialog hands back `T` once its check passes. */
export interface AddDialogProps<T> {
  busy: boolean;
  /** The page's notice (e.g. the server's refusal), shown in the dialog while it is open. */
  notice: NoticeState | null;
  onSubmit: (value: T) => void;
  onClose: () => void;
}

interface FormDialogProps {
  title: string;
  width?: string;
  /** The page's notice (e.g. the server's refusal), shown here while the dialog is open. */
  notice: NoticeState | null;
  problem: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The Add dialog of a master-data page: the page's notice, the fields, then the problem, Cancel and Submit. */
export function FormDialog({ title, width, notice, problem, busy, onSubmit, onClose, children }: FormDialogProps) {
  return (
    <Modal title={title} onClose={onClose} width={width}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Notice notice={notice} />
        {children}
        <FormFooter problem={problem} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
