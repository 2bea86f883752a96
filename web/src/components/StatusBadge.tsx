/** 'Active' in green or 'Inactive' in red. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
        active ? 'bg-green-50 text-green-700 dark:bg-green-500/15 dark:text-green-400' : 'bg-red-50 text-red-700 dark:bg-red-500/15 dark:text-red-400'
      }`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
