import type { ReactNode } from 'react';
import type { ReviewColumn } from '../../review/ReviewTable.tsx';

interface RowDetailProps<Row> {
  id: string;
  fields: readonly ReviewColumn<Row>[];
  row: Row;
  /** The row's suggestions (Pending rows). */
  children?: ReactNode;
}

/** Under a row of the short view: every spec field of the row (long times), then its suggestions. */
export function RowDetail<Row>({ id, fields, row, children }: RowDetailProps<Row>) {
  return (
    <div id={id} className="space-y-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {fields.map((field) => (
          <div key={field.key} className="min-w-0">
            <dt className="text-xs text-gray-500 dark:text-gray-400">{field.header}</dt>
            <dd className="break-words text-gray-800 dark:text-white/90">{field.cell(row, 0)}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
