import type { Identity, ReviewStatus, SearchMode } from '@auto-checker/contract';
import { pageWindow } from '../../http/page.ts';
import { websiteFilter } from '../websites/scope.ts';
import { readSearch } from './search-term.ts';
import type { ViewFilter } from './repo/view-filter.ts';

/** A review list request as the path names it, its segments already checked (routes.ts). */
export interface ReviewRequest {
  /** YYYY-MM-DD */
  date: string;
  website: string;
  status: ReviewStatus;
  rowsPerPage: number;
  page: number;
  search?: { mode: SearchMode; term: string };
}

const APPROVED: Readonly<Record<ReviewStatus, boolean | null>> = { all: null, approve: true, pending: false };

/**
 * What a View BO or View Mutasi list shows the signed-in account. CHECKER sees its own website only
 * (the access guard has answered 404 for another); ADMIN names any code, or 'all'. An unknown code
 * is an empty list, as on the other website-filtered lists.
 */
export function reviewFilter(me: Identity, request: ReviewRequest): ViewFilter {
  return {
    websiteCode: websiteFilter(me, request.website),
    statementDate: request.date,
    approved: APPROVED[request.status],
    search: request.search ? readSearch(request.search.mode, request.search.term) : null,
    ...pageWindow(request.rowsPerPage, request.page),
  };
}
