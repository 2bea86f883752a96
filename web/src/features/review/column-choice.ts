import { useState } from 'react';

/** A review table's columns: the short view that fits a 1366 px laptop (default), or every spec column. */
export type ColumnChoice = 'short' | 'full';

const keyOf = (screen: string) => `auto-checker.${screen}.columns`;

function stored(screen: string): ColumnChoice {
  try {
    return window.localStorage.getItem(keyOf(screen)) === 'full' ? 'full' : 'short';
  } catch {
    return 'short';
  }
}

/**
 * The choice of one screen (`view-bo`, `view-mutasi`), remembered in this browser across visits (a private window
 * without storage keeps it for the visit).
 */
export function useColumnChoice(screen: string): [ColumnChoice, (choice: ColumnChoice) => void] {
  const [choice, setChoice] = useState<ColumnChoice>(() => stored(screen));
  const choose = (next: ColumnChoice) => {
    setChoice(next);
    try {
      window.localStorage.setItem(keyOf(screen), next);
    } catch {
      // No storage: the choice lasts until the page is left.
    }
  };
  return [choice, choose];
}
