import { useEffect, useRef } from 'react';
import type { UploadOutcome } from './upload-messages.ts';

const styles: Record<UploadOutcome['kind'], string> = {
  success: 'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200',
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
  info: 'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-200',
};

interface Props {
  outcome: UploadOutcome;
  onClose: () => void;
  /** A refused file of another category: the button that switches the form there ('Pindah ke Bank › BCA'). */
  action?: { label: string; run: () => void };
}

/** The status banner: the spec's message, our fuller summary beside it, the parser's warnings, and what to do next. */
export function UploadStatus({ outcome, onClose, action }: Props) {
  const banner = useRef<HTMLDivElement>(null);
  // A new message is brought into view: below a long form on a phone it would be missed (Submit seems to do nothing).
  useEffect(() => {
    // In braces: Chromium's scrollIntoView answers a promise, which React would take for a cleanup function.
    banner.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);
  return (
    <div
      ref={banner}
      role={outcome.kind === 'error' ? 'alert' : 'status'}
      data-testid="upload-status"
      className={`flex items-start justify-between gap-3 rounded-lg border px-4 py-3 text-sm ${styles[outcome.kind]}`}
    >
      <div className="min-w-0 space-y-1">
        {outcome.file && (
          <p className="text-xs font-semibold break-all opacity-80" data-testid="upload-file">
            {outcome.file}
          </p>
        )}
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
        {action && (
          <button
            type="button"
            onClick={action.run}
            className="mt-1 rounded-md border border-current px-2.5 py-1 text-xs font-semibold hover:bg-white/50 focus-visible:outline-2 focus-visible:outline-offset-2 dark:hover:bg-black/20"
          >
            {action.label}
          </button>
        )}
      </div>
      <button type="button" onClick={onClose} aria-label="Tutup pesan" className="shrink-0 rounded px-1 text-base leading-none opacity-70 hover:opacity-100">
        ×
      </button>
    </div>
  );
}
