/** Category E-Wallet (Auto TX): our template is the format; no native export is known (docs/formats-qris-ewallet-bo.md, "E-Wallet"). */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { optional, required, TEMPLATE_STYLE } from './columns.ts';

export type AutoTxKey = 'date' | 'transactionId' | 'wallet' | 'account' | 'name' | 'amount' | 'type' | 'status';

export const AUTOTX_LAYOUTS = {
  template: {
    id: 'autotx-template',
    label: 'template E-Wallet (Auto TX)',
    advice: 'pilih kategori E-Wallet (Auto TX)',
    columns: {
      date: required('Tanggal', 'Tanggal Transaksi'),
      transactionId: required('ID Transaksi', 'Transaction ID'),
      wallet: required('Wallet', 'E-Wallet'),
      account: optional('No Akun', 'No HP', 'Nomor HP'),
      name: optional('Nama Akun', 'Nama'),
      amount: required('Nominal'),
      type: required('Tipe', 'Jenis'),
      status: required('Status'),
    },
    ...TEMPLATE_STYLE,
  },
} satisfies Record<string, TableLayout<AutoTxKey>>;
