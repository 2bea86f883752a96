/** The header of a Nexus Pay file (see nexuspay.ts); apart so other parsers can recognise it. */
import type { Layout } from '../../../parsing/named-columns.ts';

export type NexusPayKey = 'date' | 'transactionId' | 'type' | 'username' | 'bank' | 'accountName' | 'accountNumber' | 'amount' | 'fee' | 'status';

export const NEXUSPAY_LAYOUT: Layout<NexusPayKey> = {
  variant: 'nexuspay-template',
  columns: {
    date: { names: ['Tanggal', 'Tanggal Transaksi'], required: true },
    transactionId: { names: ['ID Transaksi', 'Transaction ID'], required: true },
    type: { names: ['Tipe', 'Jenis'], required: true },
    username: { names: ['Username', 'User Name'], required: true },
    bank: { names: ['Bank', 'Bank Pemain'] },
    accountName: { names: ['Nama Rekening'] },
    accountNumber: { names: ['No Rekening', 'Nomor Rekening'] },
    amount: { names: ['Nominal'], required: true },
    fee: { names: ['Biaya', 'Fee'] },
    status: { names: ['Status'], required: true },
  },
};
