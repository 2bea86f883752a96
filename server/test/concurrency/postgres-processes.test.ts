/**
 * Concurrency and crash safety on real PostgreSQL (issue "9/9 Hardening", item 2), with real server processes
 * (`node --import tsx server/src/main.ts`) on a database of their own, created from DATABASE_URL and dropped after:
 *  1. two processes receive the same statement at the same moment: its rows are stored once;
 *  2. a process killed with SIGKILL in the middle of a 100k-line upload leaves no row of it;
 *  3. a checker's approval racing an automatic match never yields a line used twice.
 * Runs in the server-postgres project only (PGlite is one process with one connection: nothing races there).
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_WRITE_MSG } from '@auto-checker/contract';
import { BO_DEPOSIT_FORMATS } from '../../src/modules/bo/formats.ts';
import { jakartaDate } from '../../src/parsing/datetime.ts';
import { csv, multipart } from '../support/multipart.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-db.ts';
import { sleep, spawnServer, type ServerProcess } from '../support/server-process.ts';

const ON_POSTGRES = process.env.TEST_DB === 'postgres';
if (!ON_POSTGRES) {
  console.log(
    '[concurrency] SKIPPED on PGlite: these tests need real PostgreSQL and several server processes (they run in the server-postgres project, with DATABASE_URL set).',
  );
}

const ADMIN_PASSWORD = 'concurrency-admin-1';
const JWT_SECRET = 'concurrency-jwt-secret-0123456789-abcdefghij';

// ---- files ---------------------------------------------------------------------------------------

const pad2 = (n: number) => String(n).padStart(2, '0');
const FIRST = ['BUDI', 'SITI', 'AHMAD', 'DEWI', 'RINA', 'ANDI', 'AGUS', 'PUTRI', 'FAJAR', 'HENDRA', 'WAHYU', 'INDAH'];
const LAST = [
  'SANTOSO',
  'AMINAH',
  'WIJAYA',
  'LESTARI',
  'MARLINA',
  'SAPUTRA',
  'PRATAMA',
  'SETIAWAN',
  'NUGROHO',
  'HIDAYAT',
  'KURNIAWAN',
  'WIBOWO',
  'HALIM',
  'TANJUNG',
  'NASUTION',
  'SARAGIH',
  'GUNAWAN',
  'UTAMI',
  'HUTAPEA',
  'SIREGAR',
  'LUBIS',
  'PANGGABEAN',
];

/** A BCA credit line of our template: `Tanggal,Keterangan,Jumlah,DB/CR,Saldo`. */
const bcaLine = (date: string, seconds: number, name: string, rupiah: number, balance: number) => {
  const [y, m, d] = date.split('-');
  const time = `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
  return `${d}/${m}/${y} ${time},BI-FAST CR TRANSFER   DR 008 ${name},${rupiah}.00,CR,${balance}.00`;
};
const BCA_HEADER = 'Tanggal,Keterangan,Jumlah,DB/CR,Saldo';
const fileOf = (lines: readonly string[], eol = '\n') => BCA_HEADER + eol + lines.join(eol) + eol;

/** `count` credit lines of one day, every one different, spread over the day (seconds from `from` on). */
function creditLines(date: string, count: number, tag: string, from = 0, balanceStart = 500_000_000): string[] {
  let balance = balanceStart;
  return Array.from({ length: count }, (_, i) => {
    const rupiah = 10_000 + ((i * 7919) % 3_600) * 25; // under 100 000: never a round-3 request's amount
    balance += rupiah;
    const seconds = from + Math.floor((i * (86_399 - from)) / count);
    return bcaLine(date, seconds, `${FIRST[i % FIRST.length]} ${tag}${i}`, rupiah, balance);
  });
}

/** 'YYYY-MM-DD' -> '05-Jan-2025', the upload form's date. */
function formDate(date: string): string {
  const [y, m, d] = date.split('-');
  const mon = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m) - 1];
  return `${d}-${mon}-${y}`;
}

// ---- HTTP ----------------------------------------------------------------------------------------

interface UploadAnswer {
  status: boolean;
  added: number;
  duplicates: number;
  matched: number;
}
interface Answer<T> {
  status: number;
  body: T & { message?: string };
  text: string;
}

async function call<T>(
  server: ServerProcess,
  cookie: string,
  method: string,
  url: string,
  body?: { payload: Buffer; headers: Record<string, string> } | object,
): Promise<Answer<T>> {
  const init: RequestInit =
    body && 'payload' in body && Buffer.isBuffer(body.payload)
      ? { method, headers: { ...body.headers, cookie }, body: body.payload }
      : { method, headers: { 'content-type': 'application/json', cookie }, ...(body ? { body: JSON.stringify(body) } : {}) };
  const res = await fetch(`${server.base}${url}`, init);
  const text = await res.text();
  let parsed: T & { message?: string };
  try {
    parsed = JSON.parse(text) as T & { message?: string };
  } catch {
    parsed = {} as T & { message?: string };
  }
  return { status: res.status, body: parsed, text };
}

const statementForm = (website: string, accountNo: string, date: string) => ({
  groups: website,
  dates: formDate(date),
  corporate_bank_name: `PT ${website}`,
  corporate_bank_no: accountNo,
  provider: 'NEXUS',
  depo_created_by: '1',
});

function uploadStatement(server: ServerProcess, cookie: string, website: string, accountNo: string, date: string, name: string, content: string) {
  return call<UploadAnswer>(server, cookie, 'POST', '/api/mutasiupdepobca', multipart(statementForm(website, accountNo, date), { name, content }));
}

/** Creates a website and its BCA deposit account through the API, as an ADMIN would. */
async function addWebsiteWithAccount(server: ServerProcess, cookie: string, code: string, accountNo: string): Promise<void> {
  const website = await call(server, cookie, 'POST', '/api/createwebsite', { website_name: `Website ${code}`, website_code: code, website_panel: 'NEXUS' });
  expect(website.status, website.text).toBe(201);
  const account = await call(server, cookie, 'POST', '/api/createakunbank', {
    akun_bank_website: code,
    akun_bank_jenis_transaksi: 'DEPO',
    akun_bank_bank: 'BCA',
    akun_bank_name: `PT ${code}`,
    akun_bank_no: accountNo,
    akun_bank_created_by: 1,
  });
  expect(account.status, account.text).toBe(201);
}

async function count(client: pg.Client, query: string, params: unknown[] = []): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`select (${query})::int as n`, params);
  return rows[0]!.n;
}

// ---- 1 and 3: two processes on one database --------------------------------------------------------

describe.skipIf(!ON_POSTGRES)('two server processes on one PostgreSQL database', () => {
  let db: ScratchDatabase;
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let cookieA = '';
  let cookieB = '';

  beforeAll(async () => {
    db = await createScratchDatabase('ac_conc');
    const env = { DATABASE_URL: db.url, ADMIN_PASSWORD, JWT_SECRET };
    // Both start at the same moment on the empty database: migrations and the first ADMIN race too.
    a = await spawnServer(env);
    servers.push(a);
    b = await spawnServer(env);
    servers.push(b);
    await Promise.all([a.waitUntilListening(), b.waitUntilListening()]);
    expect(await count(db.client, `select count(*) from account`)).toBe(1);
    cookieA = await a.signIn('admin', ADMIN_PASSWORD);
    cookieB = await b.signIn('admin', ADMIN_PASSWORD);
    await addWebsiteWithAccount(a, cookieA, 'ABC', '1111111111');
    await addWebsiteWithAccount(b, cookieB, 'XYZ', '2222222222');
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await db?.drop();
  });

  /**
   * Each kind of pair goes twice: sent free (two fetches at once), then gated: the test holds the account's row
   * (select ... for update), which an upload needs before it writes a line (its upload record's foreign key), waits
   * until both uploads wait on a lock in PostgreSQL (the account row, or whatever the server makes the second one
   * wait on), and lets go, so both are inside their transactions at once. Opposite orders used to deadlock here.
   */
  it('stores the rows of a statement both receive at the same moment exactly once', { timeout: 90_000 }, async () => {
    const base = creditLines('2025-03-01', 450, 'DUP');
    const pairs: { label: string; files: [string[], string[]]; eol?: [string, string] }[] = [
      { label: 'the same bytes', files: [base.slice(0, 300), base.slice(0, 300)] },
      { label: 'the same lines, CRLF against LF (different files, same rows)', files: [base.slice(0, 300), base.slice(0, 300)], eol: ['\r\n', '\n'] },
      { label: 'overlapping halves', files: [base.slice(0, 300), base.slice(150, 450)] },
      { label: 'the same lines in opposite orders', files: [base.slice(0, 300), base.slice(0, 300).reverse()] },
    ];
    const rounds = pairs.flatMap((pair) => [
      { ...pair, gated: false },
      { ...pair, gated: true },
    ]);
    const accountId = await count(db.client, `select id from bank_account where number = '1111111111'`);
    const gate = new pg.Client({ connectionString: db.url });
    await gate.connect();
    try {
      for (const [index, round] of rounds.entries()) {
        // each round on its own day, so rounds never share rows
        const date = `2025-03-${pad2(index + 1)}`;
        const onDate = (lines: string[]) => lines.map((l) => l.replace(/^01\/03\/2025/, `${date.slice(8)}/03/2025`));
        const files = round.files.map((lines, i) => fileOf(onDate(lines), round.eol?.[i] ?? '\n'));
        const expected = new Set([...round.files[0], ...round.files[1]]).size;

        let settled = 0;
        const send = () =>
          Promise.all(
            [
              uploadStatement(a, cookieA, 'ABC', '1111111111', date, 'mutasi-a.csv', files[0]!),
              uploadStatement(b, cookieB, 'ABC', '1111111111', date, 'mutasi-b.csv', files[1]!),
            ].map((p) => p.finally(() => (settled += 1))),
          );
        let sent: ReturnType<typeof send>;
        if (round.gated) {
          await gate.query('begin');
          try {
            await gate.query('select id from bank_account where id = $1 for update', [accountId]);
            sent = send();
            await waitForLockWaiters(db.client, 2, () => settled > 0, 'both uploads to wait at the gate');
          } finally {
            await gate.query('commit');
          }
        } else {
          sent = send();
        }
        const answers = await sent;
        const failed = answers.some((x) => x.status !== 200) ? `\n${a.output()}\n${b.output()}` : '';
        const what = `round ${index + 1} (${round.label}${round.gated ? ', gated' : ''}): ${answers.map((x) => `${x.status} ${x.text.slice(0, 300)}`).join(' | ')}${failed}`;
        for (const [i, answer] of answers.entries()) {
          expect(answer.status, what).toBe(200);
          expect(answer.body.added + answer.body.duplicates, what).toBe(round.files[i]!.length);
          expect(answer.body.status, what).toBe(answer.body.added === 0);
        }
        expect(answers[0]!.body.added + answers[1]!.body.added, what).toBe(expected);

        const stored = await db.client.query<{ n: number; keys: number }>(
          `select count(*)::int as n, count(distinct row_key)::int as keys from statement_line where website_code = 'ABC' and booked_date = $1`,
          [date],
        );
        expect(stored.rows[0], what).toEqual({ n: expected, keys: expected });
        // Both uploads are recorded, with the counts they answered.
        const uploads = await db.client.query<{ added: number; duplicates: number }>(
          `select rows_added as added, rows_duplicate as duplicates from upload where website_code = 'ABC' and statement_date = $1 order by rows_added, rows_duplicate`,
          [date],
        );
        const answered = answers
          .map((x) => ({ added: x.body.added, duplicates: x.body.duplicates }))
          .sort((p, q) => p.added - q.added || p.duplicates - q.duplicates);
        expect(uploads.rows, what).toEqual(answered);
      }
    } finally {
      await gate.end();
    }
  });

  /**
   * Each round: ten Pending deposits of today (the edit window is real time here), then at once a person's approval of
   * one of them (process A) and a statement that backs all ten (process B). Rounds take turns in three modes:
   * - 'approval first' and 'upload first' decide the order for certain, without knowing the server's locks: the test
   *   holds the contested row (select ... for update) while both requests pile up behind it, checks that both are
   *   waiting on a lock in PostgreSQL, then lets go; the request that was waiting on the row goes first;
   * - 'free': the approval leaves after a random delay within the upload's usual duration, and the two race.
   */
  it('never gives a statement line to two rows when a checker approves while the matcher runs', { timeout: 120_000 }, async () => {
    const ROUNDS = 21;
    const PER_ROUND = 10;
    const FILLER = 250;
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    const outcomes: Record<string, { approval: number; upload: number }> = {};
    let uploadMs = 300;
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const mode = (['approval first', 'upload first', 'free'] as const)[round % 3]!;
        const today = jakartaDate(new Date());
        const [y, m, d] = today.split('-');
        const at = (seconds: number) => `${d}/${m}/${y} ${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;

        // BO: ten requests of round-unique amounts and names, 00:rr:k0 today.
        const players = Array.from({ length: PER_ROUND }, (_, k) => ({
          ticket: `R${round}K${k}`,
          name: `${FIRST[k]!} ${LAST[round % LAST.length]!}`,
          rupiah: 100_000 + round * 100 + k,
          seconds: round * 60 + k * 5,
        }));
        const boRows = players.map((p) => {
          const when = at(p.seconds);
          // Mandiri players: their money arrives by BI-FAST `DR 008` (bcaLine), and the sender's bank must be the player's.
          const bank = `MANDIRI - ${p.name} - 1234567890`;
          return [
            p.ticket,
            when,
            when,
            p.ticket.toLowerCase(),
            p.name,
            'BANK',
            String(p.rupiah),
            '0',
            '0',
            '0',
            String(p.rupiah),
            bank,
            'BCA - PT XYZ - 2222222222',
            'Deposit',
            '',
            'APPROVED',
            '',
            'op1',
            'XYZ',
            '',
            '',
          ];
        });
        const bo = await call<UploadAnswer>(
          a,
          cookieA,
          'POST',
          '/api/checkdata',
          multipart(
            { groups: 'XYZ', dates: formDate(today), provider: 'NEXUS', depo_created_by: '1' },
            { name: `bo-${round}.csv`, content: csv(BO_DEPOSIT_FORMATS.checkdata.template, boRows) },
          ),
        );
        expect(bo.status, bo.text).toBe(200);
        expect(bo.body.added).toBe(PER_ROUND);

        // The statement: the ten credits 90 s after their requests, among other people's transfers later in the day.
        const matching = players.map((p, k) => bcaLine(today, p.seconds + 90, p.name, p.rupiah, 900_000_000 + k));
        const statement = fileOf([...matching, ...creditLines(today, FILLER, `LAIN R${round} `, 7_200, 800_000_000 + round * 10_000_000)]);
        const target = players[round % PER_ROUND]!;
        const targetId = await count(db.client, `select id from bo_deposit where ticket_no = $1`, [target.ticket]);
        const note = `cek manual ronde ${round}`;
        const approve = () =>
          call<{ updated: number }>(a, cookieA, 'PUT', '/api/updatebodepostts', {
            bank_statement_date: formDate(today),
            arr: [{ bo_id: targetId, ket_app: note, depo_amount: '', depo_edited_by: 1 }],
          });
        const upload = () => uploadStatement(b, cookieB, 'XYZ', '2222222222', today, `mutasi-${round}.csv`, statement);

        let approval: Promise<Answer<{ updated: number }>>;
        let uploaded: Promise<Answer<UploadAnswer>>;
        const started = Date.now();
        if (mode === 'free') {
          uploaded = upload();
          approval = sleep(Math.floor(Math.random() * uploadMs)).then(approve);
        } else {
          await holder.query('begin');
          await holder.query('select id from bo_deposit where id = $1 for update', [targetId]);
          const settled = { approval: false, upload: false };
          const [first, second] = mode === 'approval first' ? (['approval', 'upload'] as const) : (['upload', 'approval'] as const);
          const fire = { approval: () => (approval = approve()), upload: () => (uploaded = upload()) };
          try {
            const p1 = fire[first]();
            void p1.finally(() => (settled[first] = true));
            await waitForLockWaiters(db.client, 1, () => settled[first], `${mode}: the ${first} to wait on the held row`);
            const p2 = fire[second]();
            void p2.finally(() => (settled[second] = true));
            await waitForLockWaiters(db.client, 2, () => settled[second], `${mode}: the ${second} to wait behind the ${first}`);
          } finally {
            await holder.query('commit');
          }
        }
        const [approvalAnswer, uploadAnswer] = await Promise.all([approval!, uploaded!]);
        const failed = uploadAnswer.status !== 200 || approvalAnswer.status >= 500 ? `\n${a.output()}\n${b.output()}` : '';
        const what = `round ${round} (${mode}): approval ${approvalAnswer.status} ${approvalAnswer.text} | upload ${uploadAnswer.status} ${uploadAnswer.text.slice(0, 200)}${failed}`;
        if (mode === 'free') uploadMs = Math.max(100, Math.round((uploadMs + (Date.now() - started)) / 2));

        expect(uploadAnswer.status, what).toBe(200);
        expect(uploadAnswer.body.added, what).toBe(PER_ROUND + FILLER);
        expect([200, 409], what).toContain(approvalAnswer.status);
        const row = (await db.client.query(`select approved, note, match_rule, matched_line_id, approved_by_name from bo_deposit where id = $1`, [targetId]))
          .rows[0] as { approved: boolean; note: string; match_rule: string | null; matched_line_id: number | null; approved_by_name: string | null };
        const holders = await count(db.client, `select count(*) from statement_line where matched_bo_id = $1`, [targetId]);
        if (approvalAnswer.status === 200) {
          // The person decided first: the row keeps the person's note and no line; the matcher took the other nine.
          expect(row, what).toEqual({ approved: true, note, match_rule: null, matched_line_id: null, approved_by_name: 'admin' });
          expect(holders, what).toBe(0);
          expect(uploadAnswer.body.matched, what).toBe(PER_ROUND - 1);
        } else {
          // The matcher decided first: the person is told the row is already approved, and it holds its line.
          expect(approvalAnswer.body.message, what).toBe(REVIEW_WRITE_MSG.alreadyApproved);
          expect(row.approved && row.match_rule !== null && row.matched_line_id !== null, what).toBe(true);
          expect(holders, what).toBe(1);
          expect(uploadAnswer.body.matched, what).toBe(PER_ROUND);
        }
        if (mode === 'approval first') expect(approvalAnswer.status, what).toBe(200);
        if (mode === 'upload first') expect(approvalAnswer.status, what).toBe(409);
        const o = (outcomes[mode] ??= { approval: 0, upload: 0 });
        o[approvalAnswer.status === 200 ? 'approval' : 'upload'] += 1;

        // Every request of the round is decided, one way or the other.
        expect(await count(db.client, `select count(*) from bo_deposit where ticket_no like $1 and not approved`, [`R${round}K%`]), what).toBe(0);
        expect(await matchingProblems(db.client), what).toEqual([]);
      }
    } finally {
      await holder.end();
    }
    console.log(`[concurrency] approval against matcher, who decided the contested row: ${JSON.stringify(outcomes)}`);
  });
});

/**
 * Waits until `n` sessions of the database (other than the test's) wait on a lock, or `settled()` says the request
 * that should be waiting has already answered (then the assertions after say whether that was wrong).
 */
async function waitForLockWaiters(client: pg.Client, n: number, settled: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (settled()) return;
    const waiting = await count(client, `select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    if (waiting >= n) return;
    await sleep(15);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Every way a statement line could be used twice or point at the wrong row; empty when the data is sound. */
async function matchingProblems(client: pg.Client): Promise<string[]> {
  const problems: string[] = [];
  const check = async (label: string, query: string) => {
    const { rows } = await client.query(query);
    if (rows.length > 0) problems.push(`${label}: ${JSON.stringify(rows.slice(0, 5))}`);
  };
  await check(
    'a line held by two deposit rows',
    `select matched_line_id, count(*)::int from bo_deposit where matched_line_id is not null group by 1 having count(*) > 1`,
  );
  await check(
    'a line held by two withdraw rows',
    `select matched_line_id, count(*)::int from bo_withdraw where matched_line_id is not null group by 1 having count(*) > 1`,
  );
  await check(
    'a row whose line points elsewhere',
    `
    select b.id, b.matched_line_id, l.matched_bo_id from bo_deposit b left join statement_line l on l.id = b.matched_line_id
    where b.matched_line_id is not null and (l.id is null or l.matched_bo_id is distinct from b.id or l.direction <> 'CR')`,
  );
  await check(
    'a credit line whose row points elsewhere or is not an approved row of its website',
    `
    select l.id, l.matched_bo_id, b.matched_line_id, b.approved, b.website_code, l.website_code as line_website
    from statement_line l left join bo_deposit b on b.id = l.matched_bo_id
    where l.direction = 'CR' and l.matched_bo_id is not null
      and (b.id is null or b.matched_line_id is distinct from l.id or not b.approved or b.website_code <> l.website_code or not l.approved)`,
  );
  await check('a line approved without a row, or matched but not approved', `select id from statement_line where approved <> (matched_bo_id is not null)`);
  await check('a row approved by hand that holds a line', `select id from bo_deposit where approved and match_rule is null and matched_line_id is not null`);
  await check('a matched row not approved', `select id from bo_deposit where matched_line_id is not null and not approved`);
  return problems;
}

// ---- 2: a process killed in the middle of a big upload --------------------------------------------

describe.skipIf(!ON_POSTGRES)('a server process killed in the middle of a 100k-line upload', () => {
  let db: ScratchDatabase;
  const servers: ServerProcess[] = [];
  const LINES = 100_000;
  const DATE = '2025-04-07';

  beforeAll(async () => {
    db = await createScratchDatabase('ac_crash');
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await db?.drop();
  });

  it('leaves no row of it after a restart, and the same file then uploads completely', { timeout: 150_000 }, async () => {
    const env = { DATABASE_URL: db.url, ADMIN_PASSWORD, JWT_SECRET, MAX_UPLOAD_MB: '32' };
    const first = await spawnServer(env);
    servers.push(first);
    await first.waitUntilListening();
    const cookie = await first.signIn('admin', ADMIN_PASSWORD);
    await addWebsiteWithAccount(first, cookie, 'ABC', '1111111111');
    const before = await snapshot(db.client);

    const content = fileOf(creditLines(DATE, LINES, 'BIG'));
    const sha256 = createHash('sha256').update(content).digest('hex');

    // Kill once the server has been inserting the file's lines for a while: its third insert statement has begun
    // (each inserts 10 000 lines: a good part of the file is written, uncommitted, and more is to come).
    let answered = false;
    const request = uploadStatement(first, cookie, 'ABC', '1111111111', DATE, 'besar.csv', content).then(
      (res) => ((answered = true), `answered ${res.status}`),
      (err: unknown) => `failed: ${String(err)}`,
    );
    const inserts = new Set<string>();
    const deadline = Date.now() + 90_000;
    while (inserts.size < 3 && !answered && Date.now() < deadline) {
      const { rows } = await db.client.query<{ started: Date }>(
        `select query_start as started from pg_stat_activity
         where datname = current_database() and state = 'active' and query ilike '%insert into statement_line%'`,
      );
      for (const r of rows) inserts.add(r.started.toISOString());
      await sleep(10);
    }
    const exit = await first.kill();
    const outcome = await request;
    console.log(`[concurrency] SIGKILL while the upload's insert statement ${inserts.size} ran (10 000 lines each); the request ${outcome}`);
    expect(answered, `the upload finished before it could be killed (${outcome}); insert statements seen: ${inserts.size}`).toBe(false);
    expect(inserts.size, 'the server never got to inserting the lines within 90 s').toBeGreaterThanOrEqual(3);
    expect(exit.signal).toBe('SIGKILL');

    // PostgreSQL ends the dead process's sessions (rolling back the open transaction) once it sees the socket closed.
    const gone = Date.now() + 30_000;
    let left = -1;
    while (
      Date.now() < gone &&
      (left = await count(db.client, `select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)) > 0
    ) {
      await sleep(50);
    }
    expect(left, 'sessions of the killed process still open after 30 s').toBe(0);

    const second = await spawnServer(env);
    servers.push(second);
    await second.waitUntilListening();
    // Nothing of the file: no line, no upload record, no stored file, no activity row; everything else as before.
    expect(await snapshot(db.client)).toEqual(before);
    expect(await count(db.client, `select count(*) from upload_file where sha256 = $1`, [sha256])).toBe(0);

    const again = await uploadStatement(second, await second.signIn('admin', ADMIN_PASSWORD), 'ABC', '1111111111', DATE, 'besar.csv', content);
    expect(again.status, again.text.slice(0, 500)).toBe(200);
    expect(again.body).toMatchObject({ status: false, added: LINES, duplicates: 0 });
    expect(await count(db.client, `select count(*) from statement_line where booked_date = $1`, [DATE])).toBe(LINES);
    expect(await count(db.client, `select count(*) from upload where sha256 = $1 and rows_added = $2`, [sha256, LINES])).toBe(1);
  });
});

/** Row counts of everything an upload writes. */
async function snapshot(client: pg.Client) {
  return {
    statement_line: await count(client, `select count(*) from statement_line`),
    upload: await count(client, `select count(*) from upload`),
    upload_file: await count(client, `select count(*) from upload_file`),
    upload_activity: await count(client, `select count(*) from activity where activity like 'Upload%'`),
  };
}
