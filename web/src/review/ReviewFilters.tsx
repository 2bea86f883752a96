import type { FormEvent } from 'react';
import type { WebsiteListItem } from '@auto-checker/contract';
import { Button } from '../components/Button.tsx';
import { SelectField, TextField } from '../components/Field.tsx';
import { Notice } from '../components/Notice.tsx';
import { WebsiteSelect } from '../components/WebsiteSelect.tsx';
import { STATUS_OPTIONS, type ExportFormat, type ViewKind } from './review-rules.ts';
import type { FilterDraft } from './use-review-filters.ts';

interface ReviewFiltersProps {
  viewOptions: readonly { value: ViewKind; label: string }[];
  draft: FilterDraft;
  /** undefined while loading. */
  websites: readonly WebsiteListItem[] | undefined;
  onChange: (patch: Partial<FilterDraft>) => void;
  onSearch: () => void;
  problem: string | null;
  /** Export is offered once a search shows a table. */
  exportReady: boolean;
  exporting: boolean;
  onExport: (format: ExportFormat) => void;
}

/** View Type, Website, Status Type and Date, then Search, Export CSV and Export Excel. */
export function ReviewFilters({ viewOptions, draft, websites, onChange, onSearch, problem, exportReady, exporting, onExport }: ReviewFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Filter" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SelectField label="View Type" value={draft.view} onChange={(e) => onChange({ view: e.target.value as ViewKind })}>
          {viewOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <WebsiteSelect
          label="Website"
          value={draft.website}
          websites={websites}
          placeholder="-- Pilih Website --"
          onChange={(e) => onChange({ website: e.target.value })}
        />
        <SelectField label="Status Type" value={draft.status} onChange={(e) => onChange({ status: e.target.value as FilterDraft['status'] })}>
          <option value="">-- Pilih Status --</option>
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <TextField label="Date" type="date" value={draft.date} onChange={(e) => onChange({ date: e.target.value })} />
      </div>
      <Notice notice={problem ? { kind: 'error', text: problem } : null} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Search</Button>
        <Button type="button" variant="secondary" disabled={!exportReady || exporting} onClick={() => onExport('csv')}>
          Export CSV
        </Button>
        <Button type="button" variant="secondary" disabled={!exportReady || exporting} onClick={() => onExport('excel')}>
          Export Excel
        </Button>
      </div>
    </form>
  );
}
