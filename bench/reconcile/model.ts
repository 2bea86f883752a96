/**
 * The synthetic days of the reconciliation quality bench: who the players are, what the panel (BO) says they did,
 * what the statements say happened to the money, and the ground truth linking the two. Plain data, so that files.ts
 * can write it out, truth.ts can work out what a careful checker could know, and evaluate.ts can judge the matcher.
 */

/** The matcher's rules (docs/design.md section 6), as View BO reports them in `match_rule`. */
export type Rule = 'REFERENCE' | 'NAME' | 'TIME';
export const RULES: readonly Rule[] = ['REFERENCE', 'NAME', 'TIME'];

/** Where a player keeps money: a bank (deposits by transfer) or an e-wallet. */
export type PlayerBankCode = 'BCA' | 'BRI' | 'BNI' | 'MANDIRI' | 'CIMB' | 'BSI' | 'SEABANK' | 'JAGO' | 'DANA' | 'OVO' | 'GOPAY' | 'SHOPEEPAY';
export const EWALLETS: readonly PlayerBankCode[] = ['DANA', 'OVO', 'GOPAY', 'SHOPEEPAY'];
export const isWallet = (bank: string) => (EWALLETS as readonly string[]).includes(bank);

/** How the bank's name of a player differs from the panel's full name (besides BCA's 18-character cut). */
export type NameVariant = 'same' | 'title' | 'order' | 'typo' | 'initial' | 'homonym' | 'old-spelling' | 'missing-middle';

export interface Player {
  /** The website the username belongs to. */
  website: string;
  username: string;
  /** One person may play on both websites (two usernames, one bank account). */
  person: number;
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
export type Side = 'DEPOSIT' | 'WITHDRAW';

/**
 * What a statement line is to the books, as the contract's `line_kind` names it (contract/src/schemas/review.ts):
 * PLAYER money backs BO rows; the others never do.
 */
export type LineKind = 'PLAYER' | 'FEE' | 'INTEREST' | 'TAX' | 'SWEEP' | 'TOPUP' | 'RETURN';

/** How a file writes an account's statement: our templates and the banks' own exports (docs/formats-banks.md). */
export type Layout = 'bca-template' | 'klikbca' | 'klikbca-bisnis' | 'mandiri-template' | 'kopra' | 'bni-csv' | 'bri-csv' | 'qris-template' | 'autotx-template';
/** Layouts without a time of day: their lines carry a date only. */
export const DATE_ONLY_LAYOUTS: readonly Layout[] = ['klikbca', 'klikbca-bisnis'];

export interface Account {
  /** `NXQ/BCA/DEPO/0912345678`; gateways `NXQ/QRIS`, `NXQ/AUTOTX`. */
  id: string;
  website: string;
  bank: 'BCA' | 'MANDIRI' | 'BNI' | 'BRI' | 'QRIS' | 'AUTOTX';
  kind: 'DEPO' | 'WD';
  name: string;
  number: string;
  openingBalanceSen: number;
  /** The layout of each day's file. */
  layouts: Layout[];
  /** Days exported twice (afternoon with PEND rows, then evening): KlikBCA only. */
  pendDays: number[];
}

/** What the panel status of a row says. */
export type PanelStatus = 'APPROVED' | 'REJECTED' | 'CANCELLED';

/** Why a ticket must stay Pending (the reason class of the truth). */
export type PendingReason =
  | 'no-money'
  | 'unpaid'
  | 'near-miss'
  | 'panel-refused'
  | 'returned'
  | 'double-submission'
  | 'namesake-ambiguous'
  | 'time-not-unique'
  | 'no-time'
  | 'not-a-cut'
  | 'third-party'
  /** The row states the reference of a transfer whose line names someone else (a receipt's reference copied, or a third party's). */
  | 'copied-reference'
  | 'name-too-far'
  | 'other-website'
  | 'other-account'
  | 'middle-name-late'
  | 'out-of-window'
  | 'no-evidence'
  /** The player's other request of the same amount took the only line; either could have (no rule says which). */
  | 'interchangeable';

/** What the generator meant (the real world); truth.ts turns it into what a checker could know. */
export interface Intent {
  /** Keys of the lines of the money that really backs the ticket (a PEND row and its booked twin are one money). */
  money: string | null;
  /** The generator wants it Pending for this reason whatever the lines show (panel refused, double submission...). */
  pending: PendingReason | null;
  /** Scenario tags (classes), for precision and recall per class. */
  tags: string[];
}

/** The expectation a careful checker could form from the data (truth.ts). */
export type Expectation =
  | { kind: 'approve'; rule: Rule; lines: string[]; own: string[] }
  | { kind: 'pending'; reason: PendingReason; hintTicket?: string }
  /** Either is right: a grey case the rules leave open (approval only with one of `lines`). */
  | { kind: 'optional'; lines: string[] };

export interface BoDepositRow {
  ticket: string;
  website: string;
  /** Index of the day whose BO file carries the row (the day of the request). */
  day: number;
  reqAt: number;
  appAt: number;
  username: string;
  amountSen: number;
  paymentType: PaymentType;
  /** The account the player was told to pay into: the BO's Corporate Bank (an account id), or a gateway. */
  corporateAccount: string;
  status: PanelStatus;
  /**
   * The status an afternoon export of its day showed before the panel changed it (the evening export shows `status`):
   * PENDING for a ticket not processed then, its App Date empty.
   */
  earlierStatus?: PanelStatus | 'PENDING';
  /** The amount that afternoon export showed, when the panel corrected it since. */
  earlierAmountSen?: number;
  boRef: string;
  playerRef: string;
  playerOwnRef: string;
  intent: Intent;
  expect?: Expectation;
}

export interface BoWithdrawRow {
  ticket: string;
  website: string;
  day: number;
  appAt: number;
  username: string;
  amountSen: number;
  corporateAccount: string;
  status: PanelStatus;
  refCode: string;
  ownRefCode: string;
  lastBalanceSen: number;
  intent: Intent;
  expect?: Expectation;
}

export type Ticket = BoDepositRow | BoWithdrawRow;
export const sideOf = (t: Ticket): Side => ('reqAt' in t ? 'DEPOSIT' : 'WITHDRAW');
export const momentOf = (t: Ticket) => ('reqAt' in t ? t.reqAt : t.appAt);

export interface GeneratedLine {
  /** Unique in the data set. */
  key: string;
  website: string;
  /** Account id (Account.id). */
  account: string;
  /** The moment the money moved (a date-only file shows only its date). */
  at: number;
  direction: 'CR' | 'DB';
  /** What arrived or left (QRIS: net of the MDR). */
  amountSen: number;
  /** QRIS: gross paid by the customer and the MDR. */
  grossSen: number | null;
  mdrSen: number | null;
  /** The bank's narrative; for QRIS and Auto TX the parser builds its own. Kopra: Remarks + ' ' + AdditionalDesc. */
  description: string;
  /** Kopra only: the two narrative columns. */
  kopra?: { remarks: string; additional: string };
  /** What the line shows a reader: the sender's (or payee's) name, account or phone, bank or wallet, reference. */
  shownName: string;
  shownAccount: string;
  shownBank: string;
  reference: string;
  /** QRIS: merchant; Auto TX: the wallet. */
  wallet: string;
  lineKind: LineKind;
  /** Whose money: a username of the line's website; null for strangers, the operator and the bank. */
  owner: string | null;
  person: number | null;
  /** Lines that are the same money share this (a BCA PEND row and its booked twin). */
  money: string;
  /** A BCA PEND row (afternoon export); its booked twin is `twinOf`. */
  pending: boolean;
  twinOf: string | null;
  /** A payout that came back: the return credit's key; and on the credit, the payout it returns. */
  returnedBy: string | null;
  returns: string | null;
  /** Set by files.ts: whether the file shows the time of day. */
  timeShown: boolean;
  /** What made it (for reports): 'player', 'stranger', 'operator', 'bank', 'near-miss', 'third-party'... */
  origin: string;
}

export interface SyntheticDays {
  seed: number;
  websites: { code: string; name: string; qrisMerchant: { name: string; nmid: string } }[];
  /** `YYYY-MM-DD`, consecutive. */
  days: string[];
  accounts: Account[];
  players: Player[];
  deposits: BoDepositRow[];
  withdrawals: BoWithdrawRow[];
  lines: GeneratedLine[];
}

export const playerKey = (website: string, username: string) => `${website}|${username}`;
