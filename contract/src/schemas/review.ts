import { z } from 'zod';
import { MAX_ID } from './common.ts';

/**
 * The review screens' lists: View BO (deposit and withdraw) and View Mutasi (deposit and withdraw),
 * GET /api/viewbo|viewbowd|viewmutasi|viewmutasiwd and their search twins (docs/spec/part-1.md, sections 3 and 7).
 * Field names are the spec's records; the fields after them are our additions. Amounts are rupiah
 * (JSON numbers), moments ISO strings in UTC, dates `YYYY-MM-DD`.
 */

const money = z.number();
const isoMoment = z.string();
/** The approval by the matcher or a person, beyond the spec's fields. */
const approval = {
  approved_amount: money.nullable(),
  approved_by_name: z.string().nullable(),
  approved_at: isoMoment.nullable(),
  match_rule: z.string().nullable(),
  matched_line_id: z.number().int().nullable(),
  /** The panel rejected, cancelled or reversed the ticket (its status column): never approved without an explicit confirmation. */
  panel_refused: z.boolean(),
  /** The matcher's words on a row it left Pending, such as a likely double submission naming the approved ticket. */
  match_hint: z.string().nullable(),
  /** The last approval of this row a person took back: who, when and why (`Dibatalkan oleh rina 24 Nov 07:13: salah orang`). */
  revert_note: z.string().nullable(),
};
/** Total of the filtered rows, on the first row only (the spec's convention). */
const allData = { all_data: z.number().int().optional() };

export const boDepositView = z.object({
  bo_id: z.number().int(),
  bo_approve: z.boolean(),
  ket_app: z.string(),
  depo_amount: money,
  ticket_no: z.string(),
  req_date: isoMoment,
  app_date: isoMoment.nullable(),
  bank_statement_date: z.string(),
  user_name: z.string(),
  full_name: z.string(),
  payment_type: z.string(),
  admin_fee: money.nullable(),
  agent_fee: money.nullable(),
  player_fee: money.nullable(),
  nett_amount: money.nullable(),
  player_bank: z.string(),
  corporate_bank: z.string(),
  bo_desc: z.string(),
  bo_ref: z.string(),
  bo_status: z.string(),
  bo_reason: z.string(),
  bo_handler: z.string(),
  bo_website: z.string(),
  player_ref: z.string(),
  player_own_ref: z.string(),
  ...approval,
  ...allData,
});
export type BoDepositView = z.infer<typeof boDepositView>;

export const boWithdrawView = z.object({
  wd_bo_id: z.number().int(),
  wd_bo_approve: z.boolean(),
  wd_ket_app: z.string(),
  wd_amount: money,
  wd_ticket_no: z.string(),
  wd_app_date: isoMoment,
  wd_brand: z.string(),
  wd_fullname: z.string(),
  wd_player_bank: z.string(),
  wd_nett_amount: money.nullable(),
  wd_corp_bank: z.string(),
  wd_username: z.string(),
  wd_website: z.string(),
  wd_remarks: z.string(),
  wd_status: z.string(),
  wd_handler: z.string(),
  wd_ref_code: z.string(),
  wd_own_ref_code: z.string(),
  wd_last_balance: money.nullable(),
  wd_player_number: z.string(),
  bank_statement_date: z.string(),
  ...approval,
  ...allData,
});
export type BoWithdrawView = z.infer<typeof boWithdrawView>;

/**
 * What a statement line is to the books. PLAYER: money of a player (a deposit arriving, a payout leaving), which backs
 * a BO row. The others never back one and are shown so that the statement is whole: FEE, INTEREST, TAX as the bank
 * books them; SWEEP money leaving a deposit account (to the operator's other accounts); TOPUP money arriving on a
 * withdraw account (the operator funding payouts); RETURN a payout that came back (a BI-FAST return, a reversal).
 */
export const LINE_KINDS = ['PLAYER', 'FEE', 'INTEREST', 'TAX', 'SWEEP', 'TOPUP', 'RETURN'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/**
 * How another line bears on this one. `returned_by`: this payout came back by that credit, so it pays nobody;
 * `returns`: this credit brings back that payout; `twin`: the same money is that line of another export (a BCA PEND
 * row and its booked row), shown once.
 */
export const LINE_RELATIONS = ['returned_by', 'returns', 'twin'] as const;
export const relatedLine = z.object({
  relation: z.enum(LINE_RELATIONS),
  line_id: z.number().int(),
  booked_at: isoMoment.nullable(),
  booked_date: z.string(),
  amount: money,
  description: z.string(),
});
export type RelatedLine = z.infer<typeof relatedLine>;

/** What both statement-line views show beyond the spec's fields. */
const lineDetails = {
  line_kind: z.enum(LINE_KINDS),
  related_line: relatedLine.nullable(),
  description: z.string(),
  booked_date: z.string(),
  channel: z.string(),
  counterparty_account: z.string(),
  gross_amount: money.nullable(),
  fee_amount: money.nullable(),
  matched_bo_id: z.number().int().nullable(),
  source: z.string(),
  /** A BCA `PEND` row: the bank shows the transfer, not booked yet (its booked row, in a later export, is its twin). */
  pending: z.boolean(),
  /**
   * On an account or gateway another website shares: who holds the same transfer there (`DP1 di website ABC`), so that it backs
   * no row here (docs/reconciliation.md, "One account, two websites"); null for most lines.
   */
  held_elsewhere: z.string().nullable(),
};

export const mutasiDepositView = z.object({
  mutasi_id: z.number().int(),
  mutasi_app: z.boolean(),
  mutasi_ketapp: z.string(),
  mutasi_amount: money,
  mutasi_ticket: z.string(),
  /** booked_at as ISO, or booked_date when the statement has no time. */
  mutasi_app_date: z.string(),
  mutasi_player_bank_name: z.string(),
  mutasi_corporate_bank: z.string(),
  mutasi_transaction_id: z.string(),
  mutasi_website: z.string(),
  ...lineDetails,
  ...allData,
});
export type MutasiDepositView = z.infer<typeof mutasiDepositView>;

export const mutasiWithdrawView = z.object({
  mutasiwd_id: z.number().int(),
  mutasiwd_app: z.boolean(),
  mutasiwd_ketapp: z.string(),
  mutasiwd_amount: money,
  mutasiwd_ticket: z.string(),
  mutasiwd_app_date: z.string(),
  mutasiwd_player_bank_name: z.string(),
  mutasiwd_corporate_bank: z.string(),
  mutasiwd_website: z.string(),
  ...lineDetails,
  ...allData,
});
export type MutasiWithdrawView = z.infer<typeof mutasiWithdrawView>;

/** At most one page of ids: `?ids=12,15,20` (GET /api/suggestions/{bo|bowd}, our addition). */
export const MAX_SUGGESTION_IDS = 100;
export const suggestionIdsQuery = z.object({
  ids: z
    .string({ error: 'ids wajib diisi.' })
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids harus daftar id dipisah koma.')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_SUGGESTION_IDS, `ids paling banyak ${MAX_SUGGESTION_IDS}.`)
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), 'id harus bilangan bulat positif.'),
});

/** One statement line the matcher suggests for a Pending BO row, as the review screens show it. */
export interface SuggestionView {
  line_id: number;
  amount: number;
  booked_at: string | null;
  booked_date: string;
  counterparty_name: string;
  description: string;
  source: string;
  reference: string;
  /** Ticket of the row the line already backs, if any. */
  matched_ticket: string | null;
  /** How likely the line is the one, 0..1, for ordering. */
  score: number;
  /** Why the matcher did not take it (`nominal beda Rp2.500`, `ambigu: ...`). */
  reasons: string[];
}

/** A Pending row's best line, shown inline in View BO: the first suggestion and how many there are in all. */
export interface BestSuggestionView {
  id: number;
  best: SuggestionView | null;
  count: number;
}
