// What one signed-in request costs: password hashing at sign-in, and the per-request session lookup
// (token verify + one indexed join) compared with a public route that does no lookup.
import { buildApp } from '../server/src/app.ts';
import { ensureFirstAdmin } from '../server/src/bootstrap.ts';
import { loadConfig } from '../server/src/config.ts';
import { openPglite } from '../server/src/db/connect.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { hashPassword } from '../server/src/modules/auth/passwords.ts';

const PASSWORD = 'bench-password-1';
if (process.env.DATABASE_URL) console.log('(DATABASE_URL is ignored here: this bench runs on in-memory PGlite)');
// In-memory PGlite: the bench never touches a real database's data.
const database = await openPglite();
await migrateToLatest(database.db);
await ensureFirstAdmin(database.db, PASSWORD);
const app = await buildApp({
  db: database.db,
  config: loadConfig({ LOG_LEVEL: 'silent' }),
  jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
  logger: false,
  webDir: '/nonexistent',
});

const t0 = performance.now();
for (let i = 0; i < 10; i++) await hashPassword(PASSWORD);
console.log(`argon2id hash: ${((performance.now() - t0) / 10).toFixed(1)} ms each`);

const login = await app.inject({ method: 'POST', url: '/api/login', payload: { account_name: 'admin', account_password: PASSWORD } });
const cookie = `token=${login.cookies.find((c) => c.name === 'token')!.value}`;

async function rate(label: string, url: string, headers: Record<string, string> = {}) {
  const n = 2000;
  const start = performance.now();
  for (let i = 0; i < n; i++) await app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });
  const ms = performance.now() - start;
  console.log(`${label}: ${(n / (ms / 1000)).toFixed(0)} req/s, ${(ms / n).toFixed(3)} ms each (in-process, sequential)`);
  return ms / n;
}
const bare = await rate('GET /api/whitelist (no session lookup)', '/api/whitelist');
const signed = await rate('GET /api/me (session lookup)     ', '/api/me', { cookie });
console.log(`session lookup adds ${(signed - bare).toFixed(3)} ms per request`);
await app.close();
await database.close();
