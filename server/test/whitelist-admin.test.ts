import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, MSG_IP_INVALID } from '@auto-checker/contract';
import { ADMIN_PASSWORD, USER_PASSWORD, useTestContext } from './support/harness.ts';
import { expectFieldNames, expectIsoTimestamp, expectPage, newActivities, withoutTotal, expectMessage, expectAdminOnly } from './support/records.ts';
import { fieldNames, neverEdited, itRefusesCsAndBadPages, expectRemovedOnce, expectNotFound, expectStatusSet } from './support/admin-pages.ts';

const ctx = useTestContext();
beforeEach(() => ctx.reset());

const FIELDS = fieldNames('Whitelist', ['id', 'ip', 'status']);

// ---- calls -------------------------------------------------------------------------------------

type Who = { cookie?: string; remoteAddress?: string };
const as = (who: Who) => ({ ...(who.cookie ? { cookie: who.cookie } : {}), ...(who.remoteAddress ? { remoteAddress: who.remoteAddress } : {}) });

const list = (who: Who, pageSize: number | string = 100, page: number | string = 1) =>
  ctx.request({ method: 'GET', url: `/api/viewwhitelist/${pageSize}/${page}`, ...as(who) });
const create = (who: Who, payload: unknown) =>
  ctx.request({ method: 'POST', url: '/api/createwhitelist', payload: payload as Record<string, unknown>, ...as(who) });
const setStatus = (who: Who, id: number | string, Whitelist_status: unknown) =>
  ctx.request({ method: 'PUT', url: `/api/updatestatuswhitelist/${id}`, payload: { Whitelist_status }, ...as(who) });
const remove = (who: Who, id: number | string) => ctx.request({ method: 'DELETE', url: `/api/deletewhitelist/${id}`, ...as(who) });
const probe = (remoteAddress: string) => ctx.request({ method: 'GET', url: '/api/whitelist', remoteAddress });

// ---- fixtures ----------------------------------------------------------------------------------

interface People {
  admin: Who;
  checkerA: Who;
  checkerB: Who;
  cs: Who;
  nobody: Who;
  budi: number;
}

/** ADMIN (id 1), budi CHECKER of ABC, rudi CHECKER of XYZ, siti CS of ABC, each signed in. */
async function people(): Promise<People> {
  const abc = await ctx.addWebsite('ABC');
  const xyz = await ctx.addWebsite('XYZ');
  const budi = await ctx.addAccount('budi', 'CHECKER', abc);
  await ctx.addAccount('rudi', 'CHECKER', xyz);
  await ctx.addAccount('siti', 'CS', abc);
  return {
    admin: { cookie: await ctx.login('admin', ADMIN_PASSWORD) },
    checkerA: { cookie: await ctx.login('budi', USER_PASSWORD) },
    checkerB: { cookie: await ctx.login('rudi', USER_PASSWORD) },
    cs: { cookie: await ctx.login('siti', USER_PASSWORD) },
    nobody: {},
    budi,
  };
}

async function addEntry(ip: string, active = true): Promise<number> {
  const row = await ctx.db.insertInto('whitelist_ip').values({ ip, active }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function entries() {
  return ctx.db.selectFrom('whitelist_ip').select(['id', 'ip', 'active', 'last_edited_by']).orderBy('id').execute();
}

const entry = (id: number, ip: string, active = true) => ({
  Whitelist_id: id,
  Whitelist_ip: ip,
  Whitelist_status: active,
  ...neverEdited('Whitelist'),
});

/** How the activity log names the first ADMIN, whose whitelist changes are filed under no website. */
const BY_ADMIN = { username: 'admin', role: 'ADMIN', website_code: null };

// ---- GET /api/viewwhitelist --------------------------------------------------------------------

describe('GET /api/viewwhitelist/{pageSize}/{page}', () => {
  it('gives ADMIN every entry by id with the spec field names, the total in x-total-count and as all_data on the first row', async () => {
    const p = await people();
    const a = await addEntry('10.0.0.9');
    const b = await addEntry('10.0.0.1', false);
    const c = await addEntry('192.168.1.10');
    const rows = expectPage(await list(p.admin), 3);
    expectFieldNames(rows, FIELDS);
    expect(rows).toEqual([{ ...entry(a, '10.0.0.9'), all_data: 3 }, entry(b, '10.0.0.1', false), entry(c, '192.168.1.10')]);
  });

  it('answers an empty array and a total of 0 when there is no entry', async () => {
    const p = await people();
    expect(expectPage(await list(p.admin), 0)).toEqual([]);
  });

  it('pages by pageSize and page, all_data on the first row of every page', async () => {
    const p = await people();
    const ids = [await addEntry('10.0.0.1'), await addEntry('10.0.0.2'), await addEntry('10.0.0.3')];
    const page = async (pageSize: number, n: number) => withoutTotal(expectPage(await list(p.admin, pageSize, n), 3)).map((r) => r.Whitelist_id);
    expect(await page(2, 1)).toEqual([ids[0], ids[1]]);
    expect(await page(2, 2)).toEqual([ids[2]]);
    expect(await page(2, 3)).toEqual([]);
    expect(await page(100, 1)).toEqual(ids);
  });

  it('shows who changed an entry last and when', async () => {
    const p = await people();
    const id = await addEntry('10.0.0.5');
    expect((await setStatus(p.admin, id, false)).statusCode).toBe(200);
    const [row] = expectPage(await list(p.admin), 1);
    expect(row).toMatchObject({ Whitelist_id: id, Whitelist_status: false, Whitelist_last_edited_by: 1, Whitelist_last_edited_by_name: 'admin' });
    expectIsoTimestamp(row!.Whitelist_last_edited_at);
  });

  it('lets a CHECKER of either website read the whole list (the whitelist belongs to no website)', async () => {
    const p = await people();
    const a = await addEntry('10.0.0.1');
    for (const who of [p.checkerA, p.checkerB]) {
      expect(expectPage(await list(who), 1)).toEqual([{ ...entry(a, '10.0.0.1'), all_data: 1 }]);
    }
  });

  itRefusesCsAndBadPages(people, {}, { list: (who) => list(who), paged: list, seed: () => addEntry('10.0.0.1') });
});

// ---- POST /api/createwhitelist -----------------------------------------------------------------

describe('POST /api/createwhitelist', () => {
  it('lets ADMIN add an IP: 201, active, edited by ADMIN, one activity row, and the IP gets in', async () => {
    const p = await people();
    expect((await probe('10.0.0.5')).statusCode).toBe(403);
    let id = 0;
    const added = await newActivities(ctx, async () => {
      const res = await create(p.admin, { whitelist_ip: '10.0.0.5' });
      expect(res.statusCode).toBe(201);
      id = res.json().id;
      expect(res.json()).toEqual({ success: true, message: 'Whitelist IP 10.0.0.5 berhasil ditambahkan.', id });
    });
    expect(added).toEqual([{ ...BY_ADMIN, activity: 'Menambahkan whitelist IP 10.0.0.5' }]);
    expect(await entries()).toEqual([{ id, ip: '10.0.0.5', active: true, last_edited_by: 1 }]);
    expect((await probe('10.0.0.5')).statusCode).toBe(200);
  });

  it('trims the IP before storing it', async () => {
    const p = await people();
    expect((await create(p.admin, { whitelist_ip: '  192.168.1.10 ' })).statusCode).toBe(201);
    expect((await entries()).map((e) => e.ip)).toEqual(['192.168.1.10']);
  });

  it.each(['999.1.1.1', '256.0.0.1', '10.0.0', '10.0.0.1.2', '01.2.3.4', '10.0.0.a', 'abc', '', ' ', '::1', '10.0.0.1/24'])(
    'refuses %j with 400 and the spec message, writing nothing',
    async (ip) => {
      const p = await people();
      const added = await newActivities(ctx, async () => {
        const res = await create(p.admin, { whitelist_ip: ip });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: MSG_IP_INVALID, field: 'whitelist_ip' });
      });
      expect(added).toEqual([]);
      expect(await entries()).toEqual([]);
    },
  );

  it('refuses a missing or non-text IP with 400 and the spec message', async () => {
    const p = await people();
    for (const payload of [{}, { whitelist_ip: 10 }, { whitelist_ip: null }]) {
      const res = await create(p.admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_IP_INVALID);
    }
    expect(await entries()).toEqual([]);
  });

  it('accepts the edges 0.0.0.0 and 255.255.255.255', async () => {
    const p = await people();
    expect((await create(p.admin, { whitelist_ip: '0.0.0.0' })).statusCode).toBe(201);
    expect((await create(p.admin, { whitelist_ip: '255.255.255.255' })).statusCode).toBe(201);
  });

  it('answers 409 naming the IP when it is already listed (active or not), writing nothing', async () => {
    const p = await people();
    await addEntry('10.0.0.5');
    await addEntry('10.0.0.6', false);
    const added = await newActivities(ctx, async () => {
      for (const ip of ['10.0.0.5', ' 10.0.0.6']) {
        expectMessage(await create(p.admin, { whitelist_ip: ip }), 409, MSG.whitelistExists(ip.trim()));
      }
    });
    expect(added).toEqual([]);
    expect(MSG.whitelistExists('10.0.0.5')).toBe('IP 10.0.0.5 sudah ada di whitelist.');
    expect(await entries()).toHaveLength(2);
  });

  it('refuses CHECKER and CS with 403 and answers 401 without a token, writing nothing', async () => {
    const p = await people();
    await expectAdminOnly(ctx, [p.checkerA, p.checkerB, p.cs], p.nobody, (who) => create(who, { whitelist_ip: '10.0.0.5' }));
    expect(await entries()).toEqual([]);
  });
});

// ---- PUT /api/updatestatuswhitelist ------------------------------------------------------------

describe('PUT /api/updatestatuswhitelist/{id}', () => {
  it('lets ADMIN deactivate an entry (the IP is refused from then on) and activate it again, one activity row each', async () => {
    const p = await people();
    const id = await addEntry('10.0.0.5');
    expect((await probe('10.0.0.5')).statusCode).toBe(200);

    await expectStatusSet(ctx, () => setStatus(p.admin, id, false), id, 'Status whitelist IP 10.0.0.5 diubah menjadi Inactive.', {
      ...BY_ADMIN,
      activity: 'Menonaktifkan whitelist IP 10.0.0.5',
    });
    expect(await entries()).toEqual([{ id, ip: '10.0.0.5', active: false, last_edited_by: 1 }]);
    expect((await probe('10.0.0.5')).statusCode).toBe(403);

    await expectStatusSet(ctx, () => setStatus(p.admin, id, true), id, 'Status whitelist IP 10.0.0.5 diubah menjadi Active.', {
      ...BY_ADMIN,
      activity: 'Mengaktifkan whitelist IP 10.0.0.5',
    });
    expect((await probe('10.0.0.5')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id, writing nothing', async () => {
    const p = await people();
    await expectNotFound(ctx, MSG.whitelistNotFound, [() => setStatus(p.admin, 999, false)]);
  });

  it('refuses a status that is not a boolean with 400', async () => {
    const p = await people();
    const id = await addEntry('10.0.0.5');
    for (const value of ['false', 0, null, undefined]) expect((await setStatus(p.admin, id, value)).statusCode).toBe(400);
    expect((await entries())[0]!.active).toBe(true);
  });

  it('refuses CHECKER and CS with 403 and answers 401 without a token, changing nothing', async () => {
    const p = await people();
    const id = await addEntry('10.0.0.5');
    await expectAdminOnly(ctx, [p.checkerA, p.checkerB, p.cs], p.nobody, (who) => setStatus(who, id, false));
    expect((await entries())[0]!.active).toBe(true);
  });
});

// ---- DELETE /api/deletewhitelist ---------------------------------------------------------------

describe('DELETE /api/deletewhitelist/{id}', () => {
  it('lets ADMIN remove an entry: gone, the IP refused, one activity row', async () => {
    const p = await people();
    const id = await addEntry('10.0.0.5');
    const keep = await addEntry('10.0.0.6');
    const added = await newActivities(ctx, async () => {
      const res = await remove(p.admin, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Whitelist IP 10.0.0.5 berhasil dihapus.', id });
    });
    expect(added).toEqual([{ ...BY_ADMIN, activity: 'Menghapus whitelist IP 10.0.0.5' }]);
    expect(await entries()).toEqual([{ id: keep, ip: '10.0.0.6', active: true, last_edited_by: null }]);
    expect((await probe('10.0.0.5')).statusCode).toBe(403);
  });

  it('removes an inactive entry too', async () => {
    const p = await people();
    const id = await addEntry('10.0.0.5', false);
    expect((await remove(p.admin, id)).statusCode).toBe(200);
    expect(await entries()).toEqual([]);
  });

  it('answers 404 for an unknown id (and for one already removed), writing nothing', async () => {
    const p = await people();
    await expectRemovedOnce(ctx, (id) => remove(p.admin, id), await addEntry('10.0.0.5'), MSG.whitelistNotFound);
  });

  it('refuses an id that is not a positive integer with 400', async () => {
    const p = await people();
    for (const id of ['abc', '0', '-1', '1.5']) expect((await remove(p.admin, id)).statusCode).toBe(400);
  });

  it('refuses CHECKER and CS with 403 and answers 401 without a token, removing nothing', async () => {
    const p = await people();
    const id = await addEntry('10.0.0.5');
    await expectAdminOnly(ctx, [p.checkerA, p.checkerB, p.cs], p.nobody, (who) => remove(who, id));
    expect(await entries()).toHaveLength(1);
  });
});

// ---- the entry that lets the admin in ----------------------------------------------------------

describe('the entry that lets the request in cannot be removed or deactivated', () => {
  const OWN = '10.0.0.5';

  async function remoteAdmin(remoteAddress = OWN) {
    const own = await addEntry(OWN);
    const other = await addEntry('10.0.0.6');
    const admin = { cookie: await ctx.login('admin', ADMIN_PASSWORD, remoteAddress), remoteAddress };
    return { own, other, admin };
  }

  it('refuses deactivation with 409 and a clear message, the entry stays active, nothing written', async () => {
    const { own, admin } = await remoteAdmin();
    const added = await newActivities(ctx, async () => {
      expectMessage(await setStatus(admin, own, false), 409, MSG.whitelistOwnEntry(OWN));
    });
    expect(added).toEqual([]);
    expect((await entries()).find((e) => e.id === own)).toMatchObject({ active: true, last_edited_by: null });
    expect(MSG.whitelistOwnEntry(OWN)).toBe(
      'IP 10.0.0.5 adalah alamat yang sedang Anda gunakan. Menghapus atau menonaktifkannya akan mengunci akses Anda sendiri.',
    );
  });

  it('refuses removal with 409 and the same message, the entry stays', async () => {
    const { own, admin } = await remoteAdmin();
    const added = await newActivities(ctx, async () => {
      expectMessage(await remove(admin, own), 409, MSG.whitelistOwnEntry(OWN));
    });
    expect(added).toEqual([]);
    expect((await entries()).map((e) => e.ip)).toEqual([OWN, '10.0.0.6']);
    // and the admin still gets in
    expect((await list(admin)).statusCode).toBe(200);
  });

  it('recognises the peer in its IPv4-mapped IPv6 form', async () => {
    const { own, admin } = await remoteAdmin(`::ffff:${OWN}`);
    expect((await setStatus(admin, own, false)).statusCode).toBe(409);
    expect((await remove(admin, own)).statusCode).toBe(409);
  });

  it('lets the same admin deactivate and remove other entries', async () => {
    const { other, admin } = await remoteAdmin();
    expect((await setStatus(admin, other, false)).statusCode).toBe(200);
    expect((await remove(admin, other)).statusCode).toBe(200);
    expect((await entries()).map((e) => e.ip)).toEqual([OWN]);
  });

  it('lets the same admin (re)activate its own entry', async () => {
    const { own, admin } = await remoteAdmin();
    const res = await setStatus(admin, own, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Status whitelist IP 10.0.0.5 diubah menjadi Active.');
  });

  it('lets an admin on loopback (always allowed) deactivate and remove that entry', async () => {
    const { own } = await remoteAdmin();
    const local = { cookie: await ctx.login('admin', ADMIN_PASSWORD) };
    expect((await setStatus(local, own, false)).statusCode).toBe(200);
    expect((await remove(local, own)).statusCode).toBe(200);
    expect((await probe(OWN)).statusCode).toBe(403);
  });

  it('lets an admin from another whitelisted address deactivate and remove that entry', async () => {
    const { own } = await remoteAdmin();
    const elsewhere = { cookie: await ctx.login('admin', ADMIN_PASSWORD, '10.0.0.6'), remoteAddress: '10.0.0.6' };
    expect((await setStatus(elsewhere, own, false)).statusCode).toBe(200);
    expect((await remove(elsewhere, own)).statusCode).toBe(200);
  });
});

describe('at the same time', () => {
  it('of two additions of one IP, one is stored (201) and the other answers 409; one activity row', async () => {
    const p = await people();
    const added = await newActivities(ctx, async () => {
      const results = await Promise.all([create(p.admin, { whitelist_ip: '10.0.0.5' }), create(p.admin, { whitelist_ip: '10.0.0.5' })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });
    expect(added).toHaveLength(1);
    expect(await entries()).toHaveLength(1);
  });
});
