import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@auto-checker/contract';
import { ensureFirstAdmin, resolveJwtSecret } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { USER_PASSWORD, createTestContext, type TestContext } from './support/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** An empty database: no account at all (unlike ctx.reset, which recreates the first ADMIN). */
beforeEach(async () => {
  await sql`truncate account, session, website, whitelist_ip, activity, login_failure restart identity cascade`.execute(ctx.db);
});

const login = (account_name: string, account_password: string) =>
  ctx.request({ method: 'POST', url: '/api/login', payload: { account_name, account_password } });

async function accounts() {
  return ctx.db.selectFrom('account').select(['name', 'role', 'website_id', 'active']).orderBy('id').execute();
}

describe('ensureFirstAdmin', () => {
  it('creates an active ADMIN "admin" with the given password, which can sign in', async () => {
    const created = await ensureFirstAdmin(ctx.db, 'given-password-1');
    expect(created).toEqual({ username: 'admin', generatedPassword: undefined });
    expect(await accounts()).toEqual([{ name: 'admin', role: 'ADMIN', website_id: null, active: true }]);
    const res = await login('admin', 'given-password-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account_name: 'admin', account_role: 'ADMIN', account_website: null });
    expect((await login('admin', 'another-password')).statusCode).toBe(401);
  });

  it('never stores the password in clear', async () => {
    await ensureFirstAdmin(ctx.db, 'given-password-1');
    const row = await ctx.db.selectFrom('account').select('password_hash').executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain('given-password-1');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('records the creation in the activity log', async () => {
    await ensureFirstAdmin(ctx.db, 'given-password-1');
    const rows = await ctx.db.selectFrom('activity').select(['username', 'role', 'activity']).execute();
    expect(rows).toEqual([{ username: 'admin', role: 'ADMIN', activity: 'Akun ADMIN pertama dibuat saat instalasi' }]);
  });

  it('generates a password when none is given, returns it, and that password signs in', async () => {
    const created = await ensureFirstAdmin(ctx.db, undefined);
    expect(created?.username).toBe('admin');
    const generated = created?.generatedPassword;
    expect(typeof generated).toBe('string');
    expect(generated!.length).toBeGreaterThanOrEqual(12);
    const res = await login('admin', generated!);
    expect(res.statusCode).toBe(200);
    expect((await login('admin', 'wrong-password')).json()).toEqual({ message: MSG.loginFailed });
  });

  it('generates a different password on every fresh install', async () => {
    const first = await ensureFirstAdmin(ctx.db, undefined);
    await sql`truncate account, activity restart identity cascade`.execute(ctx.db);
    const second = await ensureFirstAdmin(ctx.db, undefined);
    expect(first?.generatedPassword).toBeTruthy();
    expect(second?.generatedPassword).toBeTruthy();
    expect(second!.generatedPassword).not.toBe(first!.generatedPassword);
  });

  it('creates nothing when an ADMIN already exists (and the existing password is kept)', async () => {
    await ensureFirstAdmin(ctx.db, 'given-password-1');
    expect(await ensureFirstAdmin(ctx.db, 'other-password-2')).toBeNull();
    expect(await ensureFirstAdmin(ctx.db, undefined)).toBeNull();
    expect(await accounts()).toHaveLength(1);
    expect((await login('admin', 'given-password-1')).statusCode).toBe(200);
    expect((await login('admin', 'other-password-2')).statusCode).toBe(401);
  });

  it('creates nothing when any account exists, even one that is not an ADMIN or is inactive', async () => {
    const site = await ctx.addWebsite('ABC');
    await ctx.addAccount('budi', 'CHECKER', site, { active: false });
    expect(await ensureFirstAdmin(ctx.db, 'given-password-1')).toBeNull();
    expect(await ensureFirstAdmin(ctx.db, undefined)).toBeNull();
    expect(await accounts()).toEqual([{ name: 'budi', role: 'CHECKER', website_id: site, active: false }]);
    expect(await ctx.db.selectFrom('activity').select('id').execute()).toEqual([]);
    expect((await login('admin', 'given-password-1')).statusCode).toBe(401);
  });

  it('creates exactly one ADMIN when two starts race on an empty database', async () => {
    const results = await Promise.all([ensureFirstAdmin(ctx.db, 'given-password-1'), ensureFirstAdmin(ctx.db, 'given-password-2')]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await accounts()).toHaveLength(1);
    const winner = results[0] ? 'given-password-1' : 'given-password-2';
    expect((await login('admin', winner)).statusCode).toBe(200);
  });

  it('the first ADMIN can then create other accounts (it is a real ADMIN)', async () => {
    await ensureFirstAdmin(ctx.db, 'given-password-1');
    const res = await login('admin', 'given-password-1');
    const cookie = `token=${res.cookies.find((c) => c.name === 'token')!.value}`;
    const site = await ctx.addWebsite('ABC');
    const add = await ctx.request({
      method: 'POST',
      url: '/api/addadminacc',
      cookie,
      payload: { account_name: 'siti', account_password: USER_PASSWORD, account_role: 'CS', account_website: site },
    });
    expect(add.statusCode, add.body).toBe(201);
  });
});

describe('resolveJwtSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ac-jwt-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('returns JWT_SECRET when set and writes nothing', () => {
    const secret = 's'.repeat(40);
    expect(resolveJwtSecret(loadConfig({ JWT_SECRET: secret, DATA_DIR: dir }))).toBe(secret);
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
  });

  it('prefers JWT_SECRET over a kept file', () => {
    writeFileSync(path.join(dir, 'jwt-secret'), 'f'.repeat(64));
    const secret = 's'.repeat(40);
    expect(resolveJwtSecret(loadConfig({ JWT_SECRET: secret, DATA_DIR: dir }))).toBe(secret);
  });

  it('otherwise generates a strong secret into DATA_DIR/jwt-secret, readable by the owner only', () => {
    const secret = resolveJwtSecret(loadConfig({ DATA_DIR: dir }));
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('returns the same value on the next call (the secret survives a restart)', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = resolveJwtSecret(config);
    expect(resolveJwtSecret(config)).toBe(first);
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dir }))).toBe(first);
  });

  it('generates different secrets for different data directories', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'ac-jwt-'));
    try {
      expect(resolveJwtSecret(loadConfig({ DATA_DIR: dir }))).not.toBe(resolveJwtSecret(loadConfig({ DATA_DIR: other })));
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = path.join(dir, 'a', 'b');
    const secret = resolveJwtSecret(loadConfig({ DATA_DIR: nested }));
    expect(readFileSync(path.join(nested, 'jwt-secret'), 'utf8')).toBe(secret);
  });
});
