/**
 * What a line says of whose money it is, besides the name (docs/reconciliation.md, "Evidence"): the sender's account
 * number, the sender's bank or wallet, and the operator's account it was booked on. Evidence that contradicts the
 * row vetoes the pair whatever the name says: two people may share a name, not an account number, a bank and the
 * account they were told to pay into. Evidence that agrees strengthens the pair, which is what tells namesakes apart.
 */
import { isWallet } from '../../parsing/banks.ts';
import { MIN_IDENTITY_DIGITS, sameIdentity } from './identity.ts';
import { rowIdentity, showsPlayerNumber, type PreparedLines, type PreparedRows } from './prepare.ts';

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
} as const;
export type Contradiction = (typeof Contradiction)[keyof typeof Contradiction];

/** What agreeing evidence adds to a pair's weight (name scores count 0..100). */
const ACCOUNT_AGREES = 4;
const BANK_AGREES = 2;
const DESTINATION_AGREES = 2;

/** A pair's evidence: VETO, or the points agreeing evidence adds. */
export const VETO = -1;

export function evidence(rows: PreparedRows, r: number, lines: PreparedLines, l: number, byReference = false): number {
  if (contradiction(rows, r, lines, l, byReference) !== Contradiction.NONE) return VETO;
  const row = rows.src[r]!, line = lines.src[l]!;
  let points = 0;
  if (showsPlayerNumber(rows, r, lines, l)) points += ACCOUNT_AGREES;
  if (row.playerBank !== '' && row.playerBank === line.counterpartyBank) points += BANK_AGREES;
  if (row.destinationNumber !== '' && sameAccountNumber(row.destinationNumber, line.accountNumber)) points += DESTINATION_AGREES;
  return points;
}

export function contradiction(rows: PreparedRows, r: number, lines: PreparedLines, l: number, byReference = false): Contradiction {
  const row = rows.src[r]!, line = lines.src[l]!;
  if (row.refusedLines.length > 0 && row.refusedLines.includes(line.id)) return Contradiction.REFUSED;
  const sender = lines.sender.get(l);
  if (sender !== undefined) {
    const player = rowIdentity(rows, r);
    if (player.length >= MIN_IDENTITY_DIGITS && !sameIdentity(player, sender)) return Contradiction.ACCOUNT;
  }
  if (row.playerBank !== '' && line.counterpartyBank !== '' && row.playerBank !== line.counterpartyBank) return Contradiction.BANK;
  if (row.destinationNumber !== '' && line.accountNumber !== '') {
    if (!sameAccountNumber(row.destinationNumber, line.accountNumber)) return Contradiction.DESTINATION;
  } else if (row.destinationBank !== '' && line.accountBank !== '' && row.destinationBank !== line.accountBank) {
    return Contradiction.DESTINATION;
  } else if (!byReference && !row.qris && line.accountBank === '' && line.accountNumber === '' && row.destinationBank !== '' && !isWallet(row.destinationBank)) {
    // A gateway's report (Auto TX, Nexus Pay) is not the bank account a transfer request names. A QRIS payment settles
    // into a bank account the panel may name, and the row's own reference is its payment whichever account it names.
    return Contradiction.DESTINATION;
  }
  return Contradiction.NONE;
}

/** Two account numbers, leading zeros aside (a spreadsheet drops them from a number cell). */
export function sameAccountNumber(a: string, b: string): boolean {
  return a === b || a.replace(/^0+/, '') === b.replace(/^0+/, '');
}

/** A contradiction in the checker's words (suggestions), naming what each side says. */
export function contradictionText(rows: PreparedRows, r: number, lines: PreparedLines, l: number, kind: Contradiction): string {
  const row = rows.src[r]!, line = lines.src[l]!;
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
      if (line.accountNumber === '' && line.accountBank === '') return `masuk lewat ${line.label}, BO menyebut ${[row.destinationBank, row.destinationNumber].filter(Boolean).join(' ')}`;
      return `masuk ke rekening ${[line.accountBank, line.accountNumber].filter(Boolean).join(' ')}, BO menyebut ${[row.destinationBank, row.destinationNumber].filter(Boolean).join(' ')}`;
  }
}
