import type { WebsiteListItem } from '@auto-checker/contract';
import { useDraftFilters } from '../../lib/draft-filters.ts';
import { isCalendarDate, jakartaDate } from '../../lib/jakarta-time.ts';
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
 * The screen's filters (docs/spec/part-2.md, sections 2 and 4), a draft committed to the URL on Search (lib/draft-filters.ts);
 * Search also checks the range. `choices` is undefined while the website list is loading.
 */
export function usePlayerFilters(choices: readonly WebsiteListItem[] | undefined) {
  const form = useDraftFilters(choices, DATA_PLAYER_KEY, (params) => draftFromUrl(params, jakartaDate(new Date())));
  const { params, update, draft } = form;

  const submit = () => {
    if (!canSearch(draft)) return;
    form.commit(rangeProblem(draft.start, draft.end), { mode: draft.mode, website: draft.website, start: draft.start, end: draft.end });
  };

  const urlWebsite = form.shownWebsite;
  const urlStart = params.get('start') ?? '';
  const urlEnd = params.get('end') ?? '';
  const committed = !form.hidden && urlWebsite !== null && isCalendarDate(urlStart) && isCalendarDate(urlEnd) && urlStart <= urlEnd;
  const query: ReportQuery | null = committed ? { mode: readMode(params.get('mode')), website: urlWebsite, start: urlStart, end: urlEnd } : null;

  return { draft, change: form.change, submit, problem: form.problem, query, params, update };
}
