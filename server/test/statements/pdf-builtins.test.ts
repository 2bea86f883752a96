import { describe, expect, it } from 'vitest';
import { drawPdf } from './pdf-support.ts';

/**
 * pdf.js's legacy build replaces builtins with slower polyfills when loaded: on Node 20 JSON.stringify, JSON.parse and
 * Array.prototype.push (pdf/pdfjs.ts). Nothing this file imports before the test loads it.
 */
const watched = () => ({
  'JSON.stringify': JSON.stringify,
  'JSON.parse': JSON.parse,
  ...Object.fromEntries(Object.getOwnPropertyNames(Array.prototype).map((key) => [`Array.prototype.${key}`, Reflect.get(Array.prototype, key) as unknown])),
  ...Object.fromEntries(Object.getOwnPropertyNames(Promise).map((key) => [`Promise.${key}`, Reflect.get(Promise, key) as unknown])),
});
const NATIVE = watched();

/** The watched builtins that are no longer the ones this thread started with. */
const replaced = () =>
  Object.entries(watched())
    .filter(([key, value]) => key in NATIVE && value !== NATIVE[key as keyof typeof NATIVE])
    .map(([key]) => key);

describe('pdf.js in a thread of the server', () => {
  it('is not loaded with the app, and leaves the builtins as they were once it has read a PDF', async () => {
    await import('../../src/app.ts');
    expect(replaced()).toEqual([]);
    const { pdfText } = await import('../../src/modules/statements/pdf/pdf-text.ts');
    const pages = await pdfText(await drawPdf([[{ x: 40, y: 100, text: 'SALDO AWAL 1,000.00' }]], { watermark: 'none' }));
    expect(pages.map((page) => page.lines.map((line) => line.text))).toEqual([['SALDO AWAL 1,000.00']]);
    expect(replaced()).toEqual([]);
  });
});
