import { describe, expect, it } from 'vitest';
import { drawPdf } from './pdf-support.ts';

/**
 * pdf.js's legacy build replaces builtins with slower polyfills when loaded: on Node 20 JSON.stringify, JSON.parse and
 * Array.prototype.push (pdf/pdfjs.ts). Nothing this file imports before the test loads it.
 */
const OBJECTS: Record<string, object> = {
  JSON,
  Object,
  Promise,
  'Array.prototype': Array.prototype,
  'Map.prototype': Map.prototype,
  'Set.prototype': Set.prototype,
  'String.prototype': String.prototype,
};
const watched = () =>
  Object.fromEntries(
    Object.entries(OBJECTS).flatMap(([name, target]) =>
      Object.entries(Object.getOwnPropertyDescriptors(target)).map(([key, d]) => [`${name}.${key}`, (d.get ?? d.value) as unknown]),
    ),
  );
const NATIVE = watched();

/** The watched builtins that are no longer the ones this thread started with. */
const replaced = () =>
  Object.entries(watched())
    .filter(([key, value]) => key in NATIVE && value !== NATIVE[key])
    .map(([key]) => key);

describe('pdf.js in a thread of the server', () => {
  it('is not loaded with the app or its workers, and leaves the builtins as they were once it has read a PDF', async () => {
    await import('../../src/app.ts');
    await import('../../src/workers/tasks.ts');
    expect(replaced()).toEqual([]);
    const { pdfText } = await import('../../src/modules/statements/pdf/pdf-text.ts');
    const pages = await pdfText(await drawPdf([[{ x: 40, y: 100, text: 'SALDO AWAL 1,000.00' }]], { watermark: 'none' }));
    expect(pages.map((page) => page.lines.map((line) => line.text))).toEqual([['SALDO AWAL 1,000.00']]);
    expect(replaced()).toEqual([]);
  });
});
