import { Readable } from 'node:stream';
import type { Identity, ReviewStatus } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { actorOf, recordActivity } from '../activity/record.ts';
import { BO_DEPOSIT_EXPORT, BO_WITHDRAW_EXPORT, MUTASI_DEPOSIT_EXPORT, MUTASI_WITHDRAW_EXPORT, type ExportTable } from './export-columns.ts';
import { csvExport } from './export-csv.ts';
import { boDepositBatches, boWithdrawBatches, depositLineBatches, withdrawLineBatches } from './repo/export-rows.ts';
import { xlsxExport } from './export-xlsx.ts';
import { reviewFilter } from './service.ts';
import type { RowSelection } from './repo/view-filter.ts';

/**
 * Export CSV and Export Excel of View BO and View Mutasi (docs/spec/part-1.md, section 7): every row the view
 * lists for the website, status and date (all pages), as a file named the way the spec's client saves it.
 */

export type ExportFormat = 'csv' | 'xlsx';
export type ExportedView = 'bo' | 'bowd' | 'mutasi' | 'mutasiwd';

export interface ExportRequest {
  view: ExportedView;
  format: ExportFormat;
  /** As the client sent it (for the file name and the activity log), and as YYYY-MM-DD. */
  date: { text: string; iso: string };
  status: ReviewStatus;
  /** The website code, or 'all' (ADMIN). */
  group: string;
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/** How each export format is named to people and to the browser (the review and report exports share it). */
export const EXPORT_FORMATS: Readonly<Record<ExportFormat, { label: string; contentType: string }>> = {
  csv: { label: 'CSV', contentType: 'text/csv; charset=utf-8' },
  xlsx: { label: 'Excel', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

interface ViewExport {
  label: string;
  /** `viewbo_{group}_{status}_{date}` (`viewbowd_` for withdrawals, so the two files of a day differ): the spec's client lower-cases the group of View BO only. */
  fileStem: string;
  lowerCaseGroup: boolean;
  /** The file, streamed; `done` runs once its last row is written. */
  write(db: Db, selection: RowSelection, format: ExportFormat, done: (rows: number) => Promise<void>): Readable;
}

function viewExport<Row>(
  names: Pick<ViewExport, 'label' | 'fileStem' | 'lowerCaseGroup'>,
  table: ExportTable<Row>,
  batches: (db: Db, selection: RowSelection) => AsyncIterable<Row[]>,
): ViewExport {
  return {
    ...names,
    write(db, selection, format, done) {
      const rows = counted(batches(db, selection), done);
      return format === 'csv' ? Readable.from(csvExport(table, rows), { objectMode: false }) : xlsxExport(table, rows);
    },
  };
}

const VIEW_EXPORTS: Readonly<Record<ExportedView, ViewExport>> = {
  bo: viewExport({ label: 'View BO deposit', fileStem: 'viewbo', lowerCaseGroup: true }, BO_DEPOSIT_EXPORT, boDepositBatches),
  bowd: viewExport({ label: 'View BO withdraw', fileStem: 'viewbowd', lowerCaseGroup: true }, BO_WITHDRAW_EXPORT, boWithdrawBatches),
  mutasi: viewExport({ label: 'View Mutasi deposit', fileStem: 'mutasi_depo', lowerCaseGroup: false }, MUTASI_DEPOSIT_EXPORT, depositLineBatches),
  mutasiwd: viewExport({ label: 'View Mutasi withdraw', fileStem: 'mutasi_wd', lowerCaseGroup: false }, MUTASI_WITHDRAW_EXPORT, withdrawLineBatches),
};

/** The batches as they are, then `done` with how many rows they held; not when the reader stops early. */
async function* counted<Row>(batches: AsyncIterable<Row[]>, done: (rows: number) => Promise<void>): AsyncGenerator<Row[]> {
  let rows = 0;
  for await (const batch of batches) {
    rows += batch.length;
    yield batch;
  }
  await done(rows);
}

/** A file name part from what the client sent: letters, digits and dashes only. */
const namePart = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '');

/**
 * The rows the signed-in account would see in the view, all pages: CHECKER its own website (the access
 * guard has answered 404 for another), ADMIN the one named or every website for 'all'. The activity row
 * is written when the whole file has been produced, with the number of rows it holds.
 */
export function reviewExport(db: Db, me: Identity, request: ExportRequest): ExportFile {
  // The lists' own filter (website scope, status), whose page window the export does not use.
  const {
    limit: _limit,
    offset: _offset,
    ...selection
  } = reviewFilter(me, {
    date: request.date.iso,
    website: request.group,
    status: request.status,
    rowsPerPage: 1,
    page: 1,
  });
  const view = VIEW_EXPORTS[request.view];
  const format = EXPORT_FORMATS[request.format];
  const website = selection.websiteCode ?? 'semua website';
  const done = (rows: number) =>
    recordActivity(
      db,
      actorOf(me),
      `Export ${format.label} ${view.label} ${website} ${request.date.text} (${request.status}): ${rows} baris`,
      selection.websiteCode,
    );
  const group = namePart(view.lowerCaseGroup ? request.group.toLowerCase() : request.group);
  return {
    fileName: `${view.fileStem}_${group}_${request.status}_${namePart(request.date.text)}.${request.format}`,
    contentType: format.contentType,
    body: view.write(db, selection, request.format, done),
  };
}
