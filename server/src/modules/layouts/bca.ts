/**
 * Category BCA: our template and KlikBCA's own exports, the CSVs and the "Pratinjau Data" copy (docs/formats-banks.md,
 * "BCA").
 */
import type { ColumnSpec, TableLayout } from '../../parsing/reader/layout.ts';
import { bankTemplate, optional, required } from './columns.ts';

export type BcaKey = 'number' | 'date' | 'description' | 'branch' | 'amount' | 'direction' | 'debit' | 'credit' | 'balance';

const ADVICE = 'pilih kategori Bank, bank BCA';

/** KlikBCA's direction: `CR` or `DB` in the blank-headed column right after the amount. */
const DIRECTION_AFTER_AMOUNT: ColumnSpec<BcaKey> = { names: ['DB/CR'], after: 'amount', required: true };

/** KlikBCA Bisnis's first columns, `Tanggal Transaksi,Keterangan,Cabang,Jumlah`, in both its exports. */
const BISNIS_COLUMNS = {
  date: required('Tanggal Transaksi'),
  description: required('Keterangan'),
  branch: required('Cabang'),
  amount: required('Jumlah'),
};

export const BCA_LAYOUTS = {
  /** `Tanggal,Keterangan,Jumlah,DB/CR,Saldo`, dates `dd/mm/yyyy HH:mm:ss`, plain amounts. */
  template: bankTemplate('bca-template', 'template BCA', ADVICE, {
    amount: required('Jumlah'),
    direction: required('DB/CR'),
    balance: required('Saldo'),
  }),
  /**
   * KlikBCA individual: `Tanggal,Keterangan,Cabang,Jumlah,,Saldo`, the direction in the blank-headed column after Jumlah,
   * `'DD/MM` dates without a year, plain amounts, text unquoted.
   */
  klikBca: {
    id: 'bca-klikbca',
    label: 'CSV KlikBCA',
    advice: ADVICE,
    columns: {
      date: required('Tanggal'),
      description: required('Keterangan'),
      branch: required('Cabang'),
      amount: required('Jumlah'),
      direction: DIRECTION_AFTER_AMOUNT,
      balance: required('Saldo'),
    },
    amounts: ['plain'],
    dates: 'day-first-year-optional',
    timeZone: 'Asia/Jakarta',
    overflowInto: 'description',
  },
  /**
   * The same export in English (`Account No.,=,…` above it): `Date,Description,Branch,Amount,,Balance`, and after the
   * rows `Starting Balance`, `Credit`, `Debet`, `Ending Balance` (`Credit` and `Debet` are its own footer words).
   */
  klikBcaEnglish: {
    id: 'bca-klikbca-en',
    label: 'CSV KlikBCA (English)',
    advice: ADVICE,
    columns: {
      date: required('Date'),
      description: required('Description'),
      branch: required('Branch'),
      amount: required('Amount'),
      direction: DIRECTION_AFTER_AMOUNT,
      balance: required('Balance'),
    },
    amounts: ['plain'],
    dates: 'day-first-year-optional',
    timeZone: 'Asia/Jakarta',
    overflowInto: 'description',
    footer: /^(?:credit|debet|debit)$/i,
  },
  /** KlikBCA Bisnis: all quoted, `"8,520,000.00 CR"`, Saldo may be missing. */
  klikBcaBisnis: {
    id: 'bca-bisnis',
    label: 'CSV KlikBCA Bisnis',
    advice: ADVICE,
    columns: {
      ...BISNIS_COLUMNS,
      balance: optional('Saldo'),
    },
    amounts: ['en'],
    dates: 'day-first-year-optional',
    timeZone: 'Asia/Jakarta',
  },
  /**
   * KlikBCA Bisnis with the direction in its own blank-headed column: `Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo`,
   * `"2,450,000.00","DB"`. Its header also fits the layout above; finding one column more, it wins.
   */
  klikBcaBisnisDbCr: {
    id: 'bca-bisnis-dbcr',
    label: 'CSV KlikBCA Bisnis (kolom DB/CR)',
    advice: ADVICE,
    columns: {
      ...BISNIS_COLUMNS,
      direction: DIRECTION_AFTER_AMOUNT,
      balance: optional('Saldo'),
    },
    amounts: ['en'],
    dates: 'day-first-year-optional',
    timeZone: 'Asia/Jakarta',
  },
  /**
   * KlikBCA's "Pratinjau Data" table copied into a text file: tab-separated, `Pratinjau Data` and `Menampilkan semua N
   * data` above `No,Tanggal,Keterangan,Debit,Kredit,Saldo`, amounts `Rp 1.359.500` with `-` for an empty cell.
   */
  pratinjau: {
    id: 'bca-pratinjau',
    label: 'Pratinjau Data KlikBCA',
    advice: ADVICE,
    columns: {
      number: required('No'),
      date: required('Tanggal'),
      description: required('Keterangan'),
      debit: required('Debit'),
      credit: required('Kredit'),
      balance: required('Saldo'),
    },
    amounts: ['id'],
    dates: 'day-first',
    timeZone: 'Asia/Jakarta',
  },
} satisfies Record<string, TableLayout<BcaKey>>;
