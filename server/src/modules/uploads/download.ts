import { MSG, isWebsiteScoped, type Identity } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { NotFound } from '../../errors.ts';
import { uploadedFileRow } from './repo.ts';

/** The original bytes of an upload, as it was sent; a CHECKER only for its own website. */
export async function uploadedFile(db: Db, me: Identity, uploadId: number): Promise<{ fileName: string; content: Buffer }> {
  const row = await uploadedFileRow(db, uploadId, isWebsiteScoped(me.account_role) ? (me.account_website_code ?? '') : null);
  if (!row) throw new NotFound(MSG.notFound);
  return { fileName: row.file_name, content: Buffer.from(row.content) };
}
