/**
 * The upload progress bar (docs/spec/part-1.md sections 4 and 9), pure. While the file is sent the bar follows the
 * bytes really sent (XMLHttpRequest upload events) over its first half; then, while the server parses and
 * matches, it creeps every 300 ms by 3 to 10 points, never past 95; 100 on success, 0 on failure; the panel
 * closes 500 ms after.
 */
export const PROGRESS = {
  tickMs: 300,
  minStep: 3,
  maxStep: 10,
  cap: 95,
  closeMs: 500,
  /** The share of the bar that sending the bytes fills; the rest is the server's work. */
  sendShare: 50,
} as const;

export type ProgressPhase = 'sending' | 'processing' | 'done' | 'failed';

export interface ProgressState {
  phase: ProgressPhase;
  percent: number;
}

export const PROGRESS_START: ProgressState = { phase: 'sending', percent: 0 };

/** A progress event: `sent` is the fraction of the body sent (1 once it is all out). Never moves back. */
export function onSent(state: ProgressState, sent: number): ProgressState {
  if (state.phase !== 'sending') return state;
  const fraction = Math.min(1, Math.max(0, sent));
  const percent = Math.max(state.percent, Math.round(fraction * PROGRESS.sendShare));
  return { phase: fraction >= 1 ? 'processing' : 'sending', percent };
}

/** One timer tick: only while the server works; `random` in [0, 1) picks the step, 3 to 10. */
export function onTick(state: ProgressState, random: number): ProgressState {
  if (state.phase !== 'processing') return state;
  const span = PROGRESS.maxStep - PROGRESS.minStep + 1;
  const step = PROGRESS.minStep + Math.min(span - 1, Math.floor(Math.max(0, random) * span));
  return { phase: 'processing', percent: Math.min(PROGRESS.cap, state.percent + step) };
}

export function onFinished(ok: boolean): ProgressState {
  return ok ? { phase: 'done', percent: 100 } : { phase: 'failed', percent: 0 };
}

export const PHASE_LABELS: Record<ProgressPhase, string> = {
  sending: 'Mengirim file...',
  processing: 'Memproses data...',
  done: 'Selesai',
  failed: 'Gagal',
};
