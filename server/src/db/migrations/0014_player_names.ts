import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's table types */
/**
 * Every player a website's BO files have named, once per way of writing them (reconciliation/namesakes.ts): a name
 * the matcher reads as close to a player's (a typo, a missing middle word) is not taken when it is exactly another
 * player's name, and that player may have played on other days than the run's. Filled from the BO rows stored so
 * far, then by each BO upload (uploads/repo.ts recordPlayerNames).
 *
 * ac_name_words: a name's words as the lookup compares them: upper case, split on anything but A to Z, each once,
 * sorted, joined by a space (`Sdr. Budi  santoso` -> `BUDI SANTOSO SDR`). Coarser than the matcher's reading (titles
 * and old spellings stay): it only picks the players the matcher then reads itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function ac_name_words(name text) returns text language sql immutable parallel safe as $$
    select coalesce(string_agg(w, ' ' order by w collate "C"), '')
    from (select distinct w from regexp_split_to_table(upper(name), '[^A-Z]+') as w where w <> '') as words
  $$`.execute(db);
  await db.schema
    .createTable('player_name')
    .addColumn('website_code', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('player_account_name', 'text', (c) => c.notNull())
    .addColumn('player_bank', 'text', (c) => c.notNull())
    .addColumn('player_bank_code', 'text', (c) => c.notNull())
    .addColumn('player_account_no', 'text', (c) => c.notNull())
    .addColumn('full_words', 'text', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`ac_name_words(full_name)`)
        .stored(),
    )
    .addColumn('account_words', 'text', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`ac_name_words(player_account_name)`)
        .stored(),
    )
    .addUniqueConstraint('player_name_unique', [
      'website_code',
      'user_name',
      'full_name',
      'player_account_name',
      'player_bank',
      'player_bank_code',
      'player_account_no',
    ])
    .execute();
  await db.schema.createIndex('player_name_full_idx').on('player_name').columns(['website_code', 'full_words']).execute();
  await db.schema.createIndex('player_name_account_idx').on('player_name').columns(['website_code', 'account_words']).execute();
  for (const table of ['bo_deposit', 'bo_withdraw']) {
    await sql`insert into player_name (website_code, user_name, full_name, player_account_name, player_bank, player_bank_code, player_account_no)
      select distinct website_code, user_name, full_name, player_account_name, player_bank, player_bank_code, player_account_no
      from ${sql.table(table)} where deleted_at is null
      on conflict do nothing`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('player_name').execute();
  await sql`drop function ac_name_words(text)`.execute(db);
}
