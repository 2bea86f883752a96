import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type InferResult, type SqlBool } from 'kysely';
import type { BoDepositView, BoWithdrawView, MutasiDepositView, MutasiWithdrawView, Side } from '@auto-checker/contract';
import type { Db } from '../../../db/connect.ts';
import { boDepositView, boWithdrawView, selectedBoDeposits, selectedBoWithdrawals } from './bo-view.ts';
import { depositLineView, inLineOrder, lineSelection, lookUpHeldElsewhere, shownLines, withdrawLineView, withHolders, type LineWindow } from './mutasi-view.ts';
import type { RowSelection } from './view-filter.ts';

/**
 * Every row of a view, in the view's order, a batch at a time: an export of 100 000 rows holds one batch
 * in memory. Batches are read by keyset (the order columns and the id of the last row read), not by
 * offset, so each batch costs the same however deep into the list it is. There is no transaction around
 * the batches: PGlite has one connection, and a download held open for minutes would stop every other
 * request. A row approved while the file is written may therefore show its old or its new status, but
 * no row appears twice or goes missing for that.
 */
export const EXPORT_BATCH = 2000;

/**
 * Reads batches until one comes back short. `read` gets the last row of the batch before (null at first)
 * and returns at most `size` rows after it. Between batches the event loop gets a turn: PGlite answers
 * without any I/O, so a long export would otherwise hold every other request (and the zip writer) until
 * its last row.
 */
async function* keysetBatches<Raw, Row>(
  read: (after: Raw | null, size: number) => Promise<Raw[]>,
  toView: (raw: Raw) => Row,
  size: number,
): AsyncGenerator<Row[]> {
  let after: Raw | null = null;
  for (;;) {
    const raws: Raw[] = await read(after, size);
    if (raws.length > 0) yield raws.map(toView);
    if (raws.length < size) return;
    after = raws[raws.length - 1]!;
    await nextTurn();
  }
}

/**
 * The order columns are compared as the database holds them: the timestamp goes out as text and comes
 * back in unchanged, where a JavaScript Date would drop its microseconds.
 */
const momentKey = (column: 'd.req_at' | 'w.app_at' | 'l.booked_at') => sql<string | null>`${sql.ref(column)}::text`.as('key_at');

const keyedDeposits = (db: Db, selection: RowSelection) => selectedBoDeposits(db, selection).selectAll('d').select(momentKey('d.req_at'));
const keyedWithdrawals = (db: Db, selection: RowSelection) => selectedBoWithdrawals(db, selection).selectAll('w').select(momentKey('w.app_at'));

/** View BO deposits: by request time, then id. */
export function boDepositBatches(db: Db, selection: RowSelection, size = EXPORT_BATCH): AsyncGenerator<BoDepositView[]> {
  return keysetBatches(
    (after: InferResult<ReturnType<typeof keyedDeposits>>[number] | null, limit: number) => {
      let query = keyedDeposits(db, selection);
      if (after) query = query.where(sql<SqlBool>`(d.req_at, d.id) > (${after.key_at}::timestamptz, ${after.id})`);
      return query.orderBy('d.req_at').orderBy('d.id').limit(limit).execute();
    },
    boDepositView,
    size,
  );
}

/** View BO withdrawals: by approval time, then id. */
export function boWithdrawBatches(db: Db, selection: RowSelection, size = EXPORT_BATCH): AsyncGenerator<BoWithdrawView[]> {
  return keysetBatches(
    (after: InferResult<ReturnType<typeof keyedWithdrawals>>[number] | null, limit: number) => {
      let query = keyedWithdrawals(db, selection);
      if (after) query = query.where(sql<SqlBool>`(w.app_at, w.id) > (${after.key_at}::timestamptz, ${after.id})`);
      return query.orderBy('w.app_at').orderBy('w.id').limit(limit).execute();
    },
    boWithdrawView,
    size,
  );
}

const keyedLines = (db: Db, side: Side, window: LineWindow) => shownLines(db, side, window).select(momentKey('l.booked_at'));
type KeyedLine = InferResult<ReturnType<typeof keyedLines>>[number] & { held_elsewhere: string | null };

/**
 * A side's statement lines: by booking time, lines without a time last, then booking date, then id. After a line with
 * a time come the later ones and every line without; after one without, only later ones without. Each batch is a
 * window of the view's lines with their related lines read in the same query (mutasi-view.ts shownLines).
 */
function lineBatches<Row>(db: Db, side: Side, selection: RowSelection, toView: (line: KeyedLine) => Row, size: number) {
  let selected: RowSelection | null = null;
  return keysetBatches(
    async (after: KeyedLine | null, limit: number) => {
      selected ??= await lookUpHeldElsewhere(db, side, selection);
      let window = lineSelection(db, side, selected);
      if (after) {
        window = window.where(
          after.key_at === null
            ? sql<SqlBool>`(l.booked_at is null and (l.booked_date, l.id) > (${after.booked_date}::date, ${after.id}))`
            : sql<SqlBool>`(l.booked_at is null or (l.booked_at, l.booked_date, l.id) > (${after.key_at}::timestamptz, ${after.booked_date}::date, ${after.id}))`,
        );
      }
      return withHolders(db, side, await keyedLines(db, side, inLineOrder(window).limit(limit)).execute());
    },
    toView,
    size,
  );
}

/** View Mutasi deposit lines. */
export function depositLineBatches(db: Db, selection: RowSelection, size = EXPORT_BATCH): AsyncGenerator<MutasiDepositView[]> {
  return lineBatches(db, 'DEPOSIT', selection, depositLineView, size);
}

/** View Mutasi withdraw lines. */
export function withdrawLineBatches(db: Db, selection: RowSelection, size = EXPORT_BATCH): AsyncGenerator<MutasiWithdrawView[]> {
  return lineBatches(db, 'WITHDRAW', selection, withdrawLineView, size);
}
