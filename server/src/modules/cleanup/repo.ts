import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { jakartaDate } from '../../parsing/datetime.ts';
import { BO_PENDING_AGAIN, LINE_FREE_AGAIN } from '../reconciliation/sql/pending-again.ts';
import { BO_TABLES } from '../../db/bo-tables.ts';
import type { Side } from '@auto-checker/contract';

/** What one statement date of a website holds, per kind: BO deposit, BO withdraw, and the two directions of lines. */
export interface RemovedCounts {
  bo_deposit: number;
  bo_withdraw: number;
  mutasi_deposit: number;
  mutasi_withdraw: number;
}

export interface UploadOfDate {
  id: number;
  createdAt: Date;
}

/** The uploads with at least one BO row or statement line of this website and statement date, locked. */
export async function lockUploadsOfDate(trx: Db, websiteCode: string, date: string): Promise<UploadOfDate[]> {
  const { rows } = await sql<{ id: number; created_at: Date }>`
    select u.id, u.created_at from upload u
    where u.id in (
      select upload_id from bo_deposit where website_code = ${websiteCode} and statement_date = ${date}
      union select upload_id from bo_withdraw where website_code = ${websiteCode} and statement_date = ${date}
      union select upload_id from statement_line where website_code = ${websiteCode} and statement_date = ${date}
    )
    order by u.id
    for update`.execute(trx);
  return rows.map((r) => ({ id: r.id, createdAt: r.created_at }));
}

/** The direction of the statement lines a side's BO rows are matched to (a line's matched_bo_id names a row of that side). */
const LINE_DIRECTION: Readonly<Record<Side, 'CR' | 'DB'>> = { DEPOSIT: 'CR', WITHDRAW: 'DB' };

/**
 * This website's lines whose transfers its rows hold and this Delete frees: lines of these uploads matched to a row,
 * and lines matched to a row of these uploads. Another website whose statement holds the same transfer may back a
 * request with it once they are gone (reconciliation/after-upload.ts reconcileTwins). Read before anything goes.
 */
export async function heldLinesFreed(trx: Db, scope: { websiteCode: string; date: string; uploadIds: readonly number[] }): Promise<number[]> {
  const { websiteCode, date, uploadIds } = scope;
  const rowsGoing = (side: Side) => sql`
    select b.id from ${sql.table(BO_TABLES[side].table)} b
    where b.website_code = ${websiteCode} and b.statement_date = ${date} and b.upload_id = any(${uploadIds}::int4[])`;
  const { rows } = await sql<{ id: number }>`
    select l.id from statement_line l
    where l.website_code = ${websiteCode} and l.matched_bo_id is not null
      and ((l.statement_date = ${date} and l.upload_id = any(${uploadIds}::int4[]))
        or (l.direction = ${LINE_DIRECTION.DEPOSIT} and l.matched_bo_id in (${rowsGoing('DEPOSIT')}))
        or (l.direction = ${LINE_DIRECTION.WITHDRAW} and l.matched_bo_id in (${rowsGoing('WITHDRAW')})))`.execute(trx);
  return rows.map((r) => r.id);
}

/**
 * Frees what stays but was matched to something about to go: BO rows the matcher approved with a line of these
 * uploads, and lines matched to a BO row of these uploads, become Pending again. Returns how many, and the Jakarta
 * dates they belong to, so the matcher can run there again.
 */
export async function releaseCounterparts(
  trx: Db,
  side: Side,
  scope: { websiteCode: string; date: string; uploadIds: readonly number[] },
): Promise<{ released: number; dates: string[] }> {
  const t = BO_TABLES[side];
  const direction = LINE_DIRECTION[side];
  const { websiteCode, date, uploadIds } = scope;
  const { rows: bos } = await sql<{ at: Date }>`
    update ${sql.table(t.table)} b
    set ${BO_PENDING_AGAIN}
    where b.matched_line_id in (
        select l.id from statement_line l
        where l.website_code = ${websiteCode} and l.statement_date = ${date} and l.direction = ${direction}
          and l.upload_id = any(${uploadIds}::int4[]))
      and not (b.statement_date = ${date} and b.upload_id = any(${uploadIds}::int4[]))
    returning ${sql.ref(`b.${t.at}`)} as at`.execute(trx);
  const { rows: lines } = await sql<{ booked_date: string }>`
    update statement_line l
    set ${LINE_FREE_AGAIN}
    where l.direction = ${direction} and l.matched_bo_id in (
        select b.id from ${sql.table(t.table)} b
        where b.website_code = ${websiteCode} and b.statement_date = ${date} and b.upload_id = any(${uploadIds}::int4[]))
      and not (l.statement_date = ${date} and l.upload_id = any(${uploadIds}::int4[]))
    returning l.booked_date::text as booked_date`.execute(trx);
  return { released: bos.length + lines.length, dates: [...bos.map((b) => jakartaDate(b.at)), ...lines.map((l) => l.booked_date)] };
}

/** Removes the BO rows and statement lines of this website and statement date that these uploads brought. */
export async function removeRowsOfDate(trx: Db, scope: { websiteCode: string; date: string; uploadIds: readonly number[] }): Promise<RemovedCounts> {
  const { websiteCode, date, uploadIds } = scope;
  const removeBo = async (table: 'bo_deposit' | 'bo_withdraw') =>
    Number(
      (
        await trx
          .deleteFrom(table)
          .where('website_code', '=', websiteCode)
          .where('statement_date', '=', date)
          .where('upload_id', 'in', uploadIds)
          .executeTakeFirst()
      ).numDeletedRows,
    );
  const { rows: lines } = await sql<{ direction: 'CR' | 'DB'; n: string }>`
    with gone as (
      delete from statement_line
      where website_code = ${websiteCode} and statement_date = ${date} and upload_id = any(${uploadIds}::int4[])
      returning direction)
    select direction, count(*)::text as n from gone group by direction`.execute(trx);
  const lineCount = (d: 'CR' | 'DB') => Number(lines.find((l) => l.direction === d)?.n ?? 0);
  return {
    bo_deposit: await removeBo('bo_deposit'),
    bo_withdraw: await removeBo('bo_withdraw'),
    mutasi_deposit: lineCount('CR'),
    mutasi_withdraw: lineCount('DB'),
  };
}

/**
 * Drops the upload records among these that hold no row any more, and the stored files no upload refers to:
 * an upload removed this way leaves nothing behind but the activity row. Returns how many uploads went.
 */
export async function removeEmptyUploads(trx: Db, uploadIds: readonly number[]): Promise<number> {
  const { rows } = await sql<{ sha256: string }>`
    delete from upload u
    where u.id = any(${uploadIds}::int4[])
      and not exists (select 1 from bo_deposit where upload_id = u.id)
      and not exists (select 1 from bo_withdraw where upload_id = u.id)
      and not exists (select 1 from statement_line where upload_id = u.id)
    returning u.sha256`.execute(trx);
  const files = [...new Set(rows.map((r) => r.sha256))];
  if (files.length > 0) {
    await sql`
      delete from upload_file f
      where f.sha256 = any(${files}::text[]) and not exists (select 1 from upload u where u.sha256 = f.sha256)`.execute(trx);
  }
  return rows.length;
}
