import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@auto-checker/contract';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { ADMIN_PASSWORD, createTestContext, useTestContext, type TestContext } from './support/harness.ts';

const REFUSED = '203.0.113.7';
const FORBIDDEN = { message: 'Forbidden' };
const SUCCESS = { message: 'Success' };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

async function addWhitelist(c: TestContext, ip: string, active = true): Promise<void> {
  await c.db.insertInto('whitelist_ip').values({ ip, active }).execute();
}

async function whitelistRows(c: TestContext) {
  return c.db.selectFrom('whitelist_ip').select(['id', 'ip', 'active']).orderBy('ip').execute();
}

const probe = (c: TestContext, remoteAddress: string, headers: Record<string, string> = {}) =>
  c.request({ method: 'GET', url: '/api/whitelist', remoteAddress, headers });

describe('the messages the contract names', () => {
  it('are Success and Forbidden', () => {
    expect(MSG.whitelistAllowed).toBe('Success');
    expect(MSG.whitelistRefused).toBe('Forbidden');
  });
});

describe('GET /api/whitelist', () => {
  it.each(['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1'])('answers 200 Success from loopback %s', async (ip) => {
    const res = await probe(ctx, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SUCCESS);
  });

  it.each([REFUSED, '10.0.0.1', '192.168.1.10', '::ffff:203.0.113.7', '2001:db8::1'])(
    'answers 403 Forbidden from a peer that is not whitelisted (%s)',
    async (ip) => {
      const res = await probe(ctx, ip);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    },
  );
});

describe('a refused peer gets 403 Forbidden on every API path', () => {
  it('POST /api/login: refused even with the right password, no cookie, nothing recorded', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/login',
      payload: { account_name: 'admin', account_password: ADMIN_PASSWORD },
      remoteAddress: REFUSED,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
    const sessions = await ctx.db.selectFrom('session').select('id').execute();
    expect(sessions).toEqual([]);
    const activity = await ctx.db.selectFrom('activity').select('activity').execute();
    expect(activity.map((a) => a.activity)).toEqual(['Akun ADMIN pertama dibuat saat instalasi']);
  });

  it('GET /api/me, /api/alladminacc/10/1 and /api/websitelist: refused even with a valid session cookie', async () => {
    const cookie = await ctx.login('admin', ADMIN_PASSWORD);
    for (const url of ['/api/me', '/api/alladminacc/10/1', '/api/websitelist']) {
      // the cookie is valid: loopback gets through
      expect((await ctx.request({ method: 'GET', url, cookie })).statusCode).toBe(200);
      const res = await ctx.request({ method: 'GET', url, cookie, remoteAddress: REFUSED });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });

  it('a change with a valid ADMIN cookie is refused and changes nothing', async () => {
    const site = await ctx.addWebsite('ABC');
    const id = await ctx.addAccount('budi', 'CHECKER', site);
    const cookie = await ctx.login('admin', ADMIN_PASSWORD);
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/updatestatusadminacc/${id}`,
      cookie,
      payload: { account_status: false },
      remoteAddress: REFUSED,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    const row = await ctx.db.selectFrom('account').select('active').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.active).toBe(true);
  });

  it('POST /api/logout from a refused peer does not end the session', async () => {
    const cookie = await ctx.login('admin', ADMIN_PASSWORD);
    const res = await ctx.request({ method: 'POST', url: '/api/logout', cookie, remoteAddress: REFUSED });
    expect(res.statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/me', cookie })).statusCode).toBe(200);
  });

  it('an unknown /api path answers 403, not 404 (and /api itself)', async () => {
    for (const [method, url] of [
      ['GET', '/api/xyz'],
      ['POST', '/api/xyz/1'],
      ['GET', '/api'],
      ['GET', '/api/whitelist?x=1'],
    ] as const) {
      const res = await ctx.request({ method, url, remoteAddress: REFUSED });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    // from loopback the unknown path is a plain 404
    expect((await ctx.request({ method: 'GET', url: '/api/xyz' })).statusCode).toBe(404);
  });

  it('a query string does not take /api out of the gate', async () => {
    for (const url of ['/api?x=1', '/api?', '/api/whitelist?x=1']) {
      const res = await ctx.request({ method: 'GET', url, remoteAddress: REFUSED });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });

  it('GET /api/openapi.json is refused too', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/openapi.json', remoteAddress: REFUSED })).statusCode).toBe(403);
  });

  it('a percent-encoded spelling of /api does not get past the gate', async () => {
    // The router decodes `%61` to `a`, so these reach the real /api routes.
    const cookie = await ctx.login('admin', ADMIN_PASSWORD);
    const cases = [
      { method: 'GET', url: '/%61pi/whitelist' },
      { method: 'GET', url: '/%61pi/me', cookie },
      { method: 'GET', url: '/%61%70%69/alladminacc/10/1', cookie },
      { method: 'POST', url: '/%61pi/login', payload: { account_name: 'admin', account_password: ADMIN_PASSWORD } },
    ] as const;
    for (const c of cases) {
      const res = await ctx.request({ ...c, remoteAddress: REFUSED });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });
});

describe('whitelist entries', () => {
  it('a peer with an active entry is allowed and can sign in', async () => {
    await addWhitelist(ctx, REFUSED);
    const res = await probe(ctx, REFUSED);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SUCCESS);
    const cookie = await ctx.login('admin', ADMIN_PASSWORD, REFUSED);
    expect((await ctx.request({ method: 'GET', url: '/api/me', cookie, remoteAddress: REFUSED })).statusCode).toBe(200);
  });

  it('an entry allows only its own address', async () => {
    await addWhitelist(ctx, REFUSED);
    for (const ip of ['203.0.113.70', '203.0.113.8', '203.0.113.0']) {
      expect((await probe(ctx, ip)).statusCode, ip).toBe(403);
    }
  });

  it('a peer with an inactive entry is refused', async () => {
    await addWhitelist(ctx, REFUSED, false);
    const res = await probe(ctx, REFUSED);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  it('deactivating or deleting an entry takes effect on the next request', async () => {
    await addWhitelist(ctx, REFUSED);
    expect((await probe(ctx, REFUSED)).statusCode).toBe(200);
    await ctx.db.updateTable('whitelist_ip').set({ active: false }).where('ip', '=', REFUSED).execute();
    expect((await probe(ctx, REFUSED)).statusCode).toBe(403);
    await ctx.db.updateTable('whitelist_ip').set({ active: true }).where('ip', '=', REFUSED).execute();
    expect((await probe(ctx, REFUSED)).statusCode).toBe(200);
    await ctx.db.deleteFrom('whitelist_ip').where('ip', '=', REFUSED).execute();
    expect((await probe(ctx, REFUSED)).statusCode).toBe(403);
  });

  it('an IPv4-mapped IPv6 peer (::ffff:203.0.113.7) matches the entry 203.0.113.7', async () => {
    await addWhitelist(ctx, REFUSED);
    expect((await probe(ctx, `::ffff:${REFUSED}`)).statusCode).toBe(200);
    expect((await probe(ctx, `::FFFF:${REFUSED}`)).statusCode).toBe(200);
  });
});

describe('X-Forwarded-For with the default config (TRUST_PROXY unset)', () => {
  it('a forged X-Forwarded-For: 127.0.0.1 from a refused peer is ignored', async () => {
    for (const xff of ['127.0.0.1', '::1', '127.0.0.1, 127.0.0.1']) {
      const res = await probe(ctx, REFUSED, { 'x-forwarded-for': xff });
      expect(res.statusCode, xff).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });

  it('a forged X-Forwarded-For naming a whitelisted address is ignored', async () => {
    await addWhitelist(ctx, '198.51.100.20');
    const res = await probe(ctx, REFUSED, { 'x-forwarded-for': '198.51.100.20' });
    expect(res.statusCode).toBe(403);
    // and sign-in through the forged header is refused as well
    const login = await ctx.request({
      method: 'POST',
      url: '/api/login',
      payload: { account_name: 'admin', account_password: ADMIN_PASSWORD },
      remoteAddress: REFUSED,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(login.statusCode).toBe(403);
  });

  it('the peer address decides also the other way: loopback naming a refused address is allowed', async () => {
    expect((await probe(ctx, '127.0.0.1', { 'x-forwarded-for': REFUSED })).statusCode).toBe(200);
  });
});

describe('X-Forwarded-For with TRUST_PROXY=true', () => {
  const proxied = useTestContext({ TRUST_PROXY: 'true' });
  beforeEach(() => proxied.reset());

  it('a request through a loopback proxy is judged by the forwarded client address', async () => {
    const res = await probe(proxied, '127.0.0.1', { 'x-forwarded-for': REFUSED });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  it('a whitelisted forwarded client is allowed', async () => {
    await addWhitelist(proxied, REFUSED);
    const res = await probe(proxied, '127.0.0.1', { 'x-forwarded-for': REFUSED });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SUCCESS);
  });

  it('without the header the proxy address itself is judged', async () => {
    expect((await probe(proxied, '127.0.0.1')).statusCode).toBe(200);
    expect((await probe(proxied, REFUSED)).statusCode).toBe(403);
  });
});

describe('X-Forwarded-For with TRUST_PROXY listing the proxy', () => {
  const proxied = useTestContext({ TRUST_PROXY: '10.0.0.5' });
  beforeEach(() => proxied.reset());

  it('believes the listed proxy', async () => {
    expect((await probe(proxied, '10.0.0.5', { 'x-forwarded-for': REFUSED })).statusCode).toBe(403);
    await addWhitelist(proxied, REFUSED);
    expect((await probe(proxied, '10.0.0.5', { 'x-forwarded-for': REFUSED })).statusCode).toBe(200);
  });

  it('ignores the header from a peer that is not the listed proxy', async () => {
    await addWhitelist(proxied, '198.51.100.20');
    // a refused peer naming a whitelisted address or loopback
    expect((await probe(proxied, REFUSED, { 'x-forwarded-for': '198.51.100.20' })).statusCode).toBe(403);
    expect((await probe(proxied, REFUSED, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    // a whitelisted peer naming a refused address is still judged by itself
    expect((await probe(proxied, '198.51.100.20', { 'x-forwarded-for': REFUSED })).statusCode).toBe(200);
  });
});

describe('X-Forwarded-For with TRUST_PROXY as a hop count', () => {
  const proxied = useTestContext({ TRUST_PROXY: '1' });
  beforeEach(() => proxied.reset());

  it('believes only the last hop: a client-forged leftmost 127.0.0.1 is ignored', async () => {
    expect((await probe(proxied, '10.0.0.5', { 'x-forwarded-for': `127.0.0.1, ${REFUSED}` })).statusCode).toBe(403);
    await addWhitelist(proxied, REFUSED);
    expect((await probe(proxied, '10.0.0.5', { 'x-forwarded-for': `127.0.0.1, ${REFUSED}` })).statusCode).toBe(200);
    expect((await probe(proxied, '10.0.0.5', { 'x-forwarded-for': `${REFUSED}, 198.51.100.99` })).statusCode).toBe(403);
  });
});

describe('paths outside /api', () => {
  it('/healthz answers a refused peer', async () => {
    const res = await ctx.request({ method: 'GET', url: '/healthz', remoteAddress: REFUSED });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('a path merely starting with "api" (no slash) is not gated', async () => {
    const res = await ctx.request({ method: 'GET', url: '/apixyz', remoteAddress: REFUSED });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.notFound });
  });
});

describe('ALLOWED_IPS seeds the whitelist at start (bootstrap)', () => {
  const seed = (ips: string) => bootstrap(ctx.db, loadConfig({ LOG_LEVEL: 'silent', ALLOWED_IPS: ips }));

  it('adds active entries that let those peers in', async () => {
    expect((await probe(ctx, REFUSED)).statusCode).toBe(403);
    await seed(`${REFUSED}, 198.51.100.20`);
    expect((await whitelistRows(ctx)).map(({ ip, active }) => ({ ip, active }))).toEqual([
      { ip: '198.51.100.20', active: true },
      { ip: REFUSED, active: true },
    ]);
    expect((await probe(ctx, REFUSED)).statusCode).toBe(200);
    expect((await probe(ctx, '198.51.100.20')).statusCode).toBe(200);
    expect((await probe(ctx, '198.51.100.21')).statusCode).toBe(403);
  });

  it('leaves existing entries as an admin set them: an inactive entry stays inactive', async () => {
    await addWhitelist(ctx, REFUSED, false);
    const [before] = await whitelistRows(ctx);
    await seed(`${REFUSED},198.51.100.20`);
    const rows = await whitelistRows(ctx);
    expect(rows.map(({ ip, active }) => ({ ip, active }))).toEqual([
      { ip: '198.51.100.20', active: true },
      { ip: REFUSED, active: false },
    ]);
    expect(rows.find((r) => r.ip === REFUSED)!.id).toBe(before!.id);
    expect((await probe(ctx, REFUSED)).statusCode).toBe(403);
    expect((await probe(ctx, '198.51.100.20')).statusCode).toBe(200);
  });

  it('is idempotent', async () => {
    await seed(`${REFUSED},198.51.100.20`);
    const first = await whitelistRows(ctx);
    await seed(`${REFUSED},198.51.100.20`);
    await seed(REFUSED);
    expect(await whitelistRows(ctx)).toEqual(first);
    expect(first).toHaveLength(2);
  });

  it('an empty ALLOWED_IPS adds nothing', async () => {
    await seed('');
    expect(await whitelistRows(ctx)).toEqual([]);
  });
});
