import { readFileSync } from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import type { ParseResult } from '../../src/parsing/result.ts';
import { decodeUpload } from '../../src/parsing/decode.ts';
import type { StatementLine, Template } from '../../src/modules/statements/statement-line.ts';

/** A fixture as an upload would reach the parser: bytes decoded by decodeUpload. */
export function fixture(name: string): string {
  const decoded = decodeUpload(readFileSync(new URL(`../fixtures/statements/${name}`, import.meta.url)));
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.text;
}

/** A template as the Templates page serves it: header and example row. */
export const templateCsv = (template: Template): string => stringify([template.columns, template.example]);

/** The rows of a successful parse; a failed one fails the test with its message. */
export function rowsOf(result: ParseResult<StatementLine>): StatementLine[] {
  if (!result.ok) throw new Error(`parse failed: ${result.error}`);
  return result.rows;
}

export function errorOf(result: ParseResult<StatementLine>): string {
  if (result.ok) throw new Error(`parse succeeded with ${result.rows.length} rows`);
  return result.error;
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
