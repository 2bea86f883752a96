import { Readable } from 'node:stream';
import { gameSiteExportFileName, type GameSiteDay, type Identity } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { actorOf, recordActivity } from '../activity/record.ts';
import { displayDate, type ExportColumn, type ExportTable } from '../review/export-columns.ts';
import { csvExport } from '../review/export-csv.ts';
import { EXPORT_FORMATS, type ExportFormat } from '../review/export-service.ts';
import { xlsxExport } from '../review/export-xlsx.ts';
import { gameSiteDay, totalsOf, type DayTotals } from './game-site.ts';
import { gameSiteDays } from './service.ts';

/**
 * Export CSV / Export Excel of the Game Site report: every day of the range, then the "Total Sum" row, as
 * the screen's table shows them. The cells are dates, counts and amounts only (no text anyone typed), so
 * nothing a spreadsheet could run; they still go through the review exports' writers, which make text safe.
 */

export type ReportFormat = ExportFormat;

export interface ReportExportRequest {
  format: ReportFormat;
  /** As the client sent them (for the file name and the activity log), and as YYYY-MM-DD. */
  start: { text: string; iso: string };
  end: { text: string; iso: string };
  group: string;
}

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/** A day of the report, or the closing total (which has a label instead of a date). */
type ReportLine = GameSiteDay & { label?: string };

export const TOTAL_SUM_LABEL = 'Total Sum';

const column = (header: string, width: number, cell: ExportColumn<ReportLine>['cell']): ExportColumn<ReportLine> => ({ header, width, cell });

export const GAME_SITE_EXPORT: ExportTable<ReportLine> = {
  sheet: 'Game Site Report',
  columns: [
    column('Date', 12, (r) => r.label ?? displayDate(r.date)),
    column('Total Depo', 16, (r) => r.total_deposit),
    column('Total WD', 16, (r) => r.total_withdraw),
    column('Total Transaksi', 16, (r) => r.total_transactions),
    column('Balance', 16, (r) => r.balance),
  ],
};

/** The lines of the file: the days in date order, then the totals of them all. */
export function reportLines(days: readonly DayTotals[]): ReportLine[] {
  const total = totalsOf(days);
  return [...days.map(gameSiteDay), { ...gameSiteDay({ date: '', ...total }), label: TOTAL_SUM_LABEL }];
}

async function* oneBatch<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  yield rows;
}

/** The report file of the website the signed-in account may read; the export is written to the activity log. */
export async function gameSiteExport(db: Db, me: Identity, request: ReportExportRequest): Promise<ReportFile> {
  const { websiteCode, days } = await gameSiteDays(db, me, { website: request.group, start: request.start.iso, end: request.end.iso });
  const format = EXPORT_FORMATS[request.format];
  const website = websiteCode ?? 'semua website';
  await recordActivity(
    db,
    actorOf(me),
    `Export ${format.label} Game Site ${website} ${request.start.text} - ${request.end.text}: ${days.length} hari`,
    websiteCode,
  );
  const lines = oneBatch(reportLines(days));
  return {
    fileName: gameSiteExportFileName(request.group, request.start.text, request.end.text, request.format),
    contentType: format.contentType,
    body: request.format === 'csv' ? Readable.from(csvExport(GAME_SITE_EXPORT, lines), { objectMode: false }) : xlsxExport(GAME_SITE_EXPORT, lines),
  };
}
