// Reconciliation quality: synthetic days with ground truth (bench/reconcile/generate.ts), written out as real upload
// files in our formats, uploaded through the HTTP API of the app running in-process on in-memory PGlite, read back
// through View BO and View Mutasi, and judged: precision and recall per rule, near misses, recall per scenario, every
// false approval in full. Target on the default mix: 0 false approvals and recall >= 97 %. Figures only: it throws on
// infrastructure errors (a refused upload, a failing view), never on the figures. About 20 s on 2 cores.
//
// Size and seed: RECON_BENCH_DEPOSITS, _WITHDRAWALS, _PLAYERS, _DAYS, _SEED, _START (YYYY-MM-DD). Also
// RECON_BENCH_SHOW_MISSED (how many missed tickets to print per side, default 15) and RECON_BENCH_WRITE_DIR (write
// the upload files there, to look at them or upload them by hand).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BenchApi, type UploadAnswer } from './reconcile/api.ts';
import { checkFiles } from './reconcile/check-files.ts';
import { evaluateSide, type SideEvaluation } from './reconcile/evaluate.ts';
import { uploadFiles, type UploadFile } from './reconcile/files.ts';
import { generateDays, optionsFromEnv } from './reconcile/generate.ts';
import type { SyntheticDays } from './reconcile/model.ts';
import { falseApprovals, missedSample, outcomeLines, ruleTable, scenarioTable, targetLine } from './reconcile/report.ts';
import { readSide } from './reconcile/views.ts';

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const started = performance.now();

async function timed<T>(fn: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

function describeDays(days: SyntheticDays): string[] {
  const count = <T>(xs: readonly T[], f: (x: T) => boolean) => xs.filter(f).length;
  const lines = days.statements.flatMap((s) => s.lines);
  const d = days.deposits;
  return [
    `website ${days.website.code} (NEXUS), days ${days.days.join(', ')}, seed ${days.seed}; ${days.players.length} players`,
    `deposits ${d.length}: bank ${count(d, (x) => x.paymentType === 'BANK')}, QRIS ${count(d, (x) => x.paymentType === 'QRIS')}, ` +
      `e-wallet ${count(d, (x) => x.paymentType === 'EWALLET')}; fraud (no money) ${count(d, (x) => x.truth.line === null)}, near misses ${count(d, (x) => x.truth.nearMiss)}`,
    `withdrawals ${days.withdrawals.length}: never paid ${count(days.withdrawals, (x) => x.truth.line === null)}`,
    `statement lines ${lines.length}: players' ${count(lines, (l) => l.kind === 'player')}, unclaimed ${count(lines, (l) => l.kind === 'unclaimed')}, ` +
      `fees ${count(lines, (l) => l.kind === 'fee')}, operator's own transfers ${count(lines, (l) => l.kind === 'internal')}`,
  ];
}

/** Day by day; on even days (the first) BO files go first, on odd days the statements: both orders must work. */
function uploadOrder(files: readonly UploadFile[], dayCount: number): UploadFile[] {
  const order: UploadFile[] = [];
  for (let day = 0; day < dayCount; day++) {
    const groups = day % 2 === 0 ? (['BO', 'STATEMENT'] as const) : (['STATEMENT', 'BO'] as const);
    for (const group of groups) order.push(...files.filter((f) => f.day === day && f.group === group));
  }
  return order;
}

const gen = await timed(() => generateDays(optionsFromEnv(process.env)));
const days = gen.value;
const files = uploadFiles(days);
const check = await timed(() => checkFiles(days, files));
console.log(describeDays(days).join('\n'));
console.log(`generated in ${secs(gen.ms)}; ${check.value.files} files, ${check.value.rows} rows, read back by the server's parsers in ${secs(check.ms)}`);
if (check.value.nameDifferenceCount > 0) {
  console.log(`note: ${check.value.nameDifferenceCount} lines' names read differently from what the generator wrote, e.g.\n  ${check.value.nameDifferences.join('\n  ')}`);
}
const writeDir = process.env.RECON_BENCH_WRITE_DIR;
if (writeDir) {
  mkdirSync(writeDir, { recursive: true });
  for (const f of files) writeFileSync(join(writeDir, f.name), f.content);
  console.log(`upload files written to ${writeDir}`);
}

const api = await BenchApi.start();
try {
  const code = days.website.code;
  await api.create('/api/createwebsite', { website_name: days.website.name, website_code: code, website_panel: 'NEXUS' });
  for (const account of [days.accounts.depo, days.accounts.wd]) {
    await api.create('/api/createakunbank', {
      akun_bank_website: code, akun_bank_jenis_transaksi: account.kind, akun_bank_bank: account.bank, akun_bank_name: account.name, akun_bank_no: account.number,
    });
  }

  console.log('\n-- uploads (HTTP, in-process; each runs the matcher for its dates)');
  let uploadMs = 0;
  for (const file of uploadOrder(files, days.days.length)) {
    const answer: UploadAnswer = await api.upload(file);
    uploadMs += answer.ms;
    const warnings = answer.warnings.length > 0 ? `; warnings: ${answer.warnings.join(' ')}` : '';
    console.log(`${file.name.padEnd(38)} -> /api/${file.endpoint.padEnd(18)} ${String(answer.added).padStart(5)} added, ${String(answer.matched).padStart(5)} matched, ${secs(answer.ms)}${warnings}`);
  }
  console.log(`uploads took ${secs(uploadMs)} in all`);

  const read = await timed(async () => {
    const sides: SideEvaluation[] = [];
    for (const side of ['DEPOSIT', 'WITHDRAW'] as const) sides.push(evaluateSide(days, side, await readSide(api, side, code, days.days)));
    return sides;
  });
  const sides = read.value;
  console.log(`read back through View BO and View Mutasi in ${secs(read.ms)}`);

  for (const s of sides) {
    const name = s.side === 'DEPOSIT' ? 'deposit' : 'withdraw';
    if (!s.boAvailable) console.log(`View BO (${name}) is not available yet (404): nothing counts as approved.`);
    if (!s.linesAvailable) console.log(`View Mutasi (${name}) is not available yet (404): approvals are judged by the ticket's truth, not by the line taken.`);
    if (s.missingFromView.length > 0) console.log(`warning: ${s.missingFromView.length} ${name} tickets not returned by View BO, e.g. ${s.missingFromView.slice(0, 5).join(', ')}`);
    if (s.unknownLines > 0) console.log(`warning: ${s.unknownLines} ${name} lines of View Mutasi could not be tied to a generated line (time or amount read differently?)`);
  }

  console.log('\n-- precision and recall per rule (recall: of the backed tickets whose evidence calls for that rule, the share approved correctly by any rule)');
  console.log(ruleTable(sides));
  console.log('');
  console.log(outcomeLines(sides).join('\n'));
  console.log('\n-- recall per scenario (both sides)');
  console.log(scenarioTable(sides));

  const falses = falseApprovals(sides);
  console.log(`\n-- false approvals: ${falses.length}`);
  if (falses.length > 0) console.log(falses.join('\n'));
  const limit = Number(process.env.RECON_BENCH_SHOW_MISSED ?? 15);
  const missed = missedSample(sides, limit);
  if (missed.length > 0) console.log(`\n-- missed (backed, left Pending): the first ${limit} per side\n${missed.join('\n')}`);

  console.log(`\nuploads ${secs(uploadMs)}, read-back ${secs(read.ms)}, whole bench ${secs(performance.now() - started)}`);
  console.log(targetLine(sides));
} finally {
  await api.close();
}
