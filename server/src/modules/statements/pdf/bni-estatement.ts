/**
 * BNI's e-Statement PDF (rekening koran; docs/formats-banks.md, "PDF e-Statement"). The titles `Posting Date |
 * Effective Date | Branch | Journal | Transaction Description | Amount | DB/CR | Balance` [F]; above them on every page
 * the account and `Period : 01-Oct-25 - 31-Oct-25`; after the last row the summary, `Ending Balance : …` and
 * `Total Debet : <count> <amount>` [F]. A row: the posting date (`dd/mm/yyyy`, `dd/mm/yy`, `dd-Mon-yy`, maybe with a
 * time such as `06.25.21`, maybe on the line below), the effective date, branch, journal number (the reference), the
 * description (its lines joined with a space), the amount (`1,250,000.00`), `D`/`C` (or `DB`/`CR`, `K`) and the
 * balance. Every balance must follow from the one above, and the summary must agree.
 */
import { parseDateTime } from '../../../parsing/datetime.ts';
import { readDirection } from '../../../parsing/reader/fields.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import { describeBni } from '../description/bni.ts';
import { describedLine } from '../parsers/bank-line.ts';
import type { PdfLine, PdfPage } from './page-lines.ts';
import { layoutPages, pdfStatementFormat, type StatementRead } from './pdf-format.ts';
import { BNI_ESTATEMENT, type BniPdfKey } from './pdf-layouts.ts';
import { PdfProblem } from './pdf-problem.ts';
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
  type Booked,
  type StatedTotal,
} from './statement-checks.ts';
import { readRows, type ReadRow } from './statement-rows.ts';
import { single, tableRecords, texts, type TablePage, type TableRecord } from './table-pages.ts';

type Row = TableRecord<BniPdfKey>;

const OPENING = String.raw`(?:Beginning|Opening)\s+Balance|Saldo\s+Awal`;
const CLOSING = String.raw`(?:Ending|Closing)\s+Balance|Saldo\s+Akhir`;
const CREDITS = String.raw`Total\s+(?:Kredit|Credit)`;
const DEBITS = String.raw`Total\s+(?:Debet|Debit)`;
/** The summary's lines end the table, by the label they start with; `Ledger Balance` too (its meaning is not checked). */
const SUMMARY = new RegExp(String.raw`^(?:${OPENING}|${CLOSING}|${CREDITS}|${DEBITS}|Ledger\s+Balance)\b`, 'i');
const endsTable = (line: PdfLine) => SUMMARY.test(line.text);

/** A time alone on the line below the date (`06.25.21`) continues the row's posting date. */
const TIME_ONLY = /^\d{1,2}[.:]\d{2}(?:[.:]\d{2})?$/;

const PERIOD_SEPARATOR = String.raw`\s+(?:-|s\.?\s*d\.?|to|sampai)\s+`;

function readBniEStatement(pages: readonly PdfPage[]): StatementRead {
  const tables = layoutPages(pages, BNI_ESTATEMENT, endsTable);
  const account = headField(tables, 'nomor rekening', /(?:Account\s*No\.?|No\.?\s*Rekening)\s*:\s*(\d+(?:-\d+)*)/i);
  checkRupiahAccount(tables, 'mata uang', /(?:Currency|Mata\s+Uang)\s*:\s*([A-Z]{3})\b/i);
  checkPageNumbers(tables, /(?:Page|Halaman)\s*:?\s*(\d+)\s*(?:\/|of|dari)\s*(\d+)/i);
  const period = statementPeriod(tables);

  const last = summaryPage(tables, (line) => new RegExp(`^(?:${CLOSING})\\b`, 'i').test(line.text), 'Ending Balance');
  const records = tableRecords(
    tables.slice(0, last + 1).flatMap((t) => t.body),
    (line) => line.cells.date !== '' && !TIME_ONLY.test(line.cells.date),
  );
  if (records.length === 0) throw new PdfProblem(`${BNI_ESTATEMENT.label} tidak berisi baris transaksi.`);
  const { lines, booked, warnings } = readRows(records, (row) => bniLine(row, period));

  const summary = tables.flatMap((t) => [...t.head, ...t.tail]);
  const opening = stated(summary, OPENING, 'Beginning Balance') ?? openingFromFirstRow(booked[0]!);
  const closing = runningBalance(opening, booked);
  const credit = statedTotal(summary, CREDITS, 'Total Kredit');
  if (credit) checkTotal('Total Kredit', booked, 'CR', credit);
  const debit = statedTotal(summary, DEBITS, 'Total Debet');
  if (debit) checkTotal('Total Debet', booked, 'DB', debit);
  checkBalance('Ending Balance', stated(summary, CLOSING, 'Ending Balance')!, closing);
  return { rows: lines, warnings, ...(account === null ? {} : { account: account.replace(/\D/g, '') }) };
}

/** `Period : 01-Oct-25 - 31-Oct-25` (or `Periode : 01/06/2026 s.d. 30/06/2026`): its first and last day, or null. */
function statementPeriod(tables: readonly TablePage<BniPdfKey>[]): { from: string; to: string } | null {
  const text = headField(tables, 'periode', new RegExp(String.raw`Period[e]?\s*:\s*(\S+${PERIOD_SEPARATOR}\S+)`, 'i'));
  if (text === null) return null;
  const [from, to] = text.split(new RegExp(PERIOD_SEPARATOR, 'i')).map((day) => parseDateTime(day)?.date);
  if (!from || !to || from > to) throw new PdfProblem(`Periode '${text}' di kepala ${BNI_ESTATEMENT.label} tidak terbaca.`);
  return { from, to };
}

function bniLine(row: Row, period: { from: string; to: string } | null): ReadRow {
  const posted = texts(row, 'date').join(' ');
  const when = parseDateTime(posted);
  if (!when) throw new RowProblem(`Posting Date '${posted}' tidak valid`);
  const effective = texts(row, 'valueDate').join(' ');
  if (effective !== '' && !parseDateTime(effective)) throw new RowProblem(`Effective Date '${effective}' tidak valid`);
  const branch = single(row, 'branch', 'Branch');
  if (branch && !/^\d{1,5}$/.test(branch.text)) throw new RowProblem(`kolom Branch berisi '${branch.text}', bukan kode cabang`);
  const journal = single(row, 'journal', 'Journal');
  if (journal && !/^[0-9A-Z]+$/i.test(journal.text)) throw new RowProblem(`kolom Journal berisi '${journal.text}', bukan nomor jurnal`);
  const description = texts(row, 'description').join(' ');
  if (description === '') throw new RowProblem('kolom Transaction Description kosong');
  const amount = single(row, 'amount', 'Amount');
  if (!amount) throw new RowProblem('kolom Amount kosong');
  const direction = single(row, 'direction', 'DB/CR');
  const balance = single(row, 'balance', 'Balance');
  const fields = {
    line: row[0].fileLine,
    when,
    direction: readDirection(direction?.text ?? '', 'DB/CR'),
    amountSen: positiveStatementAmount(amount.text, 'Amount'),
    balanceSen: balance ? statementAmount(balance.text, 'Balance') : null,
    description,
    reference: journal?.text ?? '',
  };
  const outside = period !== null && (when.date < period.from || when.date > period.to);
  return { line: describedLine(fields, describeBni), remark: outside ? `tanggal ${when.date} di luar periode ${period.from} s.d. ${period.to}` : null };
}

/** A balance the header or summary states (`Ending Balance : 1,250,000.00`), or null. */
function stated(lines: readonly PdfLine[], label: string, name: string): number | null {
  const line = lines.find((l) => new RegExp(`^(?:${label})\\b`, 'i').test(l.text));
  const m = line && new RegExp(String.raw`^(?:${label})\s*:?\s*(\S+)`, 'i').exec(line.text);
  return m ? summaryAmount(m[1]!, name) : null;
}

/** `Total Debet : 3 1,500,000.00`: how many rows and their total [F]; the count may be left out. */
function statedTotal(lines: readonly PdfLine[], label: string, name: string): StatedTotal | null {
  const line = lines.find((l) => new RegExp(`^(?:${label})\\b`, 'i').test(l.text));
  const m = line && new RegExp(String.raw`^(?:${label})\s*:?\s*(?:(\d+)\s+)?(\S+)`, 'i').exec(line.text);
  if (!m) return null;
  return { sen: summaryAmount(m[2]!, name), count: m[1] === undefined ? null : Number(m[1]) };
}

/** Without a stated opening balance, the first row's balance less its own amount (the first row is then not checked). */
function openingFromFirstRow(first: Booked): number {
  if (first.balanceSen === null)
    throw new PdfProblem(`${first.where}: baris pertama tanpa Balance, dan saldo awal tidak tertulis; saldo tidak dapat diperiksa.`);
  return first.balanceSen - (first.direction === 'CR' ? first.amountSen : -first.amountSen);
}

/**
 * `parseBniEStatementPdf(bytes, { statementDate })`: the rows of a BNI e-Statement PDF, or why it is refused. Rows carry
 * their full date; the statement date is not needed.
 */
export const bniEStatementPdf = pdfStatementFormat(BNI_ESTATEMENT, readBniEStatement);

export const parseBniEStatementPdf = bniEStatementPdf.parse;
