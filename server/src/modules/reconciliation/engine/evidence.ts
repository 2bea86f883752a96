/**
 * What a line says of whose money it is, besides the name (docs/reconciliation.md, "Evidence"): the sender's account
 * number, the sender's bank or wallet, the operator's account it was booked on, and a gateway's payment reference (a
 * QRIS RRN, an Auto TX id) against the one the row states. Evidence that contradicts the row vetoes the pair whatever
 * the name says: two people may share a name, not an account number, a bank and the account they were told to pay
 * into, nor a payment. Evidence that agrees strengthens the pair, which is what tells namesakes apart.
 */
import { MIN_IDENTITY_DIGITS, sameIdentity } from './identity.ts';
import { rowIdentity, showsPlayerNumber, statedReferences, type PreparedLines, type PreparedRows } from './prepare.ts';

/** Why a pair cannot be, in order of the checks; NONE when nothing contradicts it. */
export const Contradiction = {
  NONE: 0,
  /** A person took this line back from this row (undo of an approval). */
  REFUSED: 1,
  /** The line shows the sender's account number, and it is not the player's. */
  ACCOUNT: 2,
  /** The line names the sender's bank or wallet, and the player banks elsewhere. */
  BANK: 3,
  /** The row names the operator's account the money went to (or came from), and the line is booked on another. */
  DESTINATION: 4,
  /** The line is a gateway's payment (QRIS, Auto TX) whose reference is not the one of its kind the row states. */
  REFERENCE: 5,
} as const;
export type Contradiction = (typeof Contradiction)[keyof typeof Contradiction];

/** What agreeing evidence adds to a pair's weight (name scores count 0..100). */
const ACCOUNT_AGREES = 4;
const BANK_AGREES = 2;
const DESTINATION_AGREES = 2;

/** A pair's evidence: VETO, or the points agreeing evidence adds. */
export const VETO = -1;

export function evidence(rows: PreparedRows, r: number, lines: PreparedLines, l: number, byReference = false): number {
  if (rows.refused[r] === 1 && rows.src[r]!.refusedLines.includes(lines.id[l]!)) return VETO;
  if (lines.sender.size > 0 && senderContradicts(rows, r, lines, l)) return VETO;
  let points = 0;
  const bank = rows.bank[r]!,
    theirs = lines.bank[l]!;
  if (bank !== 0 && theirs !== 0) {
    if (bank !== theirs) return VETO;
    points += BANK_AGREES;
  }
  const destination = destinationOf(rows, r, lines, l, byReference);
  if (destination < 0) return VETO;
  if (lines.gateway[l] === 1 && otherReference(rows, r, lines, l) !== '') return VETO;
  if (destination > 0) points += DESTINATION_AGREES;
  if (lines.identities.size > 0 && showsPlayerNumber(rows, r, lines, l)) points += ACCOUNT_AGREES;
  return points;
}

export function contradiction(rows: PreparedRows, r: number, lines: PreparedLines, l: number, byReference = false): Contradiction {
  if (rows.refused[r] === 1 && rows.src[r]!.refusedLines.includes(lines.id[l]!)) return Contradiction.REFUSED;
  if (lines.sender.size > 0 && senderContradicts(rows, r, lines, l)) return Contradiction.ACCOUNT;
  if (rows.bank[r] !== 0 && lines.bank[l] !== 0 && rows.bank[r] !== lines.bank[l]) return Contradiction.BANK;
  if (destinationOf(rows, r, lines, l, byReference) < 0) return Contradiction.DESTINATION;
  return lines.gateway[l] === 1 && otherReference(rows, r, lines, l) !== '' ? Contradiction.REFERENCE : Contradiction.NONE;
}

/**
 * The reference the row states for the payment a gateway's line is another of: one of the row's references written
 * like the line's (as long, digits and letters in the same places: a 12-digit RRN, an Auto TX id) while none is the
 * line's own; '' when the row states none such, or the line's. A QRIS request stating its RRN names its payment.
 */
function otherReference(rows: PreparedRows, r: number, lines: PreparedLines, l: number): string {
  const theirs = lines.reference.get(l);
  if (theirs === undefined) return '';
  let other = '';
  for (const mine of statedReferences(rows, r)) {
    if (mine === theirs) return '';
    if (other === '' && sameShape(mine, theirs)) other = mine;
  }
  return other;
}

/** Are two references written alike: as long, with digits and letters in the same places? */
function sameShape(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (kindOf(a.charCodeAt(i)) !== kindOf(b.charCodeAt(i))) return false;
  return true;
}

const kindOf = (code: number): number => (code >= 48 && code <= 57 ? 0 : (code >= 65 && code <= 90) || (code >= 97 && code <= 122) ? 1 : code);

/** Does the line state a sender's number that is not the player's (when the player's is known)? */
function senderContradicts(rows: PreparedRows, r: number, lines: PreparedLines, l: number): boolean {
  return lines.sender.has(l) && otherSender(rowIdentity(rows, r), lines, l);
}

/** Does the line state a sender's number that is not this identity key (when known)? */
const otherSender = (identity: string, lines: PreparedLines, l: number): boolean => {
  const sender = lines.sender.get(l);
  return sender !== undefined && identity.length >= MIN_IDENTITY_DIGITS && !sameIdentity(identity, sender);
};

/**
 * Does the line rule out a player of this bank (an EvidenceCodes id, 0 unknown) and identity key as its sender: another
 * bank named, another sender's number stated? The checks of evidence() for a player without a row (name-rule.ts othersName).
 */
export function notSentBy(bank: number, identity: string, lines: PreparedLines, l: number): boolean {
  return (bank !== 0 && lines.bank[l] !== 0 && bank !== lines.bank[l]) || otherSender(identity, lines, l);
}

/** The operator's account: -1 the line is on another than the row names, 1 on the one it names, 0 unknown. */
function destinationOf(rows: PreparedRows, r: number, lines: PreparedLines, l: number, byReference: boolean): number {
  const number = rows.destination[r]!,
    account = lines.account[l]!;
  if (number !== 0 && account !== 0) return number === account ? 1 : -1;
  const bank = rows.destinationBank[r]!,
    accountBank = lines.accountBank[l]!;
  if (bank !== 0 && accountBank !== 0) return bank === accountBank ? 0 : -1;
  // A gateway's report (Auto TX, Nexus Pay) is not the bank account a transfer request names. A QRIS payment settles
  // into a bank account the panel may name, and the row's own reference is its payment whichever account it names.
  if (rows.destinationIsBank[r] === 1 && lines.gateway[l] === 1 && !byReference && rows.qris[r] === 0) return -1;
  return 0;
}

/** A contradiction in the checker's words (suggestions), naming what each side says. */
export function contradictionText(rows: PreparedRows, r: number, lines: PreparedLines, l: number, kind: Contradiction): string {
  const row = rows.src[r]!,
    line = lines.src[l]!;
  switch (kind) {
    case Contradiction.NONE:
      return '';
    case Contradiction.REFUSED:
      return 'pasangan ini pernah dibatalkan checker';
    case Contradiction.ACCOUNT:
      return `rekening pengirim ${line.counterpartyAccount} bukan rekening pemain (${row.accountNumber})`;
    case Contradiction.BANK:
      return `bank pengirim ${line.counterpartyBank}, bank pemain ${row.playerBank}`;
    case Contradiction.DESTINATION:
      if (line.accountNumber === '' && line.accountBank === '')
        return `masuk lewat ${line.label}, BO menyebut ${[row.destinationBank, row.destinationNumber].filter(Boolean).join(' ')}`;
      return `masuk ke rekening ${[line.accountBank, line.accountNumber].filter(Boolean).join(' ')}, BO menyebut ${[row.destinationBank, row.destinationNumber].filter(Boolean).join(' ')}`;
    case Contradiction.REFERENCE:
      return `referensi ${line.reference.trim()} bukan referensi BO (${otherReference(rows, r, lines, l)})`;
  }
}
