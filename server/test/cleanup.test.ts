import { sql } from 'kysely';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { CLEANUP_MSG, MSG } from '@auto-checker/contract';
import { BO_DEPOSIT_FORMATS, BO_WITHDRAW_FORMATS } from '../src/modules/bo/formats.ts';
import { bcaFormat } from '../src/modules/statements/parsers/bca.ts';
import { runsInProcess } from '../src/db/pages.ts';
import { upkeepNow, upkeepPending } from '../src/db/upkeep.ts';
import { USER_PASSWORD, useTestContext } from './support/harness.ts';
import { csv } from './support/multipart.ts';
import { bcaLine as bca, nexusDeposit, nexusWithdrawal } from './support/nexus-rows.ts';
import { ABC_DEPO, ABC_FORM, ABC_WD, accountForm, uploadAs, websiteWithAccounts } from './support/website-accounts.ts';
import { newActivities } from './support/records.ts';
import { NO_DECISION } from './support/review-world.ts';

/** Delete BO / Mutasi: DELETE /api/deletebomutasi {date, group}, uploads of at most 24 hours only. */

const ctx = useTestContext();
let admin: string;

const HOUR = 3_600_000;

/** Website ABC (id 1) with its BCA accounts, XYZ; checker CHECKER of ABC, checkerx CHECKER of XYZ, cs CS of ABC. */
beforeEach(async () => {
  admin = await websiteWithAccounts(ctx, [ABC_DEPO, ABC_WD]);
  const xyz = await ctx.addWebsite('XYZ', 'NEXUS');
  await ctx.addAccount('checker', 'CHECKER', 1);
  await ctx.addAccount('checkerx', 'CHECKER', xyz);
  await ctx.addAccount('cs', 'CS', 1);
});

const form = ABC_FORM;
const depoAccount = accountForm(ABC_DEPO);
const wdAccount = accountForm(ABC_WD);

const boFile = () =>
  csv(BO_DEPOSIT_FORMATS.checkdata.template, [
    nexusDeposit('DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO', 100000),
    // A BI-FAST line `DR 008` comes from a Mandiri account.
    nexusDeposit('DP2', '03/07/2026 14:01:00', 'SITI AMINAH', 50000, { bank: 'MANDIRI - SITI AMINAH - 1234567890' }),
    nexusDeposit('DP3', '03/07/2026 14:02:00', 'ANDI WIJAYA', 75000),
  ]);
const wdFile = () => csv(BO_WITHDRAW_FORMATS.bowd.template, [nexusWithdrawal('WD1', '03/07/2026 15:20:05', 'RINA MARLINA', 250000)]);
const statementFile = () =>
  csv(bcaFormat.template, [
    bca('03/07/2026 14:02:10', 'TRSF E-BANKING CR 0307/FTSCY/WS95031 100000.00BUDI SANTOSO', 100000),
    bca('03/07/2026 14:03:00', 'BI-FAST CR TRANSFER   DR 008 SDR SITI AMINAH', 50000),
    bca('03/07/2026 14:04:00', 'BI-FAST CR TRANSFER   DR 008 HENDRA GUNAWAN', 75000),
  ]);
const wdStatementFile = () => csv(bcaFormat.template, [bca('03/07/2026 15:25:00', 'TRSF E-BANKING DB 0307/FTSCY/WS95031 RINA MARLINA', 250000, 'DB')]);

/** Uploads as ADMIN; answers the upload's id. */
async function upload(endpoint: string, fields: Record<string, string>, content: string): Promise<number> {
  await uploadAs(ctx, admin, endpoint, fields, content);
  const last = await ctx.db.selectFrom('upload').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return last.id;
}

/** Makes an upload `ms` old by the app's clock. */
const age = (uploadId: number, ms: number) =>
  sql`update upload set created_at = ${new Date(ctx.clock.now().getTime() - ms)} where id = ${uploadId}`.execute(ctx.db);

/** As ADMIN unless another session's cookie (or null: no session) is given. */
const remove = (payload: object, cookie: string | null = admin) =>
  ctx.request({ method: 'DELETE', url: '/api/deletebomutasi', payload, ...(cookie === null ? {} : { cookie }) });

async function state() {
  const bo = await ctx.db.selectFrom('bo_deposit').select(['ticket_no', 'approved', 'match_rule']).orderBy('ticket_no').execute();
  const wd = await ctx.db.selectFrom('bo_withdraw').select(['ticket_no', 'approved', 'match_rule']).orderBy('ticket_no').execute();
  const lines = await ctx.db.selectFrom('statement_line').select(['amount', 'direction', 'approved', 'matched_bo_id']).orderBy('booked_at').execute();
  return { bo, wd, lines };
}

describe('Delete BO / Mutasi', () => {
  it('removes every fresh upload of the date with its rows, files and upload records, and says what went', async () => {
    const uploads = [
      await upload('checkdata', form, boFile()),
      await upload('bowd', form, wdFile()),
      await upload('mutasiupdepobca', depoAccount, statementFile()),
      await upload('mutasiupdepobca', wdAccount, wdStatementFile()),
    ];
    expect((await state()).bo.filter((r) => r.approved).map((r) => r.ticket_no)).toEqual(['DP1', 'DP2']);
    const files = (await ctx.db.selectFrom('upload').select('sha256').execute()).map((u) => u.sha256);

    await upkeepNow(ctx.db);
    let res!: Awaited<ReturnType<typeof remove>>;
    const logged = await newActivities(ctx, async () => {
      res = await remove({ date: '03-Jul-2026', group: 'abc' });
    });
    expect(res.statusCode, res.body).toBe(200);
    // The deleted rows stay as dead rows until a vacuum: PGlite is kept up a little later (src/db/upkeep.ts).
    expect(upkeepPending(ctx.db)).toBe(runsInProcess(ctx.db));
    expect(res.json()).toEqual({
      message: 'Berhasil menghapus data ABC tanggal 03-Jul-2026: 3 BO deposit, 1 BO withdraw, 3 mutasi deposit, 1 mutasi withdraw.',
      uploads: 4,
      kept_uploads: 0,
      bo_deposit: 3,
      bo_withdraw: 1,
      mutasi_deposit: 3,
      mutasi_withdraw: 1,
      returned_to_pending: 0,
      rematched: 0,
    });
    expect(await state()).toEqual({ bo: [], wd: [], lines: [] });
    expect(await ctx.db.selectFrom('upload').select('id').where('id', 'in', uploads).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('upload_file').select('sha256').where('sha256', 'in', files).execute()).toEqual([]);
    expect(logged).toEqual([
      {
        username: 'admin',
        role: 'ADMIN',
        website_code: 'ABC',
        activity: 'Delete BO / Mutasi ABC 03-Jul-2026: 3 BO deposit, 1 BO withdraw, 3 mutasi deposit, 1 mutasi withdraw (4 upload dihapus)',
      },
    ]);

    // Nothing is left: the same request now says so, and the same files can be uploaded again.
    const again = await remove({ date: '03-Jul-2026', group: 'ABC' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: CLEANUP_MSG.nothing('ABC', '03-Jul-2026') });
    await upload('checkdata', form, boFile());
    expect((await state()).bo.map((r) => r.ticket_no)).toEqual(['DP1', 'DP2', 'DP3']);
  });

  it('returns the BO rows the matcher had approved with deleted lines to Pending', async () => {
    const bo = await upload('checkdata', form, boFile());
    await age(bo, 30 * HOUR); // the BO file is old and stays
    await upload('mutasiupdepobca', depoAccount, statementFile());
    expect((await state()).lines.map((l) => l.approved)).toEqual([true, true, false]);

    const res = await remove({ date: '03-Jul-2026', group: 'ABC' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message:
        'Berhasil menghapus data ABC tanggal 03-Jul-2026: 0 BO deposit, 0 BO withdraw, 3 mutasi deposit, 0 mutasi withdraw. ' +
        '2 data pasangannya kembali Pending dan dicocokkan ulang (0 approve otomatis). 1 upload lebih dari 24 jam tidak dihapus.',
      uploads: 1,
      kept_uploads: 1,
      returned_to_pending: 2,
      rematched: 0,
    });
    expect((await state()).bo).toEqual([
      { ticket_no: 'DP1', approved: false, match_rule: null },
      { ticket_no: 'DP2', approved: false, match_rule: null },
      { ticket_no: 'DP3', approved: false, match_rule: null },
    ]);
    const notes = await ctx.db.selectFrom('bo_deposit').select(['note', 'matched_line_id', 'approved_at']).execute();
    expect(notes.every((n) => n.note === null && n.matched_line_id === null && n.approved_at === null)).toBe(true);
  });

  it("returns a person's approval that named a deleted line to Pending with nothing of that approval left", async () => {
    const before = ctx.clock.current;
    ctx.clock.current = new Date('2026-07-03T10:00:00Z'); // inside the edit window of 3 July, for the approval
    onTestFinished(() => {
      ctx.clock.current = before;
    });
    const bo = await upload('checkdata', form, boFile());
    await age(bo, 30 * HOUR);
    await upload('mutasiupdepobca', depoAccount, statementFile());
    // DP3 asked 75 000 as ANDI WIJAYA; a checker saw HENDRA GUNAWAN's 75 000 back it and named that line.
    const dp3 = await ctx.db.selectFrom('bo_deposit').select('id').where('ticket_no', '=', 'DP3').executeTakeFirstOrThrow();
    const hendra = await ctx.db.selectFrom('statement_line').select('id').where('counterparty_name', 'like', '%HENDRA%').executeTakeFirstOrThrow();
    const approve = await ctx.request({
      method: 'PUT',
      url: '/api/updatebodepostts',
      cookie: admin,
      payload: { arr: [{ bo_id: dp3.id, ket_app: 'dicek: dibayar kakaknya', depo_amount: '75000', mutasi_id: hendra.id }] },
    });
    expect(approve.statusCode, approve.body).toBe(200);

    expect((await remove({ date: '03-Jul-2026', group: 'ABC' })).statusCode).toBe(200);
    const row = await ctx.db.selectFrom('bo_deposit').selectAll().where('id', '=', dp3.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject(NO_DECISION);
  });

  it('returns the statement lines matched to deleted BO rows to Pending', async () => {
    const statement = await upload('mutasiupdepobca', depoAccount, statementFile());
    await age(statement, 25 * HOUR);
    await upload('checkdata', form, boFile());
    expect((await state()).lines.map((l) => l.approved)).toEqual([true, true, false]);

    const res = await remove({ date: '03-Jul-2026', group: 'ABC' });
    expect(res.json()).toMatchObject({ bo_deposit: 3, mutasi_deposit: 0, returned_to_pending: 2, rematched: 0, kept_uploads: 1 });
    expect((await state()).lines).toEqual([
      { amount: '100000.00', direction: 'CR', approved: false, matched_bo_id: null },
      { amount: '50000.00', direction: 'CR', approved: false, matched_bo_id: null },
      { amount: '75000.00', direction: 'CR', approved: false, matched_bo_id: null },
    ]);
    const notes = await ctx.db.selectFrom('statement_line').select('note').execute();
    expect(notes.every((l) => l.note === null)).toBe(true);
  });

  it('reconciles again: a row left Pending because of a rival request matches once the rival is deleted', async () => {
    const first = await upload('checkdata', form, boFile());
    const statement = await upload('mutasiupdepobca', depoAccount, statementFile());
    await age(first, 48 * HOUR);
    await age(statement, 48 * HOUR);
    // The same player asked for the same 100 000 a minute later, by mistake: which request the money backs is a guess.
    const rival = csv(BO_DEPOSIT_FORMATS.checkdata.template, [nexusDeposit('DP9', '03/07/2026 14:01:00', 'BUDI SANTOSO', 100000)]);
    await upload('checkdata', form, rival);
    expect((await state()).bo.find((r) => r.ticket_no === 'DP1')).toEqual({ ticket_no: 'DP1', approved: false, match_rule: null });

    const res = await remove({ date: '03-Jul-2026', group: 'ABC' });
    expect(res.json()).toMatchObject({ uploads: 1, kept_uploads: 2, bo_deposit: 1, returned_to_pending: 0, rematched: 1 });
    expect((await state()).bo).toEqual([
      { ticket_no: 'DP1', approved: true, match_rule: 'NAME' },
      { ticket_no: 'DP2', approved: true, match_rule: 'NAME' },
      { ticket_no: 'DP3', approved: false, match_rule: null },
    ]);
  });

  it('deletes an upload exactly 24 hours old, and refuses one a millisecond older with nothing removed', async () => {
    const bo = await upload('checkdata', form, boFile());
    await age(bo, 24 * HOUR + 1);
    const refused = await remove({ date: '03-Jul-2026', group: 'ABC' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: CLEANUP_MSG.tooOld('ABC', '03-Jul-2026') });
    expect(refused.json().message).toBe('Data ABC tanggal 03-Jul-2026 diupload lebih dari 24 jam yang lalu dan tidak bisa dihapus.');
    expect((await state()).bo).toHaveLength(3);

    await age(bo, 24 * HOUR);
    const res = await remove({ date: '3-Jul-2026', group: 'ABC' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ uploads: 1, bo_deposit: 3 });
    expect((await state()).bo).toEqual([]);
  });

  it('keeps the rows of other dates and other websites, even from the same upload', async () => {
    const twoDays = csv(BO_DEPOSIT_FORMATS.checkdata.template, [
      nexusDeposit('DP1', '03/07/2026 14:00:00', 'BUDI SANTOSO', 100000),
      nexusDeposit('DP2', '04/07/2026 09:00:00', 'SITI AMINAH', 50000),
    ]);
    const { dates: _ignored, ...noDate } = form;
    const id = await upload('checkdata', noDate, twoDays);
    const res = await remove({ date: '2026-07-03', group: 'ABC' });
    expect(res.json()).toMatchObject({ uploads: 1, bo_deposit: 1 });
    expect((await state()).bo.map((r) => r.ticket_no)).toEqual(['DP2']);
    // The upload still holds a row of 4 July, so its record stays.
    expect(await ctx.db.selectFrom('upload').select('id').where('id', '=', id).execute()).toEqual([{ id }]);
    const other = await remove({ date: '03-Jul-2026', group: 'XYZ' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: CLEANUP_MSG.nothing('XYZ', '03-Jul-2026') });
  });

  it('refuses a bad date, an unknown website, and the roles and websites that may not delete', async () => {
    await upload('checkdata', form, boFile());
    const bad = await remove({ date: '31-Feb-2026', group: 'ABC' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: CLEANUP_MSG.badDate('31-Feb-2026') });
    const noGroup = await remove({ date: '03-Jul-2026', group: '  ' });
    expect(noGroup.statusCode).toBe(400);
    const unknown = await remove({ date: '03-Jul-2026', group: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MSG.websiteNotFound });

    expect((await remove({ date: '03-Jul-2026', group: 'ABC' }, null)).statusCode).toBe(401);
    const cs = await remove({ date: '03-Jul-2026', group: 'ABC' }, await ctx.login('cs', USER_PASSWORD));
    expect(cs.statusCode).toBe(403);
    const otherChecker = await remove({ date: '03-Jul-2026', group: 'ABC' }, await ctx.login('checkerx', USER_PASSWORD));
    expect(otherChecker.statusCode).toBe(404);
    expect(otherChecker.json()).toEqual({ message: MSG.websiteNotFound });
    expect((await state()).bo).toHaveLength(3);

    const own = await remove({ date: '03-Jul-2026', group: 'ABC' }, await ctx.login('checker', USER_PASSWORD));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ bo_deposit: 3 });
  });
});
