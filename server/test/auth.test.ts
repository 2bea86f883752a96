import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { MSG, SESSION_HINT_COOKIE } from '@auto-checker/contract';
import { MAX_FAILURES_PER_IP, MAX_FAILURES_PER_USER, THROTTLE_WINDOW_MS } from '../src/modules/auth/login-throttle.ts';
import { ADMIN_PASSWORD, TEST_SECRET, USER_PASSWORD, createTestContext, type TestContext } from './support/harness.ts';
import { accountCalls } from './support/account-calls.ts';
import { expectOwnPasswordChangeEndsSessions } from './support/sessions.ts';
import { activities } from './support/records.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const login = (account_name: string, account_password: string, remoteAddress = '127.0.0.1') =>
  ctx.request({ method: 'POST', url: '/api/login', payload: { account_name, account_password }, remoteAddress });
const me = (cookie?: string) => ctx.request({ method: 'GET', url: '/api/me', ...(cookie ? { cookie } : {}) });

const { setStatus, remove } = accountCalls(() => ctx);

/** Website ABC and its CHECKER budi; answers budi's id. */
const addBudi = async () => ctx.addAccount('budi', 'CHECKER', await ctx.addWebsite('ABC'));

/** Website ABC and its CHECKER budi, signed in, and a signed-in ADMIN: budi's id and both cookies. */
async function budiSignedIn() {
  const id = await addBudi();
  const cookie = await ctx.login('budi', USER_PASSWORD);
  const admin = await ctx.login('admin', ADMIN_PASSWORD);
  return { id, cookie, admin };
}

describe('POST /api/login', () => {
  it('signs in, sets an HttpOnly SameSite=Strict token cookie on / and returns the identity', async () => {
    const res = await login('admin', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      account_id: 1,
      account_name: 'admin',
      account_role: 'ADMIN',
      account_website: null,
      account_website_code: null,
      message: 'Login berhasil.',
    });
    const cookie = res.cookies.find((c) => c.name === 'token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.maxAge).toBe(12 * 3600);
    // Its readable mark, for the web app (contract/src/session.ts): no secret, the same lifetime.
    const hint = res.cookies.find((c) => c.name === SESSION_HINT_COOKIE)!;
    expect(hint).toMatchObject({ value: '1', sameSite: 'Strict', path: '/', maxAge: 12 * 3600 });
    expect(hint.httpOnly).toBeUndefined();
  });

  it('matches the username whatever its case', async () => {
    expect((await login('ADMIN', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('marks the cookie Secure when COOKIE_SECURE is set', async () => {
    const secure = await createTestContext({ COOKIE_SECURE: 'true' });
    try {
      const res = await secure.request({
        method: 'POST',
        url: '/api/login',
        payload: { account_name: 'admin', account_password: ADMIN_PASSWORD },
      });
      expect(res.cookies.find((c) => c.name === 'token')!.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('answers one message for a wrong password, an unknown user and a wrong password on an inactive account', async () => {
    const site = await ctx.addWebsite('ABC');
    await ctx.addAccount('sleepy', 'CHECKER', site, { active: false });
    for (const [user, pass] of [
      ['admin', 'wrong-password'],
      ['nobody', ADMIN_PASSWORD],
      ['sleepy', 'wrong-password'],
    ] as const) {
      const res = await login(user, pass);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MSG.loginFailed });
      expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
    }
  });

  it('tells an inactive account with the right password that it is not active (403), opening no session', async () => {
    const site = await ctx.addWebsite('ABC');
    await ctx.addAccount('sleepy', 'CHECKER', site, { active: false });
    const res = await login('sleepy', USER_PASSWORD, '127.0.0.9');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Akun ini tidak aktif. Hubungi admin.' });
    expect(MSG.accountInactive).toBe('Akun ini tidak aktif. Hubungi admin.');
    expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
    expect(await ctx.db.selectFrom('session').select('id').execute()).toEqual([]);
    expect((await activities(ctx)).at(-1)).toEqual({
      username: 'sleepy',
      role: 'CHECKER',
      website_code: 'ABC',
      activity: 'Login gagal dari 127.0.0.9 (akun nonaktif)',
    });
  });

  it('does not count an inactive account with the right password toward the lock-out; a wrong password still does', async () => {
    const site = await ctx.addWebsite('ABC');
    const id = await ctx.addAccount('sleepy', 'CHECKER', site, { active: false });
    for (let i = 0; i < MAX_FAILURES_PER_USER + 2; i++) {
      const res = await login('sleepy', USER_PASSWORD);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.accountInactive });
    }
    expect(await ctx.db.selectFrom('login_failure').select('id').execute()).toEqual([]);
    // reactivated by an admin: signs in at once, no 15 minutes to wait
    await ctx.db.updateTable('account').set({ active: true }).where('id', '=', id).execute();
    expect((await login('sleepy', USER_PASSWORD)).statusCode).toBe(200);

    // a wrong password on the deactivated account is a guess like any other
    await ctx.db.updateTable('account').set({ active: false }).where('id', '=', id).execute();
    for (let i = 0; i < MAX_FAILURES_PER_USER; i++) expect((await login('sleepy', 'wrong-password')).statusCode).toBe(401);
    const blocked = await login('sleepy', USER_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MSG.loginThrottled(15) });
  });

  it('counts guesses sent at once one after the other: of 60 concurrent guesses, 5 reach the password check and 55 hear 429', async () => {
    const site = await ctx.addWebsite('ABC');
    await ctx.addAccount('target', 'CHECKER', site);
    // The right password is among the guesses, sent last: when they were counted all at once, all 60 were checked and it got in.
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 59 ? USER_PASSWORD : `wrong-${i}`));
    const codes = (await Promise.all(guesses.map((password) => login('target', password, '127.0.0.20')))).map((r) => r.statusCode);
    const checked = codes.filter((c) => c !== 429).length;
    expect(checked).toBe(MAX_FAILURES_PER_USER);
    expect(codes.filter((c) => c === 429)).toHaveLength(60 - MAX_FAILURES_PER_USER);
    const failures = await ctx.db.selectFrom('login_failure').select('username').where('ip', '=', '127.0.0.20').execute();
    expect(failures.length).toBe(codes.filter((c) => c === 401).length);
  });

  it('refuses an empty body with 400 and the same message', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/login', payload: { account_name: '', account_password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.loginFailed);
  });

  it('records sign-in and failed sign-in in the activity log', async () => {
    const site = await ctx.addWebsite('ABC');
    await ctx.addAccount('budi', 'CHECKER', site);
    await login('budi', USER_PASSWORD, '127.0.0.9');
    await login('budi', 'nope', '127.0.0.9');
    await login('ghost', 'nope', '127.0.0.9');
    // A password typed into the username box is not kept in clear.
    await login('Rahasia#2026!', 'nope', '127.0.0.9');
    expect(await activities(ctx)).toEqual([
      { username: 'admin', role: 'ADMIN', website_code: null, activity: 'Akun ADMIN pertama dibuat saat instalasi' },
      { username: 'budi', role: 'CHECKER', website_code: 'ABC', activity: 'Login dari 127.0.0.9' },
      { username: 'budi', role: 'CHECKER', website_code: 'ABC', activity: 'Login gagal dari 127.0.0.9 (password salah)' },
      { username: 'g****', role: '-', website_code: null, activity: 'Login gagal dari 127.0.0.9 (username tidak dikenal)' },
      { username: 'R************', role: '-', website_code: null, activity: 'Login gagal dari 127.0.0.9 (username tidak dikenal)' },
    ]);
  });
});

describe('login rate limit', () => {
  it(`refuses the ${MAX_FAILURES_PER_USER + 1}th attempt for one username from one address with 429, even with the right password`, async () => {
    for (let i = 0; i < MAX_FAILURES_PER_USER; i++) expect((await login('admin', 'bad')).statusCode).toBe(401);
    const blocked = await login('admin', ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MSG.loginThrottled(15) });
    expect(blocked.headers['retry-after']).toBe('900');
    // another address is not blocked for that user
    expect((await login('admin', ADMIN_PASSWORD, '127.0.0.2')).statusCode).toBe(200);
    // the window passes
    ctx.clock.advance(THROTTLE_WINDOW_MS + 1000);
    expect((await login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it(`refuses an address after ${MAX_FAILURES_PER_IP} failures whatever the usernames`, async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      expect((await login(`user${i % 4}-${Math.floor(i / 4)}`, 'bad')).statusCode).toBe(401);
    }
    expect((await login('admin', ADMIN_PASSWORD)).statusCode).toBe(429);
    expect((await login('admin', ADMIN_PASSWORD, '127.0.0.3')).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures of that username', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_USER - 1; i++) await login('admin', 'bad');
    expect((await login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILURES_PER_USER - 1; i++) await login('admin', 'bad');
    expect((await login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

describe('GET /api/me and the session', () => {
  it('returns the identity of the session', async () => {
    const site = await ctx.addWebsite('XYZ', 'LUXE');
    const id = await ctx.addAccount('siti', 'CS', site);
    const res = await me(await ctx.login('siti', USER_PASSWORD));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      account_id: id,
      account_name: 'siti',
      account_role: 'CS',
      account_website: site,
      account_website_code: 'XYZ',
    });
  });

  it('answers 401 without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.notSignedIn });
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const res = await me(`token=${forged}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.sessionEnded });
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe('');
  });

  it('refuses a tampered token (payload changed, signature kept)', async () => {
    const cookie = await ctx.login('admin', ADMIN_PASSWORD);
    const [h, p, s] = cookie.slice('token='.length).split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.sub = '2';
    const tampered = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    expect((await me(`token=${tampered}`)).statusCode).toBe(401);
  });

  it('refuses a token signed with the right secret but an unknown session', async () => {
    const token = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect((await me(`token=${token}`)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const cookie = await ctx.login('admin', ADMIN_PASSWORD);
    expect((await me(cookie)).statusCode).toBe(200);
    ctx.clock.advance(12 * 3600 * 1000 + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses garbage in the cookie', async () => {
    expect((await me('token=not-a-jwt')).statusCode).toBe(401);
  });

  it('ends at once when the account is deactivated', async () => {
    const { id, cookie, admin } = await budiSignedIn();
    await setStatus(admin, id, false);
    expect((await me(cookie)).statusCode).toBe(401);
    // reactivating does not bring the old session back
    await setStatus(admin, id, true);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends at once when the account is deleted', async () => {
    const { id, cookie, admin } = await budiSignedIn();
    await remove(admin, id);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends every session when the password changes, except that the changing browser gets a new one', async () => {
    await expectOwnPasswordChangeEndsSessions(ctx, 'budi', await addBudi(), 'a-new-password');
    expect((await login('budi', USER_PASSWORD)).statusCode).toBe(401);
    expect((await login('budi', 'a-new-password')).statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('clears the cookie, ends the session and records it', async () => {
    const cookie = await ctx.login('admin', ADMIN_PASSWORD);
    const res = await ctx.request({ method: 'POST', url: '/api/logout', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.loggedOut });
    for (const name of ['token', SESSION_HINT_COOKIE]) {
      const cleared = res.cookies.find((c) => c.name === name)!;
      expect(cleared.value).toBe('');
      expect(cleared.path).toBe('/');
    }
    // the old token no longer works even if the browser kept it
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await activities(ctx)).at(-1)).toEqual({ username: 'admin', role: 'ADMIN', website_code: null, activity: 'Logout' });
  });

  it('succeeds without a session', async () => {
    expect((await ctx.request({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
  });
});

describe('the readable mark of a session', () => {
  it('is cleared with a 401 when its token is gone, so the web app stops asking', async () => {
    const res = await me(`${SESSION_HINT_COOKIE}=1`);
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === SESSION_HINT_COOKIE)!.value).toBe('');
  });

  it('is left alone, as is everything, on a 401 to a browser that holds neither', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toEqual([]);
  });
});
