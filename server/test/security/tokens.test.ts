import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_ROUTES, MSG } from '@auto-checker/contract';
import { loadConfig } from '../../src/config.ts';
import { ADMIN_PASSWORD, TEST_SECRET, USER_PASSWORD, useTestContext } from '../support/harness.ts';
import { accountCalls } from '../support/account-calls.ts';
import { expectOwnPasswordChangeEndsSessions } from '../support/sessions.ts';
import { expectErrorBody, tokenCookie } from './support/http.ts';
import { routeKey, sampleUrl } from './support/route-calls.ts';

/**
 * The session cookie cannot be forged, altered, replayed after it ended, or kept alive past its time: each is
 * answered 401 MSG.sessionEnded and the cookie is cleared, on every route that needs a session. A token
 * names a server-side session, so deactivating, deleting or re-passwording an account ends its sessions at
 * their next request.
 */

const ctx = useTestContext();

let checkerId: number;
beforeEach(async () => {
  await ctx.reset();
  const site = await ctx.addWebsite('ABC');
  checkerId = await ctx.addAccount('budi', 'CHECKER', site);
});

const SESSION_HOURS = loadConfig({}).SESSION_HOURS;
const ANOTHER_SECRET = new TextEncoder().encode('another-secret-another-secret-another-secret');
const key = new TextEncoder().encode(TEST_SECRET);

const me = (cookie: string) => ctx.request({ method: 'GET', url: '/api/me', cookie });
const { setStatus, remove, changePassword } = accountCalls(() => ctx);
const tokenOf = (cookie: string) => cookie.slice('token='.length);

/** The claims of a real token: its account and session. */
function claimsOf(cookie: string): { sub: string; sid: string; iat: number; exp: number } {
  return JSON.parse(Buffer.from(tokenOf(cookie).split('.')[1]!, 'base64url').toString());
}

/** A token with its payload rewritten and the original signature kept. */
function tampered(cookie: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = tokenOf(cookie).split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  change(claims);
  return `token=${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

/** Refused as an ended session, the cookie cleared, on /api/me and on every other route that needs a session. */
async function expectRefusedEverywhere(cookie: string, what: string): Promise<void> {
  for (const route of API_ROUTES.filter((r) => r.access !== 'public')) {
    const res = await ctx.request({ method: route.method, url: sampleUrl(route), cookie, payload: {} });
    const label = `${what}: ${routeKey(route)}`;
    expect(res.statusCode, `${label}: ${res.body}`).toBe(401);
    expect(res.json(), label).toEqual({ message: MSG.sessionEnded });
    expect(tokenCookie(res), label).toBe('');
  }
}

describe('tokens that are not the server’s', () => {
  it('a token signed with another secret', async () => {
    const real = claimsOf(await ctx.login('admin', ADMIN_PASSWORD));
    const forged = await new SignJWT({ sid: real.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(real.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(ANOTHER_SECRET);
    await expectRefusedEverywhere(`token=${forged}`, 'another secret');
  });

  it('a tampered payload: a CHECKER token made to name the ADMIN, or given an ADMIN role claim', async () => {
    const cookie = await ctx.login('budi', USER_PASSWORD);
    expect((await me(cookie)).statusCode).toBe(200);
    await expectRefusedEverywhere(
      tampered(cookie, (p) => {
        p.sub = '1';
      }),
      'sub changed',
    );
    await expectRefusedEverywhere(
      tampered(cookie, (p) => {
        p.role = 'ADMIN';
        p.account_role = 'ADMIN';
      }),
      'role added',
    );
    await expectRefusedEverywhere(
      tampered(cookie, (p) => {
        p.exp = Number(p.exp) + 365 * 86400;
      }),
      'expiry moved',
    );
    // the untouched token still works: the refusals were about the changes
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('alg none, another algorithm with the same secret, and a token of the right secret naming no session', async () => {
    const real = claimsOf(await ctx.login('admin', ADMIN_PASSWORD));
    const unsigned = new UnsecuredJWT({ sid: real.sid }).setSubject(real.sub).setIssuedAt().setExpirationTime('1h').encode();
    await expectRefusedEverywhere(`token=${unsigned}`, 'alg none');
    const hs512 = await new SignJWT({ sid: real.sid }).setProtectedHeader({ alg: 'HS512' }).setSubject(real.sub).setExpirationTime('1h').sign(key);
    expect((await me(`token=${hs512}`)).statusCode).toBe(401);
    const noSession = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(real.sub)
      .setExpirationTime('1h')
      .sign(key);
    await expectRefusedEverywhere(`token=${noSession}`, 'unknown session');
    const notUuid = await new SignJWT({ sid: "' OR 1=1 --" }).setProtectedHeader({ alg: 'HS256' }).setSubject(real.sub).setExpirationTime('1h').sign(key);
    expect((await me(`token=${notUuid}`)).json()).toEqual({ message: MSG.sessionEnded });
  });

  it('garbage in the cookie', async () => {
    for (const garbage of ['not-a-jwt', 'a.b.c', '...', "' OR 1=1 --", 'x'.repeat(4000), encodeURIComponent('\u0000')]) {
      const res = await me(`token=${garbage}`);
      expect(res.statusCode, garbage.slice(0, 20)).toBe(401);
      expect(res.json()).toEqual({ message: MSG.sessionEnded });
      expectErrorBody(res, garbage.slice(0, 20));
    }
    await expectRefusedEverywhere('token=not-a-jwt', 'garbage');
  });

  it('no cookie at all is "not signed in", not an ended session, and clears nothing', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.notSignedIn });
    expect(tokenCookie(res)).toBeUndefined();
  });
});

describe('a real token past its session', () => {
  it(`expires after SESSION_HOURS (${SESSION_HOURS} h)`, async () => {
    const cookie = await ctx.login('budi', USER_PASSWORD);
    const { iat, exp } = claimsOf(cookie);
    expect(exp - iat).toBe(SESSION_HOURS * 3600);
    ctx.clock.advance(SESSION_HOURS * 3600 * 1000 - 60_000);
    expect((await me(cookie)).statusCode).toBe(200);
    ctx.clock.advance(61_000);
    await expectRefusedEverywhere(cookie, 'expired');
  });

  it('is refused once it logged out, though its signature is still good', async () => {
    const cookie = await ctx.login('budi', USER_PASSWORD);
    const out = await ctx.request({ method: 'POST', url: '/api/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect(tokenCookie(out)).toBe('');
    expect(await ctx.db.selectFrom('session').select('id').where('account_id', '=', checkerId).execute()).toEqual([]);
    await expectRefusedEverywhere(cookie, 'after logout');
  });

  it('a deactivated account’s session is refused on its next request, and stays refused when reactivated', async () => {
    const cookie = await ctx.login('budi', USER_PASSWORD);
    const admin = await ctx.login('admin', ADMIN_PASSWORD);
    expect((await me(cookie)).statusCode).toBe(200);
    const off = await setStatus(admin, checkerId, false);
    expect(off.statusCode).toBe(200);
    const next = await me(cookie);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ message: MSG.sessionEnded });
    expect(tokenCookie(next)).toBe('');
    await expectRefusedEverywhere(cookie, 'deactivated');
    await setStatus(admin, checkerId, true);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('an account deactivated in the database directly is refused too (the session check reads the account)', async () => {
    const cookie = await ctx.login('budi', USER_PASSWORD);
    await ctx.db.updateTable('account').set({ active: false }).where('id', '=', checkerId).execute();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a deleted account’s session is refused', async () => {
    const cookie = await ctx.login('budi', USER_PASSWORD);
    const admin = await ctx.login('admin', ADMIN_PASSWORD);
    expect((await remove(admin, checkerId)).statusCode).toBe(200);
    await expectRefusedEverywhere(cookie, 'deleted');
  });

  it('changing the password ends every other session of the account, by the ADMIN or by the account itself', async () => {
    const fresh = await expectOwnPasswordChangeEndsSessions(ctx, 'budi', checkerId, 'new-password-1');

    const admin = await ctx.login('admin', ADMIN_PASSWORD);
    const byAdmin = await changePassword(admin, checkerId, 'new-password-2');
    expect(byAdmin.statusCode).toBe(200);
    await expectRefusedEverywhere(fresh, 'password changed by ADMIN');
    // the ADMIN's own session is not touched
    expect((await me(admin)).statusCode).toBe(200);
  });
});
