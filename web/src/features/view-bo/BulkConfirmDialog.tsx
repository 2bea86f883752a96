import { useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';
import { Modal } from '../../components/Modal.tsx';
import { bulkSummary } from '../../review/review-rules.ts';
import type { TextConfirmProps } from './RevertDialog.tsx';

/** `onConfirm` gets the note for the rows whose Ket is still empty. */
interface BulkConfirmDialogProps extends TextConfirmProps {
  action: 'submit' | 'delete';
  /** One line per row, in table order. */
  lines: readonly string[];
  /** Rows listed before '… dan N data lainnya' (5 deposit, 8 withdraw). */
  limit: number;
  /** Rows whose Ket is still empty: their note is asked here, once for all of them. */
  missingNotes: number;
}

/** The confirmation of Submit N data / Delete N data (and of a single Delete): which rows, then the button. */
export function BulkConfirmDialog({ action, lines, limit, missingNotes, busy, problem, onConfirm, onCancel }: BulkConfirmDialogProps) {
  const [note, setNote] = useState('');
  const { shown, more } = bulkSummary(lines, limit);
  const submit = action === 'submit';
  return (
    <Modal title={submit ? 'Konfirmasi Submit' : 'Konfirmasi Delete'} onClose={onCancel}>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {submit ? `Approve ${lines.length} data berikut?` : `Hapus ${lines.length} data berikut? Data yang dihapus tidak bisa dikembalikan.`}
      </p>
      <ul aria-label="Ringkasan data" className="mt-3 space-y-1 text-sm text-gray-800 tabular-nums dark:text-white/90">
        {shown.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
        {more && <li className="text-gray-500 dark:text-gray-400">{more}</li>}
      </ul>
      {submit && missingNotes > 0 && (
        <div className="mt-4">
          <TextField
            label={`Ket untuk ${missingNotes} data yang belum diisi`}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            autoComplete="off"
          />
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button type="button" variant={submit ? 'primary' : 'danger'} disabled={busy} onClick={() => onConfirm(note)}>
          {busy ? 'Saving...' : submit ? 'Yes, Submit' : 'Yes, Delete'}
        </Button>
      </div>
    </Modal>
  );
}
