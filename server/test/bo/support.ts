import { decodedFixture, templateCsv } from '../support/fixture-files.ts';

/** A BO fixture as the upload would hand it to the parser: decoded bytes (BOM and all). */
export const boFixture = (name: string): string => decodedFixture('bo', name);

export { templateCsv };

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
