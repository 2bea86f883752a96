import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
/**
 * A statement line's upload checked once per statement instead of once per line (README, "Operations"). The foreign
 * key of migration 0008 ran a lookup of `upload` for every line a COPY stored: a third of a 100k-line upload's time
 * on PostgreSQL (0.6-0.8 s of 2.4 s). The triggers below keep what it guaranteed:
 * - lines a statement inserts must name an upload (its id and website): the uploads they name are looked up once,
 *   locked FOR KEY SHARE as the key did (nobody removes one or changes its key until the lines are committed), and a
 *   line naming none is refused with foreign_key_violation (23503), as the key refused it;
 * - a line whose upload or website is changed is checked the same way (the app never does it; the key refused it);
 * - removing an upload removes its lines (ON DELETE CASCADE), and an upload's website renamed (website's ON UPDATE
 *   CASCADE) renames its lines' too (ON UPDATE CASCADE).
 * TRUNCATE fires no delete trigger: `truncate upload cascade` no longer empties statement_line; name both (the app
 * truncates nothing; the tests' reset does).
 */
/** What both checks raise, as the foreign key did (23503). */
const REFUSAL = sql.raw(`raise foreign_key_violation using
          message = 'insert or update on table "statement_line" violates its upload check',
          detail = 'A statement line must name its upload (upload_id, website_code).';`);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table statement_line drop constraint statement_line_upload_fkey`.execute(db);
  await sql`
    create function statement_line_upload_check() returns trigger language plpgsql as $$
    begin
      perform 1 from upload u
        where (u.id, u.website_code) in (select distinct n.upload_id, n.website_code from new_lines n)
        for key share of u;
      if exists (
        select 1 from new_lines n
        where not exists (select 1 from upload u where u.id = n.upload_id and u.website_code = n.website_code)
      ) then
        ${REFUSAL}
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger statement_line_upload_insert after insert on statement_line
    referencing new table as new_lines for each statement execute function statement_line_upload_check()`.execute(db);
  // Row by row, and only for a line whose upload or website changes: approvals update lines all day long.
  await sql`
    create function statement_line_upload_row_check() returns trigger language plpgsql as $$
    begin
      perform 1 from upload u where u.id = new.upload_id and u.website_code = new.website_code for key share of u;
      if not found then
        ${REFUSAL}
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger statement_line_upload_update after update of upload_id, website_code on statement_line
    for each row when (old.upload_id is distinct from new.upload_id or old.website_code is distinct from new.website_code)
    execute function statement_line_upload_row_check()`.execute(db);
  await sql`
    create function upload_lines_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from statement_line where upload_id = old.id and website_code = old.website_code;
      else
        update statement_line set upload_id = new.id, website_code = new.website_code
          where upload_id = old.id and website_code = old.website_code;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger upload_lines_delete after delete on upload for each row execute function upload_lines_follow()`.execute(db);
  await sql`
    create trigger upload_lines_update after update of id, website_code on upload
    for each row when (old.id is distinct from new.id or old.website_code is distinct from new.website_code)
    execute function upload_lines_follow()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger upload_lines_update on upload`.execute(db);
  await sql`drop trigger upload_lines_delete on upload`.execute(db);
  await sql`drop function upload_lines_follow()`.execute(db);
  await sql`drop trigger statement_line_upload_update on statement_line`.execute(db);
  await sql`drop function statement_line_upload_row_check()`.execute(db);
  await sql`drop trigger statement_line_upload_insert on statement_line`.execute(db);
  await sql`drop function statement_line_upload_check()`.execute(db);
  await sql`alter table statement_line
    add constraint statement_line_upload_fkey foreign key (upload_id, website_code) references upload (id, website_code)
      on update cascade on delete cascade`.execute(db);
}
