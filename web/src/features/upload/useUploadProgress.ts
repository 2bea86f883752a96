import { useCallback, useEffect, useRef, useState } from 'react';
import { onFinished, onSent, onTick, PROGRESS, PROGRESS_START, type ProgressState } from './upload-progress.ts';

/** The progress panel's state and timers: null while no upload is shown. */
export function useUploadProgress() {
  const [progress, setProgress] = useState<ProgressState | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval>>(undefined);
  const closer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopTimers = useCallback(() => {
    clearInterval(ticker.current);
    clearTimeout(closer.current);
  }, []);
  useEffect(() => stopTimers, [stopTimers]);

  const start = useCallback(() => {
    stopTimers();
    setProgress(PROGRESS_START);
    ticker.current = setInterval(() => setProgress((p) => (p ? onTick(p, Math.random()) : p)), PROGRESS.tickMs);
  }, [stopTimers]);

  const sent = useCallback((fraction: number) => setProgress((p) => (p ? onSent(p, fraction) : p)), []);

  const finish = useCallback(
    (ok: boolean) => {
      stopTimers();
      setProgress(onFinished(ok));
      closer.current = setTimeout(() => setProgress(null), PROGRESS.closeMs);
    },
    [stopTimers],
  );

  return { progress, start, sent, finish };
}
