import type { JenisTransaksi, LineKind, Side } from '@auto-checker/contract';
import { ELIGIBLE_LINES } from '../reconciliation/engine/eligibility.ts';
import type { Direction } from '../statements/statement-line.ts';

/**
 * What a statement line is to the books (contract LINE_KINDS), from what the line itself says. View Mutasi lists every
 * line of the statement (view-lines.ts); this tells the auditor which of them are players' money (PLAYER: they could
 * back a BO row, ELIGIBLE_LINES) and what the others are. Pure: the views and the exports call it per row.
 */
export interface LineFacts {
  jenis: JenisTransaksi | null;
  direction: Direction;
  channel: string;
  /** Set by the matcher on a credit that brings back a payout (statement_line.return_of_line_id). */
  return_of_line_id: number | null;
}

/** Channels that name their kind outright: the bank booked a fee, interest, tax, or a payout coming back. */
const CHANNEL_KINDS: Readonly<Record<string, LineKind>> = { FEE: 'FEE', INTEREST: 'INTEREST', TAX: 'TAX', RETURN: 'RETURN' };

/**
 * Which View Mutasi lists a line: a deposit account's lines (both directions) in the deposit view, a withdraw
 * account's in the withdraw view; a gateway report carries no account kind, so its credits are deposits and its
 * debits payouts (the direction ELIGIBLE_LINES gives each side), except money coming back (channel RETURN), a payout
 * returned, which is shown beside the payouts. view-lines.ts says the same in SQL.
 */
export function viewSide(line: Pick<LineFacts, 'jenis' | 'direction' | 'channel'>): Side {
  if (line.jenis !== null) return line.jenis === ELIGIBLE_LINES.DEPOSIT.jenis ? 'DEPOSIT' : 'WITHDRAW';
  return line.direction === ELIGIBLE_LINES.DEPOSIT.direction && line.channel !== 'RETURN' ? 'DEPOSIT' : 'WITHDRAW';
}

/** ELIGIBLE_LINES read for one line: what eligibleLines() selects in SQL (the test compares the two on every combination). */
export function isEligible(side: Side, line: Pick<LineFacts, 'jenis' | 'direction' | 'channel'>): boolean {
  const rule = ELIGIBLE_LINES[side];
  return (
    line.direction === rule.direction &&
    (line.jenis === null || line.jenis === rule.jenis) &&
    !(rule.excludedChannels as readonly string[]).includes(line.channel)
  );
}

/**
 * FEE, INTEREST, TAX, RETURN by channel (a credit the matcher linked to a payout is a RETURN whatever words the bank
 * used); PLAYER when the line could back a BO row; otherwise money the operator moved itself: SWEEP out of a deposit
 * account (to its other accounts), TOPUP into a withdraw account (funding payouts).
 */
export function lineKind(line: LineFacts): LineKind {
  const byChannel = CHANNEL_KINDS[line.channel];
  if (byChannel) return byChannel;
  if (line.return_of_line_id !== null) return 'RETURN';
  if (isEligible('DEPOSIT', line) || isEligible('WITHDRAW', line)) return 'PLAYER';
  return viewSide(line) === 'DEPOSIT' ? 'SWEEP' : 'TOPUP';
}
