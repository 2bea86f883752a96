import { beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MSG } from '@auto-checker/contract';
import { ADMIN_PASSWORD, USER_PASSWORD, useTestContext } from './support/harness.ts';
import { expectIsoTimestamp, expectMessage, newActivities } from './support/records.ts';
import { fieldNames, neverEdited, expectNotFound } from './support/admin-pages.ts';
import { accountCalls } from './support/account-calls.ts';

const ctx = useTestContext();
beforeEach(() => ctx.reset());

const ACCOUNT_FIELDS = fieldNames('account', ['id', 'name', 'status', 'role', 'website', 'website_code', 'created_by', 'created_by_name']);

// ---- calls -------------------------------------------------------------------------------------

const list = (cookie: string | undefined, pageSize: number | string, page: number | string) =>
  ctx.request({ method: 'GET', url: `/api/alladminacc/${pageSize}/${page}`, ...(cookie ? { cookie } : {}) });
const create = (cookie: string | undefined, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/addadminacc', payload, ...(cookie ? { cookie } : {}) });
const { setStatus, remove, changePassword } = accountCalls(() => ctx);
const websites = (cookie?: string) => ctx.request({ method: 'GET', url: '/api/websitelist', ...(cookie ? { cookie } : {}) });
/** A raw sign-in attempt (no throw), for checking who can and cannot sign in. */
const signIn = (account_name: string, account_password: string) =>
  ctx.request({ method: 'POST', url: '/api/login', payload: { account_name, account_password } });

const asAdmin = () => ctx.login('admin', ADMIN_PASSWORD);

// ---- database reads ----------------------------------------------------------------------------

/**
 * Website ABC with budi (CHECKER) and siti (CS); each of them calls `call` on the other, on budi and on the first
 * ADMIN (id 1): every call is answered 403 (forbidden) and adds no activity row. Answers budi's and siti's ids.
 */
async function expectCheckerAndCsRefused(call: (cookie: string, target: number) => Promise<LightMyRequestResponse>) {
  const site = await ctx.addWebsite('ABC');
  const budi = await ctx.addAccount('budi', 'CHECKER', site);
  const siti = await ctx.addAccount('siti', 'CS', site);
  for (const [who, target] of [
    ['budi', siti],
    ['siti', budi],
    ['budi', budi],
    ['siti', 1],
  ] as const) {
    const cookie = await ctx.login(who, USER_PASSWORD);
    const added = await newActivities(ctx, async () => {
      expectMessage(await call(cookie, target), 403, MSG.forbidden);
    });
    expect(added).toEqual([]);
  }
  return { budi, siti };
}

/**
 * The first ADMIN and a second active ADMIN, admin2, `call` each other at once: one call is answered 200, the other
 * 409 (the last active ADMIN stays), one ADMIN is left active and one activity row is added.
 */
async function expectLastAdminKept(call: (cookie: string, target: number) => Promise<LightMyRequestResponse>) {
  const admin2 = await ctx.addAccount('admin2', 'ADMIN', null);
  const c1 = await asAdmin();
  const c2 = await ctx.login('admin2', USER_PASSWORD);
  let results: LightMyRequestResponse[] = [];
  const added = await newActivities(ctx, async () => {
    results = await concurrently(
      () => call(c1, admin2),
      () => call(c2, 1),
    );
  });
  results.sort((a, b) => a.statusCode - b.statusCode);
  expect(results.map((r) => r.statusCode)).toEqual([200, 409]);
  expect(results[1]!.json()).toEqual({ message: MSG.lastAdmin });
  expect(await activeAdminIds()).toHaveLength(1);
  expect(added).toHaveLength(1);
}

async function accountRow(id: number) {
  return ctx.db
    .selectFrom('account')
    .select(['id', 'name', 'role', 'website_id', 'active', 'created_by', 'last_edited_by', 'last_edited_at', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

async function accountCount() {
  const rows = await ctx.db.selectFrom('account').select('id').execute();
  return rows.length;
}

async function activeAdminIds() {
  const rows = await ctx.db.selectFrom('account').select('id').where('role', '=', 'ADMIN').where('active', '=', true).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/**
 * Runs requests at the same time, with the race window held open: a test transaction first takes
 * the database (PGlite: a transaction on its one session; PostgreSQL: a row lock on every account),
 * and ends once every request has got through its sign-in check and waits for it (or has answered),
 * before any of them changes anything.
 */
async function concurrently(...calls: (() => Promise<LightMyRequestResponse>)[]): Promise<LightMyRequestResponse[]> {
  let pending!: Promise<LightMyRequestResponse[]>;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('account').select('id').forUpdate().execute();
    let answered = 0;
    pending = Promise.all(calls.map((call) => call().finally(() => answered++)));
    while (answered + (await ctx.waiting()) < calls.length) await new Promise(setImmediate);
  });
  return pending;
}

function expectNoSecrets(res: LightMyRequestResponse, ...passwords: string[]) {
  expect(res.body).not.toContain('password_hash');
  expect(res.body).not.toContain('$argon2');
  expect(res.body).not.toContain('account_password');
  for (const p of passwords) expect(res.body).not.toContain(p);
}

/** Admin (1), budi CHECKER ABC (2), siti CS XYZ (3), andi CS ABC (4), rudi CHECKER XYZ (5). */
async function seedAccounts() {
  const abc = await ctx.addWebsite('ABC');
  const xyz = await ctx.addWebsite('XYZ', 'LUXE');
  const budi = await ctx.addAccount('budi', 'CHECKER', abc);
  const siti = await ctx.addAccount('siti', 'CS', xyz);
  const andi = await ctx.addAccount('andi', 'CS', abc);
  const rudi = await ctx.addAccount('rudi', 'CHECKER', xyz);
  return { abc, xyz, budi, siti, andi, rudi };
}

const plain = (id: number, name: string, role: 'ADMIN' | 'CHECKER' | 'CS', website: number | null, code: string | null) => ({
  account_id: id,
  account_name: name,
  account_status: true,
  account_role: role,
  account_website: website,
  account_website_code: code,
  account_created_by: null,
  account_created_by_name: null,
  ...neverEdited('account'),
});

/** A 400 answer whose message is `message`. */
function expectBadRequest(res: LightMyRequestResponse, message: string): void {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(message);
}

// ---- GET /api/alladminacc ----------------------------------------------------------------------

describe('GET /api/alladminacc/{pageSize}/{page}', () => {
  it('gives ADMIN every account with exactly the spec field names, ordered by id, and the total in x-total-count', async () => {
    const s = await seedAccounts();
    const res = await list(await asAdmin(), 1000, 1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const rows = res.json();
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(ACCOUNT_FIELDS);
    expect(rows).toEqual([
      plain(1, 'admin', 'ADMIN', null, null),
      plain(s.budi, 'budi', 'CHECKER', s.abc, 'ABC'),
      plain(s.siti, 'siti', 'CS', s.xyz, 'XYZ'),
      plain(s.andi, 'andi', 'CS', s.abc, 'ABC'),
      plain(s.rudi, 'rudi', 'CHECKER', s.xyz, 'XYZ'),
    ]);
  });

  it('pages by pageSize and page (offset (page-1)*pageSize, ordered by id), the total staying the full count', async () => {
    await seedAccounts();
    const admin = await asAdmin();
    const ids = async (pageSize: number, page: number) => {
      const res = await list(admin, pageSize, page);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('5');
      return res.json().map((a: { account_id: number }) => a.account_id);
    };
    expect(await ids(2, 1)).toEqual([1, 2]);
    expect(await ids(2, 2)).toEqual([3, 4]); // by name it would be budi, rudi
    expect(await ids(2, 3)).toEqual([5]);
    expect(await ids(2, 4)).toEqual([]);
    expect(await ids(3, 2)).toEqual([4, 5]);
    expect(await ids(1000, 1)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the timestamps and editors of an account in the list', async () => {
    const s = await seedAccounts();
    const admin = await asAdmin();
    expect((await setStatus(admin, s.budi, false)).statusCode).toBe(200);
    const rows = (await list(admin, 1000, 1)).json();
    const budi = rows.find((a: { account_id: number }) => a.account_id === s.budi);
    expect(budi).toMatchObject({ account_status: false, account_last_edited_by: 1 });
    expectIsoTimestamp(budi.account_last_edited_at);
  });

  it('gives a CHECKER only the accounts of its own website, with their count as the total', async () => {
    const s = await seedAccounts();
    const checker = await ctx.login('budi', USER_PASSWORD);
    const res = await list(checker, 1000, 1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toEqual([plain(s.budi, 'budi', 'CHECKER', s.abc, 'ABC'), plain(s.andi, 'andi', 'CS', s.abc, 'ABC')]);

    const page2 = await list(checker, 1, 2);
    expect(page2.headers['x-total-count']).toBe('2');
    expect(page2.json().map((a: { account_id: number }) => a.account_id)).toEqual([s.andi]);
  });

  it('gives a CS only the accounts of its own website', async () => {
    const s = await seedAccounts();
    const res = await list(await ctx.login('siti', USER_PASSWORD), 1000, 1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toEqual([plain(s.siti, 'siti', 'CS', s.xyz, 'XYZ'), plain(s.rudi, 'rudi', 'CHECKER', s.xyz, 'XYZ')]);
  });

  it.each([
    ['0', '1'],
    ['1001', '1'],
    ['abc', '1'],
    ['-5', '1'],
    ['1.5', '1'],
    ['10', '0'],
    ['10', 'abc'],
  ])('refuses pageSize %s page %s with 400', async (pageSize, page) => {
    const res = await list(await asAdmin(), pageSize, page);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('accepts the limits pageSize 1 and 1000', async () => {
    const admin = await asAdmin();
    expect((await list(admin, 1, 1)).statusCode).toBe(200);
    expect((await list(admin, 1000, 1)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expectMessage(await list(undefined, 10, 1), 401, MSG.notSignedIn);
  });

  it('answers 401 without a token even when the page parameters are invalid (sign-in is checked first)', async () => {
    expectMessage(await list(undefined, 'abc', 0), 401, MSG.notSignedIn);
  });
});

// ---- no secrets ---------------------------------------------------------------------------------

describe('no accounts response carries a password or a hash', () => {
  it('holds for create, list, status, password change, delete and the website list', async () => {
    const site = await ctx.addWebsite('ABC');
    const admin = await asAdmin();
    const first = 'Very-Secret-Pass-42';
    const second = 'Another-Secret-77';

    const created = await create(admin, {
      account_name: 'budi',
      account_password: first,
      account_role: 'CHECKER',
      account_website: site,
    });
    expect(created.statusCode).toBe(201);
    expectNoSecrets(created, first);
    const id = created.json().id as number;
    expect((await accountRow(id))!.password_hash.startsWith('$argon2')).toBe(true);

    const adminList = await list(admin, 1000, 1);
    expect(adminList.statusCode).toBe(200);
    expectNoSecrets(adminList, first, ADMIN_PASSWORD);

    const checker = await ctx.login('budi', first);
    const checkerList = await list(checker, 1000, 1);
    expect(checkerList.statusCode).toBe(200);
    expectNoSecrets(checkerList, first);

    const changed = await changePassword(admin, id, second);
    expect(changed.statusCode).toBe(200);
    expectNoSecrets(changed, first, second);

    const off = await setStatus(admin, id, false);
    expect(off.statusCode).toBe(200);
    expectNoSecrets(off, first, second);

    const sites = await websites(admin);
    expect(sites.statusCode).toBe(200);
    expectNoSecrets(sites, ADMIN_PASSWORD);

    const deleted = await remove(admin, id);
    expect(deleted.statusCode).toBe(200);
    expectNoSecrets(deleted, first, second);
  });

  it('holds for a refused creation (the password is not echoed back)', async () => {
    const res = await create(await asAdmin(), {
      account_name: 'ADMIN',
      account_password: 'Echo-Me-Not-99',
      account_role: 'ADMIN',
    });
    expect(res.statusCode).toBe(409);
    expectNoSecrets(res, 'Echo-Me-Not-99');
  });
});

// ---- POST /api/addadminacc ---------------------------------------------------------------------

describe('POST /api/addadminacc', () => {
  it('creates a CHECKER: 201, the account in the answer, the row, and the account can sign in', async () => {
    const site = await ctx.addWebsite('ABC');
    const res = await create(await asAdmin(), {
      account_name: 'budi',
      account_password: 'budi-pass-1',
      account_status: true,
      account_role: 'CHECKER',
      account_website: site,
      account_created_by: 1,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: MSG.userCreated,
      id: 2,
      account: {
        account_id: 2,
        account_name: 'budi',
        account_status: true,
        account_role: 'CHECKER',
        account_website: site,
        account_website_code: 'ABC',
        account_created_by: 1,
        account_created_by_name: 'admin',
        account_last_edited_at: expect.any(String),
        account_last_edited_by: 1,
        account_last_edited_by_name: 'admin',
      },
    });
    expectIsoTimestamp(body.account.account_last_edited_at);
    const row = await accountRow(2);
    expect(row).toMatchObject({ name: 'budi', role: 'CHECKER', website_id: site, active: true, created_by: 1, last_edited_by: 1 });
    expect(row!.password_hash).not.toBe('budi-pass-1');

    const login = await signIn('budi', 'budi-pass-1');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ account_id: 2, account_role: 'CHECKER', account_website: site, account_website_code: 'ABC' });
  });

  it('creates an ADMIN without a website, and a CS bound to one', async () => {
    const site = await ctx.addWebsite('XYZ', 'LUXE');
    const admin = await asAdmin();
    const boss = await create(admin, { account_name: 'boss', account_password: 'boss-pass', account_role: 'ADMIN', account_website: null });
    expect(boss.statusCode).toBe(201);
    expect(boss.json().account).toMatchObject({ account_role: 'ADMIN', account_website: null, account_website_code: null });
    const cs = await create(admin, { account_name: 'siti', account_password: 'siti-pass', account_role: 'CS', account_website: site });
    expect(cs.statusCode).toBe(201);
    expect(cs.json().account).toMatchObject({ account_role: 'CS', account_website: site, account_website_code: 'XYZ' });
    expect((await signIn('boss', 'boss-pass')).json().account_role).toBe('ADMIN');
    expect((await signIn('siti', 'siti-pass')).json().account_role).toBe('CS');
  });

  it('refuses CHECKER and CS with 403 and creates nothing', async () => {
    const site = await ctx.addWebsite('ABC');
    await ctx.addAccount('budi', 'CHECKER', site);
    await ctx.addAccount('siti', 'CS', site);
    for (const who of ['budi', 'siti']) {
      const cookie = await ctx.login(who, USER_PASSWORD);
      const added = await newActivities(ctx, async () => {
        const res = await create(cookie, {
          account_name: `made-by-${who}`,
          account_password: 'whatever-1',
          account_role: 'CHECKER',
          account_website: site,
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: MSG.forbidden });
      });
      expect(added).toEqual([]);
    }
    expect(await accountCount()).toBe(3);
  });

  it('refuses a CHECKER with 403 even when the body would not validate (access is checked first)', async () => {
    const site = await ctx.addWebsite('ABC');
    await ctx.addAccount('budi', 'CHECKER', site);
    expectMessage(await create(await ctx.login('budi', USER_PASSWORD), { account_name: 'bad name!', account_role: 'ADMIN' }), 403, MSG.forbidden);
  });

  it('answers 401 without a token', async () => {
    expectMessage(await create(undefined, { account_name: 'x', account_password: 'y', account_role: 'ADMIN' }), 401, MSG.notSignedIn);
    expect(await accountCount()).toBe(1);
  });

  it('refuses a username already used, whatever its case, with 409', async () => {
    const site = await ctx.addWebsite('ABC');
    await ctx.addAccount('budi', 'CHECKER', site);
    const admin = await asAdmin();
    const added = await newActivities(ctx, async () => {
      for (const [name, role, website] of [
        ['budi', 'CHECKER', site],
        ['BUDI', 'CS', site],
        ['Budi', 'CHECKER', site],
        ['Admin', 'ADMIN', null],
      ] as const) {
        expectMessage(
          await create(admin, { account_name: name, account_password: 'pw-1', account_role: role, account_website: website }),
          409,
          MSG.usernameTaken(name),
        );
      }
    });
    expect(added).toEqual([]);
    expect(await accountCount()).toBe(2);
  });

  it.each(['CHECKER', 'CS'] as const)('refuses %s without a website with 400', async (role) => {
    const admin = await asAdmin();
    for (const website of [undefined, null, '']) {
      const payload: Record<string, unknown> = { account_name: 'nosite', account_password: 'pw-1', account_role: role };
      if (website !== undefined) payload.account_website = website;
      expectBadRequest(await create(admin, payload), MSG.websiteRequiredForRole);
    }
    expect(await accountCount()).toBe(1);
  });

  it('refuses an ADMIN with a website with 400', async () => {
    const site = await ctx.addWebsite('ABC');
    const admin = await asAdmin();
    for (const website of [site, String(site)]) {
      expectBadRequest(
        await create(admin, { account_name: 'boss', account_password: 'pw-1', account_role: 'ADMIN', account_website: website }),
        MSG.adminHasNoWebsite,
      );
    }
    expect(await accountCount()).toBe(1);
  });

  it('refuses a website id that does not exist with 400', async () => {
    const site = await ctx.addWebsite('ABC');
    const admin = await asAdmin();
    const added = await newActivities(ctx, async () => {
      for (const website of [site + 100, String(site + 100)]) {
        expectMessage(
          await create(admin, { account_name: 'budi', account_password: 'pw-1', account_role: 'CHECKER', account_website: website }),
          400,
          MSG.websiteNotFound,
        );
      }
    });
    expect(added).toEqual([]);
    expect(await accountCount()).toBe(1);
  });

  it('refuses a website that is not a positive whole number with 400', async () => {
    const admin = await asAdmin();
    for (const website of ['abc', 0, -1, 1.5, '2x', true]) {
      const res = await create(admin, { account_name: 'budi', account_password: 'pw-1', account_role: 'CHECKER', account_website: website });
      expect(res.statusCode).toBe(400);
    }
    expect(await accountCount()).toBe(1);
  });

  it("takes the website as a number, a numeric string, or '' for ADMIN", async () => {
    const site = await ctx.addWebsite('ABC');
    const admin = await asAdmin();
    const asNumber = await create(admin, { account_name: 'num', account_password: 'pw-1', account_role: 'CHECKER', account_website: site });
    const asString = await create(admin, { account_name: 'str', account_password: 'pw-1', account_role: 'CS', account_website: String(site) });
    const empty = await create(admin, { account_name: 'boss', account_password: 'pw-1', account_role: 'ADMIN', account_website: '' });
    const missing = await create(admin, { account_name: 'boss2', account_password: 'pw-1', account_role: 'ADMIN' });
    for (const res of [asNumber, asString, empty, missing]) expect(res.statusCode).toBe(201);
    expect((await accountRow(asNumber.json().id))!.website_id).toBe(site);
    expect((await accountRow(asString.json().id))!.website_id).toBe(site);
    expect((await accountRow(empty.json().id))!.website_id).toBeNull();
    expect((await accountRow(missing.json().id))!.website_id).toBeNull();
  });

  it('ignores account_created_by in the body: the creator is the signed-in admin', async () => {
    const site = await ctx.addWebsite('ABC');
    const admin2 = await ctx.addAccount('admin2', 'ADMIN', null);
    const cookie2 = await ctx.login('admin2', USER_PASSWORD);
    const res = await create(cookie2, {
      account_name: 'budi',
      account_password: 'pw-1',
      account_role: 'CHECKER',
      account_website: site,
      account_created_by: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().account).toMatchObject({ account_created_by: admin2, account_last_edited_by: admin2 });
    expect(await accountRow(res.json().id)).toMatchObject({ created_by: admin2, last_edited_by: admin2 });

    const other = await create(await asAdmin(), {
      account_name: 'siti',
      account_password: 'pw-1',
      account_role: 'CS',
      account_website: site,
      account_created_by: 999,
    });
    expect(other.statusCode).toBe(201);
    expect(await accountRow(other.json().id)).toMatchObject({ created_by: 1 });
  });

  it('creates an inactive account when account_status is false; it cannot sign in', async () => {
    const site = await ctx.addWebsite('ABC');
    const res = await create(await asAdmin(), {
      account_name: 'sleepy',
      account_password: 'sleepy-pass',
      account_status: false,
      account_role: 'CHECKER',
      account_website: site,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().account.account_status).toBe(false);
    expect((await accountRow(res.json().id))!.active).toBe(false);
    expectMessage(await signIn('sleepy', 'sleepy-pass'), 403, MSG.accountInactive);
  });

  it('creates an active account when account_status is left out', async () => {
    const site = await ctx.addWebsite('ABC');
    const res = await create(await asAdmin(), { account_name: 'budi', account_password: 'pw-1', account_role: 'CS', account_website: site });
    expect(res.statusCode).toBe(201);
    expect((await accountRow(res.json().id))!.active).toBe(true);
  });

  it('refuses an empty or missing password with 400', async () => {
    const site = await ctx.addWebsite('ABC');
    const admin = await asAdmin();
    const base = { account_name: 'budi', account_role: 'CHECKER', account_website: site };
    for (const payload of [{ ...base, account_password: '' }, base]) {
      expectBadRequest(await create(admin, payload), MSG.passwordRequired);
    }
    expect(await accountCount()).toBe(1);
  });

  it('refuses a username with characters other than letters, digits, dot, underscore and dash with 400', async () => {
    const admin = await asAdmin();
    for (const name of ['budi santoso', 'budi!', 'büdi', '<script>', "o'neil", 'a/b']) {
      expectBadRequest(
        await create(admin, { account_name: name, account_password: 'pw-1', account_role: 'ADMIN' }),
        'Username hanya boleh huruf, angka, titik, garis bawah dan strip.',
      );
    }
    expectBadRequest(await create(admin, { account_name: '', account_password: 'pw-1', account_role: 'ADMIN' }), 'Username wajib diisi.');
    const ok = await create(admin, { account_name: 'Budi.S_2-x', account_password: 'pw-1', account_role: 'ADMIN' });
    expect(ok.statusCode).toBe(201);
    expect(await accountCount()).toBe(2);
  });

  it('refuses an unknown role with 400', async () => {
    const res = await create(await asAdmin(), { account_name: 'budi', account_password: 'pw-1', account_role: 'ROOT' });
    expect(res.statusCode).toBe(400);
    expect(await accountCount()).toBe(1);
  });
});

// ---- PUT /api/updatestatusadminacc -------------------------------------------------------------

describe('PUT /api/updatestatusadminacc/{id}', () => {
  it('deactivates and activates again, with the message, the row, and sign-in following the status', async () => {
    const site = await ctx.addWebsite('ABC');
    const budi = await ctx.addAccount('budi', 'CHECKER', site);
    const admin = await asAdmin();
    expect(await accountRow(budi)).toMatchObject({ last_edited_by: null, last_edited_at: null });

    const off = await setStatus(admin, budi, false);
    expect(off.statusCode).toBe(200);
    const offBody = off.json();
    expect(offBody).toEqual({
      success: true,
      message: MSG.statusChanged('budi', false),
      id: budi,
      account: {
        account_id: budi,
        account_name: 'budi',
        account_status: false,
        account_role: 'CHECKER',
        account_website: site,
        account_website_code: 'ABC',
        account_created_by: null,
        account_created_by_name: null,
        account_last_edited_at: expect.any(String),
        account_last_edited_by: 1,
        account_last_edited_by_name: 'admin',
      },
    });
    expectIsoTimestamp(offBody.account.account_last_edited_at);
    const row = await accountRow(budi);
    expect(row).toMatchObject({ active: false, last_edited_by: 1 });
    expect(row!.last_edited_at).toBeInstanceOf(Date);
    expectMessage(await signIn('budi', USER_PASSWORD), 403, MSG.accountInactive);

    const on = await setStatus(admin, budi, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ success: true, message: MSG.statusChanged('budi', true), id: budi });
    expect(on.json().account.account_status).toBe(true);
    expect((await accountRow(budi))!.active).toBe(true);
    expect((await signIn('budi', USER_PASSWORD)).statusCode).toBe(200);
  });

  it('records who edited last', async () => {
    const site = await ctx.addWebsite('ABC');
    const budi = await ctx.addAccount('budi', 'CHECKER', site);
    const admin2 = await ctx.addAccount('admin2', 'ADMIN', null);
    const res = await setStatus(await ctx.login('admin2', USER_PASSWORD), budi, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().account.account_last_edited_by).toBe(admin2);
    expect((await accountRow(budi))!.last_edited_by).toBe(admin2);
  });

  it('refuses CHECKER and CS with 403 and changes nothing', async () => {
    const { budi, siti } = await expectCheckerAndCsRefused((cookie, target) => setStatus(cookie, target, false));
    expect(await activeAdminIds()).toEqual([1]);
    expect((await accountRow(budi))!.active).toBe(true);
    expect((await accountRow(siti))!.active).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expectMessage(await setStatus(undefined, 1, false), 401, MSG.notSignedIn);
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await asAdmin();
    await expectNotFound(
      ctx,
      MSG.accountNotFound,
      [false, true].map((status) => () => setStatus(admin, 999, status)),
    );
  });

  it('refuses a malformed id or status with 400', async () => {
    const site = await ctx.addWebsite('ABC');
    const budi = await ctx.addAccount('budi', 'CHECKER', site);
    const admin = await asAdmin();
    expect((await setStatus(admin, 'abc', false)).statusCode).toBe(400);
    expect((await setStatus(admin, 0, false)).statusCode).toBe(400);
    expect((await setStatus(admin, budi, 'no')).statusCode).toBe(400);
    expect((await setStatus(admin, budi, undefined)).statusCode).toBe(400);
    expect((await accountRow(budi))!.active).toBe(true);
  });

  it('refuses an admin deactivating themself with 400', async () => {
    const admin = await asAdmin();
    const added = await newActivities(ctx, async () => {
      expectMessage(await setStatus(admin, 1, false), 400, MSG.notSelf);
    });
    expect(added).toEqual([]);
    expect(await activeAdminIds()).toEqual([1]);
  });

  it('refuses an admin deactivating themself even when another active ADMIN exists', async () => {
    await ctx.addAccount('admin2', 'ADMIN', null);
    expectMessage(await setStatus(await asAdmin(), 1, false), 400, MSG.notSelf);
    expect(await activeAdminIds()).toEqual([1, 2]);
  });

  it('lets an ADMIN deactivate another ADMIN while a second active ADMIN remains', async () => {
    const admin2 = await ctx.addAccount('admin2', 'ADMIN', null);
    const res = await setStatus(await asAdmin(), admin2, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.statusChanged('admin2', false));
    expect(await activeAdminIds()).toEqual([1]);
  });

  it('never deactivates the last active ADMIN: of two admins deactivating each other at once, one is refused with 409', async () => {
    await expectLastAdminKept((cookie, target) => setStatus(cookie, target, false));
  });

  it('may deactivate an ADMIN that is already inactive, and reactivate it', async () => {
    const admin2 = await ctx.addAccount('admin2', 'ADMIN', null, { active: false });
    const admin = await asAdmin();
    expect((await setStatus(admin, admin2, false)).statusCode).toBe(200);
    expect((await setStatus(admin, admin2, true)).statusCode).toBe(200);
    expect(await activeAdminIds()).toEqual([1, admin2]);
  });
});

// ---- DELETE /api/deleteadminacc ----------------------------------------------------------------

describe('DELETE /api/deleteadminacc/{id}', () => {
  it('deletes the account: message, the row is gone, it can no longer sign in', async () => {
    const site = await ctx.addWebsite('ABC');
    const budi = await ctx.addAccount('budi', 'CHECKER', site);
    const res = await remove(await asAdmin(), budi);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.accountDeleted('budi'), id: budi });
    expect(await accountRow(budi)).toBeUndefined();
    expect(await accountCount()).toBe(1);
    expect((await signIn('budi', USER_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses CHECKER and CS with 403 and deletes nothing', async () => {
    await expectCheckerAndCsRefused((cookie, target) => remove(cookie, target));
    expect(await accountCount()).toBe(3);
  });

  it('answers 401 without a token', async () => {
    expectMessage(await remove(undefined, 1), 401, MSG.notSignedIn);
    expect(await accountCount()).toBe(1);
  });

  it('refuses an admin deleting themself with 400', async () => {
    await ctx.addAccount('admin2', 'ADMIN', null);
    const admin = await asAdmin();
    const added = await newActivities(ctx, async () => {
      expectMessage(await remove(admin, 1), 400, MSG.notSelf);
    });
    expect(added).toEqual([]);
    expect(await accountRow(1)).toBeDefined();
  });

  it('answers 404 for an unknown id', async () => {
    expectMessage(await remove(await asAdmin(), 999), 404, MSG.accountNotFound);
  });

  it('refuses a malformed id with 400', async () => {
    const admin = await asAdmin();
    expect((await remove(admin, 'abc')).statusCode).toBe(400);
    expect((await remove(admin, -1)).statusCode).toBe(400);
  });

  it('deletes an inactive ADMIN', async () => {
    const admin2 = await ctx.addAccount('admin2', 'ADMIN', null, { active: false });
    const res = await remove(await asAdmin(), admin2);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.accountDeleted('admin2'));
    expect(await accountRow(admin2)).toBeUndefined();
  });

  it('deletes an active ADMIN while another active ADMIN remains', async () => {
    const admin2 = await ctx.addAccount('admin2', 'ADMIN', null);
    const res = await remove(await asAdmin(), admin2);
    expect(res.statusCode).toBe(200);
    expect(await activeAdminIds()).toEqual([1]);
  });

  it('never deletes the last active ADMIN: of two admins deleting each other at once, one is refused with 409', async () => {
    await expectLastAdminKept((cookie, target) => remove(cookie, target));
    expect(await accountCount()).toBe(1);
  });
});

// ---- PUT /api/updatepassadminacc ---------------------------------------------------------------

describe('PUT /api/updatepassadminacc/{id}', () => {
  it("lets ADMIN change another account's password", async () => {
    const site = await ctx.addWebsite('ABC');
    const budi = await ctx.addAccount('budi', 'CHECKER', site);
    const res = await changePassword(await asAdmin(), budi, 'budi-new-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.passwordChanged('budi'), id: budi });
    expect((await signIn('budi', USER_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('budi', 'budi-new-pass')).statusCode).toBe(200);
    const row = await accountRow(budi);
    expect(row).toMatchObject({ last_edited_by: 1 });
    expect(row!.last_edited_at).toBeInstanceOf(Date);
  });

  it("lets ADMIN change another ADMIN's password and their own", async () => {
    const admin2 = await ctx.addAccount('admin2', 'ADMIN', null);
    const admin = await asAdmin();
    expect((await changePassword(admin, admin2, 'admin2-new')).statusCode).toBe(200);
    expect((await signIn('admin2', 'admin2-new')).statusCode).toBe(200);
    const own = await changePassword(admin, 1, 'admin-new');
    expect(own.statusCode).toBe(200);
    expect(own.json().message).toBe(MSG.passwordChanged('admin'));
    expect((await signIn('admin', 'admin-new')).statusCode).toBe(200);
  });

  it.each(['CHECKER', 'CS'] as const)('lets a %s change its own password', async (role) => {
    const site = await ctx.addWebsite('ABC');
    const id = await ctx.addAccount('user1', role, site);
    const res = await changePassword(await ctx.login('user1', USER_PASSWORD), id, 'own-new-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.passwordChanged('user1'), id });
    expect((await signIn('user1', 'own-new-pass')).statusCode).toBe(200);
    expect((await accountRow(id))!.last_edited_by).toBe(id);
  });

  it.each(['CHECKER', 'CS'] as const)("refuses a %s changing another account's password with 403", async (role) => {
    const site = await ctx.addWebsite('ABC');
    const other = await ctx.addWebsite('XYZ');
    await ctx.addAccount('user1', role, site);
    const colleague = await ctx.addAccount('colleague', 'CHECKER', site);
    const stranger = await ctx.addAccount('stranger', 'CS', other);
    const cookie = await ctx.login('user1', USER_PASSWORD);
    for (const target of [1, colleague, stranger, 999]) {
      const added = await newActivities(ctx, async () => {
        expectMessage(await changePassword(cookie, target, 'hijacked-pass'), 403, MSG.notOwnAccount);
      });
      expect(added).toEqual([]);
    }
    expect((await signIn('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('colleague', USER_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('stranger', USER_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an empty or missing password with 400', async () => {
    const site = await ctx.addWebsite('ABC');
    const budi = await ctx.addAccount('budi', 'CHECKER', site);
    const admin = await asAdmin();
    const own = await ctx.login('budi', USER_PASSWORD);
    for (const [cookie, id] of [
      [admin, budi],
      [admin, 1],
      [own, budi],
    ] as const) {
      for (const password of ['', undefined]) {
        expectBadRequest(await changePassword(cookie, id, password), MSG.passwordRequired);
      }
    }
    expect((await signIn('budi', USER_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id when ADMIN asks', async () => {
    const admin = await asAdmin();
    await expectNotFound(ctx, MSG.accountNotFound, [() => changePassword(admin, 999, 'whatever-1')]);
  });

  it('answers 401 without a token', async () => {
    expectMessage(await changePassword(undefined, 1, 'whatever-1'), 401, MSG.notSignedIn);
    expect((await signIn('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

// ---- GET /api/websitelist ----------------------------------------------------------------------

describe('GET /api/websitelist', () => {
  async function threeSites() {
    const xyz = await ctx.addWebsite('XYZ', 'LUXE');
    const abc = await ctx.addWebsite('ABC');
    const mno = await ctx.addWebsite('MNO', 'LUXE');
    return { xyz, abc, mno };
  }

  it('gives ADMIN every website, ordered by code, with exactly the spec fields', async () => {
    const s = await threeSites();
    const res = await websites(await asAdmin());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { website_id: s.abc, website_name: 'Website ABC', website_code: 'ABC', website_panel: 'NEXUS' },
      { website_id: s.mno, website_name: 'Website MNO', website_code: 'MNO', website_panel: 'LUXE' },
      { website_id: s.xyz, website_name: 'Website XYZ', website_code: 'XYZ', website_panel: 'LUXE' },
    ]);
  });

  it.each([
    ['CHECKER', 'budi', 'mno', { website_name: 'Website MNO', website_code: 'MNO', website_panel: 'LUXE' }],
    ['CS', 'siti', 'xyz', { website_name: 'Website XYZ', website_code: 'XYZ', website_panel: 'LUXE' }],
  ] as const)('gives a %s only its own website', async (role, name, own, website) => {
    const s = await threeSites();
    await ctx.addAccount(name, role, s[own]);
    const res = await websites(await ctx.login(name, USER_PASSWORD));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ website_id: s[own], ...website }]);
  });

  it('answers 401 without a token', async () => {
    await threeSites();
    expectMessage(await websites(), 401, MSG.notSignedIn);
  });
});

// ---- activity log ------------------------------------------------------------------------------

describe('activity log of account changes', () => {
  it('writes one row when a CHECKER is created, naming the account, its role and its website', async () => {
    const site = await ctx.addWebsite('ABC');
    const admin = await asAdmin();
    const added = await newActivities(ctx, async () => {
      const res = await create(admin, { account_name: 'budi', account_password: 'pw-1', account_role: 'CHECKER', account_website: site });
      expect(res.statusCode).toBe(201);
    });
    expect(added).toEqual([{ username: 'admin', role: 'ADMIN', website_code: 'ABC', activity: 'Menambahkan akun budi (CHECKER) untuk website ABC' }]);
  });

  it('writes one row when an ADMIN is created, with no website', async () => {
    const admin = await asAdmin();
    const added = await newActivities(ctx, async () => {
      expect((await create(admin, { account_name: 'boss', account_password: 'pw-1', account_role: 'ADMIN' })).statusCode).toBe(201);
    });
    expect(added).toEqual([{ username: 'admin', role: 'ADMIN', website_code: null, activity: 'Menambahkan akun boss (ADMIN)' }]);
  });

  it('writes one row per status change, filed under the website of the changed account', async () => {
    const site = await ctx.addWebsite('ABC');
    const budi = await ctx.addAccount('budi', 'CHECKER', site);
    const admin = await asAdmin();
    const off = await newActivities(ctx, async () => expect((await setStatus(admin, budi, false)).statusCode).toBe(200));
    expect(off).toEqual([{ username: 'admin', role: 'ADMIN', website_code: 'ABC', activity: 'Menonaktifkan akun budi' }]);
    const on = await newActivities(ctx, async () => expect((await setStatus(admin, budi, true)).statusCode).toBe(200));
    expect(on).toEqual([{ username: 'admin', role: 'ADMIN', website_code: 'ABC', activity: 'Mengaktifkan akun budi' }]);
  });

  it('writes one row for a deletion', async () => {
    const site = await ctx.addWebsite('XYZ');
    const siti = await ctx.addAccount('siti', 'CS', site);
    const admin2 = await ctx.addAccount('admin2', 'ADMIN', null);
    const admin = await asAdmin();
    const a = await newActivities(ctx, async () => expect((await remove(admin, siti)).statusCode).toBe(200));
    expect(a).toEqual([{ username: 'admin', role: 'ADMIN', website_code: 'XYZ', activity: 'Menghapus akun siti (CS)' }]);
    const b = await newActivities(ctx, async () => expect((await remove(admin, admin2)).statusCode).toBe(200));
    expect(b).toEqual([{ username: 'admin', role: 'ADMIN', website_code: null, activity: 'Menghapus akun admin2 (ADMIN)' }]);
  });

  it('writes one row for a password change, by ADMIN or by the account itself', async () => {
    const site = await ctx.addWebsite('ABC');
    const budi = await ctx.addAccount('budi', 'CHECKER', site);
    const admin = await asAdmin();
    const byAdmin = await newActivities(ctx, async () => expect((await changePassword(admin, budi, 'pw-2')).statusCode).toBe(200));
    expect(byAdmin).toEqual([{ username: 'admin', role: 'ADMIN', website_code: 'ABC', activity: 'Mengubah password akun budi' }]);
    const own = await ctx.login('budi', 'pw-2');
    const byOwner = await newActivities(ctx, async () => expect((await changePassword(own, budi, 'pw-3')).statusCode).toBe(200));
    expect(byOwner).toEqual([{ username: 'budi', role: 'CHECKER', website_code: 'ABC', activity: 'Mengubah password akun budi' }]);
  });

  it('writes nothing for refused changes', async () => {
    const site = await ctx.addWebsite('ABC');
    const budi = await ctx.addAccount('budi', 'CHECKER', site);
    const admin = await asAdmin();
    const checker = await ctx.login('budi', USER_PASSWORD);
    const added = await newActivities(ctx, async () => {
      const refused = [
        await create(checker, { account_name: 'x1', account_password: 'pw-1', account_role: 'CS', account_website: site }),
        await create(admin, { account_name: 'BUDI', account_password: 'pw-1', account_role: 'CS', account_website: site }),
        await create(admin, { account_name: 'x2', account_password: 'pw-1', account_role: 'CS', account_website: 999 }),
        await create(admin, { account_name: 'x3', account_password: '', account_role: 'CS', account_website: site }),
        await create(admin, { account_name: 'x4', account_password: 'pw-1', account_role: 'CS' }),
        await setStatus(checker, budi, false),
        await setStatus(admin, 1, false),
        await setStatus(admin, 999, false),
        await remove(checker, budi),
        await remove(admin, 1),
        await remove(admin, 999),
        await changePassword(checker, 1, 'pw-2'),
        await changePassword(admin, 999, 'pw-2'),
        await changePassword(admin, budi, ''),
      ];
      for (const res of refused) expect(res.statusCode).toBeGreaterThanOrEqual(400);
    });
    expect(added).toEqual([]);
  });
});
