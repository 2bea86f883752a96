import type { Direction } from '../../parsing/reader/fields.ts';
import type { ParseResult } from '../../parsing/result.ts';

/** Which way the money of a statement line moved: CR in, DB out. */
export type { Direction };

export const CHANNELS = [
  'INTRABANK',
  'BI_FAST',
  'SWITCHING',
  'SKN',
  'RTGS',
  'VA_EWALLET',
  'QRIS',
  'CASH',
  'CARD',
  'FEE',
  'INTEREST',
  'TAX',
  'RETURN',
  'OTHER',
] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Channels that never back a player's transaction: never candidates for matching. RETURN is money coming back: a
 * payout the receiving bank returned (BI-FAST `RETUR`, a reversal), which unpays the withdrawal it belonged to.
 */
export const NON_PLAYER_CHANNELS: readonly Channel[] = ['FEE', 'INTEREST', 'TAX', 'RETURN'];

/** One line of a bank, e-wallet or QRIS statement, as every statement parser produces it (docs/formats.md). */
export interface StatementLine {
  /** Line of the file the row starts on (1-based), for messages. */
  line: number;
  /** Jakarta calendar date the money moved (or the PEND row's derived date). */
  date: string;
  /** Jakarta wall-clock time, when the file has one. */
  time: string | null;
  /** A BCA `PEND` row: not yet booked. */
  pending: boolean;
  direction: Direction;
  /** Integer sen, always > 0; `direction` says which way. For QRIS net of MDR this is what arrived. */
  amountSen: number;
  /** QRIS settlement: the gross the customer paid and the MDR fee kept by the acquirer. */
  grossSen: number | null;
  feeSen: number | null;
  balanceSen: number | null;
  /** The bank's text, untouched. */
  description: string;
  channel: Channel;
  /** Derived from the description where the bank writes it; '' when unknown. */
  counterpartyName: string;
  counterpartyAccount: string;
  /** The other party's bank or wallet (parsing/banks.ts `BankCode`), from the text or the channel; '' when unknown. */
  counterpartyBank: string;
  reference: string;
}

export interface StatementParseContext {
  /** The statement date the user chose (YYYY-MM-DD), where the form asks for one (BCA, BNI). */
  statementDate?: string;
  /**
   * Each line as it is read, in file order, where the format can hand lines over before the end of the file
   * (parsing/reader/read-category.ts, ReadGiven.onRow); the lines it did not hand over are in the answer only.
   */
  onRow?: (line: StatementLine) => void;
}

/** The CSV template of an upload category: our documented layout, downloadable from the Templates page. */
export interface Template {
  fileName: string;
  columns: readonly string[];
  /** One realistic example row, same length as `columns`. */
  example: readonly string[];
}

/**
 * One upload category's statement format: its template, and a pure parser that accepts the template
 * and the bank's own exports we know (recognised by their header).
 */
export interface StatementFormat {
  id: string;
  label: string;
  template: Template;
  parse(text: string, context: StatementParseContext): ParseResult<StatementLine>;
}
