import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Bank, JenisTransaksi, Panel, Role } from '@auto-checker/contract';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date, Date>;

export interface WebsiteTable {
  id: Generated<number>;
  name: string;
  code: string;
  panel: Panel;
  created_at: CreatedAt;
  last_edited_at: Timestamp | null;
  last_edited_by: number | null;
}

export interface AccountTable {
  id: Generated<number>;
  name: string;
  password_hash: string;
  active: boolean;
  role: Role;
  website_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  last_edited_at: Timestamp | null;
  last_edited_by: number | null;
}

export interface SessionTable {
  id: string;
  account_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  ip: string;
}

export interface WhitelistIpTable {
  id: Generated<number>;
  ip: string;
  active: boolean;
  created_at: CreatedAt;
  last_edited_at: Timestamp | null;
  last_edited_by: number | null;
}

export interface ActivityTable {
  id: Generated<number>;
  website_code: string | null;
  account_id: number | null;
  username: string;
  role: string;
  activity: string;
  created_at: CreatedAt;
}

export interface BankAccountTable {
  id: Generated<number>;
  website_code: string;
  kind: JenisTransaksi;
  bank: Bank;
  name: string;
  number: string;
  active: Generated<boolean>;
  created_by: number | null;
  created_at: CreatedAt;
  last_edited_at: Timestamp | null;
  last_edited_by: number | null;
}

export interface LoginFailureTable {
  id: Generated<number>;
  ip: string;
  username: string;
  at: Date;
}

/** numeric(18,2): a decimal string on both drivers ('1500000.00'); convert with parsing/amount.ts. */
type Money = string;
/** timestamptz written as an ISO string with offset, read back as a Date. */
type Moment = ColumnType<Date, string, string>;

export interface UploadFileTable {
  sha256: string;
  content: Uint8Array;
  size_bytes: number;
  created_at: CreatedAt;
}

export type UploadKind = 'BO_DEPOSIT' | 'BO_WITHDRAW' | 'STATEMENT';

export interface UploadTable {
  id: Generated<number>;
  endpoint: string;
  kind: UploadKind;
  format: string;
  provider: string | null;
  jenis: JenisTransaksi | null;
  website_code: string;
  bank_account_id: number | null;
  /** YYYY-MM-DD */
  statement_date: string;
  file_name: string;
  /** A statement's upload format and layout as read (ParseResult.variant): 'bca/klikbca', 'manual/mandiri-kopra'; null for BO files and uploads before migration 0013. */
  layout: Generated<string | null>;
  sha256: string;
  rows_read: number;
  rows_added: number;
  rows_duplicate: number;
  rows_matched: Generated<number>;
  created_by: number | null;
  created_by_name: string;
  created_at: CreatedAt;
}

/** Columns of a reviewed row (BO deposit and withdraw): approval by the matcher or a person, soft deletion. */
interface Review {
  approved: Generated<boolean>;
  note: string | null;
  approved_amount: Money | null;
  approved_by: number | null;
  approved_by_name: string | null;
  approved_at: Date | null;
  match_rule: string | null;
  matched_line_id: number | null;
  /** The matcher's words on a row it left Pending (a likely double submission); null otherwise. */
  match_hint: string | null;
  deleted_at: Date | null;
  deleted_by: number | null;
}

/** Where a BO row came from, alike on both sides (uploads/repo.ts boRowOrigin). */
interface BoRowOrigin extends Review {
  id: Generated<number>;
  upload_id: number;
  website_code: string;
  statement_date: string;
  row_key: string;
  ticket_no: string;
}

/** The player's bank account as the BO row gives it, alike on both sides (uploads/repo.ts playerBankColumns). */
export interface PlayerBankColumns {
  player_bank: string;
  player_bank_code: string;
  player_account_name: string;
  player_account_no: string;
}

export interface BoDepositTable extends BoRowOrigin, PlayerBankColumns {
  req_at: Moment;
  app_at: Moment | null;
  user_name: string;
  full_name: string;
  payment_type: string;
  depo_amount: Money;
  admin_fee: Money | null;
  agent_fee: Money | null;
  player_fee: Money | null;
  nett_amount: Money | null;
  corporate_bank: string;
  bo_desc: string;
  bo_ref: string;
  bo_status: string;
  bo_reason: string;
  bo_handler: string;
  bo_website: string;
  player_ref: string;
  player_own_ref: string;
}

export interface BoWithdrawTable extends BoRowOrigin, PlayerBankColumns {
  app_at: Moment;
  brand: string;
  user_name: string;
  full_name: string;
  amount: Money;
  nett_amount: Money | null;
  corp_bank: string;
  wd_website: string;
  remarks: string;
  wd_status: string;
  handler: string;
  ref_code: string;
  own_ref_code: string;
  last_balance: Money | null;
}

export interface StatementLineTable {
  id: Generated<number>;
  upload_id: number;
  website_code: string;
  bank_account_id: number | null;
  source: string;
  jenis: JenisTransaksi | null;
  statement_date: string;
  row_key: string;
  booked_date: string;
  booked_at: Moment | null;
  pending: boolean;
  direction: 'CR' | 'DB';
  amount: Money;
  gross_amount: Money | null;
  fee_amount: Money | null;
  balance: Money | null;
  description: string;
  channel: string;
  counterparty_name: string;
  counterparty_account: string;
  /** The other party's bank or wallet code (parsing/banks.ts), '' when the line does not say. */
  counterparty_bank: Generated<string>;
  reference: string;
  matched_bo_id: number | null;
  /** Set by the matcher: this line is the same money as that one (a BCA PEND row and its booked row). */
  twin_of_line_id: number | null;
  /** Set by the matcher: this credit brings back that payout debit (a return, a reversal). */
  return_of_line_id: number | null;
  approved: Generated<boolean>;
  note: string | null;
}

/** A pair a person took back (undo of an approval): the matcher never approves that row with that line again. */
export interface MatchRefusalTable {
  id: Generated<number>;
  side: 'DEPOSIT' | 'WITHDRAW';
  bo_id: number;
  /** The line the approval used; null when it named none (a person's approval without a line). */
  line_id: number | null;
  reason: string;
  created_by: number | null;
  created_by_name: string;
  created_at: CreatedAt;
}

/** A player as a website's BO files have written it (migration 0014, reconciliation/namesakes.ts). */
export interface PlayerNameTable extends PlayerBankColumns {
  website_code: string;
  user_name: string;
  full_name: string;
  /** The names' words, upper case, each once, sorted (the database's ac_name_words). */
  full_words: Generated<string>;
  account_words: Generated<string>;
}

export interface Database {
  website: WebsiteTable;
  account: AccountTable;
  session: SessionTable;
  whitelist_ip: WhitelistIpTable;
  activity: ActivityTable;
  login_failure: LoginFailureTable;
  bank_account: BankAccountTable;
  upload_file: UploadFileTable;
  upload: UploadTable;
  bo_deposit: BoDepositTable;
  bo_withdraw: BoWithdrawTable;
  statement_line: StatementLineTable;
  match_refusal: MatchRefusalTable;
  player_name: PlayerNameTable;
}

export type AccountRow = Selectable<AccountTable>;
export type NewAccount = Insertable<AccountTable>;
export type WebsiteRow = Selectable<WebsiteTable>;
