import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRoute } from '@auto-checker/contract';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { AppInstance } from '../../src/http/app-types.ts';
import { ADMIN_PASSWORD, TEST_SECRET, createTestContext, type TestContext } from '../support/harness.ts';
import { multipart } from '../support/multipart.ts';
import { send } from './support/http.ts';
import { callOf, routeKey, urlOf, type CallInput } from './support/route-calls.ts';
import { buildWorld, type World } from './support/world.ts';

/**
 * The IP whitelist guards every API path, judged by the peer address the server sees: a peer outside it gets
 * 403 {message: 'Forbidden'} on every contract route (and on unknown /api paths), with a valid ADMIN session
 * and a valid request, whatever X-Forwarded-For it sends while TRUST_PROXY is off (the default). With
 * TRUST_PROXY on, the address the trusted proxy forwarded is the one that counts.
 */

const REFUSED = '203.0.113.7';
const ALLOWED = '198.51.100.20';
const FORBIDDEN = { message: 'Forbidden' };

let ctx: TestContext;
let w: World;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
  await ctx.db.insertInto('whitelist_ip').values({ ip: ALLOWED, active: true }).execute();
  admin = await ctx.login('admin', ADMIN_PASSWORD);
});
afterAll(() => ctx.close());

/** The number of rows of every table: a refused request changes none of them. */
async function tableCounts(): Promise<Record<string, number>> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely%'
    order by table_name`.execute(ctx.db);
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    const {
      rows: [row],
    } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table_name)}`.execute(ctx.db);
    counts[table_name] = Number(row!.n);
  }
  return counts;
}

/** A valid request (as ADMIN would send it) for every contract route, built before anything is counted. */
async function validRequests(): Promise<[ApiRoute, CallInput][]> {
  const all: [ApiRoute, CallInput][] = [];
  for (const route of API_ROUTES) all.push([route, await callOf(route).input(w, 'admin')]);
  return all;
}

const UNKNOWN: readonly (readonly ['GET' | 'POST' | 'DELETE', string])[] = [
  ['GET', '/api/nothing'],
  ['POST', '/api/xyz/1'],
  ['GET', '/api'],
  ['GET', '/%61pi/me'],
  ['DELETE', '/api/me?x=1'],
];

function expectRefused(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(403);
  expect(res.json(), what).toEqual(FORBIDDEN);
  expect(
    res.cookies.find((c) => c.name === 'token'),
    what,
  ).toBeUndefined();
}

describe('a peer outside the whitelist (TRUST_PROXY off)', () => {
  for (const [label, headers] of [
    ['no forwarding header', {}],
    ['X-Forwarded-For: 127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
    ['X-Forwarded-For naming a whitelisted address', { 'x-forwarded-for': `${ALLOWED}, 127.0.0.1` }],
    ['X-Real-IP and Forwarded naming loopback', { 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' }],
  ] as const) {
    it(`gets 403 Forbidden on every contract route and changes nothing, with an ADMIN session and ${label}`, async () => {
      const requests = await validRequests();
      const before = await tableCounts();
      for (const [route, input] of requests) {
        const res = await send(ctx, route, input, { cookie: admin, remoteAddress: REFUSED, headers });
        expectRefused(res, routeKey(route));
      }
      for (const [method, url] of UNKNOWN) {
        expectRefused(await ctx.request({ method, url, cookie: admin, remoteAddress: REFUSED, headers }), `${method} ${url}`);
      }
      expect(await tableCounts()).toEqual(before);
    });
  }

  it('a peer mapped into IPv6 (::ffff:203.0.113.7) is the same refused peer', async () => {
    for (const route of API_ROUTES) {
      const res = await ctx.request({
        method: route.method,
        url: urlOf(route, (await callOf(route).input(w, 'admin')).params),
        remoteAddress: `::ffff:${REFUSED}`,
      });
      expectRefused(res, routeKey(route));
    }
  });

  it('control: the same requests from a whitelisted address pass the gate on every route', async () => {
    let cookie = await ctx.login('admin', ADMIN_PASSWORD, ALLOWED);
    for (const route of API_ROUTES) {
      const call = callOf(route);
      const res = await send(ctx, route, await call.input(w, 'admin'), { cookie, remoteAddress: ALLOWED });
      expect(res.statusCode, `${routeKey(route)}: ${res.body.slice(0, 200)}`).toBe(call.ok);
      if (call.endsSession) cookie = await ctx.login('admin', ADMIN_PASSWORD, ALLOWED);
    }
  });
});

describe('TRUST_PROXY configured: the forwarded address counts', () => {
  /** A second app on the same database, configured with TRUST_PROXY. */
  async function withProxyApp(trustProxy: string, fn: (app: AppInstance) => Promise<void>): Promise<void> {
    const app = await buildApp({
      db: ctx.db,
      config: loadConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: trustProxy }),
      jwtSecret: TEST_SECRET,
      clock: ctx.clock.now,
      logger: false,
      webDir: '/nonexistent',
    });
    try {
      await fn(app);
    } finally {
      await app.close();
    }
  }
  const inject = (app: AppInstance, route: ApiRoute, input: CallInput, remoteAddress: string, xff: string) => {
    const body = input.form ? multipart(input.form.fields, input.form.file) : input.body !== undefined ? { payload: input.body } : {};
    return app.inject({
      method: route.method,
      url: urlOf(route, input.params, input.query),
      remoteAddress,
      ...body,
      headers: { ...('headers' in body ? body.headers : {}), cookie: admin, 'x-forwarded-for': xff },
    });
  };
  const probe = (app: AppInstance, remoteAddress: string, xff: string) =>
    app.inject({ method: 'GET', url: '/api/whitelist', remoteAddress, headers: { 'x-forwarded-for': xff } });

  it('a trusted proxy (TRUST_PROXY=10.0.0.5) forwarding a refused client: 403 on every contract route', async () => {
    await withProxyApp('10.0.0.5', async (app) => {
      for (const [route, input] of await validRequests()) {
        expectRefused(await inject(app, route, input, '10.0.0.5', REFUSED), routeKey(route));
      }
    });
  });

  it('behind that proxy a whitelisted or loopback client gets in; a header from anyone else, or a forged first hop, does not count', async () => {
    await withProxyApp('10.0.0.5', async (app) => {
      expect((await probe(app, '10.0.0.5', ALLOWED)).statusCode).toBe(200);
      expect((await probe(app, '10.0.0.5', '127.0.0.1')).statusCode).toBe(200);
      // the proxy appends the real client: whatever the client wrote before it is not believed
      expect((await probe(app, '10.0.0.5', `127.0.0.1, ${REFUSED}`)).statusCode).toBe(403);
      // a peer that is not the configured proxy: its header is ignored
      expect((await probe(app, REFUSED, '127.0.0.1')).statusCode).toBe(403);
      expect((await probe(app, REFUSED, ALLOWED)).statusCode).toBe(403);
    });
  });

  it('TRUST_PROXY as a hop count trusts only that many hops from the right', async () => {
    await withProxyApp('1', async (app) => {
      expect((await probe(app, '10.0.0.5', `127.0.0.1, ${REFUSED}`)).statusCode).toBe(403);
      expect((await probe(app, '10.0.0.5', `${REFUSED}, ${ALLOWED}`)).statusCode).toBe(200);
    });
  });

  it('TRUST_PROXY=true believes the leftmost address of the header: only for a proxy that overwrites it', async () => {
    await withProxyApp('true', async (app) => {
      // even loopback as the peer is judged by what it forwards
      expect((await probe(app, '127.0.0.1', REFUSED)).statusCode).toBe(403);
      // and so a client that can reach the server directly could pick its address: the reason it is off by default
      expect((await probe(app, REFUSED, '127.0.0.1')).statusCode).toBe(200);
    });
  });
});
