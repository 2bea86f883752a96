/** Data Player's and the Game Site report's requests and answers (what they mean: ../reports.ts). */
import { z } from 'zod';

const money = z.number();

/** One BO transaction of a player: a deposit (withdraw 0) or a withdrawal (deposit 0). */
export const dataPlayerRow = z.object({
  /** When the transaction happened (deposit: request time; withdrawal: approval time), ISO. */
  date: z.string(),
  /** The panel operator who handled it (the table's Operator column). */
  handler: z.string(),
  username: z.string(),
  website: z.string(),
  /** The player's bank (BCA, DANA...). */
  player_bank_name: z.string(),
  player_bank_no: z.string(),
  deposit: money,
  withdraw: money,
  // our additions
  kind: z.enum(['DEPOSIT', 'WITHDRAW']),
  ticket_no: z.string(),
  player_account_name: z.string(),
  statement_date: z.string(),
});
export type DataPlayerRow = z.infer<typeof dataPlayerRow>;

export const dataPlayerResponse = z.object({
  details: z.array(dataPlayerRow),
  last_page: z.number().int(),
  /** Rows in the whole result (our addition). */
  total: z.number().int(),
});
export type DataPlayerResponse = z.infer<typeof dataPlayerResponse>;

/** One day of a website. */
export const gameSiteDay = z.object({
  date: z.string(),
  total_deposit: money,
  total_withdraw: money,
  total_transactions: z.number().int(),
  /** total_deposit - total_withdraw */
  balance: money,
});
export type GameSiteDay = z.infer<typeof gameSiteDay>;

/**
 * GET /api/totaldataplayer: the player summary (Data Player tiles) and the Game Site report (a page of days
 * with the grand totals of the whole range) in one answer; the screens read the part they need.
 */
export const totalDataPlayerResponse = z.object({
  // player summary over the whole range
  deposit: money,
  withdraw: money,
  balance: money,
  transactions: z.number().int(),
  // game site report
  details: z.array(gameSiteDay),
  grand_total_deposit: money,
  grand_total_withdraw: money,
  total_balance: money,
  grand_total_transactions: z.number().int(),
  last_page: z.number().int(),
});
export type TotalDataPlayerResponse = z.infer<typeof totalDataPlayerResponse>;

/** POST /api/exportcsvtotaldataplayer, /api/exportexceltotaldataplayer: the Game Site report of a range. */
export const exportTotalDataPlayerBody = z.object({
  start: z.string().trim().min(1).max(20),
  end: z.string().trim().min(1).max(20),
  group: z.string().trim().min(1).max(50),
});
export type ExportTotalDataPlayerBody = z.infer<typeof exportTotalDataPlayerBody>;
