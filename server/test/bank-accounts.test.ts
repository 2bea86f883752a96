import { beforeEach, describe, expect, it } from 'vitest';
import { BANKS, MSG, MSG_BANK_FIELDS_REQUIRED, type Bank, type JenisTransaksi } from '@auto-checker/contract';
import { useTestContext } from './support/harness.ts';
import { signInByRole } from './support/review-fixtures.ts';
import { expectFieldNames, expectIsoTimestamp, expectPage, newActivities, withoutTotal, expectMessage, expectAdminOnly } from './support/records.ts';
import {
  fieldNames,
  neverEdited,
  itRefusesCsAndBadPages,
  itRefusesOtherWebsites,
  expectRemovedOnce,
  expectNotFound,
  expectStatusSet,
} from './support/admin-pages.ts';
import { multipart } from './support/multipart.ts';

const ctx = useTestContext();
beforeEach(() => ctx.reset());

const FIELDS = fieldNames('akun_bank', ['id', 'website', 'jenis_transaksi', 'bank', 'name', 'no', 'status', 'created_by', 'created_by_name']);

// ---- calls -------------------------------------------------------------------------------------

const by = (cookie?: string) => (cookie ? { cookie } : {});
const list = (cookie: string | undefined, website: string, pageSize: number | string = 100, page: number | string = 1) =>
  ctx.request({ method: 'GET', url: `/api/viewakunbank/${website}/${pageSize}/${page}`, ...by(cookie) });
const create = (cookie: string | undefined, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/createakunbank', payload, ...by(cookie) });
const setStatus = (cookie: string | undefined, id: number | string, akun_bank_status: unknown) =>
  ctx.request({ method: 'PUT', url: `/api/updatestatusakunbank/${id}`, payload: { akun_bank_status }, ...by(cookie) });
const remove = (cookie: string | undefined, id: number | string) => ctx.request({ method: 'DELETE', url: `/api/deleteakunbank/${id}`, ...by(cookie) });
const choices = (cookie: string | undefined, website: string, bank: string, jenis: string) =>
  ctx.request({ method: 'GET', url: `/api/akunbanklist/${website}/${bank}/${jenis}`, ...by(cookie) });

// ---- fixtures ----------------------------------------------------------------------------------

/** Websites ABC and XYZ; budi CHECKER of ABC, rudi CHECKER of XYZ, siti CS of ABC, each signed in. */
async function world() {
  const abc = await ctx.addWebsite('ABC');
  const xyz = await ctx.addWebsite('XYZ', 'LUXE');
  const budi = await ctx.addAccount('budi', 'CHECKER', abc);
  const rudi = await ctx.addAccount('rudi', 'CHECKER', xyz);
  await ctx.addAccount('siti', 'CS', abc);
  return {
    budi,
    rudi,
    ...(await signInByRole(ctx)),
  };
}

interface Seed {
  website: string;
  kind?: JenisTransaksi;
  bank?: Bank;
  name?: string;
  number: string;
  active?: boolean;
}

/** The columns of a seeded account: `a`, by default a BCA deposit account of BUDI, active. */
const columns = (a: Seed) => ({
  website_code: a.website,
  kind: a.kind ?? 'DEPO',
  bank: a.bank ?? 'BCA',
  name: a.name ?? 'BUDI',
  number: a.number,
  active: a.active ?? true,
});

async function seed(a: Seed): Promise<number> {
  const row = await ctx.db
    .insertInto('bank_account')
    .values({ ...columns(a), created_by: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Account `id`, seeded from `a`, as the page shows it. */
const seeded = (id: number, a: Seed) => {
  const c = columns(a);
  return {
    akun_bank_id: id,
    akun_bank_website: c.website_code,
    akun_bank_jenis_transaksi: c.kind,
    akun_bank_bank: c.bank,
    akun_bank_name: c.name,
    akun_bank_no: c.number,
    akun_bank_status: c.active,
    ...neverEdited('akun_bank'),
    akun_bank_created_by: 1,
    akun_bank_created_by_name: 'admin',
  };
};

async function stored() {
  return ctx.db
    .selectFrom('bank_account')
    .select(['id', 'website_code', 'kind', 'bank', 'name', 'number', 'active', 'created_by', 'last_edited_by'])
    .orderBy('id')
    .execute();
}

const body = (over: Record<string, unknown> = {}) => ({
  akun_bank_website: 'abc',
  akun_bank_jenis_transaksi: 'DEPO',
  akun_bank_bank: 'BCA',
  akun_bank_name: 'BUDI',
  akun_bank_no: '1234567890',
  akun_bank_created_by: 999,
  ...over,
});

// ---- GET /api/viewakunbank ---------------------------------------------------------------------

describe('GET /api/viewakunbank/{website}/{pageSize}/{page}', () => {
  /** XYZ first, then ABC, then XYZ again: listed by website, then id. */
  async function three() {
    const a: Seed = { website: 'XYZ', kind: 'WD', bank: 'DANA', name: 'SITI', number: '0812', active: false };
    const b: Seed = { website: 'ABC', number: '111' };
    const c: Seed = { website: 'XYZ', bank: 'GOPAY', name: 'ANDI', number: '0813' };
    return { a: seeded(await seed(a), a), b: seeded(await seed(b), b), c: seeded(await seed(c), c) };
  }

  it("gives ADMIN every website's accounts for 'all', by website then id, with the spec fields, x-total-count and all_data", async () => {
    const w = await world();
    const s = await three();
    for (const all of ['all', 'ALL']) {
      const rows = expectPage(await list(w.admin, all), 3);
      expectFieldNames(rows, FIELDS);
      expect(rows).toEqual([{ ...s.b, all_data: 3 }, s.a, s.c]);
    }
  });

  it('gives ADMIN one website for its code, in any case', async () => {
    const w = await world();
    const s = await three();
    for (const code of ['xyz', 'XYZ', 'Xyz']) expect(expectPage(await list(w.admin, code), 2)).toEqual([{ ...s.a, all_data: 2 }, s.c]);
    expect(expectPage(await list(w.admin, 'abc'), 1)).toEqual([{ ...s.b, all_data: 1 }]);
  });

  it('answers ADMIN an empty list for a website that does not exist', async () => {
    const w = await world();
    await three();
    expect(expectPage(await list(w.admin, 'QQQ'), 0)).toEqual([]);
  });

  it('pages by pageSize and page, the total staying the full count', async () => {
    const w = await world();
    const s = await three();
    const ids = async (pageSize: number, page: number) => withoutTotal(expectPage(await list(w.admin, 'all', pageSize, page), 3)).map((r) => r.akun_bank_id);
    expect(await ids(2, 1)).toEqual([s.b.akun_bank_id, s.a.akun_bank_id]);
    expect(await ids(2, 2)).toEqual([s.c.akun_bank_id]);
    expect(await ids(2, 3)).toEqual([]);
  });

  it('gives a CHECKER its own website, in any case', async () => {
    const w = await world();
    const s = await three();
    for (const code of ['abc', 'ABC']) expect(expectPage(await list(w.checkerA, code), 1)).toEqual([{ ...s.b, all_data: 1 }]);
    expect(expectPage(await list(w.checkerB, 'xyz'), 2)).toEqual([{ ...s.a, all_data: 2 }, s.c]);
  });

  itRefusesOtherWebsites(
    world,
    list,
    [
      ['checkerA', 'xyz'],
      ['checkerA', 'all'],
      ['checkerB', 'abc'],
      ['checkerA', 'QQQ'],
    ],
    three,
  );

  itRefusesCsAndBadPages(world, undefined, { list: (cookie) => list(cookie, 'abc'), paged: (cookie, pageSize, page) => list(cookie, 'all', pageSize, page) });
});

// ---- POST /api/createakunbank ------------------------------------------------------------------

describe('POST /api/createakunbank', () => {
  it('lets ADMIN add an account for any website: trimmed, upper-cased, created by the session (not the body), one activity row', async () => {
    const w = await world();
    let id = 0;
    const added = await newActivities(ctx, async () => {
      const res = await create(
        w.admin,
        body({
          akun_bank_website: ' xyz ',
          akun_bank_jenis_transaksi: ' depo ',
          akun_bank_bank: ' bca ',
          akun_bank_name: '  Budi Santoso ',
          akun_bank_no: ' 1234567890 ',
        }),
      );
      expect(res.statusCode).toBe(201);
      id = res.json().id;
      expect(res.json()).toEqual({ success: true, message: 'Akun bank berhasil dibuat.', id });
    });
    expect(added).toEqual([
      {
        username: 'admin',
        role: 'ADMIN',
        website_code: 'XYZ',
        activity: 'Menambahkan akun bank BCA DEPO 1234567890 (Budi Santoso) untuk website XYZ',
      },
    ]);
    expect(await stored()).toEqual([
      { id, website_code: 'XYZ', kind: 'DEPO', bank: 'BCA', name: 'Budi Santoso', number: '1234567890', active: true, created_by: 1, last_edited_by: 1 },
    ]);
    const [row] = expectPage(await list(w.admin, 'xyz'), 1);
    expect(row).toMatchObject({
      akun_bank_id: id,
      akun_bank_status: true,
      akun_bank_created_by: 1,
      akun_bank_created_by_name: 'admin',
      akun_bank_last_edited_by: 1,
      akun_bank_last_edited_by_name: 'admin',
    });
    expectIsoTimestamp(row!.akun_bank_last_edited_at);
  });

  it('lets a CHECKER add an account for its own website, created by the CHECKER', async () => {
    const w = await world();
    const added = await newActivities(ctx, async () => {
      const res = await create(w.checkerA, body({ akun_bank_website: 'ABC', akun_bank_jenis_transaksi: 'wd', akun_bank_bank: 'gopay', akun_bank_no: '0812' }));
      expect(res.statusCode).toBe(201);
    });
    expect(added).toEqual([
      { username: 'budi', role: 'CHECKER', website_code: 'ABC', activity: 'Menambahkan akun bank GOPAY WD 0812 (BUDI) untuk website ABC' },
    ]);
    expect(await stored()).toMatchObject([{ website_code: 'ABC', kind: 'WD', bank: 'GOPAY', created_by: w.budi, last_edited_by: w.budi }]);
  });

  it('accepts every bank of the list', async () => {
    const w = await world();
    for (const [i, bank] of BANKS.entries()) {
      expect((await create(w.admin, body({ akun_bank_bank: bank.toLowerCase(), akun_bank_no: String(100 + i) }))).statusCode).toBe(201);
    }
    expect((await stored()).map((a) => a.bank)).toEqual([...BANKS]);
  });

  it('answers 404 when a CHECKER names another website, writing nothing', async () => {
    const w = await world();
    const added = await newActivities(ctx, async () => {
      for (const [cookie, website] of [
        [w.checkerA, 'XYZ'],
        [w.checkerB, 'abc'],
        [w.checkerA, 'QQQ'],
      ] as const) {
        expectMessage(await create(cookie, body({ akun_bank_website: website })), 404, MSG.websiteNotFound);
      }
    });
    expect(added).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('answers 400 when ADMIN names a website that does not exist', async () => {
    const w = await world();
    expectMessage(await create(w.admin, body({ akun_bank_website: 'QQQ' })), 400, MSG.websiteNotFound);
    expect(await stored()).toEqual([]);
  });

  it('answers 409 for the same website, jenis, bank and number, writing nothing', async () => {
    const w = await world();
    expect((await create(w.admin, body())).statusCode).toBe(201);
    const added = await newActivities(ctx, async () => {
      for (const again of [
        body(),
        body({ akun_bank_website: 'ABC', akun_bank_jenis_transaksi: 'depo', akun_bank_bank: 'bca', akun_bank_name: 'OTHER NAME' }),
      ]) {
        expectMessage(await create(w.admin, again), 409, 'Akun bank BCA DEPO 1234567890 sudah ada untuk website ABC.');
      }
      const byChecker = await create(w.checkerA, body());
      expect(byChecker.statusCode).toBe(409);
    });
    expect(added).toEqual([]);
    expect(await stored()).toHaveLength(1);
  });

  it('accepts the same number as another jenis, another bank or for another website', async () => {
    const w = await world();
    for (const b of [body(), body({ akun_bank_jenis_transaksi: 'WD' }), body({ akun_bank_bank: 'BRI' }), body({ akun_bank_website: 'XYZ' })]) {
      expect((await create(w.admin, b)).statusCode).toBe(201);
    }
    expect(await stored()).toHaveLength(4);
  });

  it.each(['akun_bank_website', 'akun_bank_jenis_transaksi', 'akun_bank_bank', 'akun_bank_name', 'akun_bank_no'])(
    "refuses a missing or blank %s with 400 'Semua field wajib diisi.'",
    async (field) => {
      const w = await world();
      const added = await newActivities(ctx, async () => {
        for (const value of [undefined, '', '   ']) {
          const res = await create(w.admin, body({ [field]: value }));
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ message: MSG_BANK_FIELDS_REQUIRED, field });
        }
      });
      expect(added).toEqual([]);
      expect(await stored()).toEqual([]);
    },
  );

  it.each([
    ['akun_bank_no', '123-456', 'Nomor rekening hanya boleh angka.'],
    ['akun_bank_no', '12 34', 'Nomor rekening hanya boleh angka.'],
    ['akun_bank_no', '１２３', 'Nomor rekening hanya boleh angka.'],
    ['akun_bank_jenis_transaksi', 'DEPOSIT', 'Jenis transaksi harus DEPO atau WD.'],
    ['akun_bank_bank', 'JAGO', `Bank harus salah satu dari ${BANKS.join(', ')}.`],
  ])('refuses %s %j with 400: %s', async (field, value, message) => {
    const w = await world();
    const res = await create(w.admin, body({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field });
    expect(await stored()).toEqual([]);
  });

  it('refuses CS with 403 and answers 401 without a token, writing nothing', async () => {
    const w = await world();
    const added = await newActivities(ctx, async () => {
      expectMessage(await create(w.cs, body()), 403, MSG.forbidden);
      expect((await create(undefined, body())).statusCode).toBe(401);
    });
    expect(added).toEqual([]);
    expect(await stored()).toEqual([]);
  });
});

// ---- PUT /api/updatestatusakunbank -------------------------------------------------------------

describe('PUT /api/updatestatusakunbank/{akun_bank_id}', () => {
  it('lets ADMIN deactivate and activate an account, one activity row each, filed under its website', async () => {
    const w = await world();
    const id = await seed({ website: 'ABC', number: '1234567890' });
    await expectStatusSet(ctx, () => setStatus(w.admin, id, false), id, 'Status akun bank BUDI (1234567890) diubah menjadi Inactive.', {
      username: 'admin',
      role: 'ADMIN',
      website_code: 'ABC',
      activity: 'Menonaktifkan akun bank BCA DEPO 1234567890 (BUDI) untuk website ABC',
    });
    expect(await stored()).toMatchObject([{ id, active: false, last_edited_by: 1, created_by: 1 }]);
    expect(expectPage(await list(w.admin, 'abc'), 1)[0]).toMatchObject({ akun_bank_status: false, akun_bank_last_edited_by: 1 });

    await expectStatusSet(ctx, () => setStatus(w.admin, id, true), id, 'Status akun bank BUDI (1234567890) diubah menjadi Active.', {
      username: 'admin',
      role: 'ADMIN',
      website_code: 'ABC',
      activity: 'Mengaktifkan akun bank BCA DEPO 1234567890 (BUDI) untuk website ABC',
    });
    expect(await stored()).toMatchObject([{ id, active: true }]);
  });

  it('answers 404 for an unknown id, writing nothing', async () => {
    const w = await world();
    await expectNotFound(ctx, MSG.bankAccountNotFound, [() => setStatus(w.admin, 999, false)]);
  });

  it('refuses a status that is not a boolean with 400', async () => {
    const w = await world();
    const id = await seed({ website: 'ABC', number: '1' });
    for (const value of ['false', 0, null, undefined]) expect((await setStatus(w.admin, id, value)).statusCode).toBe(400);
    expect(await stored()).toMatchObject([{ active: true }]);
  });

  it('refuses CHECKER (even of the account website) and CS with 403, 401 without a token, changing nothing', async () => {
    const w = await world();
    const id = await seed({ website: 'ABC', number: '1' });
    await expectAdminOnly(ctx, [w.checkerA, w.checkerB, w.cs], undefined, (cookie) => setStatus(cookie, id, false));
    expect(await stored()).toMatchObject([{ active: true, last_edited_by: null }]);
  });
});

// ---- DELETE /api/deleteakunbank ----------------------------------------------------------------

describe('DELETE /api/deleteakunbank/{akun_bank_id}', () => {
  it('lets ADMIN remove an account: gone, one activity row filed under its website', async () => {
    const w = await world();
    const id = await seed({ website: 'XYZ', kind: 'WD', bank: 'MANDIRI', name: 'SITI', number: '777' });
    const keep = await seed({ website: 'XYZ', number: '778' });
    const added = await newActivities(ctx, async () => {
      const res = await remove(w.admin, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Akun bank SITI (MANDIRI - 777) berhasil dihapus.', id });
    });
    expect(added).toEqual([{ username: 'admin', role: 'ADMIN', website_code: 'XYZ', activity: 'Menghapus akun bank MANDIRI WD 777 (SITI) untuk website XYZ' }]);
    expect((await stored()).map((a) => a.id)).toEqual([keep]);
  });

  it('refuses with 409 while uploads and lines of the account are stored (deactivating is the way), writing nothing; once gone, removes it', async () => {
    const w = await world();
    const id = await seed({ website: 'ABC', bank: 'BCA', kind: 'DEPO', name: 'PT ABC', number: '7771110000' });
    const statement = [
      'Tanggal,Keterangan,Jumlah,DB/CR,Saldo',
      '03/07/2026 10:00:00,TRSF E-BANKING CR BUDI,50000.00,CR,5000000.00',
      '03/07/2026 10:05:00,TRSF E-BANKING CR SITI,75000.00,CR,5050000.00',
    ].join('\n');
    const fields = {
      provider: 'NEXUS',
      depo_created_by: '1',
      groups: 'ABC',
      dates: '03-Jul-2026',
      corporate_bank_name: 'PT ABC',
      corporate_bank_no: '7771110000',
    };
    const uploaded = await ctx.request({
      method: 'POST',
      url: '/api/mutasiupdepobca',
      cookie: w.admin,
      ...multipart(fields, { name: 'bca.csv', content: statement }),
    });
    expect([uploaded.statusCode, uploaded.json().added]).toEqual([200, 2]);
    const added = await newActivities(ctx, async () => {
      const res = await remove(w.admin, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          'Akun bank PT ABC (7771110000) tidak dapat dihapus karena masih memiliki 1 upload, 2 data mutasi. Nonaktifkan saja agar tidak bisa dipilih lagi.',
      });
    });
    expect(added).toEqual([]);
    expect((await stored()).map((a) => a.id)).toEqual([id]);
    await ctx.db.deleteFrom('upload').execute();
    expect((await remove(w.admin, id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or already removed id, writing nothing', async () => {
    const w = await world();
    await expectRemovedOnce(ctx, (id) => remove(w.admin, id), await seed({ website: 'ABC', number: '1' }), MSG.bankAccountNotFound);
  });

  it('refuses CHECKER (even of the account website) and CS with 403, 401 without a token, removing nothing', async () => {
    const w = await world();
    const id = await seed({ website: 'ABC', number: '1' });
    await expectAdminOnly(ctx, [w.checkerA, w.checkerB, w.cs], undefined, (cookie) => remove(cookie, id));
    expect(await stored()).toHaveLength(1);
  });
});

// ---- GET /api/akunbanklist ---------------------------------------------------------------------

describe('GET /api/akunbanklist/{websiteCode}/{bank}/{depo|wd}', () => {
  async function accounts() {
    return {
      bcaDepo: await seed({ website: 'ABC', bank: 'BCA', kind: 'DEPO', name: 'BCA SATU', number: '101' }),
      bcaDepoOff: await seed({ website: 'ABC', bank: 'BCA', kind: 'DEPO', name: 'BCA MATI', number: '102', active: false }),
      bcaDepo2: await seed({ website: 'ABC', bank: 'BCA', kind: 'DEPO', name: 'BCA DUA', number: '103' }),
      bcaWd: await seed({ website: 'ABC', bank: 'BCA', kind: 'WD', name: 'BCA WD', number: '201' }),
      mandiri: await seed({ website: 'ABC', bank: 'MANDIRI', kind: 'DEPO', name: 'MDR', number: '301' }),
      bniDepo: await seed({ website: 'ABC', bank: 'BNI', kind: 'DEPO', name: 'BNI DEPO', number: '401' }),
      bniWd: await seed({ website: 'ABC', bank: 'BNI', kind: 'WD', name: 'BNI WD', number: '402' }),
      xyzBca: await seed({ website: 'XYZ', bank: 'BCA', kind: 'DEPO', name: 'XYZ BCA', number: '901' }),
    };
  }
  const option = (id: number, name: string, no: string) => ({ akun_bank_id: id, akun_bank_name: name, akun_bank_no: no });

  it('lists the active accounts of the website, bank and jenis, by id, with exactly the option fields', async () => {
    const w = await world();
    const a = await accounts();
    const res = await choices(w.admin, 'abc', 'bca', 'depo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([option(a.bcaDepo, 'BCA SATU', '101'), option(a.bcaDepo2, 'BCA DUA', '103')]);
  });

  it("reads 'depo' as DEPO (any case) and anything else as WD", async () => {
    const w = await world();
    const a = await accounts();
    expect((await choices(w.admin, 'ABC', 'BCA', 'DEPO')).json()).toHaveLength(2);
    for (const jenis of ['wd', 'WD', 'withdraw', 'x']) {
      expect((await choices(w.admin, 'ABC', 'bca', jenis)).json()).toEqual([option(a.bcaWd, 'BCA WD', '201')]);
    }
  });

  it('maps the upload page bank segments: mandiri-excel to MANDIRI, bni-mobile and bni-internet to BNI', async () => {
    const w = await world();
    const a = await accounts();
    for (const bank of ['mandiri', 'mandiri-excel', 'MANDIRI']) {
      expect((await choices(w.admin, 'abc', bank, 'depo')).json()).toEqual([option(a.mandiri, 'MDR', '301')]);
    }
    for (const bank of ['bni', 'bni-mobile', 'bni-internet']) {
      expect((await choices(w.admin, 'abc', bank, 'depo')).json()).toEqual([option(a.bniDepo, 'BNI DEPO', '401')]);
      expect((await choices(w.admin, 'abc', bank, 'wd')).json()).toEqual([option(a.bniWd, 'BNI WD', '402')]);
    }
  });

  it('answers an empty list for a known bank without accounts, and for a deactivated-only choice', async () => {
    const w = await world();
    await accounts();
    expect((await choices(w.admin, 'abc', 'linkaja', 'depo')).json()).toEqual([]);
    expect((await choices(w.admin, 'xyz', 'bca', 'wd')).json()).toEqual([]);
    await ctx.db.updateTable('bank_account').set({ active: false }).where('website_code', '=', 'XYZ').execute();
    expect((await choices(w.admin, 'xyz', 'bca', 'depo')).json()).toEqual([]);
  });

  it('answers 400 naming an unknown bank', async () => {
    const w = await world();
    expectMessage(await choices(w.admin, 'abc', 'jago', 'depo'), 400, 'Bank jago tidak dikenal.');
  });

  it('lets a CHECKER list its own website only (404 for another)', async () => {
    const w = await world();
    const a = await accounts();
    expect((await choices(w.checkerB, 'xyz', 'bca', 'depo')).json()).toEqual([option(a.xyzBca, 'XYZ BCA', '901')]);
    expect((await choices(w.checkerA, 'ABC', 'bca', 'wd')).json()).toEqual([option(a.bcaWd, 'BCA WD', '201')]);
    for (const [cookie, website] of [
      [w.checkerA, 'xyz'],
      [w.checkerB, 'abc'],
      [w.checkerA, 'all'],
    ] as const) {
      expectMessage(await choices(cookie, website, 'bca', 'depo'), 404, MSG.websiteNotFound);
    }
  });

  it('refuses CS with 403 and answers 401 without a token', async () => {
    const w = await world();
    await accounts();
    expectMessage(await choices(w.cs, 'abc', 'bca', 'depo'), 403, MSG.forbidden);
    expect((await choices(undefined, 'abc', 'bca', 'depo')).statusCode).toBe(401);
  });
});

// ---- races and the table's own rules -----------------------------------------------------------

describe('at the same time', () => {
  it('of two identical creations, one is stored (201) and the other answers 409; one activity row', async () => {
    const w = await world();
    const added = await newActivities(ctx, async () => {
      const results = await Promise.all([create(w.admin, body()), create(w.checkerA, body())]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });
    expect(added).toHaveLength(1);
    expect(await stored()).toHaveLength(1);
  });

  it('a website removal and a bank account creation for it never both succeed', async () => {
    const w = await world();
    const mno = await ctx.addWebsite('MNO');
    const [removal, creation] = await Promise.all([
      ctx.request({ method: 'DELETE', url: `/api/deletewebsite/${mno}`, cookie: w.admin }),
      create(w.admin, body({ akun_bank_website: 'MNO' })),
    ]);
    const outcome = [removal.statusCode, creation.statusCode];
    expect([
      [200, 400],
      [409, 201],
    ]).toContainEqual(outcome);
    const left = await ctx.db.selectFrom('website').select('code').where('code', '=', 'MNO').execute();
    expect(left).toHaveLength(outcome[0] === 200 ? 0 : 1);
    expect(await stored()).toHaveLength(outcome[1] === 201 ? 1 : 0);
  });
});

describe('the bank_account table', () => {
  const insert = (values: Record<string, unknown>) =>
    ctx.db
      .insertInto('bank_account')
      .values({ website_code: 'ABC', kind: 'DEPO', bank: 'BCA', name: 'BUDI', number: '1', ...values } as never)
      .execute();

  it('refuses a number that is not digits, an unknown kind or bank, a blank name and an unknown website', async () => {
    await ctx.addWebsite('ABC');
    for (const bad of [{ number: '12a' }, { number: '' }, { kind: 'DEPOSIT' }, { bank: 'JAGO' }, { name: '  ' }, { website_code: 'QQQ' }]) {
      await expect(insert(bad)).rejects.toThrow();
    }
    await insert({});
    await expect(insert({ name: 'OTHER' })).rejects.toThrow(); // same website, kind, bank, number
  });

  it('follows a change of the website code and keeps the website from being deleted', async () => {
    const id = await ctx.addWebsite('ABC');
    await insert({});
    await ctx.db.updateTable('website').set({ code: 'ABD' }).where('id', '=', id).execute();
    expect(await ctx.db.selectFrom('bank_account').select('website_code').execute()).toEqual([{ website_code: 'ABD' }]);
    await expect(ctx.db.deleteFrom('website').where('id', '=', id).execute()).rejects.toThrow();
  });
});
