import ExcelJS from 'exceljs';
import { sql, type RawBuilder } from 'kysely';
import type { Role } from '@auto-checker/contract';
import { UPLOAD_ENDPOINTS } from '../../../src/modules/uploads/endpoints.ts';
import type { Template } from '../../../src/modules/statements/statement-line.ts';
import { ADMIN_PASSWORD, USER_PASSWORD, type TestContext } from '../../support/harness.ts';
import { csv, multipart } from '../../support/multipart.ts';
import { DEPOSIT_ACCOUNTS, addDepositAccounts } from '../../support/website-accounts.ts';

/**
 * The fixture every security test starts from: website A (ABC) and website B (XYZ), both Nexus; a CS and a
 * CHECKER of A, a CHECKER of B, the first ADMIN; A's corporate accounts; and BO rows, statement lines and
 * uploads of A dated today (the harness clock: 22 Nov 2026 in Jakarta), so review writes are inside
 * their edit window. No fixture text holds `%`, `_` or `\`, so a search for one of them must find nothing.
 */

export const SITE_A = 'ABC';
export const SITE_B = 'XYZ';
/** Today as the review paths and upload forms write it, and as the report paths do. */
export const TODAY_VIEW = '22-Nov-2026';
export const TODAY_ISO = '2026-11-22';
/** A statement date the Delete BO / Mutasi calls upload to and remove again, away from the fixture's rows. */
export const CLEANUP_VIEW = '20-Nov-2026';

/** Who makes a request: nobody signed in, or one of the fixture's accounts. */
export type Caller = 'none' | 'cs' | 'checkerA' | 'checkerB' | 'admin';
export const CALLERS: readonly Caller[] = ['none', 'cs', 'checkerA', 'checkerB', 'admin'];
export const ROLE_OF: Record<Caller, Role | null> = { none: null, cs: 'CS', checkerA: 'CHECKER', checkerB: 'CHECKER', admin: 'ADMIN' };
export const USERNAME: Record<Exclude<Caller, 'none'>, string> = { cs: 'csa', checkerA: 'checkera', checkerB: 'checkerb', admin: 'admin' };
export const PASSWORD: Record<Exclude<Caller, 'none'>, string> = { cs: USER_PASSWORD, checkerA: USER_PASSWORD, checkerB: USER_PASSWORD, admin: ADMIN_PASSWORD };

/** Website A's corporate accounts, one per bank (deposit side only: a WD list of A is empty). */
export const ACCOUNTS = DEPOSIT_ACCOUNTS;

export interface World {
  ctx: TestContext;
  accountId: Record<Exclude<Caller, 'none'>, number>;
  websiteId: { A: number; B: number };
  /** An upload of website A, its first BO deposit and BO withdrawal. */
  uploadId: number;
  boDepositId: number;
  boWithdrawId: number;
  /** A signed-in ADMIN session the fixture helpers use; no test call ends it. */
  adminCookie: string;
  /** One workbook each Convert Mutasi path turns into a CSV. */
  workbooks: Record<'uploadfixmandiriformat' | 'uploadfixbnimobileformat' | 'uploadfixqrisformat', Buffer>;
  /** A number never handed out before, for unique names, codes and addresses. */
  next(): number;
  /** A fresh Pending copy of a fixture BO row of website A (today), with some text columns set. */
  cloneBo(side: 'DEPOSIT' | 'WITHDRAW', text?: Record<string, string>): Promise<number>;
  /** A fresh copy of a fixture statement line of website A, credit or debit, with some text columns set. */
  cloneLine(direction: 'CR' | 'DB', text?: Record<string, string>): Promise<number>;
  /** Throw-away records the destructive calls act on, so every call finds its target fresh. */
  tmpAccount(): Promise<number>;
  tmpWebsite(): Promise<number>;
  tmpWhitelist(): Promise<number>;
  tmpBankAccount(): Promise<number>;
  /** An upload through the API as ADMIN; throws unless it answers 200. */
  upload(endpoint: string, fields: Record<string, string>, file: { name: string; content: string | Buffer }): Promise<void>;
}

/** The form each upload endpoint needs for website A; the Luxe endpoints name A too (and are refused: A is Nexus). */
export function uploadForm(endpoint: string, date = TODAY_VIEW, website = SITE_A): Record<string, string> {
  const spec = UPLOAD_ENDPOINTS[endpoint];
  if (!spec) throw new Error(`no upload endpoint ${endpoint}`);
  const base = { groups: website, depo_created_by: '1', dates: date };
  if (spec.kind !== 'STATEMENT') return { ...base, provider: spec.panel };
  if (endpoint === 'mutasiupdepomanual') return { ...base, provider: 'BRI', corporate_bank_name: `PT ${website}`, corporate_bank_no: ACCOUNTS.BRI };
  if (spec.account === 'none' || spec.account === 'by-provider') return { ...base, provider: spec.panel ?? 'NEXUS' };
  return { ...base, provider: 'NEXUS', corporate_bank_name: `PT ${website}`, corporate_bank_no: ACCOUNTS[spec.account] };
}

/** The template (header and example row) of the file an upload endpoint reads. */
export function uploadTemplate(endpoint: string): Template {
  const spec = UPLOAD_ENDPOINTS[endpoint]!;
  return spec.kind === 'STATEMENT' ? spec.format(uploadForm(endpoint).provider ?? '')!.template : spec.format.template;
}

/**
 * The endpoint's template with its example row as a file of that endpoint's own: the QRIS uploads read the one QRIS
 * template, and a payment stored through one of them is refused through another (uploads/repo.ts
 * gatewayPaymentsElsewhere), so each gets its own RRN, as two gateways' reports have.
 */
export function ownUploadCsv(endpoint: string): string {
  const template = uploadTemplate(endpoint);
  const rrn = template.columns.indexOf('RRN');
  if (rrn < 0) return csv(template);
  const own = String(UPLOAD_PATHS.indexOf(endpoint) + 1).padStart(2, '0');
  return csv(template, [template.example.map((cell, i) => (i === rrn ? `${cell.slice(0, -2)}${own}` : cell))]);
}

export const UPLOAD_PATHS = Object.keys(UPLOAD_ENDPOINTS);

/** Empties the database and builds the fixture. */
export async function buildWorld(ctx: TestContext): Promise<World> {
  await ctx.reset();
  const A = await ctx.addWebsite(SITE_A);
  const B = await ctx.addWebsite(SITE_B);
  const accountId = {
    admin: 1,
    cs: await ctx.addAccount(USERNAME.cs, 'CS', A),
    checkerA: await ctx.addAccount(USERNAME.checkerA, 'CHECKER', A),
    checkerB: await ctx.addAccount(USERNAME.checkerB, 'CHECKER', B),
  };
  await addDepositAccounts(ctx, SITE_A);
  const adminCookie = await ctx.login('admin', ADMIN_PASSWORD);
  let counter = 0;
  const next = () => ++counter;

  const upload: World['upload'] = async (endpoint, fields, file) => {
    const res = await ctx.request({ method: 'POST', url: `/api/${endpoint}`, cookie: adminCookie, ...multipart(fields, file) });
    if (res.statusCode !== 200) throw new Error(`fixture upload ${endpoint}: ${res.statusCode} ${res.body}`);
  };
  for (const endpoint of ['checkdata', 'bowd', 'mutasiupdepoautotx', 'nexuspay']) {
    await upload(endpoint, uploadForm(endpoint), { name: `${endpoint}.csv`, content: csv(uploadTemplate(endpoint)) });
  }
  // A BCA statement with a credit and a debit.
  const bca = uploadTemplate('mutasiupdepobca');
  const debit = ['27/06/2026 15:25:00', 'TRSF E-BANKING DB 2706/FTSCY/WS96001 250000.00SITI AMINAH', '250000.00', 'DB', '4964637.00'];
  await upload('mutasiupdepobca', uploadForm('mutasiupdepobca'), { name: 'bca.csv', content: csv(bca, [bca.example, debit]) });
  // Whatever the matcher made of the fixture is undone: every row starts Pending.
  await ctx.db
    .updateTable('bo_deposit')
    .set({ approved: false, note: null, match_rule: null, matched_line_id: null, approved_amount: null, approved_at: null, approved_by_name: null })
    .execute();
  await ctx.db
    .updateTable('bo_withdraw')
    .set({ approved: false, note: null, match_rule: null, matched_line_id: null, approved_amount: null, approved_at: null, approved_by_name: null })
    .execute();
  await ctx.db.updateTable('statement_line').set({ approved: false, note: null, matched_bo_id: null }).execute();

  const first = async (table: 'upload' | 'bo_deposit' | 'bo_withdraw') =>
    (await ctx.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const boDepositId = await first('bo_deposit');
  const boWithdrawId = await first('bo_withdraw');
  const lineOf = async (direction: 'CR' | 'DB') =>
    (await ctx.db.selectFrom('statement_line').select('id').where('direction', '=', direction).orderBy('id').executeTakeFirstOrThrow()).id;
  const creditLine = await lineOf('CR');
  const debitLine = await lineOf('DB');

  const textOverrides = (text: Record<string, string>) => Object.fromEntries(Object.entries(text).map(([column, value]) => [column, sql`${value}::text`]));

  return {
    ctx,
    accountId,
    websiteId: { A, B },
    uploadId: await first('upload'),
    boDepositId,
    boWithdrawId,
    adminCookie,
    workbooks: await convertWorkbooks(),
    next,
    async cloneBo(side, text = {}) {
      const n = next();
      return cloneRow(ctx, side === 'DEPOSIT' ? 'bo_deposit' : 'bo_withdraw', side === 'DEPOSIT' ? boDepositId : boWithdrawId, {
        row_key: sql`${`security-${n}`}::text`,
        ticket_no: sql`${`SEC${String(n).padStart(6, '0')}`}::text`,
        approved: sql`false`,
        deleted_at: sql`null`,
        ...textOverrides(text),
      });
    },
    async cloneLine(direction, text = {}) {
      return cloneRow(ctx, 'statement_line', direction === 'CR' ? creditLine : debitLine, {
        row_key: sql`${`security-line-${next()}`}::text`,
        approved: sql`false`,
        matched_bo_id: sql`null`,
        ...textOverrides(text),
      });
    },
    tmpAccount: () => ctx.addAccount(`tmp-${next()}`, 'CHECKER', A),
    tmpWebsite: () => ctx.addWebsite(`TMP${next()}`),
    async tmpWhitelist() {
      const n = next();
      const row = await ctx.db
        .insertInto('whitelist_ip')
        .values({ ip: `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`, active: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async tmpBankAccount() {
      const row = await ctx.db
        .insertInto('bank_account')
        .values({ website_code: SITE_A, kind: 'DEPO', bank: 'BCA', name: 'PT TMP', number: String(9_000_000_000 + next()) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    upload,
  };
}

/** A copy of one row under a new id, with some columns replaced. */
async function cloneRow(ctx: TestContext, table: string, id: number, changes: Record<string, RawBuilder<unknown>>): Promise<number> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_name <> 'id'
    order by ordinal_position`.execute(ctx.db);
  const columns = rows.map((r) => r.column_name);
  for (const column of Object.keys(changes)) if (!columns.includes(column)) throw new Error(`${table} has no column ${column}`);
  const values = columns.map((c) => changes[c] ?? sql.ref(c));
  const inserted = await sql<{ id: number }>`
    insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    select ${sql.join(values)} from ${sql.table(table)} where id = ${id}
    returning id`.execute(ctx.db);
  return inserted.rows[0]!.id;
}

/** A small workbook each converter accepts (the shapes convert.test.ts pins down). */
async function convertWorkbooks(): Promise<World['workbooks']> {
  const book = async (rows: (string | number | null)[][]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    rows.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value !== null) sheet.getCell(r + 1, c + 1).value = value;
      }),
    );
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  return {
    uploadfixmandiriformat: await book([
      ['No', 'Tanggal', 'Keterangan', 'Dana Masuk (IDR)', 'Dana Keluar (IDR)', 'Saldo (IDR)'],
      [1, '27 Jun 2026', 'Setoran Tunai', '50.000,00', null, '50.000,00'],
      [null, '08:00:00 WIB'],
    ]),
    uploadfixbnimobileformat: await book([
      ['Tanggal', 'Keterangan', 'Nominal', 'Db/Cr', 'Saldo'],
      ['13/07/2026 10:00:00', 'BY TRX BIFAST', '2500.00', 'D', '2062863.00'],
    ]),
    uploadfixqrisformat: await book([
      ['Tanggal', 'RRN', 'NMID', 'Merchant', 'Nama Customer', 'Nominal', 'MDR', 'Nominal Bersih', 'Status'],
      ['03/07/2026 14:05:10', '602312345678', 'ID1025123456789', 'TOKO CONTOH JAYA', 'BUDI SANTOSO', 100000, 700, 99300, 'SUCCESS'],
    ]),
  };
}
