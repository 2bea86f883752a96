import type { SelectHTMLAttributes } from 'react';
import type { WebsiteListItem } from '@auto-checker/contract';
import { SelectField } from './Field.tsx';

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
      {(websites ?? []).map((w) => (
        <option key={w.website_id} value={w.website_code}>
          {optionLabel(w)}
        </option>
      ))}
    </SelectField>
  );
}
