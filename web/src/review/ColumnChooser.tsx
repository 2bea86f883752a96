import type { ColumnChoice } from './column-choice.ts';

interface ColumnChooserProps {
  choice: ColumnChoice;
  onChoose: (choice: ColumnChoice) => void;
}

/** Short view or every column, in a review table's toolbar: the choice is the checker's, kept in this browser. */
export function ColumnChooser({ choice, onChoose }: ColumnChooserProps) {
  const option = (value: ColumnChoice, label: string) => (
    <button
      type="button"
      aria-pressed={choice === value}
      onClick={() => onChoose(value)}
      className={`px-3 py-1.5 text-xs font-medium ${
        choice === value ? 'bg-brand-500 text-white' : 'bg-white text-gray-700 hover:bg-gray-50 dark:bg-gray-900 dark:text-gray-300 dark:hover:bg-gray-800'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Kolom tabel" className="inline-flex overflow-hidden rounded-lg border border-gray-300 dark:border-gray-700">
      {option('short', 'Ringkas')}
      {option('full', 'Semua kolom')}
    </div>
  );
}
