/** Category BCA: our template and KlikBCA's two CSV exports (docs/formats-banks.md, "BCA"). */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { optional, required } from './columns.ts';

export type BcaKey = 'date' | 'description' | 'branch' | 'amount' | 'direction' | 'balance';

const ADVICE = 'pilih kategori Bank, bank BCA';

export const BCA_LAYOUTS = {
  /** `Tanggal,Keterangan,Jumlah,DB/CR,Saldo`, dates `dd/mm/yyyy HH:mm:ss`, plain amounts. */
  template: {
    id: 'bca-template', label: 'template BCA', advice: ADVICE,
    columns: {
      date: required('Tanggal'),
      description: required('Keterangan'),
      amount: required('Jumlah'),
      direction: required('DB/CR'),
      balance: required('Saldo'),
    },
    amounts: ['plain'], dates: 'day-first', timeZone: 'Asia/Jakarta',
  },
  /**
   * KlikBCA individual: `Tanggal,Keterangan,Cabang,Jumlah,,Saldo`, the direction in the blank-headed column after Jumlah,
   * `'DD/MM` dates without a year, plain amounts, text unquoted.
   */
  klikBca: {
    id: 'bca-klikbca', label: 'CSV KlikBCA', advice: ADVICE,
    columns: {
      date: required('Tanggal'),
      description: required('Keterangan'),
      branch: required('Cabang'),
      amount: required('Jumlah'),
      direction: { names: ['DB/CR'], after: 'amount', required: true },
      balance: required('Saldo'),
    },
    amounts: ['plain'], dates: 'day-first-year-optional', timeZone: 'Asia/Jakarta', overflowInto: 'description',
  },
  /** KlikBCA Bisnis: all quoted, `"8,520,000.00 CR"`, Saldo may be missing. */
  klikBcaBisnis: {
    id: 'bca-bisnis', label: 'CSV KlikBCA Bisnis', advice: ADVICE,
    columns: {
      date: required('Tanggal Transaksi'),
      description: required('Keterangan'),
      branch: required('Cabang'),
      amount: required('Jumlah'),
      balance: optional('Saldo'),
    },
    amounts: ['en'], dates: 'day-first-year-optional', timeZone: 'Asia/Jakarta',
  },
} satisfies Record<string, TableLayout<BcaKey>>;
