import { REVIEW_STATUSES, type ReviewStatus, type WebsiteListItem } from '@auto-checker/contract';
import { intParam } from '../../lib/pagination.ts';
import { useDraftFilters } from '../../lib/draft-filters.ts';
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
 * A review screen's filters (spec part 1, section 4), a draft committed to the URL on Search (lib/draft-filters.ts).
 * The search boxes and the page live in the URL too. `choices` is undefined while the website list is loading.
 */
export function useReviewFilters(choices: readonly WebsiteListItem[] | undefined, queryRoot: string) {
  const form = useDraftFilters(choices, queryRoot, (params) => draftFromUrl(params, new Date()));
  const { params, update, draft } = form;

  const submit = () =>
    form.commit(filterProblem(draft), { view: draft.view, website: draft.website, status: draft.status, date: draft.date });

  const searchText = params.get('q') ?? '';
  const idText = params.get('id') ?? '';
  const urlStatus = readStatus(params.get('status'));
  const urlDate = params.get('date') ?? '';
  const urlWebsite = form.shownWebsite;
  const committed = !form.hidden && urlWebsite !== null && urlStatus !== '' && isCalendarDate(urlDate);
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
    draft,
    change: form.change,
    submit,
    problem: form.problem,
    /** The table to show, or null while it is hidden. */
    query,
    searchText,
    idText,
    setPage: (page: number) => update({ page: page > 1 ? page : null }),
    setSearch: (q: string, id: string) => update({ q, id, page: null }),
  };
}
