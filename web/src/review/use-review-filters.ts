import { useEffect, useState } from 'react';
import { useOnSettled } from '../lib/use-debounced-value.ts';
import { REVIEW_STATUSES, SIDE_WORDS, type ReviewStatus, type Side, type WebsiteListItem } from '@auto-checker/contract';
import { intParam } from '../lib/pagination.ts';
import { useDraftFilters } from '../lib/draft-filters.ts';
import { isCalendarDate, jakartaDate } from '../lib/jakarta-time.ts';
import { readChoice, saveChoice } from '../lib/stored-choice.ts';
import { DEFAULT_REVIEW_STATUS, REVIEW_SEARCH_DEBOUNCE_MS, REVIEW_TEXT, reviewSearch, sideOfView, type ReviewQuery } from './review-rules.ts';

/** The search boxes as typed: the name / amount text and the ID Tracking digits. */
export interface SearchTyped {
  text: string;
  id: string;
}

/** The filter form as the person is filling it in; it reaches the URL (and the table) only on Search. */
export interface FilterDraft {
  /** The View Type: `view=` in the URL. */
  side: Side;
  website: string;
  status: ReviewStatus | '';
  /** `YYYY-MM-DD`, '' when cleared. */
  date: string;
}

/** 'Lengkapi Website, Status, dan Date dulu.' while a filter is missing, else null. */
export function filterProblem(draft: FilterDraft): string | null {
  return draft.website && draft.status && isCalendarDate(draft.date) ? null : REVIEW_TEXT.filtersRequired;
}

const readStatus = (raw: string | null): ReviewStatus | '' => ((REVIEW_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as ReviewStatus) : '');

/** Where a screen keeps the Status Type last picked (per screen: `queryRoot`, e.g. 'view-bo'). */
const statusStorageKey = (screen: string) => `review-status:${screen}`;

/** The Status Type last picked on `screen`, or null. */
const rememberedStatus = (screen: string): ReviewStatus | null => readStatus(readChoice(statusStorageKey(screen))) || null;

/** The form on arrival: the URL's filters; without a status there, the one last picked, else Pending. */
function draftFromUrl(params: URLSearchParams, now: Date, screen: string): FilterDraft {
  const date = params.get('date') ?? '';
  return {
    side: sideOfView(params.get('view')),
    website: params.get('website') ?? '',
    status: readStatus(params.get('status')) || rememberedStatus(screen) || DEFAULT_REVIEW_STATUS,
    date: isCalendarDate(date) ? date : jakartaDate(now),
  };
}

/**
 * A review screen's filters (docs/spec/part-1.md, section 4), a draft committed to the URL on Search (lib/draft-filters.ts).
 * The search boxes and the page live in the URL too. `choices` is undefined while the website list is loading.
 * The Status Type opens as Pending, or as last picked on this screen (`queryRoot`); a status in the URL wins.
 */
export function useReviewFilters(choices: readonly WebsiteListItem[] | undefined, queryRoot: string) {
  const form = useDraftFilters(choices, queryRoot, (params) => draftFromUrl(params, new Date(), queryRoot));
  const { params, update, draft } = form;
  /** A Status Type picked in the form is the one the screen opens with next time. */
  const change = (patch: Partial<FilterDraft>) => {
    if (patch.status) saveChoice(statusStorageKey(queryRoot), patch.status);
    form.change(patch);
  };

  const searchText = params.get('q') ?? '';
  const idText = params.get('id') ?? '';
  // The search boxes as typed: they reach the URL 400 ms after the typing stops, or at once with Search, so the term
  // in the box is always the term searched (a Search pressed before the pause used to bring the old term back).
  const [typed, setTyped] = useState<SearchTyped>({ text: searchText, id: idText });
  const urlSearch = (t: SearchTyped) => ({ q: t.text.trim(), id: t.id });
  useOnSettled(typed, REVIEW_SEARCH_DEBOUNCE_MS, (settled) => {
    const next = urlSearch(settled);
    if (next.q !== searchText || next.id !== idText) update({ ...next, page: null });
  });
  useEffect(() => {
    // A URL changed elsewhere (back button, a link) shows its term; the URL catching up with the typing changes nothing.
    setTyped((t) => (urlSearch(t).q === searchText && t.id === idText ? t : { text: searchText, id: idText }));
  }, [searchText, idText]);

  const submit = () =>
    form.commit(filterProblem(draft), {
      view: SIDE_WORDS[draft.side].view,
      website: draft.website,
      status: draft.status,
      date: draft.date,
      ...urlSearch(typed),
    });

  const urlStatus = readStatus(params.get('status'));
  const urlDate = params.get('date') ?? '';
  const urlWebsite = form.shownWebsite;
  const committed = !form.hidden && urlWebsite !== null && urlStatus !== '' && isCalendarDate(urlDate);
  const query: ReviewQuery | null = committed
    ? {
        side: sideOfView(params.get('view')),
        website: urlWebsite,
        status: urlStatus,
        date: urlDate,
        page: intParam(params.get('page'), 1),
        search: reviewSearch(searchText, idText),
      }
    : null;

  return {
    draft,
    change,
    submit,
    problem: form.problem,
    /** The table to show, or null while it is hidden. */
    query,
    /** The search boxes' text as typed, and how typing changes it. */
    typed,
    setTyped,
    setPage: (page: number) => update({ page: page > 1 ? page : null }),
  };
}
