import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WebsiteListItem } from '@auto-checker/contract';
import { patchParams, useUrlState, type UrlPatch } from './url-state.ts';

/**
 * The website a form shows as chosen: the one typed or read from the URL while it is in the list, else the only
 * website there is (docs/spec/part-2.md, section 6: exactly one is preselected), else none. While the list is loading
 * (`choices` undefined) the form keeps what it has.
 */
export function chosenWebsite(wanted: string, choices: readonly WebsiteListItem[] | undefined): string {
  if (!choices) return wanted;
  if (choices.some((w) => w.website_code === wanted)) return wanted;
  return choices.length === 1 ? choices[0]!.website_code : '';
}

/**
 * A search form whose results live in the URL (View BO, View Mutasi, Data Player): the form is a draft; Search
 * writes it to the URL (so a reload or a shared link shows the same results) and goes back to page 1. Changing a
 * filter hides the results until Search is pressed again, so they never belong to other filters than the form
 * shows. Search with the same filters refreshes the results under `queryRoot`.
 */
export function useDraftFilters<Draft extends { website: string }>(
  choices: readonly WebsiteListItem[] | undefined,
  queryRoot: string,
  fromUrl: (params: URLSearchParams) => Draft,
) {
  const [params, update] = useUrlState();
  const client = useQueryClient();
  const [typed, setTyped] = useState<Draft>(() => fromUrl(params));
  // The URL the results were hidden at; they show again once Search changes the URL.
  const [hiddenAt, setHiddenAt] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const website = chosenWebsite(typed.website, choices);
  const draft: Draft = { ...typed, website };

  const change = (patch: Partial<Draft>) => {
    setTyped((current) => ({ ...current, website, ...patch }));
    setHiddenAt(params.toString());
    setProblem(null);
  };

  /** Search: the form's problem, if any, is shown instead; otherwise `next` goes to the URL from page 1. */
  const commit = (found: string | null, next: UrlPatch) => {
    setProblem(found);
    if (found) return;
    const target = { ...next, page: null };
    if (patchParams(params, target).toString() === params.toString()) {
      // The same filters again: Search still means "show me the latest".
      setHiddenAt(null);
      void client.invalidateQueries({ queryKey: [queryRoot] });
    } else {
      // The router applies the new URL a moment later; until then the old results stay hidden.
      update(target);
    }
  };

  const hidden = hiddenAt !== null && hiddenAt === params.toString();
  /** The URL's website, when it is one the person may see (never before the list has loaded). */
  const urlWebsite = params.get('website') ?? '';
  const shownWebsite = choices?.some((w) => w.website_code === urlWebsite) ? urlWebsite : null;

  return { params, update, draft, change, commit, problem, hidden, shownWebsite };
}
