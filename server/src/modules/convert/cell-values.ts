/**
 * Reading one cell of a bank's Excel file as the template needs it: a date, a time of day, an amount or a
 * text. A cell may hold a real number (Excel serial dates, numeric amounts) or text written the bank's way
 * (`27 Jun 2026`, `100.000,00`); both are read, and anything else is a RowProblem naming the column.
 */
import * as XLSX from '@e965/xlsx';
import type { AmountStyle } from '../../parsing/amount.ts';
import { isValidDate, parseDateTime, type LocalDateTime } from '../../parsing/datetime.ts';
import { readAmount } from '../../parsing/reader/fields.ts';
import { RowProblem } from '../../parsing/reader/row-problem.ts';
import type { CellValue } from './workbook.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text; whole numbers without exponent or decimals (an RRN Excel stored as a number). */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value.replace(/\s*\r?\n\s*/g, ' ').trim();
  return Number.isSafeInteger(value) ? String(value) : Number.isInteger(value) ? BigInt(value).toString() : String(value);
}

/** Excel serial numbers from 1 (1900-01-01) to 2958465 (9999-12-31). */
const isSerial = (value: number) => value >= 1 && value < 2_958_466;

/** An Excel serial date (with an optional time fraction) as a Jakarta wall-clock date and time. */
function serialDateTime(serial: number, date1904: boolean): LocalDateTime | null {
  if (!isSerial(serial)) return null;
  const p = XLSX.SSF.parse_date_code(serial, { date1904 });
  if (!isValidDate(p.y, p.m, p.d)) return null;
  const hasTime = p.H !== 0 || p.M !== 0 || p.S !== 0;
  return { date: `${p.y}-${pad(p.m)}-${pad(p.d)}`, time: hasTime ? `${pad(p.H)}:${pad(p.M)}:${pad(p.S)}` : null };
}

/** A date, with its time when the cell has one; `kosong` or `tidak valid` otherwise. */
export function cellDateTime(value: CellValue, label: string, date1904: boolean): LocalDateTime {
  if (value === null) throw new RowProblem(`kolom ${label} kosong`);
  const parsed = typeof value === 'number' ? serialDateTime(value, date1904) : parseDateTime(value);
  if (!parsed) throw new RowProblem(`${label} '${cellText(value)}' tidak valid`);
  return parsed;
}

/** Whether a cell may start a transaction row: a serial date, or text starting with a digit (`27 Jun 2026`). */
export function looksLikeDate(value: CellValue): boolean {
  return typeof value === 'number' ? isSerial(value) : value !== null && /^\d/.test(value);
}

const TIME_TEXT = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:\s*WIB)?$/i;

/** A time of day on its own (`14:05:10 WIB`, or a time-formatted cell: a fraction of a day), else null. */
export function timeOfDay(value: CellValue): string | null {
  if (typeof value === 'number') {
    if (value < 0 || value >= 1) return null;
    const seconds = Math.round(value * 86_400) % 86_400;
    return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  }
  const m = value === null ? null : TIME_TEXT.exec(value);
  if (!m) return null;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  return h > 23 || mi > 59 || s > 59 ? null : `${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/** `dd/mm/yyyy HH:mm:ss`, the templates' date; `dd/mm/yyyy` when the file gives no time (the parsers accept both). */
export function templateDateTime(value: LocalDateTime): string {
  const [y, m, d] = value.date.split('-');
  return value.time ? `${d}/${m}/${y} ${value.time}` : `${d}/${m}/${y}`;
}

/**
 * An amount in sen (may be negative), or null for an empty cell or `-`. A number cell is read as it is; a text cell in
 * the layout's styles (reader/fields.ts, readAmount).
 */
export function cellAmount(value: CellValue, label: string, styles: readonly AmountStyle[]): number | null {
  if (typeof value !== 'number') return readAmount(value ?? '', styles, label);
  const sen = Math.round(value * 100);
  if (!Number.isSafeInteger(sen)) throw new RowProblem(`nominal '${value}' di kolom ${label} terlalu besar`);
  return sen;
}
