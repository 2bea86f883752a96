import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
/**
 * A statement line checked against its upload by one foreign key instead of three (README, "Operations": a
 * 100k-line statement is stored by COPY, and each key is a lookup per line, about a third of the COPY's time).
 * A line's website and account are its upload's, written from the same record: (upload_id, website_code) must be an
 * upload's, and follows a renamed website through the upload (ON UPDATE CASCADE); bank_account_id is the upload's,
 * whose own key keeps the account from being removed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table upload add constraint upload_id_website_key unique (id, website_code)`.execute(db);
  await sql`alter table statement_line
    drop constraint statement_line_upload_id_fkey,
    drop constraint statement_line_website_code_fkey,
    drop constraint statement_line_bank_account_id_fkey,
    add constraint statement_line_upload_fkey foreign key (upload_id, website_code) references upload (id, website_code)
      on update cascade on delete cascade`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table statement_line
    drop constraint statement_line_upload_fkey,
    add constraint statement_line_upload_id_fkey foreign key (upload_id) references upload (id) on delete cascade,
    add constraint statement_line_website_code_fkey foreign key (website_code) references website (code) on update cascade on delete restrict,
    add constraint statement_line_bank_account_id_fkey foreign key (bank_account_id) references bank_account (id) on delete restrict`.execute(db);
  await sql`alter table upload drop constraint upload_id_website_key`.execute(db);
}
