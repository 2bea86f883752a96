import type { JenisTransaksi } from './banks.ts';

/**
 * The two sides of a website's money, one word each in server and web: DEPOSIT (a player pays in, a BO deposit
 * backed by a credit) and WITHDRAW (the website pays out, a BO withdrawal backed by a debit). The spec and the panels
 * write them otherwise, and only at the edges: SIDE_WORDS.
 */
export const SIDES = ['DEPOSIT', 'WITHDRAW'] as const;
export type Side = (typeof SIDES)[number];

/**
 * How each side is written where the spec or the URL decides: `jenis`, the Data Bank's and the upload form's
 * jenis transaksi (DEPO / WD); `boPath`, the BO tables' paths (`/api/viewbo`, `/api/viewbowd`, `/api/suggestions/bo`);
 * `view`, the review screens' `view=` in the URL; `label`, the word in messages and the activity log.
 */
export const SIDE_WORDS = {
  DEPOSIT: { jenis: 'DEPO', boPath: 'bo', view: 'deposit', label: 'deposit' },
  WITHDRAW: { jenis: 'WD', boPath: 'bowd', view: 'withdraw', label: 'withdraw' },
} as const satisfies Record<Side, { jenis: JenisTransaksi; boPath: string; view: string; label: string }>;

/** The side a jenis transaksi names. */
export const sideOfJenis = (jenis: JenisTransaksi): Side => (jenis === 'DEPO' ? 'DEPOSIT' : 'WITHDRAW');
/** The side a BO path word names (`bo` or `bowd`). */
export const sideOfBoPath = (word: 'bo' | 'bowd'): Side => (word === 'bo' ? 'DEPOSIT' : 'WITHDRAW');
