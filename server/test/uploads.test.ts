import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { MSG, PDF_UPLOAD_ENDPOINTS, UPLOAD_MSG } from '@auto-checker/contract';
import { KNOWN_LAYOUTS } from '../src/modules/layouts/known.ts';
import { UPLOAD_ENDPOINTS } from '../src/modules/uploads/endpoints.ts';
import { uploadFor } from '../src/modules/uploads/lookalike.ts';
import { FILE_SLICE, insertUpload, storeStatementBatches, storeUploadFile, uploadedFileRow } from '../src/modules/uploads/repo.ts';
import { STATEMENT_COPY_COLUMNS, statementBatch, withUploadId } from '../src/modules/uploads/statement-batch.ts';
import { copyRows } from '../src/db/copy.ts';
import { configureWorkers } from '../src/workers/pool.ts';
import { runsInProcess } from '../src/db/pages.ts';
import { upkeepAdded, upkeepNow, upkeepPending } from '../src/db/upkeep.ts';
import { ADMIN_PASSWORD, USER_PASSWORD, createTestContext, type TestContext } from './support/harness.ts';
import { csv, multipart } from './support/multipart.ts';
import { nexusDeposit, nexusWithdrawal } from './support/nexus-rows.ts';
import { bo, deposit, depositFile, withdrawFile } from './support/review-fixtures.ts';
import { DEPOSIT_ACCOUNTS, addDepositAccounts } from './support/website-accounts.ts';
import { BCA_SAMPLE, bcaPdf } from './statements/pdf-statements.ts';
import { budiCredit } from './statements/bank-support.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext({ MAX_UPLOAD_MB: '1' });
});
afterAll(() => ctx.close());

beforeEach(async () => {
  await ctx.reset();
  for (const [code, panel] of [
    ['ABC', 'NEXUS'],
    ['LUX', 'LUXE'],
    ['XYZ', 'NEXUS'],
  ] as const)
    await ctx.addWebsite(code, panel);
  for (const website of ['ABC', 'LUX']) await addDepositAccounts(ctx, website);
  admin = await ctx.login('admin', ADMIN_PASSWORD);
});

/** The form each endpoint needs, for website ABC (Nexus) or LUX (Luxe). */
function formFor(endpoint: string): Record<string, string> {
  const spec = UPLOAD_ENDPOINTS[endpoint]!;
  const website = spec.panel === 'LUXE' ? 'LUX' : 'ABC';
  const base = { groups: website, depo_created_by: '999', dates: '03-Jul-2026' };
  if (spec.kind !== 'STATEMENT') return { ...base, provider: spec.panel };
  if (endpoint === 'mutasiupdepomanual') return { ...base, provider: 'BRI', corporate_bank_name: 'PT ABC', corporate_bank_no: DEPOSIT_ACCOUNTS.BRI };
  if (spec.account === 'none' || spec.account === 'by-provider') return { ...base, provider: spec.panel ?? 'NEXUS' };
  return { ...base, provider: 'NEXUS', corporate_bank_name: 'PT ABC', corporate_bank_no: DEPOSIT_ACCOUNTS[spec.account as keyof typeof DEPOSIT_ACCOUNTS] };
}

function templateOf(endpoint: string) {
  const spec = UPLOAD_ENDPOINTS[endpoint]!;
  return spec.kind === 'STATEMENT' ? spec.format(formFor(endpoint).provider ?? '')!.template : spec.format.template;
}

function upload(endpoint: string, fields: Record<string, string>, file?: { name: string; content: string | Buffer }, cookie = admin) {
  return ctx.request({ method: 'POST', url: `/api/${endpoint}`, cookie, ...multipart(fields, file) });
}

const counts = async () => ({
  uploads: (await ctx.db.selectFrom('upload').select('id').execute()).length,
  bo: (await ctx.db.selectFrom('bo_deposit').select('id').execute()).length + (await ctx.db.selectFrom('bo_withdraw').select('id').execute()).length,
  lines: (await ctx.db.selectFrom('statement_line').select('id').execute()).length,
  // On PostgreSQL a file's bytes are written while the worker reads it: a refused file's are rolled back.
  files: (await ctx.db.selectFrom('upload_file').select('sha256').execute()).length,
});

describe('each of the 18 upload endpoints', () => {
  it('covers exactly the endpoints of docs/design.md section 6c', () => {
    expect(Object.keys(UPLOAD_ENDPOINTS).sort()).toEqual(
      [
        'checkdata',
        'bowd',
        'uploadboluxe',
        'uploadqris',
        'uploadbowdluxe',
        'mutasiupdepobca',
        'mutasiupdepomdr',
        'mutasiupdepobnimobile',
        'mutasiupdepobniinternetbanking',
        'mutasiupdepocimb',
        'mutasiupdepoautotx',
        'mutasiupdepoqris',
        'mutasiupdepoqrissolita',
        'mutasiupdepoqrisminera',
        'mutasiupdepoqrisexport',
        'nexuspay',
        'mutasiupdepoqrisluxe',
        'mutasiupdepomanual',
      ].sort(),
    );
  });

  for (const endpoint of Object.keys(UPLOAD_ENDPOINTS)) {
    it(`${endpoint}: stores a realistic file once, answers status true on the same file again, and refuses a broken one`, async () => {
      const template = templateOf(endpoint);
      const good = { name: 'data.csv', content: csv(template) };
      const first = await upload(endpoint, formFor(endpoint), good);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ status: false, added: 1, duplicates: 0, matched: 0 });
      expect(first.json().data).toHaveLength(1);
      const again = await upload(endpoint, formFor(endpoint), good);
      expect(again.json()).toMatchObject({ status: true, data: [], added: 0, duplicates: 1 });

      const before = await counts();
      const broken = [...template.example];
      broken[template.example.findIndex((cell) => /^\d{2}\/\d{2}\/\d{4}/.test(cell))] = '31/02/2026 10:00:00'; // no such date
      const bad = await upload(endpoint, formFor(endpoint), { name: 'bad.csv', content: csv(template, [template.example, broken]) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Baris 3: /);
      expect(await counts()).toEqual(before);
    });
  }
});

describe('what is stored', () => {
  it('keeps a file of several slices byte for byte, once per content however often it is uploaded', async () => {
    const bytes = Buffer.alloc(2 * FILE_SLICE + 12_345);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + (i >> 11)) & 0xff;
    const record = (fileName: string, sha256: string) => ({
      endpoint: 'mutasiupdepobca',
      kind: 'STATEMENT' as const,
      format: 'bca',
      provider: 'NEXUS',
      jenis: 'DEPO' as const,
      websiteCode: 'ABC',
      bankAccountId: null,
      statementDate: '2026-07-03',
      fileName,
      sha256,
      rowsRead: 0,
      createdBy: 1,
      createdByName: 'admin',
    });
    const first = await ctx.db.transaction().execute(async (trx) => insertUpload(trx, record('big.csv', await storeUploadFile(trx, bytes))));
    const again = await ctx.db.transaction().execute(async (trx) => insertUpload(trx, record('big-again.csv', await storeUploadFile(trx, bytes))));
    for (const id of [first, again]) expect(Buffer.compare(Buffer.from((await uploadedFileRow(ctx.db, id, null))!.content), bytes)).toBe(0);
    const { count } = await ctx.db
      .selectFrom('upload_file')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('size_bytes', '=', bytes.length)
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
  });

  it('compresses a file with lz4 on PostgreSQL (faster to keep than pglz, migration 0009), with pglz on PGlite, which has no other', async () => {
    const bytes = Buffer.from(
      csv(
        templateOf('mutasiupdepobca'),
        Array.from({ length: 3_000 }, (_, i) => ['27/06/2026 10:00:00', `TRSF E-BANKING CR ${i}`, '1000.00', 'CR', '1.00']),
      ),
    );
    const sha256 = await ctx.db.transaction().execute((trx) => storeUploadFile(trx, bytes));
    const { rows } = await sql<{ method: string }>`select pg_column_compression(content) as method from upload_file where sha256 = ${sha256}`.execute(ctx.db);
    expect(rows).toEqual([{ method: runsInProcess(ctx.db) ? 'pglz' : 'lz4' }]);
  });

  it('keeps the upload record, the original bytes and the rows of a BCA statement', async () => {
    const content = csv(templateOf('mutasiupdepobca'));
    const res = await upload('mutasiupdepobca', formFor('mutasiupdepobca'), { name: 'bca-27.csv', content });
    expect(res.json().data).toEqual([{ message: 'Mutasi 27/06/2026 CR Rp250.000 BUDI SANTOSO ditambahkan.' }]);
    const record = await ctx.db.selectFrom('upload').selectAll().executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      endpoint: 'mutasiupdepobca',
      kind: 'STATEMENT',
      format: 'bca',
      website_code: 'ABC',
      statement_date: '2026-07-03',
      file_name: 'bca-27.csv',
      rows_read: 1,
      rows_added: 1,
      rows_duplicate: 0,
      created_by: 1,
      created_by_name: 'admin',
    });
    const file = await ctx.db.selectFrom('upload_file').selectAll().where('sha256', '=', record.sha256).executeTakeFirstOrThrow();
    expect(Buffer.from(file.content).toString()).toBe(content);
    const line = await ctx.db.selectFrom('statement_line').selectAll().executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      website_code: 'ABC',
      source: 'bca',
      direction: 'CR',
      amount: '250000.00',
      balance: '5214637.00',
      booked_date: '2026-06-27',
      statement_date: '2026-07-03',
      counterparty_name: 'BUDI SANTOSO',
      counterparty_bank: 'BCA',
      pending: false,
    });
    const activity = await ctx.db.selectFrom('activity').select(['activity', 'website_code']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(activity).toEqual({ activity: 'Upload mutasi bca (bca-27.csv) untuk website ABC: 1 baru, 0 sudah ada', website_code: 'ABC' });
  });

  it('keeps a file name written in UTF-8 as the user named it', async () => {
    await upload('mutasiupdepocimb', formFor('mutasiupdepocimb'), { name: 'Mutasi Jüni.csv', content: csv(templateOf('mutasiupdepocimb')) });
    expect((await ctx.db.selectFrom('upload').select('file_name').executeTakeFirstOrThrow()).file_name).toBe('Mutasi Jüni.csv');
  });

  it('adds only the new rows of an overlapping file', async () => {
    const t = templateOf('checkdata');
    const second = [...t.example];
    second[0] = 'DP260703000999';
    await upload('checkdata', formFor('checkdata'), { name: 'a.csv', content: csv(t) });
    const res = await upload('checkdata', formFor('checkdata'), { name: 'b.csv', content: csv(t, [t.example, second]) });
    expect(res.json()).toMatchObject({ status: false, added: 1, duplicates: 1, data: [{ message: 'Ticket DP260703000999 ditambahkan.' }] });
    expect((await counts()).bo).toBe(2);
  });

  it("names the statement dates of the file: each row's own, ascending and once each, or the form's date", async () => {
    const t = templateOf('checkdata');
    const at = (ticket: string, day: string) => {
      const row = [...t.example];
      row[0] = ticket;
      row[1] = `${day}/07/2026 10:00:00`;
      row[2] = `${day}/07/2026 10:05:00`;
      return row;
    };
    const file = { name: 'bo.csv', content: csv(t, [at('DP1', '05'), at('DP2', '03'), at('DP3', '05'), at('DP4', '04')]) };
    const { dates: _dates, ...noDate } = formFor('checkdata');
    const first = await upload('checkdata', noDate, file);
    expect(first.json()).toMatchObject({ status: false, added: 4, statement_dates: ['2026-07-03', '2026-07-04', '2026-07-05'] });
    const again = await upload('checkdata', noDate, file);
    expect(again.json()).toMatchObject({ status: true, added: 0, duplicates: 4, statement_dates: ['2026-07-03', '2026-07-04', '2026-07-05'] });
    const dated = await upload('checkdata', formFor('checkdata'), file);
    expect(dated.json()).toMatchObject({ status: true, statement_dates: ['2026-07-03'] });
  });

  it("stores every character of a line as read (tab, backslash, line end, quote), with its upload's website and account", async () => {
    const t = templateOf('mutasiupdepocimb');
    const odd = 'TRANSFER DARI ANDI\tWIJAYA \\N C:\\x "Q"\nBARIS 2';
    const row = [...t.example];
    row[1] = odd;
    row[5] = '\\N';
    const res = await upload('mutasiupdepocimb', formFor('mutasiupdepocimb'), { name: 'c.csv', content: csv(t, [row]) });
    expect(res.json()).toMatchObject({ added: 1 });
    const line = await ctx.db
      .selectFrom('statement_line')
      .innerJoin('upload', 'upload.id', 'statement_line.upload_id')
      .select([
        'statement_line.description',
        'statement_line.reference',
        'statement_line.gross_amount',
        'statement_line.website_code',
        'statement_line.bank_account_id',
        'upload.bank_account_id as upload_account',
      ])
      .executeTakeFirstOrThrow();
    expect(line).toEqual({
      description: odd,
      reference: '\\N',
      gross_amount: null,
      website_code: 'ABC',
      bank_account_id: line.upload_account,
      upload_account: expect.any(Number),
    });
  });

  it('adds only the new lines of an overlapping statement, each under the upload that brought it', async () => {
    const t = templateOf('mutasiupdepocimb');
    const line = (time: string, text: string, amount: string) => [`27/06/2026 ${time}`, text, '', amount, '1000000.00', ''];
    const first = [line('10:00:00', 'TRANSFER DARI ANDI', '150000.00'), line('10:05:00', 'TRANSFER DARI BUDI\tSANTOSO', '50000.00')];
    await upload('mutasiupdepocimb', formFor('mutasiupdepocimb'), { name: 'a.csv', content: csv(t, first) });
    const res = await upload('mutasiupdepocimb', formFor('mutasiupdepocimb'), {
      name: 'b.csv',
      content: csv(t, [...first, line('10:09:00', 'TRANSFER DARI CICI LESTARI', '20000.00')]),
    });
    expect(res.json()).toMatchObject({ added: 1, duplicates: 2, data: [{ message: 'Mutasi 27/06/2026 CR Rp20.000 ditambahkan.' }] });
    const stored = await ctx.db
      .selectFrom('statement_line')
      .innerJoin('upload', 'upload.id', 'statement_line.upload_id')
      .select(['upload.file_name', 'statement_line.description'])
      .orderBy('statement_line.id')
      .execute();
    expect(stored).toEqual([
      { file_name: 'a.csv', description: 'TRANSFER DARI ANDI' },
      { file_name: 'a.csv', description: 'TRANSFER DARI BUDI\tSANTOSO' },
      { file_name: 'b.csv', description: 'TRANSFER DARI CICI LESTARI' },
    ]);
  });

  it('stores each line and row once when the same file is sent twice at once (two checkers, or a double click)', async () => {
    const statement = templateOf('mutasiupdepocimb');
    const N = 1_000;
    const lines = Array.from({ length: N }, (_, i) => [
      `27/06/2026 10:${String(i % 60).padStart(2, '0')}:00`,
      `TRANSFER DARI PEMAIN ${i}`,
      '',
      `${10_000 + i}.00`,
      '',
      '',
    ]);
    const bos = templateOf('checkdata');
    const rows = Array.from({ length: N }, (_, i) => Object.assign([...bos.example], { 0: `DP2607030${String(i).padStart(5, '0')}` }));
    // Two workers read both files side by side, so that both transactions run at once.
    await configureWorkers({ threads: 2 });
    try {
      for (const [endpoint, content, stored] of [
        ['mutasiupdepocimb', csv(statement, lines), () => counts().then((c) => c.lines)],
        ['checkdata', csv(bos, rows), () => counts().then((c) => c.bo)],
      ] as const) {
        const answers = await Promise.all([1, 2].map((n) => upload(endpoint, formFor(endpoint), { name: `${n}.csv`, content })));
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        const added = answers.map((a) => (a.json() as { added: number }).added).sort((a, b) => a - b);
        expect(added, endpoint).toEqual([0, N]);
        expect(await stored(), endpoint).toBe(N);
      }
    } finally {
      await configureWorkers({ threads: 1 });
    }
  });

  it("refuses, in the database, a line naming another website than its upload's", async () => {
    const t = templateOf('mutasiupdepocimb');
    await upload('mutasiupdepocimb', formFor('mutasiupdepocimb'), { name: 'c.csv', content: csv(t) });
    const moved = ctx.db.updateTable('statement_line').set({ website_code: 'XYZ' }).execute();
    await expect(moved).rejects.toMatchObject({ code: '23503' });
  });

  it('refuses, in the database, lines naming no upload or another website than theirs, stored by COPY as an upload stores them (migration 0010)', async () => {
    await upload('mutasiupdepocimb', formFor('mutasiupdepocimb'), { name: 'c.csv', content: csv(templateOf('mutasiupdepocimb')) });
    const { id } = await ctx.db.selectFrom('upload').select('id').executeTakeFirstOrThrow();
    const batch = (websiteCode: string, n: number) =>
      statementBatch(
        { websiteCode, bankAccountId: null, source: 'bca', jenis: 'DEPO', statementDate: null, keyScope: `check-${websiteCode}` },
        Array.from({ length: n }, (_, i) => budiCredit({ amountSen: 10_000_00 + i })),
      );
    const store = (uploadId: number, websiteCode: string) =>
      ctx.db.transaction().execute((trx) => storeStatementBatches(trx, uploadId, [batch(websiteCode, 3)]));
    await expect(store(id + 1, 'ABC')).rejects.toMatchObject({ code: '23503' });
    await expect(store(id, 'XYZ')).rejects.toMatchObject({ code: '23503' });
    // A COPY of many lines, one of them naming no upload: all refused.
    const text = withUploadId(batch('ABC', 2_500), id).replace(/\t\d+\n$/, `\t${id + 1}\n`);
    await expect(ctx.db.transaction().execute((trx) => copyRows(trx, 'statement_line', STATEMENT_COPY_COLUMNS, text))).rejects.toMatchObject({ code: '23503' });
    expect((await counts()).lines).toBe(1);
    expect(await store(id, 'ABC')).toEqual([0, 1, 2]);
    expect((await counts()).lines).toBe(4);
  });

  it("removes an upload's lines with it and renames them with its website, as the key did (migration 0010)", async () => {
    await upload('mutasiupdepocimb', formFor('mutasiupdepocimb'), { name: 'c.csv', content: csv(templateOf('mutasiupdepocimb')) });
    await upload('mutasiupdepobca', formFor('mutasiupdepobca'), { name: 'b.csv', content: csv(templateOf('mutasiupdepobca')) });
    const [first, second] = (await ctx.db.selectFrom('upload').select('id').orderBy('id').execute()).map((u) => u.id);
    await sql`update upload set website_code = 'XYZ' where id = ${second!}`.execute(ctx.db);
    const lines = () => ctx.db.selectFrom('statement_line').select(['upload_id', 'website_code']).distinct().orderBy('upload_id').execute();
    expect(await lines()).toEqual([
      { upload_id: first, website_code: 'ABC' },
      { upload_id: second, website_code: 'XYZ' },
    ]);
    await sql`delete from upload where id = ${first!}`.execute(ctx.db);
    expect(await lines()).toEqual([{ upload_id: second, website_code: 'XYZ' }]);
  });

  it('on PostgreSQL, never leaves a line without its upload when one is removed while lines are stored for it (migration 0010)', async (test) => {
    if (runsInProcess(ctx.db)) {
      console.log('[uploads] race of a removal and a COPY SKIPPED on PGlite: one connection, nothing runs at once there.');
      test.skip();
    }
    await upload('mutasiupdepocimb', formFor('mutasiupdepocimb'), { name: 'c.csv', content: csv(templateOf('mutasiupdepocimb')) });
    await upload('mutasiupdepobca', formFor('mutasiupdepobca'), { name: 'b.csv', content: csv(templateOf('mutasiupdepobca')) });
    const [first, second] = (await ctx.db.selectFrom('upload').select('id').orderBy('id').execute()).map((u) => u.id);
    const batch = statementBatch({ websiteCode: 'ABC', bankAccountId: null, source: 'bca', jenis: 'DEPO', statementDate: null, keyScope: 'race' }, [
      budiCredit({ amountSen: 1_234_500 }),
    ]);
    const linesOf = async (uploadId: number) => (await ctx.db.selectFrom('statement_line').select('id').where('upload_id', '=', uploadId).execute()).length;
    /** Waits until a statement starting with `text` waits for a lock another transaction holds. */
    const waitsForLock = (text: string) =>
      vi.waitFor(async () => {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like ${`${text}%`}`.execute(
          ctx.db,
        );
        expect(rows[0]!.n).toBe(1);
      });
    const holding = () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let reached!: () => void;
      const inside = new Promise<void>((resolve) => (reached = resolve));
      return { held, release, inside, reached };
    };

    // Lines stored first: the removal waits for their commit, then takes them with the upload.
    const a = holding();
    const storing = ctx.db.transaction().execute(async (trx) => {
      await storeStatementBatches(trx, first!, [batch]);
      a.reached();
      await a.held;
    });
    await a.inside;
    const removing = sql`delete from upload where id = ${first!}`.execute(ctx.db);
    await waitsForLock('delete from upload');
    a.release();
    await storing;
    await removing;
    expect(await linesOf(first!)).toBe(0);

    // The upload removed first: the lines wait for its commit, then are refused.
    const b = holding();
    const removed = ctx.db.transaction().execute(async (trx) => {
      await sql`delete from upload where id = ${second!}`.execute(trx);
      b.reached();
      await b.held;
    });
    await b.inside;
    const late = ctx.db.transaction().execute((trx) => storeStatementBatches(trx, second!, [batch]));
    await waitsForLock('copy statement_line');
    b.release();
    await removed;
    await expect(late).rejects.toMatchObject({ code: '23503' });
    expect(await linesOf(second!)).toBe(0);
  });

  it('keeps two identical statement lines of one file as two lines', async () => {
    const t = templateOf('mutasiupdepocimb');
    const res = await upload('mutasiupdepocimb', formFor('mutasiupdepocimb'), { name: 'c.csv', content: csv(t, [t.example, t.example]) });
    expect(res.json()).toMatchObject({ added: 2, duplicates: 0 });
  });
});

describe('the answer of a big upload', () => {
  it('lists the first 1,000 rows added, one message each, then one line for the rest; added counts them all', async () => {
    const rows = Array.from({ length: 1_203 }, (_, i) => deposit(`T${i + 1}`, '03/07/2026 10:00:00', `PEMAIN ${i + 1}`, 10_000 + i));
    const res = await upload('checkdata', bo('ABC', '03-Jul-2026'), { name: 'bo.csv', content: depositFile(rows) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.added).toBe(1_203);
    expect(body.data).toHaveLength(1_001);
    expect(body.data[0]).toEqual({ message: 'Ticket T1 ditambahkan.' });
    expect(body.data[999]).toEqual({ message: 'Ticket T1000 ditambahkan.' });
    expect(body.data[1_000]).toEqual({ message: '… dan 203 baris lainnya ditambahkan (pesan per baris hanya untuk 1.000 baris pertama).' });
    expect(UPLOAD_MSG.moreRowsAdded(99_000)).toBe('… dan 99.000 baris lainnya ditambahkan (pesan per baris hanya untuk 1.000 baris pertama).');
  });
});

describe('the combination is checked on the server', () => {
  it('needs a file, a .csv, .tsv or .txt name and CSV content', async () => {
    const form = formFor('checkdata');
    expect((await upload('checkdata', form)).json()).toEqual({ message: UPLOAD_MSG.noFile });
    expect((await upload('checkdata', form, { name: 'bo.xlsx', content: 'x' })).json()).toEqual({ message: '❌ File harus .csv (atau .tsv / .txt dari bank)' });

    const excel = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    const res = await upload('checkdata', form, { name: 'bo.csv', content: excel });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Excel');
    expect((await upload('checkdata', form, { name: 'bo.csv', content: Buffer.from([0x41, 0, 0x42]) })).json()).toEqual({
      message: 'File bukan teks CSV (berisi data biner).',
    });
    expect((await counts()).uploads).toBe(0);
  });

  it('reads a tab-separated copy in a .txt or .tsv file like the .csv (the separator comes from the content)', async () => {
    const template = templateOf('mutasiupdepocimb');
    const tabs = [template.columns, template.example].map((row) => row.join('\t')).join('\n');
    const txt = await upload('mutasiupdepocimb', formFor('mutasiupdepocimb'), { name: 'Pratinjau.TXT', content: tabs });
    expect(txt.statusCode, txt.body).toBe(200);
    expect(txt.json()).toMatchObject({ added: 1 });
    const tsv = await upload('mutasiupdepocimb', formFor('mutasiupdepocimb'), { name: 'mutasi.tsv', content: tabs });
    expect(tsv.json()).toMatchObject({ status: true, duplicates: 1 });
  });

  it('refuses a file over MAX_UPLOAD_MB with 413', async () => {
    const res = await upload('checkdata', formFor('checkdata'), { name: 'big.csv', content: Buffer.alloc(1024 * 1024 + 10, 0x41) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'File terlalu besar (maksimal 1 MB).' });
  });

  it('needs a website, of the right panel', async () => {
    const content = csv(templateOf('checkdata'));
    expect((await upload('checkdata', { ...formFor('checkdata'), groups: '' }, { name: 'a.csv', content })).json()).toEqual({ message: UPLOAD_MSG.noWebsite });
    const luxe = await upload('checkdata', { ...formFor('checkdata'), groups: 'LUX' }, { name: 'a.csv', content });
    expect(luxe.statusCode).toBe(400);
    expect(luxe.json()).toEqual({ message: UPLOAD_MSG.wrongPanel('LUX', 'LUXE', 'NEXUS') });
    expect((await upload('checkdata', { ...formFor('checkdata'), groups: 'NOPE' }, { name: 'a.csv', content })).statusCode).toBe(404);
  });

  it('needs the statement date for BCA and BNI', async () => {
    const res = await upload('mutasiupdepobca', { ...formFor('mutasiupdepobca'), dates: '' }, { name: 'a.csv', content: csv(templateOf('mutasiupdepobca')) });
    expect(res.json()).toEqual({ message: 'Tanggal wajib diisi untuk mutasi BCA.' });
    const bad = await upload(
      'mutasiupdepobca',
      { ...formFor('mutasiupdepobca'), dates: '2026-07-03' },
      { name: 'a.csv', content: csv(templateOf('mutasiupdepobca')) },
    );
    expect(bad.json()).toEqual({ message: UPLOAD_MSG.badDate('2026-07-03') });
  });

  it('needs an active account of that bank and website', async () => {
    const content = csv(templateOf('mutasiupdepobca'));
    expect((await upload('mutasiupdepobca', { ...formFor('mutasiupdepobca'), corporate_bank_no: '' }, { name: 'a.csv', content })).json()).toEqual({
      message: UPLOAD_MSG.noAccount,
    });
    expect(
      (await upload('mutasiupdepobca', { ...formFor('mutasiupdepobca'), corporate_bank_no: DEPOSIT_ACCOUNTS.BRI }, { name: 'a.csv', content })).json(),
    ).toEqual({
      message: UPLOAD_MSG.accountNotFound('BCA', DEPOSIT_ACCOUNTS.BRI, 'ABC'),
    });
    await ctx.db.updateTable('bank_account').set({ active: false }).where('bank', '=', 'BCA').execute();
    expect((await upload('mutasiupdepobca', formFor('mutasiupdepobca'), { name: 'a.csv', content })).statusCode).toBe(400);
  });

  it('knows the manual banks, and QRIS manual needs no account', async () => {
    const t = templateOf('mutasiupdepomanual');
    expect((await upload('mutasiupdepomanual', { ...formFor('mutasiupdepomanual'), provider: 'BCA' }, { name: 'a.csv', content: csv(t) })).json()).toEqual({
      message: UPLOAD_MSG.unknownManualBank,
    });
    const qris = await upload(
      'mutasiupdepomanual',
      { groups: 'ABC', provider: 'QRIS', corporate_bank_name: 'QRIS', corporate_bank_no: 'QRIS' },
      { name: 'a.csv', content: csv(t) },
    );
    expect(qris.json()).toMatchObject({ added: 1 });
    const ovo = await upload(
      'mutasiupdepomanual',
      { groups: 'ABC', provider: 'OVO', corporate_bank_no: DEPOSIT_ACCOUNTS.OVO },
      { name: 'a.csv', content: csv(t) },
    );
    expect(ovo.json()).toMatchObject({ added: 1 });
  });

  it('lets a CHECKER upload only for its own website, and refuses CS', async () => {
    const abc = await ctx.db.selectFrom('website').select('id').where('code', '=', 'ABC').executeTakeFirstOrThrow();
    const xyz = await ctx.db.selectFrom('website').select('id').where('code', '=', 'XYZ').executeTakeFirstOrThrow();
    await ctx.addAccount('cek_abc', 'CHECKER', abc.id);
    await ctx.addAccount('cek_xyz', 'CHECKER', xyz.id);
    await ctx.addAccount('cs_abc', 'CS', abc.id);
    const content = csv(templateOf('checkdata'));
    const other = await upload('checkdata', formFor('checkdata'), { name: 'a.csv', content }, await ctx.login('cek_xyz', USER_PASSWORD));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: MSG.websiteNotFound });
    expect((await upload('checkdata', formFor('checkdata'), { name: 'a.csv', content }, await ctx.login('cs_abc', USER_PASSWORD))).statusCode).toBe(403);
    const own = await upload('checkdata', formFor('checkdata'), { name: 'a.csv', content }, await ctx.login('cek_abc', USER_PASSWORD));
    expect(own.json()).toMatchObject({ added: 1 });
    expect((await ctx.db.selectFrom('upload').select('created_by_name').executeTakeFirstOrThrow()).created_by_name).toBe('cek_abc');
  });

  it('refuses the wrong file for the chosen category, naming what it expected', async () => {
    const res = await upload('mutasiupdepobca', formFor('mutasiupdepobca'), { name: 'a.csv', content: csv(templateOf('checkdata')) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^File bukan format BCA\. Kolom yang diharapkan: Tanggal, Keterangan, Jumlah, DB\/CR, Saldo\./);
  });
});

describe('a file read in a worker thread', () => {
  it('is refused with 413, nothing stored, when its reading takes longer than the time limit', async () => {
    try {
      await configureWorkers({ timeoutSeconds: 0.001 });
      const res = await upload('mutasiupdepobca', formFor('mutasiupdepobca'), { name: 'bca.csv', content: csv(templateOf('mutasiupdepobca')) });
      expect([res.statusCode, res.json()]).toEqual([413, { message: UPLOAD_MSG.tooHeavy('time') }]);
      expect(await counts()).toEqual({ uploads: 0, bo: 0, lines: 0, files: 0 });
    } finally {
      await configureWorkers({ timeoutSeconds: 120 });
    }
    const res = await upload('mutasiupdepobca', formFor('mutasiupdepobca'), { name: 'bca.csv', content: csv(templateOf('mutasiupdepobca')) });
    expect(res.json()).toMatchObject({ added: 1 });
  });
});

describe('GET /api/uploadfile/{id}', () => {
  it('gives the original bytes back, to ADMIN and to a CHECKER of that website only', async () => {
    const content = `\ufeff${csv(templateOf('mutasiupdepobca'))}`;
    await upload('mutasiupdepobca', formFor('mutasiupdepobca'), { name: 'bca juli.csv', content });
    const { id } = await ctx.db.selectFrom('upload').select('id').executeTakeFirstOrThrow();
    const res = await ctx.request({ method: 'GET', url: `/api/uploadfile/${id}`, cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="bca juli.csv"');
    expect(res.rawPayload.equals(Buffer.from(content))).toBe(true);

    const abc = await ctx.db.selectFrom('website').select('id').where('code', '=', 'ABC').executeTakeFirstOrThrow();
    const xyz = await ctx.db.selectFrom('website').select('id').where('code', '=', 'XYZ').executeTakeFirstOrThrow();
    await ctx.addAccount('cek_abc', 'CHECKER', abc.id);
    await ctx.addAccount('cek_xyz', 'CHECKER', xyz.id);
    expect((await ctx.request({ method: 'GET', url: `/api/uploadfile/${id}`, cookie: await ctx.login('cek_abc', USER_PASSWORD) })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: `/api/uploadfile/${id}`, cookie: await ctx.login('cek_xyz', USER_PASSWORD) })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: `/api/uploadfile/${id + 1}`, cookie: admin })).statusCode).toBe(404);
  });
});

describe('a CSV that cannot be read', () => {
  it('answers 400 naming the line of the unclosed quote, for a statement and for a BO export, and stores nothing', async () => {
    const statement = await upload('mutasiupdepobca', formFor('mutasiupdepobca'), {
      name: 'mutasi.csv',
      content: 'Tanggal,Keterangan,Jumlah,DB/CR,Saldo\n27/06/2026 10:00:00,BUNGA,1.00,CR,\n27/06/2026 11:00:00,"SETORAN,5.00,CR,\n',
    });
    expect(statement.statusCode).toBe(400);
    expect(statement.json()).toEqual({ message: 'Baris 3: tanda kutip (") dibuka tetapi tidak ditutup sampai akhir file' });
    const bo = await upload('checkdata', formFor('checkdata'), { name: 'bo.csv', content: 'Ticket No,Req Date\nT1,"25/11/2026 10:00:00,,u,U,BANK,1000\n' });
    expect(bo.statusCode).toBe(400);
    expect(bo.json()).toEqual({ message: 'Baris 2: tanda kutip (") dibuka tetapi tidak ditutup sampai akhir file' });
    expect(await counts()).toEqual({ uploads: 0, bo: 0, lines: 0, files: 0 });
  });
});

describe('POST /api/{endpoint}/preview', () => {
  const preview = (endpoint: string, fields: Record<string, string>, file?: { name: string; content: string | Buffer }, cookie = admin) =>
    ctx.request({ method: 'POST', url: `/api/${endpoint}/preview`, cookie, ...multipart(fields, file) });
  const activities = async () => (await ctx.db.selectFrom('activity').select('id').execute()).length;

  it('reads a native KlikBCA export as the upload would: its layout, counts and first rows; nothing is stored', async () => {
    const before = await activities();
    const content = readFileSync(new URL('./fixtures/statements/bca-klikbca.csv', import.meta.url));
    const res = await preview('mutasiupdepobca', { ...formFor('mutasiupdepobca'), jenis: 'DEPO' }, { name: 'klikbca.csv', content });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect({ ...body, sample: body.sample.length }).toEqual({
      layout: 'CSV KlikBCA',
      rows: 10,
      credits: 6,
      debits: 4,
      not_for_matching: 5,
      sample: 8,
      warnings: expect.any(Array),
    });
    expect(body.sample.slice(0, 4)).toEqual([
      { line: 6, date: '2026-06-27', time: null, amount_sen: 10_000_000, direction: 'CR', name: 'BUDI SANTOSO', reference: '', kind: '' },
      { line: 7, date: '2026-06-27', time: null, amount_sen: 25_000_000, direction: 'CR', name: 'SITI AMINAH', reference: '', kind: '' },
      { line: 8, date: '2026-06-27', time: null, amount_sen: 50_000_000, direction: 'DB', name: 'ANDI WIJAYA', reference: '', kind: 'Dana keluar (sweep)' },
      { line: 9, date: '2026-06-27', time: null, amount_sen: 250_000, direction: 'DB', name: 'ANDI WIJAYA', reference: '', kind: 'Biaya' },
    ]);
    expect(await counts()).toEqual({ uploads: 0, bo: 0, lines: 0, files: 0 });
    expect(await activities()).toBe(before);
  });

  it('refuses, previewed or uploaded, a statement that names another account than the one chosen; stores nothing', async () => {
    // Website ABC's second BCA deposit account: the KlikBCA export states 0123456789, the form names this one.
    await ctx.db.insertInto('bank_account').values({ website_code: 'ABC', kind: 'DEPO', bank: 'BCA', name: 'PT ABC 2', number: '0913456789' }).execute();
    const content = readFileSync(new URL('./fixtures/statements/bca-klikbca.csv', import.meta.url));
    const form = { ...formFor('mutasiupdepobca'), jenis: 'DEPO', corporate_bank_no: '0913456789' };
    const refusal = { message: UPLOAD_MSG.otherAccount('0123456789', '0913456789') };
    expect(refusal.message).toBe(
      'File ini mutasi rekening 0123456789, bukan rekening yang dipilih (0913456789): transaksinya akan tercatat di rekening yang salah. Pilih akun 0123456789, atau upload file mutasi rekening 0913456789.',
    );
    for (const call of [preview, upload]) {
      const res = await call('mutasiupdepobca', form, { name: 'klikbca.csv', content });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal);
    }
    expect(await counts()).toEqual({ uploads: 0, bo: 0, lines: 0, files: 0 });
    // The account it states: stored.
    const res = await upload('mutasiupdepobca', { ...form, corporate_bank_no: '0123456789' }, { name: 'klikbca.csv', content });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: 10 });
  });

  it('refuses, previewed or uploaded, a statement or BO export whose dates a spreadsheet turned month first (7/3/2026 for 3 July); stores nothing', async () => {
    // Read before 2026-12-02 as 7 March: stored months from the requests they back, and from the day the form names.
    const form = { ...formFor('mutasiupdepobca'), jenis: 'DEPO' };
    const row = (when: string, n: number) => `${when},TRSF E-BANKING CR 0307/FTSCY/WS9503${n} 100000.00BUDI SANTOSO,100000.00,CR,${500000 + n * 100000}.00`;
    const file = (...whens: string[]) => ({ name: 'resaved.csv', content: ['Tanggal,Keterangan,Jumlah,DB/CR,Saldo', ...whens.map(row)].join('\n') + '\n' });
    const refusal = {
      message:
        'Baris 2: tanggal 07-Mar-2026 jauh dari tanggal yang dipilih (03-Jul-2026), padahal sama dengan tanggal itu bila hari dan bulannya ditukar: file ini tampaknya disimpan ulang oleh Excel dengan format tanggal bulan/hari. Ekspor ulang file dari sumbernya (bank atau panel) tanpa menyimpannya lagi di Excel, atau ubah format tanggalnya ke dd/mm/yyyy.',
    };
    for (const call of [preview, upload]) {
      const res = await call('mutasiupdepobca', form, file('7/3/2026 14:02', '7/3/2026 15:10'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal);
    }
    // A day after the 12th the spreadsheet could not turn round stays as the bank wrote it: the file is refused all the same.
    expect((await upload('mutasiupdepobca', { ...form, dates: '13-Jul-2026' }, file('13/07/2026 09:00:00', '7/3/2026 14:02'))).json()).toEqual({
      message: refusal.message.replace('Baris 2', 'Baris 3').replace('(03-Jul-2026)', '(13-Jul-2026)'),
    });
    // A BO export the same: its Req Dates.
    const bo = await upload('checkdata', formFor('checkdata'), {
      name: 'bo.csv',
      content: depositFile([
        nexusDeposit('DPS1', '03/07/2026 09:00:00', 'BUDI SANTOSO', 50_000),
        nexusDeposit('DPS2', '7/3/2026 14:02', 'SITI AMINAH', 75_000),
      ]),
    });
    expect(bo.json()).toEqual({ message: refusal.message.replace('Baris 2', 'Baris 3') });
    expect(await counts()).toEqual({ uploads: 0, bo: 0, lines: 0, files: 0 });
    // Written day first, the same lines are stored.
    const res = await upload('mutasiupdepobca', form, file('03/07/2026 14:02:00', '03/07/2026 15:10:00'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: 2 });
  });

  it("refuses, previewed or uploaded, a BO file whose rows name another website's account; an account of both websites passes", async () => {
    // Filed with a leading zero the BO cell leaves out: the same account (parsing/account-number.ts accountKey).
    await ctx.db.insertInto('bank_account').values({ website_code: 'XYZ', kind: 'DEPO', bank: 'BCA', name: 'PT XYZ', number: '05550001111' }).execute();
    const file = {
      name: 'bo-xyz.csv',
      content: depositFile([
        nexusDeposit('DPX1', '03/07/2026 10:00:00', 'BUDI SANTOSO', 50_000),
        nexusDeposit('DPX2', '03/07/2026 10:05:00', 'SITI AMINAH', 75_000, { corporate: 'BCA - PT XYZ - 5550001111' }),
      ]),
    };
    const refusal = { message: UPLOAD_MSG.otherWebsiteAccount('5550001111', 'XYZ', 'ABC') };
    expect(refusal.message).toBe(
      'File BO ini menyebut rekening tujuan 5550001111 milik website XYZ, bukan ABC: datanya akan tercatat di website yang salah. Pilih website XYZ, atau upload file BO website ABC.',
    );
    for (const call of [preview, upload]) {
      const res = await call('checkdata', formFor('checkdata'), file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal);
    }
    expect(await counts()).toEqual({ uploads: 0, bo: 0, lines: 0, files: 0 });
    // Filed under ABC as well (an account two websites share): ABC's file may name it.
    await ctx.db.insertInto('bank_account').values({ website_code: 'ABC', kind: 'DEPO', bank: 'BCA', name: 'PT ABC', number: '5550001111' }).execute();
    const res = await upload('checkdata', formFor('checkdata'), file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: 2 });
  });

  it("refuses, previewed or uploaded, a BO file whose Website cell is another website's code or name; a name of none of ours passes", async () => {
    const rows = (website: string) => [
      nexusDeposit('DPW1', '03/07/2026 10:00:00', 'BUDI SANTOSO', 50_000),
      nexusDeposit('DPW2', '03/07/2026 10:05:00', 'SITI AMINAH', 75_000, { website }),
    ];
    const refusal = { message: UPLOAD_MSG.otherWebsiteNamed('website xyz', 'XYZ', 'ABC') };
    expect(refusal.message).toBe(
      'File BO ini menulis website website xyz di kolom Website (website XYZ), bukan ABC: datanya akan tercatat di website yang salah. Pilih website XYZ, atau upload file BO website ABC.',
    );
    // ctx.addWebsite names XYZ 'Website XYZ': its name, in any case, is XYZ as much as its code.
    for (const call of [preview, upload]) {
      const res = await call('checkdata', formFor('checkdata'), { name: 'bo.csv', content: depositFile(rows('website xyz')) });
      expect([res.statusCode, res.json()]).toEqual([400, refusal]);
    }
    const byCode = await upload('bowd', formFor('bowd'), {
      name: 'wd.csv',
      content: withdrawFile([nexusWithdrawal('WDW1', '03/07/2026 11:00:00', 'BUDI', 50_000, { website: 'XYZ' })]),
    });
    expect([byCode.statusCode, byCode.json()]).toEqual([400, { message: UPLOAD_MSG.otherWebsiteNamed('XYZ', 'XYZ', 'ABC') }]);
    expect(await counts()).toEqual({ uploads: 0, bo: 0, lines: 0, files: 0 });
    // The panel's brand or domain names none of our websites: nothing to say.
    const res = await upload('checkdata', formFor('checkdata'), { name: 'bo.csv', content: depositFile(rows('abc-play.com')) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: 2 });
  });

  it('lists a BO file by ticket and player', async () => {
    const res = await preview('checkdata', formFor('checkdata'), { name: 'bo.csv', content: csv(templateOf('checkdata')) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ layout: 'BO Nexus Deposit', rows: 1, credits: 0, debits: 0, not_for_matching: 0 });
    expect(res.json().sample).toEqual([expect.objectContaining({ direction: null, reference: templateOf('checkdata').example[0] })]);
  });

  it('refuses what the upload refuses, with the same message, and stores nothing', async () => {
    const wrong = await preview('mutasiupdepobca', formFor('mutasiupdepobca'), { name: 'bo.csv', content: csv(templateOf('checkdata')) });
    const asUpload = await upload('mutasiupdepobca', formFor('mutasiupdepobca'), { name: 'bo.csv', content: csv(templateOf('checkdata')) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(asUpload.json());
    expect(wrong.json().message).toMatch(/^File bukan format BCA\./);
    const noDate = await preview(
      'mutasiupdepobca',
      { ...formFor('mutasiupdepobca'), dates: '' },
      { name: 'x.csv', content: csv(templateOf('mutasiupdepobca')) },
    );
    expect(noDate.json()).toEqual({ message: UPLOAD_MSG.noDate('BCA') });
    expect(await counts()).toEqual({ uploads: 0, bo: 0, lines: 0, files: 0 });
  });
});

describe('a file of another upload category', () => {
  it('is refused naming the layout it looks like, with where it belongs (switch_to) for the page to offer', async () => {
    const bo = await upload('mutasiupdepobca', formFor('mutasiupdepobca'), { name: 'bo.csv', content: csv(templateOf('checkdata')) });
    expect(bo.statusCode).toBe(400);
    expect(bo.json()).toEqual({
      message: expect.stringMatching(/File ini tampaknya BO Nexus Deposit\.$/),
      switch_to: { endpoint: 'checkdata', provider: null },
    });
    // A bank's statement uploaded as an OVO manual statement.
    const asOvo = (name: string, statement: string) =>
      upload(
        'mutasiupdepomanual',
        { ...formFor('mutasiupdepomanual'), provider: 'OVO', corporate_bank_no: DEPOSIT_ACCOUNTS.OVO },
        { name, content: readFileSync(new URL(`./fixtures/statements/${statement}`, import.meta.url)) },
      );
    const klikBca = await asOvo('k.csv', 'bca-klikbca.csv');
    expect(klikBca.json()).toEqual({
      message: expect.stringMatching(/File ini tampaknya CSV KlikBCA: pilih kategori Bank, bank BCA\.$/),
      switch_to: { endpoint: 'mutasiupdepobca', provider: null },
    });
    const bri = await asOvo('b.csv', 'bri.csv');
    expect(bri.json().switch_to).toEqual({ endpoint: 'mutasiupdepomanual', provider: 'BRI' });
    // A damaged header of the chosen category is no other category: no switch.
    const damaged = await upload('mutasiupdepobca', formFor('mutasiupdepobca'), {
      name: 'd.csv',
      content: 'Tanggal,Keterangan,Jumlah\n27/06/2026 10:00:00,X,1\n',
    });
    expect(Object.keys(damaged.json())).toEqual(['message']);
    expect(await counts()).toEqual({ uploads: 0, bo: 0, lines: 0, files: 0 });
  });

  it('every layout of the registry belongs to an upload whose parser recognises its header', async () => {
    for (const layout of KNOWN_LAYOUTS) {
      const target = uploadFor(layout.id);
      expect(target, layout.id).not.toBeNull();
      const spec = UPLOAD_ENDPOINTS[target!.endpoint]!;
      const format = spec.kind === 'STATEMENT' ? spec.format(target!.provider ?? 'BRI')! : spec.format;
      if (layout.headerless) continue;
      // Its columns in order; a blank-headed one (KlikBCA's direction after Jumlah) as an empty title.
      const header = Object.values(layout.columns).map((c) => (c!.after ? '' : c!.names[0]));
      const parsed = format.parse(`${header.join(',')}\n`, { statementDate: '2026-07-03' });
      // The header is found (the file has no rows), not refused as another category's.
      expect(parsed.ok ? 'ok' : parsed.error, layout.id).toMatch(/tidak berisi transaksi|^ok$/);
    }
  });
});

describe('after an upload', () => {
  it('PGlite is kept up (src/db/upkeep.ts) once the transaction ends, stored or rolled back; not after a file refused before it; PostgreSQL counts the rows added', async () => {
    const embedded = runsInProcess(ctx.db);
    const fields = { ...formFor('mutasiupdepobca'), jenis: 'DEPO' };
    await upkeepNow(ctx.db); // the upload of an earlier test asked for one
    expect((await upload('mutasiupdepobca', fields, { name: 'x.csv', content: 'nothing to read' })).statusCode).toBe(400);
    expect(upkeepPending(ctx.db)).toBe(false);
    const linesAdded = () => upkeepAdded(ctx.db).statement_line ?? 0;
    const before = linesAdded();
    const stored = await upload('mutasiupdepobca', fields, { name: 'eStatement.PDF', content: Buffer.from(await bcaPdf(BCA_SAMPLE)) });
    expect(stored.statusCode).toBe(200);
    expect(upkeepPending(ctx.db)).toBe(embedded);
    // On PostgreSQL the lines it added count towards an ANALYZE of statement_line (too few to ask for it yet).
    expect(linesAdded() - before).toBe(embedded ? 0 : (stored.json() as { added: number }).added);
    expect((stored.json() as { added: number }).added).toBeGreaterThan(0);
    await upkeepNow(ctx.db);
    // The export of the same days: refused inside the transaction, once the upload was recorded, and rolled back.
    const template = templateOf('mutasiupdepobca');
    const sameDay = [...template.example];
    sameDay[0] = '02/06/2026 09:00:00';
    const overlap = await upload('mutasiupdepobca', fields, { name: 'klikbca.csv', content: csv(template, [sameDay]) });
    expect(overlap.json()).toEqual({ message: UPLOAD_MSG.otherLayoutOnDates('eStatement.PDF') });
    expect(upkeepPending(ctx.db)).toBe(embedded);
    await upkeepNow(ctx.db);
  });
});

describe("an account's days from one layout only", () => {
  it("refuses a file of another layout than the one the account's lines of those dates came from: one transfer would be stored twice", async () => {
    const fields = { ...formFor('mutasiupdepobca'), jenis: 'DEPO' };
    const klikBca = readFileSync(new URL('./fixtures/statements/bca-klikbca.csv', import.meta.url));
    expect((await upload('mutasiupdepobca', fields, { name: 'klikbca.csv', content: klikBca })).json()).toMatchObject({ added: 10 });
    // The export's first transfer as the BCA template writes it (typed from internet banking, or Convert Mutasi's
    // output): other words, so another row key. Stored, it would back a second deposit of BUDI SANTOSO's.
    const template = templateOf('mutasiupdepobca');
    const same = ['27/06/2026 14:05:10', 'TRSF E-BANKING CR 2706/FTSCY/WS95031 100000.00BUDI SANTOSO', '100000.00', 'CR', '4964637.00'];
    const before = await counts();
    const twice = await upload('mutasiupdepobca', fields, { name: 'template.csv', content: csv(template, [same]) });
    expect([twice.statusCode, twice.json()]).toEqual([400, { message: UPLOAD_MSG.otherLayoutOnDates('klikbca.csv') }]);
    expect(await counts()).toEqual(before);
    // The same export again: its lines are stored already, nothing refused.
    expect((await upload('mutasiupdepobca', fields, { name: 'klikbca-again.csv', content: klikBca })).json()).toMatchObject({ added: 0, duplicates: 10 });
    // The template for a day the export does not cover: stored.
    const otherDay = ['02/07/2026 09:00:00', ...same.slice(1)];
    expect((await upload('mutasiupdepobca', fields, { name: 'template.csv', content: csv(template, [otherDay]) })).json()).toMatchObject({ added: 1 });
  });

  it("refuses the same export through another upload (the Mandiri upload, then the manual one): the other's row keys would not see its lines", async () => {
    await ctx.db.insertInto('bank_account').values({ website_code: 'ABC', kind: 'DEPO', bank: 'MANDIRI', name: 'PT ABC', number: '1234567890123' }).execute();
    const kopra = { name: 'kopra.csv', content: readFileSync(new URL('./fixtures/statements/mandiri-kopra.csv', import.meta.url)) };
    const mandiri = { ...formFor('mutasiupdepomdr'), jenis: 'DEPO', corporate_bank_no: '1234567890123' };
    const first = await upload('mutasiupdepomdr', mandiri, kopra);
    expect(first.statusCode, first.body).toBe(200);
    const manual = { ...formFor('mutasiupdepomanual'), provider: 'MANDIRI', jenis: 'DEPO', corporate_bank_no: '1234567890123' };
    const before = await counts();
    const twice = await upload('mutasiupdepomanual', manual, kopra);
    expect([twice.statusCode, twice.json()]).toEqual([400, { message: UPLOAD_MSG.otherLayoutOnDates('kopra.csv') }]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a gateway report whose payments (reference, amount, day) another upload stored already: the QRIS template through two QRIS uploads', async () => {
    const qris = { name: 'qris.csv', content: csv(templateOf('mutasiupdepoqris')) };
    expect((await upload('mutasiupdepoqris', formFor('mutasiupdepoqris'), qris)).json()).toMatchObject({ added: 1 });
    const before = await counts();
    const twice = await upload('mutasiupdepoqrisminera', formFor('mutasiupdepoqrisminera'), qris);
    expect([twice.statusCode, twice.json()]).toEqual([400, { message: UPLOAD_MSG.otherLayoutOnDates('qris.csv') }]);
    expect(await counts()).toEqual(before);
    // Through the same upload again: the same row keys, nothing added and nothing refused.
    expect((await upload('mutasiupdepoqris', formFor('mutasiupdepoqris'), qris)).json()).toMatchObject({ added: 0, duplicates: 1 });
  });
});

describe('a bank e-Statement PDF', () => {
  it('is previewed and stored by the BCA upload, and refused with the PDF-aware message by uploads that do not read PDFs', async () => {
    const bytes = Buffer.from(await bcaPdf(BCA_SAMPLE));
    const fields = { ...formFor('mutasiupdepobca'), jenis: 'DEPO' };
    const preview = await ctx.request({
      method: 'POST',
      url: '/api/mutasiupdepobca/preview',
      cookie: admin,
      ...multipart(fields, { name: 'eStatement.PDF', content: bytes }),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ layout: 'e-Statement PDF BCA', rows: 1, credits: 1, not_for_matching: 1 });
    expect(await counts()).toEqual({ uploads: 0, bo: 0, lines: 0, files: 0 });
    const stored = await upload('mutasiupdepobca', fields, { name: 'eStatement.PDF', content: bytes });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ added: 1 });
    // The export of the same days afterwards would store the same transfers a second time, in other words: refused.
    const template = templateOf('mutasiupdepobca');
    const sameDay = [...template.example];
    sameDay[0] = '02/06/2026 09:00:00';
    const overlap = await upload('mutasiupdepobca', fields, { name: 'klikbca.csv', content: csv(template, [sameDay]) });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toEqual({ message: UPLOAD_MSG.otherLayoutOnDates('eStatement.PDF') });
    const otherDay = [...template.example];
    otherDay[0] = '05/06/2026 09:00:00';
    expect((await upload('mutasiupdepobca', fields, { name: 'klikbca.csv', content: csv(template, [otherDay]) })).json()).toMatchObject({ added: 1 });
    const cimb = await upload('mutasiupdepocimb', formFor('mutasiupdepocimb'), { name: 'eStatement.pdf', content: bytes });
    expect(cimb.json()).toEqual({ message: UPLOAD_MSG.notCsv });
    const notPdf = await upload('mutasiupdepobca', fields, { name: 'x.pdf', content: 'Tanggal,Keterangan\n' });
    expect(notPdf.statusCode).toBe(400);
  });
});

describe('which uploads read PDFs', () => {
  it('the contract list the page reads is exactly the endpoints with a PDF reader', () => {
    const withPdf = Object.entries(UPLOAD_ENDPOINTS)
      .filter(([, spec]) => spec.kind === 'STATEMENT' && spec.pdfFormat !== undefined)
      .map(([name]) => name);
    expect(withPdf.sort()).toEqual([...PDF_UPLOAD_ENDPOINTS].sort());
  });
});
