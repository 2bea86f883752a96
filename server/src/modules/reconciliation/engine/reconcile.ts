/**
 * The matcher (docs/design.md section 6): which BO rows are backed by a statement line. Pure and deterministic: the
 * same rows in any order give the same answer. Precision before recall: a row is approved only when one line
 * backs it beyond doubt; everything else stays Pending, with suggestions for the checker.
 *
 * Rules, strongest first, each assigning one-to-one among what the previous left:
 * 1. REFERENCE (reference-rule.ts): the line's reference is one of the row's references, amounts equal.
 * 2. NAME (name-rule.ts): amounts equal, the line names the player (name score >= threshold, or the player's
 *    account number or phone in the line), booked inside the window (from a few minutes before the request to
 *    the end of the next Jakarta day), QRIS requests with QRIS lines and the others with the others. First within
 *    `nearMinutes` after the request, then in the whole window.
 * 3. TIME (time-rule.ts): amounts equal, the line carries no name nor number, and it is the only such line within
 *    minutes after the request, and the request the only one before it.
 * Within a rule, rows and lines that compete are solved by maximum-weight assignment (rivals.ts).
 */
import type { EdgeList } from './edges.ts';
import { EvidenceCodes } from './evidence-codes.ts';
import { lineWhen, NoteBook, type MatchBasis } from './explain.ts';
import { NameCache } from './name-cache.ts';
import { nameEdges, PaidElsewhere } from './name-rule.ts';
import { orderBy, regroup } from './order.ts';
import { MINUTE, paymentSlots, prepareKnownPlayers, prepareLines, prepareRows, type PreparedLines, type PreparedRows } from './prepare.ts';
import { referenceEdges } from './reference-rule.ts';
import { returnedPayouts } from './returns.ts';
import { settleRivals } from './rivals.ts';
import { suggestionsFor, type SuggestionContext } from './suggest.ts';
import { timeEdges } from './time-rule.ts';
import { unlimited, type WorkBudget } from './work-budget.ts';
import { twinsToSkip } from './twins.ts';
import type { FirstOfList, KnownPlayer, Match, MatchBo, MatchLine, MatchRule, PendingRow, ReconcileOptions, ReconcileResult, Suggestion } from './types.ts';

const RULES: readonly MatchRule[] = ['REFERENCE', 'NAME', 'TIME'];
/** The suggestions of a Pending row when none are asked for it. */
const NO_SUGGESTIONS: readonly Suggestion[] = Object.freeze([]);

type Phase = (openRows: Int32Array, openLines: () => Int32Array) => EdgeList;

/** What the run decided for each row, by row index. */
interface Decisions {
  line: Int32Array;
  /** Index in RULES. */
  rule: Uint8Array;
  score: Float64Array;
  byIdentity: Uint8Array;
  contested: Uint8Array;
}

/**
 * `otherPlayers`: the website's other players the caller knows, those without a row in the run: a name without a
 * middle word is not taken when one of them reads it as well (name-rule.ts missingMiddleAccepted), nor a close name
 * that is one of theirs (othersName). `work`: how much pairwise work the run may do before it throws OverBudget
 * (work-budget.ts); unlimited by default.
 */
export function reconcile(
  boRows: readonly MatchBo[],
  statementLines: readonly MatchLine[],
  options: ReconcileOptions,
  otherPlayers: readonly KnownPlayer[] = [],
  work: WorkBudget = unlimited(),
): ReconcileResult {
  const { names, rows, lines, skipped, returns } = prepareRun(boRows, statementLines, options, otherPlayers, work);
  const lineOpen = lines.usable.slice();
  for (const l of skipped.keys()) lineOpen[l] = 0;
  for (const payout of returns.values()) lineOpen[payout] = 0;
  const rowOpen = new Uint8Array(rows.count).fill(1);
  // Rule 2 reads rows and lines by slot and time.
  const slots = paymentSlots(rows, lines);
  const linesBySlot = regroup(orderBy(lines.sortAt), lines.slot, slots);
  const name =
    (nearMinutes: number | null): Phase =>
    (openRows) =>
      nameEdges(rows, openRows, lines, stillOpen(lineOpen, linesBySlot), lineOpen, options, names, nearMinutes);
  const decided: Decisions = {
    line: new Int32Array(rows.count).fill(-1),
    rule: new Uint8Array(rows.count),
    score: new Float64Array(rows.count),
    byIdentity: new Uint8Array(rows.count),
    contested: new Uint8Array(rows.count),
  };
  /** Rows left Pending as a likely double submission: row -> [the approved row of the same player, its line]. */
  const doubles = new Map<number, [number, number]>();

  // The third element: whether the phase looks beyond the request's near window (a row paid on another website
  // takes nothing there: PaidElsewhere).
  const phases: [MatchRule, Phase, boolean][] = [
    ['REFERENCE', (openRows) => referenceEdges(rows, openRows, lines, lineOpen, names, options), false],
    ['NAME', name(options.nearMinutes), false],
    ['NAME', name(null), true],
    ['TIME', (openRows, openLines) => timeEdges(rows, openRows, lines, openLines(), options), true],
  ];
  /** Rows paid on another website (PaidElsewhere), worked out for the rows open when the first phase beyond the near window starts. */
  let paidElsewhere: Uint8Array | null = null;
  for (const [rule, phase, beyondNear] of phases) {
    const openRows = stillOpen(rowOpen);
    if (openRows.length === 0) break;
    if (beyondNear && paidElsewhere === null && lines.heldElsewhere.length > 0) {
      const paid = new PaidElsewhere(rows, lines, names, options);
      paidElsewhere = new Uint8Array(rows.count);
      for (const r of openRows) if (paid.has(r)) paidElsewhere[r] = 1;
    }
    const edges = phase(openRows, () => stillOpen(lineOpen));
    const { pairs, contested, doubles: twice } = settleRivals(edges, rows, lines, options);
    for (let k = 0; k < pairs.length; k++) {
      const e = pairs[k]!,
        r = edges.row[e]!,
        l = edges.line[e]!;
      // It still competed for the line, so that no other row takes it uncontested; it backs nothing here.
      if (paidElsewhere?.[r] === 1) continue;
      decided.line[r] = l;
      decided.rule[r] = RULES.indexOf(rule);
      decided.score[r] = edges.score[e]!;
      decided.byIdentity[r] = edges.byIdentity[e]!;
      rowOpen[r] = 0;
      lineOpen[l] = 0;
    }
    for (const r of contested) if (rowOpen[r] === 1) decided.contested[r] = 1;
    for (let k = 0; k < twice.length; k += 3) if (!doubles.has(twice[k]!)) doubles.set(twice[k]!, [twice[k + 1]!, twice[k + 2]!]);
  }
  const matches = matchesOf(rows, lines, decided);
  const heldBy = new Map<number, string>();
  const wanted = wantedRows(rows, decided.line, options);
  const wantsSuggestions = (r: number) => (wanted === null ? options.suggestions === true : wanted.has(rows.id[r]!));
  if (options.suggestions !== false) for (let r = 0; r < rows.count; r++) if (decided.line[r]! >= 0) heldBy.set(decided.line[r]!, rows.src[r]!.ticket);
  const suggestions: SuggestionContext = { rows, lines, options, names, heldBy, skipped, returned: returnedBy(returns) };
  const pending: PendingRow[] = [];
  for (let r = 0; r < rows.count; r++) {
    if (decided.line[r]! >= 0) continue;
    const double = doubles.get(r);
    pending.push({
      boId: rows.id[r]!,
      ambiguous: decided.contested[r] === 1,
      hint: double && decided.line[double[0]] === double[1] ? doubleHint(rows, lines, double[0], double[1]) : null,
      suggestions: wantsSuggestions(r) ? suggestionsFor(r, suggestions) : NO_SUGGESTIONS,
    });
  }
  const ids = (map: ReadonlyMap<number, number>) => new Map([...map].map(([a, b]) => [lines.id[a]!, lines.id[b]!]));
  return { matches, pending, twins: ids(skipped), returns: ids(returns) };
}

/** What a run reads its rows and lines as: prepared once (prepare.ts), with the PEND twins and returned payouts. */
function prepareRun(
  boRows: readonly MatchBo[],
  statementLines: readonly MatchLine[],
  options: ReconcileOptions,
  otherPlayers: readonly KnownPlayer[],
  work: WorkBudget,
): { names: NameCache; rows: PreparedRows; lines: PreparedLines; skipped: Map<number, number>; returns: Map<number, number> } {
  const names = new NameCache();
  const codes = new EvidenceCodes();
  const rows = prepareRows(boRows, options, names, codes);
  rows.known = prepareKnownPlayers(otherPlayers, names, codes);
  rows.work = work;
  const lines = prepareLines(statementLines, names, codes, options.direction);
  const skipped = lines.anyPending ? twinsToSkip(lines.src, work) : new Map<number, number>();
  const returns = lines.anyOtherDirection ? returnedPayouts(lines.src, work) : new Map<number, number>();
  return { names, rows, lines, skipped, returns };
}

/** Return credit -> payout, turned payout -> the credit that brought it back (SuggestionContext.returned). */
const returnedBy = (returns: ReadonlyMap<number, number>) => new Map([...returns].map(([back, out]) => [out, back]));

/**
 * The suggestions of rows no rule may approve: tickets the panel refused (REJECTED, CANCELLED), which the runs leave
 * out (docs/reconciliation.md, "Panel-refused rows and undo"), for a checker who approves one anyway, confirmed, and should see
 * whether and where the player's money came. Against the lines as a run left them (a line it gave a row carries that
 * row's ticket in heldBy); `reason` stands where a suggestion has no other (a line that would back the row).
 */
export function suggestionsAlone(
  boRows: readonly MatchBo[],
  statementLines: readonly MatchLine[],
  options: ReconcileOptions,
  otherPlayers: readonly KnownPlayer[],
  reason: string,
): PendingRow[] {
  const { names, rows, lines, skipped, returns } = prepareRun(boRows, statementLines, options, otherPlayers, unlimited());
  const ctx: SuggestionContext = { rows, lines, options, names, heldBy: new Map(), skipped, returned: returnedBy(returns), otherwise: reason };
  const pending: PendingRow[] = [];
  for (let r = 0; r < rows.count; r++) pending.push({ boId: rows.id[r]!, ambiguous: false, hint: null, suggestions: suggestionsFor(r, ctx) });
  return pending;
}

/** The ids of the rows whose suggestions are worked out (options.suggestions), or null for all or none. */
function wantedRows(rows: PreparedRows, line: Int32Array, options: ReconcileOptions): ReadonlySet<number> | null {
  const asked = options.suggestions;
  if (asked === true || asked === false) return null;
  if (!('first' in asked)) return new Set(asked);
  const pending = new Set<number>();
  for (let r = 0; r < rows.count; r++) if (line[r]! < 0) pending.add(rows.id[r]!);
  return firstOfLists(asked.first, pending);
}

/** Of each list, the first `limit` ids that are Pending, in the list's order: the rows a run works out (FirstOfList). */
export function firstOfLists(lists: readonly FirstOfList[], pending: ReadonlySet<number>): Set<number> {
  const wanted = new Set<number>();
  for (const { ids, limit } of lists) {
    let taken = 0;
    for (const id of ids) {
      if (taken >= limit) break;
      if (pending.has(id)) {
        wanted.add(id);
        taken++;
      }
    }
  }
  return wanted;
}

/** match_hint of a row whose player's identical request took the money: `Kemungkinan dobel: ticket DP1 sudah disetujui dengan mutasi BCA 14:03`. */
function doubleHint(rows: PreparedRows, lines: PreparedLines, approved: number, l: number): string {
  return `Kemungkinan dobel: ticket ${rows.src[approved]!.ticket} sudah disetujui dengan mutasi ${lines.labels[lines.label[l]!]!} ${lineWhen(lines.src[l]!)}`;
}

/** The indexes still open, in the order of `order` (0, 1, 2... when none is given). */
function stillOpen(open: Uint8Array, order?: Int32Array): Int32Array {
  const n = order ? order.length : open.length;
  let count = 0;
  for (let k = 0; k < n; k++) count += open[order ? order[k]! : k]!;
  const list = new Int32Array(count);
  for (let k = 0, j = 0; k < n; k++) {
    const i = order ? order[k]! : k;
    if (open[i] === 1) list[j++] = i;
  }
  return list;
}

function matchesOf(rows: PreparedRows, lines: PreparedLines, decided: Decisions): Match[] {
  const matches: Match[] = [];
  const notes = new NoteBook();
  // One basis per rule, filled in for each match: the notes book reads it, and most notes are made already.
  const byName: MatchBasis & { rule: 'NAME' } = { rule: 'NAME', score: 0, byIdentity: false };
  const byTime: MatchBasis & { rule: 'TIME' } = { rule: 'TIME', minutes: 0 };
  const basisOf = (r: number, l: number): MatchBasis => {
    switch (RULES[decided.rule[r]!]!) {
      case 'REFERENCE':
        return { rule: 'REFERENCE', reference: lines.src[l]!.reference.trim() };
      case 'NAME':
        byName.score = decided.score[r]!;
        byName.byIdentity = decided.byIdentity[r] === 1;
        return byName;
      case 'TIME':
        byTime.minutes = (lines.sortAt[l]! - rows.at[r]!) / MINUTE;
        return byTime;
    }
  };
  for (let r = 0; r < rows.count; r++) {
    const l = decided.line[r]!;
    if (l < 0) continue;
    const at = lines.timed[l] === 1 ? lines.sortAt[l]! : null;
    const note = notes.note(
      lines.labels[lines.label[l]!]!,
      at,
      at === null ? lines.src[l]!.date : '',
      basisOf(r, l),
      at !== null && lines.day[l] !== rows.day[r],
    );
    matches.push({ boId: rows.id[r]!, lineId: lines.id[l]!, rule: RULES[decided.rule[r]!]!, score: decided.score[r]!, note });
  }
  return matches;
}
