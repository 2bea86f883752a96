/** "🚫 No data found." and, under it, the note of a username search. */
export function EmptyState({ title, note }: { title: string; note: string | null }) {
  return (
    <div className="space-y-1 py-4">
      <p className="font-medium text-gray-700 dark:text-gray-200">{title}</p>
      {note && <p className="text-gray-500 dark:text-gray-400">{note}</p>}
    </div>
  );
}
