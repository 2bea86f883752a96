import { SIDE_WORDS, SIDES, type Side, type WebsiteListItem } from '@auto-checker/contract';
import { Button } from '../components/Button.tsx';
import { Options, SelectField, TextField } from '../components/Field.tsx';
import { FilterForm } from '../components/FilterForm.tsx';
import { WebsiteSelect } from '../components/WebsiteSelect.tsx';
import { sideOfView, STATUS_OPTIONS, type ExportFormat, type ReviewSide } from './review-rules.ts';
import type { FilterDraft } from './use-review-filters.ts';

interface ReviewFiltersProps {
  /** The table of each side: its caption names its View Type. */
  sides: Record<Side, ReviewSide>;
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
export function ReviewFilters({ sides, draft, websites, onChange, onSearch, problem, exportReady, exporting, onExport }: ReviewFiltersProps) {
  return (
    <FilterForm
      onSearch={onSearch}
      problem={problem}
      fields={
        <>
          {/* The whole row on a phone: half of it cut the names of the views ("View Mutasi D..."). */}
          <div className="col-span-2 sm:col-span-1">
            <SelectField label="View Type" value={SIDE_WORDS[draft.side].view} onChange={(e) => onChange({ side: sideOfView(e.target.value) })}>
              <Options options={SIDES.map((side) => ({ value: SIDE_WORDS[side].view, label: sides[side].caption }))} />
            </SelectField>
          </div>
          <WebsiteSelect
            label="Website"
            value={draft.website}
            websites={websites}
            placeholder="-- Pilih Website --"
            onChange={(e) => onChange({ website: e.target.value })}
          />
          <SelectField label="Status Type" value={draft.status} onChange={(e) => onChange({ status: e.target.value as FilterDraft['status'] })}>
            <option value="">-- Pilih Status --</option>
            <Options options={STATUS_OPTIONS} />
          </SelectField>
          <TextField label="Date" type="date" value={draft.date} onChange={(e) => onChange({ date: e.target.value })} />
        </>
      }
      buttons={
        <>
          <Button type="submit">Search</Button>
          <Button type="button" variant="secondary" disabled={!exportReady || exporting} onClick={() => onExport('csv')}>
            Export CSV
          </Button>
          <Button type="button" variant="secondary" disabled={!exportReady || exporting} onClick={() => onExport('excel')}>
            Export Excel
          </Button>
        </>
      }
    />
  );
}
