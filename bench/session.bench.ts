// What one signed-in request costs: password hashing at sign-in, and the per-request session lookup
// (token verify + one indexed join) compared with a public route that does no lookup.
import { openPglite } from '../server/src/db/connect.ts';
import { hashPassword } from '../server/src/modules/auth/passwords.ts';
import { PASSWORD, signIn, startApp } from './reconcile/api.ts';

if (process.env.DATABASE_URL) console.log('(DATABASE_URL is ignored here: this bench runs on in-memory PGlite)');
// In-memory PGlite: the bench never touches a real database's data.
const database = await openPglite();
const app = await startApp(database.db);

const t0 = performance.now();
for (let i = 0; i < 10; i++) await hashPassword(PASSWORD);
console.log(`argon2id hash: ${((performance.now() - t0) / 10).toFixed(1)} ms each`);

const cookie = await signIn(app);

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
