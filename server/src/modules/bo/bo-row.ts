import type { LocalDateTime } from '../../parsing/datetime.ts';
import type { ParseResult } from '../../parsing/result.ts';
import type { Template } from '../statements/statement-line.ts';

/**
 * Rows of the gaming panels' back-office exports (Nexus and Luxe), as every BO parser produces them.
 * Field names mirror the spec's BO records (`depo_amount` -> `depoAmountSen`); amounts are integer sen.
 * Not read from the file: `bo_id`, approval and note (ours), and `bank_statement_date`, which is the
 * statement date chosen on the upload form.
 */

/** The player's bank account, as far as the export tells it. */
export interface PlayerBank {
  /** The export's text, untouched (`BCA - BUDI SANTOSO - 1234567890`). */
  raw: string;
  /** Bank or wallet name (`BCA`, `DANA`); '' when unknown. */
  bank: string;
  accountName: string;
  /** Digits only when the export writes plain digits; '' when unknown. */
  accountNumber: string;
}

export interface BoDeposit {
  /** Line of the file the row starts on (1-based), for messages. */
  line: number;
  /** ticket_no: required and unique within a file. */
  ticketNo: string;
  /** req_date: when the player asked to deposit. */
  reqDate: LocalDateTime;
  /** app_date: when the panel approved it; null while not approved. */
  appDate: LocalDateTime | null;
  userName: string;
  fullName: string;
  paymentType: string;
  depoAmountSen: number;
  adminFeeSen: number | null;
  agentFeeSen: number | null;
  playerFeeSen: number | null;
  nettAmountSen: number | null;
  playerBank: PlayerBank;
  /** The operator's account (or QRIS merchant) the money was sent to, as the panel writes it. */
  corporateBank: string;
  boDesc: string;
  boRef: string;
  boStatus: string;
  boReason: string;
  boHandler: string;
  boWebsite: string;
  playerRef: string;
  playerOwnRef: string;
}

export interface BoWithdraw {
  line: number;
  /** wd_ticket_no: required and unique within a file. */
  ticketNo: string;
  /** wd_app_date */
  appDate: LocalDateTime;
  /** wd_brand */
  brand: string;
  /** wd_username */
  userName: string;
  /** wd_fullname */
  fullName: string;
  /** wd_player_bank: where the money goes. */
  playerBank: PlayerBank;
  /** wd_amount */
  amountSen: number;
  /** wd_nett_amount */
  nettAmountSen: number | null;
  /** wd_corp_bank: the operator's account paying out. */
  corpBank: string;
  /** wd_website */
  website: string;
  /** wd_remarks */
  remarks: string;
  /** wd_status */
  status: string;
  /** wd_handler */
  handler: string;
  /** wd_ref_code */
  refCode: string;
  /** wd_own_ref_code */
  ownRefCode: string;
  /** wd_last_balance: the player's balance after the withdrawal; may be negative. */
  lastBalanceSen: number | null;
}

/** One BO upload category's export format: its template and a pure parser, like StatementFormat. */
export interface BoFormat<Row> {
  id: string;
  label: string;
  template: Template;
  parse(text: string): ParseResult<Row>;
}
