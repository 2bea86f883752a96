/**
 * BCA's monthly e-Statement PDF (docs/formats-banks.md, "PDF e-Statement"). Every page: a header block (`REKENING
 * TAHAPAN`, `NO. REKENING`, `HALAMAN : 1 / 3`, `PERIODE : JUNI 2026`, `MATA UANG : IDR`), the titles `TANGGAL |
 * KETERANGAN | CBG | MUTASI | SALDO`, rows, and below them `Bersambung ke halaman berikut`, except on the last page,
 * where the summary closes the table (`SALDO AWAL :`, `MUTASI CR : <total> <count>`, `MUTASI DB : …`, `SALDO AKHIR :`).
 * A row: `DD/MM` (the year is the period's), the narrative over several lines (one fixed-width field a line, joined with
 * two spaces so the BCA narrative rules read it as KlikBCA's padded text), an optional branch, the amount with `DB` behind
 * a debit (a credit has nothing), and the balance, printed on the last row of a day only. The first row is
 * `SALDO AWAL` with the opening balance. Every printed balance, the summary and the narrative's own CR/DB are checked.
 */
import { parseDateTime } from '../../../parsing/datetime.ts';
import { nearestDate } from '../../../parsing/reader/dates.ts';
import { readDirection, type Direction } from '../../../parsing/reader/fields.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import { describeBca } from '../description/bca.ts';
import { describedLine } from '../parsers/bank-line.ts';
import type { PdfLine, PdfPage } from './page-lines.ts';
import { layoutPages, pdfStatementFormat, type StatementRead } from './pdf-format.ts';
import { BCA_ESTATEMENT, type BcaPdfKey } from './pdf-layouts.ts';
import { PdfProblem, readAt } from './pdf-problem.ts';
import {
  checkBalance,
  checkPageNumbers,
  checkRupiahAccount,
  checkTotal,
  headField,
  positiveStatementAmount,
  runningBalance,
  statementAmount,
  summaryAmount,
  summaryPage,
  type StatedTotal,
} from './statement-checks.ts';
import { readRows, type ReadRow } from './statement-rows.ts';
import { single, tableRecords, texts, type TablePage, type TableRecord } from './table-pages.ts';

type Row = TableRecord<BcaPdfKey>;

const PAGE_END = /^Bersambung ke halaman berikut/i;
const SUMMARY = /^SALDO AWAL\s*:/i;
const endsTable = (line: PdfLine) => PAGE_END.test(line.text) || SUMMARY.test(line.text);

/** The statement's month: `PERIODE : JUNI 2026`. */
interface Period {
  label: string;
  year: number;
  month: number;
}

function readBcaEStatement(pages: readonly PdfPage[]): StatementRead {
  const tables = layoutPages(pages, BCA_ESTATEMENT, endsTable);
  const period = statementPeriod(tables);
  const account = headField(tables, 'NO. REKENING', /NO\.?\s*REKENING\s*:\s*(\d+(?:-\d+)*)/i);
  checkRupiahAccount(tables, 'MATA UANG', /MATA\s+UANG\s*:\s*([A-Z]{3})\b/i);
  checkPageNumbers(tables, /HALAMAN\s*:\s*(\d+)\s*\/\s*(\d+)/i);

  const { summary, last } = statementSummary(tables);
  const records = tableRecords(
    tables.slice(0, last + 1).flatMap((t) => t.body),
    (line) => line.cells.date !== '',
  );
  const [opening, ...rows] = records;
  if (!opening) throw new PdfProblem(`${BCA_ESTATEMENT.label} tidak berisi baris transaksi.`);
  const openingSen = readAt(opening[0].page, opening[0].line.number, () => openingBalance(opening));
  const { lines, booked, warnings } = readRows(rows, (row) => bcaLine(row, period));

  checkBalance('SALDO AWAL', summary.opening, openingSen);
  const closing = runningBalance(openingSen, booked);
  checkTotal('MUTASI CR', booked, 'CR', summary.credit);
  checkTotal('MUTASI DB', booked, 'DB', summary.debit);
  checkBalance('SALDO AKHIR', summary.closing, closing);
  return { rows: lines, warnings, ...(account === null ? {} : { account: account.replace(/\D/g, '') }) };
}

function statementPeriod(tables: readonly TablePage<BcaPdfKey>[]): Period {
  const label = headField(tables, 'PERIODE', /PERIODE\s*:\s*([A-Z]+\s+\d{4})\b/i);
  const first = label === null ? null : parseDateTime(`1 ${label}`);
  if (!label || !first) throw new PdfProblem(`PERIODE (bulan dan tahun, misalnya JUNI 2026) tidak ditemukan di kepala ${BCA_ESTATEMENT.label}.`);
  return { label, year: Number(first.date.slice(0, 4)), month: Number(first.date.slice(5, 7)) };
}

/**
 * The summary closing the statement: the lines from `SALDO AWAL :` on, on the page where the rows end (`last`).
 */
function statementSummary(tables: readonly TablePage<BcaPdfKey>[]) {
  const last = summaryPage(tables, (line) => SUMMARY.test(line.text), 'SALDO AWAL, MUTASI CR, MUTASI DB, SALDO AKHIR');
  const page = tables[last]!;
  const text = page.tail
    .slice(page.tail.findIndex((line) => SUMMARY.test(line.text)))
    .map((line) => line.text)
    .join('\n');
  const amount = (label: string): StatedTotal => {
    const m = new RegExp(String.raw`${label}\s*:\s*(\S+)(?:[ \t]+(\d+))?`, 'i').exec(text);
    if (!m) throw new PdfProblem(`Halaman ${page.page.number}: ${label} tidak ditemukan di ringkasan akhir.`);
    return { sen: summaryAmount(m[1]!, label), count: m[2] === undefined ? null : Number(m[2]) };
  };
  return { last, summary: { opening: amount('SALDO AWAL').sen, credit: amount('MUTASI CR'), debit: amount('MUTASI DB'), closing: amount('SALDO AKHIR').sen } };
}

/** The first row: `SALDO AWAL` with the opening balance in SALDO and nothing in MUTASI. */
function openingBalance(row: Row): number {
  const description = texts(row, 'description').join(' ');
  if (!/^SALDO AWAL$/i.test(description)) throw new RowProblem(`baris pertama harus SALDO AWAL, tertulis '${description}'`);
  const amount = single(row, 'amount', 'MUTASI');
  if (amount) throw new RowProblem(`baris SALDO AWAL berisi MUTASI '${amount.text}'`);
  const balance = single(row, 'balance', 'SALDO');
  if (!balance) throw new RowProblem('baris SALDO AWAL tanpa SALDO');
  return statementAmount(balance.text, 'SALDO');
}

function bcaLine(row: Row, period: Period): ReadRow {
  const { date, outsidePeriod } = rowDate(row[0].cells.date, period);
  const description = texts(row, 'description').join('  ');
  if (description === '') throw new RowProblem('kolom KETERANGAN kosong');
  if (/^SALDO AWAL$/i.test(description)) throw new RowProblem('SALDO AWAL kedua: hanya baris pertama yang boleh SALDO AWAL');
  const branch = single(row, 'branch', 'CBG');
  if (branch && !/^\d{4}$/.test(branch.text)) throw new RowProblem(`kolom CBG berisi '${branch.text}', bukan kode cabang 4 angka`);
  const amount = single(row, 'amount', 'MUTASI');
  if (!amount) throw new RowProblem('kolom MUTASI kosong');
  const { direction, amountSen } = mutation(amount.text);
  const named = namedDirection(description);
  if (named && named !== direction) {
    throw new RowProblem(`keterangan menyebut ${named}, tetapi MUTASI '${amount.text}' ${direction === 'DB' ? 'bertanda DB' : 'tanpa DB (kredit)'}`);
  }
  const balance = single(row, 'balance', 'SALDO');
  const balanceSen = balance ? statementAmount(balance.text, 'SALDO') : null;
  return {
    line: describedLine({ line: row[0].fileLine, when: { date, time: null }, direction, amountSen, balanceSen, description }, describeBca),
    remark: outsidePeriod ? `tanggal ${date} di luar periode ${period.label}` : null,
  };
}

/**
 * `DD/MM` in the year that puts it nearest the middle of the period (a December statement's `01/01` is January of the
 * next year). A date more than a month away from the period is no date of this statement.
 */
function rowDate(text: string, period: Period): { date: string; outsidePeriod: boolean } {
  const m = /^(\d{2})\/(\d{2})$/.exec(text);
  const anchor = `${period.year}-${String(period.month).padStart(2, '0')}-15`;
  const date = m ? nearestDate(Number(m[1]), Number(m[2]), anchor) : null;
  if (!date) throw new RowProblem(`tanggal '${text}' di kolom TANGGAL tidak valid (format: dd/mm)`);
  const months = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - (period.year * 12 + period.month);
  if (Math.abs(months) > 1) throw new RowProblem(`tanggal '${text}' jauh di luar periode ${period.label}`);
  return { date, outsidePeriod: months !== 0 };
}

/** `1,250,000.00 DB` is money out; `1,250,000.00` (or with `CR`) money in. */
function mutation(text: string): { direction: Direction; amountSen: number } {
  const m = /^(.*\d)\s*(DB|CR)$/i.exec(text);
  return { direction: m ? readDirection(m[2]!, 'MUTASI') : 'CR', amountSen: positiveStatementAmount(m?.[1] ?? text, 'MUTASI') };
}

/**
 * The direction a BCA narrative names itself (`TRSF E-BANKING CR …`, `BI-FAST DB …`, MyBCA's `… SWITCHING DB`), or
 * null: it must agree with the `DB` of the amount, so a `DB` read on the wrong row cannot pass.
 */
function namedDirection(description: string): Direction | null {
  const m = /^(?:TRSF E-BANKING|BI-FAST|SWITCHING)\s+(CR|DB)\b/i.exec(description) ?? /\b(?:BI-FAST|SWITCHING)\s+(CR|DB)$/i.exec(description);
  return m ? (m[1]!.toUpperCase() as Direction) : null;
}

/**
 * `parseBcaEStatementPdf(bytes, { statementDate })`: the rows of a BCA e-Statement PDF, or why it is refused. The year
 * of each row comes from the statement's PERIODE; the statement date is not needed.
 */
export const bcaEStatementPdf = pdfStatementFormat(BCA_ESTATEMENT, readBcaEStatement);

export const parseBcaEStatementPdf = bcaEStatementPdf.parse;
