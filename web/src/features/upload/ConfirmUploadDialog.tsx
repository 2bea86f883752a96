import type { UploadPreview } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { PHASE_LABELS } from './upload-progress.ts';
import { UploadPreviewTable } from './UploadPreviewTable.tsx';

interface Props {
  rows: [string, string][];
  /** The file as the server read it; null while it is being sent and read. */
  preview: UploadPreview | null;
  /** Whole percent of the file sent for the preview: a 20 MB file takes seconds on an office line. */
  sentPercent: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Konfirmasi Upload': every chosen value and the file as it will be stored, then 'Batal' or 'Ya, Lanjutkan'. */
export function ConfirmUploadDialog({ rows, preview, sentPercent, onConfirm, onCancel }: Props) {
  return (
    <Modal
      title="Konfirmasi Upload"
      description="Mohon periksa detail berikut. Tindakan ini akan memproses file yang dipilih."
      onClose={onCancel}
      width="max-w-3xl"
    >
      {/* Two columns from tablet width up, so the choices, the preview and the buttons fit a 1366 x 768 laptop. */}
      <dl className="grid rounded-lg border border-gray-200 text-sm sm:grid-cols-2 dark:border-gray-800">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 border-b border-gray-100 px-4 py-1.5 dark:border-gray-800">
            <dt className="text-gray-500 dark:text-gray-400">{label}</dt>
            <dd className="font-medium break-words text-gray-800 dark:text-white/90">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4" aria-live="polite" aria-busy={preview === null}>
        {preview ? (
          <UploadPreviewTable preview={preview} />
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-300">{sentPercent < 100 ? `${PHASE_LABELS.sending} ${sentPercent}%` : 'Membaca file...'}</p>
        )}
      </div>
      {/* Stays in view at the dialog's bottom edge while the preview scrolls. */}
      <div className="sticky -bottom-6 -mx-6 mt-4 flex flex-wrap justify-end gap-3 border-t border-gray-100 bg-white px-6 py-3 dark:border-gray-800 dark:bg-gray-900">
        <Button type="button" variant="secondary" onClick={onCancel} data-autofocus>
          Batal
        </Button>
        <Button type="button" onClick={onConfirm} disabled={preview === null}>
          Ya, Lanjutkan
        </Button>
      </div>
    </Modal>
  );
}
