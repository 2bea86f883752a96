import type { SelectHTMLAttributes } from 'react';
import { ALL_WEBSITES, type WebsiteListItem } from '@auto-checker/contract';
import { Options, SelectField } from './Field.tsx';

interface WebsiteSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  /** undefined while the list is loading. */
  websites: readonly WebsiteListItem[] | undefined;
  /** The empty choice's words, offered unless there is exactly one website (then it is the one). */
  placeholder: string;
  /** How a website reads in the list: its name unless a screen says otherwise. */
  optionLabel?: (website: WebsiteListItem) => string;
}

const byName = (w: WebsiteListItem) => w.website_name.trim() || w.website_code;

/** The website selector of the search and delete screens: 'Loading...' first, the codes as values. */
export function WebsiteSelect({ websites, placeholder, optionLabel = byName, ...select }: WebsiteSelectProps) {
  return (
    <SelectField {...select}>
      {websites === undefined ? <option value="">Loading...</option> : websites.length !== 1 && <option value="">{placeholder}</option>}
      <Options options={(websites ?? []).map((w) => ({ value: w.website_code, label: optionLabel(w) }))} />
    </SelectField>
  );
}

interface WebsiteFilterProps {
  value: string;
  websites: readonly WebsiteListItem[];
  onChange: (website: string) => void;
  /** Offers 'Loading...' (the empty value) before All while the website to show is not known yet. */
  loading?: boolean;
}

/** An ADMIN's website filter above a list (Data Bank, Tracking): All, then every website by name. */
export function WebsiteFilter({ value, websites, onChange, loading = false }: WebsiteFilterProps) {
  return (
    <SelectField label="Website" value={value} onChange={(e) => onChange(e.target.value)}>
      {loading && <option value="">Loading...</option>}
      <option value={ALL_WEBSITES}>All</option>
      <Options options={websites.map((w) => ({ value: w.website_code, label: w.website_name }))} />
    </SelectField>
  );
}
