import type { AppInstance } from '../../http/app-types.ts';
import { TEMPLATE_DOWNLOADS } from './catalog.ts';
import { csvBody, sendCsvDownload } from './csv-download.ts';

/** The nine template downloads: header and example row of the category's template, as a CSV file. */
export function templateRoutes(app: AppInstance): void {
  for (const [path, { template }] of Object.entries(TEMPLATE_DOWNLOADS)) {
    const body = csvBody([template.columns, template.example]);
    app.get(path, { schema: { produces: ['text/csv'] } }, async (_request, reply) => sendCsvDownload(reply, template.fileName, body));
  }
}
