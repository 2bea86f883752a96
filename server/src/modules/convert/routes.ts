import type { AppDeps, AppInstance } from '../../http/app-types.ts';
import { AppError, Invalid } from '../../errors.ts';
import { sendCsvDownload } from '../templates/csv-download.ts';
import { CONVERTERS } from './catalog.ts';
import { csvNameFor, readExcelUpload } from './excel-upload.ts';
import { convertExcel } from './service.ts';

/**
 * Convert Mutasi: one bank Excel file in `myfile` (with `password` when Excel encrypted it) -> that category's
 * template CSV, as a download (docs/formats.md, Template downloads and Convert Mutasi).
 */
export function convertRoutes(app: AppInstance, deps: AppDeps): void {
  const converters = Object.values(CONVERTERS);
  for (const [path, converter] of Object.entries(CONVERTERS)) {
    app.post(path, { schema: { consumes: ['multipart/form-data'], produces: ['text/csv'] } }, async (request, reply) => {
      const upload = await readExcelUpload(request, deps.config.MAX_UPLOAD_MB);
      const result = await convertExcel(upload, converter, converters);
      if (!result.ok) throw result.tooLarge ? new AppError(413, result.error) : new Invalid(result.error);
      // Bank data: no copy in any cache on the way.
      reply.header('cache-control', 'no-store');
      return sendCsvDownload(reply, csvNameFor(upload.name), result.csv);
    });
  }
}
