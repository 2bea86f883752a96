import type { FastifyRequest } from 'fastify';
import { utf8FileName } from '../../http/multipart.ts';

export interface UploadForm {
  fields: Record<string, string>;
  file: { name: string; bytes: Buffer } | null;
}

/**
 * Reads the whole multipart form: every text field, and the file in `myfile`, whatever their order.
 * The size limit (MAX_UPLOAD_MB) is enforced by the multipart plugin while reading: 413.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const fields: Record<string, string> = {};
  let file: UploadForm['file'] = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'myfile') file = { name: utf8FileName(part.filename), bytes };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value.trim();
    }
  }
  return { fields, file };
}
