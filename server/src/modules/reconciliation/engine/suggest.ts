/**
 * Suggestions for a row left Pending: the lines a checker should look at first, each with the reason the
 * matcher did not approve it (name too different, amount off by a fee, outside the window, used by another
 * ticket, a tie). Never an approval: only words for a person.
 */
import { NON_PLAYER_CHANNELS } from '../../statements/statement-line.ts';
import { Contradiction, contradiction, contradictionText } from './evidence.ts';
import { duration, lineWhen, rupiah } from './explain.ts';
import { MIN_IDENTITY_DIGITS } from './identity.ts';
import type { NameCache } from './name-cache.ts';
import { missingMiddleAccepted } from './name-rule.ts';
import {
  fitsPayment,
  identitiesOf,
  inWindow,
  isNameless,
  minutesApart,
  nameEvidence,
  referenceKey,
  rowIdentity,
  rowReferences,
  TIME_SCALE_MINUTES,
  type PreparedLines,
  type PreparedRows,
} from './prepare.ts';
import type { ReconcileOptions, Suggestion } from './types.ts';

export interface SuggestionContext {
  rows: PreparedRows;
  lines: PreparedLines;
  names: NameCache;
  options: ReconcileOptions;
  /** Line index -> ticket of the row this run matched it to. */
  heldBy: ReadonlyMap<number, string>;
  /** PEND lines whose booked twin stands for them (or the reverse), with that twin. */
  skipped: ReadonlyMap<number, number>;
  /** Payouts that came back, with the line that brought them back. */
  returned: ReadonlyMap<number, number>;
  /** Built on first use, shared by every pending row of the run. */
  index?: LineIndex;
}

const MAX_SUGGESTIONS = 3;
/** Below this a named line is someone else, not worth the checker's time. */
const WORTH_SHOWING = 0.5;

interface LineIndex {
  byKey: Map<string, number[]>;
  byIdentity: Map<string, number[]>;
  byReference: Map<string, number[]>;
  /** Nameless lines by amount. */
  nameless: Map<number, number[]>;
}

function push<K>(map: Map<K, number[]>, key: K, i: number) {
  const list = map.get(key);
  if (list) list.push(i);
  else map.set(key, [i]);
}

function buildIndex(ctx: SuggestionContext): LineIndex {
  const index: LineIndex = { byKey: new Map(), byIdentity: new Map(), byReference: new Map(), nameless: new Map() };
  const { lines } = ctx;
  for (let i = 0; i < lines.count; i++) {
    if (ctx.skipped.has(i) || lines.src[i]!.direction !== ctx.options.direction || NON_PLAYER_CHANNELS.includes(lines.src[i]!.channel)) continue;
    for (const t of new Set(ctx.names.name(lines.name[i]!).tokens)) if (t.length >= 2) push(index.byKey, t.slice(0, 3), i);
    for (const id of identitiesOf(lines, i)) push(index.byIdentity, id.slice(-MIN_IDENTITY_DIGITS), i);
    const reference = referenceKey(lines.src[i]!.reference);
    if (reference !== '') push(index.byReference, reference, i);
    if (isNameless(lines, i)) push(index.nameless, lines.amount[i]!, i);
  }
  return index;
}

/**
 * How far a line's amount may be from a row's to be suggested at all (a transfer fee, or a unique code with the same
 * reference): a row's suggestions are lines of amounts in [amount - tolerance, amount + tolerance], which is all a run
 * for a page's suggestions needs to load of the statements (suggestions-api.ts).
 */
export const amountTolerance = (amountSen: number, options: ReconcileOptions): number => Math.max(options.uniqueCodeMaxSen, feeTolerance(amountSen, options));

/** How far a line's amount may be from a row's for a transfer fee: the larger of feeToleranceSen and 1 %. */
const feeTolerance = (amountSen: number, options: ReconcileOptions): number => Math.max(options.feeToleranceSen, Math.round(amountSen / 100));

export function suggestionsFor(r: number, ctx: SuggestionContext): Suggestion[] {
  const index = (ctx.index ??= buildIndex(ctx));
  const { options, rows, lines } = ctx;
  const bo = rows.src[r]!;
  const identity = rowIdentity(rows, r);
  const amount = bo.amountSen;
  const tolerance = feeTolerance(amount, options);
  const candidates = new Set<number>();
  const refMatches = new Set<number>();
  for (const n of ctx.names.namesOf(rows.player[r]!))
    for (const t of ctx.names.name(n).tokens) if (t.length >= 2) for (const l of index.byKey.get(t.slice(0, 3)) ?? []) candidates.add(l);
  if (identity.length >= MIN_IDENTITY_DIGITS) for (const l of index.byIdentity.get(identity.slice(-MIN_IDENTITY_DIGITS)) ?? []) candidates.add(l);
  for (const ref of rowReferences(bo)) {
    for (const l of index.byReference.get(ref) ?? []) {
      candidates.add(l);
      refMatches.add(l);
    }
  }
  for (const l of index.nameless.get(amount) ?? []) candidates.add(l);

  const found: Suggestion[] = [];
  for (const l of candidates) {
    const line = lines.src[l]!;
    const diff = lines.amount[l]! - amount;
    const byReference = refMatches.has(l);
    if (Math.abs(diff) > (byReference ? amountTolerance(amount, options) : tolerance)) continue;
    const nameless = isNameless(lines, l);
    const evidence = nameless ? { score: 0, byIdentity: false } : nameEvidence(rows, r, lines, l, ctx.names);
    if (!nameless && !byReference && evidence.score < WORTH_SHOWING) continue;
    if (nameless && diff !== 0 && !byReference) continue;

    const reasons: string[] = [];
    const holder = ctx.heldBy.get(l) ?? line.heldBy;
    if (holder !== null && holder !== undefined) reasons.push(`sudah dipakai ticket ${holder}`);
    const back = ctx.returned.get(l);
    if (back !== undefined) reasons.push(`dana kembali (retur ${lineWhen(lines.src[back]!)})`);
    const missingMiddle = nameless ? null : missingMiddleAccepted(rows, r, lines, l, ctx.names, options);
    const against = contradiction(rows, r, lines, l, byReference);
    if (against !== Contradiction.NONE) reasons.push(contradictionText(rows, r, lines, l, against));
    if (diff !== 0) {
      reasons.push(
        byReference && Math.abs(diff) <= options.uniqueCodeMaxSen
          ? `referensi sama, nominal beda ${rupiah(diff)} (kode unik?)`
          : `nominal beda ${rupiah(diff)} (biaya transfer?)`,
      );
    }
    if (byReference) {
      // The reference says who paid: the name does not matter.
    } else if (nameless) {
      const minutes = line.at === null ? null : (line.at - bo.at) / 60_000;
      const close = minutes !== null && minutes >= -options.timeRuleBeforeMinutes && minutes <= options.timeRuleMinutes && fitsPayment(rows, r, lines, l);
      reasons.push(
        close ? `mutasi tanpa nama, bukan satu-satunya kandidat dalam ${options.timeRuleMinutes} menit` : 'mutasi tanpa nama, waktu tidak cukup dekat',
      );
    } else if (evidence.score < 1 && missingMiddle !== null && missingMiddle !== true) {
      reasons.push(
        missingMiddle === 'far'
          ? `nama tanpa nama tengah, mutasi lebih dari ${duration(options.nearMinutes)} setelah request`
          : 'nama tanpa nama tengah, dan itu nama pemain lain',
      );
    } else if (evidence.score < options.greyZone) {
      reasons.push(`nama berbeda (skor ${evidence.score.toFixed(2)})`);
    } else if (evidence.score < options.nameThreshold) {
      reasons.push(`nama mirip (skor ${evidence.score.toFixed(2)}), di bawah ambang ${options.nameThreshold.toFixed(2)}`);
    }
    if (!byReference && !inWindow(rows, r, lines, l)) {
      const minutes = line.at === null ? null : (line.at - bo.at) / 60_000;
      reasons.push(
        minutes === null ? 'di luar jendela waktu' : `di luar jendela waktu (mutasi ${duration(minutes)} ${minutes < 0 ? 'sebelum' : 'sesudah'} request)`,
      );
    }
    if (reasons.length === 0) reasons.push('ambigu: baris BO lain sama cocoknya dengan mutasi ini');

    const closeness = 1 - Math.min(minutesApart(rows, r, lines, l), TIME_SCALE_MINUTES) / TIME_SCALE_MINUTES;
    const likeness = byReference || evidence.byIdentity ? 1 : evidence.score;
    const score = Math.max(
      0,
      likeness * 0.6 + (diff === 0 ? 0.25 : 0.1) + closeness * 0.15 - (holder || back !== undefined || against !== Contradiction.NONE ? 0.3 : 0),
    );
    found.push({ lineId: line.id, score: Math.round(score * 100) / 100, reasons });
  }
  return found.sort((x, y) => y.score - x.score || x.lineId - y.lineId).slice(0, MAX_SUGGESTIONS);
}
