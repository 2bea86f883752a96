import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@auto-checker/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/db/connect.ts';
import type { AppInstance } from '../src/http/app-types.ts';
import { ADMIN_PASSWORD, TEST_SECRET, createTestContext, type TestContext } from './support/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

/**
 * Every contract route has its real handler; a test that needs a handler of its own registers it on the
 * same method and path for requests to this host only (a route constraint), so the two do not clash and
 * the access rules still come from the contract's table, as for any route.
 */
const TEST_HOST = 'route-test.local';

/** A second app on the test database, for what the harness app does not cover. */
async function withApp<T>(
  opts: { env?: Record<string, string>; webDir?: string },
  fn: (app: AppInstance) => Promise<T>,
  setup?: (app: AppInstance) => void,
): Promise<T> {
  const app = await buildApp({
    db: ctx.db,
    config: loadConfig({ LOG_LEVEL: 'silent', ...opts.env }),
    jwtSecret: TEST_SECRET,
    // The harness's clock: sessions signed in through ctx expire by its time, not the machine's.
    clock: ctx.clock.now,
    logger: false,
    webDir: opts.webDir ?? '/nonexistent',
  });
  try {
    setup?.(app);
    return await fn(app);
  } finally {
    await app.close();
  }
}

function expectNoStackTrace(body: string): void {
  expect(body).not.toMatch(/\bstack\b/i);
  expect(body).not.toMatch(/\n\s+at /);
  expect(body).not.toMatch(/\.(ts|js):\d+/);
  expect(body).not.toContain('node_modules');
}

describe('/healthz', () => {
  it('answers 200 {status: ok}', async () => {
    const res = await ctx.request({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not answer', async () => {
    // A closed database of its own (dropping a PostgreSQL test database under a live pool would
    // only test the pool): the health check must report it instead of answering ok.
    const handle = await openPglite();
    const app = await buildApp({
      db: handle.db,
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      jwtSecret: TEST_SECRET,
      logger: false,
      webDir: '/nonexistent',
    });
    try {
      await handle.close();
      const res = await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/nothing'],
    ['POST', '/api/xyz'],
    ['GET', '/api/me/extra'],
    ['DELETE', '/api/login'],
    ['GET', '/api'],
  ] as const)('%s %s answers 404 JSON', async (method, url) => {
    const res = await ctx.request({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: MSG.notFound });
  });

  it('a non-API path answers 404 JSON when there is no built web app', async () => {
    const res = await ctx.request({ method: 'GET', url: '/user' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.notFound });
  });
});

describe('/api/openapi.json', () => {
  it('is an OpenAPI 3 document generated from the route schemas', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/logout',
        '/api/me',
        '/api/whitelist',
        '/api/alladminacc/{pageSize}/{page}',
        '/api/addadminacc',
        '/api/updatepassadminacc/{id}',
        '/api/websitelist',
        '/api/viewwhitelist/{pageSize}/{page}',
        '/api/createwhitelist',
        '/api/viewwebsite/{pageSize}/{page}',
        '/api/createwebsite',
        '/api/viewakunbank/{website}/{pageSize}/{page}',
        '/api/createakunbank',
        '/api/akunbanklist/{websiteCode}/{bank}/{jenis}',
        '/api/tracking/{website}/{pageSize}/{page}',
        '/api/searchtracking/{website}/{search}/{pageSize}/{page}',
      ]),
    );
    // generated from the schemas: the login body and the list parameters are described
    const loginBody = doc.paths['/api/login'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(loginBody.properties)).toEqual(expect.arrayContaining(['account_name', 'account_password']));
    const listParams = doc.paths['/api/alladminacc/{pageSize}/{page}'].get.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`);
    expect(listParams).toEqual(expect.arrayContaining(['path:pageSize', 'path:page']));
  });

  it('describes no password hash anywhere', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.body).not.toMatch(/password_hash|passwordHash/);
  });
});

describe('security headers', () => {
  it.each(['/healthz', '/api/whitelist', '/api/nothing'])('are set on %s', async (url) => {
    const res = await ctx.request({ method: 'GET', url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('add HSTS and upgrade-insecure-requests when COOKIE_SECURE is set', async () => {
    await withApp({ env: { COOKIE_SECURE: 'true' } }, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '127.0.0.1' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    });
  });
});

describe('the built web app', () => {
  let webDir: string;
  const html = '<!doctype html><html><head><title>Auto Checker test</title></head><body><div id="root"></div></body></html>';
  beforeAll(() => {
    webDir = mkdtempSync(path.join(tmpdir(), 'ac-web-'));
    writeFileSync(path.join(webDir, 'index.html'), html);
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log("app");');
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('serves index.html at / and for client routes', async () => {
    await withApp({ webDir }, async (app) => {
      for (const url of ['/', '/user', '/view-bo', '/whitelist', '/some/deep/route?x=1']) {
        const res = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.body, url).toBe(html);
      }
    });
  });

  it('serves its static files', async () => {
    await withApp({ webDir }, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/assets/app.js', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.body).toBe('console.log("app");');
    });
  });

  it('is served to any peer (the whitelist gates /api only)', async () => {
    await withApp({ webDir }, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/user', remoteAddress: '203.0.113.7' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(html);
    });
  });

  it('does not swallow unknown /api paths: they stay 404 JSON', async () => {
    await withApp({ webDir }, async (app) => {
      for (const url of ['/api/nothing', '/api/nothing/deeper', '/api', '/api/nothing?x=1']) {
        const res = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ message: MSG.notFound });
      }
      // and the whitelist still refuses them first
      const refused = await app.inject({ method: 'GET', url: '/api/nothing', remoteAddress: '203.0.113.7' });
      expect(refused.statusCode).toBe(403);
    });
  });

  it('does not serve index.html for /api with a query string', async () => {
    await withApp({ webDir }, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/api?x=1', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.notFound });
    });
  });

  it('answers 404 JSON to a non-GET on a client route', async () => {
    await withApp({ webDir }, async (app) => {
      const res = await app.inject({ method: 'POST', url: '/user', remoteAddress: '127.0.0.1', payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.notFound });
    });
  });
});

describe("the contract's route table is enforced at registration", () => {
  it('registering an /api route that is not in API_ROUTES throws at once', async () => {
    await withApp({}, async (app) => {
      expect(() => app.get('/api/not-in-contract', async () => ({ ok: true }))).toThrow(/\/api\/not-in-contract.*API_ROUTES/);
      // the method counts too: GET /api/me is in the table, POST /api/me is not
      expect(() => app.post('/api/me', async () => ({ ok: true }))).toThrow(/POST \/api\/me/);
    });
  });

  it('a route that is in the table registers and gets its access rule without the handler doing anything', async () => {
    const cookie = await ctx.login('admin', ADMIN_PASSWORD);
    const headers = { host: TEST_HOST };
    await withApp(
      {},
      async (app) => {
        const anonymous = await app.inject({ method: 'GET', url: '/api/dashboard', remoteAddress: '127.0.0.1', headers });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toEqual({ message: MSG.notSignedIn });
        const signedIn = await app.inject({ method: 'GET', url: '/api/dashboard', remoteAddress: '127.0.0.1', headers: { ...headers, cookie } });
        expect(signedIn.statusCode).toBe(200);
        expect(signedIn.json()).toEqual({ reached: true });
        const refused = await app.inject({ method: 'GET', url: '/api/dashboard', remoteAddress: '203.0.113.7', headers: { ...headers, cookie } });
        expect(refused.statusCode).toBe(403);
      },
      (app) => {
        app.get('/api/dashboard', { constraints: { host: TEST_HOST } }, async () => ({ reached: true }));
      },
    );
  });

  it('non-API routes are not checked against the table', async () => {
    await withApp({}, async (app) => {
      expect(() => app.get('/not-api-route', async () => ({ ok: true }))).not.toThrow();
    });
  });
});

describe('errors', () => {
  it('a body that is not JSON answers 400 with a message and no stack trace', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account_name": "admin", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    expect(Object.keys(body).sort()).toEqual(['message']);
    expectNoStackTrace(res.body);
  });

  it('a body of the wrong shape answers 400 with a message', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/login', payload: [1, 2, 3] });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expectNoStackTrace(res.body);
  });

  it('a body over the limit answers 413 with a message', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account_name: 'admin', account_password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(typeof res.json().message).toBe('string');
    expectNoStackTrace(res.body);
  });

  it('an unexpected error answers 500 with the generic message, never its details', async () => {
    const cookie = await ctx.login('admin', ADMIN_PASSWORD);
    await withApp(
      {},
      async (app) => {
        const res = await app.inject({ method: 'GET', url: '/api/dashboard', remoteAddress: '127.0.0.1', headers: { cookie, host: TEST_HOST } });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ message: MSG.internal });
        expect(res.body).not.toContain('hunter2');
        expectNoStackTrace(res.body);
      },
      (app) => {
        app.get('/api/dashboard', { constraints: { host: TEST_HOST } }, async () => {
          throw new Error('connection to db with password hunter2 failed');
        });
      },
    );
  });
});
