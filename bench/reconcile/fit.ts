/**
 * How well a statement line fits a BO ticket, as a careful checker reads the two, by the reconciliation rules
 * (docs/reconciliation.md): the bench's own reading, written without the
 * matcher's code so that the truth does not inherit its assumptions.
 *
 * Grades, strongest first: REF (the line's reference is one of the row's), NUMBER (the line shows the player's account
 * number or phone), NAME_EXACT (the player's name: any word order, titles dropped, or BCA's 18-character cut of it in
 * order), NAME_VARIANT (one typo per word, an initial, an old spelling), NAME_MIDDLE (a missing middle name, within two
 * hours after the request, when no other player has exactly the line's name; GREY on a file without times), TIME (a line with neither name nor
 * number: a nameless QRIS payment, or a wallet company's top-up for a player of that wallet, from 10 minutes before to
 * 15 minutes after the request, on a file that shows the time). GREY: a name the rules leave open (a cut that fell on
 * a space, a cut of the name written family name first): approving it with that line is not wrong, leaving it is not.
 *
 * Vetoes (no fit at all): the line shows an account number or phone and the player's is another; the line names the
 * sender's bank or wallet and the player's is another; the line was booked on another of the operator's accounts than
 * the one the BO row names; the amounts differ; the line is out of the window.
 */
import { DAY, HOUR, MINUTE } from './clock.ts';
import { OLD_SPELLINGS } from './names.ts';
import type { Account, GeneratedLine, Player, Side, Ticket } from './model.ts';
import { momentOf, sideOf } from './model.ts';

export const GRADE = { GREY: 0.5, TIME: 1, NAME_MIDDLE: 2, NAME_VARIANT: 3, NAME_EXACT: 4, NUMBER: 5, REF: 6 } as const;
export type Grade = (typeof GRADE)[keyof typeof GRADE];
export const ruleOfGrade = (g: Grade) => (g === GRADE.REF ? 'REFERENCE' : g === GRADE.TIME ? 'TIME' : 'NAME');

const TITLES = new Set(['SDR', 'SDRI', 'SDRA', 'BPK', 'BAPAK', 'IBU', 'H', 'HJ', 'DR', 'IR', 'MR', 'MRS', 'MS', 'DRS']);

export function words(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '' && !TITLES.has(w));
}

/** Modern spelling of a word (OE->U, DJ->J, TJ->C, SJ->SY, CH->KH, old J->Y). */
function modern(word: string): string {
  return word.replace(/DJ/g, '#').replace(/TJ/g, 'C').replace(/SJ/g, 'SY').replace(/J/g, 'Y').replace(/#/g, 'J').replace(/OE/g, 'U').replace(/CH/g, 'KH');
}
const OLD = new Map(
  OLD_SPELLINGS.flatMap(
    ([o, m]) =>
      [
        [o, m],
        [m, m],
      ] as const,
  ),
);

function levenshtein(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** 2: the same word; 1: the same name written otherwise (old spelling, one typo, an initial); 0: another word. */
export function wordFit(a: string, b: string, allowInitial = true): 0 | 1 | 2 {
  if (a === b) return 2;
  if ((OLD.get(a) ?? modern(a)) === (OLD.get(b) ?? modern(b)) || modern(a) === b || a === modern(b)) return 1;
  if (allowInitial && ((a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b)))) return 1;
  if (Math.min(a.length, b.length) >= 3 && Math.max(a.length, b.length) >= 4 && a[0] === b[0]) {
    const limit = Math.max(a.length, b.length) >= 8 ? 2 : 1;
    if (levenshtein(a, b, limit) <= limit) return 1;
  }
  return 0;
}

/** Best pairing of two word lists of the same length, in any order: 2 all the same, 1 all alike, 0 not. */
function pairAll(a: readonly string[], b: readonly string[]): 0 | 1 | 2 {
  if (a.length !== b.length || a.length === 0) return 0;
  let best: 0 | 1 | 2 = 0;
  const used = new Array<boolean>(b.length).fill(false);
  const walk = (i: number, worst: 1 | 2) => {
    if (best === 2) return;
    if (i === a.length) {
      if (worst > best) best = worst;
      return;
    }
    for (let j = 0; j < b.length; j++) {
      if (used[j]) continue;
      const f = wordFit(a[i]!, b[j]!);
      if (f === 0) continue;
      used[j] = true;
      walk(i + 1, f < worst ? f : worst);
      used[j] = false;
    }
  };
  walk(0, 2);
  return best;
}

/** The line's words as the in-order start of the panel's, the last one cut: 2 exactly, 1 with a variant word, 0 not. */
function inOrderCut(line: readonly string[], panel: readonly string[]): 0 | 1 | 2 {
  if (line.length === 0 || line.length > panel.length) return 0;
  let worst: 1 | 2 = 2;
  for (let i = 0; i < line.length; i++) {
    const l = line[i]!;
    const p = panel[i]!;
    if (i === line.length - 1) {
      if (p.startsWith(l)) continue;
      // The cut word with a typo in it: one edit away from a start of the word.
      const alike = l.length >= 3 && l[0] === p[0] && [l.length - 1, l.length, l.length + 1].some((k) => levenshtein(l, p.slice(0, k), 1) <= 1);
      if (!alike) return 0;
      worst = 1;
      continue;
    }
    const f = wordFit(l, p);
    if (f === 0) return 0;
    if (f < worst) worst = f;
  }
  return worst;
}

export type NameFit = 'exact' | 'variant' | 'middle' | 'grey' | null;

/**
 * How the name a line shows fits the name the player gave the panel. `bca`: the line is BCA's, whose 18-character
 * name field may have cut the name.
 */
export function nameFit(shown: string, panel: string, bca: boolean): NameFit {
  const l = words(shown);
  const p = words(panel);
  if (l.length === 0 || p.length === 0) return null;
  const all = pairAll(l, p);
  if (all === 2) return 'exact';
  // A one-word name with a typo is as likely another name (SUMARNI, SUMARMI): the matcher leaves it to the checker.
  if (all === 1 && l.length === 1) return null;
  if (all === 1) return 'variant';
  const cut = bca && shown.length === 18;
  if (cut) {
    const inOrder = inOrderCut(l, p);
    if (inOrder === 2) return 'exact';
    if (inOrder === 1) return 'variant';
  }
  // A missing middle name, either way round: the longer name without one of its middle words is the shorter one, in
  // any word order (KURNIAWAN HARYANTO for HARYANTO ANGGA KURNIAWAN), at least two words left.
  const [short, long] = l.length < p.length ? [l, p] : [p, l];
  const sameWords = (a: readonly string[], b: readonly string[]) => [...a].sort().join(' ') === [...b].sort().join(' ');
  if (short.length >= 2 && long.length === short.length + 1 && long.some((_, i) => i > 0 && i < long.length - 1 && sameWords(short, long.toSpliced(i, 1))))
    return 'middle';
  if (cut) {
    // A cut of the name written in another word order: the rules take only the in-order start as a cut.
    const rest = [...p];
    for (const w of l.slice(0, -1)) {
      const i = rest.indexOf(w);
      if (i < 0) return null;
      rest.splice(i, 1);
    }
    const last = l[l.length - 1]!;
    if (rest.some((w) => w.startsWith(last) && w !== last)) return 'grey';
    // A middle name the panel lacks, then the cut: `MUHAMMAD RIZKY SUP` for `MUHAMMAD SUPRIYADI`.
    if (l.length === 3 && p.length === 2 && inOrderCut([l[0]!, l[2]!], p) === 2) return 'grey';
    // Cut one or two letters into a word the player mistyped: too little left to tell.
    return last.length <= 2 && l.length <= p.length && inOrderCut(l.slice(0, -1), p) > 0 ? 'grey' : null;
  }
  // BCA's field ended on a space (17 characters left): some of the name's words, the others possibly cut away.
  if (bca && shown.length === 17 && l.length < p.length) {
    const rest = [...p];
    for (const w of l) {
      const i = rest.indexOf(w);
      if (i < 0) return null;
      rest.splice(i, 1);
    }
    return 'grey';
  }
  return null;
}

/** What truth.ts needs to know about a ticket to grade lines for it. */
export interface TicketFacts {
  ticket: Ticket;
  side: Side;
  at: number;
  player: Player;
  refs: readonly string[];
  /** Of `refs`, those only the player typed (Player Ref, Player Own Ref): the player's word only. */
  typedRefs: readonly string[];
  /** The account the BO row names. */
  corporate: Account;
  qris: boolean;
  /** The payment's own reference when the row carries one (QRIS RRN, Auto TX id); ''. */
  gatewayRef: string;
}

export function ticketFacts(t: Ticket, player: Player, corporate: Account): TicketFacts {
  const panelRefs = 'reqAt' in t ? [t.boRef, t.ticket] : [t.refCode, t.ownRefCode, t.ticket];
  const typedRefs = 'reqAt' in t ? [t.playerRef, t.playerOwnRef].filter((x) => x !== '' && !panelRefs.includes(x)) : [];
  const gateway = corporate.bank === 'QRIS' || corporate.bank === 'AUTOTX';
  const gatewayRef = 'boRef' in t && gateway && !t.boRef.startsWith('NXR') ? t.boRef : '';
  return {
    ticket: t,
    side: sideOf(t),
    at: momentOf(t),
    player,
    refs: [...panelRefs, ...typedRefs].filter((r) => r !== ''),
    typedRefs,
    corporate,
    qris: 'paymentType' in t && t.paymentType === 'QRIS',
    gatewayRef,
  };
}

const dayStart = (wall: number) => Math.floor(wall / DAY) * DAY;

/** A number the line shows agrees with the player's: the account number, the phone, or a wallet VA ending with it. */
function numberAgrees(shown: string, p: Player): boolean {
  if (shown === p.accountNo || shown === p.phone) return true;
  const bare = p.phone.replace(/^0/, '');
  return shown.length > bare.length && shown.endsWith(bare);
}

export interface FitContext {
  accounts: ReadonlyMap<string, Account>;
  /**
   * The players of each website by name (words sorted): a missing middle name counts only when nobody has the line's
   * name, and a close name not when another player has it (and banks where the line says).
   */
  playerNames: ReadonlyMap<string, ReadonlyMap<string, readonly Player[]>>;
  /**
   * Could another player's request be the payer of a line without a name (truth.ts claimRival)? A reference only the
   * player typed does not give the player such a line then: nothing on it tells whose it is.
   */
  claimRival: (t: TicketFacts, line: GeneratedLine) => boolean;
}

/** Why a line does not fit a ticket (for the reasons of the truth); null when it fits. */
export type Misfit =
  | 'other-account'
  | 'other-bank'
  | 'other-number'
  | 'other-reference'
  | 'reference-name'
  | 'window'
  | 'no-time'
  | 'name'
  | 'others-name'
  | 'middle-late'
  | 'kind';

export interface Fit {
  grade: Grade | null;
  misfit: Misfit | null;
}

const none = (misfit: Misfit): Fit => ({ grade: null, misfit });

/**
 * How the name a line shows reads as ticket `t`'s player's (`fit`, and the players bearing that very name), or why it
 * does not: 'name' when it is not that player's name at all, 'others-name' when it is close but another player's very
 * name (RIZKI and RIZKY are two people), unless the line names a bank that player does not bank with.
 */
function playerName(
  t: TicketFacts,
  line: GeneratedLine,
  account: Account,
  ctx: FitContext,
): { misfit: 'name' | 'others-name' } | { fit: Exclude<NameFit, null>; bearers: readonly Player[] } {
  const fit = nameFit(line.shownName, t.player.fullName, account.bank === 'BCA');
  if (fit === null) return { misfit: 'name' };
  const bearers = ctx.playerNames.get(t.player.website)?.get(words(line.shownName).sort().join(' ')) ?? [];
  if (fit !== 'exact' && bearers.some((o) => o.username !== t.player.username && (line.shownBank === '' || line.shownBank === o.bank)))
    return { misfit: 'others-name' };
  return { fit, bearers };
}

/** How `line` fits ticket `t` (same website, side and amount already checked by the caller). */
export function fit(t: TicketFacts, line: GeneratedLine, ctx: FitContext): Fit {
  const account = ctx.accounts.get(line.account)!;
  if (line.lineKind !== 'PLAYER' || line.returnedBy !== null) return none('kind');
  if (t.qris !== (account.bank === 'QRIS')) return none('kind');
  const end = dayStart(t.at) + 2 * DAY;
  const nameless = line.shownName === '' && line.shownAccount === '';
  // A reference only the player typed, on a line naming nobody: the player's word, when the line is in the row's
  // window and no other player could have paid it; else the line is weighed as if it carried no reference.
  const claim = t.typedRefs.includes(line.reference) && nameless;
  const claimHolds = () => line.at >= t.at - HOUR && line.at < end && !ctx.claimRival(t, line);
  if (t.refs.includes(line.reference) && (!claim || claimHolds())) {
    if (Math.abs(line.at - t.at) > 2 * DAY) return none('window');
    // A reference the player typed is the player's word only (a receipt's reference may be copied): a line naming
    // someone else, or another player exactly, is that person's money.
    return line.shownName === '' || (line.shownAccount !== '' && numberAgrees(line.shownAccount, t.player)) || !('misfit' in playerName(t, line, account, ctx))
      ? { grade: GRADE.REF, misfit: null }
      : none('reference-name');
  }
  // The row names its payment (the QRIS RRN, the Auto TX id): a gateway line with another reference is another payment.
  if (t.gatewayRef !== '' && line.reference !== '' && line.reference !== t.gatewayRef) return none('other-reference');
  if (line.account !== t.corporate.id) return none('other-account');
  if (line.shownAccount !== '' && !numberAgrees(line.shownAccount, t.player)) return none('other-number');
  if (line.shownBank !== '' && line.shownBank !== t.player.bank) return none('other-bank');
  /**
   * In the window: from an hour before the request to the end of the next Jakarta day. A file without times shows only
   * the day: a line of the request's day or the next is in; a line of the day before may be the last hour of it or
   * not (GREY).
   */
  const inWindow = (beforeMs: number, endAt: number): 'in' | 'grey' | 'out' => {
    if (line.timeShown) return line.at >= t.at - beforeMs && line.at < endAt ? 'in' : 'out';
    const day = dayStart(line.at);
    if (day >= endAt) return 'out';
    if (day >= dayStart(t.at)) return 'in';
    return day >= dayStart(t.at - beforeMs) ? 'grey' : 'out';
  };
  const graded = (w: 'in' | 'grey' | 'out', grade: Grade): Fit => (w === 'out' ? none('window') : { grade: w === 'grey' ? GRADE.GREY : grade, misfit: null });
  if (line.shownAccount !== '') return graded(inWindow(HOUR, end), GRADE.NUMBER);
  if (line.shownName !== '') {
    const named = playerName(t, line, account, ctx);
    if ('misfit' in named) return none(named.misfit);
    const { fit: f, bearers } = named;
    if (f === 'middle') {
      if (bearers.length > 0) return none('name');
      // Within two hours after the request: a line without a time cannot show that, nor that it is later (GREY).
      if (!line.timeShown) return inWindow(HOUR, end) === 'out' ? none('window') : { grade: GRADE.GREY, misfit: null };
      return inWindow(HOUR, t.at + 2 * HOUR) === 'in' ? { grade: GRADE.NAME_MIDDLE, misfit: null } : none('middle-late');
    }
    return graded(inWindow(HOUR, end), f === 'exact' ? GRADE.NAME_EXACT : f === 'variant' ? GRADE.NAME_VARIANT : GRADE.GREY);
  }
  // Neither name nor number: a nameless QRIS payment, or a wallet's top-up (its bank checked above); time only.
  if (account.bank !== 'QRIS' && line.shownBank === '') return none('name');
  if (!line.timeShown) return none('no-time');
  return line.at >= t.at - 10 * MINUTE && line.at <= t.at + 15 * MINUTE ? { grade: GRADE.TIME, misfit: null } : none('window');
}
