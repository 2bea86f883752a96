import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, REVIEW_WRITE_MSG } from '@auto-checker/contract';
import { revertNote } from '../src/modules/review/repo/bo-view.ts';
import { describeRevert } from '../src/modules/review/revert.ts';
import { bcaFormat } from '../src/modules/statements/parsers/bca.ts';
import { useTestContext } from './support/harness.ts';
import { csv } from './support/multipart.ts';
import { bca, bo, deposit, depoAccount, depositFile, withdrawal, withdrawFile } from './support/review-fixtures.ts';
import { NOON_3_JULY, expectRefused, reviewCalls, signInAt, startReviewDay, writtenRows, type Cookies } from './support/review-fixtures.ts';
import { NO_DECISION } from './support/review-world.ts';
import { uploadAs } from './support/website-accounts.ts';
import { expectPage, newActivities } from './support/records.ts';
import { runsInProcess } from '../src/db/pages.ts';
import { upkeepChanged } from '../src/db/upkeep.ts';

/**
 * PUT /api/revertbo and /api/revertbowd (ours): a person takes an approval back, the row returns to
 * Pending, its line is freed and may back another row, and View BO says who took it back and why.
 */

const ctx = useTestContext();

// ---- pure parts ----------------------------------------------------------------------------------

describe('the words', () => {
  it('revert_note names who, when in Jakarta (day, month, hour:minute) and why', () => {
    expect(revertNote('rina', new Date('2026-11-24T00:13:00Z'), 'salah orang')).toBe('Dibatalkan oleh rina 24 Nov 07:13: salah orang');
    // 17:30 UTC on 3 July is already 4 July in Jakarta.
    expect(revertNote('budi', new Date('2026-07-03T17:30:00Z'), 'dobel')).toBe('Dibatalkan oleh budi 4 Jul 00:30: dobel');
  });

  it('the activity names the ticket, how it had been approved, who took it back and why', () => {
    const row = { websiteCode: 'ABC', ticket: 'DP2', matchRule: 'NAME', matchedLineId: 12, approvedByName: null };
    expect(describeRevert('DEPOSIT', row, 'budi', 'salah orang')).toBe(
      'Batalkan approve BO deposit ABC DP2 (otomatis NAME, mutasi #12) oleh budi: salah orang',
    );
    expect(describeRevert('WITHDRAW', { ...row, ticket: 'WD1', matchRule: null, matchedLineId: null, approvedByName: 'admin' }, 'budi', 'x')).toBe(
      'Batalkan approve BO withdraw ABC WD1 (approve oleh admin) oleh budi: x',
    );
  });
});

// ---- calls ---------------------------------------------------------------------------------------

let who: Cookies;
let adminId: number;
let budiId: number;

const upload = (endpoint: string, fields: Record<string, string>, content: string) => uploadAs(ctx, who.admin, endpoint, fields, content);

/**
 * ABC deposits DP1-DP3 and withdrawal WD1 of 3 July (today), XYZ deposit DX1 of 3 July. No statement yet:
 * everything is Pending.
 */
beforeEach(async () => {
  ({ adminId, budiId, who } = await startReviewDay(ctx));
  await upload('bowd', bo('ABC', '03-Jul-2026'), withdrawFile([withdrawal('WD1', '03/07/2026 15:20:05', 'SITI AMINAH', 250000)]));
});

const { depositId, withdrawId, depositRow, put } = reviewCalls(() => ctx);
function lineRow(id: number) {
  return ctx.db.selectFrom('statement_line').select(['matched_bo_id', 'approved', 'note']).where('id', '=', id).executeTakeFirstOrThrow();
}
const refusals = () =>
  ctx.db.selectFrom('match_refusal').select(['side', 'bo_id', 'line_id', 'reason', 'created_by', 'created_by_name', 'created_at']).orderBy('id').execute();

const revertDeposit = async (cookie: string | undefined, ticket: string, reason: unknown) =>
  put(cookie, 'revertbo', { bo_id: await depositId(ticket), reason });
async function approveDeposit(cookie: string, ticket: string, note: string, extra: Record<string, unknown> = {}) {
  const res = await put(cookie, 'updatebodepostts', { arr: [{ bo_id: await depositId(ticket), ket_app: note, ...extra }] });
  expect(res.statusCode, res.body).toBe(200);
}

/** Everything a refused request could have written. */
const snapshot = async () => ({ ...(await writtenRows(ctx)), refusals: await refusals() });

/** A row with nothing of an approval left. */
const PENDING = { ...NO_DECISION, match_hint: null, deleted_at: null };

/** View BO deposits of ABC on 3 July, all three. */
async function viewDeposits(cookie: string) {
  return expectPage(await ctx.request({ method: 'GET', url: '/api/viewbo/3-Jul-2026/ABC/all/100/1', cookie }), 3);
}

describe('PUT /api/revertbo: an approval by the matcher', () => {
  it('returns the row to Pending, frees its line, records the refusal and Tracking, and the matcher does not take the pair again', async () => {
    await upload('mutasiupdepobca', depoAccount, csv(bcaFormat.template, [bca('03/07/2026 14:03:00', 'BI-FAST CR TRANSFER   DR 008 SDR SITI AMINAH', 50000)]));
    const matched = await depositRow('DP2');
    expect(matched).toMatchObject({ approved: true, match_rule: 'NAME' });
    const lineId = matched.matched_line_id!;
    expect(await lineRow(lineId)).toMatchObject({ matched_bo_id: matched.id, approved: true });

    let res!: Awaited<ReturnType<typeof put>>;
    const logged = await newActivities(ctx, async () => {
      res = await revertDeposit(who.budi, 'DP2', '  salah orang, nama sama  ');
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Approve ticket DP2 dibatalkan, data kembali Pending.' });
    expect(res.json()).toEqual({ message: REVIEW_WRITE_MSG.reverted('DP2') });

    expect(await depositRow('DP2')).toMatchObject(PENDING);
    expect(await lineRow(lineId)).toEqual({ matched_bo_id: null, approved: false, note: null });
    expect(await refusals()).toEqual([
      {
        side: 'DEPOSIT',
        bo_id: matched.id,
        line_id: lineId,
        reason: 'salah orang, nama sama',
        created_by: budiId,
        created_by_name: 'budi',
        created_at: new Date(NOON_3_JULY),
      },
    ]);
    expect(logged).toEqual([
      {
        username: 'budi',
        role: 'CHECKER',
        website_code: 'ABC',
        activity: `Batalkan approve BO deposit ABC DP2 (otomatis NAME, mutasi #${lineId}) oleh budi: salah orang, nama sama`,
      },
    ]);

    const dp2 = (await viewDeposits(who.budi)).find((r) => r.ticket_no === 'DP2')!;
    expect(dp2).toMatchObject({
      bo_approve: false,
      ket_app: '',
      match_rule: null,
      matched_line_id: null,
      revert_note: 'Dibatalkan oleh budi 3 Jul 12:00: salah orang, nama sama',
    });
  });
});

describe('PUT /api/revertbo: an approval by a person', () => {
  it('of a row with a line: the freed line backs another row at once (the matcher runs in the same transaction)', async () => {
    // DP3 asked 75 000; 74 000 arrived from ANDI WIJAYA: a checker approved it with that line.
    await upload('mutasiupdepobca', depoAccount, csv(bcaFormat.template, [bca('03/07/2026 14:04:00', 'BI-FAST CR TRANSFER   DR 008 ANDI WIJAYA', 74000)]));
    const lineId = (await ctx.db.selectFrom('statement_line').select('id').where('amount', '=', '74000.00').executeTakeFirstOrThrow()).id;
    await approveDeposit(who.budi, 'DP3', 'Masuk 74.000', { depo_amount: '74000', mutasi_id: lineId });
    // A request of the same player for exactly 74 000 comes later: the line is held by DP3.
    await upload('checkdata', bo('ABC', '03-Jul-2026'), depositFile([deposit('DP9', '03/07/2026 14:03:00', 'ANDI WIJAYA', 74000)]));
    expect(await depositRow('DP9')).toMatchObject({ approved: false });

    const logged = await newActivities(ctx, async () => {
      const res = await revertDeposit(who.admin, 'DP3', 'mutasi ini milik DP9');
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(await depositRow('DP3')).toMatchObject(PENDING);
    const dp9 = await depositRow('DP9');
    expect(dp9).toMatchObject({ approved: true, match_rule: 'NAME', matched_line_id: lineId });
    expect(await lineRow(lineId)).toMatchObject({ matched_bo_id: dp9.id, approved: true });
    expect(await refusals()).toEqual([
      {
        side: 'DEPOSIT',
        bo_id: await depositId('DP3'),
        line_id: lineId,
        reason: 'mutasi ini milik DP9',
        created_by: adminId,
        created_by_name: 'admin',
        created_at: new Date(NOON_3_JULY),
      },
    ]);
    expect(logged).toEqual([
      {
        username: 'admin',
        role: 'ADMIN',
        website_code: 'ABC',
        activity: `Batalkan approve BO deposit ABC DP3 (approve oleh budi, mutasi #${lineId}) oleh admin: mutasi ini milik DP9`,
      },
    ]);
  });

  it('of a row without a line: a refusal with no line, the corrected amount gone, and the row may be approved again', async () => {
    await approveDeposit(who.admin, 'DP1', 'cek manual', { depo_amount: '95000' });
    const changedBefore = upkeepChanged(ctx.db);
    expect((await revertDeposit(who.budi, 'DP1', 'nominal salah')).statusCode).toBe(200);
    expect(upkeepChanged(ctx.db) - changedBefore).toBe(runsInProcess(ctx.db) ? 1 : 0); // src/db/upkeep.ts
    expect(await depositRow('DP1')).toMatchObject({ ...PENDING, depo_amount: '100000.00' });
    expect(await refusals()).toEqual([
      {
        side: 'DEPOSIT',
        bo_id: await depositId('DP1'),
        line_id: null,
        reason: 'nominal salah',
        created_by: budiId,
        created_by_name: 'budi',
        created_at: new Date(NOON_3_JULY),
      },
    ]);
    await approveDeposit(who.budi, 'DP1', 'cek ulang');
    expect(await depositRow('DP1')).toMatchObject({ approved: true, note: 'cek ulang', approved_amount: null, approved_by: budiId });
  });

  it('lets ADMIN take back an approval of any website, recorded under that website', async () => {
    await approveDeposit(who.rudi, 'DX1', 'ok');
    const logged = await newActivities(ctx, async () => {
      expect((await revertDeposit(who.admin, 'DX1', 'dobel')).statusCode).toBe(200);
    });
    expect(await depositRow('DX1')).toMatchObject(PENDING);
    expect(logged).toEqual([
      { username: 'admin', role: 'ADMIN', website_code: 'XYZ', activity: 'Batalkan approve BO deposit XYZ DX1 (approve oleh rudi) oleh admin: dobel' },
    ]);
  });
});

describe('PUT /api/revertbowd', () => {
  it('returns an approved withdrawal to Pending and View BO shows why', async () => {
    const id = await withdrawId('WD1');
    const approve = await put(who.budi, 'updatebosttswd', { arr: [{ wd_bo_id: id, wd_ket_app: 'dibayar manual', wd_amount: '245000' }] });
    expect(approve.statusCode, approve.body).toBe(200);

    let res!: Awaited<ReturnType<typeof put>>;
    const logged = await newActivities(ctx, async () => {
      res = await put(who.budi, 'revertbowd', { wd_bo_id: String(id), reason: 'belum dibayar' });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Approve ticket WD1 dibatalkan, data kembali Pending.' });
    expect(await ctx.db.selectFrom('bo_withdraw').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
      ...PENDING,
      amount: '250000.00',
    });
    expect(await refusals()).toEqual([
      { side: 'WITHDRAW', bo_id: id, line_id: null, reason: 'belum dibayar', created_by: budiId, created_by_name: 'budi', created_at: new Date(NOON_3_JULY) },
    ]);
    expect(logged).toEqual([
      { username: 'budi', role: 'CHECKER', website_code: 'ABC', activity: 'Batalkan approve BO withdraw ABC WD1 (approve oleh budi) oleh budi: belum dibayar' },
    ]);

    const view = expectPage(await ctx.request({ method: 'GET', url: '/api/viewbowd/3-Jul-2026/ABC/all/100/1', cookie: who.budi }), 1);
    expect(view[0]).toMatchObject({ wd_bo_approve: false, wd_ket_app: '', revert_note: 'Dibatalkan oleh budi 3 Jul 12:00: belum dibayar' });
    // A deposit with the same id is another row: the withdrawal's refusal is not its note.
    expect(id).toBe(await depositId('DP1'));
    expect((await viewDeposits(who.budi)).map((r) => r.revert_note)).toEqual([null, null, null]);
  });

  it('checks the withdraw body with the same rules', async () => {
    const id = await withdrawId('WD1');
    expectRefused(await put(who.admin, 'revertbowd', { wd_bo_id: id, reason: ' ' }), 400, REVIEW_WRITE_MSG.reasonRequired);
    expectRefused(await put(who.admin, 'revertbowd', { bo_id: id, reason: 'x' }), 400, REVIEW_WRITE_MSG.badRowId);
    expectRefused(await put(who.admin, 'revertbowd', { wd_bo_id: id, reason: 'x' }), 409, REVIEW_WRITE_MSG.notApproved);
  });
});

describe('revert_note', () => {
  it('is the last refusal of the row, in Jakarta time', async () => {
    await approveDeposit(who.admin, 'DP1', 'pertama');
    expect((await revertDeposit(who.admin, 'DP1', 'salah')).statusCode).toBe(200);
    who = await signInAt(ctx, '2026-07-03T17:30:00Z'); // 4 July 00:30 in Jakarta
    await approveDeposit(who.budi, 'DP1', 'kedua');
    expect((await revertDeposit(who.budi, 'DP1', 'salah lagi')).statusCode).toBe(200);

    const rows = await viewDeposits(who.admin);
    expect(rows.map((r) => [r.ticket_no, r.revert_note])).toEqual([
      ['DP1', 'Dibatalkan oleh budi 4 Jul 00:30: salah lagi'],
      ['DP2', null],
      ['DP3', null],
    ]);
    // The search twin reads it too, and an approved row keeps the note of its last undo.
    await approveDeposit(who.budi, 'DP1', 'ketiga');
    const found = expectPage(await ctx.request({ method: 'GET', url: '/api/searchbo/3-Jul-2026/ABC/approve/string/budi/100/1', cookie: who.admin }), 1);
    expect(found[0]).toMatchObject({ ticket_no: 'DP1', bo_approve: true, revert_note: 'Dibatalkan oleh budi 4 Jul 00:30: salah lagi' });
  });
});

describe('refused undo', () => {
  it('a row that is not approved, or a second undo: 409', async () => {
    const before = await snapshot();
    expectRefused(await revertDeposit(who.admin, 'DP1', 'x'), 409, REVIEW_WRITE_MSG.notApproved);
    expect(await snapshot()).toEqual(before);

    await approveDeposit(who.admin, 'DP1', 'ok');
    expect((await revertDeposit(who.admin, 'DP1', 'pertama')).statusCode).toBe(200);
    const afterFirst = await snapshot();
    expectRefused(await revertDeposit(who.budi, 'DP1', 'kedua'), 409, REVIEW_WRITE_MSG.notApproved);
    expect(REVIEW_WRITE_MSG.notApproved).toBe('Data ini belum di-approve, tidak ada yang dibatalkan.');
    expect(await snapshot()).toEqual(afterFirst);
  });

  it('a row of another website for a CHECKER, an unknown row and a deleted one: 404', async () => {
    await approveDeposit(who.admin, 'DP1', 'ok');
    await approveDeposit(who.admin, 'DX1', 'ok');
    expect((await put(who.admin, 'deleteboid', { arr: [{ bo_id: await depositId('DP3') }] })).statusCode).toBe(200);
    const before = await snapshot();
    expectRefused(await revertDeposit(who.rudi, 'DP1', 'x'), 404, MSG.notFound);
    expectRefused(await revertDeposit(who.budi, 'DX1', 'x'), 404, MSG.notFound);
    expectRefused(await put(who.admin, 'revertbo', { bo_id: 999999, reason: 'x' }), 404, MSG.notFound);
    expectRefused(await revertDeposit(who.admin, 'DP3', 'x'), 404, MSG.notFound);
    expectRefused(await put(who.rudi, 'revertbowd', { wd_bo_id: await withdrawId('WD1'), reason: 'x' }), 404, MSG.notFound);
    expect(await snapshot()).toEqual(before);
  });

  it('outside the edit window: 400, from Jakarta midnight after the third day', async () => {
    await approveDeposit(who.admin, 'DP1', 'ok');
    await approveDeposit(who.admin, 'DP2', 'ok');
    who = await signInAt(ctx, '2026-07-05T16:59:59Z'); // 5 July 23:59:59 in Jakarta: 3 July is still open
    expect((await revertDeposit(who.admin, 'DP1', 'x')).statusCode).toBe(200);
    who = await signInAt(ctx, '2026-07-05T17:00:00Z'); // 6 July 00:00
    const before = await snapshot();
    expectRefused(await revertDeposit(who.admin, 'DP2', 'x'), 400, REVIEW_WRITE_MSG.outsideEditWindow);
    expect(await snapshot()).toEqual(before);
  });

  it('a missing, blank or too long reason, a bad id, or a body that is not an object: 400', async () => {
    await approveDeposit(who.admin, 'DP1', 'ok');
    const id = await depositId('DP1');
    const before = await snapshot();
    for (const reason of ['', '   ', null, undefined, 12]) {
      expectRefused(await put(who.admin, 'revertbo', { bo_id: id, reason }), 400, REVIEW_WRITE_MSG.reasonRequired);
    }
    expectRefused(await put(who.admin, 'revertbo', { bo_id: id, reason: 'x'.repeat(501) }), 400, REVIEW_WRITE_MSG.reasonTooLong);
    expect(REVIEW_WRITE_MSG.reasonTooLong).toBe('Alasan pembatalan maksimal 500 karakter.');
    for (const badId of [0, -1, 1.5, 'abc', null, 2 ** 31]) {
      expectRefused(await put(who.admin, 'revertbo', { bo_id: badId, reason: 'x' }), 400, REVIEW_WRITE_MSG.badRowId);
    }
    expectRefused(await put(who.admin, 'revertbo', [id]), 400, MSG.invalidInput);
    expect(await snapshot()).toEqual(before);

    expect((await put(who.admin, 'revertbo', { bo_id: id, reason: ` ${'x'.repeat(500)} ` })).statusCode).toBe(200);
    expect((await refusals())[0]!.reason).toBe('x'.repeat(500));
  });

  it('CS and anyone not signed in: 403 and 401', async () => {
    await approveDeposit(who.admin, 'DP1', 'ok');
    const before = await snapshot();
    for (const name of ['revertbo', 'revertbowd']) {
      const body = name === 'revertbo' ? { bo_id: await depositId('DP1'), reason: 'x' } : { wd_bo_id: await withdrawId('WD1'), reason: 'x' };
      expectRefused(await put(who.siti, name, body), 403, MSG.forbidden);
      expectRefused(await put(undefined, name, body), 401, MSG.notSignedIn);
    }
    expect(await snapshot()).toEqual(before);
  });
});
