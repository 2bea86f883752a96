// Ingest: a generated 100k-line BCA statement (our template) parsed and stored through the HTTP upload endpoint
// /api/mutasiupdepobca, on in-memory PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL database; beside it,
// on PostgreSQL, a raw COPY of the same normalised statement_line rows into a table of the same shape (target: the
// upload at least half the COPY rate), and a COPY into statement_line itself (its upload check included: migration 0010). While
// the upload runs, /healthz and a View BO page are asked every 50 ms: their worst answer times (targets: 250 ms on
// PostgreSQL, 1 s on PGlite). Also where the time goes: parse, row keys, COPY. Figures only, never a failure. About
// two minutes on 2 cores. SKIP_PGLITE=1 measures PostgreSQL only.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openPglite, openPostgres, type Db } from '../server/src/db/connect.ts';
import { bcaFormat } from '../server/src/modules/statements/parsers/bca.ts';
import type { StatementLine } from '../server/src/modules/statements/statement-line.ts';
import { statementRowKeys } from '../server/src/modules/uploads/row-keys.ts';
import {
  BATCH_LINES,
  STATEMENT_COPY_COLUMNS,
  statementBatch,
  statementBatches,
  withUploadId,
  type BatchScope,
  type StatementBatch,
} from '../server/src/modules/uploads/statement-batch.ts';
import { storeStatementBatches } from '../server/src/modules/uploads/repo.ts';
import { forgetDayViews } from '../server/src/modules/reconciliation/suggestions-api.ts';
import { upkeepNow } from '../server/src/db/upkeep.ts';
import { warmUpsSettled } from '../server/src/modules/reconciliation/warm-up.ts';
import { closeWorkers } from '../server/src/workers/pool.ts';
import { multipart, signIn, startApp } from './reconcile/api.ts';
import { NEXUS_DEPOSIT_HEADER } from './reconcile/files.ts';
import { COMMON_FIRST, COMMON_LAST } from './reconcile/names.ts';
import { prng } from './reconcile/prng.ts';

const LINES = 100_000;
const WEBSITE = 'ABC';
const ACCOUNT_NO = '1111111111';
/** The form's statement date (dd-Mon-yyyy) and the first day of the generated statement. */
const FORM_DATE = '27-Jun-2026';
const START = Date.UTC(2026, 5, 27, 0, 0, 0);

// ---------------------------------------------------------------------------------------------------------------
// The statement: deterministic (seeded, reconcile/prng.ts), shaped like a busy deposit account's KlikBCA export in
// our template.

/**
 * The statement's name pools: reconcile/names.ts's commonest names, then the awkward cases the parser meets (first names
 * of two or three words, no family name at all).
 */
const FIRST = [...COMMON_FIRST, 'MUHAMMAD RIZAL', 'I GUSTI NGURAH', 'NI LUH'];
const LAST = [...COMMON_LAST, '', 'PUTRA WIRAATMAJA'];
/** BCA writes names into fixed 18-character fields: a longer name arrives cut. */
const field18 = (text: string) => text.slice(0, 18);
const BANKS = ['002', '008', '009', '022', '451', '535', '542', '013', '490'];
const ROUND = [10_000, 20_000, 25_000, 50_000, 50_000, 100_000, 100_000, 100_000, 150_000, 200_000, 250_000, 300_000, 500_000, 1_000_000, 2_000_000];
const MEMOS = ['DEPO', 'TOPUP SALDO', 'DP', 'SETOR', 'MODAL', 'BAYAR', 'TRANSFER'];

const pad2 = (n: number) => String(n).padStart(2, '0');
const csvCell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const rupiah = (sen: number) => `${Math.floor(sen / 100)}.${pad2(sen % 100)}`;

function generateStatement(lines: number, seed = 20260627): string {
  const r = prng(seed);
  const out: string[] = ['Tanggal,Keterangan,Jumlah,DB/CR,Saldo'];
  let balanceSen = 750_000_000_00;
  let at = START;
  const name = () => {
    const last = r.pick(LAST);
    return last ? `${r.pick(FIRST)} ${last}` : r.pick(FIRST);
  };
  const deposit = () => (r.next() < 0.3 ? r.pick(ROUND) + 1 + r.int(999) : r.pick(ROUND)) * 100; // ~30% with a unique code
  const push = (description: string, sen: number, dir: 'CR' | 'DB') => {
    balanceSen += dir === 'CR' ? sen : -sen;
    const d = new Date(at);
    const when = `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
    out.push(`${when},${csvCell(description)},${rupiah(sen)},${dir},${rupiah(balanceSen)}`);
  };
  while (out.length <= lines) {
    at += r.int(9) * 1000; // 0-8 s apart: ~4 s on average, so 100k lines span about five days
    const d = new Date(at);
    const ddmm = `${pad2(d.getUTCDate())}${pad2(d.getUTCMonth() + 1)}`;
    const ws = `WS9${String(5000 + r.int(100)).padStart(4, '0')}`;
    const k = r.next();
    if (k < 0.55) {
      // Player deposit by KlikBCA / m-BCA: amount, optional 18-character memo, then the 18-character name.
      const sen = deposit();
      const memo = r.next() < 0.35 ? (r.next() < 0.1 ? 'SBGP 02, 08 SEPTEM' : `${r.pick(MEMOS)} ${r.int(99_999)}`.padEnd(18).slice(0, 18)) : '';
      push(`TRSF E-BANKING CR ${ddmm}/FTSCY/${ws} ${rupiah(sen)}${memo}${field18(name())}`, sen, 'CR');
    } else if (k < 0.72) {
      push(`BI-FAST CR TRANSFER   DR ${r.pick(BANKS)} ${field18(name())}`, deposit(), 'CR');
    } else if (k < 0.77) {
      push(`SWITCHING CR TRANSFER DR 013 ${field18(name())} PERMATA`, deposit(), 'CR');
    } else if (k < 0.79) {
      const gross = r.pick(ROUND) * 100;
      const fee = Math.round(gross * 0.007);
      push(`KR OTOMATIS MID : 8850000000${pad2(r.int(99))} TOKO CONTOH QR : ${rupiah(gross)} DDR: ${rupiah(fee)}`, gross - fee, 'CR');
    } else if (k < 0.89) {
      // Withdrawal paid to a BCA player.
      const sen = (r.pick(ROUND) + r.pick(ROUND)) * 100;
      push(`TRSF E-BANKING DB ${ddmm}/FTSCY/${ws} ${rupiah(sen)}${field18(name())}`, sen, 'DB');
    } else if (k < 0.97) {
      // Withdrawal to another bank by BI-FAST, and its fee row in the same second.
      const bank = r.pick(BANKS);
      const who = field18(name());
      push(`BI-FAST DB TRANSFER   KE ${bank} ${who}  KBI`, (r.pick(ROUND) + r.pick(ROUND)) * 100, 'DB');
      if (out.length <= lines) push(`BI-FAST DB BIAYA TXN KE ${bank} ${who}`, 2_500_00, 'DB');
    } else {
      push(`TRSF E-BANKING DB ${ddmm}/FTFVA/WS95011 39010/DANA - - 0812${String(r.int(1e8)).padStart(8, '0')}`, r.pick(ROUND) * 100, 'DB');
    }
  }
  return `${out.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

async function timed<T>(fn: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

const rate = (ms: number) => LINES / (ms / 1000);
const fmtRate = (ms: number) => `${Math.round(rate(ms)).toLocaleString('en-US')} rows/s`;
const fmtTime = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const both = (ms: number) => `${fmtTime(ms)}, ${fmtRate(ms)}`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const n = (x: number) => x.toLocaleString('en-US');

/**
 * Asks `request` every 50 ms (never two at once) until stopped; stop() answers the longest a request waited for its
 * answer, counted from when it was due: the poller shares the event loop with the server, so while the loop is held a
 * request goes out late, and that delay is what a client asking at that moment would wait too.
 */
function poll(request: () => Promise<{ statusCode: number }>): { stop: () => Promise<number> } {
  let running = true,
    worst = 0;
  const loop = (async () => {
    let due = performance.now();
    while (running) {
      const res = await request();
      if (res.statusCode !== 200) throw new Error(`polled request answered ${res.statusCode}`);
      const answered = performance.now();
      worst = Math.max(worst, answered - due);
      due = Math.max(due + 50, answered);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }
  })();
  return { stop: async () => ((running = false), await loop, worst) };
}

/**
 * `count` Nexus deposits on 27 June 2026 that no line backs, all left Pending: the statement's own round amounts (the
 * busiest slots of the day, so a page's suggestions read thousands of lines), by players whose first name is common
 * in the statement but whose family name it never shows (`BUDI KOKOLAMUX`), so that each row has look-alike lines to weigh.
 */
function unpaidDeposits(count: number): Buffer {
  const header = NEXUS_DEPOSIT_HEADER.join(',');
  const r = prng(99);
  const SYLLABLES = ['KO', 'LA', 'MU', 'RE', 'TI', 'NO', 'PE', 'SU', 'WA', 'DI'];
  const madeUp = (i: number) => `${[...String(i).padStart(4, '0')].map((d) => SYLLABLES[Number(d)]).join('')}X`;
  const rows = Array.from({ length: count }, (_, i) => {
    const who = `${r.pick(FIRST)} ${madeUp(i)}`;
    const at = `27/06/2026 ${pad2(Math.floor(i / 90) % 24)}:${pad2(i % 60)}:00`;
    const amount = r.pick(ROUND);
    return `DPB${i},${at},${at},user${i},${who},BANK,${amount},0,0,0,${amount},BCA - ${who} - 12345${String(i).padStart(5, '0')},BCA - PT ${WEBSITE} - ${ACCOUNT_NO},Deposit BCA,,PENDING,,,${WEBSITE},,`;
  });
  return Buffer.from([header, ...rows].join('\n'));
}

class Rollback extends Error {}

/** Runs `fn` in a transaction that is always rolled back: measures work without keeping it. */
async function rolledBack(db: Db, fn: (trx: Db) => Promise<void>): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      await fn(trx);
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
}

// ---------------------------------------------------------------------------------------------------------------
// One database: the upload over HTTP, the same file again, and the inserts alone.

interface Figures {
  upload: number;
  reupload: number;
  storeOnly: number;
  /** Worst answer time of /healthz and of a View BO page, each asked every 50 ms while the upload ran. */
  worstHealth: number;
  worstViewBo: number;
  /**
   * A page's suggestions on the busiest day: View BO's first page asked at the BO upload's answer (its own run worked
   * them out); the warm-up after it (the other Pending rows); the day's last page then; the first page again, and cold.
   */
  suggestAtAnswer: number;
  suggestWarmUp: number;
  suggestLastPage: number;
  suggestFirst: number;
  suggestAgain: number;
  suggestCold: number;
  /** One row's suggestions (GET /api/suggestions/bo/{id}), cold: the page's row whose amount has the most lines. */
  suggestOneCold: number;
  /** The median of the three after it. */
  suggestOneColdNext: number;
  /** The page again after a checker approved its first row with a note only. */
  suggestAfterApproval: number;
  /** PostgreSQL only: COPY into a scratch table of statement_line's shape, and into statement_line itself. */
  copy?: number;
  copyFormat?: number;
  copyReal?: number;
}

const form = {
  groups: WEBSITE,
  provider: 'NEXUS',
  dates: FORM_DATE,
  corporate_bank_name: `PT ${WEBSITE}`,
  corporate_bank_no: ACCOUNT_NO,
  depo_created_by: '1',
};

/** Uploads and COPYs on PostgreSQL, one after the other: this machine's speed changes by a third from minute to minute. */
const ROUNDS = 3;

/**
 * The figures of one database. `copyUrl` (PostgreSQL): the upload and the COPYs of the same rows are timed side by
 * side, ROUNDS times one after the other (the upload's rows deleted between rounds), and the best of each is kept.
 */
async function measure(
  label: string,
  db: Db,
  body: { payload: Buffer; headers: Record<string, string> },
  lines: readonly StatementLine[],
  copyUrl?: string,
): Promise<Figures> {
  // The real time, but for a checker's approval below, made on the day of the rows (inside its edit window).
  let clockAt: Date | null = null;
  const app = await startApp(db, { MAX_UPLOAD_MB: '200' }, () => clockAt ?? new Date());
  try {
    await db
      .insertInto('website')
      .values({ name: `Website ${WEBSITE}`, code: WEBSITE, panel: 'NEXUS' })
      .execute();
    await db
      .insertInto('bank_account')
      .values({ website_code: WEBSITE, kind: 'DEPO', bank: 'BCA', name: `PT ${WEBSITE}`, number: ACCOUNT_NO })
      .execute();
    const cookie = await signIn(app);
    const post = (upload: typeof body) =>
      app.inject({ method: 'POST', url: '/api/mutasiupdepobca', headers: { ...upload.headers, cookie }, payload: upload.payload });
    /** The answer is read after the clock stops: parsing its JSON is the client's work. */
    const check = (res: Awaited<ReturnType<typeof post>>, lineCount: number, expect: 'added' | 'duplicates') => {
      const answer = res.json() as { added?: number; duplicates?: number };
      if (res.statusCode !== 200 || answer[expect] !== lineCount) throw new Error(`${label}: upload answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    };

    // A small statement first, as a running server would have seen: the upload path's code is compiled (JIT) before timing.
    check(await post(warmUp.body), warmUp.lines, 'added');

    // What that upload stored with, so that the inserts alone and the COPYs write the very same rows.
    const stored = await db.selectFrom('upload').select(['id', 'bank_account_id', 'jenis', 'statement_date']).executeTakeFirstOrThrow();
    const scope: BatchScope = {
      websiteCode: WEBSITE,
      statementDate: stored.statement_date,
      source: 'bca',
      bankAccountId: stored.bank_account_id,
      jenis: stored.jenis,
      keyScope: 'bench-other-scope',
    };
    // The store alone, as the upload does it, into the table as the upload will find it; rolled back.
    let storeOnly = 0;
    await rolledBack(db, async (trx) => {
      storeOnly = (await timed(() => storeStatementBatches(trx, stored.id, statementBatches(scope, lines)))).ms;
    });
    console.log(
      `${label}: storeStatementBatches alone (row keys, COPY text, stored keys looked up, COPY, a batch after the other; rolled back): ${both(storeOnly)}`,
    );
    // The 100k rows rolled back stay in statement_line and its indexes as dead rows, and the upload below would pay
    // for them (PGlite: 9.8 s instead of 6.6 s): vacuumed first, as the app's upkeep (src/db/upkeep.ts) does on
    // PGlite after a rolled-back upload, and autovacuum does on PostgreSQL.
    const vacuum = await timed(() => sql`vacuum (analyze) statement_line`.execute(db));
    console.log(`${label}: VACUUM (ANALYZE) statement_line after that rollback: ${fmtTime(vacuum.ms)}`);

    // While the upload runs, another checker's page and the health check, each asked every 50 ms.
    const viewBo = `/api/viewbo/${FORM_DATE}/${WEBSITE}/all/50/1`;
    const best = { upload: Infinity, worstHealth: 0, worstViewBo: 0, copy: Infinity, copyReal: Infinity, copyFormat: Infinity };
    const rounds = copyUrl === undefined ? 1 : ROUNDS;
    for (let round = 1; round <= rounds; round++) {
      const polls = [poll(() => app.inject({ method: 'GET', url: '/healthz' })), poll(() => app.inject({ method: 'GET', url: viewBo, headers: { cookie } }))];
      const upload = await timed(() => post(body));
      const [worstHealth = 0, worstViewBo = 0] = await Promise.all(polls.map((p) => p.stop()));
      check(upload.value, LINES, 'added');
      // The upkeep the upload asked for (on PostgreSQL an ANALYZE of statement_line, 2 s after it) now, untimed: it
      // would otherwise run during the COPYs timed next.
      await upkeepNow(db);
      best.upload = Math.min(best.upload, upload.ms);
      best.worstHealth = Math.max(best.worstHealth, worstHealth);
      best.worstViewBo = Math.max(best.worstViewBo, worstViewBo);
      console.log(
        `${label}: upload via HTTP${rounds > 1 ? ` (round ${round})` : ''}: ${both(upload.ms)}; meanwhile the worst answer of /healthz ${fmtTime(worstHealth)}, of a View BO page ${fmtTime(worstViewBo)}`,
      );
      if (copyUrl === undefined) continue;
      // The same normalised rows, computed once from the parsed lines (own key scope, so they can also go into statement_line).
      const uploadId = (await db.selectFrom('upload').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
      const copy = await copyFigures(copyUrl, statementBatch({ ...scope, keyScope: 'bench-copy' }, lines), uploadId);
      console.log(
        `${label}: COPY FROM STDIN into a table like statement_line (no upload check): ${both(copy.copy)} (building the COPY text: ${fmtTime(copy.copyFormat)} of it); ` +
          `into statement_line itself (its upload checked; rolled back): ${both(copy.copyReal)}; upload at ${(copy.copy / upload.ms).toFixed(2)} of the COPY rate`,
      );
      best.copy = Math.min(best.copy, copy.copy);
      best.copyReal = Math.min(best.copyReal, copy.copyReal);
      best.copyFormat = Math.min(best.copyFormat, copy.copyFormat);
      if (round === rounds) continue;
      // The next round uploads the file anew, into the table as this one found it.
      await db.deleteFrom('upload').where('id', '=', uploadId).execute();
      await sql`vacuum (analyze) statement_line`.execute(db);
    }
    const reupload = await timed(() => post(body));
    check(reupload.value, LINES, 'duplicates');
    console.log(`${label}: same file again (every line already stored): ${both(reupload.ms)}`);

    // A View BO page's suggestions on the statement's busiest day: 2,000 deposits nobody paid (every one Pending) of
    // its round amounts. The upload warms the first rows' suggestions in the background (reconciliation/warm-up.ts):
    // how long after its answer that takes, the page asked then (as a checker who opens View BO a moment after the
    // upload), again, and cold (no warm-up: a matcher run over the day's rows and the lines of the page's amounts, as
    // after an approval without a line).
    const boBody = multipart({ ...form, provider: 'NEXUS' }, 'bo.csv', unpaidDeposits(2000));
    const { value: boUpload, ms: boUploadMs } = await timed(() =>
      app.inject({ method: 'POST', url: '/api/checkdata', headers: { ...boBody.headers, cookie }, payload: boBody.payload }),
    );
    if (boUpload.statusCode !== 200) throw new Error(`${label}: BO upload answered ${boUpload.statusCode}: ${boUpload.body.slice(0, 300)}`);
    const pageIds = async (order: 'asc' | 'desc') =>
      (await db.selectFrom('bo_deposit').select('id').orderBy('req_at', order).orderBy('id', order).limit(50).execute()).map((r) => r.id).join(',');
    // View BO's first page (the first 50 rows by request time), asked at once, as a checker who opens it as the upload answers.
    const ids = await pageIds('asc');
    const ask = () => app.inject({ method: 'GET', url: `/api/suggestions/bo?ids=${ids}`, headers: { cookie } });
    const atAnswer = await timed(ask);
    const warmed = await timed(() => warmUpsSettled(db));
    const approved = await db.selectFrom('bo_deposit').select('ticket_no').where('approved', '=', true).executeTakeFirst();
    if (approved) throw new Error(`${label}: ${approved.ticket_no} was approved: the suggestions case needs every row Pending`);
    // The day's last page (the last 50 rows by request time), once the warm-up is over: a checker deep in the Pending list.
    const lastIds = await pageIds('desc');
    const lastPage = await timed(() => app.inject({ method: 'GET', url: `/api/suggestions/bo?ids=${lastIds}`, headers: { cookie } }));
    const dayLines = (
      await db
        .selectFrom('statement_line')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('booked_date', '=', '2026-06-27')
        .executeTakeFirstOrThrow()
    ).n;
    const firstAsk = await timed(ask);
    const again = await timed(ask);
    forgetDayViews();
    // The upkeep the BO upload asked for (src/db/upkeep.ts, 2 s after it; about 0.2 s here) first: measured alone.
    await upkeepNow(db);
    const cold = await timed(ask);
    // The spec's own call, for one row, cold: the page's row whose amount the statement has most lines of.
    const busiest = await sql<{ id: number; lines: number }>`
      select bo.id, (select count(*) from statement_line sl where sl.amount = bo.depo_amount)::int as lines
      from bo_deposit bo where bo.id = any(${ids.split(',').map(Number)}::int4[]) order by 2 desc, 1 limit 1`.execute(db);
    const oneRow = busiest.rows[0]!;
    const oneCold = () => {
      forgetDayViews();
      return timed(() => app.inject({ method: 'GET', url: `/api/suggestions/bo/${oneRow.id}`, headers: { cookie } }));
    };
    // The process's first matcher run small enough for the event loop (after-upload.ts IN_PROCESS_ITEMS): the
    // matcher's code is compiled for this thread then. The next ones are what a checker waits for all day.
    const one = await oneCold();
    const next = [await oneCold(), await oneCold(), await oneCold()];
    const oneNext = next.map((r) => r.ms).sort((a, b) => a - b)[1]!;
    // The page again after a checker approves its first row with a note only (the page's answers kept but those of
    // the rows of that row's amount, suggestions-api.ts keepAfterApproval).
    await ask();
    const [first] = ids.split(',');
    clockAt = new Date('2026-06-27T05:00:00Z');
    const checker = await signIn(app);
    const approval = await app.inject({
      method: 'PUT',
      url: '/api/updatebodepostts',
      headers: { cookie: checker },
      payload: { bank_statement_date: FORM_DATE, arr: [{ bo_id: Number(first), ket_app: 'dicek manual', depo_edited_by: 1 }] },
    });
    clockAt = null;
    if (approval.statusCode !== 200) throw new Error(`${label}: the approval answered ${approval.statusCode}: ${approval.body.slice(0, 300)}`);
    const afterApproval = await timed(ask);
    for (const res of [atAnswer, lastPage, firstAsk, again, cold, one, ...next, afterApproval])
      if (res.value.statusCode !== 200) throw new Error(`${label}: suggestions answered ${res.value.statusCode}`);
    console.log(
      `${label}: suggestions of a 50-row page, a day of 2,000 deposits and ${n(dayLines)} lines: the BO upload answered in ${fmtTime(boUploadMs)}, its first page's at its answer ${fmtTime(atAnswer.ms)}; warm-up over ${fmtTime(warmed.ms)} later; ` +
        `the day's last page then ${fmtTime(lastPage.ms)}; the first page again ${fmtTime(firstAsk.ms)}, and again ${fmtTime(again.ms)}; cold ${fmtTime(cold.ms)}; ` +
        `one row's (its amount on ${n(oneRow.lines)} lines), cold: ${fmtTime(one.ms)} the first time, then ${next.map((r) => fmtTime(r.ms)).join(', ')}; the page after an approval of its first row with a note only: ${fmtTime(afterApproval.ms)}`,
    );
    return {
      upload: best.upload,
      reupload: reupload.ms,
      storeOnly,
      worstHealth: best.worstHealth,
      worstViewBo: best.worstViewBo,
      suggestAtAnswer: atAnswer.ms,
      suggestWarmUp: warmed.ms,
      suggestLastPage: lastPage.ms,
      suggestFirst: firstAsk.ms,
      suggestAgain: again.ms,
      suggestCold: cold.ms,
      suggestOneCold: one.ms,
      suggestOneColdNext: oneNext,
      suggestAfterApproval: afterApproval.ms,
      ...(copyUrl === undefined ? {} : { copy: best.copy, copyReal: best.copyReal, copyFormat: best.copyFormat }),
    };
  } finally {
    await app.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL's own fast path: COPY ... FROM STDIN (text format) of the same rows.

/** The batch's COPY text, each line with the upload's id (as the upload sends it), in pieces of about 1 MB. */
function* copyText(batch: StatementBatch, uploadId: number): Generator<string> {
  const text = withUploadId(batch, uploadId);
  for (let i = 0; i < text.length; i += 1 << 20) yield text.slice(i, i + (1 << 20));
}

async function copyInto(client: pg.Client, table: string, batch: StatementBatch, uploadId: number): Promise<number> {
  const stream = client.query(copyFrom(`copy ${table} (${STATEMENT_COPY_COLUMNS.join(', ')}) from stdin`));
  const { ms } = await timed(() => pipeline(Readable.from(copyText(batch, uploadId)), stream));
  if (stream.rowCount !== batch.count) throw new Error(`COPY into ${table} stored ${stream.rowCount} rows, not ${batch.count}`);
  return ms;
}

/** COPY into a scratch table like statement_line (same columns, defaults, checks, indexes; LIKE copies no triggers),
 *  then into statement_line itself, its upload check (a trigger: migration 0010) included, rolled back. */
async function copyFigures(url: string, batch: StatementBatch, uploadId: number): Promise<{ copy: number; copyReal: number; copyFormat: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const copyFormat = (await timed(() => [...copyText(batch, uploadId)].length)).ms;
    await client.query('create table bench_copy (like statement_line including all)');
    const copy = await copyInto(client, 'bench_copy', batch, uploadId);
    await client.query('drop table bench_copy');
    await client.query('begin');
    const copyReal = await copyInto(client, 'statement_line', batch, uploadId);
    await client.query('rollback');
    return { copy, copyReal, copyFormat };
  } finally {
    await client.end();
  }
}

async function withAdminClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------

const gen = await timed(() => generateStatement(LINES));
const csv = Buffer.from(gen.value);
console.log(`generated a ${n(LINES)}-line BCA template statement (${mb(csv.length)}) in ${fmtTime(gen.ms)}`);
const body = multipart(form, 'bca-bench.csv', csv);
const warmUp = { lines: 2000, body: multipart(form, 'bca-warm-up.csv', Buffer.from(generateStatement(2000, 7))) };

// Where time goes before any database work: the parser, then the row keys and the values to store.
const parse = await timed(() => bcaFormat.parse(gen.value, { statementDate: '2026-06-27' }));
if (!parse.value.ok) throw new Error(`the generated file does not parse: ${parse.value.error}`);
const lines = parse.value.rows;
if (lines.length !== LINES) throw new Error(`parsed ${lines.length} lines, not ${LINES}`);
const keys = await timed(() => new Set(statementRowKeys(`${WEBSITE}|bca|1`, lines)).size);
const scope: BatchScope = { websiteCode: WEBSITE, statementDate: '2026-06-27', source: 'bca', bankAccountId: 1, jenis: null, keyScope: `${WEBSITE}|bca|1` };
const values = await timed(() => statementBatch(scope, lines).count);
const channels = new Map<string, number>();
for (const l of lines) channels.set(l.channel, (channels.get(l.channel) ?? 0) + 1);
const days = new Set(lines.map((l) => l.date));
console.log(`lines by channel: ${[...channels].map(([c, k]) => `${c} ${n(k)}`).join(', ')}; ${days.size} days; ${n(keys.value)} distinct row keys`);
console.log(`parse only (bcaFormat.parse): ${both(parse.ms)}`);
console.log(`row keys (statementRowKeys): ${fmtTime(keys.ms)}; row keys + COPY text (statementBatch): ${fmtTime(values.ms)}`);

const results: { PGlite: Figures | string; PostgreSQL: Figures | string } = { PGlite: 'not run', PostgreSQL: 'not run' };

console.log('\n-- PGlite (in memory)');
if (!process.env.SKIP_PGLITE) {
  const handle = await openPglite();
  try {
    results.PGlite = await measure('PGlite', handle.db, body, lines);
  } finally {
    await handle.close();
  }
}

const adminUrl = process.env.DATABASE_URL;
console.log('\n-- PostgreSQL');
if (!adminUrl) {
  results.PostgreSQL = 'skipped: DATABASE_URL is not set';
  console.log('skipped, and the COPY comparison with it: DATABASE_URL is not set (try DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench)');
} else {
  const name = `ac_bench_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openPostgres(url.toString());
    try {
      const version = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(handle.db);
      console.log(`PostgreSQL ${version.rows[0]!.v}, fresh database ${name}`);
      results.PostgreSQL = await measure('PostgreSQL', handle.db, body, lines, url.toString());
    } finally {
      await handle.close();
    }
  } finally {
    await withAdminClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The figures side by side.

const cell = (f: Figures | string | number, pick: (f: Figures) => number | undefined = () => undefined) => {
  if (typeof f === 'string') return '-';
  const ms = typeof f === 'number' ? f : pick(f);
  return ms === undefined ? '-' : `${fmtTime(ms).padStart(8)} ${fmtRate(ms).padStart(15)}`;
};
const latency = (f: Figures | string, pick: (f: Figures) => number) => (typeof f === 'string' ? '-' : fmtTime(pick(f)).padStart(8));
const { PGlite: lite, PostgreSQL: postgres } = results;
const table: [string, string, string][] = [
  ['parse only (bcaFormat.parse; no database)', cell(parse.ms), ''],
  ['row keys + COPY text (no database)', cell(values.ms), ''],
  ['storeStatementBatches alone (rolled back)', cell(lite, (f) => f.storeOnly), cell(postgres, (f) => f.storeOnly)],
  [`upload via HTTP: POST /api/mutasiupdepobca (PostgreSQL: best of ${ROUNDS})`, cell(lite, (f) => f.upload), cell(postgres, (f) => f.upload)],
  ['worst /healthz answer during the upload', latency(lite, (f) => f.worstHealth), latency(postgres, (f) => f.worstHealth)],
  ['worst View BO page answer during the upload', latency(lite, (f) => f.worstViewBo), latency(postgres, (f) => f.worstViewBo)],
  ["suggestions of View BO's first page, asked at the upload's answer", latency(lite, (f) => f.suggestAtAnswer), latency(postgres, (f) => f.suggestAtAnswer)],
  ['warm-up of the other Pending rows, after that', latency(lite, (f) => f.suggestWarmUp), latency(postgres, (f) => f.suggestWarmUp)],
  ["suggestions of the day's last page, after the warm-up", latency(lite, (f) => f.suggestLastPage), latency(postgres, (f) => f.suggestLastPage)],
  ['suggestions of the first page again', latency(lite, (f) => f.suggestFirst), latency(postgres, (f) => f.suggestFirst)],
  ['suggestions of that page again (day kept)', latency(lite, (f) => f.suggestAgain), latency(postgres, (f) => f.suggestAgain)],
  ['suggestions of that page cold (no warm-up)', latency(lite, (f) => f.suggestCold), latency(postgres, (f) => f.suggestCold)],
  ["one row's suggestions cold (GET /api/suggestions/bo/{id}), the first", latency(lite, (f) => f.suggestOneCold), latency(postgres, (f) => f.suggestOneCold)],
  ["one row's suggestions cold, the next three (median)", latency(lite, (f) => f.suggestOneColdNext), latency(postgres, (f) => f.suggestOneColdNext)],
  ['the page after an approval of one of its rows, note only', latency(lite, (f) => f.suggestAfterApproval), latency(postgres, (f) => f.suggestAfterApproval)],
  ['same file again (all lines duplicates)', cell(lite, (f) => f.reupload), cell(postgres, (f) => f.reupload)],
  [`COPY, table like statement_line (no upload check; best of ${ROUNDS})`, '', cell(postgres, (f) => f.copy)],
  [`COPY into statement_line (upload check; rolled back; best of ${ROUNDS})`, '', cell(postgres, (f) => f.copyReal)],
];
const w0 = Math.max(...table.map((r) => r[0].length));
const w1 = Math.max(18, ...table.map((r) => r[1].length));
console.log(`\n== ${n(LINES)}-line BCA statement, ${mb(csv.length)}`);
console.log(`${''.padEnd(w0)}  ${'PGlite (in memory)'.padEnd(w1)}  ${typeof postgres === 'string' ? `PostgreSQL: ${postgres}` : 'PostgreSQL'}`);
for (const [label, a, b] of table) console.log(`${label.padEnd(w0)}  ${a.padEnd(w1)}  ${b}`);

for (const [label, f] of [
  ['PGlite', lite],
  ['PostgreSQL', postgres],
] as const) {
  if (typeof f === 'string') continue;
  // The worker posts a batch as soon as it has read its lines, and the upload stores it while the worker reads on:
  // only the first batch's reading comes before any storing, then the longer of the two runs.
  const reading = parse.ms + values.ms;
  const first = (reading * BATCH_LINES) / LINES;
  const storing = Math.max(0, f.storeOnly - values.ms);
  const rest = f.upload - first - Math.max(storing, reading - first);
  console.log(
    `${label}: upload ${fmtTime(f.upload)} ~ reading the first batch ${fmtTime(first)} + storing the batches ${fmtTime(storing)} ` +
      `(the worker reading the rest meanwhile: parse ${fmtTime(parse.ms)} and row keys and COPY text ${fmtTime(values.ms)} in all) + the rest ${fmtTime(Math.max(0, rest))} ` +
      `(multipart, the file to the worker, sha256 and file bytes (on PostgreSQL while the worker reads), records, the matcher, the answer); measured apart, so roughly`,
  );
}
if (typeof postgres === 'string') {
  console.log('upload vs COPY: PostgreSQL skipped (DATABASE_URL is not set), nothing to compare');
} else {
  const ratio = postgres.copy! / postgres.upload;
  console.log(
    `upload vs COPY on PostgreSQL, the best of ${ROUNDS} rounds side by side each: the upload runs at ${ratio.toFixed(2)} of the COPY rate (target >= 0.50: ${ratio >= 0.5 ? 'met' : 'not met'}); ` +
      `storeStatementBatches alone at ${(postgres.copy! / postgres.storeOnly).toFixed(2)}; ` +
      `even COPY into statement_line itself, with its upload check, at ${(postgres.copy! / postgres.copyReal!).toFixed(2)}`,
  );
}
for (const [label, f, target] of [
  ['PGlite', lite, 1000],
  ['PostgreSQL', postgres, 250],
] as const) {
  if (typeof f === 'string') continue;
  const worst = Math.max(f.worstHealth, f.worstViewBo);
  console.log(`${label}: worst answer while the upload ran ${fmtTime(worst)} (target <= ${fmtTime(target)}: ${worst <= target ? 'met' : 'not met'})`);
}
await closeWorkers();
