import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { UPLOAD_FILE_EXTENSIONS } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import { fileSizeLabel } from './upload-messages.ts';

interface Props {
  file: File | null;
  /** The first file picked or dropped (at most one is taken); the page checks it is a .csv. */
  onPick: (file: File) => void;
  onRemove: () => void;
  /** The chosen upload also reads the bank's e-Statement PDF. */
  pdf: boolean;
}

/**
 * 'Upload File (.csv only)': drop a file on the zone, or click it. The real file input stays in the tab order
 * (visually hidden), so Tab reaches it and Enter or Space opens the picker; the zone shows its focus.
 */
export function FileDrop({ file, onPick, onRemove, pdf }: Props) {
  const inputId = useId();
  const titleId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const first = event.target.files?.[0];
    // Cleared so that picking the same file again (after Remove or a reset) is a change too.
    event.target.value = '';
    if (first) onPick(first);
  };
  const dropped = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    const first = event.dataTransfer.files[0];
    if (first) onPick(first);
  };
  const dragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(true);
  };

  return (
    <div className="space-y-3">
      <p id={titleId} className="text-sm font-medium text-gray-700 dark:text-gray-300">
        Upload File (.csv only)
      </p>
      <input
        id={inputId}
        type="file"
        accept={[...UPLOAD_FILE_EXTENSIONS, ...(pdf ? ['.pdf'] : []), 'text/csv'].join(',')}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={picked}
      />
      <label
        htmlFor={inputId}
        data-testid="file-drop"
        onDragOver={dragOver}
        onDragEnter={dragOver}
        onDragLeave={() => setOver(false)}
        onDrop={dropped}
        className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-8 text-center transition peer-focus-visible:border-brand-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${
          over
            ? 'border-brand-500 bg-brand-50 dark:bg-brand-500/10'
            : 'border-gray-300 bg-gray-50 hover:border-brand-500 dark:border-gray-700 dark:bg-gray-900 dark:hover:border-brand-500'
        }`}
      >
        <span className="text-sm font-medium text-gray-800 dark:text-white/90">Drag &amp; drop file di sini, atau klik untuk memilih</span>
        <span id={hintId} className="text-xs text-gray-500 dark:text-gray-400">
          Format: .csv (.tsv / .txt dari bank{pdf ? ', atau e-Statement .pdf' : ''}) • Max 1 file
        </span>
      </label>
      {file && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-200 px-4 py-3 dark:border-gray-800">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-gray-800 dark:text-white/90" data-testid="file-name">
              {file.name}
            </p>
            <p className="text-xs text-gray-500 dark:text-gray-400" data-testid="file-size">
              {fileSizeLabel(file.size)}
            </p>
          </div>
          <Button type="button" size="sm" variant="secondary" onClick={onRemove} aria-label={`Remove ${file.name}`}>
            Remove
          </Button>
        </div>
      )}
    </div>
  );
}
