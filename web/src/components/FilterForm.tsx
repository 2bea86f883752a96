import type { FormEvent, ReactNode } from 'react';
import { Notice } from './Notice.tsx';

interface FilterFormProps {
  /** The filter fields, four to a row on a wide screen, two on a phone (the table starts a screen higher). */
  fields: ReactNode;
  /** The buttons below them, the submit (Search) first: Enter in a field searches too. */
  buttons: ReactNode;
  onSearch: () => void;
  /** Why the last Search could not run. */
  problem: string | null;
}

/** The filter form above a report or review table. */
export function FilterForm({ fields, buttons, onSearch, problem }: FilterFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Filter" className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">{fields}</div>
      <Notice notice={problem ? { kind: 'error', text: problem } : null} />
      <div className="flex flex-wrap gap-3">{buttons}</div>
    </form>
  );
}
