import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { NoticeState } from './Notice.tsx';

interface Toast extends NoticeState {
  id: number;
}

const ToastContext = createContext<(kind: NoticeState['kind'], text: string) => void>(() => {});

/** Messages that outlive a page change (e.g. 'Login successful!' after the redirect), gone after 4 s. */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((kind: NoticeState['kind'], text: string) => {
    const id = Date.now() + Math.random();
    setToasts((list) => [...list, { id, kind, text }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 4000);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed top-20 right-4 z-[100001] flex flex-col gap-2">
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.kind === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto rounded-lg px-4 py-3 text-sm text-white shadow-lg ${
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
