import { useId, useState } from 'react';
import { REVIEW_NOTE_MAX } from '@auto-checker/contract';
import { FormFooter } from '../../components/FormFooter.tsx';
import { TextField } from '../../components/Field.tsx';
import { Modal } from '../../components/Modal.tsx';

/** A View BO dialog that asks for a text (a note, a reason) and confirms with it. */
export interface TextConfirmProps {
  busy: boolean;
  /** Why the last confirmation was refused (shown inside the dialog), or null. */
  problem: string | null;
  onConfirm: (text: string) => void;
  onCancel: () => void;
}

interface RevertDialogProps extends TextConfirmProps {
  ticket: string;
  /** `ticket · username · amount` of the row. */
  summary: string;
}

/**
 * Taking back an approval: the reason is required and kept with the row (View BO shows it on the
 * Pending row, Tracking records it). The reason field has the focus; Enter sends.
 */
export function RevertDialog({ ticket, summary, busy, problem, onConfirm, onCancel }: RevertDialogProps) {
  const [reason, setReason] = useState('');
  const problemId = useId();
  return (
    <Modal
      title={`Batalkan approve ${ticket}`}
      description="Data kembali Pending dan mutasinya dilepas. Matcher tidak akan memasangkan data ini dengan mutasi yang sama lagi."
      onClose={onCancel}
    >
      <p className="text-sm text-gray-800 tabular-nums dark:text-white/90">{summary}</p>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(reason);
        }}
      >
        <TextField
          label="Alasan pembatalan"
          required
          value={reason}
          maxLength={REVIEW_NOTE_MAX}
          onChange={(e) => setReason(e.target.value)}
          autoComplete="off"
          data-autofocus
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
        />
        <FormFooter problem={problem} problemId={problemId} busy={busy} onCancel={onCancel} submitLabel="Ya, Batalkan" danger />
      </form>
    </Modal>
  );
}
