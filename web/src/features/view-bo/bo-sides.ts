import type { BoDepositView, BoWithdrawView, Side } from '@auto-checker/contract';
import type { ApiCall } from '../../lib/api.ts';
import type { ReviewSide } from '../../review/review-rules.ts';
import { formatAmount } from '../../lib/format.ts';

/** What the deposit and withdraw rows share beyond the spec: how (and whether) they were approved. */
export type BoRow = BoDepositView | BoWithdrawView;

/** One row to approve: its note and the corrected amount (null keeps the BO's own). */
export interface BoApproval<Row> {
  row: Row;
  note: string;
  amount: number | null;
  /** The statement line the checker chose from the suggestions (our addition to the spec's body). */
  lineId?: number;
  /** The checker confirmed approving a ticket the panel rejected or cancelled (our addition). */
  confirmRefused?: boolean;
}

/** `mutasi_id` only when a line was chosen, `confirm_refused` only when confirmed: the spec's client sends neither. */
const additions = (a: BoApproval<unknown>) => ({
  ...(a.lineId === undefined ? {} : { mutasi_id: a.lineId }),
  ...(a.confirmRefused ? { confirm_refused: true } : {}),
});

/** The writes of View BO, deposit or withdraw: approve, delete, take an approval back (ours). */
export type BoChangeKey =
  'PUT /api/updatebodepostts' | 'PUT /api/updatebosttswd' | 'PUT /api/deleteboid' | 'PUT /api/deleteboidwd' | 'PUT /api/revertbo' | 'PUT /api/revertbowd';

/**
 * Everything View BO does that differs between the deposit and the withdraw table: field names, paths,
 * request bodies (the spec's field names) and how many rows a bulk confirmation lists.
 */
export interface BoSide<Row extends BoRow> extends ReviewSide {
  /** Rows a bulk confirmation names before '… dan N data lainnya'. */
  summaryLimit: number;
  amountLabel: string;
  id: (row: Row) => number;
  approved: (row: Row) => boolean;
  note: (row: Row) => string;
  amount: (row: Row) => number;
  ticket: (row: Row) => string;
  /** When the player asked (deposit: Req Date; withdraw: App Date), the short view's time under the ticket. */
  requestTime: (row: Row) => string | null;
  username: (row: Row) => string;
  /** The ticket's status in the panel's export (Bo Status / WD Status). */
  panelStatus: (row: Row) => string;
  approveCall: (pathDate: string, approvals: readonly BoApproval<Row>[], editor: number) => ApiCall<BoChangeKey>;
  deleteCall: (rows: readonly Row[], editor: number) => ApiCall<BoChangeKey>;
  /** Takes an approval back (ours). */
  revertCall: (row: Row, reason: string) => ApiCall<BoChangeKey>;
}

export const DEPOSIT: BoSide<BoDepositView> = {
  kind: 'DEPOSIT',
  caption: 'View BO Deposit',
  lists: { view: 'viewbo', search: 'searchbo' },
  exportPaths: { csv: '/api/exportcsvviewbo', excel: '/api/exportexcelviewbo' },
  filePrefix: 'viewbo',
  summaryLimit: 5,
  amountLabel: 'Depo Amount',
  id: (r) => r.bo_id,
  approved: (r) => r.bo_approve,
  note: (r) => r.ket_app,
  amount: (r) => r.depo_amount,
  ticket: (r) => r.ticket_no,
  requestTime: (r) => r.req_date,
  username: (r) => r.user_name,
  panelStatus: (r) => r.bo_status,
  approveCall: (pathDate, approvals, editor) => ({
    key: 'PUT /api/updatebodepostts',
    input: {
      body: {
        bank_statement_date: pathDate,
        arr: approvals.map((a) => ({ bo_id: a.row.bo_id, ket_app: a.note, depo_amount: a.amount, depo_edited_by: editor, ...additions(a) })),
      },
    },
  }),
  deleteCall: (rows, editor) => ({ key: 'PUT /api/deleteboid', input: { body: { arr: rows.map((r) => ({ bo_id: r.bo_id, depo_edited_by: editor })) } } }),
  revertCall: (row, reason) => ({ key: 'PUT /api/revertbo', input: { body: { bo_id: row.bo_id, reason } } }),
};

export const WITHDRAW: BoSide<BoWithdrawView> = {
  kind: 'WITHDRAW',
  caption: 'View BO Withdraw',
  lists: { view: 'viewbowd', search: 'searchbowd' },
  // 'exportcsvlviewbowd' is the spec's spelling.
  exportPaths: { csv: '/api/exportcsvlviewbowd', excel: '/api/exportexcelviewbowd' },
  filePrefix: 'viewbowd',
  summaryLimit: 8,
  amountLabel: 'Amount',
  id: (r) => r.wd_bo_id,
  approved: (r) => r.wd_bo_approve,
  note: (r) => r.wd_ket_app,
  amount: (r) => r.wd_amount,
  ticket: (r) => r.wd_ticket_no,
  requestTime: (r) => r.wd_app_date,
  username: (r) => r.wd_username,
  panelStatus: (r) => r.wd_status,
  approveCall: (pathDate, approvals, editor) => ({
    key: 'PUT /api/updatebosttswd',
    input: {
      body: {
        wd_bank_date: pathDate,
        arr: approvals.map((a) => ({ wd_bo_id: a.row.wd_bo_id, wd_ket_app: a.note, wd_amount: a.amount, depo_edited_by: editor, ...additions(a) })),
      },
    },
  }),
  deleteCall: (rows, editor) => ({
    key: 'PUT /api/deleteboidwd',
    input: { body: { arr: rows.map((r) => ({ wd_bo_id: r.wd_bo_id, depo_edited_by: editor })) } },
  }),
  revertCall: (row, reason) => ({ key: 'PUT /api/revertbowd', input: { body: { wd_bo_id: row.wd_bo_id, reason } } }),
};

/** The table of each side. */
export const BO_SIDES = { DEPOSIT, WITHDRAW } as const satisfies Record<Side, ReviewSide>;

/** A row in a bulk confirmation: `ticket · username · amount`, and the corrected amount when there is one. */
export function describeRow<Row extends BoRow>(side: BoSide<Row>, row: Row, corrected: number | null = null): string {
  const amount = formatAmount(side.amount(row));
  const shown = corrected === null || corrected === side.amount(row) ? amount : `${amount} → ${formatAmount(corrected)}`;
  return `${side.ticket(row)} · ${side.username(row)} · ${shown}`;
}

/** How the matcher approved a row (docs/reconciliation.md), as the badge names it. */
export const MATCH_RULE_LABELS: Readonly<Record<string, string>> = { REFERENCE: 'Referensi', NAME: 'Nama', TIME: 'Waktu' };

export const matchRuleLabel = (rule: string): string => MATCH_RULE_LABELS[rule] ?? rule;

/** The parts of an AUTO note after the rule: `AUTO nama+nominal | BCA 14:05 | skor 0.97` -> ['BCA 14:05', 'skor 0.97']. */
export function matchDetails(note: string): string[] {
  return note
    .split('|')
    .map((part) => part.trim())
    .filter((part, index) => part !== '' && !(index === 0 && /^AUTO\b/i.test(part)));
}
