/**
 * Rule 3: a line that says nothing of who paid backs a request by amount and time alone, only when it is the one
 * such line shortly after the request that fits it, and the request the one request shortly before it that it fits.
 * A line another website holds (the same transfer on an account or gateway the two share) counts among those lines
 * but backs nothing here: its holder may be this row's player asking both websites and paying once, and the other
 * line would then be someone else's money.
 */
import { EdgeList } from './edges.ts';
import { Contradiction, contradiction } from './evidence.ts';
import { firstAtOrAfter } from './order.ts';
import { isNameless, MINUTE, type PreparedLines, type PreparedRows } from './prepare.ts';
import type { ReconcileOptions } from './types.ts';

/** The only one of `sorted` (ascending by `at`) in [from, to] that `fits`; -1 when none or several. */
function onlyOne(sorted: readonly number[], at: Float64Array, from: number, to: number, fits: (i: number) => boolean): number {
  let found = -1;
  for (let k = firstAtOrAfter(sorted, at, from); k < sorted.length && at[sorted[k]!]! <= to; k++) {
    if (!fits(sorted[k]!)) continue;
    if (found >= 0) return -1;
    found = sorted[k]!;
  }
  return found;
}

/**
 * Are the requests of `sorted` (ascending by time) in [from, to] that `fits` all of row r's player, r among them? One
 * player's identical requests are one claim on the line (a double submission): the assignment then gives it to the
 * earliest. Any other player's request among them makes the line anyone's.
 */
function onlyPlayer(rows: PreparedRows, r: number, sorted: readonly number[], from: number, to: number, fits: (i: number) => boolean): boolean {
  const player = rows.src[r]!.player;
  let found = false;
  for (let k = firstAtOrAfter(sorted, rows.at, from); k < sorted.length && rows.at[sorted[k]!]! <= to; k++) {
    const rival = sorted[k]!;
    if (!fits(rival)) continue;
    if (rival === r) found = true;
    else if (player === '' || rows.src[rival]!.player !== player) return false;
  }
  return found;
}

/**
 * May a nameless line back the row by amount and time? QRIS requests with QRIS lines and the others with the others;
 * nothing the line says contradicts the row; and a line that names the sender's bank or wallet (an e-wallet top-up
 * naming only the wallet's company) backs only a player known to use that wallet or bank.
 */
export function mayBackByTime(rows: PreparedRows, r: number, lines: PreparedLines, l: number): boolean {
  rows.work.spend();
  if (rows.qris[r] !== lines.qris[l]) return false;
  if (lines.bank[l] !== 0 && rows.bank[r] !== lines.bank[l]) return false;
  return contradiction(rows, r, lines, l) === Contradiction.NONE;
}

function groupByAmount(indexes: Iterable<number>, amount: Float64Array): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const i of indexes) {
    const list = map.get(amount[i]!);
    if (list) list.push(i);
    else map.set(amount[i]!, [i]);
  }
  return map;
}

export function timeEdges(rows: PreparedRows, openRows: Int32Array, lines: PreparedLines, openLines: Int32Array, options: ReconcileOptions): EdgeList {
  const edges = new EdgeList();
  const isRival = (l: number) => lines.timed[l] === 1 && isNameless(lines, l);
  const open = openLines.filter(isRival);
  if (open.length === 0) return edges;
  const nameless = lines.heldElsewhere.length === 0 ? open : [...open, ...lines.heldElsewhere.filter(isRival)];
  const lineAt = lines.sortAt,
    rowAt = rows.at;
  const buckets = groupByAmount(nameless, lines.amount);
  for (const bucket of buckets.values()) bucket.sort((x, y) => lineAt[x]! - lineAt[y]! || x - y);
  const rowBuckets = groupByAmount(
    openRows.filter((r) => buckets.has(rows.amount[r]!)),
    rows.amount,
  );
  const before = options.timeRuleBeforeMinutes * MINUTE,
    after = options.timeRuleMinutes * MINUTE;
  for (const [amount, rowList] of rowBuckets) {
    const bucket = buckets.get(amount)!;
    rowList.sort((x, y) => rowAt[x]! - rowAt[y]! || x - y);
    for (const r of rowList) {
      const l = onlyOne(bucket, lineAt, rowAt[r]! - before, rowAt[r]! + after, (candidate) => mayBackByTime(rows, r, lines, candidate));
      if (
        l >= 0 &&
        lines.usable[l] === 1 &&
        onlyPlayer(rows, r, rowList, lineAt[l]! - after, lineAt[l]! + before, (rival) => mayBackByTime(rows, rival, lines, l))
      )
        edges.push(r, l, 0.5);
    }
  }
  return edges;
}
