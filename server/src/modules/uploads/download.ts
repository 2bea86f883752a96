import { MSG, isWebsiteScoped, type Identity } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { NotFound } from '../../errors.ts';

/** The original bytes of an upload, as it was sent; a CHECKER only for its own website. */
export async function uploadedFile(db: Db, me: Identity, uploadId: number): Promise<{ fileName: string; content: Buffer }> {
  let query = db
    .selectFrom('upload')
    .innerJoin('upload_file', 'upload_file.sha256', 'upload.sha256')
    .select(['upload.file_name', 'upload_file.content'])
    .where('upload.id', '=', uploadId);
  if (isWebsiteScoped(me.account_role)) query = query.where('upload.website_code', '=', me.account_website_code ?? '');
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFound(MSG.notFound);
  return { fileName: row.file_name, content: Buffer.from(row.content) };
}
