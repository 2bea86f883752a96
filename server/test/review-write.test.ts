import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, REVIEW_WRITE_MSG } from '@auto-checker/contract';
import { isWithinEditWindow, jakartaDate, statementAgeDays } from '../src/modules/review/edit-window.ts';
import { describeRows } from '../src/modules/review/repo/editable-rows.ts';
import { bcaFormat } from '../src/modules/statements/parsers/bca.ts';
import { useTestContext } from './support/harness.ts';
import { bca, bo, deposit, depoAccount, depositFile, withdrawal, withdrawFile } from './support/review-fixtures.ts';
import { NOON_3_JULY, expectRefused, reviewCalls, signInAt, startReviewDay, writtenRows, type Cookies } from './support/review-fixtures.ts';
import { csv } from './support/multipart.ts';
import { NO_DECISION } from './support/review-world.ts';
import { uploadAs } from './support/website-accounts.ts';
import { expectPage, newActivities } from './support/records.ts';
import { runsInProcess } from '../src/db/pages.ts';
import { upkeepChanged } from '../src/db/upkeep.ts';

const ctx = useTestContext();

// ---- pure parts ----------------------------------------------------------------------------------

describe('the edit window', () => {
  it('is today and the two days before in Jakarta, turning over at Jakarta midnight', () => {
    const lastMoment = new Date('2026-07-05T16:59:59.999Z'); // 5 Jul 23:59:59.999 in Jakarta
    const midnight = new Date('2026-07-05T17:00:00.000Z'); // 6 Jul 00:00 in Jakarta
    expect(jakartaDate(lastMoment)).toBe('2026-07-05');
    expect(jakartaDate(midnight)).toBe('2026-07-06');

    expect(['2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05', '2026-07-06'].map((d) => isWithinEditWindow(d, lastMoment))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(['2026-07-03', '2026-07-04', '2026-07-05', '2026-07-06', '2026-07-07'].map((d) => isWithinEditWindow(d, midnight))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('counts calendar days across month, year and leap-day boundaries', () => {
    const newYear = new Date('2025-12-31T17:00:00Z'); // 1 Jan 2026 00:00 in Jakarta
    expect(statementAgeDays('2025-12-30', newYear)).toBe(2);
    expect(isWithinEditWindow('2025-12-30', newYear)).toBe(true);
    expect(isWithinEditWindow('2025-12-29', newYear)).toBe(false);
    const afterLeapDay = new Date('2028-03-01T05:00:00Z');
    expect(isWithinEditWindow('2028-02-28', afterLeapDay)).toBe(true);
    expect(isWithinEditWindow('2028-02-27', afterLeapDay)).toBe(false);
  });

  it('never opens a future date', () => {
    const now = new Date('2026-07-03T05:00:00Z');
    expect(statementAgeDays('2026-07-04', now)).toBe(-1);
    expect(isWithinEditWindow('2026-07-04', now)).toBe(false);
  });
});

describe('the activity text', () => {
  it('names the action, side, website, count and up to ten tickets', () => {
    expect(describeRows('Approve', 'DEPOSIT', 'ABC', ['DP1', 'DP2', 'DP3'])).toBe('Approve BO deposit ABC: 3 data (DP1, DP2, DP3)');
    expect(describeRows('Hapus', 'WITHDRAW', 'ABC', ['WD7'])).toBe('Hapus BO withdraw ABC: 1 data (WD7)');
    const twelve = Array.from({ length: 12 }, (_, i) => `T${i + 1}`);
    expect(describeRows('Approve', 'DEPOSIT', 'ABC', twelve)).toBe('Approve BO deposit ABC: 12 data (T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, +2 lainnya)');
  });
});

// ---- calls ---------------------------------------------------------------------------------------

let who: Cookies;
let adminId: number;
let budiId: number;

/** Moves the clock and signs everyone in again there. */
async function setClock(iso: string): Promise<void> {
  who = await signInAt(ctx, iso);
}

const upload = (endpoint: string, fields: Record<string, string>, content: string) => uploadAs(ctx, who.admin, endpoint, fields, content);

/**
 * ABC deposits DP1-DP3 and withdrawals WD1-WD2 of 3 July (today), DP7 of 1 July (two days ago, still open),
 * DP8 of 30 June (closed); XYZ deposit DX1 of 3 July. No statement yet: everything is Pending.
 */
beforeEach(async () => {
  ({ adminId, budiId, who } = await startReviewDay(ctx));
  await upload('checkdata', bo('ABC', '01-Jul-2026'), depositFile([deposit('DP7', '01/07/2026 10:00:00', 'RINA MARLINA', 20000)]));
  await upload('checkdata', bo('ABC', '30-Jun-2026'), depositFile([deposit('DP8', '30/06/2026 10:00:00', 'JOKO SUSILO', 30000)]));
  await upload(
    'bowd',
    bo('ABC', '03-Jul-2026'),
    withdrawFile([withdrawal('WD1', '03/07/2026 15:20:05', 'SITI AMINAH', 250000), withdrawal('WD2', '03/07/2026 15:30:00', 'JOKO WIDODO', 125000)]),
  );
});

const { depositId, withdrawId, depositRow, withdrawRow, put } = reviewCalls(() => ctx);

/** Approve deposits: [ticket, note, amount?] each, as View BO sends them. */
async function approveDeposits(cookie: string, rows: [string, unknown, unknown?][], extra: Record<string, unknown> = {}) {
  const arr = await Promise.all(
    rows.map(async ([ticket, ket_app, depo_amount]) => ({ bo_id: await depositId(ticket), ket_app, depo_amount, depo_edited_by: 999 })),
  );
  return put(cookie, 'updatebodepostts', { bank_statement_date: '3-Jul-2026', arr, ...extra });
}
async function deleteDeposits(cookie: string, tickets: string[]) {
  const arr = await Promise.all(tickets.map(async (t) => ({ bo_id: await depositId(t), depo_edited_by: 999 })));
  return put(cookie, 'deleteboid', { arr });
}

/** Everything a refused request could have written. */
const snapshot = () => writtenRows(ctx);

/** A Pending row: no approval, not deleted. */
const PENDING = { ...NO_DECISION, deleted_at: null, deleted_by: null };

describe('PUT /api/updatebodepostts', () => {
  it('approves deposits with the trimmed note, keeps the BO amount beside the corrected one, and names the signed-in editor', async () => {
    let res!: Awaited<ReturnType<typeof put>>;
    const changedBefore = upkeepChanged(ctx.db);
    const logged = await newActivities(ctx, async () => {
      res = await approveDeposits(who.admin, [
        ['DP1', '  transfer masuk 14:05  ', '95000'],
        ['DP2', 'cek manual', ''],
        ['DP3', 'sesuai', 75000],
      ]);
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Berhasil update 3 data.', updated: 3 });
    // Three rows updated, three dead rows for PGlite's upkeep to count (src/db/upkeep.ts).
    expect(upkeepChanged(ctx.db) - changedBefore).toBe(runsInProcess(ctx.db) ? 3 : 0);

    const approvedBy = {
      approved: true,
      approved_by: adminId,
      approved_by_name: 'admin',
      approved_at: new Date(NOON_3_JULY),
      match_rule: null,
      matched_line_id: null,
      deleted_at: null,
    };
    expect(await depositRow('DP1')).toMatchObject({ ...approvedBy, note: 'transfer masuk 14:05', depo_amount: '100000.00', approved_amount: '95000.00' });
    expect(await depositRow('DP2')).toMatchObject({ ...approvedBy, note: 'cek manual', depo_amount: '50000.00', approved_amount: null });
    expect(await depositRow('DP3')).toMatchObject({ ...approvedBy, note: 'sesuai', depo_amount: '75000.00', approved_amount: '75000.00' });
    expect(logged).toEqual([{ username: 'admin', role: 'ADMIN', website_code: 'ABC', activity: 'Approve BO deposit ABC: 3 data (DP1, DP2, DP3)' }]);

    const view = await ctx.request({ method: 'GET', url: '/api/viewbo/3-Jul-2026/ABC/approve/100/1', cookie: who.admin });
    expect(expectPage(view, 3)[0]).toMatchObject({
      bo_approve: true,
      ket_app: 'transfer masuk 14:05',
      depo_amount: 100000,
      approved_amount: 95000,
      approved_by_name: 'admin',
    });
  });

  it('keeps the original amount when the corrected one is null or left out, and accepts ids as digit strings', async () => {
    const res = await put(who.admin, 'updatebodepostts', {
      arr: [
        { bo_id: String(await depositId('DP1')), ket_app: 'ok', depo_amount: null },
        { bo_id: await depositId('DP2'), ket_app: 'ok' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await depositRow('DP1')).approved_amount).toBeNull();
    expect((await depositRow('DP2')).approved_amount).toBeNull();
  });

  it("lets a CHECKER approve its own website's rows, recorded under its name", async () => {
    const logged = await newActivities(ctx, async () => {
      const res = await approveDeposits(who.budi, [['DP1', 'ok']]);
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(await depositRow('DP1')).toMatchObject({ approved: true, approved_by: budiId, approved_by_name: 'budi' });
    expect(logged).toEqual([{ username: 'budi', role: 'CHECKER', website_code: 'ABC', activity: 'Approve BO deposit ABC: 1 data (DP1)' }]);
  });

  it('lets ADMIN approve rows of several websites at once, one activity row per website', async () => {
    const logged = await newActivities(ctx, async () => {
      const res = await approveDeposits(who.admin, [
        ['DX1', 'ok'],
        ['DP2', 'ok'],
      ]);
      expect(res.json()).toEqual({ message: 'Berhasil update 2 data.', updated: 2 });
    });
    expect(logged.map((a) => [a.website_code, a.activity])).toEqual([
      ['ABC', 'Approve BO deposit ABC: 1 data (DP2)'],
      ['XYZ', 'Approve BO deposit XYZ: 1 data (DX1)'],
    ]);
  });

  it('refuses an empty note, a note over 500 characters and an amount that is not digits', async () => {
    const before = await snapshot();
    for (const note of ['', '   ', null, undefined, 12]) {
      expectRefused(
        await approveDeposits(who.admin, [
          ['DP1', 'ok'],
          ['DP2', note],
        ]),
        400,
        REVIEW_WRITE_MSG.noteRequired,
      );
    }
    expectRefused(await approveDeposits(who.admin, [['DP1', 'x'.repeat(501)]]), 400, REVIEW_WRITE_MSG.noteTooLong);
    for (const amount of ['95.000', '95,000', 'Rp95000', '-5000', 'abc', -5000, 95000.5, true, { n: 1 }]) {
      expectRefused(await approveDeposits(who.admin, [['DP1', 'ok', amount]]), 400, REVIEW_WRITE_MSG.amountDigitsOnly);
    }
    expectRefused(await approveDeposits(who.admin, [['DP1', 'ok', '99999999999999']]), 400, REVIEW_WRITE_MSG.amountTooLarge);
    expect(await snapshot()).toEqual(before);

    expect((await approveDeposits(who.admin, [['DP1', 'x'.repeat(500), ' 0095000 ']])).statusCode).toBe(200);
    expect(await depositRow('DP1')).toMatchObject({ note: 'x'.repeat(500), approved_amount: '95000.00' });
  });

  it('refuses an empty list, more than 1000 rows, the same row twice, bad ids and a statement date that is not text', async () => {
    const id = await depositId('DP1');
    const before = await snapshot();
    expectRefused(await put(who.admin, 'updatebodepostts', { arr: [] }), 400, REVIEW_WRITE_MSG.noRows);
    expectRefused(await put(who.admin, 'updatebodepostts', {}), 400, REVIEW_WRITE_MSG.noRows);
    const many = Array.from({ length: 1001 }, (_, i) => ({ bo_id: i + 1, ket_app: 'ok' }));
    expectRefused(await put(who.admin, 'updatebodepostts', { arr: many }), 400, REVIEW_WRITE_MSG.tooManyRows);
    expectRefused(
      await put(who.admin, 'updatebodepostts', {
        arr: [
          { bo_id: id, ket_app: 'a' },
          { bo_id: String(id), ket_app: 'b' },
        ],
      }),
      400,
      REVIEW_WRITE_MSG.duplicateRow(id),
    );
    for (const badId of [0, -1, 1.5, 'abc', null, 2 ** 31]) {
      expectRefused(await put(who.admin, 'updatebodepostts', { arr: [{ bo_id: badId, ket_app: 'ok' }] }), 400, REVIEW_WRITE_MSG.badRowId);
    }
    expectRefused(await approveDeposits(who.admin, [['DP1', 'ok']], { bank_statement_date: 20260703 }), 400, REVIEW_WRITE_MSG.badDate);
    expectRefused(await put(who.admin, 'updatebodepostts', { arr: [id] }), 400, MSG.invalidInput);
    expectRefused(await put(who.admin, 'updatebodepostts', ['arr']), 400, MSG.invalidInput);
    expect(await snapshot()).toEqual(before);
  });

  it('judges each row by its own statement date, whatever date the body names', async () => {
    expectRefused(await approveDeposits(who.admin, [['DP8', 'ok']], { bank_statement_date: '3-Jul-2026' }), 400, REVIEW_WRITE_MSG.outsideEditWindow);
    const res = await approveDeposits(
      who.admin,
      [
        ['DP1', 'ok'],
        ['DP7', 'ok'],
      ],
      { bank_statement_date: '1-Jan-2020' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const withoutDate = await put(who.admin, 'updatebodepostts', { arr: [{ bo_id: await depositId('DP2'), ket_app: 'ok' }] });
    expect(withoutDate.statusCode, withoutDate.body).toBe(200);
  });
});

describe('the edit window at Jakarta midnight', () => {
  it('closes a statement date when its third day after ends', async () => {
    // 3 July rows: open through 5 July 23:59:59 in Jakarta, closed from 6 July 00:00.
    await setClock('2026-07-05T16:59:59Z');
    expect((await approveDeposits(who.admin, [['DP1', 'ok']])).statusCode).toBe(200);
    expect((await deleteDeposits(who.admin, ['DP2'])).statusCode).toBe(200);

    await setClock('2026-07-05T17:00:00Z');
    const before = await snapshot();
    expectRefused(await approveDeposits(who.admin, [['DP3', 'ok']]), 400, REVIEW_WRITE_MSG.outsideEditWindow);
    expectRefused(await deleteDeposits(who.admin, ['DP3']), 400, REVIEW_WRITE_MSG.outsideEditWindow);
    const wd = await put(who.admin, 'updatebosttswd', { arr: [{ wd_bo_id: await withdrawId('WD1'), wd_ket_app: 'ok' }] });
    expectRefused(wd, 400, REVIEW_WRITE_MSG.outsideEditWindow);
    expect(await snapshot()).toEqual(before);
  });

  it('opens a statement date only once it has begun in Jakarta', async () => {
    // 2 July 23:59:59 in Jakarta: 3 July is still the future.
    await setClock('2026-07-02T16:59:59Z');
    expectRefused(await approveDeposits(who.admin, [['DP1', 'ok']]), 400, REVIEW_WRITE_MSG.outsideEditWindow);
    expectRefused(await deleteDeposits(who.admin, ['DP1']), 400, REVIEW_WRITE_MSG.outsideEditWindow);

    await setClock('2026-07-02T17:00:00Z');
    const res = await approveDeposits(who.admin, [['DP1', 'ok']]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await depositRow('DP1')).approved_at).toEqual(new Date('2026-07-02T17:00:00Z'));
  });
});

describe('rows that may not change', () => {
  it('refuses to change or delete an approved row, whether a person or the matcher approved it', async () => {
    expect((await approveDeposits(who.admin, [['DP1', 'pertama', '90000']])).statusCode).toBe(200);
    // The statement backs DP2: the matcher approves it.
    await upload('mutasiupdepobca', depoAccount, csv(bcaFormat.template, [bca('03/07/2026 14:03:00', 'BI-FAST CR TRANSFER   DR 008 SDR SITI AMINAH', 50000)]));
    expect(await depositRow('DP2')).toMatchObject({ approved: true, match_rule: 'NAME' });

    const before = await snapshot();
    for (const ticket of ['DP1', 'DP2']) {
      expectRefused(await approveDeposits(who.admin, [[ticket, 'kedua', '1']]), 409, REVIEW_WRITE_MSG.alreadyApproved);
      expectRefused(await deleteDeposits(who.admin, [ticket]), 409, REVIEW_WRITE_MSG.alreadyApproved);
    }
    expect(await snapshot()).toEqual(before);
    expect(await depositRow('DP1')).toMatchObject({ note: 'pertama', approved_amount: '90000.00' });
  });

  it('answers 404 for unknown and deleted rows', async () => {
    const changedBefore = upkeepChanged(ctx.db);
    expect((await deleteDeposits(who.admin, ['DP3'])).statusCode).toBe(200);
    expect(upkeepChanged(ctx.db) - changedBefore).toBe(runsInProcess(ctx.db) ? 1 : 0); // src/db/upkeep.ts
    const before = await snapshot();
    expectRefused(await approveDeposits(who.admin, [['DP3', 'ok']]), 404, MSG.notFound);
    expectRefused(await deleteDeposits(who.admin, ['DP3']), 404, MSG.notFound);
    expectRefused(await put(who.admin, 'updatebodepostts', { arr: [{ bo_id: 999999, ket_app: 'ok' }] }), 404, MSG.notFound);
    expectRefused(await put(who.admin, 'deleteboidwd', { arr: [{ wd_bo_id: 999999 }] }), 404, MSG.notFound);
    expect(await snapshot()).toEqual(before);
  });

  it('writes nothing when any one row of the request is refused', async () => {
    expect((await approveDeposits(who.admin, [['DP3', 'sudah']])).statusCode).toBe(200);
    const before = await snapshot();
    expectRefused(
      await approveDeposits(who.admin, [
        ['DP1', 'ok'],
        ['DP2', 'ok'],
        ['DP3', 'lagi'],
      ]),
      409,
      REVIEW_WRITE_MSG.alreadyApproved,
    );
    expectRefused(await deleteDeposits(who.admin, ['DP1', 'DP3']), 409, REVIEW_WRITE_MSG.alreadyApproved);
    expectRefused(
      await approveDeposits(who.admin, [
        ['DP1', 'ok'],
        ['DP8', 'lama'],
      ]),
      400,
      REVIEW_WRITE_MSG.outsideEditWindow,
    );
    const withUnknown = await put(who.admin, 'deleteboid', { arr: [{ bo_id: await depositId('DP1') }, { bo_id: 999999 }] });
    expectRefused(withUnknown, 404, MSG.notFound);
    expect(await snapshot()).toEqual(before);
    expect(await depositRow('DP1')).toMatchObject(PENDING);
  });
});

describe('who may write', () => {
  it("hides another website's rows from a CHECKER, even mixed with its own", async () => {
    const before = await snapshot();
    expectRefused(await approveDeposits(who.rudi, [['DP1', 'ok']]), 404, MSG.notFound);
    expectRefused(await deleteDeposits(who.rudi, ['DP1']), 404, MSG.notFound);
    expectRefused(
      await approveDeposits(who.budi, [
        ['DP1', 'ok'],
        ['DX1', 'ok'],
      ]),
      404,
      MSG.notFound,
    );
    expectRefused(await deleteDeposits(who.budi, ['DX1']), 404, MSG.notFound);
    const wd = await put(who.rudi, 'updatebosttswd', { arr: [{ wd_bo_id: await withdrawId('WD1'), wd_ket_app: 'ok' }] });
    expectRefused(wd, 404, MSG.notFound);
    expect(await snapshot()).toEqual(before);

    expect((await approveDeposits(who.rudi, [['DX1', 'ok']])).statusCode).toBe(200);
  });

  it('refuses CS on all four calls, and anyone not signed in', async () => {
    const before = await snapshot();
    const bodies: Record<string, unknown> = {
      updatebodepostts: { arr: [{ bo_id: await depositId('DP1'), ket_app: 'ok' }] },
      updatebosttswd: { arr: [{ wd_bo_id: await withdrawId('WD1'), wd_ket_app: 'ok' }] },
      deleteboid: { arr: [{ bo_id: await depositId('DP1') }] },
      deleteboidwd: { arr: [{ wd_bo_id: await withdrawId('WD1') }] },
    };
    for (const [name, body] of Object.entries(bodies)) {
      expectRefused(await put(who.siti, name, body), 403, MSG.forbidden);
      expectRefused(await put(undefined, name, body), 401, MSG.notSignedIn);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /api/updatebosttswd', () => {
  it('approves withdrawals with a note and a corrected amount kept beside the BO amount', async () => {
    let res!: Awaited<ReturnType<typeof put>>;
    const logged = await newActivities(ctx, async () => {
      res = await put(who.budi, 'updatebosttswd', {
        wd_bank_date: '3-Jul-2026',
        arr: [
          { wd_bo_id: await withdrawId('WD1'), wd_ket_app: ' dibayar manual ', wd_amount: '245000', depo_edited_by: '1' },
          { wd_bo_id: await withdrawId('WD2'), wd_ket_app: 'ok', wd_amount: '' },
        ],
      });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Berhasil update 2 data.', updated: 2 });
    expect(await withdrawRow('WD1')).toMatchObject({
      approved: true,
      note: 'dibayar manual',
      amount: '250000.00',
      approved_amount: '245000.00',
      approved_by: budiId,
      approved_by_name: 'budi',
      approved_at: new Date(NOON_3_JULY),
      match_rule: null,
      matched_line_id: null,
    });
    expect(await withdrawRow('WD2')).toMatchObject({ approved: true, note: 'ok', approved_amount: null });
    expect(logged).toEqual([{ username: 'budi', role: 'CHECKER', website_code: 'ABC', activity: 'Approve BO withdraw ABC: 2 data (WD1, WD2)' }]);
  });

  it('checks the withdraw fields with the same rules', async () => {
    const id = await withdrawId('WD1');
    expectRefused(await put(who.admin, 'updatebosttswd', { arr: [{ wd_bo_id: id, wd_ket_app: ' ' }] }), 400, REVIEW_WRITE_MSG.noteRequired);
    expectRefused(
      await put(who.admin, 'updatebosttswd', { arr: [{ wd_bo_id: id, wd_ket_app: 'ok', wd_amount: '1.000' }] }),
      400,
      REVIEW_WRITE_MSG.amountDigitsOnly,
    );
    expectRefused(await put(who.admin, 'updatebosttswd', { wd_bank_date: false, arr: [{ wd_bo_id: id, wd_ket_app: 'ok' }] }), 400, REVIEW_WRITE_MSG.badDate);
    expectRefused(
      await put(who.admin, 'updatebosttswd', {
        arr: [
          { wd_bo_id: id, wd_ket_app: 'a' },
          { wd_bo_id: id, wd_ket_app: 'b' },
        ],
      }),
      400,
      REVIEW_WRITE_MSG.duplicateRow(id),
    );
    expect(await withdrawRow('WD1')).toMatchObject(PENDING);
  });
});

describe('PUT /api/deleteboid and /api/deleteboidwd', () => {
  it('marks Pending deposits deleted, keeps them for the audit and drops them from View BO', async () => {
    let res!: Awaited<ReturnType<typeof put>>;
    const logged = await newActivities(ctx, async () => {
      res = await deleteDeposits(who.budi, ['DP2', 'DP3']);
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Berhasil hapus 2 data.', deleted: 2 });
    expect(await depositRow('DP2')).toMatchObject({ ...PENDING, deleted_at: new Date(NOON_3_JULY), deleted_by: budiId });
    expect(await depositRow('DP3')).toMatchObject({ deleted_at: new Date(NOON_3_JULY), deleted_by: budiId });
    expect(logged).toEqual([{ username: 'budi', role: 'CHECKER', website_code: 'ABC', activity: 'Hapus BO deposit ABC: 2 data (DP2, DP3)' }]);

    const view = await ctx.request({ method: 'GET', url: '/api/viewbo/3-Jul-2026/ABC/all/100/1', cookie: who.budi });
    expect(expectPage(view, 1).map((r) => r.ticket_no)).toEqual(['DP1']);
  });

  it('marks Pending withdrawals deleted', async () => {
    let res!: Awaited<ReturnType<typeof put>>;
    const logged = await newActivities(ctx, async () => {
      res = await put(who.admin, 'deleteboidwd', { arr: [{ wd_bo_id: await withdrawId('WD2'), depo_edited_by: 'someone else' }] });
    });
    expect(res.json()).toEqual({ message: 'Berhasil hapus 1 data.', deleted: 1 });
    expect(await withdrawRow('WD2')).toMatchObject({ approved: false, deleted_at: new Date(NOON_3_JULY), deleted_by: adminId });
    expect(await withdrawRow('WD1')).toMatchObject(PENDING);
    expect(logged).toEqual([{ username: 'admin', role: 'ADMIN', website_code: 'ABC', activity: 'Hapus BO withdraw ABC: 1 data (WD2)' }]);

    const view = await ctx.request({ method: 'GET', url: '/api/viewbowd/3-Jul-2026/ABC/all/100/1', cookie: who.admin });
    expect(expectPage(view, 1).map((r) => r.wd_ticket_no)).toEqual(['WD1']);
  });

  it('refuses an empty list and the same row twice', async () => {
    const id = await depositId('DP1');
    expectRefused(await put(who.admin, 'deleteboid', { arr: [] }), 400, REVIEW_WRITE_MSG.noRows);
    expectRefused(await put(who.admin, 'deleteboid', { arr: [{ bo_id: id }, { bo_id: id }] }), 400, REVIEW_WRITE_MSG.duplicateRow(id));
    expect(await depositRow('DP1')).toMatchObject(PENDING);
  });
});

describe("a person's approval and the matcher", () => {
  it('leaves a row a person approved alone when a later statement brings a line that would match it', async () => {
    expect((await approveDeposits(who.budi, [['DP3', 'cek manual', '75000']])).statusCode).toBe(200);
    const statement = csv(bcaFormat.template, [
      bca('03/07/2026 14:30:00', 'BI-FAST CR TRANSFER   DR 008 ANDI WIJAYA', 75000),
      bca('03/07/2026 14:02:10', 'BI-FAST CR TRANSFER   DR 008 BUDI SANTOSO', 100000),
    ]);
    // The same upload approves DP1, whose line is alike: only the person's decision keeps DP3 out.
    expect((await upload('mutasiupdepobca', depoAccount, statement)).matched).toBe(1);
    expect(await depositRow('DP1')).toMatchObject({ approved: true, match_rule: 'NAME' });
    expect(await depositRow('DP3')).toMatchObject({
      approved: true,
      note: 'cek manual',
      match_rule: null,
      matched_line_id: null,
      approved_by: budiId,
      approved_amount: '75000.00',
    });
    const andi = await ctx.db.selectFrom('statement_line').selectAll().where('description', 'like', '%ANDI WIJAYA%').executeTakeFirstOrThrow();
    expect(andi).toMatchObject({ approved: false, matched_bo_id: null, note: null });
  });
});

describe('an approval naming the statement line that backs it', () => {
  /** A BCA credit of 74 000 from ANDI WIJAYA: DP3 asked 75 000, so the matcher leaves both Pending. */
  async function lineOf74k(): Promise<number> {
    await upload('mutasiupdepobca', depoAccount, csv(bcaFormat.template, [bca('03/07/2026 14:04:00', 'BI-FAST CR TRANSFER   DR 008 ANDI WIJAYA', 74000)]));
    return (await ctx.db.selectFrom('statement_line').select('id').where('amount', '=', '74000.00').executeTakeFirstOrThrow()).id;
  }
  const approveWithLine = async (cookie: string, ticket: string, lineId: unknown, note = 'Masuk 74.000') =>
    put(cookie, 'updatebodepostts', { arr: [{ bo_id: await depositId(ticket), ket_app: note, depo_amount: '74000', mutasi_id: lineId }] });

  it('links the line to the row both ways: View Mutasi shows it Approved with the ticket, and the matcher never gives it to another row', async () => {
    const lineId = await lineOf74k();
    const res = await approveWithLine(who.budi, 'DP3', String(lineId));
    expect(res.statusCode, res.body).toBe(200);
    expect(await depositRow('DP3')).toMatchObject({
      approved: true,
      note: 'Masuk 74.000',
      approved_amount: '74000.00',
      match_rule: null,
      matched_line_id: lineId,
    });
    const line = await ctx.db.selectFrom('statement_line').select(['approved', 'matched_bo_id', 'note']).where('id', '=', lineId).executeTakeFirstOrThrow();
    expect(line).toEqual({ approved: true, matched_bo_id: await depositId('DP3'), note: 'Masuk 74.000' });

    // A later request of the same player and the exact amount would have matched the line by name: it is held.
    await upload('checkdata', bo('ABC', '03-Jul-2026'), depositFile([deposit('DP9', '03/07/2026 14:03:00', 'ANDI WIJAYA', 74000)]));
    expect(await depositRow('DP9')).toMatchObject({ approved: false, matched_line_id: null });
    expect(await ctx.db.selectFrom('statement_line').select('matched_bo_id').where('id', '=', lineId).executeTakeFirstOrThrow()).toEqual({
      matched_bo_id: await depositId('DP3'),
    });
  });

  it('refuses a line already held, a line of another website or side, an unknown line, and one line for two rows, writing nothing', async () => {
    const lineId = await lineOf74k();
    expect((await approveWithLine(who.admin, 'DP3', lineId)).statusCode).toBe(200);
    const before = await snapshot();
    expectRefused(await approveWithLine(who.admin, 'DP1', lineId), 409, REVIEW_WRITE_MSG.lineTaken('DP3'));
    expectRefused(await approveWithLine(who.admin, 'DP1', 999_999), 404, REVIEW_WRITE_MSG.lineNotFound);
    // A deposit row cannot be backed by a debit line through the withdraw call, nor a credit by the withdraw side.
    const wd = await put(who.admin, 'updatebosttswd', { arr: [{ wd_bo_id: await withdrawId('WD1'), wd_ket_app: 'x', mutasi_id: lineId }] });
    expectRefused(wd, 404, REVIEW_WRITE_MSG.lineNotFound);
    // XYZ's row with ABC's line.
    const dx = await put(who.admin, 'updatebodepostts', { arr: [{ bo_id: await depositId('DX1'), ket_app: 'x', mutasi_id: lineId }] });
    expectRefused(dx, 404, REVIEW_WRITE_MSG.lineNotFound);
    expect(await snapshot()).toEqual(before);

    await upload('mutasiupdepobca', depoAccount, csv(bcaFormat.template, [bca('03/07/2026 16:00:00', 'BI-FAST CR TRANSFER   DR 008 TONO', 12345)]));
    const free = (await ctx.db.selectFrom('statement_line').select('id').where('amount', '=', '12345.00').executeTakeFirstOrThrow()).id;
    const beforeTwice = await snapshot();
    const twice = await put(who.admin, 'updatebodepostts', {
      arr: [
        { bo_id: await depositId('DP1'), ket_app: 'a', mutasi_id: free },
        { bo_id: await depositId('DP2'), ket_app: 'b', mutasi_id: free },
      ],
    });
    expectRefused(twice, 400, REVIEW_WRITE_MSG.lineTwice);
    expect(await snapshot()).toEqual(beforeTwice);
  });
});

describe('a ticket the panel rejected or cancelled', () => {
  /** DR1 REJECTED and DR2 'Dibatalkan' deposits, WR1 CANCELLED withdrawal, all of 3 July (inside the window). */
  async function uploadRefused(): Promise<void> {
    await upload(
      'checkdata',
      bo('ABC', '03-Jul-2026'),
      depositFile([
        deposit('DR1', '03/07/2026 14:10:00', 'EKO PRASETYO', 60000, 'ABC', 'REJECTED'),
        deposit('DR2', '03/07/2026 14:11:00', 'FAJAR NUGROHO', 65000, 'ABC', 'Dibatalkan'),
      ]),
    );
    await upload('bowd', bo('ABC', '03-Jul-2026'), withdrawFile([withdrawal('WR1', '03/07/2026 15:40:00', 'GITA SARI', 90000, 'CANCELLED')]));
  }
  const approveItem = async (ticket: string, extra: Record<string, unknown> = {}) => ({ bo_id: await depositId(ticket), ket_app: 'cek', ...extra });

  it('is marked panel_refused in View BO, and the others are not', async () => {
    await uploadRefused();
    const view = expectPage(await ctx.request({ method: 'GET', url: '/api/viewbo/3-Jul-2026/ABC/all/100/1', cookie: who.admin }), 5);
    expect(view.map((r) => [r.ticket_no, r.bo_status, r.panel_refused])).toEqual([
      ['DP1', 'APPROVED', false],
      ['DP2', 'APPROVED', false],
      ['DP3', 'APPROVED', false],
      ['DR1', 'REJECTED', true],
      ['DR2', 'Dibatalkan', true],
    ]);
    const wd = expectPage(await ctx.request({ method: 'GET', url: '/api/viewbowd/3-Jul-2026/ABC/all/100/1', cookie: who.admin }), 3);
    expect(wd.map((r) => [r.wd_ticket_no, r.panel_refused])).toEqual([
      ['WD1', false],
      ['WD2', false],
      ['WR1', true],
    ]);
  });

  it('is refused (409, naming the ticket and its panel status) with the whole request, unless its item confirms it', async () => {
    await uploadRefused();
    const before = await snapshot();
    // A bulk Submit of the page: the rejected ticket stops all of it.
    const bulk = await put(who.budi, 'updatebodepostts', { arr: [await approveItem('DP1'), await approveItem('DR1'), await approveItem('DP2')] });
    expectRefused(bulk, 409, REVIEW_WRITE_MSG.panelRefused('DR1', 'REJECTED'));
    expect(REVIEW_WRITE_MSG.panelRefused('DR1', 'REJECTED')).toBe(
      'Ticket DR1 berstatus REJECTED di panel (ditolak/dibatalkan): approve hanya bisa dengan konfirmasi.',
    );
    // Confirming one refused ticket does not confirm another.
    const one = await put(who.budi, 'updatebodepostts', {
      arr: [await approveItem('DR1', { confirm_refused: true }), await approveItem('DR2', { confirm_refused: false })],
    });
    expectRefused(one, 409, REVIEW_WRITE_MSG.panelRefused('DR2', 'Dibatalkan'));
    expect(await snapshot()).toEqual(before);
  });

  it('is approved when its item carries confirm_refused: true, and Tracking says it was confirmed despite the panel status', async () => {
    await uploadRefused();
    let res!: Awaited<ReturnType<typeof put>>;
    const logged = await newActivities(ctx, async () => {
      res = await put(who.budi, 'updatebodepostts', {
        arr: [await approveItem('DP1', { confirm_refused: true }), await approveItem('DR1', { confirm_refused: true })],
      });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Berhasil update 2 data.', updated: 2 });
    expect(await depositRow('DR1')).toMatchObject({ approved: true, note: 'cek', approved_by: budiId, match_rule: null });
    expect(await depositRow('DP1')).toMatchObject({ approved: true, note: 'cek' });
    expect(logged).toEqual([
      {
        username: 'budi',
        role: 'CHECKER',
        website_code: 'ABC',
        activity: 'Approve BO deposit ABC: 2 data (DP1, DR1); dikonfirmasi meski status panel: DR1 (REJECTED)',
      },
    ]);
  });

  it('works the same on the withdraw side', async () => {
    await uploadRefused();
    const id = await withdrawId('WR1');
    expectRefused(
      await put(who.admin, 'updatebosttswd', { arr: [{ wd_bo_id: id, wd_ket_app: 'ok' }] }),
      409,
      REVIEW_WRITE_MSG.panelRefused('WR1', 'CANCELLED'),
    );
    expect(await withdrawRow('WR1')).toMatchObject(PENDING);
    const logged = await newActivities(ctx, async () => {
      const res = await put(who.admin, 'updatebosttswd', { arr: [{ wd_bo_id: id, wd_ket_app: 'ok', confirm_refused: true }] });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(await withdrawRow('WR1')).toMatchObject({ approved: true, note: 'ok', approved_by: adminId });
    expect(logged.map((a) => a.activity)).toEqual(['Approve BO withdraw ABC: 1 data (WR1); dikonfirmasi meski status panel: WR1 (CANCELLED)']);
  });

  it('takes only a boolean as the confirmation, and deleting such a ticket needs none', async () => {
    await uploadRefused();
    for (const bad of ['true', 1, null]) {
      expectRefused(await put(who.admin, 'updatebodepostts', { arr: [await approveItem('DR1', { confirm_refused: bad })] }), 400, MSG.invalidInput);
    }
    expect(await depositRow('DR1')).toMatchObject(PENDING);
    expect((await deleteDeposits(who.admin, ['DR1'])).statusCode).toBe(200);
  });
});
