import {
  REVIEW_WRITE_MSG,
  approveBoDepositBody,
  approveBoResponse,
  approveBoWithdrawBody,
  deleteBoDepositBody,
  deleteBoResponse,
  deleteBoWithdrawBody,
  revertBoDepositBody,
  revertBoResponse,
  revertBoWithdrawBody,
} from '@auto-checker/contract';
import { signedIn, type AppDeps, type AppInstance } from '../../http/app-types.ts';
import { approveBoRows, type BoApproval } from './approve.ts';
import { removeBoRows } from './remove.ts';
import { revertApproval } from './revert.ts';

/**
 * View BO's writes (docs/spec/part-1.md, section 7): approve or delete Pending deposit and withdraw rows, and (ours)
 * take an approval back. The editor is the signed-in account; the body's depo_edited_by and statement
 * date are accepted and ignored.
 */
export function reviewWriteRoutes(app: AppInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const warm = deps.config.SUGGESTIONS_WARM_UP;
  const approved = (n: number) => ({ message: REVIEW_WRITE_MSG.updated(n), updated: n });
  const deleted = (n: number) => ({ message: REVIEW_WRITE_MSG.deleted(n), deleted: n });

  app.put('/api/updatebodepostts', { schema: { body: approveBoDepositBody, response: { 200: approveBoResponse } } }, async (request) => {
    const approvals = request.body.arr.map((r) => approval(r.bo_id, r.ket_app, r.depo_amount, r));
    return approved(await approveBoRows(db, signedIn(request), 'DEPOSIT', approvals, clock()));
  });

  app.put('/api/updatebosttswd', { schema: { body: approveBoWithdrawBody, response: { 200: approveBoResponse } } }, async (request) => {
    const approvals = request.body.arr.map((r) => approval(r.wd_bo_id, r.wd_ket_app, r.wd_amount, r));
    return approved(await approveBoRows(db, signedIn(request), 'WITHDRAW', approvals, clock()));
  });

  app.put('/api/deleteboid', { schema: { body: deleteBoDepositBody, response: { 200: deleteBoResponse } } }, async (request) => {
    const ids = request.body.arr.map((r) => r.bo_id);
    return deleted(await removeBoRows(db, signedIn(request), 'DEPOSIT', ids, clock(), warm));
  });

  app.put('/api/deleteboidwd', { schema: { body: deleteBoWithdrawBody, response: { 200: deleteBoResponse } } }, async (request) => {
    const ids = request.body.arr.map((r) => r.wd_bo_id);
    return deleted(await removeBoRows(db, signedIn(request), 'WITHDRAW', ids, clock(), warm));
  });

  app.put('/api/revertbo', { schema: { body: revertBoDepositBody, response: { 200: revertBoResponse } } }, async (request) => {
    const ticket = await revertApproval(db, signedIn(request), 'DEPOSIT', request.body.bo_id, request.body.reason, clock(), warm);
    return { message: REVIEW_WRITE_MSG.reverted(ticket) };
  });

  app.put('/api/revertbowd', { schema: { body: revertBoWithdrawBody, response: { 200: revertBoResponse } } }, async (request) => {
    const ticket = await revertApproval(db, signedIn(request), 'WITHDRAW', request.body.wd_bo_id, request.body.reason, clock(), warm);
    return { message: REVIEW_WRITE_MSG.reverted(ticket) };
  });
}

/** One row of an approve body: its id, note and corrected amount under the side's names, the rest named alike on both sides. */
function approval(id: number, note: string, correctedRupiah: number | null | undefined, row: { mutasi_id?: number; confirm_refused?: boolean }): BoApproval {
  return { id, note, correctedRupiah: correctedRupiah ?? null, lineId: row.mutasi_id ?? null, confirmRefused: row.confirm_refused === true };
}
