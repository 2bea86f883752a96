import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { NoticeState } from './Notice.tsx';

interface Toast extends NoticeState {
  id: number;
}

/** How long a toast stays. */
export const TOAST_MS = 4000;
/** The most toasts shown at once: one of each kind (success, error, info). */
export const MAX_TOASTS = 3;

const ToastContext = createContext<(kind: NoticeState['kind'], text: string) => void>(() => {});

/**
 * Messages that outlive a page change (e.g. 'Login successful!' after the redirect), gone after 4 s. They never pile
 * up: a toast replaces the one of its kind still shown, so quick actions leave one message, the
 * newest; and they sit at the bottom of the screen, away from the filters and titles at the top of every page.
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  // The timers of the toasts shown: cleared when the Toaster goes, so that none fires into a page that is gone.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  const show = useCallback((kind: NoticeState['kind'], text: string) => {
    const id = ++nextId.current;
    setToasts((list) => [...list.filter((t) => t.kind !== kind), { id, kind, text }].slice(-MAX_TOASTS));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((t) => t.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Nothing in a toast is clickable: clicks go through to the page under it. */}
      <div
        aria-live="polite"
        data-testid="toasts"
        className="pointer-events-none fixed right-4 bottom-4 left-4 z-[100001] flex flex-col items-end gap-2 sm:left-auto sm:max-w-sm"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.kind === 'error' ? 'alert' : 'status'}
            className={`rounded-lg px-4 py-3 text-sm text-white shadow-lg ${
              t.kind === 'error' ? 'bg-red-600' : t.kind === 'success' ? 'bg-green-600' : 'bg-gray-800'
            }`}
          >
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
