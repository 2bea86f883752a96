import type { JenisTransaksi, Side } from '@auto-checker/contract';
import { NON_PLAYER_CHANNELS, type Channel, type Direction } from '../../statements/statement-line.ts';

/**
 * The statement lines that can back a BO row of one side: money in for deposits, money out for withdrawals,
 * from an account of that kind (or a gateway report with no account kind), and never a fee, interest, tax or return
 * line. View Mutasi shows these as a player's lines (kind PLAYER) among the rest of the statement (review/sql/view-lines.ts).
 */
export interface LineEligibility {
  direction: Direction;
  /** statement_line.jenis values allowed besides NULL (gateway reports carry none). */
  jenis: JenisTransaksi;
  excludedChannels: readonly Channel[];
}

export const ELIGIBLE_LINES: Readonly<Record<Side, LineEligibility>> = {
  DEPOSIT: { direction: 'CR', jenis: 'DEPO', excludedChannels: NON_PLAYER_CHANNELS },
  WITHDRAW: { direction: 'DB', jenis: 'WD', excludedChannels: NON_PLAYER_CHANNELS },
};
