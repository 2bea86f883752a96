import { useEffect, useState } from 'react';
import { formatJakartaClock } from '../../lib/jakarta-time.ts';

/** The current Asia/Jakarta time, refreshed every second. */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function JakartaClock({ now }: { now: Date }) {
  return (
    <time dateTime={now.toISOString()} className="hidden text-sm tabular-nums text-gray-600 md:block dark:text-gray-300" aria-label="Waktu Jakarta">
      {formatJakartaClock(now)}
    </time>
  );
}
