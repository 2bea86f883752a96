/**
 * What one matcher run sees: the BO rows of a website around some dates that a person has not decided
 * (pending, or approved by the matcher earlier, which a new upload may revise), and the statement lines
 * those rows could match. Lines held by rows outside the run are loaded too, marked held, so they are
 * never used twice.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { decimalToSen } from '../../parsing/amount.ts';
import { jakartaDayStart, shiftDate } from '../../parsing/datetime.ts';
import { isRefusedStatus } from '../../parsing/payment-status.ts';
import type { Channel } from '../statements/statement-line.ts';
import type { Side } from './eligibility.ts';
import { eligibleLines } from './eligible-lines.ts';
import type { MatchBo, MatchLine, MatchRule } from './types.ts';

export interface ScopeDates {
  websiteCode: string;
  /** First and last Jakarta date (YYYY-MM-DD) of the rows an upload touched. */
  from: string;
  to: string;
}

/** The state the run may change, to write back only what differs. */
export interface LoadedBo {
  row: MatchBo;
  autoMatch: { lineId: number | null; rule: MatchRule; note: string | null } | null;
}

export interface LoadedLine {
  line: MatchLine;
  /** The BO row of this run it is matched to now (null when free or held outside the run). */
  matchedBoId: number | null;
  note: string | null;
}

export interface Scope {
  bos: LoadedBo[];
  lines: LoadedLine[];
}

/** The BO table of a side and the columns the matcher reads. */
export const BO_TABLES = {
  DEPOSIT: { table: 'bo_deposit', at: 'req_at', amount: 'depo_amount', status: 'bo_status', refs: ['bo_ref', 'player_ref', 'player_own_ref'] },
  WITHDRAW: { table: 'bo_withdraw', at: 'app_at', amount: 'amount', status: 'wd_status', refs: ['ref_code', 'own_ref_code'] },
} as const;


interface BoRecord {
  id: number;
  ticket_no: string;
  amount: string;
  at: Date;
  full_name: string;
  player_account_name: string;
  player_account_no: string;
  refs: string[];
  status: string;
  qris: boolean;
  approved: boolean;
  match_rule: MatchRule | null;
  matched_line_id: number | null;
  note: string | null;
}

interface LineRecord {
  id: number;
  amount: string;
  gross_amount: string | null;
  booked_at: Date | null;
  booked_date: string;
  pending: boolean;
  bank_account_id: number | null;
  source: string;
  channel: Channel;
  counterparty_name: string;
  counterparty_account: string;
  reference: string;
  description: string;
  matched_bo_id: number | null;
  note: string | null;
  bank: string | null;
  holder_ticket: string | null;
}

const toBo = (r: BoRecord): LoadedBo => ({
  row: {
    id: r.id,
    ticket: r.ticket_no,
    amountSen: decimalToSen(r.amount),
    at: r.at.getTime(),
    names: [r.full_name, r.player_account_name],
    accountNumber: r.player_account_no,
    references: [...r.refs, r.ticket_no],
    qris: r.qris,
  },
  autoMatch: r.approved && r.match_rule ? { lineId: r.matched_line_id, rule: r.match_rule, note: r.note } : null,
});

/** Loads one side of a website for a run over [from, to]: rows of those days and one either side, lines a day wider. */
export async function loadScope(db: Db, side: Side, scope: ScopeDates): Promise<Scope> {
  const t = BO_TABLES[side];
  const boFrom = new Date(jakartaDayStart(shiftDate(scope.from, -1))).toISOString();
  const boTo = new Date(jakartaDayStart(shiftDate(scope.to, 2))).toISOString();
  const qris = side === 'DEPOSIT' ? sql`upper(payment_type) like '%QRIS%'` : sql`false`;
  const { rows: boRecords } = await sql<BoRecord>`
    select id, ticket_no, ${sql.ref(t.amount)}::text as amount, ${sql.ref(t.at)} as at, full_name, player_account_name,
           player_account_no, array[${sql.join(t.refs.map((c) => sql.ref(c)))}] as refs, ${sql.ref(t.status)} as status,
           ${qris} as qris, approved, match_rule, matched_line_id, note
    from ${sql.table(t.table)}
    where website_code = ${scope.websiteCode} and deleted_at is null
      and ${sql.ref(t.at)} >= ${boFrom}::timestamptz and ${sql.ref(t.at)} < ${boTo}::timestamptz
      and (not approved or match_rule is not null)
  `.execute(db);
  const bos = boRecords.filter((r) => !isRefusedStatus(r.status)).map(toBo);
  const inRun = new Set(bos.map((b) => b.row.id));

  const selectLines = sql`
    select sl.id, sl.amount::text as amount, sl.gross_amount::text as gross_amount, sl.booked_at, sl.booked_date, sl.pending,
           sl.bank_account_id, sl.source, sl.channel, sl.counterparty_name, sl.counterparty_account, sl.reference, sl.description,
           sl.matched_bo_id, sl.note, ba.bank, holder.ticket_no as holder_ticket
    from statement_line sl
    left join bank_account ba on ba.id = sl.bank_account_id
    left join ${sql.table(t.table)} holder on holder.id = sl.matched_bo_id
    where sl.website_code = ${scope.websiteCode} and ${eligibleLines(side, 'sl')}`;
  const { rows: lineRecords } = await sql<LineRecord>`
    ${selectLines} and sl.booked_date between ${shiftDate(scope.from, -2)} and ${shiftDate(scope.to, 2)}
  `.execute(db);
  // A row of the run may hold a line booked outside the dates (a form date far from the booking): load it too.
  const loaded = new Set(lineRecords.map((l) => l.id));
  const missing = bos.flatMap((b) => (b.autoMatch?.lineId && !loaded.has(b.autoMatch.lineId) ? [b.autoMatch.lineId] : []));
  if (missing.length > 0) {
    lineRecords.push(...(await sql<LineRecord>`${selectLines} and sl.id = any(${missing}::int4[])`.execute(db)).rows);
  }

  const lines = lineRecords.map((r): LoadedLine => {
    const held = r.matched_bo_id !== null && !inRun.has(r.matched_bo_id);
    return {
      line: {
        id: r.id,
        amountSen: decimalToSen(r.amount),
        grossSen: r.gross_amount === null ? null : decimalToSen(r.gross_amount),
        at: r.booked_at?.getTime() ?? null,
        date: r.booked_date,
        pending: r.pending,
        accountKey: `${r.bank_account_id ?? ''}|${r.source}`,
        channel: r.channel,
        name: r.counterparty_name,
        counterpartyAccount: r.counterparty_account,
        reference: r.reference,
        description: r.description,
        label: r.bank ?? r.source.toUpperCase(),
        heldBy: held ? (r.holder_ticket ?? `#${r.matched_bo_id}`) : null,
      },
      matchedBoId: held ? null : r.matched_bo_id,
      note: r.note,
    };
  });
  return { bos, lines };
}
