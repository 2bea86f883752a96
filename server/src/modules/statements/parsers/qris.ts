/**
 * QRIS payment reports: the four Nexus QRIS categories (QRIS, QRIS Solita, QRIS Minera, QRIS Export)
 * and QRIS (Luxe). Their files share one set of layouts (layouts/qris.ts), so one parser serves five categories that
 * differ only in id, label and template file name. Accepted: our template ("Mutasi Auto QR" / "QRIS"), the aggregator
 * report, the QRIS merchant portal history and three payment-gateway reports (`Paid At` in UTC, `success_at` with
 * offsets, the acquirer's `RECORD DATE`). Every row is a credit on channel QRIS; only paid rows are money (see
 * payment-status.ts), the others are counted in a warning. docs/formats-qris-ewallet-bo.md, "QRIS".
 */
import { senToDecimal } from '../../../parsing/amount.ts';
import type { LocalDateTime } from '../../../parsing/datetime.ts';
import { layoutColumns } from '../../../parsing/reader/layout.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import type { ParseResult } from '../../../parsing/result.ts';
import { KNOWN_LAYOUTS } from '../../layouts/known.ts';
import { QRIS_LAYOUTS, type QrisKey } from '../../layouts/qris.ts';
import type { StatementFormat, StatementLine, StatementParseContext, Template } from '../statement-line.ts';
import { readPayments } from './payment-table.ts';

export const QRIS_TEMPLATE_COLUMNS: readonly string[] = layoutColumns(QRIS_LAYOUTS.template);
const EXAMPLE = ['03/07/2026 14:05:10', '602312345678', 'ID1025123456789', 'TOKO CONTOH JAYA', 'BUDI SANTOSO', '100000', '700', '99300', 'SUCCESS'];

export const qrisTemplate = (fileName: string): Template => ({ fileName, columns: QRIS_TEMPLATE_COLUMNS, example: EXAMPLE });

/** The Templates page's "Mutasi Auto QR" and "QRIS" buttons: the same layout under two names. */
export const AUTO_QR_TEMPLATE = qrisTemplate('template_mutasi_auto_qr.csv');
export const QRIS_TEMPLATE = qrisTemplate('template_mutasi_qris.csv');

/** Gross, MDR and net of one row: any two give the third; all three must agree. */
function amounts(cells: RowCells<QrisKey>): { gross: number; fee: number | null; net: number } {
  const gross = cells.positiveAmount('gross');
  const fee = cells.amount('fee');
  const net = cells.amount('net');
  if (fee !== null && fee < 0) throw new RowProblem(`MDR tidak boleh negatif (kolom ${cells.label('fee')})`);
  if (fee !== null && net !== null && gross - fee !== net) {
    throw new RowProblem(
      `${cells.label('gross')} ${senToDecimal(gross)} - ${cells.label('fee')} ${senToDecimal(fee)} tidak sama dengan ${cells.label('net')} ${senToDecimal(net)}`,
    );
  }
  const resolvedNet = net ?? (fee !== null ? gross - fee : gross);
  const resolvedFee = fee ?? (net !== null ? gross - net : null);
  if (resolvedNet <= 0 || (resolvedFee !== null && resolvedFee < 0)) {
    throw new RowProblem(`nominal bersih ${senToDecimal(resolvedNet)} tidak masuk akal untuk nominal ${senToDecimal(gross)}`);
  }
  return { gross, fee: resolvedFee, net: resolvedNet };
}

/**
 * The moment the customer paid: the paid time when the report has one, else its transaction time. A report whose paid
 * time is a required column (the gateway reports) never falls back: a paid row without it cannot be put on a day. Nor
 * can a UTC date without a time: its Jakarta day is unknown.
 */
function paidAt(cells: RowCells<QrisKey>): LocalDateTime {
  const key = cells.text('paidDate') !== '' || cells.layout.columns.paidDate?.required ? 'paidDate' : 'date';
  const when = cells.requiredDateTime(key);
  if (when.time === null && cells.layout.timeZone === 'UTC') {
    throw new RowProblem(`${cells.label(key)} '${cells.text(key)}' tanpa jam: waktu UTC tidak bisa dipindah ke tanggal WIB`);
  }
  return when;
}

/** Gateways write the currency; amounts are rupiah only (another currency's number would be read as rupiah). */
function checkRupiah(cells: RowCells<QrisKey>): void {
  const currency = cells.text('currency');
  if (currency !== '' && currency.toUpperCase() !== 'IDR') {
    throw new RowProblem(`mata uang '${currency}' tidak didukung (kolom ${cells.label('currency')}); hanya IDR`);
  }
}

/**
 * Where the reference comes from, in order: the merchant's ticket (External ID, partner_trx_id, ORDER ID: the panel's
 * ticket, which the matcher's reference rule finds among the BO row's references), the RRN, the gateway's own id.
 * Every QRIS layout has at least one of these columns.
 */
const REFERENCE_KEYS: readonly QrisKey[] = ['ticket', 'rrn', 'transactionId'];

function reference(cells: RowCells<QrisKey>): string {
  const keys = REFERENCE_KEYS.filter((key) => cells.has(key));
  const found = keys.map((key) => cells.text(key)).find((value) => value !== '');
  if (found !== undefined) return found;
  const labels = keys.map((key) => cells.label(key));
  const named = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} dan ${labels.at(-1)}` : labels[0];
  throw new RowProblem(`kolom ${named} kosong`);
}

/** The row's own words, labelled, since these files have no narrative of their own. */
function description(cells: RowCells<QrisKey>): string {
  const labelled = (prefix: string, key: QrisKey) => (cells.text(key) ? `${prefix} ${cells.text(key)}` : '');
  return [
    'QRIS',
    cells.text('merchant'),
    labelled('NMID', 'nmid'),
    labelled('RRN', 'rrn'),
    labelled('TRX', 'transactionId'),
    labelled('TIKET', 'ticket'),
    labelled('WL', 'whitelabelId'),
    labelled('INV', 'invoice'),
    labelled('MEMBER', 'member'),
    cells.text('issuer'),
    cells.text('method'),
    cells.text('memo'),
    cells.text('customer'),
  ]
    .filter(Boolean)
    .join(' | ');
}

function toLine(cells: RowCells<QrisKey>): StatementLine {
  const when = paidAt(cells);
  checkRupiah(cells);
  const { gross, fee, net } = amounts(cells);
  return {
    line: cells.line,
    date: when.date,
    time: when.time,
    pending: false,
    direction: 'CR',
    amountSen: net,
    grossSen: gross,
    feeSen: fee,
    balanceSen: null,
    description: description(cells),
    channel: 'QRIS',
    counterpartyName: cells.text('customer'),
    counterpartyAccount: '',
    counterpartyBank: '',
    reference: reference(cells),
  };
}

/** A QRIS payment is its gateway's transaction id, else its RRN (never the ticket: a player may pay one order twice). */
const PAYMENT_ID = ['transactionId', 'rrn'] as const;

function parseQrisStatement(text: string, format: string, context: StatementParseContext): ParseResult<StatementLine> {
  return readPayments(text, { name: format, layouts: Object.values(QRIS_LAYOUTS), known: KNOWN_LAYOUTS, paymentId: PAYMENT_ID }, toLine, context);
}

function qrisFormat(id: string, label: string, fileName: string): StatementFormat {
  return { id, label, template: qrisTemplate(fileName), parse: (text, context) => parseQrisStatement(text, label, context) };
}

/** POST /api/mutasiupdepoqris (Nexus). */
export const qrisStatement = qrisFormat('qris', 'QRIS', 'template_mutasi_qris.csv');
/** POST /api/mutasiupdepoqrissolita (Nexus). */
export const qrisSolitaStatement = qrisFormat('qris-solita', 'QRIS Solita', 'template_mutasi_qris_solita.csv');
/** POST /api/mutasiupdepoqrisminera (Nexus). */
export const qrisMineraStatement = qrisFormat('qris-minera', 'QRIS Minera', 'template_mutasi_qris_minera.csv');
/** POST /api/mutasiupdepoqrisexport (Nexus). */
export const qrisExportStatement = qrisFormat('qris-export', 'QRIS Export', 'template_mutasi_qris_export.csv');
/** POST /api/mutasiupdepoqrisluxe (Luxe). */
export const qrisLuxeStatement = qrisFormat('qris-luxe', 'QRIS (Luxe)', 'template_mutasi_qris_luxe.csv');

export const QRIS_STATEMENTS: readonly StatementFormat[] = [qrisStatement, qrisSolitaStatement, qrisMineraStatement, qrisExportStatement, qrisLuxeStatement];
