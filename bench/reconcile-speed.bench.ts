// Matcher speed: reconcile() alone on 100k BO deposit rows against 100k statement lines of one website and two
// days, in memory (no database). Target: at most 0.2 s on this machine, memory proportional to the input.
// Prints the best of a few runs (seven at 100k: timings here vary by a third from run to run), the heap growth, and
// how it scales from 25k to 100k. Figures only, never a failure.
//
// It times the matcher as the server runs it: bundled by esbuild like server/build.mjs. Loaded through tsx instead,
// every function the matcher makes on the fly is wrapped to keep its name (esbuild's keepNames), which on this
// machine costs a third more time and is not what `npm start` runs.
import { build } from 'esbuild';
import type { reconcile as Reconcile } from '../server/src/modules/reconciliation/engine/reconcile.ts';
import { DEPOSIT_OPTIONS, type MatchBo, type MatchLine } from '../server/src/modules/reconciliation/engine/types.ts';
import { bcaField } from './reconcile/names.ts';
import { generatePlayers } from './reconcile/players.ts';
import { prng } from './reconcile/prng.ts';

const bundled = await build({
  entryPoints: [new URL('../server/src/modules/reconciliation/engine/reconcile.ts', import.meta.url).pathname],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  logLevel: 'warning',
});
const { reconcile } = (await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0]!.text).toString('base64')}`)) as {
  reconcile: typeof Reconcile;
};

const ROUND = [10_000, 20_000, 25_000, 50_000, 50_000, 100_000, 100_000, 100_000, 150_000, 200_000, 250_000, 300_000, 500_000, 1_000_000];
const T0 = Date.parse('2026-07-03T00:00:00+07:00');
/** The website's BCA deposit account: the BO rows name it, the bank lines are booked on it. */
const DEPO_ACCOUNT = '0912345678';

/**
 * A busy website, shaped as the server loads it (reconciliation/repo.ts loadScope): `n` requests over two days by n/5 players of the
 * quality bench's player base (heavy-tailed activity, names as banks write them: the same, a title, family name
 * first, a typo on the panel, an initial). Each row has the panel's full name twice (Fullname and the Player Bank
 * cell) and its ticket as reference, the player's username, bank and account number, and the deposit account it
 * names; 97 % get their money, as BCA writes the account name (cut at 18 characters; from the player's bank:
 * intrabank or BI-FAST with its bank code) or as a QRIS line without a name (10 % of players pay by QRIS); 3 % extra
 * lines are money nobody claimed.
 */
function day(n: number): { bos: MatchBo[]; lines: MatchLine[] } {
  const r = prng(n);
  const base = generatePlayers(r, Math.max(1, Math.floor(n / 5)), (rr) => rr.pick(ROUND) * 100);
  const qrisPlayers = new Set(base.players.filter(() => r.chance(0.1)).map((p) => p.username));
  const bos: MatchBo[] = [];
  const lines: MatchLine[] = [];
  const addLine = (amountSen: number, at: number, bankName: string, bank: string, qris: boolean) => {
    const id = lines.length + 1;
    const written = qris ? '' : bcaField(bankName);
    lines.push({
      id,
      amountSen,
      grossSen: null,
      at,
      date: new Date(at + 7 * 3_600_000).toISOString().slice(0, 10),
      pending: false,
      direction: 'CR',
      upload: 1,
      accountKey: qris ? 'QRIS' : 'BCA-1',
      channel: qris ? 'QRIS' : bank === 'BCA' ? 'INTRABANK' : 'BI_FAST',
      name: written,
      counterpartyAccount: '',
      counterpartyBank: qris ? '' : bank,
      accountBank: qris ? '' : 'BCA',
      accountNumber: qris ? '' : DEPO_ACCOUNT,
      reference: qris ? `RRN${id}` : '',
      description: qris ? `QRIS | RRN RRN${id}` : `TRSF E-BANKING CR 0307/FTSCY/WS95031 ${amountSen / 100}.00${written}`,
      label: qris ? 'QRIS' : 'BCA',
      heldBy: null,
    });
  };
  for (let i = 0; i < n; i++) {
    const p = base.pick(r);
    const qris = qrisPlayers.has(p.username);
    const amountSen = r.chance(0.7) ? base.favourite.get(p.username)! : r.pick(ROUND) * 100;
    const at = T0 + r.int(2 * 86_400_000);
    bos.push({
      id: i + 1,
      ticket: `DP${i + 1}`,
      amountSen,
      at,
      names: [p.fullName, p.fullName],
      accountNumber: p.accountNo,
      player: p.username,
      playerBank: p.bank,
      destinationBank: qris ? '' : 'BCA',
      destinationNumber: qris ? '' : DEPO_ACCOUNT,
      refusedLines: [],
      references: [`DP${i + 1}`],
      qris,
    });
    if (r.next() < 0.97) addLine(amountSen, at + r.int(5 * 60_000), p.bankName, p.bank, qris);
  }
  while (lines.length < n) {
    const stranger = base.pick(r);
    addLine(r.pick(ROUND) * 100, T0 + r.int(2 * 86_400_000), stranger.bankName, stranger.bank, false);
  }
  return { bos, lines };
}

function measure(n: number, runs: number) {
  const { bos, lines } = day(n);
  const options = { ...DEPOSIT_OPTIONS, suggestions: false };
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let best = Infinity,
    matched = 0,
    peak = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = reconcile(bos, lines, options);
    best = Math.min(best, performance.now() - start);
    matched = result.matches.length;
    peak = Math.max(peak, process.memoryUsage().heapUsed - heapBefore);
  }
  return { n, best, matched, peak };
}

const rows = [measure(25_000, 3), measure(50_000, 3), measure(100_000, 7)];
console.log('\nMatcher alone: reconcile() on n BO deposits x n statement lines (suggestions off, as after an upload)');
console.log('     n   best ms   matched   heap growth MB   ms per 1k rows');
for (const r of rows) {
  console.log(
    `${String(r.n).padStart(6)} ${r.best.toFixed(0).padStart(9)} ${String(r.matched).padStart(9)} ${(r.peak / 1e6).toFixed(0).padStart(16)} ${(r.best / (r.n / 1000)).toFixed(2).padStart(16)}`,
  );
}
const last = rows[rows.length - 1]!;
console.log(`target: 100k x 100k in <= 200 ms: ${last.best <= 200 ? 'MET' : 'NOT MET'} (${last.best.toFixed(0)} ms)`);
