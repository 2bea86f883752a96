import { SIDE_WORDS, type ReviewStatus, type SearchMode, type Side } from '@auto-checker/contract';
import type { ApiCall } from '../lib/api.ts';
import type { FilePath } from '../lib/download.ts';

/** Rules View BO and View Mutasi share (docs/spec/part-1.md, sections 4, 5, 8 and 9). */

export const REVIEW_PAGE_SIZE = 100;
export const REVIEW_SEARCH_DEBOUNCE_MS = 400;

/** What the screens say; the server's own messages are shown verbatim. */
export const REVIEW_TEXT = {
  filtersRequired: 'Lengkapi Website, Status, dan Date dulu.',
  noData: '🚫 No data found.',
  usernameNotFound: (username: string) => `Username ${username} tidak ditemukan pada periode ini.`,
  outsideEditWindow: 'Data ini tidak bisa diupdate (bukan hari yang sama).',
  noteRequired: 'Keterangan tidak boleh kosong.',
  loginUnreadable: 'Gagal membaca akun login.',
  exportFailed: 'Export gagal.',
  pressSearch: 'Pilih filter lalu tekan Search untuk menampilkan data.',
  more: (n: number) => `… dan ${n} data lainnya`,
} as const;

export const STATUS_OPTIONS: readonly { value: ReviewStatus; label: string }[] = [
  { value: 'all', label: 'Select All' },
  { value: 'approve', label: 'Approve' },
  { value: 'pending', label: 'Pending' },
];

/** The Status Type a review screen opens with, until the person picks another. */
export const DEFAULT_REVIEW_STATUS: ReviewStatus = 'pending';

/** The side a review screen's `view=` names (SIDE_WORDS' `view`): `withdraw`, else deposit. */
export const sideOfView = (view: string | null): Side => (view === SIDE_WORDS.WITHDRAW.view ? 'WITHDRAW' : 'DEPOSIT');

/** What a search box sends: the path's mode and term. */
export interface ReviewSearch {
  mode: SearchMode;
  term: string;
}

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * The search of the two boxes: ID Tracking (digits only) wins, as mode id. Otherwise text made only of
 * digits, spaces, dots, commas and underscores is an amount, sent as its digits (`1.250.000` -> `1250000`);
 * any other text is searched in the names. Nothing to search is null.
 */
export function reviewSearch(text: string, idTracking: string): ReviewSearch | null {
  const id = digitsOnly(idTracking);
  if (id) return { mode: 'id', term: id };
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (/^[\d\s.,_]+$/.test(trimmed)) {
    const digits = digitsOnly(trimmed);
    return digits ? { mode: 'nominal', term: digits } : null;
  }
  return { mode: 'string', term: trimmed };
}

/** One list request, as the page's URL holds it once Search was pressed. */
export interface ReviewQuery {
  side: Side;
  website: string;
  status: ReviewStatus;
  /** `YYYY-MM-DD` */
  date: string;
  page: number;
  search: ReviewSearch | null;
}

/** The list routes of a review table: its page, and its search. */
export interface ReviewLists {
  view: 'viewbo' | 'viewbowd' | 'viewmutasi' | 'viewmutasiwd';
  search: 'searchbo' | 'searchbowd' | 'searchmutasi' | 'searchmutasiwd';
}

/** What a review screen's table of one side (View BO's or View Mutasi's, deposit or withdraw) is called and asks for. */
export interface ReviewSide {
  /** Which side: the query keys and element ids say it. */
  kind: Side;
  /** The table's caption, and the View Type that shows it. */
  caption: string;
  lists: ReviewLists;
  exportPaths: Record<ExportFormat, FilePath<'POST'>>;
  /** The export's file name starts so (`viewbo`, `mutasi_wd`...). */
  filePrefix: string;
}
type ReviewListKey =
  | `GET /api/${ReviewLists['view']}/:date/:website/:status/:rowsPerPage/:page`
  | `GET /api/${ReviewLists['search']}/:date/:website/:status/:mode/:term/:rowsPerPage/:page`;

/** GET /api/{view}/{date}/{website}/{status}/{rows}/{page}, or the search twin with mode and term. */
export function reviewListCall(lists: ReviewLists, pathDate: string, q: ReviewQuery): ApiCall<ReviewListKey> {
  const params = { date: pathDate, website: q.website, status: q.status, rowsPerPage: REVIEW_PAGE_SIZE, page: q.page };
  return q.search
    ? {
        key: `GET /api/${lists.search}/:date/:website/:status/:mode/:term/:rowsPerPage/:page`,
        input: { params: { ...params, mode: q.search.mode, term: q.search.term } },
      }
    : { key: `GET /api/${lists.view}/:date/:website/:status/:rowsPerPage/:page`, input: { params } };
}

/** The empty table's words: the spec's, plus the username note when a name was searched. */
export function emptyText(search: ReviewSearch | null): { title: string; note: string | null } {
  return { title: REVIEW_TEXT.noData, note: search?.mode === 'string' ? REVIEW_TEXT.usernameNotFound(search.term) : null };
}

/** The lines of a bulk confirmation: the first `limit` rows, then '… dan N data lainnya'. */
export function bulkSummary(lines: readonly string[], limit: number): { shown: string[]; more: string | null } {
  const shown = lines.slice(0, limit);
  const rest = lines.length - shown.length;
  return { shown, more: rest > 0 ? REVIEW_TEXT.more(rest) : null };
}

/** Most digits a corrected amount may have (whole rupiah; the server refuses more). */
export const AMOUNT_MAX_DIGITS = 13;

/** While typing a corrected amount: digits only. */
export const amountDraft = (value: string): string => digitsOnly(value).slice(0, AMOUNT_MAX_DIGITS);

/** The corrected amount to send, or null (blank) to keep the BO's own amount. */
export function correctedAmount(draft: string | undefined): number | null {
  const digits = digitsOnly(draft ?? '');
  return digits ? Number(digits) : null;
}

/** Rows numbered across pages: the first row of page 2 is 101. */
export const rowNumber = (page: number, index: number): number => (page - 1) * REVIEW_PAGE_SIZE + index + 1;

export type ExportFormat = 'csv' | 'excel';

/** The export's file name, as the spec saves it: `{prefix}_{group}_{status}_{date}.csv|xlsx`. */
export function exportFileName(prefix: string, group: string, status: ReviewStatus, date: string, format: ExportFormat): string {
  return `${prefix}_${group}_${status}_${date}.${format === 'csv' ? 'csv' : 'xlsx'}`;
}
