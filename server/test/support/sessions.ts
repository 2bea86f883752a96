import { expect } from 'vitest';
import { USER_PASSWORD, cookiePair, type TestContext } from './harness.ts';
import { accountCalls } from './account-calls.ts';

/**
 * Signs account `name` (password USER_PASSWORD) in on a laptop and a phone, then changes its password from the laptop:
 * the change answers 200 and ends both sessions, and the new session its answer carries works. Answers that cookie.
 */
export async function expectOwnPasswordChangeEndsSessions(ctx: TestContext, name: string, id: number, password: string): Promise<string> {
  const me = (cookie: string) => ctx.request({ method: 'GET', url: '/api/me', cookie });
  const laptop = await ctx.login(name, USER_PASSWORD);
  const phone = await ctx.login(name, USER_PASSWORD);
  const res = await accountCalls(() => ctx).changePassword(laptop, id, password);
  expect(res.statusCode).toBe(200);
  expect((await me(laptop)).statusCode).toBe(401);
  expect((await me(phone)).statusCode).toBe(401);
  const fresh = cookiePair(res);
  expect((await me(fresh)).statusCode).toBe(200);
  return fresh;
}
