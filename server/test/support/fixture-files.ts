import { readFileSync } from 'node:fs';
import { decodeUpload } from '../../src/parsing/decode.ts';
import type { Template } from '../../src/modules/statements/statement-line.ts';
import { csv } from './multipart.ts';

/** A file of test/fixtures/<folder> as an upload hands it to a parser: its bytes decoded by decodeUpload (a BOM and all). */
export function decodedFixture(folder: 'statements' | 'bo', name: string): string {
  const decoded = decodeUpload(readFileSync(new URL(`../fixtures/${folder}/${name}`, import.meta.url)));
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.text;
}

/** A template as the Templates page serves it: its header and its example row. */
export const templateCsv = (template: Template): string => csv(template);
