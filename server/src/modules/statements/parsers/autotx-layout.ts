/** The header of an E-Wallet (Auto TX) file (see autotx.ts); apart so other parsers can recognise it. */
import type { Layout } from '../../../parsing/named-columns.ts';

export type AutoTxKey = 'date' | 'transactionId' | 'wallet' | 'account' | 'name' | 'amount' | 'type' | 'status';

export const AUTOTX_LAYOUT: Layout<AutoTxKey> = {
  variant: 'autotx-template',
  columns: {
    date: { names: ['Tanggal', 'Tanggal Transaksi'], required: true },
    transactionId: { names: ['ID Transaksi', 'Transaction ID'], required: true },
    wallet: { names: ['Wallet', 'E-Wallet'], required: true },
    account: { names: ['No Akun', 'No HP', 'Nomor HP'] },
    name: { names: ['Nama Akun', 'Nama'] },
    amount: { names: ['Nominal'], required: true },
    type: { names: ['Tipe', 'Jenis'], required: true },
    status: { names: ['Status'], required: true },
  },
};
