import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, MSG, roleAllowed, type ApiRoute, type Role } from '@auto-checker/contract';
import { ADMIN_PASSWORD, USER_PASSWORD, createTestContext, type TestContext } from './support/harness.ts';

/**
 * Role x route, generated from the contract's table: a route added to the table is covered
 * without touching this file. Only routes the server has registered so far are exercised.
 */
let ctx: TestContext;
const cookies: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const abc = await ctx.addWebsite('ABC');
  await ctx.addAccount('checker', 'CHECKER', abc);
  await ctx.addAccount('cs', 'CS', abc);
  cookies.ADMIN = await ctx.login('admin', ADMIN_PASSWORD);
  cookies.CHECKER = await ctx.login('checker', USER_PASSWORD);
  cookies.CS = await ctx.login('cs', USER_PASSWORD);
});
afterAll(() => ctx.close());

/** A concrete URL for a route: every path parameter filled with a harmless value. */
function urlOf(route: ApiRoute): string {
  return route.path.replace(/:(\w+)/g, (_m, name: string) =>
    ['pageSize', 'page', 'rowsPerPage', 'id', 'akun_bank_id'].includes(name) ? '1' : name === 'website' || name === 'websiteCode' ? 'ABC' : 'x',
  );
}

// Logout is left out: it is public, and it would end the very sessions the matrix signs in with.
const registered = () =>
  API_ROUTES.filter((r) => r.path !== '/api/logout' && ctx.app.hasRoute({ method: r.method, url: r.path }));

describe('access table enforced on every registered API route', () => {
  it('covers the accounts, session, whitelist, website, data bank and tracking routes at least', () => {
    const paths = registered().map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/whitelist',
        'POST /api/login',
        'GET /api/openapi.json',
        'GET /api/me',
        'GET /api/alladminacc/:pageSize/:page',
        'POST /api/addadminacc',
        'PUT /api/updatestatusadminacc/:id',
        'DELETE /api/deleteadminacc/:id',
        'PUT /api/updatepassadminacc/:id',
        'GET /api/websitelist',
        'GET /api/viewwhitelist/:pageSize/:page',
        'POST /api/createwhitelist',
        'DELETE /api/deletewhitelist/:id',
        'PUT /api/updatestatuswhitelist/:id',
        'GET /api/viewwebsite/:pageSize/:page',
        'POST /api/createwebsite',
        'DELETE /api/deletewebsite/:id',
        'GET /api/viewakunbank/:website/:pageSize/:page',
        'POST /api/createakunbank',
        'PUT /api/updatestatusakunbank/:akun_bank_id',
        'DELETE /api/deleteakunbank/:akun_bank_id',
        'GET /api/akunbanklist/:websiteCode/:bank/:jenis',
        'GET /api/tracking/:website/:pageSize/:page',
        'GET /api/searchtracking/:website/:search/:pageSize/:page',
      ]),
    );
  });

  it('answers 401 without a token on every non-public route', async () => {
    for (const route of registered().filter((r) => r.access !== 'public')) {
      const res = await ctx.request({ method: route.method, url: urlOf(route), payload: {} });
      expect({ route: route.path, status: res.statusCode, body: res.json() }).toEqual({
        route: route.path,
        status: 401,
        body: { message: MSG.notSignedIn },
      });
    }
  });

  for (const role of ['ADMIN', 'CHECKER', 'CS'] as const) {
    it(`gives ${role} 403 exactly where the table refuses it`, async () => {
      for (const route of registered()) {
        // Destructive calls are aimed at an id that does not exist, so the matrix changes nothing.
        const url = urlOf(route).replace(/\/1$/, route.method === 'GET' ? '/1' : '/999');
        const res = await ctx.request({ method: route.method, url, payload: {}, cookie: cookies[role]! });
        const allowed = roleAllowed(route.access, role);
        expect({ route: `${route.method} ${route.path}`, refused: res.statusCode === 403 }).toEqual({
          route: `${route.method} ${route.path}`,
          refused: !allowed,
        });
        if (!allowed) expect(res.json()).toEqual({ message: MSG.forbidden });
        expect(res.statusCode).not.toBe(401);
      }
    });
  }
});

// Tracking stands for every route with a website path parameter: one guard serves them all.
describe('website scope', () => {
  const url = (code: string) => `/api/tracking/${code}/10/1`;

  it('lets a CHECKER name its own website, in any case', async () => {
    for (const code of ['ABC', 'abc']) {
      const res = await ctx.request({ method: 'GET', url: url(code), cookie: cookies.CHECKER! });
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers 404 when a CHECKER names another website', async () => {
    const res = await ctx.request({ method: 'GET', url: url('XYZ'), cookie: cookies.CHECKER! });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.websiteNotFound });
  });

  it('lets ADMIN name any website', async () => {
    const res = await ctx.request({ method: 'GET', url: url('XYZ'), cookie: cookies.ADMIN! });
    expect(res.statusCode).toBe(200);
  });
});

describe('unknown API paths', () => {
  it('answer 404 as JSON, signed in or not', async () => {
    for (const cookie of [undefined, cookies.ADMIN]) {
      const res = await ctx.request({ method: 'GET', url: '/api/does-not-exist', ...(cookie ? { cookie } : {}) });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ message: MSG.notFound });
    }
  });
});
