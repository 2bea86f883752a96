import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '@auto-checker/contract';
import { buildApp } from '../../src/app.ts';
import { ensureFirstAdmin } from '../../src/bootstrap.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Db } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { AppInstance } from '../../src/http/app-types.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { forgetDayViews } from '../../src/modules/reconciliation/suggestions-api.ts';
import { warmUpsSettled } from '../../src/modules/reconciliation/warm-up.ts';
import { upkeepStopped } from '../../src/db/upkeep.ts';
import { openTestDatabase } from './test-db.ts';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const ADMIN_PASSWORD = 'admin-password-1';
export const USER_PASSWORD = 'user-password-1';

/** A clock the tests can move. */
export class TestClock {
  current = new Date('2026-11-22T03:00:00Z');
  now = () => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestContext {
  app: AppInstance;
  db: Db;
  clock: TestClock;
  /** The database's DatabaseHandle.waiting: callers waiting for another's lock or transaction. */
  waiting(): Promise<number>;
  /** Empties every table and recreates the first ADMIN (password ADMIN_PASSWORD). */
  reset(): Promise<void>;
  close(): Promise<void>;
  /** app.inject from 127.0.0.1 unless `remoteAddress` says otherwise. */
  request(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Signs in and returns the `token=...` cookie pair to send back. */
  login(username: string, password: string, remoteAddress?: string): Promise<string>;
  addWebsite(code: string, panel?: 'NEXUS' | 'LUXE'): Promise<number>;
  addAccount(name: string, role: Role, websiteId: number | null, opts?: { active?: boolean }): Promise<number>;
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const handle = await openTestDatabase();
  await migrateToLatest(handle.db);
  // Uploads warm no suggestions unless a test asks: a warm-up reads in the background, between a test's own steps.
  const config: Config = loadConfig({ LOG_LEVEL: 'silent', SUGGESTIONS_WARM_UP: 'false', ...env });
  const clock = new TestClock();
  const app = await buildApp({
    db: handle.db,
    config,
    jwtSecret: TEST_SECRET,
    clock: clock.now,
    logger: false,
    webDir: '/nonexistent',
  });
  const userHash = await hashPassword(USER_PASSWORD);
  const { db } = handle;

  const ctx: TestContext = {
    app,
    db,
    clock,
    waiting: () => handle.waiting(),
    async reset() {
      await sql`truncate bank_account, account, session, website, whitelist_ip, activity, login_failure, match_refusal, upload_file, statement_line restart identity cascade`.execute(
        db,
      );
      await ensureFirstAdmin(db, ADMIN_PASSWORD);
      forgetDayViews();
    },
    async close() {
      await warmUpsSettled(db, true);
      await upkeepStopped(db);
      await app.close();
      await handle.close();
    },
    request({ cookie, ...opts }) {
      return app.inject({
        remoteAddress: '127.0.0.1',
        ...opts,
        headers: { ...(opts.headers ?? {}), ...(cookie ? { cookie } : {}) },
      });
    },
    async login(username, password, remoteAddress) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/login',
        payload: { account_name: username, account_password: password },
        ...(remoteAddress ? { remoteAddress } : {}),
      });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return cookiePair(res);
    },
    async addWebsite(code, panel = 'NEXUS') {
      const row = await db
        .insertInto('website')
        .values({ name: `Website ${code}`, code, panel })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async addAccount(name, role, websiteId, opts = {}) {
      const row = await db
        .insertInto('account')
        .values({ name, role, website_id: websiteId, password_hash: userHash, active: opts.active ?? true })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
  await ctx.reset();
  return ctx;
}

/** The `token=value` pair of a response's Set-Cookie, ready for a Cookie header. */
export function cookiePair(res: LightMyRequestResponse): string {
  const token = res.cookies.find((c) => c.name === 'token');
  if (!token) throw new Error('no token cookie in response');
  return `token=${token.value}`;
}

/**
 * The file's test context: created before its first test, closed after its last. Stands for the context itself, so
 * the tests write `ctx.request(...)`, `ctx.db`, `ctx.clock` as with their own; touching it outside a test throws.
 */
export function useTestContext(env: Record<string, string> = {}): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestContext(env);
  });
  afterAll(() => current?.close());
  const open = () => {
    if (!current) throw new Error('the test context is open only inside the tests');
    return current;
  };
  return new Proxy({} as TestContext, {
    get: (_target, key) => Reflect.get(open(), key),
    set: (_target, key, value) => Reflect.set(open(), key, value),
  });
}
