import { useState } from 'react';
import { readChoice, saveChoice } from '../lib/stored-choice.ts';

/** A review table's columns: the short view that fits a 1366 px laptop (default), or every spec column. */
export type ColumnChoice = 'short' | 'full';

const keyOf = (screen: string) => `auto-checker.${screen}.columns`;

/** The choice of one screen (`view-bo`, `view-mutasi`), remembered in this browser across visits. */
export function useColumnChoice(screen: string): [ColumnChoice, (choice: ColumnChoice) => void] {
  const [choice, setChoice] = useState<ColumnChoice>(() => (readChoice(keyOf(screen)) === 'full' ? 'full' : 'short'));
  const choose = (next: ColumnChoice) => {
    setChoice(next);
    saveChoice(keyOf(screen), next);
  };
  return [choice, choose];
}
