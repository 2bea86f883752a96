import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWN_LAYOUTS } from '../src/modules/layouts/known.ts';
import { bcaEStatementPdf } from '../src/modules/statements/pdf/bca-estatement.ts';
import { bniEStatementPdf } from '../src/modules/statements/pdf/bni-estatement.ts';

/** docs/formats.md lists every layout the uploads read, in one table: adding a layout without documenting it fails here. */
describe('docs/formats.md, "Every accepted layout"', () => {
  it('names every layout of the registry and every PDF reader by its label and id', () => {
    const doc = readFileSync(new URL('../../docs/formats.md', import.meta.url), 'utf8');
    const table = doc.slice(doc.indexOf('## Every accepted layout'), doc.indexOf('## Template downloads'));
    const missing = [...KNOWN_LAYOUTS, bcaEStatementPdf, bniEStatementPdf].filter((l) => !table.includes(`| ${l.label} (\`${l.id}\`) |`));
    expect(missing.map((l) => l.id)).toEqual([]);
  });
});
