import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@auto-checker/contract';
import { useTestContext } from './support/harness.ts';
import { signInByRole } from './support/review-fixtures.ts';
import { expectFieldNames, expectPage, withoutTotal, expectMessage } from './support/records.ts';
import { itRefusesCsAndBadPages, itRefusesOtherWebsites } from './support/admin-pages.ts';

const ctx = useTestContext();
beforeEach(() => ctx.reset());

const FIELDS = ['tracking_id', 'tracking_website', 'tracking_username', 'tracking_role', 'tracking_activity', 'tracking_crated_at'].sort();

// ---- calls -------------------------------------------------------------------------------------

const by = (cookie?: string) => (cookie ? { cookie } : {});
const list = (cookie: string | undefined, website: string, pageSize: number | string = 10, page: number | string = 1) =>
  ctx.request({ method: 'GET', url: `/api/tracking/${website}/${pageSize}/${page}`, ...by(cookie) });
/** `search` is sent URL-encoded, as the spec's client does. */
const search = (cookie: string | undefined, website: string, term: string, pageSize: number | string = 10, page: number | string = 1) =>
  ctx.request({ method: 'GET', url: `/api/searchtracking/${website}/${encodeURIComponent(term)}/${pageSize}/${page}`, ...by(cookie) });

// ---- fixtures ----------------------------------------------------------------------------------

interface Logged {
  id: number;
  website: string | null;
  username: string;
  role: string;
  activity: string;
  at: string;
}

async function log(website: string | null, username: string, role: string, activity: string, at: string): Promise<Logged> {
  const row = await ctx.db
    .insertInto('activity')
    .values({ website_code: website, username, role, activity, account_id: null, created_at: new Date(at) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, website, username, role, activity, at: new Date(at).toISOString() };
}

const shown = (l: Logged) => ({
  tracking_id: l.id,
  tracking_website: l.website,
  tracking_username: l.username,
  tracking_role: l.role,
  tracking_activity: l.activity,
  tracking_crated_at: l.at,
});

/**
 * Websites ABC and XYZ; budi CHECKER of ABC, rudi CHECKER of XYZ, siti CS of ABC, each signed in;
 * then the log emptied (signing in writes rows) and a known history written, out of time order.
 */
async function world() {
  const abc = await ctx.addWebsite('ABC');
  const xyz = await ctx.addWebsite('XYZ');
  await ctx.addAccount('budi', 'CHECKER', abc);
  await ctx.addAccount('rudi', 'CHECKER', xyz);
  await ctx.addAccount('siti', 'CS', abc);
  const cookies = await signInByRole(ctx);
  await ctx.db.deleteFrom('activity').execute();
  const h = {
    a1: await log('ABC', 'budi', 'CHECKER', 'Login dari 10.0.0.5', '2026-11-20T01:00:00Z'),
    x1: await log('XYZ', 'rudi', 'CHECKER', 'Login dari 10.0.0.6', '2026-11-20T02:00:00Z'),
    n1: await log(null, 'admin', 'ADMIN', 'Menambahkan whitelist IP 10.0.0.5', '2026-11-20T03:00:00Z'),
    a2: await log('ABC', 'admin', 'ADMIN', 'Menambahkan akun bank BCA DEPO 101 (BUDI) untuk website ABC', '2026-11-21T05:00:00Z'),
    // written before a3 but later in time
    a4: await log('ABC', 'budi', 'CHECKER', 'Logout', '2026-11-22T09:00:00Z'),
    a3: await log('ABC', 'budi', 'CHECKER', 'Menambahkan akun bank BRI WD 202 (BUDI) untuk website ABC', '2026-11-21T06:00:00Z'),
    x2: await log('XYZ', 'admin', 'ADMIN', 'Menambahkan website XYZ (NEXUS)', '2026-11-21T05:00:00Z'),
    // same instant as a2 and x2, written last: the higher id comes first
    a5: await log('ABC', 'andi_2', 'CS', 'Diskon 100% untuk data_uji', '2026-11-21T05:00:00Z'),
  };
  return { ...cookies, h };
}

// ---- GET /api/tracking -------------------------------------------------------------------------

describe('GET /api/tracking/{website}/{pageSize}/{page}', () => {
  it("gives ADMIN every row for 'all', newest first (ties: newest id first), with the spec fields, x-total-count and all_data", async () => {
    const w = await world();
    const { a1, x1, n1, a2, a3, a4, x2, a5 } = w.h;
    for (const all of ['all', 'ALL']) {
      const rows = expectPage(await list(w.admin, all, 100), 8);
      expectFieldNames(rows, FIELDS);
      expect(rows).toEqual([{ ...shown(a4), all_data: 8 }, ...[a3, a5, x2, a2, n1, x1, a1].map(shown)]);
    }
  });

  it('gives ADMIN one website for its code in any case; rows of no website only appear under all', async () => {
    const w = await world();
    const { x1, x2 } = w.h;
    for (const code of ['xyz', 'XYZ']) expect(expectPage(await list(w.admin, code), 2)).toEqual([{ ...shown(x2), all_data: 2 }, shown(x1)]);
    const abc = withoutTotal(expectPage(await list(w.admin, 'abc'), 5));
    expect(abc.map((r) => r.tracking_id)).toEqual([w.h.a4, w.h.a3, w.h.a5, w.h.a2, w.h.a1].map((l) => l.id));
  });

  it('answers ADMIN an empty list for a website that does not exist', async () => {
    const w = await world();
    expect(expectPage(await list(w.admin, 'QQQ'), 0)).toEqual([]);
  });

  it('pages by pageSize and page, all_data on the first row of each page', async () => {
    const w = await world();
    const { a1, x1, n1, a2, a3, a4, x2, a5 } = w.h;
    const ids = async (pageSize: number, page: number) => withoutTotal(expectPage(await list(w.admin, 'all', pageSize, page), 8)).map((r) => r.tracking_id);
    expect(await ids(3, 1)).toEqual([a4, a3, a5].map((l) => l.id));
    expect(await ids(3, 2)).toEqual([x2, a2, n1].map((l) => l.id));
    expect(await ids(3, 3)).toEqual([x1, a1].map((l) => l.id));
    expect(await ids(3, 4)).toEqual([]);
    expect(await ids(5, 2)).toEqual([n1, x1, a1].map((l) => l.id));
  });

  it('gives a CHECKER the rows of its own website only', async () => {
    const w = await world();
    const { a1, a2, a3, a4, a5, x1, x2 } = w.h;
    for (const code of ['abc', 'ABC']) {
      expect(expectPage(await list(w.checkerA, code), 5)).toEqual([{ ...shown(a4), all_data: 5 }, ...[a3, a5, a2, a1].map(shown)]);
    }
    expect(expectPage(await list(w.checkerB, 'xyz'), 2)).toEqual([{ ...shown(x2), all_data: 2 }, shown(x1)]);
  });

  itRefusesOtherWebsites(world, list, [
    ['checkerA', 'xyz'],
    ['checkerA', 'all'],
    ['checkerB', 'ABC'],
    ['checkerB', 'QQQ'],
  ]);

  itRefusesCsAndBadPages(world, undefined, { list: (cookie) => list(cookie, 'abc'), paged: (cookie, pageSize, page) => list(cookie, 'all', pageSize, page) });

  it('shows the changes made on the master-data pages, newest first, under their website', async () => {
    const w = await world();
    await ctx.db.deleteFrom('activity').execute();
    const post = (url: string, payload: Record<string, unknown>) => ctx.request({ method: 'POST', url, payload, cookie: w.admin });
    expect((await post('/api/createwebsite', { website_name: 'New', website_code: 'new', website_panel: 'luxe' })).statusCode).toBe(201);
    expect(
      (
        await post('/api/createakunbank', {
          akun_bank_website: 'NEW',
          akun_bank_jenis_transaksi: 'DEPO',
          akun_bank_bank: 'BCA',
          akun_bank_name: 'BUDI',
          akun_bank_no: '1234567890',
        })
      ).statusCode,
    ).toBe(201);
    expect((await post('/api/createwhitelist', { whitelist_ip: '10.0.0.9' })).statusCode).toBe(201);
    const rows = withoutTotal(expectPage(await list(w.admin, 'all'), 3));
    expect(rows.map((r) => [r.tracking_website, r.tracking_username, r.tracking_role, r.tracking_activity])).toEqual([
      [null, 'admin', 'ADMIN', 'Menambahkan whitelist IP 10.0.0.9'],
      ['NEW', 'admin', 'ADMIN', 'Menambahkan akun bank BCA DEPO 1234567890 (BUDI) untuk website NEW'],
      ['NEW', 'admin', 'ADMIN', 'Menambahkan website NEW (LUXE)'],
    ]);
    expect(withoutTotal(expectPage(await list(w.admin, 'new'), 2)).map((r) => r.tracking_activity)).toEqual([
      'Menambahkan akun bank BCA DEPO 1234567890 (BUDI) untuk website NEW',
      'Menambahkan website NEW (LUXE)',
    ]);
  });
});

// ---- GET /api/searchtracking -------------------------------------------------------------------

describe('GET /api/searchtracking/{website}/{search}/{pageSize}/{page}', () => {
  it('matches the username as a substring, in any case', async () => {
    const w = await world();
    for (const term of ['rudi', 'RUD', 'rUdI']) expect(withoutTotal(expectPage(await search(w.admin, 'all', term), 1))).toEqual([shown(w.h.x1)]);
    for (const term of ['andi', 'ANDI_2', 'ndi_']) expect(withoutTotal(expectPage(await search(w.admin, 'all', term), 1))).toEqual([shown(w.h.a5)]);
  });

  it('matches the activity text as a substring, in any case, newest first with all_data and x-total-count', async () => {
    const w = await world();
    const { a2, a3 } = w.h;
    expect(expectPage(await search(w.admin, 'all', 'akun bank'), 2)).toEqual([{ ...shown(a3), all_data: 2 }, shown(a2)]);
    expect(expectPage(await search(w.admin, 'all', 'WEBSITE xyz (nexus)'), 1)).toEqual([{ ...shown(w.h.x2), all_data: 1 }]);
    expect(expectPage(await search(w.admin, 'all', '10.0.0.5'), 2).map((r) => r.tracking_id)).toEqual([w.h.n1.id, w.h.a1.id]);
  });

  it('matches either the username or the activity', async () => {
    const w = await world();
    // 'admin' is a username (a2, n1, x2) and no activity; 'BUDI' is a username (a1, a3, a4) and in the text of a2 and a3
    expect(withoutTotal(expectPage(await search(w.admin, 'all', 'budi'), 4)).map((r) => r.tracking_id)).toEqual(
      [w.h.a4, w.h.a3, w.h.a2, w.h.a1].map((l) => l.id),
    );
  });

  it('keeps the search inside the website named', async () => {
    const w = await world();
    expect(withoutTotal(expectPage(await search(w.admin, 'xyz', 'admin'), 1))).toEqual([shown(w.h.x2)]);
    expect(withoutTotal(expectPage(await search(w.admin, 'abc', 'admin'), 1))).toEqual([shown(w.h.a2)]);
    expect(expectPage(await search(w.admin, 'QQQ', 'admin'), 0)).toEqual([]);
  });

  it('treats % and _ as themselves, not as wildcards', async () => {
    const w = await world();
    expect(withoutTotal(expectPage(await search(w.admin, 'all', '%'), 1))).toEqual([shown(w.h.a5)]);
    expect(withoutTotal(expectPage(await search(w.admin, 'all', '_'), 1))).toEqual([shown(w.h.a5)]);
    expect(withoutTotal(expectPage(await search(w.admin, 'all', 'i_2'), 1))).toEqual([shown(w.h.a5)]);
    expect(withoutTotal(expectPage(await search(w.admin, 'all', '100%'), 1))).toEqual([shown(w.h.a5)]);
    // unescaped, 'l_gin' and 'a%k' would match Login and akun bank rows
    expect(expectPage(await search(w.admin, 'all', 'l_gin'), 0)).toEqual([]);
    expect(expectPage(await search(w.admin, 'all', 'a%k'), 0)).toEqual([]);
    expect(expectPage(await search(w.admin, 'all', '\\'), 0)).toEqual([]);
  });

  it('takes an encoded slash and spaces as part of the search', async () => {
    const w = await world();
    await log('ABC', 'budi', 'CHECKER', 'Upload BCA/BNI selesai', '2026-11-22T10:00:00Z');
    const rows = withoutTotal(expectPage(await search(w.admin, 'abc', 'bca/bni'), 1));
    expect(rows.map((r) => r.tracking_activity)).toEqual(['Upload BCA/BNI selesai']);
    expect(expectPage(await search(w.admin, 'abc', ' logout '), 1).map((r) => r.tracking_id)).toEqual([w.h.a4.id]);
  });

  it('pages the matches, the total being the number of matches', async () => {
    const w = await world();
    const ids = async (page: number) => withoutTotal(expectPage(await search(w.admin, 'all', 'login', 1, page), 2)).map((r) => r.tracking_id);
    expect(await ids(1)).toEqual([w.h.x1.id]);
    expect(await ids(2)).toEqual([w.h.a1.id]);
    expect(await ids(3)).toEqual([]);
  });

  it('lists everything for a blank search', async () => {
    const w = await world();
    expect(expectPage(await search(w.admin, 'all', '   ', 100), 8)).toEqual(expectPage(await list(w.admin, 'all', 100), 8));
  });

  it('answers an empty list and a total of 0 when nothing matches', async () => {
    const w = await world();
    expect(expectPage(await search(w.admin, 'all', 'tidak ada'), 0)).toEqual([]);
  });

  it('gives a CHECKER matches from its own website only, 404 for another website', async () => {
    const w = await world();
    expect(withoutTotal(expectPage(await search(w.checkerA, 'abc', 'login'), 1))).toEqual([shown(w.h.a1)]);
    expect(withoutTotal(expectPage(await search(w.checkerB, 'XYZ', 'login'), 1))).toEqual([shown(w.h.x1)]);
    for (const website of ['xyz', 'all']) {
      expectMessage(await search(w.checkerA, website, 'login'), 404, MSG.websiteNotFound);
    }
  });

  it('refuses CS with 403, 401 without a token, and a search over 100 characters with 400, over 500 with 414 in our shape', async () => {
    const w = await world();
    expect((await search(w.cs, 'abc', 'budi')).statusCode).toBe(403);
    expect((await search(undefined, 'abc', 'budi')).statusCode).toBe(401);
    // The router caps a path parameter at 500 characters (maxParamLength) and answers { message }.
    expectMessage(await search(w.admin, 'all', 'x'.repeat(501)), 414, MSG.urlTooLong);
    // Up to the router's cap, the schema's own limit of 100 characters answers 400.
    expect((await search(w.admin, 'all', 'x'.repeat(101))).statusCode).toBe(400);
    expect((await search(w.admin, 'all', 'x'.repeat(100))).statusCode).toBe(200);
    expect((await search(w.admin, 'all', `${' '.repeat(40)}${'x'.repeat(60)}`)).statusCode).toBe(200);
  });
});
