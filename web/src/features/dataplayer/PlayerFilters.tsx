import type { WebsiteListItem } from '@auto-checker/contract';
import { Button } from '../../components/Button.tsx';
import { Options, SelectField, TextField } from '../../components/Field.tsx';
import { FilterForm } from '../../components/FilterForm.tsx';
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
  const siteLabel = SITE_LABEL[draft.mode];
  return (
    <FilterForm
      onSearch={onSearch}
      problem={problem}
      fields={
        <>
          <SelectField label="Mode" value={draft.mode} onChange={(e) => onChange({ mode: e.target.value as ReportMode })}>
            <Options options={MODE_OPTIONS} />
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
        </>
      }
      buttons={
        <Button type="submit" disabled={!canSearch(draft)}>
          Search
        </Button>
      }
    />
  );
}
