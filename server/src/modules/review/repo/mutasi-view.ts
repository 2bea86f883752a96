import { sql, type InferResult, type SqlBool } from 'kysely';
import type { MutasiDepositView, MutasiWithdrawView, RelatedLine, Side } from '@auto-checker/contract';
import type { Db } from '../../../db/connect.ts';
import { BO_TABLES } from '../../../db/bo-tables.ts';
import type { Page } from '../../../http/page.ts';
import { isoOrNull, joinAccount, rupiah, rupiahOrNull } from '../amounts.ts';
import { lineKind } from '../line-kinds.ts';
import { lookUpWhole, viewConditions, type RowSelection, type SearchColumns, type ViewFilter } from './view-filter.ts';
import { lineStatus, mayBeHeldElsewhere, viewLines } from '../sql/view-lines.ts';
import { holdersElsewhere } from '../../reconciliation/after-upload.ts';

/**
 * View Mutasi: the whole statement of one website and statement date, each money once (view-lines.ts says which
 * lines), in booking order; lines without a time after those with one. Each row says what the line is to the books
 * (line-kinds.ts) and names the line that bears on it: the payout a return brings back, the return that brought a
 * payout back, the other export's copy of the same transfer (docs/review.md).
 */

/** What the View Mutasi search reads. */
const LINE_SEARCH: SearchColumns = {
  id: 'l.id',
  code: 'l.reference',
  amount: 'l.amount',
  names: ['l.counterparty_name', 'l.description'],
  whole: { table: 'statement_line', columns: ['reference'] },
};

/** A side's listed lines for a selection (status and search included), unordered and unpaged. */
function filteredLines(db: Db, side: Side, filter: RowSelection) {
  const query = db
    .selectFrom('statement_line as l')
    .where(viewLines(side, 'l'))
    .where((eb) => eb.and(viewConditions({ ...filter, approved: null }, 'l', LINE_SEARCH)));
  const status = lineStatus(side, filter.approved, 'l');
  const held = filter.heldElsewhere ?? [];
  const shown = held.length > 0 ? query.where(sql<SqlBool>`l.id <> all(${held}::int4[])`) : query;
  return status ? shown.where(status) : shown;
}

/**
 * The selection with its Pending lines whose transfer a row of another website holds (heldElsewhere): those are
 * listed under Select All, naming the holder (withHolders), not as Pending. Only Pending looks them up.
 */
export async function lookUpHeldElsewhere<Filter extends RowSelection>(db: Db, side: Side, filter: Filter): Promise<Filter> {
  if (filter.approved !== false) return filter;
  const candidates = await filteredLines(db, side, filter).where(mayBeHeldElsewhere('l')).selectAll('l').execute();
  if (candidates.length === 0) return filter;
  const held = await holdersElsewhere(db, side, candidates, { websiteCode: filter.websiteCode, lock: false });
  return held.size === 0 ? filter : { ...filter, heldElsewhere: [...held.keys()] };
}

/** The listed lines' columns: the caller orders and limits them (a page, an export batch) before shownLines reads on. */
export function lineSelection(db: Db, side: Side, filter: RowSelection) {
  return filteredLines(db, side, filter).selectAll('l');
}
export type LineWindow = ReturnType<typeof lineSelection>;

/** The view's order: booking time, lines without a time after those with one, then booking date, then id. */
export function inLineOrder(window: LineWindow): LineWindow {
  return window
    .orderBy('l.booked_at', (ob) => ob.asc().nullsLast())
    .orderBy('l.booked_date')
    .orderBy('l.id');
}

/** The ticket of the BO row a line is matched to; the side says which table matched_bo_id names. */
function matchedTicket(side: Side) {
  return sql<string | null>`(select b.ticket_no from ${sql.table(BO_TABLES[side].table)} b where b.id = l.matched_bo_id and b.deleted_at is null)`.as(
    'ticket_no',
  );
}

/**
 * One window of lines (ordered and limited by the caller) with what a row shows beyond the line: the matched row's
 * ticket, the corporate account, and the lines that bear on it, read in one query.
 */
export function shownLines(db: Db, side: Side, window: LineWindow) {
  return (
    db
      .with('w', () => window)
      .selectFrom('w as l')
      .leftJoin('bank_account as a', 'a.id', 'l.bank_account_id')
      .leftJoin('statement_line as ret', 'ret.id', 'l.return_of_line_id')
      // A twin a row holds is listed (view-lines.ts): it names the line that stands for it.
      .leftJoin('statement_line as tf', 'tf.id', 'l.twin_of_line_id')
      // The lines pointing at one of the window's (a return naming its payout, a hidden twin naming the line shown for
      // it), one per line: a shown one before a hidden twin, then the first stored. Read for the window's ids only, so
      // a page looks up its own rows rather than the whole table.
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('statement_line as r')
            .where('r.return_of_line_id', 'in', eb.selectFrom('w').select('w.id'))
            .distinctOn('r.return_of_line_id')
            .select(['r.return_of_line_id as target', 'r.id', 'r.booked_at', 'r.booked_date', 'r.amount', 'r.description'])
            .orderBy('r.return_of_line_id')
            .orderBy(sql`r.twin_of_line_id is not null`)
            .orderBy('r.id')
            .as('rb'),
        (join) => join.onRef('rb.target', '=', 'l.id'),
      )
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('statement_line as t')
            .where('t.twin_of_line_id', 'in', eb.selectFrom('w').select('w.id'))
            .distinctOn('t.twin_of_line_id')
            .select(['t.twin_of_line_id as target', 't.id', 't.booked_at', 't.booked_date', 't.amount', 't.description'])
            .orderBy('t.twin_of_line_id')
            .orderBy('t.id')
            .as('tw'),
        (join) => join.onRef('tw.target', '=', 'l.id'),
      )
      .selectAll('l')
      .select(matchedTicket(side))
      .select(['a.bank as account_bank', 'a.name as account_name', 'a.number as account_number'])
      .select(linkColumns('ret'))
      .select(linkColumns('rb'))
      .select(linkColumns('tw'))
      .select(linkColumns('tf'))
      .orderBy('l.booked_at', (ob) => ob.asc().nullsLast())
      .orderBy('l.booked_date')
      .orderBy('l.id')
  );
}

/** One page of a side's lines, each as `toView` shows it, and the filtered total. */
async function listLines<View>(db: Db, side: Side, request: ViewFilter, toView: (row: LineRow) => View): Promise<Page<View>> {
  const filter = await lookUpHeldElsewhere(db, side, await lookUpWhole(db, request, LINE_SEARCH));
  const rows = await withHolders(
    db,
    side,
    await shownLines(
      db,
      side,
      inLineOrder(lineSelection(db, side, filter))
        .limit(filter.limit)
        .offset(filter.offset),
    ).execute(),
  );
  const { n } = await filteredLines(db, side, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { total: n, rows: rows.map((row) => toView(row)) };
}

type ShownLine = InferResult<ReturnType<typeof shownLines>>[number];
export type LineRow = ShownLine & { held_elsewhere: string | null };

/**
 * The lines with who holds their transfer on another website sharing the account or gateway (`held_elsewhere`, null for most):
 * such a line backs no row here (reconciliation/same-transfer.ts).
 */
export async function withHolders<Row extends ShownLine>(db: Db, side: Side, rows: readonly Row[]): Promise<(Row & { held_elsewhere: string | null })[]> {
  const holders = await holdersElsewhere(
    db,
    side,
    rows.filter((r) => r.matched_bo_id === null),
    { websiteCode: null, lock: false },
  );
  return rows.map((r) => ({ ...r, held_elsewhere: holders.get(r.id) ?? null }));
}

/** The corporate account of a bank statement; a gateway report (QRIS, Auto TX, Nexus Pay) by its source. */
function corporateBank(row: LineRow): string {
  if (row.bank_account_id !== null && row.account_bank !== null) {
    return joinAccount(row.account_bank, row.account_name ?? '', row.account_number ?? '');
  }
  return row.source.toUpperCase();
}

/**
 * The joined lines that may bear on a row: `ret` the payout a return names, `rb` the return naming a payout, `tw` the
 * hidden twin naming a shown line, `tf` the line a shown twin names. Each is read as five columns `<link>_<field>`.
 */
type Link = 'ret' | 'rb' | 'tw' | 'tf';

function linkColumns<L extends Link>(link: L) {
  return [
    `${link}.id as ${link}_id`,
    `${link}.booked_at as ${link}_booked_at`,
    `${link}.booked_date as ${link}_booked_date`,
    `${link}.amount as ${link}_amount`,
    `${link}.description as ${link}_description`,
  ] as const;
}

function related(relation: RelatedLine['relation'], r: LineRow, link: Link): RelatedLine | null {
  const id = r[`${link}_id`];
  if (id === null) return null;
  return {
    relation,
    line_id: id,
    booked_at: isoOrNull(r[`${link}_booked_at`]),
    booked_date: r[`${link}_booked_date`] ?? '',
    amount: rupiah(r[`${link}_amount`] ?? '0'),
    description: r[`${link}_description`] ?? '',
  };
}

/**
 * The line that bears on this one. A return names its payout; a payout names the return that brought it back; then the
 * other export's copy (the hidden one naming this, or, for a copy shown because a row holds it, the one it names). A
 * line has at most one of the first two (a credit returns, a debit is returned); a returned payout that also has a
 * copy shows the return, which is what decides its status.
 */
function relatedLine(r: LineRow): RelatedLine | null {
  return related('returns', r, 'ret') ?? related('returned_by', r, 'rb') ?? related('twin', r, 'tw') ?? related('twin', r, 'tf');
}

/** What both views show beyond the spec's fields. */
function details(row: LineRow) {
  return {
    line_kind: lineKind(row),
    related_line: relatedLine(row),
    description: row.description,
    booked_date: row.booked_date,
    channel: row.channel,
    counterparty_account: row.counterparty_account,
    gross_amount: rupiahOrNull(row.gross_amount),
    fee_amount: rupiahOrNull(row.fee_amount),
    matched_bo_id: row.matched_bo_id,
    source: row.source,
    pending: row.pending,
    held_elsewhere: row.held_elsewhere,
  };
}

const appDate = (row: LineRow) => (row.booked_at ? row.booked_at.toISOString() : row.booked_date);

export function listDepositLines(db: Db, filter: ViewFilter): Promise<Page<MutasiDepositView>> {
  return listLines(db, 'DEPOSIT', filter, depositLineView);
}

export function depositLineView(r: LineRow): MutasiDepositView {
  return {
    mutasi_id: r.id,
    mutasi_app: r.approved,
    mutasi_ketapp: r.note ?? '',
    mutasi_amount: rupiah(r.amount),
    mutasi_ticket: r.ticket_no ?? '',
    mutasi_app_date: appDate(r),
    mutasi_player_bank_name: r.counterparty_name,
    mutasi_corporate_bank: corporateBank(r),
    mutasi_transaction_id: r.reference,
    mutasi_website: r.website_code,
    ...details(r),
  };
}

export function listWithdrawLines(db: Db, filter: ViewFilter): Promise<Page<MutasiWithdrawView>> {
  return listLines(db, 'WITHDRAW', filter, withdrawLineView);
}

export function withdrawLineView(r: LineRow): MutasiWithdrawView {
  return {
    mutasiwd_id: r.id,
    mutasiwd_app: r.approved,
    mutasiwd_ketapp: r.note ?? '',
    mutasiwd_amount: rupiah(r.amount),
    mutasiwd_ticket: r.ticket_no ?? '',
    mutasiwd_app_date: appDate(r),
    mutasiwd_player_bank_name: r.counterparty_name,
    mutasiwd_corporate_bank: corporateBank(r),
    mutasiwd_website: r.website_code,
    ...details(r),
  };
}
