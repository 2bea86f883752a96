import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, MSG_WEBSITE_REQUIRED } from '@auto-checker/contract';
import { ADMIN_PASSWORD, useTestContext } from './support/harness.ts';
import { expectFieldNames, expectIsoTimestamp, expectPage, newActivities, withoutTotal, expectMessage, expectAdminOnly } from './support/records.ts';
import { fieldNames, neverEdited, itRefusesCsAndBadPages, expectNotFound } from './support/admin-pages.ts';
import { csv, multipart } from './support/multipart.ts';
import { bo, deposit, depositFile, signInByRole, withdrawFile, withdrawal } from './support/review-fixtures.ts';
import { UPLOAD_ENDPOINTS } from '../src/modules/uploads/endpoints.ts';
import { isForeignKeyViolation } from '../src/errors.ts';

const ctx = useTestContext();
beforeEach(() => ctx.reset());

const FIELDS = fieldNames('website', ['id', 'name', 'code', 'panel']);

// ---- calls -------------------------------------------------------------------------------------

const by = (cookie?: string) => (cookie ? { cookie } : {});
const list = (cookie?: string, pageSize: number | string = 100, page: number | string = 1) =>
  ctx.request({ method: 'GET', url: `/api/viewwebsite/${pageSize}/${page}`, ...by(cookie) });
const create = (cookie: string | undefined, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/createwebsite', payload, ...by(cookie) });
const remove = (cookie: string | undefined, id: number | string) => ctx.request({ method: 'DELETE', url: `/api/deletewebsite/${id}`, ...by(cookie) });

// ---- fixtures ----------------------------------------------------------------------------------

/**
 * Websites XYZ (LUXE), ABC, MNO (LUXE), added in that order so id order differs from code order;
 * budi CHECKER of ABC, rudi CHECKER of XYZ, siti CS of ABC, each signed in.
 */
async function world() {
  const xyz = await ctx.addWebsite('XYZ', 'LUXE');
  const abc = await ctx.addWebsite('ABC');
  const mno = await ctx.addWebsite('MNO', 'LUXE');
  await ctx.addAccount('budi', 'CHECKER', abc);
  await ctx.addAccount('rudi', 'CHECKER', xyz);
  await ctx.addAccount('siti', 'CS', abc);
  return {
    xyz,
    abc,
    mno,
    ...(await signInByRole(ctx)),
  };
}

const row = (id: number, code: string, panel: 'NEXUS' | 'LUXE') => ({
  website_id: id,
  website_name: `Website ${code}`,
  website_code: code,
  website_panel: panel,
  ...neverEdited('website'),
});

async function websites() {
  return ctx.db.selectFrom('website').select(['id', 'name', 'code', 'panel', 'last_edited_by']).orderBy('id').execute();
}

async function addBankAccount(websiteCode: string, number: string) {
  await ctx.db.insertInto('bank_account').values({ website_code: websiteCode, kind: 'DEPO', bank: 'BCA', name: 'BUDI', number, created_by: 1 }).execute();
}

// ---- GET /api/viewwebsite ----------------------------------------------------------------------

describe('GET /api/viewwebsite/{pageSize}/{page}', () => {
  it('gives ADMIN every website by id with the spec field names, the total in x-total-count and all_data on the first row', async () => {
    const w = await world();
    const rows = expectPage(await list(w.admin), 3);
    expectFieldNames(rows, FIELDS);
    expect(rows).toEqual([{ ...row(w.xyz, 'XYZ', 'LUXE'), all_data: 3 }, row(w.abc, 'ABC', 'NEXUS'), row(w.mno, 'MNO', 'LUXE')]);
  });

  it('pages by pageSize and page', async () => {
    const w = await world();
    const ids = async (pageSize: number, page: number) => withoutTotal(expectPage(await list(w.admin, pageSize, page), 3)).map((r) => r.website_id);
    expect(await ids(2, 1)).toEqual([w.xyz, w.abc]);
    expect(await ids(2, 2)).toEqual([w.mno]);
    expect(await ids(2, 3)).toEqual([]);
  });

  it('answers an empty array and 0 when there is no website', async () => {
    expect(expectPage(await list(await ctx.login('admin', ADMIN_PASSWORD)), 0)).toEqual([]);
  });

  it('gives a CHECKER only its own website', async () => {
    const w = await world();
    expect(expectPage(await list(w.checkerA), 1)).toEqual([{ ...row(w.abc, 'ABC', 'NEXUS'), all_data: 1 }]);
    expect(expectPage(await list(w.checkerB), 1)).toEqual([{ ...row(w.xyz, 'XYZ', 'LUXE'), all_data: 1 }]);
    expect(expectPage(await list(w.checkerA, 1, 2), 1)).toEqual([]);
  });

  it('shows who added a website and when', async () => {
    const w = await world();
    expect((await create(w.admin, { website_name: 'Alpha', website_code: 'ALP', website_panel: 'NEXUS' })).statusCode).toBe(201);
    const rows = expectPage(await list(w.admin), 4);
    expect(rows[3]).toMatchObject({ website_code: 'ALP', website_name: 'Alpha', website_last_edited_by: 1, website_last_edited_by_name: 'admin' });
    expectIsoTimestamp(rows[3]!.website_last_edited_at);
  });

  itRefusesCsAndBadPages(world, undefined, { list: (cookie) => list(cookie), paged: list });
});

// ---- POST /api/createwebsite -------------------------------------------------------------------

describe('POST /api/createwebsite', () => {
  it('lets ADMIN add a website: 201 with the spec message, code upper-cased, one activity row filed under it', async () => {
    const w = await world();
    let id = 0;
    const added = await newActivities(ctx, async () => {
      const res = await create(w.admin, { website_name: ' Alpha Site ', website_code: ' alp1 ', website_panel: 'NEXUS' });
      expect(res.statusCode).toBe(201);
      id = res.json().id;
      expect(res.json()).toEqual({ success: true, message: 'Website berhasil ditambahkan.', id });
    });
    expect(added).toEqual([{ username: 'admin', role: 'ADMIN', website_code: 'ALP1', activity: 'Menambahkan website ALP1 (NEXUS)' }]);
    expect((await websites()).at(-1)).toEqual({ id, name: 'Alpha Site', code: 'ALP1', panel: 'NEXUS', last_edited_by: 1 });
  });

  it("accepts the spec form's panel value 'luxe' and stores it as LUXE", async () => {
    const w = await world();
    const added = await newActivities(ctx, async () => {
      expect((await create(w.admin, { website_name: 'Lux', website_code: 'LUX', website_panel: 'luxe' })).statusCode).toBe(201);
    });
    expect(added).toEqual([{ username: 'admin', role: 'ADMIN', website_code: 'LUX', activity: 'Menambahkan website LUX (LUXE)' }]);
    expect((await websites()).at(-1)).toMatchObject({ code: 'LUX', panel: 'LUXE' });
  });

  it('makes the new website available to the website list and to bank accounts at once', async () => {
    const w = await world();
    const id = (await create(w.admin, { website_name: 'New', website_code: 'NEW', website_panel: 'NEXUS' })).json().id;
    const listed = (await ctx.request({ method: 'GET', url: '/api/websitelist', cookie: w.admin })).json();
    expect(listed).toContainEqual({ website_id: id, website_name: 'New', website_code: 'NEW', website_panel: 'NEXUS' });
  });

  it.each([
    [{ website_code: 'ABD', website_panel: 'NEXUS' }],
    [{ website_name: '', website_code: 'ABD', website_panel: 'NEXUS' }],
    [{ website_name: '   ', website_code: 'ABD', website_panel: 'NEXUS' }],
    [{ website_name: 'N', website_panel: 'NEXUS' }],
    [{ website_name: 'N', website_code: ' ', website_panel: 'NEXUS' }],
    [{ website_name: 'N', website_code: 'ABD' }],
    [{ website_name: 'N', website_code: 'ABD', website_panel: '' }],
  ])('refuses a missing name, code or panel (%j) with 400 and the spec message', async (payload) => {
    const w = await world();
    const added = await newActivities(ctx, async () => {
      const res = await create(w.admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_WEBSITE_REQUIRED);
    });
    expect(added).toEqual([]);
    expect(await websites()).toHaveLength(3);
  });

  it.each(['AB-C', 'AB C', 'ÄBC', 'abc!'])('refuses the code %j: upper-case letters and digits only', async (code) => {
    const w = await world();
    const res = await create(w.admin, { website_name: 'N', website_code: code, website_panel: 'NEXUS' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Website Code hanya boleh huruf dan angka.', field: 'website_code' });
    expect(await websites()).toHaveLength(3);
  });

  it('refuses a panel other than NEXUS or LUXE', async () => {
    const w = await world();
    const res = await create(w.admin, { website_name: 'N', website_code: 'NNN', website_panel: 'other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Website Panel harus NEXUS atau LUXE.');
  });

  it('answers 409 when the code exists, in whatever case it is typed, writing nothing', async () => {
    const w = await world();
    const added = await newActivities(ctx, async () => {
      for (const code of ['ABC', 'abc', ' Abc ']) {
        expectMessage(await create(w.admin, { website_name: 'Other', website_code: code, website_panel: 'LUXE' }), 409, 'Website code ABC sudah ada.');
      }
    });
    expect(added).toEqual([]);
    expect(await websites()).toHaveLength(3);
  });

  it('refuses the code ALL, which lists use to mean every website', async () => {
    const w = await world();
    expectMessage(await create(w.admin, { website_name: 'All', website_code: 'all', website_panel: 'NEXUS' }), 400, 'Website code ALL tidak boleh dipakai.');
    expect(await websites()).toHaveLength(3);
  });

  it('refuses CHECKER and CS with 403 and answers 401 without a token, writing nothing', async () => {
    const w = await world();
    const payload = { website_name: 'N', website_code: 'NNN', website_panel: 'NEXUS' };
    await expectAdminOnly(ctx, [w.checkerA, w.checkerB, w.cs], undefined, (cookie) => create(cookie, payload));
    expect(await websites()).toHaveLength(3);
  });
});

// ---- DELETE /api/deletewebsite -----------------------------------------------------------------

describe('DELETE /api/deletewebsite/{id}', () => {
  it('lets ADMIN remove a website nothing refers to: gone, one activity row', async () => {
    const w = await world();
    const added = await newActivities(ctx, async () => {
      const res = await remove(w.admin, w.mno);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Website MNO berhasil dihapus.', id: w.mno });
    });
    expect(added).toEqual([{ username: 'admin', role: 'ADMIN', website_code: 'MNO', activity: 'Menghapus website MNO' }]);
    expect((await websites()).map((s) => s.code)).toEqual(['XYZ', 'ABC']);
  });

  it('refuses with 409 while accounts belong to the website, naming how many, writing nothing', async () => {
    const w = await world();
    const added = await newActivities(ctx, async () => {
      expectMessage(await remove(w.admin, w.abc), 409, 'Website ABC tidak dapat dihapus karena masih memiliki 2 akun.');
    });
    expect(added).toEqual([]);
    expect(await websites()).toHaveLength(3);
  });

  it('refuses with 409 while bank accounts belong to the website', async () => {
    const w = await world();
    await addBankAccount('MNO', '111');
    expectMessage(await remove(w.admin, w.mno), 409, 'Website MNO tidak dapat dihapus karena masih memiliki 1 akun bank.');
    expect(await websites()).toHaveLength(3);
  });

  it('names accounts and bank accounts together', async () => {
    const w = await world();
    await addBankAccount('XYZ', '111');
    await addBankAccount('XYZ', '222');
    expectMessage(await remove(w.admin, w.xyz), 409, 'Website XYZ tidak dapat dihapus karena masih memiliki 1 akun, 2 akun bank.');
  });

  it('allows the removal once what referred to it is gone', async () => {
    const w = await world();
    await addBankAccount('MNO', '111');
    expect((await remove(w.admin, w.mno)).statusCode).toBe(409);
    await ctx.db.deleteFrom('bank_account').execute();
    expect((await remove(w.admin, w.mno)).statusCode).toBe(200);
  });

  it('refuses with 409 while uploads of the website are stored, naming uploads, BO rows and statement lines, writing nothing', async () => {
    const w = await world();
    const def = await ctx.addWebsite('DEF');
    const upload = (endpoint: string, fields: Record<string, string>, content: string) =>
      ctx.request({ method: 'POST', url: `/api/${endpoint}`, cookie: w.admin, ...multipart(fields, { name: 'data.csv', content }) });
    const deposits = depositFile([deposit('T1', '03/07/2026 10:00:00', 'BUDI', 50000, 'DEF'), deposit('T2', '03/07/2026 11:00:00', 'SITI', 75000, 'DEF')]);
    expect((await upload('checkdata', bo('DEF', '03-Jul-2026'), deposits)).json()).toMatchObject({ added: 2 });
    // the same file again: an upload that added nothing, which still holds the website
    expect((await upload('checkdata', bo('DEF', '03-Jul-2026'), deposits)).json()).toMatchObject({ status: true, added: 0 });
    const wd = withdrawFile([withdrawal('W1', '03/07/2026 12:00:00', 'BUDI', 20000)].map((r) => r.map((c) => (c === 'ABC' ? 'DEF' : c))));
    expect((await upload('bowd', bo('DEF', '03-Jul-2026'), wd)).json()).toMatchObject({ added: 1 });
    const qris = UPLOAD_ENDPOINTS.mutasiupdepoqris;
    if (qris?.kind !== 'STATEMENT') throw new Error('mutasiupdepoqris is a statement upload');
    const lines = csv(qris.format('')!.template);
    expect((await upload('mutasiupdepoqris', { ...bo('DEF', '03-Jul-2026'), provider: 'NEXUS' }, lines)).json()).toMatchObject({ added: 1 });

    const added = await newActivities(ctx, async () => {
      expectMessage(await remove(w.admin, def), 409, 'Website DEF tidak dapat dihapus karena masih memiliki 4 upload, 3 data BO, 1 data mutasi.');
    });
    expect(added).toEqual([]);
    expect((await websites()).map((s) => s.code)).toEqual(['XYZ', 'ABC', 'MNO', 'DEF']);

    // rows gone, their uploads still there
    for (const table of ['bo_deposit', 'bo_withdraw', 'statement_line'] as const) await ctx.db.deleteFrom(table).execute();
    expectMessage(await remove(w.admin, def), 409, 'Website DEF tidak dapat dihapus karena masih memiliki 4 upload.');

    await ctx.db.deleteFrom('upload').execute();
    const gone = await remove(w.admin, def);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ success: true, message: 'Website DEF berhasil dihapus.', id: def });
  });

  it('takes a foreign key refusal (violation or RESTRICT) for data it did not count', () => {
    expect(isForeignKeyViolation({ code: '23503' })).toBe(true);
    expect(isForeignKeyViolation({ code: '23001' })).toBe(true);
    expect(isForeignKeyViolation({ code: '23505' })).toBe(false);
    expect(isForeignKeyViolation(null)).toBe(false);
  });

  it('answers 404 for an unknown id, writing nothing', async () => {
    const w = await world();
    await expectNotFound(ctx, MSG.websiteNotFound, [() => remove(w.admin, 999)]);
  });

  it('refuses CHECKER (even for its own website) and CS with 403, 401 without a token, removing nothing', async () => {
    const w = await world();
    const added = await newActivities(ctx, async () => {
      for (const [cookie, id] of [
        [w.checkerA, w.mno],
        [w.checkerA, w.abc],
        [w.checkerB, w.mno],
        [w.cs, w.mno],
      ] as const) {
        expectMessage(await remove(cookie, id), 403, MSG.forbidden);
      }
      expect((await remove(undefined, w.mno)).statusCode).toBe(401);
    });
    expect(added).toEqual([]);
    expect(await websites()).toHaveLength(3);
  });
});

describe('at the same time', () => {
  it('of two creations of one code, one is stored (201) and the other answers 409; one activity row', async () => {
    const w = await world();
    const payload = { website_name: 'N', website_code: 'NEW', website_panel: 'NEXUS' };
    const added = await newActivities(ctx, async () => {
      const results = await Promise.all([create(w.admin, payload), create(w.admin, { ...payload, website_code: 'new' })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });
    expect(added).toHaveLength(1);
    expect((await websites()).filter((s) => s.code === 'NEW')).toHaveLength(1);
  });
});
