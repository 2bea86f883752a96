/**
 * Rows of the files the upload tests send: a Nexus panel's deposit and withdraw exports (Check Data, BOWD) and a line
 * of a BCA statement in our template. Each is website ABC's unless said otherwise.
 */

/** The cells of a row that a test may set, by name; each one left out keeps its row builder's default. */
type Cells<Name extends string> = Partial<Record<Name, string>>;

/**
 * What a deposit row may say other than an approved bank deposit into ABC's BCA account from the player's BCA account:
 * `bank` is the player's bank text (`BCA - {name} - 1234567890` unless given), `user` the username (the ticket's own,
 * one player per ticket, unless given).
 */
export type DepositCells = Cells<'payment' | 'bank' | 'ref' | 'user' | 'corporate' | 'status' | 'website' | 'playerRef'>;

/** A Nexus deposit row: ticket, request time (dd/mm/yyyy HH:mm:ss, the approve time too), name, amount. */
export function nexusDeposit(ticket: string, at: string, name: string, amount: number, cells: DepositCells = {}): string[] {
  return [
    ticket,
    at,
    at,
    cells.user ?? ticket.toLowerCase(),
    name,
    cells.payment ?? 'BANK',
    String(amount),
    '0',
    '0',
    '0',
    String(amount),
    cells.bank ?? `BCA - ${name} - 1234567890`,
    cells.corporate ?? 'BCA - PT ABC - 1111111111',
    'Deposit',
    cells.ref ?? '',
    cells.status ?? 'APPROVED',
    '',
    'op1',
    cells.website ?? 'ABC',
    cells.playerRef ?? '',
    '',
  ];
}

/** What a withdraw row may say other than an approved payout of website ABC from its BCA WD account to `BNI - {name}` 0123456789. */
export type WithdrawalCells = Cells<'bank' | 'number' | 'status' | 'website'>;

/** A Nexus withdraw row: ticket, time (dd/mm/yyyy HH:mm:ss), name, amount. */
export function nexusWithdrawal(ticket: string, at: string, name: string, amount: number, cells: WithdrawalCells = {}): string[] {
  return [
    ticket,
    at,
    'NEXUSBET',
    ticket.toLowerCase(),
    name,
    cells.bank ?? `BNI - ${name}`,
    cells.number ?? '0123456789',
    String(amount),
    String(amount),
    'BCA - PT ABC WD - 2222222222',
    cells.website ?? 'ABC',
    'WD',
    cells.status ?? 'APPROVED',
    'op1',
    '',
    '',
    '0',
  ];
}

/** A line of a BCA statement (our template), a credit unless `dir` says DB. */
export const bcaLine = (at: string, text: string, amount: number, dir: 'CR' | 'DB' = 'CR') => [at, text, `${amount}.00`, dir, '5000000.00'];

/** Lines of ABC's BCA withdraw account: a payout to SITI AMINAH at 15:25 and, an hour later, its money back (a RETUR credit). */
export const payoutAndItsReturn = () => [
  bcaLine('03/07/2026 15:25:00', 'BI-FAST DB TRANSFER   KE 009 SITI AMINAH  KBI', 250000, 'DB'),
  bcaLine('03/07/2026 16:25:00', 'BI-FAST CR RETUR TRANSFER DR 009 SITI AMINAH', 250000, 'CR'),
];
