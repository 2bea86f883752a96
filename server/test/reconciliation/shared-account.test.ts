/**
 * One account, two websites (docs/reconciliation.md, "One account, two websites"): the Data Bank files one BCA account
 * under ABC and XYZ, whose staff each upload its statement, so each transfer is stored once per website. A player with
 * an account on both websites who asks both for 100.000 and pays once must get one approval, not two.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_WRITE_MSG } from '@auto-checker/contract';
import { useTestContext } from '../support/harness.ts';
import { csv } from '../support/multipart.ts';
import { bcaFormat } from '../../src/modules/statements/parsers/bca.ts';
import { qrisStatement } from '../../src/modules/statements/parsers/qris.ts';
import { nexusDeposit } from '../support/nexus-rows.ts';
import { NOON_3_JULY, bca, bo, depositFile, expectRefused, reviewAccounts, reviewCalls, signInAt, type Cookies } from '../support/review-fixtures.ts';
import { uploadAs } from '../support/website-accounts.ts';
import { reconcileAfterUpload } from '../../src/modules/reconciliation/after-upload.ts';
import { websitesLinkedByAccounts } from '../../src/modules/reconciliation/sql/held-elsewhere.ts';
import { sql } from 'kysely';

const ON_POSTGRES = process.env.TEST_DB === 'postgres';
if (!ON_POSTGRES)
  console.log(
    '[shared-account] two tests SKIPPED on PGlite: a run holding its transaction open beside another needs real PostgreSQL (server-postgres project).',
  );

const ctx = useTestContext();
const { depositRow, put } = reviewCalls(() => ctx);
const SHARED = '1111111111';
let who: Cookies;

beforeEach(async () => {
  await reviewAccounts(ctx);
  await ctx.db.insertInto('bank_account').values({ website_code: 'XYZ', kind: 'DEPO', bank: 'BCA', name: 'PT XYZ', number: SHARED }).execute();
  who = await signInAt(ctx, NOON_3_JULY);
});

/** A request of `website` for 100.000 by a player banking with Mandiri, paying into the shared account. */
const request = (website: 'ABC' | 'XYZ', ticket: string, at: string, name: string) =>
  nexusDeposit(ticket, at, name, 100000, { bank: `MANDIRI - ${name} - 1230001112223`, website, corporate: `BCA - PT ${website} - ${SHARED}` });

const uploadRequests = (website: 'ABC' | 'XYZ', ...rows: string[][]) => uploadAs(ctx, who.admin, 'checkdata', bo(website, '03-Jul-2026'), depositFile(rows));
/** The shared account's statement of 3 July, uploaded under `website`. */
const uploadStatement = (website: 'ABC' | 'XYZ', ...lines: string[][]) =>
  uploadAs(
    ctx,
    who.admin,
    'mutasiupdepobca',
    { ...bo(website, '03-Jul-2026'), corporate_bank_name: `PT ${website}`, corporate_bank_no: SHARED },
    csv(bcaFormat.template, lines),
  );

const BUDI_PAYS = bca('03/07/2026 14:02:10', 'BI-FAST CR TRANSFER   DR 008 BUDI SANTOSO', 100000);
const SITI_PAYS = bca('03/07/2026 15:04:00', 'BI-FAST CR TRANSFER   DR 008 SITI AMINAH', 100000);

const lineOf = async (website: string, name: string) =>
  (
    await ctx.db
      .selectFrom('statement_line')
      .select('id')
      .where('website_code', '=', website)
      .where('counterparty_name', 'like', `%${name}%`)
      .executeTakeFirstOrThrow()
  ).id;

const decision = async (ticket: string) => {
  const row = await depositRow(ticket);
  return { approved: row.approved, rule: row.match_rule };
};

describe('an account two websites share', () => {
  it('backs one request with one transfer: the website whose run comes second leaves its request Pending, and says who holds it', async () => {
    await uploadRequests('ABC', request('ABC', 'DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO'));
    await uploadRequests('XYZ', request('XYZ', 'DX1', '03/07/2026 14:01:00', 'BUDI SANTOSO'));
    expect((await uploadStatement('ABC', BUDI_PAYS)).matched).toBe(1);
    expect((await uploadStatement('XYZ', BUDI_PAYS)).matched).toBe(0);
    expect(await decision('DP1')).toEqual({ approved: true, rule: 'NAME' });
    expect(await decision('DX1')).toEqual({ approved: false, rule: null });

    const id = (await depositRow('DX1')).id;
    const res = await ctx.request({ method: 'GET', url: `/api/suggestions/bo/${id}`, cookie: who.rudi });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        line_id: await lineOf('XYZ', 'BUDI SANTOSO'),
        matched_ticket: 'DP1 di website ABC',
        reasons: expect.arrayContaining(['sudah dipakai ticket DP1 di website ABC']),
      }),
    ]);

    // View Mutasi of each website: ABC's copy is ABC's DP1's; XYZ's names who holds it there.
    const lines = async (website: string) =>
      (
        (await ctx.request({ method: 'GET', url: `/api/viewmutasi/03-Jul-2026/${website}/all/100/1`, cookie: who.admin })).json() as Record<string, unknown>[]
      ).map((r) => ({ ticket: r.mutasi_ticket, approved: r.mutasi_app, held_elsewhere: r.held_elsewhere }));
    expect(await lines('ABC')).toEqual([{ ticket: 'DP1', approved: true, held_elsewhere: null }]);
    expect(await lines('XYZ')).toEqual([{ ticket: '', approved: false, held_elsewhere: 'DP1 di website ABC' }]);
  });

  it('shows a checker of one website the transfer as held once the other website took it, not the suggestion it kept', async () => {
    await uploadStatement('ABC', BUDI_PAYS);
    await uploadStatement('XYZ', BUDI_PAYS);
    // XYZ's BUDI SANTOSO banks with BCA: the line's Mandiri sender (DR 008) is against him, so it is only suggested.
    await uploadRequests('XYZ', nexusDeposit('DX1', '03/07/2026 14:01:00', 'BUDI SANTOSO', 100000, { website: 'XYZ', corporate: `BCA - PT XYZ - ${SHARED}` }));
    const dx1 = (await depositRow('DX1')).id;
    const suggestion = async () => {
      const res = await ctx.request({ method: 'GET', url: `/api/suggestions/bo/${dx1}`, cookie: who.rudi });
      return (res.json() as { matched_ticket: string | null }[])[0]?.matched_ticket;
    };
    expect(await suggestion()).toBeNull();
    expect((await uploadRequests('ABC', request('ABC', 'DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO'))).matched).toBe(1);
    expect(await suggestion()).toBe('DP1 di website ABC');
  });

  it('lists the transfer the other website holds under Select All, not Pending, in View Mutasi, its export and the dashboard', async () => {
    // Seen as a gap: every transfer ABC's rows held showed on XYZ as money without a request (the row named the holder).
    await uploadRequests('ABC', request('ABC', 'DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO'));
    await uploadStatement('ABC', BUDI_PAYS, SITI_PAYS);
    await uploadStatement('XYZ', BUDI_PAYS, SITI_PAYS);
    const listed = async (status: string) =>
      (
        (await ctx.request({ method: 'GET', url: `/api/viewmutasi/03-Jul-2026/XYZ/${status}/100/1`, cookie: who.admin })).json() as {
          description: string;
          held_elsewhere: string | null;
        }[]
      ).map((r) => [r.description, r.held_elsewhere]);
    expect(await listed('pending')).toEqual([['BI-FAST CR TRANSFER   DR 008 SITI AMINAH', null]]);
    expect(await listed('all')).toEqual([
      ['BI-FAST CR TRANSFER   DR 008 BUDI SANTOSO', 'DP1 di website ABC'],
      ['BI-FAST CR TRANSFER   DR 008 SITI AMINAH', null],
    ]);
    const exported = await ctx.request({
      method: 'POST',
      url: '/api/exportcsvviewmutasi',
      payload: { date: '03-Jul-2026', status: 'pending', group: 'XYZ' },
      cookie: who.admin,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('SITI AMINAH');
    expect(exported.body).not.toContain('BUDI SANTOSO');
    const all = await ctx.request({
      method: 'POST',
      url: '/api/exportcsvviewmutasi',
      payload: { date: '03-Jul-2026', status: 'all', group: 'XYZ' },
      cookie: who.admin,
    });
    expect(all.body.split('\n').find((row) => row.includes('BUDI SANTOSO'))).toContain('Website lain');
    const board = (await ctx.request({ method: 'GET', url: '/api/dashboard?date=2026-07-03', cookie: who.admin })).json() as {
      totals: { unmatched_credit: { count: number; amount: number } };
      websites: { website_code: string; unmatched_credit: { count: number; amount: number } }[];
    };
    expect(board.websites.map((w) => [w.website_code, w.unmatched_credit])).toEqual([
      ['ABC', { count: 1, amount: 100000 }],
      ['XYZ', { count: 1, amount: 100000 }],
    ]);
    // SITI AMINAH's 100.000 is each website's line without a request, but one transfer: the total counts it once
    // (it said 2 lines, Rp200.000 before 2026-12-02).
    expect(board.totals.unmatched_credit).toEqual({ count: 1, amount: 100000 });
  });

  it('holds it whichever comes first, the statements or the requests', async () => {
    await uploadStatement('ABC', BUDI_PAYS);
    await uploadStatement('XYZ', BUDI_PAYS);
    expect((await uploadRequests('XYZ', request('XYZ', 'DX1', '03/07/2026 14:01:00', 'BUDI SANTOSO'))).matched).toBe(1);
    expect((await uploadRequests('ABC', request('ABC', 'DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO'))).matched).toBe(0);
    expect(await decision('DX1')).toEqual({ approved: true, rule: 'NAME' });
    expect(await decision('DP1')).toEqual({ approved: false, rule: null });
  });

  it("approves once when both websites upload the statement at the same moment (their runs take each other's lock)", async () => {
    await uploadRequests('ABC', request('ABC', 'DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO'));
    await uploadRequests('XYZ', request('XYZ', 'DX1', '03/07/2026 14:01:00', 'BUDI SANTOSO'));
    // Two exports of the statement (the later one has one more transfer): two files, not one stored once.
    const [abc, xyz] = await Promise.all([uploadStatement('ABC', BUDI_PAYS), uploadStatement('XYZ', BUDI_PAYS, SITI_PAYS)]);
    expect(abc.matched + xyz.matched).toBe(1);
    const approved = [(await decision('DP1')).approved, (await decision('DX1')).approved];
    expect(approved.filter(Boolean)).toHaveLength(1);
  });

  it("holds the transfer when the other website's layout writes the payer with a title (BPK BUDI SANTOSO): both would approve before", async () => {
    await uploadRequests('ABC', request('ABC', 'DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO'));
    await uploadRequests('XYZ', request('XYZ', 'DX1', '03/07/2026 14:01:00', 'BUDI SANTOSO'));
    expect((await uploadStatement('ABC', BUDI_PAYS)).matched).toBe(1);
    expect((await uploadStatement('XYZ', bca('03/07/2026 14:03:00', 'BI-FAST CR TRANSFER   DR 008 BPK BUDI SANTOSO', 100000))).matched).toBe(0);
    expect(await decision('DX1')).toEqual({ approved: false, rule: null });
  });

  it("leaves the other transfers of the account free: another player's money of the same amount and day backs that player's request", async () => {
    await uploadRequests('ABC', request('ABC', 'DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO'));
    await uploadRequests('XYZ', request('XYZ', 'DX1', '03/07/2026 14:01:00', 'BUDI SANTOSO'), request('XYZ', 'DX2', '03/07/2026 15:00:00', 'SITI AMINAH'));
    expect((await uploadStatement('ABC', BUDI_PAYS, SITI_PAYS)).matched).toBe(1);
    expect((await uploadStatement('XYZ', BUDI_PAYS, SITI_PAYS)).matched).toBe(1);
    expect(await decision('DP1')).toEqual({ approved: true, rule: 'NAME' });
    expect(await decision('DX1')).toEqual({ approved: false, rule: null });
    expect(await decision('DX2')).toEqual({ approved: true, rule: 'NAME' });
  });

  it("refuses a checker's approval with the other website's copy of a transfer held there, and allows one without a line", async () => {
    await uploadRequests('ABC', request('ABC', 'DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO'));
    await uploadStatement('ABC', BUDI_PAYS);
    await uploadRequests('XYZ', request('XYZ', 'DX1', '03/07/2026 14:01:00', 'BUDI SANTOSO'));
    await uploadStatement('XYZ', BUDI_PAYS);
    const dx1 = (await depositRow('DX1')).id;
    const withLine = { arr: [{ bo_id: dx1, ket_app: 'Masuk', depo_amount: '100000', mutasi_id: String(await lineOf('XYZ', 'BUDI SANTOSO')) }] };
    expectRefused(await put(who.rudi, 'updatebodepostts', withLine), 409, REVIEW_WRITE_MSG.lineTaken('DP1 di website ABC'));
    expect(await decision('DX1')).toEqual({ approved: false, rule: null });

    const noteOnly = { arr: [{ bo_id: dx1, ket_app: 'Cek manual: dibayar ke rekening XYZ', depo_amount: '100000' }] };
    expect((await put(who.rudi, 'updatebodepostts', noteOnly)).statusCode).toBe(200);
    expect(await decision('DX1')).toEqual({ approved: true, rule: null });
  });

  it("frees the transfer when the other website's approval is taken back: XYZ's next run approves its request", async () => {
    await uploadRequests('ABC', request('ABC', 'DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO'));
    await uploadStatement('ABC', BUDI_PAYS);
    await uploadStatement('XYZ', BUDI_PAYS);
    const dp1 = (await depositRow('DP1')).id;
    const revert = await put(who.budi, 'revertbo', { bo_id: dp1, reason: 'Uang ini untuk website XYZ' });
    expect(revert.statusCode, revert.body).toBe(200);
    expect((await uploadRequests('XYZ', request('XYZ', 'DX1', '03/07/2026 14:01:00', 'BUDI SANTOSO'))).matched).toBe(1);
    expect(await decision('DX1')).toEqual({ approved: true, rule: 'NAME' });
    expect(await decision('DP1')).toEqual({ approved: false, rule: null });
  });

  it("approves the other website's waiting request at once when the approval of its transfer is taken back", async () => {
    await uploadRequests('ABC', request('ABC', 'DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO'));
    await uploadRequests('XYZ', request('XYZ', 'DX1', '03/07/2026 14:01:00', 'BUDI SANTOSO'));
    await uploadStatement('ABC', BUDI_PAYS);
    expect((await uploadStatement('XYZ', BUDI_PAYS)).matched).toBe(0);
    expect(await decision('DP1')).toEqual({ approved: true, rule: 'NAME' });
    const dp1 = (await depositRow('DP1')).id;
    const revert = await put(who.budi, 'revertbo', { bo_id: dp1, reason: 'Uang ini untuk website XYZ' });
    expect(revert.statusCode, revert.body).toBe(200);
    expect(await decision('DX1')).toEqual({ approved: true, rule: 'NAME' });
    expect(await decision('DP1')).toEqual({ approved: false, rule: null });
    expect((await depositRow('DX1')).matched_line_id).toBe(await lineOf('XYZ', 'BUDI SANTOSO'));
  });

  it("approves the other website's waiting request when the transfer's rows are deleted (Delete BO / Mutasi)", async () => {
    // Seen as a gap: XYZ's request stayed Pending, held by ABC, until XYZ's next upload.
    await uploadRequests('ABC', request('ABC', 'DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO'));
    await uploadRequests('XYZ', request('XYZ', 'DX1', '03/07/2026 14:01:00', 'BUDI SANTOSO'));
    await uploadStatement('ABC', BUDI_PAYS);
    expect((await uploadStatement('XYZ', BUDI_PAYS)).matched).toBe(0);
    const res = await ctx.request({ method: 'DELETE', url: '/api/deletebomutasi', payload: { date: '03-Jul-2026', group: 'ABC' }, cookie: who.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(await decision('DX1')).toEqual({ approved: true, rule: 'NAME' });
    expect((await depositRow('DX1')).matched_line_id).toBe(await lineOf('XYZ', 'BUDI SANTOSO'));
  });

  it('locks, with a website, every website linked to it through shared accounts, however many steps away', async () => {
    await ctx.addWebsite('DEF');
    await ctx.addWebsite('GHI');
    await ctx.db
      .insertInto('bank_account')
      .values([
        { website_code: 'XYZ', kind: 'WD', bank: 'BRI', name: 'PT XYZ', number: '2222222222' },
        { website_code: 'DEF', kind: 'WD', bank: 'BRI', name: 'PT DEF', number: '2222222222' },
        { website_code: 'GHI', kind: 'DEPO', bank: 'BRI', name: 'PT GHI', number: '3333333333' },
      ])
      .execute();
    const linked = async (...codes: string[]) => (await websitesLinkedByAccounts(codes).execute(ctx.db)).rows.map((r) => r.website_code).sort();
    expect(await linked('ABC')).toEqual(['ABC', 'DEF', 'XYZ']);
    expect(await linked('DEF')).toEqual(['ABC', 'DEF', 'XYZ']);
    expect(await linked('GHI')).toEqual(['GHI']);
  });

  const qrisRequest = (website: 'ABC' | 'XYZ', ticket: string, at: string) =>
    nexusDeposit(ticket, at, `QRIS PLAYER ${website}`, 25000, { payment: 'QRIS', bank: 'DANA', website, corporate: '' });
  const report = (...more: string[][]) =>
    csv(qrisStatement.template, [['03/07/2026 15:03:00', '602312345678', 'ID1025123456789', 'TOKO ABC', '', '25000', '175', '24825', 'SUCCESS'], ...more]);

  it("backs one QRIS request with one payment when two websites report the same merchant's payments: the RRN tells", async () => {
    await uploadRequests('ABC', qrisRequest('ABC', 'DP5', '03/07/2026 15:00:00'));
    await uploadRequests('XYZ', qrisRequest('XYZ', 'DX5', '03/07/2026 15:01:00'));
    expect((await uploadAs(ctx, who.admin, 'mutasiupdepoqris', bo('ABC', '03-Jul-2026'), report())).matched).toBe(1);
    expect((await uploadAs(ctx, who.admin, 'mutasiupdepoqris', bo('XYZ', '03-Jul-2026'), report())).matched).toBe(0);
    expect(await decision('DP5')).toEqual({ approved: true, rule: 'TIME' });
    expect(await decision('DX5')).toEqual({ approved: false, rule: null });
  });

  it("approves the other website's waiting QRIS request once the approval of the payment is taken back, the two sharing only the merchant", async () => {
    await ctx.db.deleteFrom('bank_account').where('website_code', '=', 'XYZ').execute();
    await uploadRequests('ABC', qrisRequest('ABC', 'DP5', '03/07/2026 15:00:00'));
    await uploadRequests('XYZ', qrisRequest('XYZ', 'DX5', '03/07/2026 15:01:00'));
    await uploadAs(ctx, who.admin, 'mutasiupdepoqris', bo('ABC', '03-Jul-2026'), report());
    expect((await uploadAs(ctx, who.admin, 'mutasiupdepoqris', bo('XYZ', '03-Jul-2026'), report())).matched).toBe(0);
    const revert = await put(who.budi, 'revertbo', { bo_id: (await depositRow('DP5')).id, reason: 'Pembayaran ini untuk website XYZ' });
    expect(revert.statusCode, revert.body).toBe(200);
    expect(await decision('DX5')).toEqual({ approved: true, rule: 'TIME' });
    expect(await decision('DP5')).toEqual({ approved: false, rule: null });
    // XYZ's Tracking says why its matcher ran: the entry also makes its kept pages stale.
    const entry = await ctx.db.selectFrom('activity').select('activity').where('website_code', '=', 'XYZ').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry.activity).toBe('Batalkan approve DP5 di website ABC: matcher XYZ dijalankan ulang, 1 approve');
  });

  /**
   * Both websites' requests Pending and both copies of the merchant's payment free, then ABC's run takes it and holds
   * its transaction open until `commit` is called; `waitsOrEnds` is true once `other` has ended or waits for a lock.
   */
  const abcRunHeldOpen = async () => {
    // Two websites sharing nothing in the Data Bank: only their merchant's reports tell.
    await ctx.db.deleteFrom('bank_account').where('website_code', '=', 'XYZ').execute();
    await uploadRequests('ABC', qrisRequest('ABC', 'DP5', '03/07/2026 15:00:00'));
    await uploadRequests('XYZ', qrisRequest('XYZ', 'DX5', '03/07/2026 15:01:00'));
    await uploadAs(ctx, who.admin, 'mutasiupdepoqris', bo('ABC', '03-Jul-2026'), report());
    await uploadAs(ctx, who.admin, 'mutasiupdepoqris', bo('XYZ', '03-Jul-2026'), report());
    await ctx.db.updateTable('bo_deposit').set({ approved: false, match_rule: null, matched_line_id: null, note: null }).execute();
    await ctx.db.updateTable('statement_line').set({ matched_bo_id: null, approved: false, note: null }).execute();

    let commit!: () => void;
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    let ran!: () => void;
    const hasRun = new Promise<void>((resolve) => (ran = resolve));
    const run = ctx.db.transaction().execute(async (trx) => {
      const done = await reconcileAfterUpload(trx, { websiteCode: 'ABC', dates: ['2026-07-03'] });
      ran();
      await mayCommit;
      return done.approved;
    });
    await hasRun;
    const waitsOrEnds = async (other: Promise<unknown>) => {
      let ended = false;
      void other.finally(() => (ended = true)).catch(() => {});
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`.execute(ctx.db);
      return ended || rows[0]!.n > 0;
    };
    return { run, commit, waitsOrEnds };
  };

  it.skipIf(!ON_POSTGRES)(
    "never lets two websites' runs both take one QRIS payment: the second run waits for the first to commit, then sees it held",
    async () => {
      const abc = await abcRunHeldOpen();
      const xyz = ctx.db.transaction().execute(async (trx) => (await reconcileAfterUpload(trx, { websiteCode: 'XYZ', dates: ['2026-07-03'] })).approved);
      await expect.poll(() => abc.waitsOrEnds(xyz), { timeout: 10_000, interval: 20 }).toBe(true);
      abc.commit();
      expect([await abc.run, await xyz]).toEqual([1, 0]);
      expect(await decision('DP5')).toEqual({ approved: true, rule: 'TIME' });
      expect(await decision('DX5')).toEqual({ approved: false, rule: null });
    },
  );

  it.skipIf(!ON_POSTGRES)(
    "refuses a checker's approval with a QRIS payment another website's run is taking: it waits for that run, then answers 409",
    async () => {
      const abc = await abcRunHeldOpen();
      const line = (await ctx.db.selectFrom('statement_line').select('id').where('website_code', '=', 'XYZ').executeTakeFirstOrThrow()).id;
      const dx5 = (await depositRow('DX5')).id;
      const approval = put(who.rudi, 'updatebodepostts', { arr: [{ bo_id: dx5, ket_app: 'Masuk', depo_amount: '25000', mutasi_id: String(line) }] });
      await expect.poll(() => abc.waitsOrEnds(approval), { timeout: 10_000, interval: 20 }).toBe(true);
      abc.commit();
      await abc.run;
      expectRefused(await approval, 409, REVIEW_WRITE_MSG.lineTaken('DP5 di website ABC'));
      expect(await decision('DX5')).toEqual({ approved: false, rule: null });
    },
  );
});
