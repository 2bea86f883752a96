/**
 * Data Player and the Game Site report (docs/spec/part-2.md, sections 2, 3 and 7):
 * GET /api/dataplayer, /api/searchdataplayer, /api/totaldataplayer and the report exports
 * POST /api/exportcsvtotaldataplayer, /api/exportexceltotaldataplayer. Built from the BO rows of one website
 * whose statement date lies in the range. Amounts are rupiah (JSON numbers), moments ISO strings in UTC,
 * dates `YYYY-MM-DD`. Dates in paths and bodies: `YYYY-MM-DD` (a date input's value) or `3-Jul-2026`.
 */

export const DATA_PLAYER_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DATA_PLAYER_DEFAULT_PAGE_SIZE = 50;
/** The longest range one request may cover: a year, so a mistyped year cannot scan the whole history. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MSG = {
  badDate: (raw: string) => `Tanggal '${raw}' tidak valid (format: 2026-07-03 atau 3-Jul-2026).`,
  endBeforeStart: 'End Date tidak boleh lebih kecil dari Start Date.',
  rangeTooLong: `Rentang tanggal maksimal ${REPORT_MAX_DAYS} hari.`,
  usernameRequired: 'Username wajib diisi.',
  noData: '🚫 No data found.',
  usernameNotFound: (username: string) => `Username ${username} tidak ditemukan pada periode ini.`,
  exportFailed: 'Gagal export file.',
} as const;

/** The saved file's name: `gamesite_{group}_{start}_{end}.csv|xlsx` (dates as sent). */
export const gameSiteExportFileName = (group: string, start: string, end: string, ext: 'csv' | 'xlsx'): string =>
  `gamesite_${group.toLowerCase()}_${start}_${end}.${ext}`.replace(/[^\w.-]/g, '_');
