import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Role } from '@auto-checker/contract';
import { USER_PASSWORD, createTestContext, type TestContext } from './support/harness.ts';
import { websiteWithStaff } from './support/website-accounts.ts';

/**
 * The website scope of CHECKER and CS, in detail. Role x route for every route of the contract, the
 * whitelist, tokens and hostile input are the security suite's (security/).
 */
let ctx: TestContext;
const cookies: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  cookies.ADMIN = await websiteWithStaff(ctx);
  cookies.CHECKER = await ctx.login('checker', USER_PASSWORD);
  cookies.CS = await ctx.login('cs', USER_PASSWORD);
});
afterAll(() => ctx.close());

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
