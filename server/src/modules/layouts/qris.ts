/**
 * The five QRIS categories (QRIS, QRIS Solita, QRIS Minera, QRIS Export, QRIS (Luxe)) share these layouts: our template
 * ("Mutasi Auto QR" / "QRIS", what Convert Mutasi writes), the aggregator report, the merchant portal history and three
 * payment-gateway reports (docs/formats-qris-ewallet-bo.md, "QRIS"). None belongs to one provider: a gateway's report
 * is the same file whichever QRIS category it is uploaded under.
 */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { optional, required, TEMPLATE_STYLE } from './columns.ts';

export type QrisKey =
  | 'date'
  | 'paidDate'
  | 'rrn'
  | 'nmid'
  | 'merchant'
  | 'customer'
  | 'gross'
  | 'fee'
  | 'net'
  | 'status'
  | 'transactionId'
  | 'whitelabelId'
  | 'member'
  | 'memo'
  | 'method'
  | 'invoice'
  | 'issuer'
  | 'ticket'
  | 'currency';

const ADVICE = 'pilih salah satu kategori QRIS';

export const QRIS_LAYOUTS = {
  template: {
    id: 'qris-template',
    label: 'template QRIS',
    advice: ADVICE,
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
    ...TEMPLATE_STYLE,
  },
  /** Aggregator (payment gateway) report: Amount - Downline Fee Amount = Total Amount. */
  aggregator: {
    id: 'qris-aggregator',
    label: 'laporan agregator QRIS',
    advice: ADVICE,
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
    ...TEMPLATE_STYLE,
  },
  /** QRIS merchant portal transaction history (gross only, no MDR). */
  portal: {
    id: 'qris-merchant-portal',
    label: 'riwayat transaksi portal merchant QRIS',
    advice: ADVICE,
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
    ...TEMPLATE_STYLE,
  },
  /**
   * Payment-gateway report with `Paid At`, written in UTC without a zone: Amount - Fee = Net Amount; `External ID` is the
   * merchant's order id, the panel's ticket. Statuses PAID / SETTLED are money.
   */
  gatewayPaidAt: {
    id: 'qris-gateway-paid-at',
    label: 'laporan payment gateway QRIS (Paid At, UTC)',
    advice: ADVICE,
    columns: {
      transactionId: optional('ID', 'Payment ID', 'Invoice ID'),
      ticket: required('External ID', 'Reference ID'),
      status: required('Status'),
      gross: required('Amount'),
      fee: optional('Fee', 'Fees Paid Amount'),
      net: optional('Net Amount', 'Adjusted Received Amount'),
      currency: optional('Currency'),
      method: optional('Payment Method'),
      issuer: optional('Payment Channel'),
      rrn: optional('RRN'),
      customer: optional('Customer Name', 'Payer Name'),
      date: optional('Created At', 'Created'),
      paidDate: required('Paid At'),
    },
    amounts: ['plain'],
    dates: 'day-first',
    timeZone: 'UTC',
  },
  /**
   * Gateway transaction report with `success_at`, snake_case names under a title, every time with its offset
   * (`2026-07-01 10:00:00+07:00`): amount - admin_fee = net_amount; `partner_trx_id` is the panel's ticket.
   */
  gatewaySuccessAt: {
    id: 'qris-gateway-success-at',
    label: 'laporan transaksi QRIS gateway (success_at)',
    advice: ADVICE,
    columns: {
      transactionId: required('trx_id'),
      ticket: required('partner_trx_id', 'merchant_ref', 'order_id'),
      rrn: required('rrn'),
      nmid: optional('nmid'),
      merchant: optional('merchant_name'),
      issuer: optional('issuer', 'issuer_name'),
      customer: optional('payer_name', 'customer_name'),
      gross: required('amount'),
      fee: optional('admin_fee'),
      net: optional('net_amount', 'settlement_amount'),
      status: required('status'),
      date: optional('created_at'),
      paidDate: required('success_at'),
    },
    ...TEMPLATE_STYLE,
  },
  /**
   * Acquirer's QRIS settlement report in capitals, `RECORD DATE` the moment paid (Jakarta time), amounts with thousands
   * commas (`"1,500,000.00"`): AMOUNT - MDR = NET AMOUNT; `ORDER ID` the panel's ticket where the QR was dynamic.
   */
  acquirerRecordDate: {
    id: 'qris-acquirer-record-date',
    label: 'laporan settlement QRIS acquirer (RECORD DATE)',
    advice: ADVICE,
    columns: {
      paidDate: required('RECORD DATE'),
      nmid: optional('NMID'),
      merchant: optional('MERCHANT NAME'),
      ticket: optional('ORDER ID', 'INVOICE NUMBER'),
      rrn: required('RRN'),
      issuer: optional('ISSUER', 'ISSUER NAME'),
      customer: optional('CUSTOMER NAME'),
      gross: required('AMOUNT'),
      fee: optional('MDR', 'MDR AMOUNT'),
      net: optional('NET AMOUNT'),
      status: required('STATUS'),
    },
    amounts: ['en'],
    dates: 'day-first',
    timeZone: 'Asia/Jakarta',
    footer: /^\W*(end of report|akhir laporan)\b/i,
  },
} satisfies Record<string, TableLayout<QrisKey>>;
