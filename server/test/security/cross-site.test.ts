/**
 * A state-changing API call a browser says comes from another site's page is refused with 403
 * before anything reads it, whatever cookie it carries; the same call from the app's own pages, and calls without
 * a browser's headers, go through. Reading (GET) is never refused for this.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@auto-checker/contract';
import { ADMIN_PASSWORD, createTestContext, type TestContext } from '../support/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOST = 'checker.example:8080';
const signIn = (headers: Record<string, string>) =>
  ctx.request({ method: 'POST', url: '/api/login', headers: { host: HOST, ...headers }, payload: { account_name: 'admin', account_password: ADMIN_PASSWORD } });

describe('state-changing calls from another site', () => {
  it('refuses them by Sec-Fetch-Site (cross-site, same-site) or, without it, by an Origin that is not this host', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' } as Record<string, string>,
      { 'sec-fetch-site': 'same-site', origin: 'https://other.checker.example' },
      { origin: 'https://evil.example' },
      { origin: 'http://checker.example:9090' },
      { origin: 'null' },
    ]) {
      const res = await signIn(headers);
      expect([JSON.stringify(headers), res.statusCode, res.json()]).toEqual([JSON.stringify(headers), 403, { message: MSG.crossSiteRefused }]);
      expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
    }
  });

  it("lets the app's own pages, a typed address and calls without a browser's headers through", async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` } as Record<string, string>,
      { 'sec-fetch-site': 'none' },
      { origin: `http://${HOST.toUpperCase()}` },
      {},
    ]) {
      expect([JSON.stringify(headers), (await signIn(headers)).statusCode]).toEqual([JSON.stringify(headers), 200]);
    }
  });

  it('refuses a change carrying a valid session cookie, changing nothing; a cross-site read is answered', async () => {
    const cookie = await ctx.login('admin', ADMIN_PASSWORD);
    const forged = await ctx.request({
      method: 'POST',
      url: '/api/createwebsite',
      cookie,
      headers: { host: HOST, 'sec-fetch-site': 'cross-site' },
      payload: { website_name: 'Forged', website_code: 'FRG', website_panel: 'NEXUS' },
    });
    expect([forged.statusCode, forged.json()]).toEqual([403, { message: MSG.crossSiteRefused }]);
    expect(await ctx.db.selectFrom('website').select('code').where('code', '=', 'FRG').execute()).toEqual([]);
    const read = await ctx.request({ method: 'GET', url: '/api/me', cookie, headers: { host: HOST, 'sec-fetch-site': 'cross-site' } });
    expect(read.statusCode).toBe(200);
  });
});
