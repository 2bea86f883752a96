import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { digitsOnly, REVIEW_SEARCH_DEBOUNCE_MS } from './review-rules.ts';

interface SearchBoxesProps {
  /** 'Username / Fullname / Nominal' (View BO) or 'Search name / nominal' (View Mutasi). */
  placeholder: string;
  /** What the URL holds now. */
  text: string;
  id: string;
  /** Called 400 ms after the typing stops, with the trimmed text and the ID Tracking digits. */
  onSettled: (text: string, id: string) => void;
}

const box =
  'h-11 w-full rounded-lg border border-gray-300 bg-transparent px-4 text-sm text-gray-800 placeholder:text-gray-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none dark:border-gray-700 dark:bg-gray-900 dark:text-white/90';

/** The table's search box and its numeric 'ID Tracking' box (which wins when filled). */
export function SearchBoxes({ placeholder, text, id, onSettled }: SearchBoxesProps) {
  const [typed, setTyped] = useState({ text, id });
  const settled = useDebouncedValue(typed, REVIEW_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    const next = { text: settled.text.trim(), id: settled.id };
    if (next.text !== text || next.id !== id) onSettled(next.text, next.id);
    // Only newly settled typing moves the URL; a URL change (back button) must not be undone here.
  }, [settled]);
  return (
    <div className="flex w-full flex-col gap-3 sm:flex-row lg:w-auto">
      <input
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={typed.text}
        onChange={(e) => setTyped({ ...typed, text: e.target.value })}
        className={`${box} sm:w-64`}
      />
      <input
        type="text"
        inputMode="numeric"
        aria-label="ID Tracking"
        placeholder="ID Tracking"
        value={typed.id}
        onChange={(e) => setTyped({ ...typed, id: digitsOnly(e.target.value) })}
        className={`${box} sm:w-40`}
      />
    </div>
  );
}
