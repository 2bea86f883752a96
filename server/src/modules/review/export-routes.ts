import { REVIEW_MSG, REVIEW_STATUSES } from '@auto-checker/contract';
import { z } from 'zod';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { isValidDate, parseViewDate } from '../../parsing/datetime.ts';
import { attachment } from '../../http/attachment.ts';
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

/** `YYYY-MM-DD` as well: a client building the body from a date input sends that. */
function parseIsoDate(raw: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  return m && isValidDate(Number(m[1]), Number(m[2]), Number(m[3])) ? raw : null;
}

/** The view's date (`3-Jul-2026` or `03-Jul-2026`) or `2026-07-03`, kept as sent for the file name. */
const exportDate = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const iso = parseViewDate(text) ?? parseIsoDate(text);
    if (iso !== null) return { text, iso };
    ctx.addIssue({ code: 'custom', message: REVIEW_MSG.badDate(text) });
    return z.NEVER;
  });

const exportBody = z.object({
  date: exportDate,
  status: z.string().trim().toLowerCase().pipe(z.enum(REVIEW_STATUSES, { error: REVIEW_MSG.badStatus })),
  group: z.string().trim().min(1).max(20),
});

/** Export CSV / Export Excel of View BO and View Mutasi: a file download, streamed as it is read. */
export function reviewExportRoutes(app: AppInstance, deps: AppDeps): void {
  for (const [path, view, format] of EXPORT_PATHS) {
    app.post(`/api/${path}`, { schema: { body: exportBody } }, async (request, reply) => {
      const file = reviewExport(deps.db, signedIn(request), { view, format, ...request.body });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    });
  }
}
