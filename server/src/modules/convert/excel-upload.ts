import type { FastifyRequest } from 'fastify';
import { Invalid } from '../../errors.ts';
import { multipartError, utf8FileName } from '../../http/multipart.ts';
import { CONVERT_MSG } from './messages.ts';

export interface ExcelUpload {
  name: string;
  bytes: Buffer;
  /** Field `password`, for a workbook encrypted in Excel (workbook-password.ts); null when not sent or empty. */
  password: string | null;
}

const EXCEL_NAME = /\.xlsx?$/i;

/**
 * The one Excel file of a Convert Mutasi request, in multipart field `myfile`, and the optional field `password`
 * (kept as typed: a password may start or end with a space). The file's name must end .xls or .xlsx (spec); whether
 * its content really is a workbook is the reader's check. The multipart plugin enforces MAX_UPLOAD_MB while reading
 * (413) and one file per request.
 */
export async function readExcelUpload(request: FastifyRequest, maxMb: number): Promise<ExcelUpload> {
  if (!request.isMultipart()) throw new Invalid(CONVERT_MSG.noFile);
  let upload: Omit<ExcelUpload, 'password'> | null = null;
  let password: string | null = null;
  let badName = false;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (part.fieldname === 'password' && typeof part.value === 'string') password = part.value || null;
        continue;
      }
      if (part.fieldname !== 'myfile' || !EXCEL_NAME.test(part.filename)) {
        badName ||= part.fieldname === 'myfile';
        part.file.resume(); // not read: let the rest of the request through
        continue;
      }
      upload = { name: utf8FileName(part.filename), bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw multipartError(error, maxMb, CONVERT_MSG.noFile) ?? error;
  }
  if (badName) throw new Invalid(CONVERT_MSG.badFileName);
  if (!upload) throw new Invalid(CONVERT_MSG.noFile);
  return { ...upload, password };
}

/** `Mutasi Juli.xlsx` -> `Mutasi Juli.csv` (spec: the original name with a .csv ending), without any folder part. */
export function csvNameFor(excelName: string): string {
  const base = excelName.split(/[\\/]/).pop()!.replace(EXCEL_NAME, '');
  const clean = [...base]
    .filter((ch) => ch >= ' ' && ch !== '\u007f')
    .join('')
    .trim();
  return `${clean || 'mutasi'}.csv`;
}
