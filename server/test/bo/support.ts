import { readFileSync } from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import { decodeUpload } from '../../src/parsing/decode.ts';
import type { Template } from '../../src/modules/statements/statement-line.ts';

/** A BO fixture as the upload would hand it to the parser: decoded bytes (BOM and all). */
export function boFixture(name: string): string {
  const decoded = decodeUpload(readFileSync(new URL(`../fixtures/bo/${name}`, import.meta.url)));
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.text;
}

/** A template rendered as the Templates page serves it: header plus the example row. */
export const templateCsv = (template: Template): string => stringify([template.columns, template.example]);

export const at = (date: string, time: string | null) => ({ date, time });

/** What a BO parser answers for an export it reads: the layout it read it as, no warning, and exactly these rows. */
export const readAs = <Row>(layout: { variant: string; layout: string }, rows: Row[]) => ({ ok: true, ...layout, warnings: [], rows });

/**
 * What a BO parser answers for another BO's export: the columns `wanted` requires, the file's first columns, and the
 * export the file looks like (its label, and its id, which the upload offers to switch to).
 */
export const notThisBo = (wanted: { format: string; expected: string }, file: { found: string; looksLike: string; lookalike: string }) => ({
  ok: false,
  error: `File bukan format ${wanted.format}. Kolom yang diharapkan: ${wanted.expected}. Ditemukan: ${file.found}. File ini tampaknya ${file.looksLike}.`,
  lookalike: file.lookalike,
});
