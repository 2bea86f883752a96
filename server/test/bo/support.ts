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
