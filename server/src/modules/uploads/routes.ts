import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam, uploadPreview } from '@auto-checker/contract';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { sendDownload } from '../../http/attachment.ts';
import { UPLOAD_ENDPOINTS } from './endpoints.ts';
import { uploadedFile } from './download.ts';
import { readUploadForm, type UploadForm } from './form.ts';
import { multipartError } from '../../http/multipart.ts';
import { handleUpload, previewUpload } from './service.ts';

const uploadResponse = z.object({
  status: z.boolean(),
  data: z.array(z.object({ message: z.string() })),
  added: z.number().int(),
  duplicates: z.number().int(),
  matched: z.number().int(),
  warnings: z.array(z.string()),
  statement_dates: z.array(z.string()),
});

/**
 * The 18 multipart upload endpoints: file in `myfile`, the combination in the other fields. Each has its preview
 * (`/preview`): the same form read the same way, answered and not stored.
 */
export function uploadRoutes(app: AppInstance, deps: AppDeps): void {
  const withForm = <T>(request: FastifyRequest, handle: (form: UploadForm) => Promise<T>): Promise<T> =>
    readUploadForm(request)
      .then(handle)
      .catch((err: unknown) => {
        throw multipartError(err, deps.config.MAX_UPLOAD_MB, 'Upload harus multipart/form-data dengan file di field myfile.') ?? err;
      });
  for (const endpoint of Object.keys(UPLOAD_ENDPOINTS)) {
    const schema = (response: z.ZodType) => ({ consumes: ['multipart/form-data'], response: { 200: response } });
    app.post(`/api/${endpoint}`, { schema: schema(uploadResponse) }, (request) => {
      const me = signedIn(request);
      return withForm(request, (form) => handleUpload(deps.db, me, endpoint, form, deps.config.SUGGESTIONS_WARM_UP));
    });
    app.post(`/api/${endpoint}/preview`, { schema: schema(uploadPreview) }, (request) => {
      const me = signedIn(request);
      return withForm(request, (form) => previewUpload(deps.db, me, endpoint, form));
    });
  }

  app.get('/api/uploadfile/:id', { schema: { params: z.object({ id: idParam }) } }, async (request, reply) => {
    const file = await uploadedFile(deps.db, signedIn(request), request.params.id);
    return sendDownload(reply, { fileName: file.fileName, contentType: 'text/csv; charset=utf-8', body: file.content });
  });
}
