import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REVIEW_STATUSES, type ReviewStatus, type WebsiteListItem } from '@auto-checker/contract';
import { intParam } from '../../lib/pagination.ts';
import { patchParams, useUrlState } from '../../lib/url-state.ts';
import { isCalendarDate, jakartaDate } from '../../lib/jakarta-time.ts';
import { REVIEW_TEXT, reviewSearch, type ReviewQuery, type ViewKind } from './review-rules.ts';

/** The filter form as the person is filling it in; it reaches the URL (and the table) only on Search. */
export interface FilterDraft {
  view: ViewKind;
  website: string;
  status: ReviewStatus | '';
  /** `YYYY-MM-DD`, '' when cleared. */
  date: string;
}

/** 'Lengkapi Website, Status, dan Date dulu.' while a filter is missing, else null. */
export function filterProblem(draft: FilterDraft): string | null {
  return draft.view && draft.website && draft.status && isCalendarDate(draft.date) ? null : REVIEW_TEXT.filtersRequired;
}

const readView = (raw: string | null): ViewKind => (raw === 'withdraw' ? 'withdraw' : 'deposit');
const readStatus = (raw: string | null): ReviewStatus | '' => (REVIEW_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as ReviewStatus) : '';

function draftFromUrl(params: URLSearchParams, now: Date): FilterDraft {
  const date = params.get('date') ?? '';
  return {
    view: readView(params.get('view')),
    website: params.get('website') ?? '',
    status: readStatus(params.get('status')),
    date: isCalendarDate(date) ? date : jakartaDate(now),
  };
}

/**
 * A review screen's filters (spec part 1, section 4): the form is a draft; Search checks it, writes it to the
 * URL (so a reload or a shared link shows the same table) and goes back to page 1. Changing any filter hides
 * the table until Search is pressed again. The search boxes and the page live in the URL too.
 * `choices` is undefined while the website list is loading.
 */
export function useReviewFilters(choices: readonly WebsiteListItem[] | undefined, queryRoot: string) {
  const [params, update] = useUrlState();
  const client = useQueryClient();
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromUrl(params, new Date()));
  // The URL (filters, page, search) the table was hidden at; it shows again once Search changes the URL.
  const [hiddenAt, setHiddenAt] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const codes = choices?.map((w) => w.website_code) ?? [];
  // One website to choose from is chosen already; a website not in the list is no choice.
  const website = codes.includes(draft.website) ? draft.website : codes.length === 1 ? codes[0]! : choices ? '' : draft.website;
  const shownDraft: FilterDraft = { ...draft, website };

  const change = (patch: Partial<FilterDraft>) => {
    setDraft((current) => ({ ...current, website, ...patch }));
    setHiddenAt(params.toString());
    setProblem(null);
  };

  const submit = () => {
    const found = filterProblem(shownDraft);
    setProblem(found);
    if (found) return;
    const next = { view: shownDraft.view, website, status: shownDraft.status, date: shownDraft.date, page: null };
    if (patchParams(params, next).toString() === params.toString()) {
      // The same filters again: Search still means "show me the latest".
      setHiddenAt(null);
      void client.invalidateQueries({ queryKey: [queryRoot] });
    } else {
      // The router applies the new URL a moment later; until then the old table stays hidden.
      update(next);
    }
  };

  const searchText = params.get('q') ?? '';
  const idText = params.get('id') ?? '';
  const urlWebsite = params.get('website') ?? '';
  const urlStatus = readStatus(params.get('status'));
  const urlDate = params.get('date') ?? '';
  const hidden = hiddenAt !== null && hiddenAt === params.toString();
  const committed = !hidden && choices !== undefined && codes.includes(urlWebsite) && urlStatus !== '' && isCalendarDate(urlDate);
  const query: ReviewQuery | null = committed
    ? {
        view: readView(params.get('view')),
        website: urlWebsite,
        status: urlStatus,
        date: urlDate,
        page: intParam(params.get('page'), 1),
        search: reviewSearch(searchText, idText),
      }
    : null;

  return {
    draft: shownDraft,
    change,
    submit,
    problem,
    /** The table to show, or null while it is hidden. */
    query,
    searchText,
    idText,
    setPage: (page: number) => update({ page: page > 1 ? page : null }),
    setSearch: (q: string, id: string) => update({ q, id, page: null }),
  };
}
