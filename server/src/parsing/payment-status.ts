/**
 * Status of a payment-provider row (QRIS, E-Wallet Auto TX, Nexus Pay). Only a finished, successful
 * payment is money on the statement; every other known status is skipped and counted; an unknown
 * status is an error, because guessing would either invent or lose money. Gateways' own words are
 * here too (`PARTIALLY_REFUNDED`, `REFUND_PENDING`, `VOIDED`, `DENY`): a payment partly refunded backs
 * no deposit by itself (docs/formats-qris-ewallet-bo.md, section 1 "Transaction status").
 */
import { RowProblem } from './reader/row-problem.ts';

const PAID = ['SUCCESS', 'SUCCESSFUL', 'SUCCEEDED', 'SUKSES', 'BERHASIL', 'PAID', 'SETTLED', 'SETTLEMENT', 'COMPLETED', 'COMPLETE'];

/** Still under way: the payment may yet be made. */
const UNDER_WAY = ['PENDING', 'PROCESSING', 'PROCESS', 'PROSES', 'DIPROSES', 'WAITING', 'MENUNGGU', 'UNPAID', 'BELUMBAYAR', 'BELUMDIBAYAR'];

/**
 * Failed, expired, cancelled, rejected, given back or reversed: a panel row with one of these never credited the player,
 * so nothing has to back it.
 */
const REFUSED = [
  'FAILED',
  'FAIL',
  'FAILURE',
  'GAGAL',
  'EXPIRED',
  'EXPIRE',
  'KADALUARSA',
  'KEDALUWARSA',
  'CANCELLED',
  'CANCELED',
  'CANCEL',
  'BATAL',
  'DIBATALKAN',
  'REJECTED',
  'REJECT',
  'DITOLAK',
  'DENY',
  'DENIED',
  'REFUND',
  'REFUNDED',
  'VOID',
  'VOIDED',
  'REVERSED',
];

/** Partly given back, or a refund not made yet: no money on the statement, yet not a refusal (the payment went through). */
const REFUNDING = ['PARTIALLYREFUNDED', 'REFUNDPENDING'];

const NOT_PAID = [...UNDER_WAY, ...REFUSED, ...REFUNDING];
const REFUSED_KEYS = new Set(REFUSED);

/** The statuses kept as money, as the documentation lists them. */
export const PAID_STATUSES: readonly string[] = PAID;
export const SKIPPED_STATUSES: readonly string[] = NOT_PAID;

const statusKey = (raw: string) => raw.toUpperCase().replace(/[^A-Z]/g, '');

/** A BO row the panel rejected, cancelled or reversed: the matcher leaves it alone. */
export const isRefusedStatus = (raw: string) => REFUSED_KEYS.has(statusKey(raw));

export type PaymentStatus = 'paid' | 'skipped' | 'unknown';

export function classifyPaymentStatus(raw: string): PaymentStatus {
  const key = statusKey(raw);
  if (PAID.includes(key)) return 'paid';
  if (NOT_PAID.includes(key)) return 'skipped';
  return 'unknown';
}

/** Decides row by row which statuses are money, and counts the skipped ones for one warning per file. */
export class StatusFilter {
  private readonly counts = new Map<string, number>();

  /** True for a paid row; false (and counted) for a known unpaid one; an unknown status is a row error. */
  keep(raw: string, column: string): boolean {
    const kind = classifyPaymentStatus(raw);
    if (kind === 'unknown') {
      throw new RowProblem(`status '${raw}' tidak dikenal (kolom ${column}); status sukses yang diterima: SUCCESS, SUKSES, BERHASIL, PAID, SETTLED`);
    }
    if (kind === 'skipped') this.add(raw);
    return kind === 'paid';
  }

  private add(raw: string): void {
    const status = raw.trim().toUpperCase();
    this.counts.set(status, (this.counts.get(status) ?? 0) + 1);
  }

  /** `3 baris dilewati karena statusnya bukan sukses: FAILED 2, EXPIRED 1.` or nothing. */
  warnings(): string[] {
    if (this.counts.size === 0) return [];
    const total = [...this.counts.values()].reduce((a, b) => a + b, 0);
    const detail = [...this.counts].map(([status, n]) => `${status} ${n}`).join(', ');
    return [`${total} baris dilewati karena statusnya bukan sukses: ${detail}.`];
  }
}
