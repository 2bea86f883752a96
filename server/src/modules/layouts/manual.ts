/**
 * Category Manual Bank / Wallet: one template for every provider, and BRI's own CSV and internet banking statement
 * (provider BRI). The Mandiri provider also takes the Mandiri exports (layouts/mandiri.ts). docs/formats-banks.md,
 * "Manual Bank / Wallet".
 */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { bankTemplate, optional, required } from './columns.ts';

export type ManualKey =
  | 'account'
  | 'date'
  | 'time'
  | 'seq'
  | 'description'
  | 'transactionRemark'
  | 'customRemark'
  | 'name'
  | 'counterpartyAccount'
  | 'debit'
  | 'credit'
  | 'sign'
  | 'balance'
  | 'reference'
  | 'teller';

const BRI_ADVICE = 'pilih kategori Manual Bank / Wallet, bank BRI';

export const MANUAL_LAYOUTS = {
  /** `Tanggal,Keterangan,Nama,No Rekening/HP,Debit,Kredit,Saldo,Referensi`. */
  template: bankTemplate('manual-template', 'template Manual Bank / Wallet', 'pilih kategori Manual Bank / Wallet', {
    name: required('Nama'),
    counterpartyAccount: required('No Rekening/HP'),
    debit: required('Debit'),
    credit: required('Kredit'),
    balance: required('Saldo'),
    reference: required('Referensi'),
  }),
  /**
   * BRI CSV (BRImo, internet banking), 19 columns `"ID","NOREK","TGL_TRAN","TGL_EFEKTIF","JAM_TRAN","SEQ","DESK_TRAN",…` or
   * 8 `"ID","NOREK","TGL_TRAN","MUTASI_DEBET","MUTASI_KREDIT","GLSIGN","TRREMK","REMARK_CUSTOM"`: the bank's narrative
   * in DESK_TRAN or TRREMK, BRImo's words in REMARK_CUSTOM; English amounts with zero as `.00`. ID only counts the
   * export's rows and is not read.
   */
  briCsv: {
    id: 'bri-csv',
    label: 'CSV BRI',
    advice: BRI_ADVICE,
    columns: {
      account: optional('NOREK'),
      date: required('TGL_TRAN'),
      time: optional('JAM_TRAN'),
      seq: optional('SEQ'),
      description: optional('DESK_TRAN'),
      debit: required('MUTASI_DEBET'),
      credit: required('MUTASI_KREDIT'),
      balance: optional('SALDO_AKHIR_MUTASI'),
      sign: optional('GLSIGN'),
      transactionRemark: optional('TRREMK'),
      customRemark: optional('REMARK_CUSTOM'),
    },
    amounts: ['en'],
    dates: 'day-first',
    timeZone: 'Asia/Jakarta',
  },
  /**
   * BRI internet banking's statement: `Tanggal Transaksi, Uraian Transaksi, Teller, Debet, Kredit, Saldo` below a
   * `Laporan Mutasi Rekening` preamble, `dd/mm/yy HH:mm:ss`, English or Indonesian amounts (they never read one text two
   * ways).
   */
  briInternet: {
    id: 'bri-internet-banking',
    label: 'CSV BRI Internet Banking',
    advice: BRI_ADVICE,
    columns: {
      date: required('Tanggal Transaksi'),
      description: required('Uraian Transaksi'),
      teller: optional('Teller'),
      debit: required('Debet'),
      credit: required('Kredit'),
      balance: optional('Saldo'),
    },
    amounts: ['en', 'id'],
    dates: 'day-first',
    timeZone: 'Asia/Jakarta',
  },
} satisfies Record<string, TableLayout<ManualKey>>;
