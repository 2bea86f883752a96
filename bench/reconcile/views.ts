/**
 * What the app says it decided, read back the way a checker sees it: View BO (deposits, withdrawals) for approval,
 * note and rule; View Mutasi (deposit and WD) for which line each approved ticket took. Field names are the spec's
 * (spec 001 section 3): BO `ticket_no`/`bo_approve`/`ket_app`, withdraw `wd_ticket_no`/`wd_bo_approve`/`wd_ket_app`,
 * plus our `match_rule`; lines `mutasi_*` (the WD view may prefix them `mutasiwd_`).
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
}

export interface ViewLine {
  id: string;
  /** The BO ticket the app matched the line to; '' when none. */
  ticket: string;
  amountSen: number | null;
  at: number | null;
  reference: string;
  name: string;
  description: string;
}

export interface SideViews {
  /** null: View BO is not there yet (404). */
  bo: Map<string, BoDecision> | null;
  /** null: View Mutasi is not there yet (404). */
  lines: ViewLine[] | null;
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
  return {
    ticket: text(field(row, wd ? ['wd_ticket_no', 'ticket_no'] : ['ticket_no'])),
    approved: field(row, wd ? ['wd_bo_approve', 'bo_approve'] : ['bo_approve']) === true,
    note: text(field(row, wd ? ['wd_ket_app', 'ket_app'] : ['ket_app'])),
    rule: rule === null || rule === undefined || rule === '' ? null : String(rule),
    matchedLineId: text(row.matched_line_id),
  };
}

function viewLine(row: ViewRow): ViewLine {
  const f = (name: string) => field(row, [`mutasiwd_${name}`, `mutasi_${name}`]);
  return {
    id: text(f('id')),
    ticket: text(f('ticket')),
    amountSen: senOf(f('amount')),
    at: wallFromApi(f('app_date')),
    reference: text(f('transaction_id')),
    name: text(f('player_bank_name')),
    description: text(field(row, ['description', 'mutasi_description', 'mutasiwd_description'])),
  };
}

/** Both views of one side over every generated day, rows of all days together (one row once, by its id). */
export async function readSide(api: BenchApi, side: Side, website: string, days: readonly string[]): Promise<SideViews> {
  const boPath = side === 'DEPOSIT' ? 'viewbo' : 'viewbowd';
  const linePath = side === 'DEPOSIT' ? 'viewmutasi' : 'viewmutasiwd';
  let bo: Map<string, BoDecision> | null = new Map();
  let lines: Map<string, ViewLine> | null = new Map();
  for (const day of days) {
    // View BO writes the day without padding (5-Jul-2026), View Mutasi with (05-Jul-2026): spec 001 section 7.
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
  }
  return { bo, lines: lines ? [...lines.values()] : null };
}
