import { z } from 'zod';
import { REVIEW_NOTE_MAX, REVIEW_WRITE_MAX_ROWS, REVIEW_WRITE_MSG } from '../review.ts';
import { MAX_ID } from './common.ts';
import { MSG } from '../messages.ts';

/**
 * View BO's writes (docs/spec/part-1.md, sections 4, 5 and 7): approve Pending BO rows with a note and an optional
 * corrected amount, or delete Pending rows. PUT /api/updatebodepostts, /api/updatebosttswd (approve deposit,
 * withdraw) and /api/deleteboid, /api/deleteboidwd (delete deposit, withdraw). Field names are the spec's.
 * Ours: PUT /api/revertbo, /api/revertbowd take an approval back, with a reason.
 */

/** Whole rupiah; keeps rupiah x 100 (sen) a safe integer with room to spare. */
const AMOUNT_MAX_DIGITS = 13;

/** A BO row id as the view gave it: a number, or the same digits as text. */
const rowIdNumber = { error: REVIEW_WRITE_MSG.badRowId };
const rowId = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, REVIEW_WRITE_MSG.badRowId),
    ],
    { error: REVIEW_WRITE_MSG.badRowId },
  )
  .transform(Number)
  .pipe(z.number().int(rowIdNumber).positive(rowIdNumber).max(MAX_ID, rowIdNumber));

const note = z.string({ error: REVIEW_WRITE_MSG.noteRequired }).trim().min(1, REVIEW_WRITE_MSG.noteRequired).max(REVIEW_NOTE_MAX, REVIEW_WRITE_MSG.noteTooLong);

/**
 * The corrected amount in whole rupiah, or null to keep the BO's own amount (blank, null or absent, as the
 * screen sends an untouched field). Digits only, as the screen keeps it: no separators, sign or decimals.
 */
const correctedAmount = z
  .union([z.number(), z.string(), z.null()], { error: REVIEW_WRITE_MSG.amountDigitsOnly })
  .transform((value, ctx): number | null => {
    if (value === null) return null;
    const digits = typeof value === 'number' ? (Number.isSafeInteger(value) && value >= 0 ? String(value) : '') : value.trim();
    if (typeof value === 'string' && digits === '') return null;
    if (!/^\d+$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: REVIEW_WRITE_MSG.amountDigitsOnly });
      return z.NEVER;
    }
    const rupiah = digits.replace(/^0+(?=\d)/, '');
    if (rupiah.length > AMOUNT_MAX_DIGITS) {
      ctx.addIssue({ code: 'custom', message: REVIEW_WRITE_MSG.amountTooLarge });
      return z.NEVER;
    }
    return Number(rupiah);
  })
  .optional();

/**
 * Our addition: the statement line (View Mutasi's mutasi_id / mutasiwd_id) the person saw back the row. The line
 * is then held by the row, as the matcher's are: it backs no other row, and View Mutasi shows it Approved.
 */
const backingLine = rowId.optional();

/**
 * Our addition: the person saw that the panel rejected or cancelled the ticket and approves it all the same. Without
 * it such a row is refused (409), so that Select All + Submit can never approve a rejected ticket by accident.
 */
const confirmRefused = z.boolean({ error: MSG.invalidInput }).optional();

/** Sent by the spec's client as the editor; ignored: the editor is the signed-in account. */
const editedBy = z.unknown().optional();
/** The statement date the screen was showing; ignored: each row's own date decides whether it may change. */
const shownDate = z.string({ error: REVIEW_WRITE_MSG.badDate }).max(40, REVIEW_WRITE_MSG.badDate).optional();

/** An object whose fields are checked one by one; anything else is plainly not input this call reads. */
const fields = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.object(shape, { error: MSG.invalidInput });

/** 1..1000 rows, no id twice. */
function rowList<Item extends z.ZodType>(item: Item, idOf: (row: z.output<Item>) => number) {
  return z
    .array(item, { error: REVIEW_WRITE_MSG.noRows })
    .min(1, REVIEW_WRITE_MSG.noRows)
    .max(REVIEW_WRITE_MAX_ROWS, REVIEW_WRITE_MSG.tooManyRows)
    .superRefine((rows, ctx) => {
      const seen = new Set<number>();
      rows.forEach((row, index) => {
        const id = idOf(row);
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index], message: REVIEW_WRITE_MSG.duplicateRow(id) });
        seen.add(id);
      });
    });
}

export const approveBoDepositBody = fields({
  bank_statement_date: shownDate,
  arr: rowList(
    fields({
      bo_id: rowId,
      ket_app: note,
      depo_amount: correctedAmount,
      depo_edited_by: editedBy,
      mutasi_id: backingLine,
      confirm_refused: confirmRefused,
    }),
    (row) => row.bo_id,
  ),
});
export type ApproveBoDepositBody = z.input<typeof approveBoDepositBody>;

export const approveBoWithdrawBody = fields({
  wd_bank_date: shownDate,
  arr: rowList(
    fields({
      wd_bo_id: rowId,
      wd_ket_app: note,
      wd_amount: correctedAmount,
      depo_edited_by: editedBy,
      mutasi_id: backingLine,
      confirm_refused: confirmRefused,
    }),
    (row) => row.wd_bo_id,
  ),
});
export type ApproveBoWithdrawBody = z.input<typeof approveBoWithdrawBody>;

export const deleteBoDepositBody = fields({
  arr: rowList(fields({ bo_id: rowId, depo_edited_by: editedBy }), (row) => row.bo_id),
});
export type DeleteBoDepositBody = z.input<typeof deleteBoDepositBody>;

export const deleteBoWithdrawBody = fields({
  arr: rowList(fields({ wd_bo_id: rowId, depo_edited_by: editedBy }), (row) => row.wd_bo_id),
});
export type DeleteBoWithdrawBody = z.input<typeof deleteBoWithdrawBody>;

/** Why a person takes an approval back: required, trimmed, at most 500 characters (kept in match_refusal and Tracking). */
const reason = z
  .string({ error: REVIEW_WRITE_MSG.reasonRequired })
  .trim()
  .min(1, REVIEW_WRITE_MSG.reasonRequired)
  .max(REVIEW_NOTE_MAX, REVIEW_WRITE_MSG.reasonTooLong);

/** PUT /api/revertbo (ours): one approved deposit back to Pending. */
export const revertBoDepositBody = fields({ bo_id: rowId, reason });
export type RevertBoDepositBody = z.input<typeof revertBoDepositBody>;

/** PUT /api/revertbowd (ours): one approved withdrawal back to Pending. */
export const revertBoWithdrawBody = fields({ wd_bo_id: rowId, reason });
export type RevertBoWithdrawBody = z.input<typeof revertBoWithdrawBody>;

export const revertBoResponse = z.object({ message: z.string() });
export type RevertBoResponse = z.infer<typeof revertBoResponse>;

export const approveBoResponse = z.object({ message: z.string(), updated: z.number().int() });
export type ApproveBoResponse = z.infer<typeof approveBoResponse>;

export const deleteBoResponse = z.object({ message: z.string(), deleted: z.number().int() });
export type DeleteBoResponse = z.infer<typeof deleteBoResponse>;
