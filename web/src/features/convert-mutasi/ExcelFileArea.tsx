import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../components/Button.tsx';
import { formatSize } from './convert-rules.ts';

interface Props {
  file: File | null;
  disabled: boolean;
  /** Every file picked or dropped; the page decides whether they are acceptable. */
  onFiles: (files: File[]) => void;
  onRemove: () => void;
}

const ACCEPT = '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One Excel file by drag and drop or the picker (its button is the keyboard way in); then its name, size and Remove. */
export function ExcelFileArea({ file, disabled, onFiles, onRemove }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  if (file) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl border border-gray-200 px-4 py-3 dark:border-gray-800">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-gray-800 dark:text-white/90" title={file.name}>
            {file.name}
          </p>
          <p className="text-xs text-gray-500 dark:text-gray-400">{formatSize(file.size)}</p>
        </div>
        <Button type="button" size="sm" variant="danger" onClick={onRemove} disabled={disabled} aria-label={`Remove ${file.name}`}>
          Remove
        </Button>
      </div>
    );
  }

  const open = () => {
    if (!disabled) input.current?.click();
  };
  const over = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const leave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label="File Excel"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // Lets the same file be picked again after Remove.
          event.target.value = '';
        }}
      />
      <div
        onClick={open}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={leave}
        onDrop={drop}
        data-testid="excel-drop-zone"
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition ${
          dragging ? 'border-brand-500 bg-brand-50 dark:bg-brand-500/10' : 'border-gray-300 hover:border-brand-500 dark:border-gray-700'
        } ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
      >
        <p className="text-sm font-medium text-gray-700 dark:text-gray-300">Drag &amp; drop file Excel di sini, atau</p>
        {/* The zone's click opens the picker; the button is there for the keyboard and screen readers. */}
        <Button type="button" variant="secondary" size="sm" disabled={disabled} aria-describedby={hintId}>
          Pilih File Excel
        </Button>
        <p id={hintId} className="text-xs text-gray-500 dark:text-gray-400">
          Format: .xls atau .xlsx • Max 1 file
        </p>
      </div>
    </>
  );
}
