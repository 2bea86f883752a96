/**
 * Categories BNI Mobile and BNI Internet Banking: our two templates, and the BNI CSV with and without a header row
 * (docs/formats-banks.md, "BNI Mobile", "BNI Internet Banking").
 */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { bankTemplate, optional, required } from './columns.ts';

export type BniKey = 'date' | 'valueDate' | 'branch' | 'journal' | 'description' | 'amount' | 'direction' | 'debit' | 'credit' | 'balance';

const ADVICE = 'pilih kategori Bank, bank BNI Internet Banking';

export const BNI_LAYOUTS = {
  /** BNI Mobile: `Tanggal,Keterangan,Nominal,Db/Cr,Saldo`, the columns of the app's history lines. */
  mobileTemplate: bankTemplate('bni-mobile-template', 'template BNI Mobile', 'pilih kategori Bank, bank BNI Mobile', {
    amount: required('Nominal'),
    direction: required('Db/Cr'),
    balance: required('Saldo'),
  }),
  /** BNI Internet Banking: `Tanggal,Keterangan,Debit,Kredit,Saldo,No. Jurnal`. */
  internetTemplate: bankTemplate('bni-internet-template', 'template BNI Internet Banking', ADVICE, {
    debit: required('Debit'),
    credit: required('Kredit'),
    balance: required('Saldo'),
    journal: required('No. Jurnal'),
  }),
  /** The BNI CSV with a header row (its names are not documented: the corporate e-statement's English names). */
  csv: {
    id: 'bni-csv',
    label: 'CSV BNI',
    advice: ADVICE,
    columns: {
      date: required('Posting Date', 'Post Date'),
      description: required('Description', 'Transaction Description'),
      debit: required('Debit'),
      credit: required('Credit'),
      journal: optional('Journal No.', 'Journal'),
      valueDate: optional('Effective Date', 'Value Date'),
      branch: optional('Branch'),
    },
    amounts: ['en'],
    dates: 'day-first',
    timeZone: 'Asia/Jakarta',
  },
  /**
   * The BNI CSV without a header, recognised by its first record:
   * `"02/12/19 06.25.21","02/12/19 06.25.21","0996","932902","TRANSFER DARI | …",".00","200,000.00"`.
   */
  csvRecords: {
    id: 'bni-csv-record',
    label: 'CSV BNI (tanpa header)',
    advice: ADVICE,
    columns: {
      date: optional('Posting Date'),
      valueDate: optional('Effective Date'),
      branch: optional('Branch'),
      journal: optional('Journal No.'),
      description: optional('Description'),
      debit: optional('Debit'),
      credit: optional('Credit'),
    },
    headerless: (cells) => cells.length === 7 && cells.slice(0, 2).every((c) => /^\d{2}\/\d{2}\/\d{2,4} \d{2}[.:]\d{2}[.:]\d{2}$/.test(c)),
    amounts: ['en'],
    dates: 'day-first',
    timeZone: 'Asia/Jakarta',
  },
} satisfies Record<string, TableLayout<BniKey>>;
