import type { Channel } from '../../statements/statement-line.ts';

/** How a BO row was matched, strongest first (docs/design.md section 6). Stored in match_rule. */
export type MatchRule = 'REFERENCE' | 'NAME' | 'TIME';

/** A BO row as the matcher sees it: a deposit request or a withdrawal the panel approved. */
export interface MatchBo {
  id: number;
  ticket: string;
  /** Integer sen. */
  amountSen: number;
  /** Epoch milliseconds: when the player asked to deposit, or when the panel approved the withdrawal. */
  at: number;
  /** The panel's full name and the player's bank-account name ('' when unknown). */
  names: readonly string[];
  /** The player's bank account number or e-wallet phone ('' when unknown). */
  accountNumber: string;
  /** The player's username on the panel: a player's identical requests are interchangeable, two players' never. */
  player: string;
  /** The player's bank or wallet (a parsing/banks.ts code; '' when unknown). */
  playerBank: string;
  /** The operator's account the panel names (deposit: where the player was told to pay; withdraw: what pays): bank code and digits, '' when unknown. */
  destinationBank: string;
  destinationNumber: string;
  /** Lines a person took back from this row (undo of an approval): the matcher never gives it them again. */
  refusedLines: readonly number[];
  /** The references the panel writes for the row (its ref, the ticket, a QRIS RRN or Auto TX id the gateway gave it). */
  references: readonly string[];
  /**
   * The references the player typed into the request (Player Ref, Player Own Ref): the player's word only. A line
   * without a name carrying one backs the row only when nobody else could have paid it (reference-rule.ts
   * ReferenceClaims). Absent: none.
   */
  playerReferences?: readonly string[];
  /** The panel says it was paid by QRIS: only a QRIS line may back it by amount and time alone. */
  qris: boolean;
}

/** A statement line as the matcher sees it. */
export interface MatchLine {
  id: number;
  /** Integer sen that moved. */
  amountSen: number;
  /** QRIS net of MDR: what the payer paid, which is what the BO row shows. */
  grossSen: number | null;
  /** Epoch milliseconds of the booking, or null when the file gives only the date. */
  at: number | null;
  /** Jakarta calendar date of the booking, YYYY-MM-DD. */
  date: string;
  /** A BCA `PEND` line, not yet booked: its booked twin may arrive in a later file. */
  pending: boolean;
  /** Money in (CR) or out (DB) of the operator's account. A withdrawal run reads credits too: money coming back. */
  direction: 'CR' | 'DB';
  /** The upload that brought the line: a PEND row and its booked twin are never in one file. */
  upload: number;
  /** Lines of one account (or gateway report) share it. */
  accountKey: string;
  channel: Channel;
  /** Counterparty name as the bank wrote it ('' when the line carries none). */
  name: string;
  counterpartyAccount: string;
  /** The other party's bank or wallet, as the line names it (a parsing/banks.ts code; '' when it does not). */
  counterpartyBank: string;
  /** The operator's account the line is booked on: bank code and digits ('' for a gateway report). */
  accountBank: string;
  accountNumber: string;
  reference: string;
  description: string;
  /** Where the line comes from, for the note (`BCA`, `QRIS`, `AUTO TX`). */
  label: string;
  /** Ticket of the row outside this run that holds the line (approved by a person, or of other dates): never a candidate. */
  heldBy: string | null;
  /**
   * The holder is a row of another website, holding the same transfer there (an account or a gateway the two share:
   * reconciliation/same-transfer.ts). That website's player may be this row's player too, asking both and paying
   * once: the line still counts against the uniqueness a nameless match needs (time-rule.ts), and a row whose
   * player's payment near the request it is takes no later line (name-rule.ts PaidElsewhere). Absent: false.
   */
  heldElsewhere?: boolean;
}

/**
 * A player of the website without a row in the run (the other side's, a row a person approved): a name is evidence
 * of them too. As a row gives them: names, username ('' when unknown: the same username is the same player, however
 * its names are written), bank and account number (what tells namesakes apart).
 */
export type KnownPlayer = Pick<MatchBo, 'names' | 'player' | 'playerBank' | 'accountNumber'>;

export interface ReconcileOptions {
  /** Which way the money of a backing line moves: in (CR) for deposits, out (DB) for withdrawals. Other lines never back a row. */
  direction: 'CR' | 'DB';
  /** Name score at or above which equal amounts match (0..1). */
  nameThreshold: number;
  /** Name scores from here up to the threshold are offered to the checker, never approved. */
  greyZone: number;
  /**
   * A line naming the player may be booked this long before the request (players pay, then fill in the form; a panel
   * records a withdrawal after paying it); it may arrive until the end of the next Jakarta day.
   */
  windowBeforeMinutes: number;
  /** Rule 3 (a nameless line): from this long before the request. */
  timeRuleBeforeMinutes: number;
  /** Rule 2 first looks for the line this many minutes after the request, then in the whole window. */
  nearMinutes: number;
  /** Rule 3: a nameless line within this many minutes after the request. */
  timeRuleMinutes: number;
  /** Among equally good candidates the closest in time wins only when it is closer by at least this much. */
  tieGapMinutes: number;
  /** One player's identical requests this close are a double submission: the earlier takes the money, however close the later. */
  doubleSubmissionMinutes: number;
  /** A transfer fee the bank took: amounts this far apart are a suggestion (max of this and 1 %). */
  feeToleranceSen: number;
  /** A unique code added to the amount: this far apart, with the same reference, is a suggestion. */
  uniqueCodeMaxSen: number;
  /**
   * Work out suggestions for the rows left Pending (the upload path does not need them): true for every one, the ids
   * of the BO rows that want them (a View BO page's rows; suggestions-api.ts), or lists of ids of which only the first
   * few the run leaves Pending want them (an upload's first pages: after-upload.ts).
   */
  suggestions: boolean | readonly number[] | { first: readonly FirstOfList[] };
}

/** Row ids in a page's order: the first `limit` of them a run leaves Pending want suggestions. */
export interface FirstOfList {
  ids: readonly number[];
  limit: number;
}

export const DEPOSIT_OPTIONS: ReconcileOptions = {
  direction: 'CR',
  nameThreshold: 0.9,
  greyZone: 0.75,
  windowBeforeMinutes: 60,
  timeRuleBeforeMinutes: 10,
  nearMinutes: 120,
  timeRuleMinutes: 15,
  tieGapMinutes: 5,
  doubleSubmissionMinutes: 10,
  feeToleranceSen: 650_000,
  uniqueCodeMaxSen: 99_900,
  suggestions: true,
};

/** A withdrawal may be paid a while before the panel records the approval, by name or not. */
export const WITHDRAW_OPTIONS: ReconcileOptions = { ...DEPOSIT_OPTIONS, direction: 'DB', windowBeforeMinutes: 60, timeRuleBeforeMinutes: 60 };

export interface Match {
  boId: number;
  lineId: number;
  rule: MatchRule;
  /** 0..1: the name score (1 for a reference or an identity number; for rule 3, 0.5). */
  score: number;
  /** The Ket note: `AUTO nama+nominal | BCA 14:05 | skor 0.97`. */
  note: string;
}

export interface Suggestion {
  lineId: number;
  /** How likely the line is the one, 0..1, for ordering. */
  score: number;
  /** Why it was not approved, in the checker's words. */
  reasons: string[];
}

export interface PendingRow {
  boId: number;
  /** Another row fit the same line equally well (or the row fit several lines equally): left for the checker. */
  ambiguous: boolean;
  /** Words for the checker (match_hint): `Kemungkinan dobel: ...` when the same player's twin request took the money. */
  hint: string | null;
  suggestions: readonly Suggestion[];
}

export interface ReconcileResult {
  matches: Match[];
  pending: PendingRow[];
  /** Lines that are another line's money again (a BCA PEND row and its booked row): line id -> the id of the one kept. */
  twins: ReadonlyMap<number, number>;
  /** Money that came back: the return credit's line id -> the payout debit's line id. */
  returns: ReadonlyMap<number, number>;
}
