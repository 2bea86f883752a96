/**
 * The five QRIS categories (QRIS, QRIS Solita, QRIS Minera, QRIS Export, QRIS (Luxe)) share these layouts: our template
 * ("Mutasi Auto QR" / "QRIS", what Convert Mutasi writes), the aggregator report and the merchant portal history
 * (docs/formats-qris-ewallet-bo.md, "QRIS").
 */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { optional, required } from './columns.ts';

export type QrisKey =
  | 'date' | 'paidDate' | 'rrn' | 'nmid' | 'merchant' | 'customer' | 'gross' | 'fee' | 'net' | 'status'
  | 'transactionId' | 'whitelabelId' | 'member' | 'memo' | 'method' | 'invoice' | 'issuer';

const ADVICE = 'pilih salah satu kategori QRIS';

export const QRIS_LAYOUTS = {
  template: {
    id: 'qris-template', label: 'template QRIS', advice: ADVICE,
    columns: {
      date: required('Tanggal', 'Tanggal Transaksi', 'Waktu Transaksi'),
      rrn: required('RRN'),
      nmid: optional('NMID'),
      merchant: optional('Merchant', 'Nama Merchant'),
      customer: optional('Nama Customer', 'Nama Pelanggan'),
      gross: required('Nominal'),
      fee: optional('MDR', 'Biaya MDR'),
      net: optional('Nominal Bersih'),
      status: required('Status'),
    },
    amounts: ['plain'], dates: 'day-first', timeZone: 'Asia/Jakarta',
  },
  /** Aggregator (payment gateway) report: Amount - Downline Fee Amount = Total Amount. */
  aggregator: {
    id: 'qris-aggregator', label: 'laporan agregator QRIS', advice: ADVICE,
    columns: {
      date: required('Transaction Date'),
      paidDate: optional('Paid Date'),
      member: optional('Member ID'),
      rrn: required('Rrn'),
      nmid: optional('NMID'),
      transactionId: required('Transaction ID'),
      whitelabelId: optional('Whitelabel Transaction ID'),
      status: required('Status'),
      gross: required('Amount'),
      fee: optional('Downline Fee Amount'),
      net: optional('Total Amount'),
      memo: optional('Memo'),
      method: optional('Payment Method'),
    },
    amounts: ['plain'], dates: 'day-first', timeZone: 'Asia/Jakarta',
  },
  /** QRIS merchant portal transaction history (gross only, no MDR). */
  portal: {
    id: 'qris-merchant-portal', label: 'riwayat transaksi portal merchant QRIS', advice: ADVICE,
    columns: {
      transactionId: required('id'),
      date: required('tanggal'),
      gross: required('nominal'),
      status: required('status'),
      invoice: required('inv_id'),
      issuer: optional('asal_transaksi'),
      customer: optional('nama_customer', 'nama_costumer'),
      rrn: required('rrn'),
    },
    amounts: ['plain'], dates: 'day-first', timeZone: 'Asia/Jakarta',
  },
} satisfies Record<string, TableLayout<QrisKey>>;
