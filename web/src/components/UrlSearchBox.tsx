import { useState } from 'react';
import type { UrlPatch } from '../lib/url-state.ts';
import { useOnSettled } from '../lib/use-debounced-value.ts';

interface UrlSearchBoxProps {
  /** The search in the URL's `q`. */
  search: string;
  /** How long typing must pause before the URL follows. */
  delayMs: number;
  update: (patch: UrlPatch) => void;
  /** The box's accessible name and its placeholder. */
  label: string;
  placeholder: string;
}

/** A table's search box: shows what is typed at once; the URL's `q` (and the request) follow after a pause, from page 1. */
export function UrlSearchBox({ search, delayMs, update, label, placeholder }: UrlSearchBoxProps) {
  const [text, setText] = useState(search);
  useOnSettled(text.trim(), delayMs, (settled) => {
    if (settled !== search) update({ q: settled, page: null });
  });
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      className="h-11 w-full max-w-xs rounded-lg border border-gray-300 bg-transparent px-4 text-sm text-gray-800 placeholder:text-gray-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none dark:border-gray-700 dark:bg-gray-900 dark:text-white/90"
    />
  );
}
