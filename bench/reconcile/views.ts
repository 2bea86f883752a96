/**
 * What the app says it decided, read back the way a checker sees it: View BO (deposits, withdrawals) for approval,
 * note, rule, `panel_refused` and `match_hint`; View Mutasi (deposit and WD) for which line each approved ticket took,
 * each line's `line_kind` and `related_line`, and which lines the Pending filter lists. Field names are the spec's
 * (BO `ticket_no`/`bo_approve`/`ket_app`, withdraw `wd_*`, lines `mutasi_*` / `mutasiwd_*`) and the contract's
 * additions (contract/src/schemas/review.ts). A field the server does not send yet is read as undefined, never a crash.
 */
import { dayMonYear, wallFromApi } from './clock.ts';
import type { BenchApi, ViewRow } from './api.ts';
import type { Side } from './model.ts';

export interface BoDecision {
  ticket: string;
  approved: boolean;
  note: string;
  rule: string | null;
  /** Our addition to View BO: the id of the line the matcher took (View Mutasi's mutasi_id). */
  matchedLineId: string;
  /** undefined: the server does not send the field. */
  panelRefused: boolean | undefined;
  matchHint: string | null | undefined;
}

export interface ViewLine {
  id: string;
  /** The BO ticket the app matched the line to; '' when none. */
  ticket: string;
  approved: boolean;
  amountSen: number | null;
  /** The booking moment (wall clock) when the view gives a time; null for a line with a date only. */
  at: number | null;
  bookedDate: string;
  reference: string;
  name: string;
  description: string;
  /** The account number of the corporate account (last part of `BCA - NAME - 0912345678`), or the gateway's source. */
  account: string;
  lineKind: string | undefined;
  related: { relation: string; lineId: string } | null | undefined;
  /** A BCA PEND row (the view says so where the server sends `pending`). */
  pending: boolean;
}

export interface SideViews {
  /** null: View BO is not there yet (404). */
  bo: Map<string, BoDecision> | null;
  /** null: View Mutasi is not there yet (404). */
  lines: ViewLine[] | null;
  /** Ids of the lines the Pending filter of View Mutasi lists. */
  pendingIds: Set<string> | null;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** `250000.00`, `250000` or 250000 (rupiah) -> sen; null when not a number. */
export function senOf(v: unknown): number | null {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text(v).trim());
  if (!m) return null;
  const sen = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] === '-' ? -sen : sen;
}

function field(row: ViewRow, names: readonly string[]): unknown {
  for (const n of names) if (row[n] !== undefined) return row[n];
  return undefined;
}

function boDecision(row: ViewRow, side: Side): BoDecision {
  const wd = side === 'WITHDRAW';
  const rule = field(row, wd ? ['match_rule', 'wd_match_rule'] : ['match_rule']);
  const refused = row.panel_refused;
  const hint = row.match_hint;
  return {
    ticket: text(field(row, wd ? ['wd_ticket_no', 'ticket_no'] : ['ticket_no'])),
    approved: field(row, wd ? ['wd_bo_approve', 'bo_approve'] : ['bo_approve']) === true,
    note: text(field(row, wd ? ['wd_ket_app', 'ket_app'] : ['ket_app'])),
    rule: rule === null || rule === undefined || rule === '' ? null : String(rule),
    matchedLineId: text(row.matched_line_id),
    panelRefused: typeof refused === 'boolean' ? refused : undefined,
    matchHint: hint === undefined ? undefined : hint === null ? null : String(hint),
  };
}

function viewLine(row: ViewRow): ViewLine {
  const f = (name: string) => field(row, [`mutasiwd_${name}`, `mutasi_${name}`]);
  const appDate = text(f('app_date'));
  const related = row.related_line as { relation?: unknown; line_id?: unknown } | null | undefined;
  const corporate = text(f('corporate_bank'));
  return {
    id: text(f('id')),
    ticket: text(f('ticket')),
    approved: f('app') === true,
    amountSen: senOf(f('amount')),
    at: appDate.includes('T') ? wallFromApi(appDate) : null,
    bookedDate: text(row.booked_date) || appDate.slice(0, 10),
    reference: text(f('transaction_id')),
    name: text(f('player_bank_name')),
    description: text(field(row, ['description', 'mutasi_description', 'mutasiwd_description'])),
    account: corporate.includes(' - ') ? corporate.split(' - ').pop()!.trim() : text(row.source).toUpperCase(),
    lineKind: row.line_kind === undefined ? undefined : text(row.line_kind),
    related: related === undefined ? undefined : related === null ? null : { relation: text(related.relation), lineId: text(related.line_id) },
    pending: row.pending === true,
  };
}

/** Both views of one side of one website over every generated day (one row once, by its id). */
export async function readSide(api: BenchApi, side: Side, website: string, days: readonly string[]): Promise<SideViews> {
  const boPath = side === 'DEPOSIT' ? 'viewbo' : 'viewbowd';
  const linePath = side === 'DEPOSIT' ? 'viewmutasi' : 'viewmutasiwd';
  let bo: Map<string, BoDecision> | null = new Map();
  let lines: Map<string, ViewLine> | null = new Map();
  let pendingIds: Set<string> | null = new Set();
  for (const day of days) {
    // View BO writes the day without padding (5-Jul-2026), View Mutasi with (05-Jul-2026): docs/spec/part-2.md section 7.
    const boRows = bo && (await api.allPages(`/api/${boPath}/${dayMonYear(day, false)}/${website}/all`));
    if (!boRows) bo = null;
    for (const row of boRows ?? []) {
      const d = boDecision(row, side);
      bo!.set(d.ticket, d);
    }
    const lineRows = lines && (await api.allPages(`/api/${linePath}/${dayMonYear(day, true)}/${website}/all`));
    if (!lineRows) lines = null;
    for (const row of lineRows ?? []) {
      const l = viewLine(row);
      lines!.set(l.id || `${l.reference}|${l.at}|${l.amountSen}`, l);
    }
    const pendingRows = pendingIds && (await api.allPages(`/api/${linePath}/${dayMonYear(day, true)}/${website}/pending`));
    if (!pendingRows) pendingIds = null;
    for (const row of pendingRows ?? []) pendingIds!.add(viewLine(row).id);
  }
  return { bo, lines: lines ? [...lines.values()] : null, pendingIds };
}
