import { useCallback, useEffect, useRef, useState } from 'react';

export interface NoticeState {
  kind: 'success' | 'error' | 'info';
  text: string;
}

/** A message that disappears by itself after `ms` (the spec's 4 s on most pages). */
export function useNotice(ms = 4000) {
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback(
    (kind: NoticeState['kind'], text: string) => {
      clearTimeout(timer.current);
      setNotice({ kind, text });
      timer.current = setTimeout(() => setNotice(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show, clear: () => setNotice(null) };
}

const styles: Record<NoticeState['kind'], string> = {
  success: 'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200',
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
  info: 'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-200',
};

export function Notice({ notice }: { notice: NoticeState | null }) {
  if (!notice) return null;
  return (
    <div role={notice.kind === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${styles[notice.kind]}`}>
      {notice.text}
    </div>
  );
}
