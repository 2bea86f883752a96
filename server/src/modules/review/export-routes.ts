import { REVIEW_MSG, REVIEW_STATUSES } from '@auto-checker/contract';
import { z } from 'zod';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { requestDateText } from '../../http/request-date.ts';
import { sendDownload } from '../../http/attachment.ts';
import { reviewExport, type ExportFormat, type ExportedView } from './export-service.ts';

/** The eight export paths of the spec, `exportcsvlviewbowd` spelt as the client calls it. */
const EXPORT_PATHS: readonly (readonly [path: string, view: ExportedView, format: ExportFormat])[] = [
  ['exportcsvviewbo', 'bo', 'csv'],
  ['exportexcelviewbo', 'bo', 'xlsx'],
  ['exportcsvlviewbowd', 'bowd', 'csv'],
  ['exportexcelviewbowd', 'bowd', 'xlsx'],
  ['exportcsvviewmutasi', 'mutasi', 'csv'],
  ['exportexcelviewmutasi', 'mutasi', 'xlsx'],
  ['exportcsvviewmutasiwd', 'mutasiwd', 'csv'],
  ['exportexcelviewmutasiwd', 'mutasiwd', 'xlsx'],
];

/** The view's date (`3-Jul-2026` or `03-Jul-2026`) or `2026-07-03`, kept as sent for the file name. */
const exportDate = requestDateText(REVIEW_MSG.badDate);

const exportBody = z.object({
  date: exportDate,
  status: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(REVIEW_STATUSES, { error: REVIEW_MSG.badStatus })),
  group: z.string().trim().min(1).max(20),
});

/** Export CSV / Export Excel of View BO and View Mutasi: a file download, streamed as it is read. */
export function reviewExportRoutes(app: AppInstance, deps: AppDeps): void {
  for (const [path, view, format] of EXPORT_PATHS) {
    app.post(`/api/${path}`, { schema: { body: exportBody } }, async (request, reply) => {
      const file = reviewExport(deps.db, signedIn(request), { view, format, ...request.body });
      return sendDownload(reply, file);
    });
  }
}
