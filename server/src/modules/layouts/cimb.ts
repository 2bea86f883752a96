/** Category CIMB: our template and the CIMB Niaga OCTO CSV (docs/formats-banks.md, "CIMB"). */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { bankTemplate, optional, required } from './columns.ts';

export type CimbKey = 'date' | 'description' | 'debit' | 'credit' | 'balance' | 'reference';

const ADVICE = 'pilih kategori Bank, bank CIMB';

export const CIMB_LAYOUTS = {
  /** `Tanggal,Keterangan,Debit,Kredit,Saldo,No. Referensi`: the columns of CIMB's printed statement. */
  template: bankTemplate('cimb-template', 'template CIMB', ADVICE, {
    debit: required('Debit'),
    credit: required('Kredit'),
    balance: required('Saldo'),
    reference: required('No. Referensi'),
  }),
  /**
   * OCTO (CIMB Niaga's app and internet banking): a `;` table `Tanggal;Deskripsi;Debit;Kredit;Saldo[;No. Referensi]`
   * below title rows, dates `01-Aug-2026`, `0` for no amount. English or Indonesian amounts: the two styles never read
   * one text two ways (parsing/amount.ts).
   */
  octo: {
    id: 'cimb-octo',
    label: 'CSV CIMB Niaga OCTO',
    advice: ADVICE,
    columns: {
      date: required('Tanggal'),
      description: required('Deskripsi'),
      debit: required('Debit'),
      credit: required('Kredit'),
      balance: optional('Saldo'),
      reference: optional('No. Referensi'),
    },
    amounts: ['en', 'id'],
    dates: 'day-first',
    timeZone: 'Asia/Jakarta',
  },
} satisfies Record<string, TableLayout<CimbKey>>;
