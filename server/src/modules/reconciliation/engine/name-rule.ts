/**
 * Rule 2: amounts equal and the line names the player (name score >= threshold, or the player's account number or
 * phone in the line), booked inside the row's window. A QRIS request looks only among QRIS lines and any other
 * among the others: a transfer naming a QRIS player is another of the player's requests.
 *
 * Each pass groups its open lines by name key (and, on first need, by word), each group ordered by slot (amount
 * and payment kind) and time with what the walk reads kept beside each line, so that a row reads one short
 * contiguous stretch per key. Lines naming the player exactly (any word order, titles aside, or cut by the bank)
 * come first; only a row without such a candidate (one in its window that nothing vetoes) looks further, among lines sharing one of its two rarest words, for a typo
 * or an initial: a name reaching the threshold writes all its words but one the same, so one of any two words is
 * shared. Lines showing the player's number are always candidates.
 */
import { EdgeList } from './edges.ts';
import { MIN_IDENTITY_DIGITS, numberKeys } from './identity.ts';
import type { NameCache } from './name-cache.ts';
import { firstAtOrAfter, orderBy, regroup } from './order.ts';
import { Contradiction, contradiction, evidence, notSentBy, VETO } from './evidence.ts';
import { identitiesOf, inWindow, MINUTE, rowIdentity, samePlayer, showsPlayerNumber, windowEnd, type PreparedLines, type PreparedRows } from './prepare.ts';
import type { ReconcileOptions } from './types.ts';

/** Lines grouped by an integer (a name key, a word): group g is entries start[g] .. start[g + 1], by slot and time. */
interface LineGroups {
  start: Int32Array;
  line: Int32Array;
  slot: Int32Array;
  at: Float64Array;
}

/**
 * Groups of the lines of a pass (positions in its slot-and-time order) by what their names have: a line whose name
 * is n belongs to groups of[ofStart[n] .. ofStart[n + 1]). Filled in that order, so each group keeps it.
 */
function lineGroups(groups: number, pass: PassLines, ofStart: ArrayLike<number>, of: ArrayLike<number>): LineGroups {
  const start = new Int32Array(groups + 1);
  const count = pass.line.length;
  for (let p = 0; p < count; p++) for (let i = ofStart[pass.name[p]!]!, to = ofStart[pass.name[p]! + 1]!; i < to; i++) start[of[i]! + 1]!++;
  for (let g = 0; g < groups; g++) start[g + 1]! += start[g]!;
  const size = start[groups]!;
  const result: LineGroups = { start, line: new Int32Array(size), slot: new Int32Array(size), at: new Float64Array(size) };
  const fill = start.slice(0, groups);
  for (let p = 0; p < count; p++) {
    const line = pass.line[p]!,
      slot = pass.slot[p]!,
      at = pass.at[p]!;
    for (let i = ofStart[pass.name[p]!]!, to = ofStart[pass.name[p]! + 1]!; i < to; i++) {
      const k = fill[of[i]!]!++;
      result.line[k] = line;
      result.slot[k] = slot;
      result.at[k] = at;
    }
  }
  return result;
}

/** The open lines of a pass in slot-and-time order, with what the groups are built from read out once, in that order. */
interface PassLines {
  line: Int32Array;
  slot: Int32Array;
  at: Float64Array;
  name: Int32Array;
}

function passLines(order: Int32Array, lines: PreparedLines): PassLines {
  const n = order.length;
  const pass: PassLines = { line: order, slot: new Int32Array(n), at: new Float64Array(n), name: new Int32Array(n) };
  for (let p = 0; p < n; p++) {
    const l = order[p]!;
    pass.slot[p] = lines.slot[l]!;
    pass.at[p] = lines.sortAt[l]!;
    pass.name[p] = lines.name[l]!;
  }
  return pass;
}

/** Each name's key as a list of one (none for a name without words), in the form lineGroups reads. */
function keyLists(names: NameCache): { start: Int32Array; keys: Int32Array } {
  const count = names.keyOf.length;
  const start = new Int32Array(count + 1),
    keys = new Int32Array(count);
  for (let n = 0, k = 0; n < count; n++) {
    if (names.keyOf.items[n]! >= 0) keys[k++] = names.keyOf.items[n]!;
    start[n + 1] = k;
  }
  return { start, keys };
}

/** First entry of group g at or after (slot, at). */
function lowerBound(groups: LineGroups, g: number, slot: number, at: number): number {
  let lo = groups.start[g]!,
    hi = groups.start[g + 1]!;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (groups.slot[mid]! < slot || (groups.slot[mid] === slot && groups.at[mid]! < at)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** One pass of rule 2 over the open rows and lines. */
class NamePass {
  readonly edges = new EdgeList();
  private readonly pass: PassLines;
  private readonly byKey: LineGroups;
  private byWord: LineGroups | null = null;
  private byStart: LineGroups | null = null;
  /** 1 for a slot with a named line in this pass (a QRIS slot seldom has one). */
  private readonly named: Uint8Array;
  /** seen[l] === r: row r has weighed line l already. */
  private readonly seen: Int32Array;
  /** The stretches (entries of a LineGroups) of the two words or word starts lookUp reads (rarestInStretch). */
  private readonly stretchStart = new Int32Array(2);
  private readonly stretchEnd = new Int32Array(2);
  /** Open lines showing a number, by each key a player's number may find it under (numberKeys). */
  private readonly byNumber = new Map<string, number[]>();
  /** What the last candidate() found beside its score: whether by the player's number, and its evidence points. */
  private byIdentity = false;
  private points = 0;

  /** `lineOrder`: the open lines, by slot and time. */
  constructor(
    private readonly rows: PreparedRows,
    private readonly lines: PreparedLines,
    lineOrder: Int32Array,
    open: Uint8Array,
    private readonly options: ReconcileOptions,
    private readonly names: NameCache,
    private readonly nearMinutes: number | null,
  ) {
    const pass = (this.pass = passLines(lineOrder, lines));
    const { start, keys } = keyLists(names);
    this.byKey = lineGroups(names.keyCount, pass, start, keys);
    let slots = 0;
    for (let p = 0; p < pass.slot.length; p++) slots = Math.max(slots, pass.slot[p]! + 1);
    this.named = new Uint8Array(slots);
    for (let p = 0; p < pass.name.length; p++) if (names.keyOf.items[pass.name[p]!]! >= 0) this.named[pass.slot[p]!] = 1;
    this.seen = new Int32Array(lines.count).fill(-1);
    for (let k = 0; k < lines.withNumbers.length; k++) {
      const l = lines.withNumbers[k]!;
      if (open[l] !== 1) continue;
      for (const id of identitiesOf(lines, l)) {
        for (const key of numberKeys(id)) {
          const list = this.byNumber.get(key);
          if (list) list.push(l);
          else this.byNumber.set(key, [l]);
        }
      }
    }
  }

  /** The last moment a line may be booked for row r in this pass. */
  private last(r: number): number {
    return windowEnd(this.rows, r, this.nearMinutes);
  }

  run(openRows: Int32Array): EdgeList {
    const { rows, names } = this;
    const deferred: number[] = [];
    for (let k = 0; k < openRows.length; k++) {
      const r = openRows[k]!;
      const slot = rows.slot[r]!;
      if (slot < 0) continue;
      let exact = 0;
      for (let i = names.playerKeyStart.items[rows.player[r]!]!; i < names.playerKeyStart.items[rows.player[r]! + 1]!; i++) {
        exact += this.exactName(r, names.playerKeys.items[i]!, names.playerKeyFull.items[i] === 1);
      }
      // A row whose exact name is booked later in its window waits for it: a close name sooner is not better evidence.
      if (exact === 0 && this.named[slot] === 1 && !this.exactLater(r)) deferred.push(r);
      else this.numbers(r);
    }
    // Rows without an exact line look for close names in slot and time order, so that rows one after the other
    // read the same stretches of the word groups.
    const order = regroup(
      orderBy(Float64Array.from(deferred, (r) => rows.start[r]!)),
      Int32Array.from(deferred, (r) => rows.slot[r]!),
      this.named.length,
    );
    for (let k = 0; k < order.length; k++) {
      const r = deferred[order[k]!]!;
      const before = this.edges.length;
      this.closeNames(r);
      this.numbers(r);
      // Word starts are looked at once the whole window is open: a near line found by them is in it too.
      if (this.edges.length === before && this.nearMinutes === null) this.closeStarts(r);
    }
    return this.edges;
  }

  /** Weighs the lines of one of the row's exact keys booked in its stretch of time; returns how many became candidates. */
  private exactName(r: number, key: number, fullName: boolean): number {
    const groups = this.byKey;
    if (key >= groups.start.length - 1) return 0;
    const slot = this.rows.slot[r]!,
      to = this.last(r),
      end = groups.start[key + 1]!;
    let found = 0;
    for (let k = lowerBound(groups, key, slot, this.rows.start[r]!); k < end && groups.slot[k] === slot && groups.at[k]! <= to; k++) {
      const l = groups.line[k]!;
      this.seen[l] = r;
      if (this.inStretchWindow(r, l) && this.weigh(r, l, fullName)) found++;
    }
    return found;
  }

  /**
   * In the first pass, for a row with no exact line in the pass's stretch: is a line naming the player exactly in the
   * row's whole window, with nothing against it (booked later, or with only a date)? The row then looks at no close
   * name in this pass; the second pass finds that line.
   */
  private exactLater(r: number): boolean {
    if (this.nearMinutes === null) return false;
    const { rows, names } = this;
    const groups = this.byKey;
    const player = rows.player[r]!,
      slot = rows.slot[r]!,
      from = rows.start[r]!,
      to = rows.end[r]!;
    for (let i = names.playerKeyStart.items[player]!; i < names.playerKeyStart.items[player + 1]!; i++) {
      const key = names.playerKeys.items[i]!;
      if (key >= groups.start.length - 1) continue;
      const full = names.playerKeyFull.items[i] === 1;
      for (let k = lowerBound(groups, key, slot, from), end = groups.start[key + 1]!; k < end && groups.slot[k] === slot && groups.at[k]! <= to; k++) {
        const l = groups.line[k]!;
        if (inWindow(rows, r, this.lines, l) && this.candidate(r, l, full) >= 0) return true;
      }
    }
    return false;
  }

  /** A row without an exact line: lines sharing one of its two rarest words, for a typo, an initial or a cut. */
  private closeNames(r: number): void {
    const { names, pass } = this;
    const words = (this.byWord ??= lineGroups(names.wordCount, pass, names.blockStart.items, names.blocks.items));
    this.lookUp(r, words, names.blockStart.items, names.blocks.items);
  }

  /**
   * A row whose words found nothing: lines whose names the bank may have cut sharing one of the two rarest starts of
   * its names' words (first three letters), for a typo and a cut (`CHRISTINA SUPRIYAD` for `CHRIISTINA SUPRIYADI`).
   * Any other name close enough writes a word of the player's the same, and the words found it.
   */
  private closeStarts(r: number): void {
    const { names, pass } = this;
    const index = names.starts();
    const starts = (this.byStart ??= lineGroups(index.count, pass, index.cutStart, index.cutIds));
    this.lookUp(r, starts, index.start, index.ids);
  }

  /** Weighs the lines of the row's stretch in the groups of the two rarest ids of each of its player's names. */
  private lookUp(r: number, groups: LineGroups, idStart: ArrayLike<number>, ids: ArrayLike<number>): void {
    const { rows, names } = this;
    const slot = rows.slot[r]!,
      from = rows.start[r]!,
      to = this.last(r);
    const player = rows.player[r]!;
    for (let i = names.playerNameStart.items[player]!; i < names.playerNameStart.items[player + 1]!; i++) {
      const n = names.playerNames.items[i]!;
      const count = this.rarestInStretch(ids, idStart[n]!, idStart[n + 1]!, groups, slot, from, to);
      for (let j = 0; j < count; j++) {
        for (let k = this.stretchStart[j]!, end = this.stretchEnd[j]!; k < end; k++) {
          const l = groups.line[k]!;
          if (this.seen[l] === r) continue;
          this.seen[l] = r;
          if (this.inStretchWindow(r, l)) this.weigh(r, l, false);
        }
      }
    }
  }

  /**
   * The two of ids[from .. to) (a name's words or word starts) with the fewest lines in the row's stretch (its slot,
   * booked from `at` to `last`), leaving out those with none, their stretches into stretchStart and stretchEnd; returns
   * how many (2 at most). Of ids with as many, the one written first. A name close enough writes all its words but
   * one alike, so one of any two is shared; a bank's cut of a name with a typo may share only one (`FITRIANI NOVIAN
   * AN` for `FIRRIANI NOVIAN ANGGRAINI`), which a word nobody's line has cannot hide. Counted in the stretch, the
   * choice depends on the lines of the row's amount only, as every decision does (a run over some amounts decides
   * their rows as the whole run would: suggestions-api.ts).
   */
  private rarestInStretch(ids: ArrayLike<number>, from: number, to: number, groups: LineGroups, slot: number, at: number, last: number): number {
    let count = 0,
      first = 0,
      second = 0;
    for (let i = from; i < to; i++) {
      const w = ids[i]!;
      if (w >= groups.start.length - 1) continue;
      const start = lowerBound(groups, w, slot, at),
        end = lowerBound(groups, w, slot, last + 1);
      // A word no line of the stretch has finds nothing: one that some line has may be the one they share.
      if (end === start) continue;
      if (count === 0 || end - start < first) {
        this.stretchStart[1] = this.stretchStart[0]!;
        this.stretchEnd[1] = this.stretchEnd[0]!;
        second = first;
        this.stretchStart[0] = start;
        this.stretchEnd[0] = end;
        first = end - start;
      } else if (count === 1 || end - start < second) {
        this.stretchStart[1] = start;
        this.stretchEnd[1] = end;
        second = end - start;
      }
      count++;
    }
    return Math.min(count, 2);
  }

  /** Lines of the row's slot showing the player's number, not weighed already. */
  private numbers(r: number): void {
    const { rows, lines } = this;
    if (this.byNumber.size === 0 || rowIdentity(rows, r).length < MIN_IDENTITY_DIGITS) return;
    for (const l of this.byNumber.get(rowIdentity(rows, r)) ?? []) {
      if (lines.slot[l] !== rows.slot[r] || this.seen[l] === r) continue;
      this.seen[l] = r;
      if (inWindow(rows, r, lines, l, this.nearMinutes)) this.weigh(r, l, false);
    }
  }

  /** Is line l, found in row r's stretch of a group, in its window? A line with a time is; one with only a date is checked. */
  private inStretchWindow(r: number, l: number): boolean {
    return this.lines.timed[l] === 1 || inWindow(this.rows, r, this.lines, l, this.nearMinutes);
  }

  /**
   * An edge when line l (in row r's window) names the player well enough, or shows the player's number, and nothing
   * it says contradicts the row (evidence.ts).
   */
  private weigh(r: number, l: number, fullName: boolean): boolean {
    const score = this.candidate(r, l, fullName);
    if (score < 0) return false;
    this.edges.push(r, l, score, this.byIdentity, this.points);
    return true;
  }

  /**
   * Line l (in row r's window) as row r's candidate (weigh): its score, with byIdentity and points set, or -1 when it
   * is none. (No object per pair: this runs for every line a row weighs.)
   */
  private candidate(r: number, l: number, fullName: boolean): number {
    const { rows, lines, names } = this;
    rows.work.spend();
    const threshold = this.options.nameThreshold,
      player = rows.player[r]!,
      name = lines.name[l]!;
    let score = fullName ? 1 : names.ruleScore(player, name, threshold),
      byIdentity = false;
    if (score < 1 && showsPlayerNumber(rows, r, lines, l)) {
      score = 1;
      byIdentity = true;
    }
    // A name without one middle word (missingMiddleAccepted); below the threshold and far from the request it stays
    // out either way, unread.
    if (score < 1 && (score >= threshold || nearRequest(rows, r, lines, l, this.options))) {
      const middle = missingMiddleAccepted(rows, r, lines, l, names, this.options);
      if (middle !== null) score = middle === true ? Math.max(score, threshold) : 0;
    }
    if (score < threshold) return -1;
    // A line naming exactly another player the run knows is that player's money, however close it reads to this
    // player's name: RIZKI and RIZKY, LESTARI and LESTARY are two people (docs/reconciliation.md, "Evidence").
    if (score < 1 && othersName(rows, r, names, lines, l)) return -1;
    const points = evidence(rows, r, lines, l);
    if (points === VETO) return -1;
    this.byIdentity = byIdentity;
    this.points = points;
    return score;
  }
}

/**
 * Which rows were paid on another website: a payment of the row's player held there (MatchLine.heldElsewhere) near
 * the request. Of the row's amount and kind, booked from the start of its window to `nearMinutes` after the request
 * (a line with only a date: on the request's day), naming the player well enough or showing the player's number,
 * nothing on it against the row. The player may have asked both websites and paid once: such a row is backed only by
 * its reference or a line near the request (reconcile.ts), never by a later line of its name nor by time, which would
 * be another payment. The held lines are read by slot: those with a time in time order, those with only a date by day.
 */
export class PaidElsewhere {
  private readonly timed = new Map<number, number[]>();
  private readonly dated = new Map<string, number[]>();

  constructor(
    private readonly rows: PreparedRows,
    private readonly lines: PreparedLines,
    private readonly names: NameCache,
    private readonly options: ReconcileOptions,
  ) {
    const add = <K>(map: Map<K, number[]>, key: K, l: number) => {
      const list = map.get(key);
      if (list) list.push(l);
      else map.set(key, [l]);
    };
    for (const l of lines.heldElsewhere) {
      if (lines.timed[l] === 1) add(this.timed, lines.slot[l]!, l);
      else add(this.dated, `${lines.slot[l]!}|${lines.day[l]!}`, l);
    }
    for (const list of this.timed.values()) list.sort((a, b) => lines.sortAt[a]! - lines.sortAt[b]!);
  }

  /** Was row r paid on another website? */
  has(r: number): boolean {
    const { rows, lines } = this;
    const timed = this.timed.get(rows.slot[r]!) ?? [],
      to = windowEnd(rows, r, this.options.nearMinutes);
    for (let k = firstAtOrAfter(timed, lines.sortAt, rows.start[r]!); k < timed.length && lines.sortAt[timed[k]!]! <= to; k++) {
      if (this.paysRow(r, timed[k]!)) return true;
    }
    return (this.dated.get(`${rows.slot[r]!}|${rows.day[r]!}`) ?? []).some((l) => this.paysRow(r, l));
  }

  /** Does held line l name row r's player well enough, or show the player's number, with nothing on it against the row? */
  private paysRow(r: number, l: number): boolean {
    const { rows, lines, names, options } = this;
    rows.work.spend();
    const named = names.ruleScore(rows.player[r]!, lines.name[l]!, options.nameThreshold) >= options.nameThreshold || showsPlayerNumber(rows, r, lines, l);
    return named && contradiction(rows, r, lines, l) === Contradiction.NONE;
  }
}

/**
 * Does line l name exactly (its words in any order) a player the run knows other than row r's (another username, or
 * an unknown one), nothing on the line ruling that player out (another bank, another sender's number: evidence.ts)?
 * The same username written another way (the panel's `R RAMA WIBOWO` here, the bank's `ROBERT RAMA WIBOWO` on a
 * withdrawal) is the same player; a namesake who banks elsewhere did not send it.
 */
export function othersName(rows: PreparedRows, r: number, names: NameCache, lines: PreparedLines, l: number): boolean {
  const bearers = names.playersNamed(lines.name[l]!);
  if (bearers.length === 0) return false;
  const byPlayer = (rows.byPlayer ??= playersRows(rows, names.playerCount));
  const mine = rows.src[r]!.player;
  for (const p of bearers) {
    for (let i = byPlayer.start[p]!; i < byPlayer.start[p + 1]!; i++) {
      rows.work.spend();
      const q = byPlayer.items[i]!;
      const known = q < rows.count ? null : rows.known[q - rows.count]!;
      const player = known ? known.player : rows.src[q]!.player;
      if (player !== '' && player === mine) continue;
      if (known ? !notSentBy(known.bank, known.identity, lines, l) : !notSentBy(rows.bank[q]!, rowIdentity(rows, q), lines, l)) return true;
    }
  }
  return false;
}

/** Of each player, its rows (q) and the times the caller named it (rows.count + k), by player id. */
function playersRows(rows: PreparedRows, playerCount: number): { start: Int32Array; items: Int32Array } {
  const start = new Int32Array(playerCount + 1);
  const playerOf = (i: number) => (i < rows.count ? rows.player[i]! : rows.known[i - rows.count]!.id);
  const total = rows.count + rows.known.length;
  for (let i = 0; i < total; i++) start[playerOf(i) + 1]!++;
  for (let p = 0; p < playerCount; p++) start[p + 1]! += start[p]!;
  const items = new Int32Array(total),
    fill = start.slice(0, playerCount);
  for (let i = 0; i < total; i++) items[fill[playerOf(i)]!++] = i;
  return { start, items };
}

/** Is line l booked no later than `nearMinutes` after row r's request (with a time)? */
function nearRequest(rows: PreparedRows, r: number, lines: PreparedLines, l: number, options: ReconcileOptions): boolean {
  return lines.timed[l] === 1 && lines.sortAt[l]! <= rows.at[r]! + options.nearMinutes * MINUTE;
}

/**
 * A line naming the player without one middle word (NameCache.missingMiddle), however short the word (TRI, NUR), is
 * the player only near the request and when no other player reads it better (docs/reconciliation.md): no player the
 * run knows bears exactly that name ('namesake'), and no request of another player of the line's amount, with the
 * line in its window and nothing against it (evidence.ts), reads it within the threshold (a typo, an initial, a cut
 * of that player's name), approved or not ('close'). Another player who reads it without another middle word is a
 * rival as good, settled as any (rivals.ts). true then; otherwise why not, for the checker (suggest.ts); null when
 * the name is not such a name.
 */
export function missingMiddleAccepted(
  rows: PreparedRows,
  r: number,
  lines: PreparedLines,
  l: number,
  names: NameCache,
  options: ReconcileOptions,
): true | 'far' | 'namesake' | 'close' | null {
  const name = lines.name[l]!;
  if (!names.missingMiddle(rows.player[r]!, name)) return null;
  if (!nearRequest(rows, r, lines, l, options)) return 'far';
  if (names.isSomeonesName(name)) return 'namesake';
  for (const q of readersOf(rows, lines, l, names, options)) if (!samePlayer(rows, q, r)) return 'close';
  return true;
}

/**
 * The requests of line l's amount, with the line in their window and nothing against it (evidence.ts), whose player
 * reads its name within the threshold: a name that close shares a word with it (ruleScore), so only the players of
 * its words are read, each once, and their requests of its slot. Worked out once per line; the index on first need
 * (a run asks for a few dozen lines: the index is made from the players, not the requests).
 */
function readersOf(rows: PreparedRows, lines: PreparedLines, l: number, names: NameCache, options: ReconcileOptions): readonly number[] {
  let found = lines.readers.get(l);
  if (found) return found;
  const index = (rows.byPlayerWord ??= playersByWord(rows, names));
  const slot = lines.slot[l]!,
    name = lines.name[l]!,
    threshold = options.nameThreshold,
    readers: number[] = [];
  for (const word of names.writtenWords(name)) {
    for (let i = index.wordStart[word]!; i < index.wordStart[word + 1]!; i++) {
      const p = index.players[i]!;
      if (index.seen[p] === l) continue;
      index.seen[p] = l;
      let scored = false;
      for (let j = index.rowStart[p]!; j < index.rowStart[p + 1]!; j++) {
        rows.work.spend();
        const q = index.rows[j]!;
        if (rows.slot[q] !== slot || !inWindow(rows, q, lines, l)) continue;
        if (!scored && names.ruleScore(p, name, threshold) < threshold) break;
        scored = true;
        if (evidence(rows, q, lines, l) !== VETO) readers.push(q);
      }
    }
  }
  lines.readers.set(l, (found = readers));
  return found;
}

/** The players of a run's requests by the words of their names, and their requests (readersOf). */
export interface PlayersByWord {
  /** The players with a name writing word w are players[wordStart[w] .. wordStart[w + 1]), each once. */
  wordStart: Int32Array;
  players: Int32Array;
  /** Player p's requests (with a slot) are rows[rowStart[p] .. rowStart[p + 1]), in row order. */
  rowStart: Int32Array;
  rows: Int32Array;
  /** seen[p] === l: player p was read for line l. */
  seen: Int32Array;
}

function playersByWord(rows: PreparedRows, names: NameCache): PlayersByWord {
  const playerCount = names.playerCount,
    wordCount = names.wordCount;
  const rowStart = new Int32Array(playerCount + 1);
  for (let q = 0; q < rows.count; q++) if (rows.slot[q]! >= 0) rowStart[rows.player[q]! + 1]!++;
  for (let p = 0; p < playerCount; p++) rowStart[p + 1]! += rowStart[p]!;
  const playerRows = new Int32Array(rowStart[playerCount]!),
    fill = rowStart.slice(0, playerCount);
  for (let q = 0; q < rows.count; q++) if (rows.slot[q]! >= 0) playerRows[fill[rows.player[q]!]!++] = q;
  // Players with a request only, each once per word (a word of both its names, or written twice).
  const last = new Int32Array(wordCount).fill(-1),
    wordStart = new Int32Array(wordCount + 1);
  const eachWord = (visit: (word: number, p: number) => void) => {
    for (let p = 0; p < playerCount; p++) {
      if (rowStart[p] === rowStart[p + 1]) continue;
      for (let i = names.playerNameStart.items[p]!; i < names.playerNameStart.items[p + 1]!; i++) {
        const n = names.playerNames.items[i]!;
        for (let j = names.wordStart.items[n]!; j < names.wordStart.items[n + 1]!; j++) {
          const word = names.words.items[j]!;
          if (last[word] === p) continue;
          last[word] = p;
          visit(word, p);
        }
      }
    }
  };
  eachWord((word) => wordStart[word + 1]!++);
  for (let w = 0; w < wordCount; w++) wordStart[w + 1]! += wordStart[w]!;
  const players = new Int32Array(wordStart[wordCount]!),
    at = wordStart.slice(0, wordCount);
  last.fill(-1);
  eachWord((word, p) => (players[at[word]!++] = p));
  return { wordStart, players, rowStart, rows: playerRows, seen: new Int32Array(playerCount).fill(-1) };
}

/**
 * Rule 2 candidates of the open rows, booked in the row's window, or only within `nearMinutes` after the request
 * (the first pass: most money arrives within minutes, and a player's requests of other hours stay out of the way).
 * `lineOrder`: the open lines, by slot and time.
 */
export function nameEdges(
  rows: PreparedRows,
  openRows: Int32Array,
  lines: PreparedLines,
  lineOrder: Int32Array,
  open: Uint8Array,
  options: ReconcileOptions,
  names: NameCache,
  nearMinutes: number | null,
): EdgeList {
  return new NamePass(rows, lines, lineOrder, open, options, names, nearMinutes).run(openRows);
}
