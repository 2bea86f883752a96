import { beforeEach, describe, expect, it } from 'vitest';
import { BO_DEPOSIT_FORMATS, BO_WITHDRAW_FORMATS } from '../../src/modules/bo/formats.ts';
import { reconcileAfterUpload } from '../../src/modules/reconciliation/after-upload.ts';
import { loadScope } from '../../src/modules/reconciliation/repo.ts';
import { forgetDayViews } from '../../src/modules/reconciliation/suggestions-api.ts';
import { bcaFormat } from '../../src/modules/statements/parsers/bca.ts';
import { qrisStatement } from '../../src/modules/statements/parsers/qris.ts';
import { MSG } from '@auto-checker/contract';
import { ADMIN_PASSWORD, USER_PASSWORD, useTestContext } from '../support/harness.ts';
import { csv } from '../support/multipart.ts';
import { bcaLine as bca, nexusDeposit, nexusWithdrawal, payoutAndItsReturn } from '../support/nexus-rows.ts';
import { ABC_DEPO, ABC_FORM, ABC_WD, accountForm, uploadAs, websiteWithAccounts } from '../support/website-accounts.ts';

const ctx = useTestContext();
let admin: string;
beforeEach(async () => {
  admin = await websiteWithAccounts(ctx, [ABC_DEPO, ABC_WD]);
});

const form = ABC_FORM;
const depoAccount = accountForm(ABC_DEPO);
const wdAccount = accountForm(ABC_WD);

const upload = (endpoint: string, fields: Record<string, string>, content: string) => uploadAs(ctx, admin, endpoint, fields, content);

/** Requests of players who bank with Mandiri (their money comes by BI-FAST `DR 008`), by ticket. */
const MANDIRI_REQUESTS = {
  DP6: nexusDeposit('DP6', '03/07/2026 16:00:00', 'DEWI LESTARI', 100000, { bank: 'MANDIRI - DEWI LESTARI - 1230001112223' }),
  DP7: nexusDeposit('DP7', '03/07/2026 16:10:00', 'AGUS SETIAWAN', 50000, { bank: 'MANDIRI - AGUS SETIAWAN - 1230004445556' }),
  DP8: nexusDeposit('DP8', '03/07/2026 16:11:00', 'AGUS SETIAWAN', 50000, { bank: 'MANDIRI - AGUS SETIAWAN - 1230007778889' }),
  DP9: nexusDeposit('DP9', '03/07/2026 16:20:00', 'RINA GUNAWAN', 75000, { bank: 'MANDIRI - RINA GUNAWAN - 1230009990001' }),
  DP10: nexusDeposit('DP10', '03/07/2026 16:30:00', 'SITI AMINAH', 20000, { bank: 'MANDIRI - SITI AMINAH - 1230009990002' }),
};
/** The suggestion for DP6 (DEWI LESTARI, 100 000) of her 93 500 line: the bank kept a fee. */
const DEWI_FOR_DP6 = {
  line_id: expect.any(Number),
  amount: 93500,
  booked_at: '2026-07-03T09:02:00.000Z',
  booked_date: '2026-07-03',
  counterparty_name: 'DEWI LESTARI',
  description: 'BI-FAST CR TRANSFER   DR 008 DEWI LESTARI',
  source: 'BCA',
  reference: '',
  matched_ticket: null,
  score: 0.85,
  reasons: ['nominal beda Rp6.500 (biaya transfer?)'],
};
/** Uploads ABC's deposits of 3 July: those Mandiri requests. */
const uploadMandiriRequests = (...tickets: (keyof typeof MANDIRI_REQUESTS)[]) =>
  upload(
    'checkdata',
    form,
    csv(
      BO_DEPOSIT_FORMATS.checkdata.template,
      tickets.map((t) => MANDIRI_REQUESTS[t]),
    ),
  );
/** Uploads lines of ABC's BCA deposit account of 3 July. */
const uploadDepositLines = (...lines: string[][]) => upload('mutasiupdepobca', depoAccount, csv(bcaFormat.template, lines));

const boFile = () =>
  csv(BO_DEPOSIT_FORMATS.checkdata.template, [
    nexusDeposit('DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO', 100000),
    nexusDeposit('DP2', '03/07/2026 14:01:00', 'SITI AMINAH', 50000, { bank: 'MANDIRI - SITI AMINAH - 1230004567890' }),
    nexusDeposit('DP3', '03/07/2026 14:02:00', 'ANDI WIJAYA', 75000), // no money arrived: must stay Pending
    nexusDeposit('DP4', '03/07/2026 23:58:00', 'RINA MARLINA', 200000, { bank: 'BNI - RINA MARLINA - 0123456789' }), // credited after midnight
    nexusDeposit('DP5', '03/07/2026 15:00:00', 'QRIS PLAYER', 25000, { payment: 'QRIS', bank: 'DANA' }),
  ]);
const statementFile = () =>
  csv(bcaFormat.template, [
    bca('03/07/2026 14:02:10', 'TRSF E-BANKING CR 0307/FTSCY/WS95031 100000.00BUDI SANTOSO', 100000),
    bca('03/07/2026 14:03:00', 'BI-FAST CR TRANSFER   DR 008 SDR SITI AMINAH', 50000),
    bca('03/07/2026 14:04:00', 'BI-FAST CR TRANSFER   DR 008 HENDRA GUNAWAN', 75000), // someone else's 75 000
    bca('04/07/2026 00:01:00', 'BI-FAST CR TRANSFER   DR 009 RINA MARLINA', 200000),
  ]);
const qrisFile = () =>
  csv(qrisStatement.template, [['03/07/2026 15:03:00', '602312345678', 'ID1025123456789', 'TOKO ABC', '', '25000', '175', '24825', 'SUCCESS']]);

/** Every BO row and line with its decision, for comparing runs. */
async function state() {
  const bo = await ctx.db.selectFrom('bo_deposit').select(['ticket_no', 'approved', 'match_rule', 'note', 'matched_line_id']).orderBy('ticket_no').execute();
  const lines = await ctx.db
    .selectFrom('statement_line')
    .leftJoin('bo_deposit', 'bo_deposit.id', 'statement_line.matched_bo_id')
    .select(['statement_line.description', 'statement_line.approved', 'bo_deposit.ticket_no as ticket', 'statement_line.note'])
    .orderBy('statement_line.description')
    .execute();
  const byId = new Map((await ctx.db.selectFrom('statement_line').select(['id', 'description']).execute()).map((l) => [l.id, l.description]));
  return { bo: bo.map(({ matched_line_id, ...r }) => ({ ...r, line: matched_line_id === null ? null : byId.get(matched_line_id) })), lines };
}

describe('the matcher after every upload', () => {
  it('approves backed rows with an explaining note, records the ticket on the line, and leaves the rest Pending', async () => {
    expect((await upload('checkdata', form, boFile())).matched).toBe(0);
    expect((await upload('mutasiupdepobca', depoAccount, statementFile())).matched).toBe(3);
    expect((await upload('mutasiupdepoqris', form, qrisFile())).matched).toBe(1);
    const { bo, lines } = await state();
    expect(bo).toEqual([
      {
        ticket_no: 'DP1',
        approved: true,
        match_rule: 'NAME',
        note: 'AUTO nama+nominal | BCA 14:02 | skor 1.00',
        line: expect.stringContaining('BUDI SANTOSO'),
      },
      { ticket_no: 'DP2', approved: true, match_rule: 'NAME', note: 'AUTO nama+nominal | BCA 14:03 | skor 1.00', line: expect.stringContaining('SITI AMINAH') },
      { ticket_no: 'DP3', approved: false, match_rule: null, note: null, line: null },
      {
        ticket_no: 'DP4',
        approved: true,
        match_rule: 'NAME',
        note: 'AUTO nama+nominal | BCA 04/07 00:01 | skor 1.00', // the line's day: not the request's
        line: expect.stringContaining('RINA MARLINA'),
      },
      {
        ticket_no: 'DP5',
        approved: true,
        match_rule: 'TIME',
        note: 'AUTO waktu+nominal | QRIS 15:03 | selisih 3 menit',
        line: expect.stringContaining('602312345678'),
      },
    ]);
    expect(lines.find((l) => l.description.includes('HENDRA'))).toMatchObject({ approved: false, ticket: null, note: null });
    expect(lines.find((l) => l.description.includes('BUDI'))).toMatchObject({
      approved: true,
      ticket: 'DP1',
      note: 'AUTO nama+nominal | BCA 14:02 | skor 1.00',
    });
    const uploads = await ctx.db.selectFrom('upload').select(['endpoint', 'rows_matched']).orderBy('id').execute();
    expect(uploads.map((u) => u.rows_matched)).toEqual([0, 3, 1]);
  });

  it('gives the same result whichever file comes first, and a second run changes nothing', async () => {
    await upload('checkdata', form, boFile());
    await upload('mutasiupdepobca', depoAccount, statementFile());
    await upload('mutasiupdepoqris', form, qrisFile());
    const boFirst = await state();

    await ctx.reset();
    await ctx.addWebsite('ABC', 'NEXUS');
    await ctx.db.insertInto('bank_account').values({ website_code: 'ABC', kind: 'DEPO', bank: 'BCA', name: 'PT ABC', number: '1111111111' }).execute();
    admin = await ctx.login('admin', ADMIN_PASSWORD);
    await upload('mutasiupdepoqris', form, qrisFile());
    expect((await upload('mutasiupdepobca', depoAccount, statementFile())).matched).toBe(0);
    expect((await upload('checkdata', form, boFile())).matched).toBe(4);
    expect(await state()).toEqual(boFirst);

    expect(await ctx.db.transaction().execute((trx) => reconcileAfterUpload(trx, { websiteCode: 'ABC', dates: ['2026-07-03'] }))).toEqual({
      approved: 0,
      workedOut: [],
    });
    expect(await state()).toEqual(boFirst);
  });

  it("takes a QRIS RRN typed into Player Ref as the player's word only: Pending when another player could have paid", async () => {
    // DP11 typed the RRN of the 15:03 payment, 5 minutes after QRIS PLAYER (DP5) asked the same 25 000 without one.
    const copier = nexusDeposit('DP11', '03/07/2026 15:05:00', 'BUDI SANTOSO', 25000, { payment: 'QRIS', bank: 'DANA', playerRef: '602312345678' });
    const rows = [nexusDeposit('DP5', '03/07/2026 15:00:00', 'QRIS PLAYER', 25000, { payment: 'QRIS', bank: 'DANA' }), copier];
    await upload('mutasiupdepoqris', form, qrisFile());
    expect((await upload('checkdata', form, csv(BO_DEPOSIT_FORMATS.checkdata.template, rows))).matched).toBe(0);
    const scope = await loadScope(ctx.db, 'DEPOSIT', { websiteCode: 'ABC', from: '2026-07-03', to: '2026-07-03' });
    expect(scope.bos.find((b) => b.row.ticket === 'DP11')?.row).toMatchObject({ references: ['', 'DP11'], playerReferences: ['602312345678', ''] });
    const suggested = (await ctx.request({ method: 'GET', url: `/api/suggestions/bo/${await idOf('DP11')}`, cookie: admin })).json();
    expect(suggested).toMatchObject([{ reference: '602312345678', reasons: ['referensi hanya dari pemain, mutasi tanpa nama: cocok juga untuk ticket DP5'] }]);
    // Alone, the typed RRN decides; the panel's own (Bo Ref) decides whoever else asked.
    await ctx.reset();
    admin = await websiteWithAccounts(ctx, [ABC_DEPO, ABC_WD]);
    await upload('mutasiupdepoqris', form, qrisFile());
    expect((await upload('checkdata', form, csv(BO_DEPOSIT_FORMATS.checkdata.template, [copier]))).matched).toBe(1);
    expect((await state()).bo).toEqual([
      { ticket_no: 'DP11', approved: true, match_rule: 'REFERENCE', note: 'AUTO referensi+nominal | QRIS 15:03 | ref 602312345678', line: expect.any(String) },
    ]);
  });

  it("revises its own earlier approval when a rival request arrives later, but never a person's approval", async () => {
    await upload('mutasiupdepobca', depoAccount, statementFile());
    await upload('checkdata', form, boFile());
    expect((await state()).bo[0]).toMatchObject({ ticket_no: 'DP1', approved: true });

    // Another player of the same name asked for the same 100 000 a minute later: whose money it is, nothing tells.
    const rival = csv(BO_DEPOSIT_FORMATS.checkdata.template, [nexusDeposit('DP9', '03/07/2026 14:01:00', 'BUDI SANTOSO', 100000)]);
    expect((await upload('checkdata', form, rival)).matched).toBe(0);
    const after = await state();
    expect(after.bo.filter((r) => r.ticket_no === 'DP1' || r.ticket_no === 'DP9')).toEqual([
      { ticket_no: 'DP1', approved: false, match_rule: null, note: null, line: null },
      { ticket_no: 'DP9', approved: false, match_rule: null, note: null, line: null },
    ]);
    expect(after.lines.find((l) => l.description.includes('BUDI'))).toMatchObject({ approved: false, ticket: null });

    // A checker approves DP3 by hand; a later statement brings a line that would have matched it.
    await ctx.db
      .updateTable('bo_deposit')
      .set({ approved: true, note: 'cek manual', approved_by: 1, approved_by_name: 'admin', approved_at: new Date() })
      .where('ticket_no', '=', 'DP3')
      .execute();
    const late = csv(bcaFormat.template, [bca('03/07/2026 14:30:00', 'BI-FAST CR TRANSFER   DR 008 ANDI WIJAYA', 75000)]);
    expect((await upload('mutasiupdepobca', depoAccount, late)).matched).toBe(0);
    const final = await state();
    expect(final.bo.find((r) => r.ticket_no === 'DP3')).toEqual({ ticket_no: 'DP3', approved: true, match_rule: null, note: 'cek manual', line: null });
    expect(final.lines.find((l) => l.description.includes('ANDI'))).toMatchObject({ approved: false, ticket: null });
  });

  it('matches withdrawals against debits of the WD account, never against its fee rows', async () => {
    const wd = csv(BO_WITHDRAW_FORMATS.bowd.template, [
      nexusWithdrawal('WD1', '03/07/2026 15:20:05', 'SITI AMINAH', 250000),
      nexusWithdrawal('WD2', '03/07/2026 15:30:00', 'JOKO WIDODO', 2500, { bank: 'BRI - JOKO WIDODO', number: '9876543210' }),
    ]);
    const debits = csv(bcaFormat.template, [
      bca('03/07/2026 15:25:00', 'BI-FAST DB TRANSFER   KE 009 SITI AMINAH  KBI', 250000, 'DB'),
      bca('03/07/2026 15:25:00', 'BI-FAST DB BIAYA TXN KE 009 SITI AMINAH', 2500, 'DB'),
    ]);
    await upload('bowd', form, wd);
    expect((await upload('mutasiupdepobca', wdAccount, debits)).matched).toBe(1);
    const rows = await ctx.db.selectFrom('bo_withdraw').select(['ticket_no', 'approved', 'note']).orderBy('ticket_no').execute();
    expect(rows).toEqual([
      { ticket_no: 'WD1', approved: true, note: 'AUTO nama+nominal | BCA 15:25 | skor 1.00' },
      { ticket_no: 'WD2', approved: false, note: null },
    ]);
  });

  it("counts the website's other players of those days, a depositor on the withdrawal side, before taking a name without a middle word", async () => {
    // CHRISTINA NOVIAN PURNOMO is paid 500 000 and the payout names PURNOMO CHRISTINA: her name without its middle word,
    // and the very name of CHRISTINA PURNOMO, who only deposited that day. It may be either's: Pending.
    const payout = csv(bcaFormat.template, [bca('03/07/2026 17:29:38', 'BI-FAST DB TRANSFER   KE 009 PURNOMO CHRISTINA  KBI', 500000, 'DB')]);
    const withdrawal = csv(BO_WITHDRAW_FORMATS.bowd.template, [
      nexusWithdrawal('WD1', '03/07/2026 17:20:00', 'CHRISTINA NOVIAN PURNOMO', 500000, { bank: 'BNI - CHRISTINA NOVIAN PURNOMO', number: '5582363315' }),
    ]);
    await upload('checkdata', form, csv(BO_DEPOSIT_FORMATS.checkdata.template, [nexusDeposit('DP1', '03/07/2026 09:00:00', 'CHRISTINA PURNOMO', 20000)]));
    await upload('bowd', form, withdrawal);
    expect((await upload('mutasiupdepobca', wdAccount, payout)).matched).toBe(0);
    // Without that depositor the payout is hers (a name without its middle word, nine minutes after the request).
    await ctx.db.updateTable('bo_deposit').set({ deleted_at: new Date() }).execute();
    await ctx.db.deleteFrom('player_name').where('user_name', '=', 'dp1').execute();
    expect(await reconcileAfterUpload(ctx.db, { websiteCode: 'ABC', dates: ['2026-07-03'] })).toEqual({ approved: 1, workedOut: [] });
    expect(await ctx.db.selectFrom('bo_withdraw').select(['ticket_no', 'approved', 'note']).execute()).toEqual([
      { ticket_no: 'WD1', approved: true, note: 'AUTO nama+nominal | BCA 17:29 | skor 0.90' },
    ]);
  });

  it("counts the website's players of other days too (player_name) before taking a name without a middle word", async () => {
    // KARTIKA SUPRIYADI deposited on 20 June. On 3 July KARTIKA DEWA SUPRIYADI asks 100 000 and, two minutes later, a
    // transfer names KARTIKA SUPRIYADI: her name without its middle word, and the very name of the player of June, who
    // may have paid before filling in the form. It may be either's: Pending.
    const request = csv(BO_DEPOSIT_FORMATS.checkdata.template, [nexusDeposit('DP2', '03/07/2026 10:00:00', 'KARTIKA DEWA SUPRIYADI', 100000)]);
    const transfer = csv(bcaFormat.template, [bca('03/07/2026 10:02:00', 'TRSF E-BANKING CR 0307/FTSCY/WS95031 100000.00KARTIKA SUPRIYADI', 100000)]);
    await upload('checkdata', form, csv(BO_DEPOSIT_FORMATS.checkdata.template, [nexusDeposit('DP1', '20/06/2026 09:00:00', 'KARTIKA SUPRIYADI', 20000)]));
    await upload('checkdata', form, request);
    expect((await upload('mutasiupdepobca', depoAccount, transfer)).matched).toBe(0);
    expect(await ctx.db.selectFrom('bo_deposit').select(['ticket_no', 'approved']).orderBy('ticket_no').execute()).toEqual([
      { ticket_no: 'DP1', approved: false },
      { ticket_no: 'DP2', approved: false },
    ]);
    // A website that never had that player: hers.
    await ctx.db.deleteFrom('bo_deposit').where('ticket_no', '=', 'DP1').execute();
    await ctx.db.deleteFrom('player_name').where('user_name', '=', 'dp1').execute();
    expect(await reconcileAfterUpload(ctx.db, { websiteCode: 'ABC', dates: ['2026-07-03'] })).toEqual({ approved: 1, workedOut: [] });
    expect(await ctx.db.selectFrom('bo_deposit').select(['ticket_no', 'approved', 'note']).execute()).toEqual([
      { ticket_no: 'DP2', approved: true, note: 'AUTO nama+nominal | BCA 10:02 | skor 0.90' },
    ]);
  });
});

describe('what else each run writes', () => {
  const klikBca = (rows: string[]) => ['Tanggal,Keterangan,Cabang,Jumlah,,Saldo', ...rows, ''].join('\r\n');
  const lineIds = async () =>
    new Map(
      (await ctx.db.selectFrom('statement_line').select(['id', 'description', 'pending']).execute()).map((l) => [
        `${l.pending ? 'PEND ' : ''}${l.description}`,
        l.id,
      ]),
    );

  it("approves the earlier of one player's two identical requests and writes on the other which ticket took the money", async () => {
    await upload(
      'checkdata',
      form,
      csv(BO_DEPOSIT_FORMATS.checkdata.template, [
        nexusDeposit('DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO', 100000, { user: 'budi88' }),
        nexusDeposit('DP2', '03/07/2026 14:01:00', 'BUDI SANTOSO', 100000, { user: 'budi88' }),
      ]),
    );
    expect((await upload('mutasiupdepobca', depoAccount, statementFile())).matched).toBe(1);
    const rows = await ctx.db.selectFrom('bo_deposit').select(['ticket_no', 'approved', 'match_hint']).orderBy('ticket_no').execute();
    expect(rows).toEqual([
      { ticket_no: 'DP1', approved: true, match_hint: null },
      { ticket_no: 'DP2', approved: false, match_hint: 'Kemungkinan dobel: ticket DP1 sudah disetujui dengan mutasi BCA 14:02' },
    ]);
    // The player paid the second one too: the hint goes, both are approved.
    await upload(
      'mutasiupdepobca',
      depoAccount,
      csv(bcaFormat.template, [bca('03/07/2026 14:05:00', 'TRSF E-BANKING CR 0307/FTSCY/WS95032 100000.00BUDI SANTOSO', 100000)]),
    );
    expect(await ctx.db.selectFrom('bo_deposit').select(['ticket_no', 'approved', 'match_hint']).orderBy('ticket_no').execute()).toEqual([
      { ticket_no: 'DP1', approved: true, match_hint: null },
      { ticket_no: 'DP2', approved: true, match_hint: null },
    ]);
  });

  it('never approves money paid into another account than the one the BO row names, nor a row the panel refused', async () => {
    await ctx.db.insertInto('bank_account').values({ website_code: 'ABC', kind: 'DEPO', bank: 'BCA', name: 'PT ABC 2', number: '3333333333' }).execute();
    await upload(
      'checkdata',
      form,
      csv(BO_DEPOSIT_FORMATS.checkdata.template, [
        nexusDeposit('DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO', 100000, { corporate: 'BCA - PT ABC 2 - 3333333333' }),
        nexusDeposit('DP2', '03/07/2026 14:01:00', 'SITI AMINAH', 50000, { bank: 'MANDIRI - SITI AMINAH - 1230004567890', status: 'REJECTED' }),
      ]),
    );
    expect((await upload('mutasiupdepobca', depoAccount, statementFile())).matched).toBe(0);
    expect(await ctx.db.selectFrom('bo_deposit').select(['ticket_no', 'approved']).orderBy('ticket_no').execute()).toEqual([
      { ticket_no: 'DP1', approved: false },
      { ticket_no: 'DP2', approved: false },
    ]);
  });

  it('never approves again a pair a person took back', async () => {
    await upload('checkdata', form, boFile());
    await upload('mutasiupdepobca', depoAccount, statementFile());
    const dp1 = await ctx.db.selectFrom('bo_deposit').select(['id', 'matched_line_id']).where('ticket_no', '=', 'DP1').executeTakeFirstOrThrow();
    // What taking back an approval leaves (review/revert.ts): the refusal, the row Pending, the line free.
    await ctx.db
      .insertInto('match_refusal')
      .values({ side: 'DEPOSIT', bo_id: dp1.id, line_id: dp1.matched_line_id, reason: 'salah orang', created_by_name: 'admin' })
      .execute();
    await ctx.db
      .updateTable('bo_deposit')
      .set({ approved: false, note: null, match_rule: null, matched_line_id: null, approved_at: null })
      .where('id', '=', dp1.id)
      .execute();
    await ctx.db.updateTable('statement_line').set({ matched_bo_id: null, approved: false, note: null }).where('id', '=', dp1.matched_line_id!).execute();
    expect(await ctx.db.transaction().execute((trx) => reconcileAfterUpload(trx, { websiteCode: 'ABC', dates: ['2026-07-03'] }))).toEqual({
      approved: 0,
      workedOut: [],
    });
    expect(await ctx.db.selectFrom('bo_deposit').select(['approved', 'matched_line_id']).where('id', '=', dp1.id).executeTakeFirstOrThrow()).toEqual({
      approved: false,
      matched_line_id: null,
    });
  });

  it('takes back its own approval of a payout whose money came back days later, outside the dates of the run', async () => {
    await upload('bowd', form, csv(BO_WITHDRAW_FORMATS.bowd.template, [nexusWithdrawal('WD1', '03/07/2026 15:20:05', 'SITI AMINAH', 250000)]));
    await upload(
      'mutasiupdepobca',
      wdAccount,
      csv(bcaFormat.template, [bca('03/07/2026 15:25:00', 'BI-FAST DB TRANSFER   KE 009 SITI AMINAH  KBI', 250000, 'DB')]),
    );
    expect(await ctx.db.selectFrom('bo_withdraw').select(['approved']).executeTakeFirstOrThrow()).toEqual({ approved: true });
    // Three days later the receiving bank returns it: the run of 6 July does not read the withdrawal of the 3rd.
    await upload(
      'mutasiupdepobca',
      { ...wdAccount, dates: '06-Jul-2026' },
      csv(bcaFormat.template, [bca('06/07/2026 10:00:00', 'BI-FAST CR RETUR TRANSFER   DR 009 SITI AMINAH', 250000, 'CR')]),
    );
    expect(await ctx.db.selectFrom('bo_withdraw').select(['approved', 'match_rule', 'matched_line_id', 'note']).executeTakeFirstOrThrow()).toEqual({
      approved: false,
      match_rule: null,
      matched_line_id: null,
      note: null,
    });
    const lines = await ctx.db
      .selectFrom('statement_line')
      .select(['direction', 'channel', 'matched_bo_id', 'approved', 'return_of_line_id'])
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { direction: 'DB', channel: 'BI_FAST', matched_bo_id: null, approved: false, return_of_line_id: null },
      { direction: 'CR', channel: 'RETURN', matched_bo_id: null, approved: false, return_of_line_id: expect.any(Number) },
    ]);
  });

  it('links a KlikBCA PEND row to its booked row of the evening export, and a returned payout to its return', async () => {
    const text = 'TRSF E-BANKING CR 0307/FTSCY/WS95031 50000.00SITI AMINAH';
    await upload('mutasiupdepobca', depoAccount, klikBca([`PEND,${text},0000,50000.00,CR,`]));
    await upload('mutasiupdepobca', depoAccount, klikBca([`'03/07,${text},0000,50000.00,CR,5050000.00`]));
    const ids = await lineIds();
    const links = async () => ctx.db.selectFrom('statement_line').select(['id', 'twin_of_line_id', 'return_of_line_id']).orderBy('id').execute();
    expect(await links()).toEqual([
      { id: ids.get(`PEND ${text}`), twin_of_line_id: null, return_of_line_id: null },
      { id: ids.get(text), twin_of_line_id: ids.get(`PEND ${text}`), return_of_line_id: null },
    ]);

    // A payout from the WD account and, an hour later, its money back (the parser reads such a credit as RETURN).
    await upload('mutasiupdepobca', wdAccount, csv(bcaFormat.template, payoutAndItsReturn()));
    const wd = await lineIds();
    const payout = wd.get('BI-FAST DB TRANSFER   KE 009 SITI AMINAH  KBI')!,
      back = wd.get('BI-FAST CR RETUR TRANSFER DR 009 SITI AMINAH')!;
    await ctx.db.updateTable('statement_line').set({ channel: 'RETURN' }).where('id', '=', back).execute();
    await upload('bowd', form, csv(BO_WITHDRAW_FORMATS.bowd.template, [nexusWithdrawal('WD1', '03/07/2026 15:20:05', 'SITI AMINAH', 250000)]));
    expect((await links()).filter((l) => l.id === back || l.id === payout)).toEqual([
      { id: payout, twin_of_line_id: null, return_of_line_id: null },
      { id: back, twin_of_line_id: null, return_of_line_id: payout },
    ]);
    expect(await ctx.db.selectFrom('bo_withdraw').select(['ticket_no', 'approved']).execute()).toEqual([{ ticket_no: 'WD1', approved: false }]);
  });
});

/** The id of a stored BO deposit by its ticket. */
const idOf = async (ticket: string) => (await ctx.db.selectFrom('bo_deposit').select('id').where('ticket_no', '=', ticket).executeTakeFirstOrThrow()).id;

describe('GET /api/suggestions/{bo|bowd}?ids=', () => {
  it('runs for a page over the rows and lines of amounts near the rows asked (a QRIS line by its gross); the other rows are players only', async () => {
    await upload('checkdata', form, boFile());
    await upload('mutasiupdepobca', depoAccount, statementFile());
    await upload('mutasiupdepoqris', form, qrisFile());
    const scope = await loadScope(ctx.db, 'DEPOSIT', { websiteCode: 'ABC', from: '2026-07-03', to: '2026-07-03' }, [
      [2_500_000, 2_500_000],
      [9_000_000, 10_000_000],
    ]);
    expect(scope.bos.map((b) => b.row.ticket).sort()).toEqual(['DP1', 'DP5']);
    // The rows of 50 000, 75 000 and 200 000 name players still: a name without its middle word may be one of theirs.
    expect(scope.players.map((p) => p.names[0]).sort()).toEqual(['ANDI WIJAYA', 'RINA MARLINA', 'SITI AMINAH']);
    // With what tells a namesake apart: username, bank, account number.
    expect(scope.players.find((p) => p.names[0] === 'SITI AMINAH')).toMatchObject({ playerBank: 'MANDIRI', accountNumber: '1230004567890' });
    expect(scope.players.every((p) => p.player !== '')).toBe(true);
    const loaded = (amountSen: number) => scope.lines.find((l) => l.line.amountSen === amountSen);
    expect(loaded(10_000_000)?.matchedBoId).toBe(scope.bos.find((b) => b.row.ticket === 'DP1')!.row.id);
    expect(loaded(2_482_500)?.line.grossSen).toBe(2_500_000);
    expect(scope.lines).toHaveLength(2);
  });

  it("shows a ticket the panel refused the lines that may be its player's money, never approving it", async () => {
    // Seen from the desk: a refused ticket said `Belum ada mutasi yang cocok.` though BUDI's money was on the
    // statement, and a checker approving it anyway (confirmed) could not link the line.
    const refused = nexusDeposit('DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO', 100000, { status: 'REJECTED' });
    const taken = nexusDeposit('DP3', '03/07/2026 14:02:00', 'SITI AMINAH', 50000, { status: 'CANCELLED' });
    const payer = nexusDeposit('DP2', '03/07/2026 14:01:00', 'SITI AMINAH', 50000, { user: 'siti' });
    await upload('checkdata', form, csv(BO_DEPOSIT_FORMATS.checkdata.template, [refused, taken, payer]));
    await upload(
      'mutasiupdepobca',
      depoAccount,
      csv(bcaFormat.template, [
        bca('03/07/2026 14:02:10', 'TRSF E-BANKING CR 0307/FTSCY/WS95031 100000.00BUDI SANTOSO', 100000),
        bca('03/07/2026 14:03:00', 'TRSF E-BANKING CR 0307/FTSCY/WS95031 50000.00SITI AMINAH', 50000),
      ]),
    );
    expect((await state()).bo.map((r) => [r.ticket_no, r.approved])).toEqual([
      ['DP1', false],
      ['DP2', true],
      ['DP3', false],
    ]);
    forgetDayViews();
    const res = await ctx.request({ method: 'GET', url: `/api/suggestions/bo?ids=${await idOf('DP1')},${await idOf('DP3')}`, cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { best: { counterparty_name: string; matched_ticket: string | null; reasons: string[] } }) => r.best)).toMatchObject([
      { counterparty_name: 'BUDI SANTOSO', matched_ticket: null, reasons: ['ticket ditolak panel'] },
      { counterparty_name: 'SITI AMINAH', matched_ticket: 'DP2', reasons: ['sudah dipakai ticket DP2'] },
    ]);
    // Asked again, nothing approved them.
    expect((await state()).bo.map((r) => r.approved)).toEqual([false, true, false]);
  });

  it('answers the best line of each Pending row asked, in the order asked, with how many there are, in one call', async () => {
    await uploadMandiriRequests('DP6', 'DP7', 'DP9', 'DP10');
    await uploadDepositLines(
      bca('03/07/2026 16:02:00', 'BI-FAST CR TRANSFER   DR 008 DEWI LESTARI', 93500),
      bca('03/07/2026 16:31:00', 'BI-FAST CR TRANSFER   DR 008 SITI AMINAH', 20000),
    );
    const [dp6, dp7, dp9, dp10] = [await idOf('DP6'), await idOf('DP7'), await idOf('DP9'), await idOf('DP10')];
    const res = await ctx.request({ method: 'GET', url: `/api/suggestions/bo?ids=${dp9},${dp6},${dp10},999999,${dp7}`, cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: dp9, best: null, count: 0 },
      {
        id: dp6,
        count: 1,
        best: DEWI_FOR_DP6,
      },
      // Approved by the upload's run: nothing to suggest.
      { id: dp10, best: null, count: 0 },
      { id: dp7, best: null, count: 0 },
    ]);
    // The same answer as the row's own list.
    const one = (await ctx.request({ method: 'GET', url: `/api/suggestions/bo/${dp6}`, cookie: admin })).json();
    expect(one).toEqual([res.json()[1].best]);
  });

  it("leaves out another website's rows for a CHECKER; refuses CS, an unknown kind and a malformed or too long list", async () => {
    const xyz = await ctx.addWebsite('XYZ', 'NEXUS');
    await upload('checkdata', form, boFile());
    const id = await idOf('DP3');
    await ctx.addAccount('checker_xyz', 'CHECKER', xyz);
    await ctx.addAccount('cs_xyz', 'CS', xyz);
    const as = async (name: string, url: string) => ctx.request({ method: 'GET', url, cookie: await ctx.login(name, USER_PASSWORD) });
    const other = await as('checker_xyz', `/api/suggestions/bo?ids=${id}`);
    expect([other.statusCode, other.json()]).toEqual([200, []]);
    expect((await as('cs_xyz', `/api/suggestions/bo?ids=${id}`)).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: `/api/suggestions/mutasi?ids=${id}`, cookie: admin })).statusCode).toBe(400);
    for (const ids of ['', 'a', '1,,2', '-1', '0', '1;2', '99999999999']) {
      const bad = await ctx.request({ method: 'GET', url: `/api/suggestions/bo?ids=${ids}`, cookie: admin });
      expect([ids, bad.statusCode]).toEqual([ids, 400]);
    }
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const tooMany = await ctx.request({ method: 'GET', url: `/api/suggestions/bo?ids=${many}`, cookie: admin });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, 'ids paling banyak 100.']);
    expect((await ctx.request({ method: 'GET', url: '/api/suggestions/bo', cookie: admin })).statusCode).toBe(400);
  });
});

describe('GET /api/suggestions/{bo|bowd}/{id}', () => {
  it('lists the likely lines of a Pending row with the reason each was not approved', async () => {
    await uploadMandiriRequests('DP6', 'DP7', 'DP8');
    await uploadDepositLines(
      bca('03/07/2026 16:02:00', 'BI-FAST CR TRANSFER   DR 008 DEWI LESTARI', 93500), // the bank kept a fee
      bca('03/07/2026 16:12:00', 'BI-FAST CR TRANSFER   DR 008 AGUS SETIAWAN', 50000), // which of two requests?
    );
    const res = await ctx.request({ method: 'GET', url: `/api/suggestions/bo/${await idOf('DP6')}`, cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([DEWI_FOR_DP6]);
    const tie = (await ctx.request({ method: 'GET', url: `/api/suggestions/bo/${await idOf('DP7')}`, cookie: admin })).json();
    expect(tie).toMatchObject([{ amount: 50000, counterparty_name: 'AGUS SETIAWAN', reasons: ['ambigu: baris BO lain sama cocoknya dengan mutasi ini'] }]);

    // A second transfer arrives: two players of one name (usernames dp7 and dp8) and two lines alike. Which money is
    // whose, nothing tells: time order is not identity, both stay Pending with both lines offered.
    await uploadDepositLines(bca('03/07/2026 16:13:00', 'BI-FAST CR TRANSFER   DR 008 AGUS SETIAWAN', 50000));
    const ambiguous = { amount: 50000, counterparty_name: 'AGUS SETIAWAN', reasons: ['ambigu: baris BO lain sama cocoknya dengan mutasi ini'] };
    expect((await ctx.request({ method: 'GET', url: `/api/suggestions/bo/${await idOf('DP7')}`, cookie: admin })).json()).toMatchObject([ambiguous, ambiguous]);
  });

  /** Approves rows of 3 July by hand inside its edit window, each with the line the checker saw back it (null: none). */
  async function approveWithLines(...approvals: [string, number | null][]) {
    const clock = ctx.clock.current;
    ctx.clock.current = new Date('2026-07-03T10:00:00Z');
    try {
      const arr = [];
      for (const [ticket, line] of approvals)
        arr.push({ bo_id: await idOf(ticket), ket_app: 'dicek manual', depo_edited_by: 1, ...(line === null ? {} : { mutasi_id: line }) });
      const res = await ctx.request({ method: 'PUT', url: '/api/updatebodepostts', cookie: admin, payload: { bank_statement_date: '3-Jul-2026', arr } });
      expect(res.statusCode).toBe(200);
    } finally {
      ctx.clock.current = clock;
    }
  }
  /** Renames a line behind the app's back (no activity entry): a day worked out again shows the new name, a kept one the old. */
  const renameLine = (id: number, name: string) => ctx.db.updateTable('statement_line').set({ counterparty_name: name }).where('id', '=', id).execute();
  const suggestionsOf = async (ticket: string) =>
    (await ctx.request({ method: 'GET', url: `/api/suggestions/bo/${await idOf(ticket)}`, cookie: admin })).json() as {
      line_id: number;
      counterparty_name: string;
      matched_ticket: string | null;
      reasons: string[];
    }[];

  it("are worked out again once the day changes: a checker's approval frees the tie (the day's run is kept until then)", async () => {
    await uploadMandiriRequests('DP7', 'DP8');
    await uploadDepositLines(bca('03/07/2026 16:12:00', 'BI-FAST CR TRANSFER   DR 008 AGUS SETIAWAN', 50000));
    const dp7 = `/api/suggestions/bo/${await idOf('DP7')}`;
    const tie = { counterparty_name: 'AGUS SETIAWAN', reasons: ['ambigu: baris BO lain sama cocoknya dengan mutasi ini'] };
    expect((await ctx.request({ method: 'GET', url: dp7, cookie: admin })).json()).toMatchObject([tie]);
    expect((await ctx.request({ method: 'GET', url: dp7, cookie: admin })).json()).toMatchObject([tie]);
    // The checker approves DP8 by hand, without naming a line: DP7 is alone with the line now.
    await approveWithLines(['DP8', null]);
    const after = (await ctx.request({ method: 'GET', url: dp7, cookie: admin })).json() as { reasons: string[] }[];
    expect(after).toHaveLength(1);
    expect(after[0]!.reasons[0]).toMatch(/^cocok sekarang \(AUTO nama\+nominal \| BCA 16:12/);
  });

  it("are kept through a checker's approval with the line they saw back the row: the other rows' are not worked out again", async () => {
    await uploadMandiriRequests('DP6', 'DP9');
    await uploadDepositLines(
      bca('03/07/2026 16:02:00', 'BI-FAST CR TRANSFER   DR 008 DEWI LESTARI', 93500),
      bca('03/07/2026 16:21:00', 'BI-FAST CR TRANSFER   DR 008 RINA GUNAWAN', 73500),
    );
    const page = `/api/suggestions/bo?ids=${await idOf('DP6')},${await idOf('DP9')}`;
    const [dewi, rina] = (await ctx.request({ method: 'GET', url: page, cookie: admin })).json() as { best: { line_id: number; counterparty_name: string } }[];
    expect([dewi!.best.counterparty_name, rina!.best.counterparty_name]).toEqual(['DEWI LESTARI', 'RINA GUNAWAN']);

    await approveWithLines(['DP6', dewi!.best.line_id]);
    await renameLine(rina!.best.line_id, 'RINA GUNAWATI');
    expect(await suggestionsOf('DP6')).toEqual([]);
    expect((await suggestionsOf('DP9')).map((s) => s.counterparty_name)).toEqual(['RINA GUNAWAN']);
    // Worked out again, the day shows what the database holds now: the rename above is seen.
    forgetDayViews();
    expect((await suggestionsOf('DP9')).map((s) => s.counterparty_name)).toEqual(['RINA GUNAWATI']);
  });

  it("are kept through a checker's approval without a line, but for the rows whose amount range holds the approved row's", async () => {
    await uploadMandiriRequests('DP6', 'DP7', 'DP8', 'DP9');
    await uploadDepositLines(
      bca('03/07/2026 16:02:00', 'BI-FAST CR TRANSFER   DR 008 DEWI LESTARI', 93500),
      bca('03/07/2026 16:12:00', 'BI-FAST CR TRANSFER   DR 008 AGUS SETIAWAN', 50000),
      bca('03/07/2026 16:21:00', 'BI-FAST CR TRANSFER   DR 008 RINA GUNAWAN', 73500),
    );
    const page = `/api/suggestions/bo?ids=${await idOf('DP6')},${await idOf('DP7')},${await idOf('DP9')}`;
    const best = (await ctx.request({ method: 'GET', url: page, cookie: admin })).json() as { best: { line_id: number; reasons: string[] } }[];
    expect(best.map((b) => b.best.reasons)).toEqual([
      ['nominal beda Rp6.500 (biaya transfer?)'],
      ['ambigu: baris BO lain sama cocoknya dengan mutasi ini'],
      ['nominal beda Rp1.500 (biaya transfer?)'],
    ]);
    // DP8 (50 000) is approved with a note only; then the 100 000 and 75 000 rows' lines are renamed behind the app's back.
    await approveWithLines(['DP8', null]);
    await renameLine(best[0]!.best.line_id, 'DEWI LESTARY');
    await renameLine(best[2]!.best.line_id, 'RINA GUNAWATI');
    // DP7, of DP8's amount, is worked out again: alone with AGUS SETIAWAN's money now. DP6 and DP9 are as kept.
    expect((await suggestionsOf('DP7'))[0]!.reasons[0]).toMatch(/^cocok sekarang \(AUTO nama\+nominal \| BCA 16:12/);
    expect((await suggestionsOf('DP6')).map((s) => s.counterparty_name)).toEqual(['DEWI LESTARI']);
    expect((await suggestionsOf('DP9')).map((s) => s.counterparty_name)).toEqual(['RINA GUNAWAN']);
    forgetDayViews();
    expect((await suggestionsOf('DP9')).map((s) => s.counterparty_name)).toEqual(['RINA GUNAWATI']);
  });

  it('are worked out again, for the row, where the line approved was offered to another row', async () => {
    await uploadMandiriRequests('DP6', 'DP9');
    await uploadDepositLines(bca('03/07/2026 16:21:00', 'BI-FAST CR TRANSFER   DR 008 RINA GUNAWAN', 73500));
    const [rina] = await suggestionsOf('DP9');
    expect([rina!.matched_ticket, await suggestionsOf('DP6')]).toEqual([null, []]);
    // The checker knows better: RINA GUNAWAN paid for DEWI LESTARI.
    await approveWithLines(['DP6', rina!.line_id]);
    expect(await suggestionsOf('DP9')).toMatchObject([
      { line_id: rina!.line_id, matched_ticket: 'DP6', reasons: ['sudah dipakai ticket DP6', 'nominal beda Rp1.500 (biaya transfer?)'] },
    ]);
  });

  it('are worked out again after the approval of a row in a tie: the other row may take the money now', async () => {
    await uploadMandiriRequests('DP7', 'DP8');
    await uploadDepositLines(
      bca('03/07/2026 16:12:00', 'BI-FAST CR TRANSFER   DR 008 AGUS SETIAWAN', 50000),
      bca('03/07/2026 16:15:00', 'BI-FAST CR TRANSFER   DR 008 BUDI HARTONO', 50000),
    );
    const [agus] = await suggestionsOf('DP7');
    expect(agus!.reasons).toEqual(['ambigu: baris BO lain sama cocoknya dengan mutasi ini']);
    await suggestionsOf('DP8');
    // DP8 was in the tie: approved with another line (the checker knows why), DP7 is alone with AGUS SETIAWAN's money.
    const budi = (await ctx.db.selectFrom('statement_line').select('id').where('counterparty_name', '=', 'BUDI HARTONO').executeTakeFirstOrThrow()).id;
    await approveWithLines(['DP8', budi]);
    const [now] = await suggestionsOf('DP7');
    expect(now!.reasons[0]).toMatch(/^cocok sekarang \(AUTO nama\+nominal \| BCA 16:12/);
  });

  it("answers 404 for another website's row or an unknown one, 403 to CS, 400 for an unknown kind", async () => {
    const xyz = await ctx.addWebsite('XYZ', 'NEXUS');
    const abc = (await ctx.db.selectFrom('website').select('id').where('code', '=', 'ABC').executeTakeFirstOrThrow()).id;
    await upload('checkdata', form, boFile());
    const id = await idOf('DP3');
    await ctx.addAccount('checker_xyz', 'CHECKER', xyz);
    await ctx.addAccount('checker_abc', 'CHECKER', abc);
    await ctx.addAccount('cs_abc', 'CS', abc);
    const as = async (name: string, url: string) => ctx.request({ method: 'GET', url, cookie: await ctx.login(name, USER_PASSWORD) });
    expect((await as('checker_abc', `/api/suggestions/bo/${id}`)).statusCode).toBe(200);
    const other = await as('checker_xyz', `/api/suggestions/bo/${id}`);
    expect([other.statusCode, other.json()]).toEqual([404, { message: MSG.notFound }]);
    expect((await as('cs_abc', `/api/suggestions/bo/${id}`)).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/suggestions/bo/999999', cookie: admin })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: `/api/suggestions/bowd/${id}`, cookie: admin })).statusCode).toBe(404);
    const bad = await ctx.request({ method: 'GET', url: `/api/suggestions/mutasi/${id}`, cookie: admin });
    expect(bad.statusCode).toBe(400);
  });
});
