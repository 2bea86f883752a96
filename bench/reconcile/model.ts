/**
 * The synthetic days of the reconciliation quality bench: who the players are, what the panel (BO) says they did,
 * what the statements say happened to the money, and the ground truth linking the two. Plain data, so that files.ts
 * can write it out and evaluate.ts can judge the matcher's answer against it.
 */

/** The matcher's rules (DESIGN section 6), as View BO reports them in `match_rule`. */
export type Rule = 'REFERENCE' | 'NAME' | 'TIME';
export const RULES: readonly Rule[] = ['REFERENCE', 'NAME', 'TIME'];

/** Where a player keeps money: a bank (deposits by transfer) or an e-wallet (deposits through Auto TX). */
export type PlayerBankCode = 'BCA' | 'BRI' | 'BNI' | 'MANDIRI' | 'CIMB' | 'BSI' | 'SEABANK' | 'JAGO' | 'DANA' | 'OVO' | 'GOPAY';
export const EWALLETS: readonly PlayerBankCode[] = ['DANA', 'OVO', 'GOPAY'];

/** How the bank's name of a player differs from the panel's full name (besides BCA's 18-character cut). */
export type NameVariant = 'same' | 'title' | 'order' | 'typo' | 'initial' | 'homonym';

export interface Player {
  username: string;
  /** As the player typed it on the panel: the BO's Fullname and the account name of its Player Bank cell. */
  fullName: string;
  bank: PlayerBankCode;
  /** The account holder's name as the bank writes it, before any 18-character cut of a BCA field. */
  bankName: string;
  /** Bank account number; the phone for an e-wallet player. */
  accountNo: string;
  phone: string;
  nameVariant: NameVariant;
}

export type PaymentType = 'BANK' | 'QRIS' | 'EWALLET';

/** What the ground truth expects of a BO row. */
export interface TicketTruth {
  /** Key of the statement line that backs it; null: no money arrived (fraud, or a withdrawal never paid). */
  line: string | null;
  /** Backed by a line whose amount differs (a transfer fee taken on the way): must stay Pending. */
  nearMiss: boolean;
  /** The strongest rule the data allows (null when not backed): what recall per rule is measured against. */
  rule: Rule | null;
  /** Scenario labels, for recall per scenario. */
  tags: string[];
}

export interface BoDepositRow {
  ticket: string;
  /** Index of the day whose BO file carries the row (the day of the request). */
  day: number;
  reqAt: number;
  appAt: number;
  username: string;
  amountSen: number;
  paymentType: PaymentType;
  boRef: string;
  playerRef: string;
  playerOwnRef: string;
  truth: TicketTruth;
}

export interface BoWithdrawRow {
  ticket: string;
  day: number;
  appAt: number;
  username: string;
  amountSen: number;
  refCode: string;
  ownRefCode: string;
  lastBalanceSen: number;
  truth: TicketTruth;
}

/** The upload files of one day: one per endpoint (BCA twice: the deposit and the withdraw account). */
export type FileKind = 'BCA_DEPO' | 'BCA_WD' | 'QRIS' | 'AUTOTX';
/** Which View Mutasi a line shows up in: deposits (credits) or withdrawals (debits of the WD account). */
export type Side = 'DEPOSIT' | 'WITHDRAW';

export type LineKind =
  /** Money of a BO ticket (or a near miss). */
  | 'player'
  /** Money nobody claimed: a transfer without a ticket. */
  | 'unclaimed'
  /** Bank fees: BI-FAST fee, admin fee. Never a player's money. */
  | 'fee'
  /** The operator's own transfers between its accounts. */
  | 'internal';

export interface GeneratedLine {
  /** Unique; the same key is computed from what View Mutasi shows (see lineKey). */
  key: string;
  file: FileKind;
  side: Side | null;
  at: number;
  direction: 'CR' | 'DB';
  /** What arrived or left (QRIS: net of the MDR). */
  amountSen: number;
  /** QRIS: gross paid by the customer and the MDR. */
  grossSen: number | null;
  mdrSen: number | null;
  /** BCA narrative; for QRIS and Auto TX the parser builds its own. */
  description: string;
  /** The name the parser should read from the line ('' when the line carries none). */
  counterpartyName: string;
  /** Phone or account the line carries ('' when none). */
  counterpartyAccount: string;
  /** The parser's reference of the line: QRIS RRN, Auto TX id; '' for BCA. */
  reference: string;
  /** QRIS: merchant and NMID; Auto TX: the wallet. */
  wallet: string;
  kind: LineKind;
  /** The player the money came from or went to; null for fees, internal transfers and strangers. */
  owner: string | null;
  /** Ground truth: the ticket this line backs; null for unclaimed money, fees and internal transfers. */
  ticket: string | null;
}

export interface StatementFile {
  kind: FileKind;
  day: number;
  lines: GeneratedLine[];
}

export interface CorporateAccount {
  bank: 'BCA';
  kind: 'DEPO' | 'WD';
  name: string;
  number: string;
  openingBalanceSen: number;
}

export interface SyntheticDays {
  seed: number;
  website: { code: string; name: string };
  /** `YYYY-MM-DD`, consecutive. */
  days: string[];
  accounts: { depo: CorporateAccount; wd: CorporateAccount };
  qrisMerchant: { name: string; nmid: string };
  players: Player[];
  deposits: BoDepositRow[];
  withdrawals: BoWithdrawRow[];
  statements: StatementFile[];
  truth: {
    /** For each BO ticket (deposit or withdraw), the key of the line that backs it, or null. */
    lineOfTicket: ReadonlyMap<string, string | null>;
    /** For each generated line, the ticket it backs, or null. */
    ticketOfLine: ReadonlyMap<string, string | null>;
  };
}

/**
 * The key of a statement line as both sides can compute it: its reference where the format has one (QRIS RRN,
 * Auto TX id), else the second it was booked and its amount. Unique by construction: the generator never books
 * two referenceless lines of one side in the same second.
 */
export function lineKey(reference: string, wallAt: number, amountSen: number): string {
  return reference !== '' ? `ref:${reference}` : `at:${Math.floor(wallAt / 1000)}|${amountSen}`;
}
