import { REPORT_MSG, gameSiteExportFileName, type WebsiteListItem } from '@auto-checker/contract';
import type { ApiCall } from '../../lib/api.ts';

/** Rules of the Data Player and Game Site report screen (docs/spec/part-2.md, sections 2, 4, 5, 7, 8 and 9). Pure. */

export type ReportMode = 'dataplayer' | 'gamesite';

export const MODE_OPTIONS: readonly { value: ReportMode; label: string }[] = [
  { value: 'dataplayer', label: 'Data Player' },
  { value: 'gamesite', label: 'Game Site Report' },
];

export const readMode = (raw: string | null): ReportMode => (raw === 'gamesite' ? 'gamesite' : 'dataplayer');

/** The selector each mode needs a value in before Search. */
export const SITE_LABEL: Readonly<Record<ReportMode, string>> = { dataplayer: 'Website', gamesite: 'Game Site' };

/** The summary tiles read the totals call with 100/1 (docs/spec/part-2.md section 9); the Game Site table pages by the same size. */
export const SUMMARY_PAGE_SIZE = 100;
export const GAME_SITE_PAGE_SIZE = 100;
/** The username box waits for a pause in typing, like the view pages' search. */
export const USERNAME_DEBOUNCE_MS = 400;

export const PLAYER_TEXT = {
  noData: REPORT_MSG.noData,
  usernameNotFound: REPORT_MSG.usernameNotFound,
  endBeforeStart: REPORT_MSG.endBeforeStart,
  exportFailed: REPORT_MSG.exportFailed,
  pressSearch: 'Pilih filter lalu tekan Search untuk menampilkan data.',
  totalSum: 'Total Sum',
} as const;

/** The end date may not be before the start date; both are `YYYY-MM-DD`, so text order is date order. */
export function rangeProblem(start: string, end: string): string | null {
  return end < start ? PLAYER_TEXT.endBeforeStart : null;
}

/** One committed search, as the URL holds it. */
export interface ReportQuery {
  mode: ReportMode;
  website: string;
  /** `YYYY-MM-DD` */
  start: string;
  end: string;
}

/** A page of the Data Player table; `username` '' lists every player. */
export interface PlayerPageQuery extends ReportQuery {
  username: string;
  size: number;
  page: number;
}

/** GET /api/dataplayer/{website}/{start}/{end}/{size}/{page}, or /api/searchdataplayer/{username}/... for a username. */
export function dataPlayerCall(
  q: PlayerPageQuery,
): ApiCall<'GET /api/dataplayer/:website/:startDate/:endDate/:pageSize/:page' | 'GET /api/searchdataplayer/:username/:website/:start/:end/:pageSize/:page'> {
  const { website, start, end, size: pageSize, page } = q;
  return q.username
    ? {
        key: 'GET /api/searchdataplayer/:username/:website/:start/:end/:pageSize/:page',
        input: { params: { username: q.username, website, start, end, pageSize, page } },
      }
    : {
        key: 'GET /api/dataplayer/:website/:startDate/:endDate/:pageSize/:page',
        input: { params: { website, startDate: start, endDate: end, pageSize, page } },
      };
}

/** The empty table's words, plus the username note when a username was searched. */
export function emptyText(username: string): { title: string; note: string | null } {
  return { title: PLAYER_TEXT.noData, note: username ? PLAYER_TEXT.usernameNotFound(username) : null };
}

/** The Bank column: `BCA (1234567890)`; either part alone when the other is missing. */
export function bankLabel(name: string, number: string): string {
  const bank = name.trim();
  const no = number.trim();
  if (!no) return bank || '-';
  return bank ? `${bank} (${no})` : `(${no})`;
}

/** The Game Site card's name: the website's name, or its code when it has none (or is not in the list). */
export function siteLabel(code: string, websites: readonly WebsiteListItem[]): string {
  const name = websites.find((w) => w.website_code === code)?.website_name.trim();
  return name || code;
}

/** Rows numbered across pages: with 50 a page, the first row of page 2 is 51. */
export const rowNumber = (page: number, size: number, index: number): number => (page - 1) * size + index + 1;

export type ExportFormat = 'csv' | 'excel';

/** POST /api/export{csv|excel}totaldataplayer with {start, end, group}, saved under the contract's name. */
export function gameSiteExport(q: ReportQuery, format: ExportFormat) {
  return {
    path: format === 'csv' ? ('/api/exportcsvtotaldataplayer' as const) : ('/api/exportexceltotaldataplayer' as const),
    body: { start: q.start, end: q.end, group: q.website },
    fileName: gameSiteExportFileName(q.website, q.start, q.end, format === 'csv' ? 'csv' : 'xlsx'),
  };
}
