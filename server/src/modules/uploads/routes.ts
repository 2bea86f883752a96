import { z } from 'zod';
import { idParam } from '@auto-checker/contract';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { sendDownload } from '../../http/attachment.ts';
import { UPLOAD_ENDPOINTS } from './endpoints.ts';
import { uploadedFile } from './download.ts';
import { readUploadForm } from './form.ts';
import { multipartError } from '../../http/multipart.ts';
import { handleUpload } from './service.ts';

const uploadResponse = z.object({
  status: z.boolean(),
  data: z.array(z.object({ message: z.string() })),
  added: z.number().int(),
  duplicates: z.number().int(),
  matched: z.number().int(),
  warnings: z.array(z.string()),
});

/** The 18 multipart upload endpoints: file in `myfile`, the combination in the other fields. */
export function uploadRoutes(app: AppInstance, deps: AppDeps): void {
  for (const endpoint of Object.keys(UPLOAD_ENDPOINTS)) {
    app.post(`/api/${endpoint}`, { schema: { consumes: ['multipart/form-data'], response: { 200: uploadResponse } } }, async (request) => {
      const me = signedIn(request);
      try {
        const form = await readUploadForm(request);
        return await handleUpload(deps.db, me, endpoint, form);
      } catch (err) {
        throw multipartError(err, deps.config.MAX_UPLOAD_MB, 'Upload harus multipart/form-data dengan file di field myfile.') ?? err;
      }
    });
  }

  app.get('/api/uploadfile/:id', { schema: { params: z.object({ id: idParam }) } }, async (request, reply) => {
    const file = await uploadedFile(deps.db, signedIn(request), request.params.id);
    return sendDownload(reply, { fileName: file.fileName, contentType: 'text/csv; charset=utf-8', body: file.content });
  });
}
