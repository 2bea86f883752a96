import type { FormEvent } from 'react';
import type { WebsiteListItem } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import { SelectField, TextField } from '../../components/Field.tsx';
import { Notice } from '../../components/Notice.tsx';
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
  const list = websites ?? [];
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
        <SelectField label={siteLabel} value={draft.website} onChange={(e) => onChange({ website: e.target.value })}>
          {websites === undefined ? (
            <option value="">Loading...</option>
          ) : (
            list.length !== 1 && <option value="">{`-- Pilih ${siteLabel} --`}</option>
          )}
          {list.map((w) => (
            <option key={w.website_id} value={w.website_code}>
              {w.website_name.trim() || w.website_code}
            </option>
          ))}
        </SelectField>
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
