/**
 * QRIS payment reports: the four Nexus QRIS categories (QRIS, QRIS Solita, QRIS Minera, QRIS Export)
 * and QRIS (Luxe). Their files share one layout, so one parser serves five categories that differ only
 * in id, label and template file name. Accepted: our template ("Mutasi Auto QR" / "QRIS"), the
 * aggregator report (`Transaction Date, Paid Date, ... Rrn, NMID, ... Total Amount`) and the QRIS
 * merchant portal history (`id, tanggal, nominal, status, inv_id, ... rrn`). Every row is a credit on
 * channel QRIS; only paid rows are money (see payment-status.ts), the others are counted in a warning.
 */
import { senToDecimal } from '../../../parsing/amount.ts';
import type { LocalDateTime } from '../../../parsing/datetime.ts';
import { layoutColumns, openTable, readRows, recogniseAmong, RowProblem, type RowCells } from '../../../parsing/named-columns.ts';
import { StatusFilter } from '../../../parsing/payment-status.ts';
import type { ParseResult } from '../../../parsing/result.ts';
import type { StatementFormat, StatementLine, Template } from '../statement-line.ts';
import { AUTOTX_LAYOUT } from './autotx-layout.ts';
import { NEXUSPAY_LAYOUT } from './nexuspay-layout.ts';
import { QRIS_LAYOUTS, QRIS_TEMPLATE_LAYOUT, type QrisKey } from './qris-layouts.ts';

export const QRIS_TEMPLATE_COLUMNS: readonly string[] = layoutColumns(QRIS_TEMPLATE_LAYOUT);
const EXAMPLE = ['03/07/2026 14:05:10', '602312345678', 'ID1025123456789', 'TOKO CONTOH JAYA', 'BUDI SANTOSO', '100000', '700', '99300', 'SUCCESS'];

export const qrisTemplate = (fileName: string): Template => ({ fileName, columns: QRIS_TEMPLATE_COLUMNS, example: EXAMPLE });

/** The Templates page's "Mutasi Auto QR" and "QRIS" buttons: the same layout under two names. */
export const AUTO_QR_TEMPLATE = qrisTemplate('template_mutasi_auto_qr.csv');
export const QRIS_TEMPLATE = qrisTemplate('template_mutasi_qris.csv');

/** Gross, MDR and net of one row: any two give the third; all three must agree. */
function amounts(cells: RowCells<QrisKey>): { gross: number; fee: number | null; net: number } {
  const gross = cells.requiredAmount('gross', 'plain');
  const fee = cells.amount('fee', 'plain');
  const net = cells.amount('net', 'plain');
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

/** The moment the customer paid: the aggregator's Paid Date when it has one. */
function paidAt(cells: RowCells<QrisKey>): LocalDateTime {
  return cells.dateTime('paidDate') ?? cells.requiredDateTime('date');
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
    labelled('WL', 'whitelabelId'),
    labelled('INV', 'invoice'),
    labelled('MEMBER', 'member'),
    cells.text('issuer'),
    cells.text('method'),
    cells.text('memo'),
    cells.text('customer'),
  ].filter(Boolean).join(' | ');
}

function toLine(cells: RowCells<QrisKey>, statuses: StatusFilter): StatementLine | null {
  if (!statuses.keep(cells.required('status'), cells.label('status'))) return null;
  const when = paidAt(cells);
  const { gross, fee, net } = amounts(cells);
  const reference = cells.text('rrn') || cells.text('transactionId');
  if (reference === '') throw new RowProblem(`kolom ${cells.label('rrn')} kosong`);
  return {
    line: cells.row.line,
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
    reference,
  };
}

/** A refused file may be one of the other payment-provider categories: say which. */
const otherFile = recogniseAmong([
  { label: 'E-Wallet (Auto TX)', layouts: [AUTOTX_LAYOUT] },
  { label: 'Nexus Pay', layouts: [NEXUSPAY_LAYOUT] },
]);

export function parseQrisStatement(text: string, format: string): ParseResult<StatementLine> {
  const table = openTable(text, format, QRIS_LAYOUTS, otherFile);
  if (!table.ok) return table;
  const statuses = new StatusFilter();
  const result = readRows(table.rows, table.header, format, (cells) => toLine(cells, statuses));
  if (!result.ok) return result;
  return { ok: true, rows: result.rows, variant: table.header.variant, warnings: statuses.warnings() };
}

function qrisFormat(id: string, label: string, fileName: string): StatementFormat {
  return { id, label, template: qrisTemplate(fileName), parse: (text) => parseQrisStatement(text, label) };
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

export const QRIS_STATEMENTS: readonly StatementFormat[] = [
  qrisStatement, qrisSolitaStatement, qrisMineraStatement, qrisExportStatement, qrisLuxeStatement,
];
