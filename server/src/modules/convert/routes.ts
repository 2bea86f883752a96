import type { AppDeps, AppInstance } from '../../http/app-types.ts';
import { Invalid, TooLarge } from '../../errors.ts';
import { sendCsvDownload } from '../templates/csv-download.ts';
import { CONVERTERS } from './catalog.ts';
import { csvNameFor, readExcelUpload } from './excel-upload.ts';
import { CONVERT_MSG } from './messages.ts';
import { inWorker, WorkerLimit } from '../../workers/pool.ts';

/**
 * Convert Mutasi: one bank Excel file in `myfile` (with `password` when Excel encrypted it) -> that category's
 * template CSV, as a download (docs/formats.md, Template downloads and Convert Mutasi).
 */
export function convertRoutes(app: AppInstance, deps: AppDeps): void {
  for (const path of Object.keys(CONVERTERS)) {
    app.post(path, { schema: { consumes: ['multipart/form-data'], produces: ['text/csv'] } }, async (request, reply) => {
      const upload = await readExcelUpload(request, deps.config.MAX_UPLOAD_MB);
      // Read in a worker thread: a workbook can take seconds and a lot of memory (workers/pool.ts limits both).
      const result = await inWorker('convertWorkbook', { path, bytes: upload.bytes, password: upload.password }).catch((error: unknown) => {
        throw error instanceof WorkerLimit ? new TooLarge(CONVERT_MSG.tooHeavy(error.limit)) : error;
      });
      if (!result.ok) throw result.tooLarge ? new TooLarge(result.error) : new Invalid(result.error);
      // Bank data: no copy in any cache on the way.
      reply.header('cache-control', 'no-store');
      return sendCsvDownload(reply, csvNameFor(upload.name), result.csv);
    });
  }
}
