import type { FormEvent } from 'react';
import type { WebsiteListItem } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import { SelectField, TextField } from '../../components/Field.tsx';
import { Notice } from '../../components/Notice.tsx';
import { WebsiteSelect } from '../../components/WebsiteSelect.tsx';
import { MODE_OPTIONS, SITE_LABEL, type ReportMode } from './player-rules.ts';
import { canSearch, type PlayerDraft } from './use-player-filters.ts';

interface PlayerFiltersProps {
  draft: PlayerDraft;
  /** undefined while loading. */
  websites: readonly WebsiteListItem[] | undefined;
  onChange: (patch: Partial<PlayerDraft>) => void;
  onSearch: () => void;
  problem: string | null;
}

/** Mode, Website (or Game Site), Start Date and End Date, then Search. */
export function PlayerFilters({ draft, websites, onChange, onSearch, problem }: PlayerFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  const siteLabel = SITE_LABEL[draft.mode];
  return (
    <form onSubmit={submit} noValidate aria-label="Filter" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SelectField label="Mode" value={draft.mode} onChange={(e) => onChange({ mode: e.target.value as ReportMode })}>
          {MODE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <WebsiteSelect
          label={siteLabel}
          value={draft.website}
          websites={websites}
          placeholder={`-- Pilih ${siteLabel} --`}
          onChange={(e) => onChange({ website: e.target.value })}
        />
        <TextField label="Start Date" type="date" value={draft.start} onChange={(e) => onChange({ start: e.target.value })} />
        <TextField label="End Date" type="date" value={draft.end} onChange={(e) => onChange({ end: e.target.value })} />
      </div>
      <Notice notice={problem ? { kind: 'error', text: problem } : null} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!canSearch(draft)}>
          Search
        </Button>
      </div>
    </form>
  );
}
