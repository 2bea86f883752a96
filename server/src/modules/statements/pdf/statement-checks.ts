/**
 * What makes a PDF statement trustworthy before a single row is used (docs/formats-banks.md, "PDF e-Statement"): its
 * pages belong together (same account and period on each, numbered without a gap), every printed balance is the one
 * before it plus the credits and minus the debits in between, and the summary at the end agrees with the rows. A
 * misread amount, direction or a lost row breaks one of these, and the file is refused, naming where.
 */
import { formatRupiah } from '@auto-checker/contract';
import { readAmount, readPositiveAmount, type Direction } from '../../../parsing/reader/fields.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import type { PdfLine } from './page-lines.ts';
import { PdfProblem } from './pdf-problem.ts';
import type { TablePage } from './table-pages.ts';

/** Amounts of the e-Statements: `1,250,000.00`, with its cents always (a leading `-` for a balance below zero). */
const AMOUNT = /^-?\d{1,3}(?:,\d{3})*\.\d{2}$/;

function inFormat(text: string, column: string): string {
  if (!AMOUNT.test(text)) throw new RowProblem(`nominal '${text}' di kolom ${column} tidak valid (format: 1,500,000.00)`);
  return text;
}

/** An amount as the statements write it (a balance), in sen; throws RowProblem naming the column. */
export const statementAmount = (text: string, column: string): number => readAmount(inFormat(text, column), ['en'], column)!;

/** A transaction's amount: above zero. */
export const positiveStatementAmount = (text: string, column: string): number => readPositiveAmount(inFormat(text, column), ['en'], column);

/** An amount of the summary (`SALDO AKHIR : 1,250,000.00`): one that cannot be read refuses the file, naming the label. */
export function summaryAmount(text: string, label: string): number {
  try {
    return statementAmount(text, label);
  } catch (error) {
    if (error instanceof RowProblem) throw new PdfProblem(`Ringkasan ${label}: ${error.message}.`);
    throw error;
  }
}

const joined = (lines: readonly PdfLine[]) => lines.map((line) => line.text).join('\n');

/**
 * A field of the header block (`PERIODE : JUNI 2026`, `NO. REKENING : 0123456789`): the first capture of `pattern` in
 * the lines above the titles of each page that prints it. Every page must say the same (a page of another statement
 * mixed in is refused); null when no page prints it.
 */
export function headField(pages: readonly TablePage<string>[], name: string, pattern: RegExp): string | null {
  let first: { page: number; value: string } | null = null;
  for (const { page, head } of pages) {
    const value = pattern.exec(joined(head))?.[1]?.replace(/\s+/g, ' ').trim().toUpperCase();
    if (value === undefined) continue;
    if (!first) first = { page: page.number, value };
    else if (value !== first.value) {
      throw new PdfProblem(
        `Halaman ${page.number}: ${name} ${value}, padahal halaman ${first.page}: ${first.value}. Halaman dari e-Statement lain tidak boleh digabung.`,
      );
    }
  }
  return first?.value ?? null;
}

/** The account's currency where the header prints it (`MATA UANG : IDR`, `pattern` capturing it): only rupiah accounts are read. */
export function checkRupiahAccount(pages: readonly TablePage<string>[], name: string, pattern: RegExp): void {
  const currency = headField(pages, name, pattern);
  if (currency !== null && currency !== 'IDR') throw new PdfProblem(`e-Statement ini dalam mata uang ${currency}; hanya rekening IDR yang diterima.`);
}

/** `HALAMAN : 2 / 5` where the page prints it (anywhere on it): page k of n, so no page is missing or out of order. */
export function checkPageNumbers(pages: readonly TablePage<string>[], pattern: RegExp): void {
  for (const { page } of pages) {
    const m = pattern.exec(joined(page.lines));
    if (!m) continue;
    const [shown, total] = [Number(m[1]), Number(m[2])];
    if (shown !== page.number || total !== pages.length) {
      throw new PdfProblem(
        `Halaman ${page.number} bertuliskan halaman ${shown} dari ${total}, padahal file berisi ${pages.length} halaman: ada halaman yang hilang atau tertukar.`,
      );
    }
  }
}

/**
 * The page whose table the summary closes (the first page with a line of the summary after its table); a statement
 * without one has lost its last page, and rows on a later page would stand after the summary: both refused.
 */
export function summaryPage(pages: readonly TablePage<string>[], isSummary: (line: PdfLine) => boolean, summary: string): number {
  const at = pages.findIndex((t) => t.tail.some(isSummary));
  if (at === -1) throw new PdfProblem(`Ringkasan akhir (${summary}) tidak ditemukan: halaman terakhir e-Statement hilang?`);
  const after = pages.slice(at + 1).find((t) => t.body.length > 0);
  if (after) throw new PdfProblem(`Halaman ${after.page.number}: ada baris transaksi sesudah ringkasan akhir di halaman ${pages[at]!.page.number}.`);
  return at;
}

/** A row's money for the checks, and where it is for messages. */
export interface Booked {
  where: string;
  direction: Direction;
  amountSen: number;
  balanceSen: number | null;
}

/**
 * Walks the rows from the opening balance: each printed balance must be the running one (a statement may print it on
 * some rows only, as BCA does on the last row of a day). Returns the balance after the last row.
 */
export function runningBalance(openingSen: number, rows: readonly Booked[]): number {
  let balance = openingSen;
  for (const row of rows) {
    balance += row.direction === 'CR' ? row.amountSen : -row.amountSen;
    if (row.balanceSen !== null && row.balanceSen !== balance) {
      throw new PdfProblem(
        `${row.where}: saldo tertulis ${formatRupiah(row.balanceSen)}, padahal saldo sebelumnya dengan mutasi sampai baris ini ${formatRupiah(balance)}. ` +
          'Ada nominal atau arah (DB/CR) yang terbaca salah, atau baris yang hilang; file ditolak.',
      );
    }
  }
  return balance;
}

/** A total the summary states: its amount and, where written, how many rows make it. */
export interface StatedTotal {
  sen: number;
  count: number | null;
}

/** The summary's total of one direction against the rows read. */
export function checkTotal(label: string, rows: readonly Booked[], direction: Direction, stated: StatedTotal): void {
  const own = rows.filter((row) => row.direction === direction);
  const sen = own.reduce((sum, row) => sum + row.amountSen, 0);
  if (sen !== stated.sen || (stated.count !== null && stated.count !== own.length)) {
    const count = stated.count === null ? '' : ` (${stated.count} transaksi)`;
    throw new PdfProblem(
      `Ringkasan ${label} ${formatRupiah(stated.sen)}${count}, padahal baris yang terbaca berjumlah ${formatRupiah(sen)} (${own.length} transaksi). ` +
        'Ada baris yang hilang atau terbaca salah; file ditolak.',
    );
  }
}

/** A balance the summary states against the one the rows give. */
export function checkBalance(label: string, statedSen: number, readSen: number): void {
  if (statedSen !== readSen) {
    throw new PdfProblem(`Ringkasan ${label} ${formatRupiah(statedSen)}, padahal dari baris yang terbaca ${formatRupiah(readSen)}; file ditolak.`);
  }
}
