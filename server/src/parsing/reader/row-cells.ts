/**
 * One data row of a table, its cells reached by the layout's typed keys and read with the layout's number style,
 * date style and time zone. Every reader throws a RowProblem naming the column as the file titles it.
 */
import { parseDateTime, type LocalDateTime } from '../datetime.ts';
import { splitZone, zonedInJakarta } from '../offset-datetime.ts';
import type { TableRow } from '../table.ts';
import { invalidDate, readDate, type DateRange } from './dates.ts';
import { oneSide, readAmount, readDirection, readPositiveAmount, readSuffixedAmount, type Direction } from './fields.ts';
import type { Header } from './header.ts';
import type { TableLayout } from './layout.ts';
import { RowProblem } from './row-problem.ts';

export class RowCells<K extends string> {
  constructor(
    readonly row: TableRow,
    private readonly header: Header<K>,
    /** Where year-less dates are read near (reader/dates.ts, yearAnchor). */
    private readonly yearAnchor: DateRange | null,
  ) {}

  get line(): number {
    return this.row.line;
  }

  get layout(): TableLayout<K> {
    return this.header.layout;
  }

  /** The file has this column. */
  has(key: K): boolean {
    return this.header.columns[key] !== undefined;
  }

  /** The column's title as the file writes it (its first name when the file has none), for messages. */
  label(key: K): string {
    return this.header.columns[key]?.label ?? this.layout.columns[key]?.names[0] ?? key;
  }

  /** The cell's text, '' when the file has no such column or the row is short. */
  text(key: K): string {
    const at = this.header.columns[key]?.at[0];
    return at === undefined ? '' : (this.row.cells[at] ?? '');
  }

  /** Every cell under a column the header repeats (Mandiri MCM writes Description twice). */
  all(key: K): string[] {
    return (this.header.columns[key]?.at ?? []).map((i) => this.row.cells[i] ?? '');
  }

  required(key: K): string {
    const value = this.text(key);
    if (value === '') throw new RowProblem(`kolom ${this.label(key)} kosong`);
    return value;
  }

  /** Integer sen, negative allowed; null for an empty cell or `-`. */
  amount(key: K): number | null {
    return readAmount(this.text(key), this.layout.amounts, this.label(key));
  }

  /** An amount that must be there and above zero. */
  positiveAmount(key: K): number {
    return readPositiveAmount(this.text(key), this.layout.amounts, this.label(key));
  }

  /** An amount with its direction behind it: `8,520,000.00 CR`. */
  suffixedAmount(key: K): { direction: Direction; amountSen: number } {
    return readSuffixedAmount(this.text(key), this.layout.amounts, this.label(key));
  }

  /** Money out and money in, in two columns: exactly one holds the amount. */
  debitCredit(debit: K, credit: K): { direction: Direction; amountSen: number } {
    const side = (key: K, direction: Direction) => ({ label: this.label(key), text: this.text(key), sen: this.amount(key), direction });
    return oneSide(side(debit, 'DB'), side(credit, 'CR'));
  }

  /** `CR` or `DB` and their other spellings. */
  direction(key: K): Direction {
    return readDirection(this.text(key), this.label(key));
  }

  /**
   * The moment as a Jakarta wall clock, or null for an empty cell or one that says there is no date yet (NO_DATE: a
   * ticket the panel has not processed). A zone the text states (`+07:00`, `Z`, `WIB`) wins over the layout's
   * (parsing/offset-datetime.ts).
   */
  dateTime(key: K): LocalDateTime | null {
    const raw = this.text(key);
    return raw === '' || NO_DATE.test(raw) ? null : this.moment(key, raw);
  }

  /** A moment that must be there: an empty cell is named, one with no date (`-`) is not a date. */
  requiredDateTime(key: K): LocalDateTime {
    return this.moment(key, this.required(key));
  }

  private moment(key: K, raw: string): LocalDateTime {
    const label = this.label(key);
    const zoned = splitZone(raw);
    const local = !zoned ? null : zoned.local === raw ? readDate(raw, this.layout.dates, this.yearAnchor, label) : parseDateTime(zoned.local);
    if (!zoned || !local) throw invalidDate(label, raw);
    return zonedInJakarta(local, zoned.offsetMinutes, this.layout.timeZone);
  }
}

/**
 * What panels and the databases behind them write in a date cell that has no date yet: a dash, null, or the zero date
 * of MySQL (`0000-00-00 00:00:00`) in either order of its parts.
 */
const NO_DATE = /^(?:-+|null|n\/a|0{4}-0{2}-0{2}(?:[ T]0{2}:0{2}(?::0{2})?)?|0{2}\/0{2}\/0{4}(?: 0{2}:0{2}(?::0{2})?)?)$/i;
