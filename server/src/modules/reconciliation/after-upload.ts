import type { Db } from '../../db/connect.ts';

/**
 * Runs the matcher for the website and dates an upload touched, inside the upload's transaction.
 * Returns how many BO rows it approved. Issue 6/9 fills this in; until then nothing is matched.
 */
export async function reconcileAfterUpload(_trx: Db, _scope: { websiteCode: string; dates: readonly string[] }): Promise<number> {
  return 0;
}
