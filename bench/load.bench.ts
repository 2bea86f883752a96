// Load, on PostgreSQL (DATABASE_URL; skipped with a note without it), on a fresh database of 1M BO deposit rows:
// 1. View BO pages (GET /api/viewbo/{date}/{website}/all/100/{page}, a signed-in ADMIN, random days and pages) under
//    50 connections with autocannon, beside a bare Fastify route running the same query (listBoDeposits) on the same
//    pool in the same run: requests/s, p50 and p99 of each. Target: the app's p99 within 1.5x of the bare route's.
// 2. Export Excel of one day of 100k rows (POST /api/exportexcelviewbo): time and peak memory growth of the process
//    while it streams. Target: growth < 150 MB.
// Figures only, never a failure. A few minutes on 2 cores, most of it filling the table.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { ensureFirstAdmin } from '../server/src/bootstrap.ts';
import { loadConfig } from '../server/src/config.ts';
import { openPostgres } from '../server/src/db/connect.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { listBoDeposits } from '../server/src/modules/review/repo/bo-view.ts';

const TOTAL_ROWS = 1_000_000;
/** One day holds the export's 100k rows; the rest spread over the days before it, 10k a day. */
const BIG_DAY_ROWS = 100_000;
const DAY_ROWS = 10_000;
const DAYS = 1 + (TOTAL_ROWS - BIG_DAY_ROWS) / DAY_ROWS;
const BIG_DAY = '2026-07-31';
const PAGE = 100;
const CONNECTIONS = 50;
const SECONDS = 15;
const PASSWORD = 'bench-password-1';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('SKIPPED: set DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test) to run the load bench.');
  process.exit(0);
}

// A database of its own, dropped at the end.
const name = `ac_bench_load_${process.pid}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;
const database = await openPostgres(dbUrl.toString());
const { db } = database;

try {
  await migrateToLatest(db);
  await ensureFirstAdmin(db, PASSWORD);
  await fill();

  const app = await buildApp({
    db,
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
    logger: false,
    webDir: '/nonexistent',
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: 'admin', account_password: PASSWORD }),
  });
  const cookie = /token=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];

  // The same query with none of the app around it: no whitelist, session or schema, rows as the pool gives them.
  const bare = Fastify({ logger: false });
  bare.get<{ Params: { date: string; page: string } }>('/bare/:date/:page', async (request) => {
    const page = Number(request.params.page);
    const { rows, total } = await listBoDeposits(db, {
      websiteCode: 'LOAD',
      statementDate: request.params.date,
      approved: null,
      search: null,
      limit: PAGE,
      offset: (page - 1) * PAGE,
    });
    return { total, rows };
  });
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  // Random small days and pages, the same sequence for both.
  const requests = Array.from({ length: 500 }, (_, i) => {
    const day = 1 + ((i * 7919) % (DAYS - 1));
    return { date: shift(BIG_DAY, -day), page: 1 + ((i * 104_729) % (DAY_ROWS / PAGE)) };
  });
  const dayMonYear = (iso: string) => `${Number(iso.slice(8, 10))}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;
  const viaApp = requests.map((r) => `/api/viewbo/${dayMonYear(r.date)}/LOAD/all/${PAGE}/${r.page}`);
  const viaBare = requests.map((r) => `/bare/${r.date}/${r.page}`);

  // Check both answer the same rows before measuring them.
  const one = (await (await fetch(`${base}${viaApp[0]}`, { headers: { cookie } })).json()) as { ticket_no: string }[];
  const two = (await (await fetch(`${bareBase}${viaBare[0]}`)).json()) as { rows: { ticket_no: string }[] };
  if (one.length !== PAGE || one.map((r) => r.ticket_no).join() !== two.rows.map((r) => r.ticket_no).join())
    throw new Error('the app and the bare route disagree');

  await run(bareBase, viaBare, {}, 2); // warm-up: plans, pool, JIT
  await run(base, viaApp, { cookie }, 2);
  const bareResult = await run(bareBase, viaBare, {}, SECONDS);
  const appResult = await run(base, viaApp, { cookie }, SECONDS);
  console.log(
    `\nView BO page (${PAGE} rows of a 10k-row day, table of ${TOTAL_ROWS.toLocaleString('en')} rows), ${CONNECTIONS} connections, ${SECONDS} s each:`,
  );
  console.log('                      req/s     p50 ms   p99 ms   errors');
  for (const [label, r] of [
    ['bare Fastify + same SQL', bareResult],
    ['app (GET /api/viewbo)', appResult],
  ] as const) {
    console.log(
      `${label.padEnd(22)}${r.rps.toFixed(0).padStart(7)}${r.p50.toFixed(1).padStart(10)}${r.p99.toFixed(1).padStart(9)}${String(r.errors).padStart(9)}`,
    );
  }
  const ratio = appResult.p99 / bareResult.p99;
  console.log(`target: app p99 within 1.5x of the bare route: ${ratio <= 1.5 ? 'MET' : 'NOT MET'} (${ratio.toFixed(2)}x)`);

  await exportBigDay(base, cookie);
  await app.close();
  await bare.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

function shift(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 1M deposits of website LOAD in one statement: a 100k-row day, then 10k rows on each day before it. */
async function fill() {
  const started = performance.now();
  await db.insertInto('website').values({ name: 'Load', code: 'LOAD', panel: 'NEXUS' }).execute();
  await sql`insert into upload_file (sha256, content, size_bytes) values ('load', '\\x00', 1)`.execute(db);
  const { id } = await db
    .insertInto('upload')
    .values({
      endpoint: 'checkdata',
      kind: 'BO_DEPOSIT',
      format: 'nexus-deposit',
      provider: 'NEXUS',
      jenis: null,
      website_code: 'LOAD',
      bank_account_id: null,
      statement_date: BIG_DAY,
      file_name: 'load.csv',
      sha256: 'load',
      rows_read: TOTAL_ROWS,
      rows_added: TOTAL_ROWS,
      rows_duplicate: 0,
      created_by: null,
      created_by_name: 'bench',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Row n: day 0 (BIG_DAY) for n < 100k, then day k = 1 + (n - 100k) / 10k; times through the day; a third approved.
  await sql`
    insert into bo_deposit (upload_id, website_code, statement_date, row_key, ticket_no, req_at, app_at, user_name, full_name,
      payment_type, depo_amount, admin_fee, agent_fee, player_fee, nett_amount, player_bank, player_bank_code, player_account_name,
      player_account_no, corporate_bank, bo_desc, bo_ref, bo_status, bo_reason, bo_handler, bo_website, player_ref, player_own_ref,
      approved, note, match_rule)
    select ${id}, 'LOAD', d.day, 'load-' || n, 'DP' || n, d.day + (n % 86400) * interval '1 second' - interval '7 hours',
      d.day + (n % 86400 + 60) * interval '1 second' - interval '7 hours', 'user' || (n % 20000), 'PLAYER NUMBER ' || (n % 20000),
      'BANK', (1 + n % 50) * 10000, 0, 0, 0, (1 + n % 50) * 10000, 'BCA - PLAYER ' || (n % 20000) || ' - ' || (1000000000 + n % 20000),
      'BCA', 'PLAYER ' || (n % 20000), (1000000000 + n % 20000)::text, 'BCA - PT LOAD - 1111111111', 'Deposit', '', 'APPROVED', '',
      'op' || (n % 7), 'LOAD', '', '', n % 3 = 0, case when n % 3 = 0 then 'AUTO nama+nominal | BCA 14:05 | skor 1.00' end,
      case when n % 3 = 0 then 'NAME' end
    from generate_series(0, ${TOTAL_ROWS - 1}) as n,
      lateral (select (${BIG_DAY}::date - case when n < ${BIG_DAY_ROWS} then 0 else 1 + (n - ${BIG_DAY_ROWS}) / ${DAY_ROWS} end) as day) d
  `.execute(db);
  await sql`analyze bo_deposit`.execute(db);
  console.log(`filled ${TOTAL_ROWS.toLocaleString('en')} BO rows over ${DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(base: string, paths: readonly string[], headers: Record<string, string>, seconds: number): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Export Excel of the 100k-row day through the API, sampling the process's memory while it streams. */
async function exportBigDay(base: string, cookie: string) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss,
    peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const started = performance.now();
  const res = await fetch(`${base}/api/exportexcelviewbo`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ date: '31-Jul-2026', status: 'all', group: 'load' }),
  });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const growth = (peakRss - before.rss) / 1e6;
  console.log(
    `\nExport Excel of one day, ${BIG_DAY_ROWS.toLocaleString('en')} rows (status ${res.status}): ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `peak memory growth while streaming: RSS ${growth.toFixed(0)} MB, heap ${((peakHeap - before.heapUsed) / 1e6).toFixed(0)} MB (server and download in one process)`,
  );
  console.log(`target: growth < 150 MB: ${growth < 150 ? 'MET' : 'NOT MET'}`);
}
