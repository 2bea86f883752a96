import { CLEANUP_MAX_AGE_HOURS, CLEANUP_MSG, MSG, dayMonYear, type DeleteBoMutasiResponse, type Identity } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { upkeepSoon } from '../../db/upkeep.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { parseRequestDate } from '../../parsing/datetime.ts';
import { actorOf, recordActivity } from '../activity/record.ts';
import { lockWebsiteMatching, reconcileAfterUpload, reconcileGatewayTwins, reconcileTwins, websitesWithTwins } from '../reconciliation/after-upload.ts';
import { heldLinesFreed, lockUploadsOfDate, releaseCounterparts, removeEmptyUploads, removeRowsOfDate, type RemovedCounts } from './repo.ts';
import { websiteCodeExists } from '../websites/service.ts';

const MAX_AGE_MS = CLEANUP_MAX_AGE_HOURS * 3_600_000;

/** An upload may be undone while it is at most 24 hours old, to the millisecond. */
export const isRecentUpload = (createdAt: Date, now: Date): boolean => now.getTime() - createdAt.getTime() <= MAX_AGE_MS;

export interface CleanupRequest {
  /** As the client sent it. */
  date: string;
  /** A website code, in any case. */
  group: string;
}

/**
 * Delete BO / Mutasi: removes the BO rows and statement lines of one website and statement date that came with
 * uploads at most 24 hours old, all in one transaction. Whatever stays but was matched to something removed
 * returns to Pending, and the matcher runs again over the dates concerned, as after an upload, and over the
 * websites whose statements hold the transfers it freed (an account or a QRIS merchant they share: a request there
 * may take one now; reconciliation/after-upload.ts reconcileTwins). Data of older uploads stays; when nothing recent
 * is there the request is refused.
 */
export async function deleteRecentData(db: Db, me: Identity, request: CleanupRequest, now: Date): Promise<DeleteBoMutasiResponse> {
  const date = parseRequestDate(request.date);
  if (!date) throw new Invalid(CLEANUP_MSG.badDate(request.date));
  const websiteCode = request.group.trim().toUpperCase();
  const label = dayMonYear(date);

  const response = await db.transaction().execute(async (trx) => {
    if (!(await websiteCodeExists(trx, websiteCode))) throw new NotFound(MSG.websiteNotFound);
    // The matcher's lock first, as an upload takes it: no run sees half of this.
    await lockWebsiteMatching(trx, [websiteCode]);

    const uploads = await lockUploadsOfDate(trx, websiteCode, date);
    if (uploads.length === 0) throw new NotFound(CLEANUP_MSG.nothing(websiteCode, label));
    const recent = uploads.filter((u) => isRecentUpload(u.createdAt, now)).map((u) => u.id);
    if (recent.length === 0) throw new Conflict(CLEANUP_MSG.tooOld(websiteCode, label));

    const scope = { websiteCode, date, uploadIds: recent };
    const twins = await websitesWithTwins(trx, await heldLinesFreed(trx, scope));
    const deposits = await releaseCounterparts(trx, 'DEPOSIT', scope);
    const withdrawals = await releaseCounterparts(trx, 'WITHDRAW', scope);
    const removed = await removeRowsOfDate(trx, scope);
    const removedUploads = await removeEmptyUploads(trx, recent);
    const { approved: rematched } = await reconcileAfterUpload(trx, { websiteCode, dates: [date, ...deposits.dates, ...withdrawals.dates] });
    // Another website's copy of a transfer this website's rows held may back a request there now.
    const gatewayTwins = await reconcileTwins(trx, twins);

    const result: DeleteBoMutasiResponse = {
      message: '',
      uploads: recent.length,
      kept_uploads: uploads.length - recent.length,
      ...removed,
      returned_to_pending: deposits.released + withdrawals.released,
      rematched,
    };
    result.message = describe(websiteCode, label, result);
    await recordActivity(trx, actorOf(me), `Delete BO / Mutasi ${websiteCode} ${label}: ${summary(removed)} (${removedUploads} upload dihapus)`, websiteCode);
    return { result, gatewayTwins };
  });
  await reconcileGatewayTwins(db, response.gatewayTwins, actorOf(me), `Delete BO / Mutasi ${websiteCode} ${label}`);
  // The rows deleted stay in the tables as dead rows until a vacuum (db/upkeep.ts).
  upkeepSoon(db);
  return response.result;
}

const summary = (r: RemovedCounts) =>
  `${r.bo_deposit} BO deposit, ${r.bo_withdraw} BO withdraw, ${r.mutasi_deposit} mutasi deposit, ${r.mutasi_withdraw} mutasi withdraw`;

/** The message the screen shows: what went, what returned to Pending, what stayed because it is too old. */
function describe(websiteCode: string, label: string, r: DeleteBoMutasiResponse): string {
  const parts = [`Berhasil menghapus data ${websiteCode} tanggal ${label}: ${summary(r)}.`];
  if (r.returned_to_pending > 0) {
    parts.push(`${r.returned_to_pending} data pasangannya kembali Pending dan dicocokkan ulang (${r.rematched} approve otomatis).`);
  }
  if (r.kept_uploads > 0) parts.push(`${r.kept_uploads} upload lebih dari ${CLEANUP_MAX_AGE_HOURS} jam tidak dihapus.`);
  return parts.join(' ');
}
