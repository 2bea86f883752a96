import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WebsiteListItem } from '@auto-checker/contract';
import { isCalendarDate, jakartaDate } from '../../lib/jakarta-time.ts';
import { patchParams, useUrlState } from '../../lib/url-state.ts';
import { DATA_PLAYER_KEY } from './queries.ts';
import { rangeProblem, readMode, type ReportMode, type ReportQuery } from './player-rules.ts';

/** The filter form as the person is filling it in; it reaches the URL (and the results) only on Search. */
export interface PlayerDraft {
  mode: ReportMode;
  website: string;
  /** `YYYY-MM-DD`, '' when cleared. */
  start: string;
  end: string;
}

function draftFromUrl(params: URLSearchParams, today: string): PlayerDraft {
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return isCalendarDate(value) ? value : today;
  };
  return { mode: readMode(params.get('mode')), website: params.get('website') ?? '', start: date('start'), end: date('end') };
}

/** Search is offered once the mode's selector has a website and both dates are real dates. */
export const canSearch = (draft: PlayerDraft): boolean => draft.website !== '' && isCalendarDate(draft.start) && isCalendarDate(draft.end);

/**
 * The screen's filters (spec part 2, sections 2 and 4): Search checks the range, writes the filters to the
 * URL (a reload or a shared link shows the same results) and goes back to page 1. Changing a filter hides
 * the results until Search is pressed again, so they never belong to other filters than the form shows.
 * `choices` is undefined while the website list is loading; exactly one choice is chosen already.
 */
export function usePlayerFilters(choices: readonly WebsiteListItem[] | undefined) {
  const [params, update] = useUrlState();
  const client = useQueryClient();
  const [draft, setDraft] = useState<PlayerDraft>(() => draftFromUrl(params, jakartaDate(new Date())));
  // The URL the results were hidden at; they show again once Search changes the URL.
  const [hiddenAt, setHiddenAt] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const codes = choices?.map((w) => w.website_code) ?? [];
  const website = codes.includes(draft.website) ? draft.website : codes.length === 1 ? codes[0]! : choices ? '' : draft.website;
  const shownDraft: PlayerDraft = { ...draft, website };

  const change = (patch: Partial<PlayerDraft>) => {
    setDraft((current) => ({ ...current, website, ...patch }));
    setHiddenAt(params.toString());
    setProblem(null);
  };

  const submit = () => {
    if (!canSearch(shownDraft)) return;
    const found = rangeProblem(shownDraft.start, shownDraft.end);
    setProblem(found);
    if (found) return;
    const next = { mode: shownDraft.mode, website, start: shownDraft.start, end: shownDraft.end, page: null };
    if (patchParams(params, next).toString() === params.toString()) {
      // The same filters again: Search still means "show me the latest".
      setHiddenAt(null);
      void client.invalidateQueries({ queryKey: [DATA_PLAYER_KEY] });
    } else {
      update(next);
    }
  };

  const urlWebsite = params.get('website') ?? '';
  const urlStart = params.get('start') ?? '';
  const urlEnd = params.get('end') ?? '';
  const hidden = hiddenAt !== null && hiddenAt === params.toString();
  const committed =
    !hidden && choices !== undefined && codes.includes(urlWebsite) && isCalendarDate(urlStart) && isCalendarDate(urlEnd) && urlStart <= urlEnd;
  const query: ReportQuery | null = committed ? { mode: readMode(params.get('mode')), website: urlWebsite, start: urlStart, end: urlEnd } : null;

  return { draft: shownDraft, change, submit, problem, query, params, update };
}
