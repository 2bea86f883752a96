/** Category CIMB: our template only; no CIMB export is known yet (docs/formats-banks.md, "CIMB"). */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { required } from './columns.ts';

export type CimbKey = 'date' | 'description' | 'debit' | 'credit' | 'balance' | 'reference';

export const CIMB_LAYOUTS = {
  /** `Tanggal,Keterangan,Debit,Kredit,Saldo,No. Referensi`: the columns of CIMB's printed statement. */
  template: {
    id: 'cimb-template', label: 'template CIMB', advice: 'pilih kategori Bank, bank CIMB',
    columns: {
      date: required('Tanggal'),
      description: required('Keterangan'),
      debit: required('Debit'),
      credit: required('Kredit'),
      balance: required('Saldo'),
      reference: required('No. Referensi'),
    },
    amounts: ['plain'], dates: 'day-first', timeZone: 'Asia/Jakarta',
  },
} satisfies Record<string, TableLayout<CimbKey>>;
