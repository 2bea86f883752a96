import type { UploadOutcome } from './upload-messages.ts';

const styles: Record<UploadOutcome['kind'], string> = {
  success: 'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200',
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
  info: 'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-200',
};

/** The status banner: the spec's message, our fuller summary beside it, and the parser's warnings. */
export function UploadStatus({ outcome, onClose }: { outcome: UploadOutcome; onClose: () => void }) {
  return (
    <div
      role={outcome.kind === 'error' ? 'alert' : 'status'}
      data-testid="upload-status"
      className={`flex items-start justify-between gap-3 rounded-lg border px-4 py-3 text-sm ${styles[outcome.kind]}`}
    >
      <div className="min-w-0 space-y-1">
        <p>
          <span data-testid="upload-message" className="font-medium">
            {outcome.text}
          </span>
          {outcome.summary && (
            <span data-testid="upload-summary" className="opacity-80">
              {' '}
              ({outcome.summary})
            </span>
          )}
        </p>
        {outcome.warnings.length > 0 && (
          <ul data-testid="upload-warnings" className="list-disc pl-5 text-xs">
            {outcome.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" onClick={onClose} aria-label="Tutup pesan" className="shrink-0 rounded px-1 text-base leading-none opacity-70 hover:opacity-100">
        ×
      </button>
    </div>
  );
}
