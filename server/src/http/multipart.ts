import { MSG } from '@auto-checker/contract';
import { Invalid, TooLarge, type AppError } from '../errors.ts';

/**
 * The multipart plugin's own errors (size limit, more than one file, not multipart), in our words.
 * Every file endpoint (uploads, Convert Mutasi) maps them through here.
 */
export function multipartError(error: unknown, maxMb: number, notMultipart: string): AppError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new TooLarge(MSG.fileTooLarge(maxMb));
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new Invalid(MSG.oneFile);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new Invalid(notMultipart);
  return undefined;
}

/**
 * Browsers send a file name's UTF-8 bytes, which the multipart parser decodes as Latin-1
 * (`Jüni` arrives as `JÃ¼ni`): decode them again as UTF-8 when they are valid UTF-8.
 */
export function utf8FileName(name: string): string {
  if (![...name].every((ch) => ch.charCodeAt(0) <= 0xff)) return name;
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\uFFFD') ? name : decoded;
}
