import { digitsOnly } from './review-rules.ts';
import type { SearchTyped } from './use-review-filters.ts';

interface SearchBoxesProps {
  /**
   * 'Username / Fullname / Nominal' (View BO) or 'Name / nominal / reference' (View Mutasi); the text box also finds a
   * whole ticket or reference pasted into it (docs/review.md, "Search").
   */
  placeholder: string;
  /** The boxes as typed; the filters send them to the URL (use-review-filters.ts). */
  typed: SearchTyped;
  onType: (typed: SearchTyped) => void;
}

const box =
  'h-11 w-full rounded-lg border border-gray-300 bg-transparent px-4 text-sm text-gray-800 placeholder:text-gray-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none dark:border-gray-700 dark:bg-gray-900 dark:text-white/90';

/** The table's search box and its numeric 'ID Tracking' box (which wins when filled). */
export function SearchBoxes({ placeholder, typed, onType }: SearchBoxesProps) {
  return (
    <div className="flex w-full flex-col gap-3 sm:flex-row lg:w-auto">
      <input
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={typed.text}
        onChange={(e) => onType({ ...typed, text: e.target.value })}
        className={`${box} sm:w-64`}
      />
      <input
        type="text"
        inputMode="numeric"
        aria-label="ID Tracking"
        placeholder="ID Tracking"
        value={typed.id}
        onChange={(e) => onType({ ...typed, id: digitsOnly(e.target.value) })}
        className={`${box} sm:w-40`}
      />
    </div>
  );
}
