/**
 * Category Manual Bank / Wallet: one template for every provider, and BRI's own CSV (provider BRI). The Mandiri
 * provider also takes the Mandiri exports (layouts/mandiri.ts). docs/formats-banks.md, "Manual Bank / Wallet".
 */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { optional, required } from './columns.ts';

export type ManualKey =
  | 'account' | 'date' | 'time' | 'seq' | 'description' | 'name' | 'counterpartyAccount' | 'debit' | 'credit' | 'balance' | 'reference';

export const MANUAL_LAYOUTS = {
  /** `Tanggal,Keterangan,Nama,No Rekening/HP,Debit,Kredit,Saldo,Referensi`. */
  template: {
    id: 'manual-template', label: 'template Manual Bank / Wallet', advice: 'pilih kategori Manual Bank / Wallet',
    columns: {
      date: required('Tanggal'),
      description: required('Keterangan'),
      name: required('Nama'),
      counterpartyAccount: required('No Rekening/HP'),
      debit: required('Debit'),
      credit: required('Kredit'),
      balance: required('Saldo'),
      reference: required('Referensi'),
    },
    amounts: ['plain'], dates: 'day-first', timeZone: 'Asia/Jakarta',
  },
  /** BRI CSV: `"ID","NOREK","TGL_TRAN",…,"MUTASI_DEBET","MUTASI_KREDIT",…`, English amounts with zero as `.00`. */
  briCsv: {
    id: 'bri-csv', label: 'CSV BRI', advice: 'pilih kategori Manual Bank / Wallet, bank BRI',
    columns: {
      account: required('NOREK'),
      date: required('TGL_TRAN'),
      time: required('JAM_TRAN'),
      seq: required('SEQ'),
      description: required('DESK_TRAN'),
      debit: required('MUTASI_DEBET'),
      credit: required('MUTASI_KREDIT'),
      balance: optional('SALDO_AKHIR_MUTASI'),
    },
    amounts: ['en'], dates: 'day-first', timeZone: 'Asia/Jakarta',
  },
} satisfies Record<string, TableLayout<ManualKey>>;
