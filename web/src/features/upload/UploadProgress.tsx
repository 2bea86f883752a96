import { PHASE_LABELS, type ProgressState } from './upload-progress.ts';

/** The progress bar with its percentage. */
export function UploadProgress({ progress }: { progress: ProgressState }) {
  const { phase, percent } = progress;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between text-sm text-gray-700 dark:text-gray-300">
        <span>{PHASE_LABELS[phase]}</span>
        <span className="tabular-nums" data-testid="upload-percent">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${phase === 'failed' ? 'bg-red-500' : phase === 'done' ? 'bg-green-500' : 'bg-brand-500'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
