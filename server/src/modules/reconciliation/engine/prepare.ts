/**
 * The matcher's view of rows and lines: one typed array per field, indexed by position in id order, with names,
 * windows, days and numbers worked out once per run in one pass over the input. No object per row or line and no
 * string in the rules' loops: a busy website's run has 100k of each.
 */
import { jakartaDayEnd, jakartaDayNumber, jakartaDayStartOf } from '../../../parsing/datetime.ts';
import { NON_PLAYER_CHANNELS } from '../../statements/statement-line.ts';
import { CODE_COLUMN, type EvidenceCodes } from './evidence-codes.ts';
import { identityKey, lineIdentities, senderKey, MIN_IDENTITY_DIGITS, NO_IDENTITIES, showsIdentity } from './identity.ts';
import type { NameCache } from './name-cache.ts';
import type { PlayersByWord } from './name-rule.ts';
import type { KnownPlayer, MatchBo, MatchLine, ReconcileOptions } from './types.ts';
import { unlimited, type WorkBudget } from './work-budget.ts';

export const MINUTE = 60_000;
const DAY = 86_400_000;
/** Times are ranked over two days: a line two days off gains nothing from being closer. */
export const TIME_SCALE_MINUTES = 2880;
/** References shorter than this (`-`, `0`, `1`) are placeholders, not references. */
const MIN_REFERENCE = 4;

/** A reference as rule 1 compares it (trimmed, upper case), or '' for none, a placeholder or a word. */
export function referenceKey(raw: string): string {
  if (raw === '') return '';
  const key = isKey(raw) ? raw : raw.trim().toUpperCase();
  return key.length >= MIN_REFERENCE && isIdentifier(key) ? key : '';
}

/**
 * Does the text identify one payment: a digit in it, and not one character repeated? Tickets, RRNs and journal
 * numbers do. `DEPO`, `BUDI` or `0000` in a free reference field (the panel's Player Own Ref, a manual statement's
 * Reference column) may be anyone's, and rule 1 approves on the reference alone (docs/reconciliation.md).
 */
function isIdentifier(key: string): boolean {
  let digit = false,
    repeated = true;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c >= 48 && c <= 57) digit = true;
    if (c !== key.charCodeAt(0)) repeated = false;
  }
  return digit && !repeated;
}

/** Is the text a reference key already (most are: digits and capitals, no space around)? */
function isKey(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 32 || (c >= 97 && c <= 122) || c > 126) return false;
  }
  return true;
}

/** A row's references worth comparing, distinct: the panel's and the player's. */
export const rowReferences = (bo: MatchBo): string[] => [
  ...new Set([...bo.references, ...(bo.playerReferences ?? [])].map(referenceKey).filter((x) => x !== '')),
];

/** BO rows in id order, a field per array. */
export interface PreparedRows {
  src: readonly MatchBo[];
  count: number;
  id: Float64Array;
  amount: Float64Array;
  at: Float64Array;
  /** Window of a backing line: from a few minutes before the request to the end of the next Jakarta day. */
  start: Float64Array;
  end: Float64Array;
  /** Jakarta day of the request: a line with only a date backs it from that day or the next. */
  day: Int32Array;
  qris: Uint8Array;
  /** The player's id in the run's NameCache. */
  player: Int32Array;
  /** Identity keys of the players' account numbers or phones ('' when unknown), by row, worked out on first need (rowIdentity). */
  identity: Map<number, string>;
  /** The row's references worth comparing (rowReferences), by row, worked out on first need (statedReferences). */
  referenceKeys: Map<number, readonly string[]>;
  /** Players by the words of their names, and their rows (name-rule.ts readersOf), made on first need. */
  byPlayerWord: PlayersByWord | null;
  /** The players the caller named (reconcile's otherPlayers), as prepareKnownPlayers reads them. */
  known: readonly PreparedKnownPlayer[];
  /** Of each player of the run's NameCache, its rows (q) and the times the caller named it (count + k): name-rule.ts othersName, made on first need. */
  byPlayer: { start: Int32Array; items: Int32Array } | null;
  /** The lines' slot of the row's amount and payment kind (see paymentSlots), -1 when no line has them. */
  slot: Int32Array;
  /** True when some row has a reference (rule 1 has work). */
  referenced: boolean;
  /** Evidence (evidence.ts) as EvidenceCodes ids, 0 when unknown: the player's bank, the operator's account the row names
   * (its number and its bank), whether that bank is a bank (not a wallet); 1 when a person took some line back from the row. */
  bank: Int32Array;
  destination: Int32Array;
  destinationBank: Int32Array;
  destinationIsBank: Uint8Array;
  refused: Uint8Array;
  /** The run's work budget (work-budget.ts), spent by every loop over pairs of a row and a line. */
  work: WorkBudget;
}

/** Statement lines in id order, a field per array. */
export interface PreparedLines {
  src: readonly MatchLine[];
  count: number;
  id: Float64Array;
  /** Where each line comes from, for the notes: labels[label[l]] (`BCA`, `QRIS`; a run has a handful). */
  label: Int32Array;
  labels: string[];
  /** The amount a BO row must show: the gross for QRIS net of MDR. */
  amount: Float64Array;
  /** The booking, or the last moment of its Jakarta day when the line has only a date: its place in time order. */
  sortAt: Float64Array;
  /** 1 when the line has a booking time. */
  timed: Uint8Array;
  day: Int32Array;
  qris: Uint8Array;
  /** Lines of one amount and payment kind share a slot: the only lines a row may match. */
  slot: Int32Array;
  /** The counterparty name's id in the run's NameCache, and its key id (-1 for a line without a name). */
  name: Int32Array;
  keyId: Int32Array;
  /** The identity numbers of the lines that show any (identitiesOf reads them). */
  identities: Map<number, readonly string[]>;
  /** The sender's (or payee's) number of the lines that state one outright, as an identity key (evidence.ts senderKey). */
  sender: Map<number, string>;
  /** The lines that show a number, in id order. */
  withNumbers: Int32Array;
  /** 1 when the line may back a row at all: money of the run's direction, not held outside the run, not a fee, interest, tax or return line. */
  usable: Uint8Array;
  /** The lines held on another website (MatchLine.heldElsewhere), in id order: never candidates, but rivals of a nameless match and a sign that a row was paid there (name-rule.ts PaidElsewhere). */
  heldElsewhere: Int32Array;
  /** The lines with a reference worth comparing, in id order, and their references as compared (referenceKey). */
  withReference: Int32Array;
  reference: Map<number, string>;
  /** By line: the other requests reading its name within the threshold (name-rule.ts readersOf), worked out on first need. */
  readers: Map<number, readonly number[]>;
  /** True when some line is pending at its bank (a BCA `PEND` line, which may have a booked twin). */
  anyPending: boolean;
  /** True when some line moves the other way than the run's (money coming back to a withdraw account). */
  anyOtherDirection: boolean;
  /** Evidence as EvidenceCodes ids, 0 when unknown: the counterparty's bank, the operator's account the line is on (its
   * number and its bank); 1 for a gateway's line (no bank account). */
  bank: Int32Array;
  account: Int32Array;
  accountBank: Int32Array;
  gateway: Uint8Array;
}

// Columns of 100k and more are typed arrays or filled by push: `new Array(n)` that long makes a dictionary, not a list.

/** Rows or lines in id order; the files' order usually is already. */
function byId<T extends { id: number }>(items: readonly T[]): readonly T[] {
  for (let i = 1; i < items.length; i++) if (items[i - 1]!.id > items[i]!.id) return [...items].sort((a, b) => a.id - b.id);
  return items;
}

export function prepareRows(boRows: readonly MatchBo[], options: ReconcileOptions, names: NameCache, codes: EvidenceCodes): PreparedRows {
  const src = byId(boRows);
  const count = src.length;
  const rows: PreparedRows = {
    src,
    count,
    id: new Float64Array(count),
    amount: new Float64Array(count),
    at: new Float64Array(count),
    start: new Float64Array(count),
    end: new Float64Array(count),
    day: new Int32Array(count),
    qris: new Uint8Array(count),
    player: new Int32Array(count),
    identity: new Map(),
    referenceKeys: new Map(),
    byPlayerWord: null,
    known: [],
    byPlayer: null,
    slot: new Int32Array(count),
    referenced: false,
    bank: new Int32Array(count),
    destination: new Int32Array(count),
    destinationBank: new Int32Array(count),
    destinationIsBank: new Uint8Array(count),
    refused: new Uint8Array(count),
    work: unlimited(),
  };
  const before = options.windowBeforeMinutes * MINUTE;
  for (let r = 0; r < count; r++) {
    const bo = src[r]!;
    rows.id[r] = bo.id;
    rows.amount[r] = bo.amountSen;
    rows.at[r] = bo.at;
    rows.start[r] = bo.at - before;
    rows.end[r] = jakartaDayStartOf(bo.at) + 2 * DAY - 1;
    rows.day[r] = jakartaDayNumber(bo.at);
    rows.qris[r] = bo.qris ? 1 : 0;
    rows.player[r] = names.playerId(bo.names);
    if (bo.references.length > 0 || (bo.playerReferences?.length ?? 0) > 0) rows.referenced = true;
    rows.bank[r] = codes.bank(bo.playerBank, CODE_COLUMN.PLAYER_BANK);
    rows.destination[r] = codes.account(bo.destinationNumber, CODE_COLUMN.DESTINATION);
    rows.destinationBank[r] = codes.bank(bo.destinationBank, CODE_COLUMN.DESTINATION_BANK);
    rows.destinationIsBank[r] = codes.isBank(rows.destinationBank[r]!) ? 1 : 0;
    rows.refused[r] = bo.refusedLines.length > 0 ? 1 : 0;
  }
  return rows;
}

export function prepareLines(
  statementLines: readonly MatchLine[],
  names: NameCache,
  codes: EvidenceCodes,
  direction: ReconcileOptions['direction'],
): PreparedLines {
  const src = byId(statementLines);
  const count = src.length;
  const lines: PreparedLines = {
    src,
    count,
    id: new Float64Array(count),
    label: new Int32Array(count),
    labels: [],
    amount: new Float64Array(count),
    sortAt: new Float64Array(count),
    timed: new Uint8Array(count),
    day: new Int32Array(count),
    qris: new Uint8Array(count),
    slot: new Int32Array(count),
    name: new Int32Array(count),
    keyId: new Int32Array(count),
    identities: new Map(),
    sender: new Map(),
    withNumbers: new Int32Array(0),
    usable: new Uint8Array(count),
    heldElsewhere: new Int32Array(0),
    withReference: new Int32Array(0),
    reference: new Map(),
    readers: new Map(),
    anyPending: false,
    anyOtherDirection: false,
    bank: new Int32Array(count),
    account: new Int32Array(count),
    accountBank: new Int32Array(count),
    gateway: new Uint8Array(count),
  };
  const dayEnds = new Map<string, number>();
  const withNumbers: number[] = [],
    withReference: number[] = [],
    heldElsewhere: number[] = [];
  let lastLabel: string | undefined,
    labelId = -1;
  for (let l = 0; l < count; l++) {
    const line = src[l]!;
    if (line.at !== null) {
      lines.sortAt[l] = line.at;
      lines.timed[l] = 1;
    } else {
      const dayEnd = dayEnds.get(line.date) ?? jakartaDayEnd(line.date);
      dayEnds.set(line.date, dayEnd);
      lines.sortAt[l] = dayEnd;
    }
    lines.id[l] = line.id;
    if (line.label !== lastLabel) {
      lastLabel = line.label;
      labelId = lines.labels.indexOf(lastLabel);
      if (labelId < 0) labelId = lines.labels.push(lastLabel) - 1;
    }
    lines.label[l] = labelId;
    lines.day[l] = jakartaDayNumber(lines.sortAt[l]!);
    lines.amount[l] = line.grossSen ?? line.amountSen;
    lines.qris[l] = line.channel === 'QRIS' ? 1 : 0;
    const name = (lines.name[l] = names.nameId(line.name, true));
    lines.keyId[l] = names.keyOf.items[name]!;
    const usable = line.heldBy === null && line.direction === direction && !NON_PLAYER_CHANNELS.includes(line.channel);
    lines.usable[l] = usable ? 1 : 0;
    if (line.heldElsewhere === true && line.direction === direction) heldElsewhere.push(l);
    const sender = senderKey(line.counterpartyAccount);
    if (sender !== '') lines.sender.set(l, sender);
    const shown = lineIdentities(line.counterpartyAccount, line.description, line.reference, line.channel !== 'QRIS');
    if (shown.length > 0) {
      lines.identities.set(l, shown);
      withNumbers.push(l);
    }
    const reference = referenceKey(line.reference);
    if (reference !== '') {
      withReference.push(l);
      lines.reference.set(l, reference);
    }
    if (line.pending) lines.anyPending = true;
    if (line.direction !== direction) lines.anyOtherDirection = true;
    lines.bank[l] = codes.bank(line.counterpartyBank, CODE_COLUMN.COUNTERPARTY_BANK);
    lines.account[l] = codes.account(line.accountNumber, CODE_COLUMN.ACCOUNT);
    lines.accountBank[l] = codes.bank(line.accountBank, CODE_COLUMN.ACCOUNT_BANK);
    lines.gateway[l] = line.accountNumber === '' && line.accountBank === '' ? 1 : 0;
  }
  lines.withNumbers = Int32Array.from(withNumbers);
  lines.withReference = Int32Array.from(withReference);
  lines.heldElsewhere = Int32Array.from(heldElsewhere);
  return lines;
}

/**
 * Numbers the lines' (amount, payment kind) pairs 0, 1, 2... and gives each row the slot of its own: every rule
 * matches equal amounts only, and a QRIS request only QRIS lines, so a row reads its slot's lines and no other.
 */
export function paymentSlots(rows: PreparedRows, lines: PreparedLines): number {
  const slots = new Map<number, number>();
  for (let l = 0; l < lines.count; l++) {
    const key = lines.amount[l]! * 2 + lines.qris[l]!;
    let slot = slots.get(key);
    if (slot === undefined) slots.set(key, (slot = slots.size));
    lines.slot[l] = slot;
  }
  for (let r = 0; r < rows.count; r++) rows.slot[r] = slots.get(rows.amount[r]! * 2 + rows.qris[r]!) ?? -1;
  return slots.size;
}

/** Are rows a and b requests of one player (the panel's username; none means unknown, never the same)? */
export function samePlayer(rows: PreparedRows, a: number, b: number): boolean {
  if (a === b) return true;
  const player = rows.src[a]!.player;
  return player !== '' && player === rows.src[b]!.player;
}

/** A player the caller named: its id in the run's NameCache, username, bank (an EvidenceCodes id) and identity key. */
export interface PreparedKnownPlayer {
  id: number;
  player: string;
  bank: number;
  identity: string;
}

/** The players the caller names (reconcile's otherPlayers), registered in the run's NameCache. */
export function prepareKnownPlayers(known: readonly KnownPlayer[], names: NameCache, codes: EvidenceCodes): PreparedKnownPlayer[] {
  return known.map((p) => ({
    id: names.playerId(p.names),
    player: p.player,
    bank: codes.bank(p.playerBank, CODE_COLUMN.PLAYER_BANK),
    identity: identityKey(p.accountNumber),
  }));
}

/** The identity numbers line l shows (none for most). */
export const identitiesOf = (lines: PreparedLines, l: number): readonly string[] => lines.identities.get(l) ?? NO_IDENTITIES;

/**
 * Is the line booked where it can back the row: in the row's window, or only up to `nearMinutes` after the request
 * when given (rule 2's first pass, where a line with only a date never is)?
 */
export function inWindow(rows: PreparedRows, r: number, lines: PreparedLines, l: number, nearMinutes: number | null = null): boolean {
  if (lines.timed[l] === 1) return lines.sortAt[l]! >= rows.start[r]! && lines.sortAt[l]! <= windowEnd(rows, r, nearMinutes);
  const day = lines.day[l]!;
  return nearMinutes === null && day >= rows.day[r]! && day <= rows.day[r]! + 1;
}

/** The last moment a line with a time may be booked to back row r (see inWindow). */
export const windowEnd = (rows: PreparedRows, r: number, nearMinutes: number | null): number =>
  nearMinutes === null ? rows.end[r]! : rows.at[r]! + nearMinutes * MINUTE;

/** Minutes between request and booking for ranking; a booking before the request counts three times. */
export function minutesApart(rows: PreparedRows, r: number, lines: PreparedLines, l: number): number {
  if (lines.timed[l] !== 1) return TIME_SCALE_MINUTES / 2;
  const delta = (lines.sortAt[l]! - rows.at[r]!) / MINUTE;
  return delta >= 0 ? delta : -3 * delta;
}

/**
 * minutesApart as rivals.ts weighs requests against a line: a line with only a date is a day further for each day
 * between its date and the request's, so that of one player's requests the one of the line's day is the nearer (a
 * statement without times shows the evening's money on the evening's day, not on the day before's request).
 */
export function rivalMinutesApart(rows: PreparedRows, r: number, lines: PreparedLines, l: number): number {
  const apart = minutesApart(rows, r, lines, l);
  return lines.timed[l] === 1 ? apart : apart + Math.abs(lines.day[l]! - rows.day[r]!) * (DAY / MINUTE);
}

/** The identity key of the row's account number or phone: only rows near a line showing a number need it. */
export function rowIdentity(rows: PreparedRows, r: number): string {
  let identity = rows.identity.get(r);
  if (identity === undefined) rows.identity.set(r, (identity = identityKey(rows.src[r]!.accountNumber)));
  return identity;
}

/** The row's references worth comparing (rowReferences): only rows near a gateway's line with a reference need them. */
export function statedReferences(rows: PreparedRows, r: number): readonly string[] {
  let keys = rows.referenceKeys.get(r);
  if (keys === undefined) rows.referenceKeys.set(r, (keys = rowReferences(rows.src[r]!)));
  return keys;
}

/** Does the line show the player's account number or phone? As good as the player's name. */
export function showsPlayerNumber(rows: PreparedRows, r: number, lines: PreparedLines, l: number): boolean {
  const shown = lines.identities.get(l);
  if (!shown) return false;
  const identity = rowIdentity(rows, r);
  return identity.length >= MIN_IDENTITY_DIGITS && showsIdentity(identity, shown);
}

/** How well the line names the row's player: the best name score (0 when below `floor`: NameCache.scoreFrom), or 1 by the player's number. */
export function nameEvidence(
  rows: PreparedRows,
  r: number,
  lines: PreparedLines,
  l: number,
  names: NameCache,
  floor: number,
): { score: number; byIdentity: boolean } {
  const score = names.scoreFrom(rows.player[r]!, lines.name[l]!, floor);
  if (score < 1 && showsPlayerNumber(rows, r, lines, l)) return { score: 1, byIdentity: true };
  return { score, byIdentity: false };
}

/** A line that says nothing of who paid: no name, no number. Only these may match on amount and time. */
export function isNameless(lines: PreparedLines, l: number): boolean {
  return lines.keyId[l]! < 0 && !lines.identities.has(l);
}

/** Does the line's kind fit the row's payment: QRIS rows only with QRIS lines and the reverse. */
export const fitsPayment = (rows: PreparedRows, r: number, lines: PreparedLines, l: number) => rows.qris[r] === lines.qris[l];
