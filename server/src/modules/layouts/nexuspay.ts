/** Category Nexus Pay: our template is the format; no native export is known (docs/formats-qris-ewallet-bo.md, "Nexus Pay"). */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { optional, required, TEMPLATE_STYLE } from './columns.ts';

export type NexusPayKey = 'date' | 'transactionId' | 'type' | 'username' | 'bank' | 'accountName' | 'accountNumber' | 'amount' | 'fee' | 'status';

export const NEXUSPAY_LAYOUTS = {
  template: {
    id: 'nexuspay-template',
    label: 'template Nexus Pay',
    advice: 'pilih kategori Nexus Pay',
    columns: {
      date: required('Tanggal', 'Tanggal Transaksi'),
      transactionId: required('ID Transaksi', 'Transaction ID'),
      type: required('Tipe', 'Jenis'),
      username: required('Username', 'User Name'),
      bank: optional('Bank', 'Bank Pemain'),
      accountName: optional('Nama Rekening'),
      accountNumber: optional('No Rekening', 'Nomor Rekening'),
      amount: required('Nominal'),
      fee: optional('Biaya', 'Fee'),
      status: required('Status'),
    },
    ...TEMPLATE_STYLE,
  },
} satisfies Record<string, TableLayout<NexusPayKey>>;
