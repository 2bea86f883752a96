import { REPORT_MSG, dataPlayerResponse, exportTotalDataPlayerBody, pageParams, totalDataPlayerResponse } from '@auto-checker/contract';
import { z } from 'zod';
import { sendDownload } from '../../http/attachment.ts';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { requestDateText } from '../../http/request-date.ts';
import { gameSiteExport, type ReportFormat } from './export.ts';
import { dataPlayer, totalDataPlayerReport } from './service.ts';

const dateText = requestDateText(REPORT_MSG.badDate);
const date = dateText.transform((d) => d.iso);
const website = z.string().trim().min(1).max(20);
const username = z.string().trim().min(1, REPORT_MSG.usernameRequired).max(100);

// Path segments in path order, so the first bad one is the one reported.
const dataPlayerParams = z.object({ website, startDate: date, endDate: date, ...pageParams.shape });
const searchParams = z.object({ username, website, start: date, end: date, ...pageParams.shape });
const totalParams = z.object({ website, start: date, end: date, ...pageParams.shape });
const exportBody = exportTotalDataPlayerBody.extend({ start: dateText, end: dateText });

const EXPORT_PATHS: readonly (readonly [path: string, format: ReportFormat])[] = [
  ['exportcsvtotaldataplayer', 'csv'],
  ['exportexceltotaldataplayer', 'xlsx'],
];

/** Data Player and the Game Site report (docs/spec/part-2.md, section 7). */
export function reportRoutes(app: AppInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get(
    '/api/dataplayer/:website/:startDate/:endDate/:pageSize/:page',
    { schema: { params: dataPlayerParams, response: { 200: dataPlayerResponse } } },
    async (request) => {
      const { startDate, endDate, ...rest } = request.params;
      return dataPlayer(db, signedIn(request), { ...rest, start: startDate, end: endDate });
    },
  );

  app.get(
    '/api/searchdataplayer/:username/:website/:start/:end/:pageSize/:page',
    { schema: { params: searchParams, response: { 200: dataPlayerResponse } } },
    async (request) => {
      const { username, ...rest } = request.params;
      return dataPlayer(db, signedIn(request), rest, username);
    },
  );

  app.get(
    '/api/totaldataplayer/:website/:start/:end/:pageSize/:page',
    { schema: { params: totalParams, response: { 200: totalDataPlayerResponse } } },
    async (request) => totalDataPlayerReport(db, signedIn(request), request.params),
  );

  for (const [path, format] of EXPORT_PATHS) {
    app.post(`/api/${path}`, { schema: { body: exportBody } }, async (request, reply) => {
      const file = await gameSiteExport(db, signedIn(request), { format, ...request.body });
      return sendDownload(reply, file);
    });
  }
}
