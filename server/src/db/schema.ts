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

export interface Database {
  website: WebsiteTable;
  account: AccountTable;
  session: SessionTable;
  whitelist_ip: WhitelistIpTable;
  activity: ActivityTable;
  login_failure: LoginFailureTable;
  bank_account: BankAccountTable;
}

export type AccountRow = Selectable<AccountTable>;
export type NewAccount = Insertable<AccountTable>;
export type WebsiteRow = Selectable<WebsiteTable>;
