import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { ParseResult } from '../../src/parsing/result.ts';
import type { Direction, StatementFormat, StatementLine, Template } from '../../src/modules/statements/statement-line.ts';
import { decodedFixture, templateCsv } from '../support/fixture-files.ts';

/** A statement parser with its context given: the text in, its answer out. */
type Parse = (text: string) => ParseResult<StatementLine>;

/** A statement fixture as an upload would reach the parser: bytes decoded by decodeUpload. */
export const fixture = (name: string): string => decodedFixture('statements', name);

export { templateCsv };

/** The rows of a successful parse; a failed one fails the test with its message. */
export function rowsOf(result: ParseResult<StatementLine>): StatementLine[] {
  if (!result.ok) throw new Error(`parse failed: ${result.error}`);
  return result.rows;
}

/**
 * The rows of a parse that read the text as the given layout (its variant, and its label when given) without a warning:
 * anything else fails the test.
 */
export function rowsReadAs(result: ParseResult<StatementLine>, layout: { variant: string; layout?: string }): StatementLine[] {
  expect(result).toMatchObject({ ok: true, ...layout, warnings: [] });
  return rowsOf(result);
}

/** Every field of a statement line, in the order a golden file writes them (the type requires each field once). */
const FIELDS = Object.keys({
  line: 0,
  date: 0,
  time: 0,
  pending: 0,
  direction: 0,
  amountSen: 0,
  grossSen: 0,
  feeSen: 0,
  balanceSen: 0,
  description: 0,
  channel: 0,
  counterpartyName: 0,
  counterpartyAccount: 0,
  counterpartyBank: 0,
  reference: 0,
} satisfies Record<keyof StatementLine, 0>) as (keyof StatementLine)[];

/** Statement lines as a golden file holds them: one JSON object a line, every field in FIELDS order (null, '' and 0 kept apart). */
export const toJsonl = (rows: readonly StatementLine[]): string =>
  rows.map((row) => `${JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, row[field]])))}\n`).join('');

/**
 * The reading of a fixture compared with its golden file, expected/<golden>.jsonl (one statement line a line). A golden
 * is only written on purpose: when it is missing the test fails, saying how to write it, unless the run updates (-u).
 */
export async function expectReading(rows: readonly StatementLine[], golden: string): Promise<void> {
  const path = fileURLToPath(new URL(`expected/${golden}.jsonl`, import.meta.url));
  if (!existsSync(path) && expect.getState().snapshotState.snapshotUpdateState !== 'all') {
    throw new Error(
      `No golden file for ${golden}: ${path} does not exist. Write it with \`npx vitest run <this test file> -u\` (-u after the file: it takes a value), ` +
        'then read the new file (git diff) against the fixture, line by line, before committing it.',
    );
  }
  await expect(toJsonl(rows)).toMatchFileSnapshot(path);
}

/** A layout as a parse names it: its variant and its label. */
type Layout = { variant: string; layout: string };

/** What a parser answers for a text it reads: the layout it read it as (variant and label), its warnings, and exactly these rows. */
export const readAs = (layout: Layout, warnings: string[], rows: StatementLine[]) => ({ ok: true, ...layout, warnings, rows });

export function errorOf(result: ParseResult<StatementLine>): string {
  if (result.ok) throw new Error(`parse succeeded with ${result.rows.length} rows`);
  return result.error;
}

/** The test each bank template has: the template as the Templates page serves it parses into its example line. */
export function itParsesItsOwnTemplate(template: Template, parse: Parse, example: StatementLine): void {
  it('parses its own template into the example line', () => {
    expect(rowsOf(parse(templateCsv(template)))).toEqual([example]);
  });
}

/**
 * The test of a wallet gateway's template: served under its file name with these columns and an example as long, it
 * parses as the layout, without a warning, into exactly the example line.
 */
export function itServesAndParsesItsTemplate(format: StatementFormat, fileName: string, columns: string[], layout: Layout, example: StatementLine): void {
  it('parses its own template', () => {
    const { template } = format;
    expect(template.fileName).toBe(fileName);
    expect(template.columns).toEqual(columns);
    expect(template.example).toHaveLength(template.columns.length);
    expect(format.parse(templateCsv(template), {})).toEqual(readAs(layout, [], [example]));
  });
}

/** A damage done to a fixture: what it is, the edit [text in the file, its replacement], and the exact refusal it must get. */
export type Damage = readonly [what: string, edit: readonly [from: string, to: string], message: string];

/** One test per damage: the fixture `name`, edited, is refused by `parse` with exactly the message. */
export function itRefusesDamaged(name: string, parse: Parse, damages: readonly Damage[]): void {
  it.each(damages)('refuses %s, naming the line or the column', (_, [from, to], message) => {
    const text = fixture(name);
    expect(text).toContain(from);
    expect(errorOf(parse(text.replace(from, to)))).toBe(message);
  });
}

/** What is wrong with a data row, the row under a file's header, and the exact error the file of the header and that row must get. */
export type BadRow = readonly [what: string, row: string, error: string];

/** One test per bad row: the header and that row alone are refused with exactly the error, and nothing else in the answer. */
export function itRefusesBadRows(header: string, parse: Parse, rows: readonly BadRow[]): void {
  it.each(rows)('refuses %s, giving the line and reason', (_, row, error) => {
    expect(parse(`${header}\n${row}\n`)).toEqual({ ok: false, error });
  });
}

/** A fixture of another category, the exact error a parser refuses it with, and the category it says the file looks like. */
export type Lookalike = readonly [name: string, error: string, lookalike: string];

/** One test for the header alone, refused with exactly the `empty` error; one per fixture of another category, refused naming its category. */
export function itRefusesEmptyAndOtherFiles(header: string, parse: Parse, empty: string, others: readonly Lookalike[]): void {
  it('refuses an empty table', () => {
    expect(parse(`${header}\n`)).toEqual({ ok: false, error: empty });
  });
  it.each(others)('refuses %s, a file of another category', (name, error, lookalike) => {
    expect(parse(fixture(name))).toEqual({ ok: false, error, lookalike });
  });
}

type Required = 'line' | 'date' | 'direction' | 'amountSen' | 'description' | 'channel';

/** A full statement line: fields a test leaves out take their empty value, and toEqual still compares every field. */
export const line = (fields: Pick<StatementLine, Required> & Partial<StatementLine>): StatementLine => ({
  time: null,
  pending: false,
  grossSen: null,
  feeSen: null,
  balanceSen: null,
  counterpartyName: '',
  counterpartyAccount: '',
  counterpartyBank: '',
  reference: '',
  ...fields,
});

/** The fields of a line its place in a table row gives: where it stands, when, which way, how much, and the balance after. */
type Placed = 'line' | 'date' | 'time' | 'direction' | 'amountSen' | 'balanceSen';

/** A date, or a date and a time: 'YYYY-MM-DD' (no time: null) or 'YYYY-MM-DD HH:MM:SS'. */
const dateAndTime = (when: string): Pick<StatementLine, 'date' | 'time'> => {
  const [date, time = null] = when.split(' ');
  return { date: date!, time };
};

/**
 * A full statement line as a row of a test's table: the file line it stands on, when ('YYYY-MM-DD' or 'YYYY-MM-DD
 * HH:MM:SS'), which way and how much, the balance after (null where the file has none); then the bank's text, its
 * channel and whatever else is read from it. Fields left out take their empty value, and toEqual still compares them all.
 */
export const row = (
  at: number,
  when: string,
  direction: Direction,
  amountSen: number,
  balanceSen: number | null,
  read: Pick<StatementLine, 'description' | 'channel'> & Partial<Omit<StatementLine, Placed>>,
): StatementLine => line({ line: at, ...dateAndTime(when), direction, amountSen, balanceSen, ...read });

/** A payout and the fee the bank books right after it under the same words and counterparty: both lines, the fee's own fields given. */
export const withFeeTwin = (payout: StatementLine, fee: Partial<StatementLine>): StatementLine[] => [payout, { ...payout, channel: 'FEE', ...fee }];

/**
 * A QRIS credit as a row of a test's table: the file line, when ('YYYY-MM-DD HH:MM:SS'), the net that arrived, the gross
 * paid and the fee (MDR) kept; then the text, the reference and whatever else is read. Every field compared, those left out empty.
 */
export const qris = (
  at: number,
  when: string,
  amountSen: number,
  grossSen: number | null,
  feeSen: number | null,
  read: Pick<StatementLine, 'description' | 'reference'> & Partial<Omit<StatementLine, Placed | 'grossSen' | 'feeSen'>>,
): StatementLine => line({ line: at, ...dateAndTime(when), direction: 'CR', amountSen, grossSen, feeSen, channel: 'QRIS', ...read });

/** A KlikBCA credit of Rp100.000 from BUDI SANTOSO at 10:00 on 27 June 2026, with `over` instead (row keys, COPY text). */
export const budiCredit = (over: Partial<StatementLine> = {}): StatementLine =>
  line({
    line: 2,
    date: '2026-06-27',
    time: '10:00:00',
    direction: 'CR',
    amountSen: 10_000_000,
    balanceSen: 75_000_000_000,
    description: 'TRSF E-BANKING CR 2706/FTSCY/WS95031 100000.00BUDI SANTOSO',
    channel: 'INTRABANK',
    counterpartyName: 'BUDI SANTOSO',
    counterpartyBank: 'BCA',
    ...over,
  });

/** The statement line read from line `at` of the file: a test pointing at one row's reading. */
export function atLine(rows: readonly StatementLine[], at: number): StatementLine {
  const found = rows.find((row) => row.line === at);
  if (!found) throw new Error(`no statement line read from line ${at}; lines read: ${rows.map((row) => row.line).join(', ')}`);
  return found;
}

/** The rows of a parse whose answer is exactly: read as the layout, with these warnings (and nothing else but its rows). */
export function rowsReadWith(result: ParseResult<StatementLine>, layout: Layout, warnings: string[]): StatementLine[] {
  expect(result).toEqual(readAs(layout, warnings, expect.any(Array)));
  return rowsOf(result);
}
