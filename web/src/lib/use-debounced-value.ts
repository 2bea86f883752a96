import { useEffect, useEffectEvent, useState } from 'react';

/** `value`, once it has stayed the same for `ms` milliseconds. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Calls `onSettled` with `value` once it has stayed the same for `ms` milliseconds (a search box moving the URL after
 * a pause in typing). Only a newly settled value calls it: what else `onSettled` reads (the URL as it is now) does
 * not, so a URL changed elsewhere (the back button) is not undone by the box.
 */
export function useOnSettled<T>(value: T, ms: number, onSettled: (settled: T) => void): void {
  const settled = useDebouncedValue(value, ms);
  const apply = useEffectEvent(onSettled);
  useEffect(() => apply(settled), [settled]);
}
