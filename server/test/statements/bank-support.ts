import { expect, it } from 'vitest';
import type { ParseResult } from '../../src/parsing/result.ts';
import type { StatementLine, Template } from '../../src/modules/statements/statement-line.ts';
import { decodedFixture, templateCsv } from '../support/fixture-files.ts';

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

/** What a parser answers for a text it reads: the layout it read it as (variant and label), its warnings, and exactly these rows. */
export const readAs = (layout: { variant: string; layout: string }, warnings: string[], rows: StatementLine[]) => ({ ok: true, ...layout, warnings, rows });

export function errorOf(result: ParseResult<StatementLine>): string {
  if (result.ok) throw new Error(`parse succeeded with ${result.rows.length} rows`);
  return result.error;
}

/** The test each bank template has: the template as the Templates page serves it parses into its example line. */
export function itParsesItsOwnTemplate(template: Template, parse: (text: string) => ParseResult<StatementLine>, example: StatementLine): void {
  it('parses its own template into the example line', () => {
    expect(rowsOf(parse(templateCsv(template)))).toEqual([example]);
  });
}

/** A damage done to a fixture: what it is, the edit [text in the file, its replacement], and the exact refusal it must get. */
export type Damage = readonly [what: string, edit: readonly [from: string, to: string], message: string];

/** One test per damage: the fixture `name`, edited, is refused by `parse` with exactly the message. */
export function itRefusesDamaged(name: string, parse: (text: string) => ParseResult<StatementLine>, damages: readonly Damage[]): void {
  it.each(damages)('refuses %s, naming the line or the column', (_, [from, to], message) => {
    const text = fixture(name);
    expect(text).toContain(from);
    expect(errorOf(parse(text.replace(from, to)))).toBe(message);
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

/** A QRIS credit: every field compared, those a test leaves out empty. */
export const qris = (
  fields: Pick<StatementLine, 'line' | 'date' | 'time' | 'amountSen' | 'grossSen' | 'feeSen' | 'description' | 'reference'> & Partial<StatementLine>,
): StatementLine => line({ direction: 'CR', channel: 'QRIS', ...fields });
