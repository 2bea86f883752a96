/**
 * The matcher's rules written the slow, obvious way (docs/reconciliation.md), to check the fast one against: plain
 * objects and strings, every row against every line, every assignment of a group of rivals tried. It shares with the
 * fast matcher only the pure rules about single names, numbers and lines (names.ts, identity.ts, twins.ts,
 * returns.ts, referenceKey); everything the fast matcher builds for speed (typed columns, interning, grouping by key,
 * binary searches, bounds, the Hungarian algorithm) is done here by brute force. Small inputs only.
 */
import { isWallet } from '../../src/parsing/banks.ts';
import { jakartaDayNumber, jakartaDayStart, jakartaDayStartOf } from '../../src/parsing/datetime.ts';
import { NON_PLAYER_CHANNELS } from '../../src/modules/statements/statement-line.ts';
import { identityKey, lineIdentities, MIN_IDENTITY_DIGITS, sameIdentity, senderKey, showsIdentity } from '../../src/modules/reconciliation/engine/identity.ts';
import { collapseSpaces, nameScore, normaliseName, TRUNCATION_WIDTH, type NormalisedName } from '../../src/modules/reconciliation/engine/names.ts';
import { referenceKey } from '../../src/modules/reconciliation/engine/prepare.ts';
import { bo as request } from './build.ts';
import { returnedPayouts } from '../../src/modules/reconciliation/engine/returns.ts';
import { twinsToSkip } from '../../src/modules/reconciliation/engine/twins.ts';
import type { KnownPlayer, MatchBo, MatchLine, MatchRule, ReconcileOptions } from '../../src/modules/reconciliation/engine/types.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface ReferenceResult {
  matches: { boId: number; lineId: number; rule: MatchRule; score: number }[];
  pending: { boId: number; ambiguous: boolean; hint: string | null }[];
  twins: Map<number, number>;
  returns: Map<number, number>;
}

interface Row {
  bo: MatchBo;
  names: NormalisedName[];
  fullKeys: Set<string>;
  cutKeys: Set<string>;
  identity: string;
}

interface Line {
  line: MatchLine;
  name: NormalisedName;
  /** Its place in time: the booking, or the end of its day. */
  at: number;
  timed: boolean;
  day: number;
  amount: number;
  qris: boolean;
  identities: readonly string[];
}

interface Edge {
  r: number;
  l: number;
  score: number;
  bonus: number;
}

export function referenceReconcile(
  boRows: readonly MatchBo[],
  statementLines: readonly MatchLine[],
  options: ReconcileOptions,
  otherPlayers: readonly KnownPlayer[] = [],
): ReferenceResult {
  const rows: Row[] = [...boRows].sort((a, b) => a.id - b.id).map(toRow);
  const sortedLines = [...statementLines].sort((a, b) => a.id - b.id);
  const lines: Line[] = sortedLines.map(toLine);
  const twins = twinsToSkip(sortedLines);
  const returns = returnedPayouts(sortedLines);
  const returned = new Set(returns.values());
  const lineOpen = lines.map(
    (x, l) =>
      x.line.heldBy === null && x.line.direction === options.direction && !NON_PLAYER_CHANNELS.includes(x.line.channel) && !twins.has(l) && !returned.has(l),
  );
  const rowOpen = rows.map(() => true);
  // Every player the run knows, and their own names: its rows' and the others the caller names.
  const players = [...rows, ...otherPlayers.map(playerRow)];
  const someonesName = new Set(players.flatMap((p) => [...p.fullKeys]));
  /**
   * Is the line's name the very name of another player than the row's (another username, or a player without one),
   * whose bank and number do not rule the line out?
   */
  const othersName = (row: Row, x: Line) =>
    players.some((p) => p.fullKeys.has(x.name.key) && !(p.bo.player !== '' && p.bo.player === row.bo.player) && !sentByAnother(p, x));
  /**
   * Does another player read a line's name better than the row's reads it without a middle word: some player's very
   * name, or a request of another player of the line's amount, with the line in its window and nothing against it,
   * reading it within the threshold?
   */
  const readByAnother = (row: Row, x: Line) =>
    someonesName.has(x.name.key) ||
    rows.some(
      (q) =>
        q !== row &&
        !(q.bo.player !== '' && q.bo.player === row.bo.player) &&
        sameSlot(q, x) &&
        inWindow(q, x, options, null) &&
        // A name that close shares a word with the player's.
        q.names.some((n) => n.tokens.some((t) => x.name.tokens.includes(t))) &&
        ruleScore(q, x.name) >= options.nameThreshold &&
        !contradicts(q, x),
    );
  const decided = rows.map((): { l: number; rule: MatchRule; score: number } | null => null);
  const contested = rows.map(() => false);
  const doubles = new Map<number, [number, number]>();

  const phases: [MatchRule, () => Edge[]][] = [
    ['REFERENCE', () => referenceCandidates(rows, lines, rowOpen, lineOpen, options, (row, x) => nameAllowsReference(row, x, options, othersName))],
    ['NAME', () => nameCandidates(rows, lines, rowOpen, lineOpen, options, readByAnother, othersName, options.nearMinutes)],
    ['NAME', () => nameCandidates(rows, lines, rowOpen, lineOpen, options, readByAnother, othersName, null)],
    ['TIME', () => timeCandidates(rows, lines, rowOpen, lineOpen, options)],
  ];
  // After the first name pass, a row whose player's payment near the request another website holds (the player may
  // have asked both and paid once) still competes for lines but is approved with none.
  let paidElsewhere = rows.map(() => false);
  for (const [index, [rule, candidates]] of phases.entries()) {
    if (!rowOpen.some(Boolean)) break;
    if (index === 2) {
      paidElsewhere = rows.map(
        (row, r) =>
          rowOpen[r]! &&
          lines.some((x) => {
            if (x.line.heldElsewhere !== true || x.line.direction !== options.direction || !sameSlot(row, x)) return false;
            const near = x.timed
              ? x.at >= row.bo.at - options.windowBeforeMinutes * MINUTE && x.at <= row.bo.at + options.nearMinutes * MINUTE
              : x.day === jakartaDayNumber(row.bo.at);
            return near && (ruleScore(row, x.name) >= options.nameThreshold || showsNumber(row, x)) && !contradicts(row, x);
          }),
      );
    }
    const outcome = assignAll(candidates(), rows, lines, options);
    for (const e of outcome.approved) {
      if (paidElsewhere[e.r]) continue;
      decided[e.r] = { l: e.l, rule, score: e.score };
      rowOpen[e.r] = false;
      lineOpen[e.l] = false;
    }
    for (const r of outcome.contested) if (rowOpen[r]) contested[r] = true;
    for (const [r, pair] of outcome.doubles) if (!doubles.has(r)) doubles.set(r, pair);
  }

  const matches = rows.flatMap((row, r) => {
    const d = decided[r];
    return d ? [{ boId: row.bo.id, lineId: lines[d.l]!.line.id, rule: d.rule, score: d.score }] : [];
  });
  const pending = rows.flatMap((row, r) => {
    if (decided[r]) return [];
    const double = doubles.get(r);
    const hint =
      double && decided[double[0]]?.l === double[1]
        ? `Kemungkinan dobel: ticket ${rows[double[0]]!.bo.ticket} sudah disetujui dengan mutasi ${lines[double[1]]!.line.label} ${when(lines[double[1]]!.line)}`
        : null;
    return [{ boId: row.bo.id, ambiguous: contested[r]!, hint }];
  });
  const ids = (map: Map<number, number>) => new Map([...map].map(([a, b]) => [sortedLines[a]!.id, sortedLines[b]!.id]));
  return { matches, pending, twins: ids(twins), returns: ids(returns) };
}

/** A player the caller names, as a row without a request. */
const playerRow = (known: KnownPlayer): Row => toRow(request(0, 0, '', 0, known));

function toRow(bo: MatchBo): Row {
  const texts = [...new Set(bo.names.map(collapseSpaces).filter((t) => t !== ''))];
  const names = texts.map((t) => normaliseName(t)).filter((n) => n.tokens.length > 0);
  const cutKeys = new Set(
    texts
      .filter((t) => t.length > TRUNCATION_WIDTH)
      .map((t) => normaliseName(t.slice(0, TRUNCATION_WIDTH), true).key)
      .filter((k) => k !== ''),
  );
  return { bo, names, fullKeys: new Set(names.map((n) => n.key)), cutKeys, identity: identityKey(bo.accountNumber) };
}

function toLine(line: MatchLine): Line {
  const at = line.at ?? jakartaDayStart(line.date) + DAY - 1;
  return {
    line,
    name: normaliseName(line.name, true),
    at,
    timed: line.at !== null,
    day: jakartaDayNumber(at),
    amount: line.grossSen ?? line.amountSen,
    qris: line.channel === 'QRIS',
    identities: lineIdentities(line.counterpartyAccount, line.description, line.reference, line.channel !== 'QRIS'),
  };
}

/** `14:05` or `27/06`, as the notes write a line. */
const when = (line: MatchLine) =>
  line.at === null ? `${line.date.slice(8, 10)}/${line.date.slice(5, 7)}` : new Date(line.at + 7 * 3_600_000).toISOString().slice(11, 16);

// --- evidence

/** Does the line name the sender's bank, or show the sender's number, and that is not the player's? */
function sentByAnother(row: Row, x: Line): boolean {
  const sender = senderKey(x.line.counterpartyAccount);
  if (sender !== '' && row.identity.length >= MIN_IDENTITY_DIGITS && !sameIdentity(row.identity, sender)) return true;
  return row.bo.playerBank !== '' && x.line.counterpartyBank !== '' && row.bo.playerBank !== x.line.counterpartyBank;
}

function contradicts(row: Row, x: Line, byReference = false): boolean {
  const bo = row.bo,
    line = x.line;
  if (bo.refusedLines.includes(line.id)) return true;
  if (sentByAnother(row, x)) return true;
  if (bo.destinationNumber !== '' && line.accountNumber !== '') return bo.destinationNumber.replace(/^0+/, '') !== line.accountNumber.replace(/^0+/, '');
  if (bo.destinationBank !== '' && line.accountBank !== '') return bo.destinationBank !== line.accountBank;
  // A gateway's payment (no bank account) of another reference than the one written like it the row states.
  const theirs = referenceKey(line.reference);
  const mine = [...bo.references, ...(bo.playerReferences ?? [])].map(referenceKey).filter((k) => k !== '');
  const shape = (k: string) => k.replace(/[0-9]/g, '9').replace(/[A-Za-z]/g, 'A');
  if (line.accountBank === '' && line.accountNumber === '' && theirs !== '' && !mine.includes(theirs) && mine.some((k) => shape(k) === shape(theirs)))
    return true;
  // A gateway's line (no bank account) against a row naming a bank account.
  return !byReference && !bo.qris && line.accountBank === '' && line.accountNumber === '' && bo.destinationBank !== '' && !isWallet(bo.destinationBank);
}

const showsNumber = (row: Row, x: Line) => row.identity.length >= MIN_IDENTITY_DIGITS && showsIdentity(row.identity, x.identities);

function bonus(row: Row, x: Line): number {
  let points = 0;
  if (showsNumber(row, x)) points += 4;
  if (row.bo.playerBank !== '' && row.bo.playerBank === x.line.counterpartyBank) points += 2;
  if (row.bo.destinationNumber !== '' && row.bo.destinationNumber.replace(/^0+/, '') === x.line.accountNumber.replace(/^0+/, '')) points += 2;
  return points;
}

// --- rule 1

function referenceCandidates(
  rows: Row[],
  lines: Line[],
  rowOpen: boolean[],
  lineOpen: boolean[],
  options: ReconcileOptions,
  nameAllows: (row: Row, x: Line) => boolean,
): Edge[] {
  const panel: Edge[] = [];
  const claims: Edge[] = [];
  rows.forEach((row, r) => {
    if (!rowOpen[r]) return;
    const mine = new Set(row.bo.references.map(referenceKey).filter((k) => k !== ''));
    const typed = new Set((row.bo.playerReferences ?? []).map(referenceKey).filter((k) => k !== '' && !mine.has(k)));
    lines.forEach((x, l) => {
      const key = referenceKey(x.line.reference);
      if (!lineOpen[l] || x.amount !== row.bo.amountSen || !(mine.has(key) || typed.has(key)) || contradicts(row, x, true) || !nameAllows(row, x)) return;
      (typed.has(key) && isNameless(x) ? claims : panel).push({ r, l, score: 1, bonus: bonus(row, x) });
    });
  });
  // A player's typed reference on a nameless line: the panel's reference of another row wins it; another player's
  // request it could back by amount and time (not stating the reference of another line of its amount) leaves it to
  // the checker.
  const keys = new Set(lines.filter((x) => referenceKey(x.line.reference) !== '').map((x) => `${x.amount}|${referenceKey(x.line.reference)}`));
  const holds = (e: Edge) => {
    const row = rows[e.r]!,
      x = lines[e.l]!;
    if (panel.some((p) => p.l === e.l) || !inWindow(row, x, options, null)) return false;
    const own = referenceKey(x.line.reference);
    return !rows.some(
      (q) =>
        q !== row &&
        !(row.bo.player !== '' && q.bo.player === row.bo.player) &&
        (x.timed
          ? q.bo.at >= x.at - options.timeRuleMinutes * MINUTE && q.bo.at <= x.at + options.windowBeforeMinutes * MINUTE
          : jakartaDayNumber(q.bo.at) === x.day) &&
        mayBackByTime(q, x) &&
        ![...q.bo.references, ...(q.bo.playerReferences ?? [])].some((ref) => referenceKey(ref) !== own && keys.has(`${q.bo.amountSen}|${referenceKey(ref)}`)),
    );
  };
  return [...panel, ...claims.filter(holds)];
}

const isNameless = (x: Line) => x.name.tokens.length === 0 && x.identities.length === 0;

/** May a nameless line back the row by amount and time: the same payment kind and amount, its wallet or bank the player's, nothing against it. */
function mayBackByTime(row: Row, x: Line): boolean {
  if (row.bo.qris !== x.qris || x.amount !== row.bo.amountSen) return false;
  if (x.line.counterpartyBank !== '' && row.bo.playerBank !== x.line.counterpartyBank) return false;
  return !contradicts(row, x);
}

/**
 * A name on a line carrying the row's reference: none, the player's number, or a name scoring at least greyZone
 * against one of the player's names that is not, short of the player's own, another player's very name.
 */
function nameAllowsReference(row: Row, x: Line, options: ReconcileOptions, othersName: (row: Row, x: Line) => boolean): boolean {
  if (x.name.tokens.length === 0 || row.fullKeys.has(x.name.key) || showsNumber(row, x)) return true;
  const score = Math.max(0, ...row.names.map((n) => nameScore(n, x.name)));
  return score >= 1 || (score >= options.greyZone && !othersName(row, x));
}

// --- rule 2

const hasRepeats = (n: NormalisedName) => new Set(n.tokens).size < n.tokens.length;

/** At most one word of each not in the other, and at least one word in both (a one-word name with a typo is not close). */
function oneWordApart(a: NormalisedName, b: NormalisedName): boolean {
  const rest = [...b.tokens];
  let onlyA = 0;
  for (const w of a.tokens) {
    const i = rest.indexOf(w);
    if (i >= 0) rest.splice(i, 1);
    else onlyA++;
  }
  return onlyA <= 1 && rest.length <= 1 && onlyA < a.tokens.length;
}

/** The name score rule 2 reads (docs/reconciliation.md, "Which names rule 2 scores"). */
function ruleScore(row: Row, name: NormalisedName): number {
  if (name.tokens.length === 0) return 0;
  if (row.fullKeys.has(name.key)) return 1;
  const best = Math.max(0, ...row.names.map((n) => nameScore(n, name)));
  if (row.cutKeys.has(name.key) || name.maybeTruncated || hasRepeats(name) || row.names.some(hasRepeats)) return best;
  return row.names.some((n) => oneWordApart(n, name)) ? best : 0;
}

/** One of the player's names and the line's differ by one middle word (of the longer), either way round, at least two words left. */
function missingMiddle(row: Row, name: NormalisedName): boolean {
  const middleOf = (long: NormalisedName, short: NormalisedName) => {
    if (short.tokens.length < 2 || long.tokens.length !== short.tokens.length + 1) return false;
    const missing = long.tokens.map((t, i) => (short.tokens.includes(t) ? -1 : i)).filter((i) => i >= 0);
    return missing.length === 1 && missing[0]! > 0 && missing[0]! < long.tokens.length - 1;
  };
  if (hasRepeats(name)) return false;
  return row.names.some((n) => !hasRepeats(n) && (middleOf(n, name) || middleOf(name, n)));
}

function inWindow(row: Row, x: Line, options: ReconcileOptions, nearMinutes: number | null): boolean {
  const at = row.bo.at;
  if (!x.timed) return nearMinutes === null && x.day >= jakartaDayNumber(at) && x.day <= jakartaDayNumber(at) + 1;
  const end = nearMinutes === null ? jakartaDayStartOf(at) + 2 * DAY - 1 : at + nearMinutes * MINUTE;
  return x.at >= at - options.windowBeforeMinutes * MINUTE && x.at <= end;
}

const sameSlot = (row: Row, x: Line) => x.amount === row.bo.amountSen && x.qris === row.bo.qris;

function nameCandidates(
  rows: Row[],
  lines: Line[],
  rowOpen: boolean[],
  lineOpen: boolean[],
  options: ReconcileOptions,
  readByAnother: (row: Row, x: Line) => boolean,
  othersName: (row: Row, x: Line) => boolean,
  nearMinutes: number | null,
): Edge[] {
  const edges: Edge[] = [];
  const threshold = options.nameThreshold;
  // Which lines a row looks at beyond exact names goes by how rare its words are among the open lines of the pass.
  const passLines = lines.map((_, l) => l).filter((l) => lineOpen[l]);
  const words = (n: NormalisedName) => [...new Set(n.tokens.filter((t) => t.length >= 2))];
  const starts = (n: NormalisedName) => [...new Set(words(n).map((t) => t.slice(0, 3)))];
  // Word starts find lines whose name the bank may have cut (any other close name shares a word).
  const cutStarts = (n: NormalisedName) => (n.maybeTruncated ? starts(n) : []);
  /**
   * The two of a name's words (or starts) on the fewest of the row's stretch of lines (`theirs` reads a line's), the
   * first written of equals, leaving out those no line of the stretch has.
   */
  const rarest = (list: string[], stretch: number[], theirs: (n: NormalisedName) => string[]) =>
    list
      .map((w, i) => ({ w, i, size: stretch.filter((l) => theirs(lines[l]!.name).includes(w)).length }))
      .filter((x) => x.size > 0)
      .sort((a, b) => a.size - b.size || a.i - b.i)
      .slice(0, 2)
      .map((x) => x.w);
  rows.forEach((row, r) => {
    if (!rowOpen[r]) return;
    const weigh = (l: number, window = nearMinutes): Edge | null => {
      const x = lines[l]!;
      if (!inWindow(row, x, options, window)) return null;
      let score = ruleScore(row, x.name);
      if (score < 1 && showsNumber(row, x)) score = 1;
      const near = x.timed && x.at <= row.bo.at + options.nearMinutes * MINUTE;
      if (score < 1 && missingMiddle(row, x.name)) score = near && !readByAnother(row, x) ? Math.max(score, threshold) : 0;
      // Another player's very name is that player's money, however close to this player's.
      if (score < 1 && othersName(row, x)) score = 0;
      if (score < threshold || contradicts(row, x)) return null;
      return { r, l, score, bonus: bonus(row, x) };
    };
    const last = nearMinutes === null ? jakartaDayStartOf(row.bo.at) + 2 * DAY - 1 : row.bo.at + nearMinutes * MINUTE;
    const slot = passLines.filter((l) => sameSlot(row, lines[l]!));
    const stretch = slot.filter((l) => lines[l]!.at >= row.bo.at - options.windowBeforeMinutes * MINUTE && lines[l]!.at <= last);
    const seen = new Set<number>();
    const weighAll = (found: number[]) => {
      const made = found
        .filter((l) => !seen.has(l))
        .map((l) => (seen.add(l), weigh(l)))
        .filter((e): e is Edge => e !== null);
      edges.push(...made);
      return made.length;
    };
    const numbers = () => weighAll(slot.filter((l) => showsNumber(row, lines[l]!)));
    const namesPlayer = (l: number) => row.fullKeys.has(lines[l]!.name.key) || row.cutKeys.has(lines[l]!.name.key);
    const exact = weighAll(stretch.filter(namesPlayer));
    // Every line of an exact key in the stretch is looked at, in its window or not.
    for (const l of stretch) if (namesPlayer(l)) seen.add(l);
    // In the first pass, a line naming the player exactly later in the whole window is waited for.
    const exactLater = nearMinutes !== null && slot.some((l) => namesPlayer(l) && weigh(l, null) !== null);
    if (exact > 0 || exactLater || !slot.some((l) => lines[l]!.name.tokens.length > 0)) {
      numbers();
      return;
    }
    // No line names the player exactly: lines sharing one of the two rarest words of each of its names, then, when
    // those and its number find nothing, one of the two rarest word starts.
    const sharing = (mine: (n: NormalisedName) => string[], theirs: (n: NormalisedName) => string[]) => {
      const wanted = new Set(row.names.flatMap((n) => rarest(mine(n), stretch, theirs)));
      return stretch.filter((l) => theirs(lines[l]!.name).some((w) => wanted.has(w)));
    };
    if (weighAll(sharing(words, words)) + numbers() === 0 && nearMinutes === null) weighAll(sharing(starts, cutStarts));
  });
  return edges;
}

// --- rule 3

function timeCandidates(rows: Row[], lines: Line[], rowOpen: boolean[], lineOpen: boolean[], options: ReconcileOptions): Edge[] {
  // A line another website holds counts as a rival of the open ones, and backs nothing.
  const elsewhere = (l: number) => lines[l]!.line.heldElsewhere === true && lines[l]!.line.direction === options.direction;
  const nameless = (l: number) => (lineOpen[l] || elsewhere(l)) && lines[l]!.timed && isNameless(lines[l]!);
  const fits = (r: number, l: number) => mayBackByTime(rows[r]!, lines[l]!);
  const before = options.timeRuleBeforeMinutes * MINUTE,
    after = options.timeRuleMinutes * MINUTE;
  const edges: Edge[] = [];
  rows.forEach((row, r) => {
    if (!rowOpen[r]) return;
    const mine = lines.map((_, l) => l).filter((l) => nameless(l) && fits(r, l) && lines[l]!.at >= row.bo.at - before && lines[l]!.at <= row.bo.at + after);
    if (mine.length !== 1 || !lineOpen[mine[0]!]) return;
    const l = mine[0]!,
      at = lines[l]!.at;
    const rivals = rows.map((_, k) => k).filter((k) => rowOpen[k] && fits(k, l) && rows[k]!.bo.at >= at - after && rows[k]!.bo.at <= at + before);
    // Requests of the row's own player are one claim (a double submission); anyone else's makes the line anyone's.
    const player = row.bo.player;
    if (rivals.includes(r) && rivals.every((k) => k === r || (player !== '' && rows[k]!.bo.player === player))) edges.push({ r, l, score: 0.5, bonus: 0 });
  });
  return edges;
}

// --- one-to-one

interface Outcome {
  approved: Edge[];
  contested: number[];
  doubles: Map<number, [number, number]>;
}

function assignAll(all: Edge[], rows: Row[], lines: Line[], options: ReconcileOptions): Outcome {
  // One edge per pair, the heaviest.
  const byPair = new Map<string, Edge>();
  for (const e of all) {
    const key = `${e.r}|${e.l}`,
      seen = byPair.get(key);
    if (!seen || primaryOf(e) > primaryOf(seen)) byPair.set(key, e);
  }
  const edges = [...byPair.values()];
  const outcome: Outcome = { approved: [], contested: [], doubles: new Map() };
  // Groups of rivals: from each row, everything its lines reach, and so on.
  const seenRows = new Set<number>();
  for (const start of [...new Set(edges.map((e) => e.r))].sort((a, b) => a - b)) {
    if (seenRows.has(start)) continue;
    const groupRows = new Set([start]),
      groupLines = new Set<number>();
    for (let grew = true; grew;) {
      grew = false;
      for (const e of edges) {
        if (groupRows.has(e.r) && !groupLines.has(e.l)) {
          groupLines.add(e.l);
          grew = true;
        }
        if (groupLines.has(e.l) && !groupRows.has(e.r)) {
          groupRows.add(e.r);
          grew = true;
        }
      }
    }
    for (const r of groupRows) seenRows.add(r);
    const group = edges.filter((e) => groupRows.has(e.r));
    solveGroup(
      group,
      [...groupRows].sort((a, b) => a - b),
      [...groupLines].sort((a, b) => a - b),
      rows,
      lines,
      options,
      outcome,
    );
  }
  return outcome;
}

// A close name weighs the same however close (rivals.ts nameWeight): no evidence of whose money it is.
const primaryOf = (e: Edge) => 1000 + (e.score >= 1 ? 100 : 90) + e.bonus;

function minutesApart(row: Row, x: Line): number {
  // A line with only a date: a day further for each day between its date and the request's.
  if (!x.timed) return 2880 / 2 + Math.abs(x.day - jakartaDayNumber(row.bo.at)) * 1440;
  const delta = (x.at - row.bo.at) / MINUTE;
  return delta >= 0 ? delta : -3 * delta;
}

/** Every assignment of the group (row i takes column a[i], -1 none), rows in order, each trying its columns in order before none. */
function* assignments(height: number, width: number, allowed: (i: number, c: number) => boolean): Generator<number[]> {
  const current = new Array<number>(height).fill(-1);
  const used = new Array<boolean>(width).fill(false);
  function* from(i: number): Generator<number[]> {
    if (i === height) {
      yield [...current];
      return;
    }
    for (let c = 0; c < width; c++) {
      if (used[c] || !allowed(i, c)) continue;
      used[c] = true;
      current[i] = c;
      yield* from(i + 1);
      used[c] = false;
    }
    current[i] = -1;
    yield* from(i + 1);
  }
  yield* from(0);
}

function solveGroup(group: Edge[], rowIds: number[], lineIds: number[], rows: Row[], lines: Line[], options: ReconcileOptions, out: Outcome): void {
  if (rowIds.length > 60 || lineIds.length > 60) {
    out.contested.push(...rowIds);
    return;
  }
  const h = rowIds.length,
    w = lineIds.length;
  const edge = (i: number, c: number) => group.find((e) => e.r === rowIds[i] && e.l === lineIds[c]);
  const primary = (i: number, c: number) => {
    const e = edge(i, c);
    return e ? primaryOf(e) : 0;
  };
  const full = (i: number, c: number) => {
    const p = primary(i, c);
    return p === 0 ? 0 : p + (1 - Math.min(minutesApart(rows[rowIds[i]!]!, lines[lineIds[c]!]!), 2880) / 2880) / 61;
  };
  const total = (a: number[], weight: (i: number, c: number) => number) => a.reduce((sum, c, i) => sum + (c >= 0 ? weight(i, c) : 0), 0);
  const all = [...assignments(h, w, (i, c) => primary(i, c) > 0)];
  // The best: the most matches, the best names and evidence, then the closest times; of equals, the first found.
  let best = all[0]!;
  for (const a of all) if (total(a, full) > total(best, full) + 1e-9) best = a;
  const bestPrimary = total(best, primary);
  const player = (i: number) => rows[rowIds[i]!]!.bo.player;
  const samePlayer = (i: number, k: number) => i === k || (player(i) !== '' && player(i) === player(k));
  // A line is its row's player's when no assignment as good on names and evidence gives it to another player.
  const approved = best.map((c, i) => {
    if (c < 0) return -1;
    const toOther = all.some((a) => Math.abs(total(a, primary) - bestPrimary) < 1e-9 && a.some((cc, k) => cc === c && !samePlayer(k, i)));
    return toOther ? -1 : c;
  });
  // One player's identical requests: the earliest that fits a line as well takes it, unless clearly farther.
  for (let i = 0; i < h; i++) {
    const c = approved[i]!;
    if (c < 0) continue;
    const at = (k: number) => rows[rowIds[k]!]!.bo.at;
    const apart = (k: number) => minutesApart(rows[rowIds[k]!]!, lines[lineIds[c]!]!);
    const earlier = [...Array(h).keys()].filter(
      (k) =>
        approved[k]! < 0 &&
        primary(k, c) === primary(i, c) &&
        samePlayer(k, i) &&
        at(k) < at(i) &&
        // A double submission (the two requests this close): the earlier, however close the later.
        (at(i) - at(k) <= options.doubleSubmissionMinutes * MINUTE || apart(k) - apart(i) < options.tieGapMinutes),
    );
    if (earlier.length === 0) continue;
    const first = earlier.reduce((a, b) => (at(b) < at(a) ? b : a));
    approved[first] = c;
    approved[i] = -1;
  }
  for (let i = 0; i < h; i++) {
    if (approved[i]! >= 0) {
      out.approved.push(edge(i, approved[i]!)!);
      continue;
    }
    const k = [...Array(h).keys()].find((k) => approved[k]! >= 0 && primary(i, approved[k]!) > 0 && samePlayer(k, i));
    if (k !== undefined) out.doubles.set(rowIds[i]!, [rowIds[k]!, lineIds[approved[k]!]!]);
    else out.contested.push(rowIds[i]!);
  }
}
