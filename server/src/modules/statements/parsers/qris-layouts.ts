/** The header layouts a QRIS file may have (see qris.ts); apart so other parsers can recognise a QRIS file. */
import type { Layout } from '../../../parsing/named-columns.ts';

export type QrisKey =
  | 'date' | 'paidDate' | 'rrn' | 'nmid' | 'merchant' | 'customer' | 'gross' | 'fee' | 'net' | 'status'
  | 'transactionId' | 'whitelabelId' | 'member' | 'memo' | 'method' | 'invoice' | 'issuer';

/** Our template: what the Templates page hands out and what Convert Mutasi (QRIS) writes. */
export const QRIS_TEMPLATE_LAYOUT: Layout<QrisKey> = {
  variant: 'qris-template',
  columns: {
    date: { names: ['Tanggal', 'Tanggal Transaksi', 'Waktu Transaksi'], required: true },
    rrn: { names: ['RRN'], required: true },
    nmid: { names: ['NMID'] },
    merchant: { names: ['Merchant', 'Nama Merchant'] },
    customer: { names: ['Nama Customer', 'Nama Pelanggan'] },
    gross: { names: ['Nominal'], required: true },
    fee: { names: ['MDR', 'Biaya MDR'] },
    net: { names: ['Nominal Bersih'] },
    status: { names: ['Status'], required: true },
  },
};

/** Aggregator (payment gateway) report: Amount - Downline Fee Amount = Total Amount. */
const AGGREGATOR_LAYOUT: Layout<QrisKey> = {
  variant: 'qris-aggregator',
  columns: {
    date: { names: ['Transaction Date'], required: true },
    paidDate: { names: ['Paid Date'] },
    member: { names: ['Member ID'] },
    rrn: { names: ['Rrn'], required: true },
    nmid: { names: ['NMID'] },
    transactionId: { names: ['Transaction ID'], required: true },
    whitelabelId: { names: ['Whitelabel Transaction ID'] },
    status: { names: ['Status'], required: true },
    gross: { names: ['Amount'], required: true },
    fee: { names: ['Downline Fee Amount'] },
    net: { names: ['Total Amount'] },
    memo: { names: ['Memo'] },
    method: { names: ['Payment Method'] },
  },
};

/** QRIS merchant portal transaction history (gross only, no MDR). */
const PORTAL_LAYOUT: Layout<QrisKey> = {
  variant: 'qris-merchant-portal',
  columns: {
    transactionId: { names: ['id'], required: true },
    date: { names: ['tanggal'], required: true },
    gross: { names: ['nominal'], required: true },
    status: { names: ['status'], required: true },
    invoice: { names: ['inv_id'], required: true },
    issuer: { names: ['asal_transaksi'] },
    customer: { names: ['nama_customer', 'nama_costumer'] },
    rrn: { names: ['rrn'], required: true },
  },
};

/** Tried together; the one finding the most columns wins. The template comes first: a refusal names its columns. */
export const QRIS_LAYOUTS = [QRIS_TEMPLATE_LAYOUT, AGGREGATOR_LAYOUT, PORTAL_LAYOUT];
