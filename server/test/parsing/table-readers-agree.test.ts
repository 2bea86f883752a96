import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carefulRead, detectDelimiter, readTable } from '../../src/parsing/table.ts';

/**
 * readTable reads most files with Papa Parse and the rest with csv-parse (table.ts). Whatever the text, its answer
 * must be csv-parse's: cells, line numbers, refusals. Texts are made of what breaks readers: separators, quotes
 * (doubled, unclosed, after spaces, inside a cell), line ends of every kind, blank lines, the Excel guard, a BOM.
 */
const piece = fc.constantFrom(',', ';', '\t', '"', '""', ' ', '\u00a0', "'", '\n', '\r\n', '\r', '\n\n', 'A', 'b c', '27/06/2026', '1.000,00', 'Rp', '\uFEFF');
const texts = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));
/** Well-formed tables too, quoted or not, so that the fast path is taken often. */
const cell = fc.oneof(
  fc.constantFrom('', 'BUDI SANTOSO', '100000.00', 'CR', '27/06/2026 10:00', ' x '),
  fc.constantFrom('"A, B"', '"multi\nline"', '"say ""hi"""', '  "spaced"', "'0123"),
);
const tables = fc
  .tuple(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 8 }), fc.constantFrom('\n', '\r\n'), fc.constantFrom(',', ';'))
  .map(([rows, end, sep]) => rows.map((r) => r.join(sep)).join(end) + end);

/** csv-parse's reading of the text, as readTable prepares it. */
const careful = (text: string) => carefulRead(text.replace(/^\uFEFF/, ''), detectDelimiter(text));

describe('readTable', () => {
  it('answers as csv-parse does on a table, line numbers included', () => {
    fc.assert(
      fc.property(tables, (text) => {
        expect(readTable(text)).toEqual(careful(text));
      }),
      { numRuns: 2000 },
    );
  });

  // csv-parse numbers a record after a line of spaces alone one line too early ("\t\n\n27/06/2026": line 1, not
  // 3), so on any text the cells and refusals are compared, not the numbers.
  it('reads the same cells and refuses the same texts as csv-parse on any text', () => {
    const cells = (read: ReturnType<typeof readTable>) => (read.ok ? read.rows.map((r) => r.cells) : read.error.replace(/^Baris \d+: /, ''));
    fc.assert(
      fc.property(texts, (text) => {
        expect(cells(readTable(text))).toEqual(cells(careful(text)));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads a CRLF export and a LF export alike, with their line numbers', () => {
    const rows = [
      { line: 1, cells: ['Tanggal', 'Keterangan', 'Jumlah'] },
      { line: 3, cells: ['27/06/2026', 'TRSF E-BANKING CR', '100000.00'] },
      { line: 4, cells: ['27/06/2026', 'A, B', '5'] },
    ];
    expect(readTable('Tanggal,Keterangan,Jumlah\r\n\r\n27/06/2026,TRSF E-BANKING CR,100000.00\r\n27/06/2026,"A, B",5\r\n')).toEqual({ ok: true, rows });
    expect(readTable('Tanggal,Keterangan,Jumlah\n\n27/06/2026,TRSF E-BANKING CR,100000.00\n27/06/2026,"A, B",5')).toEqual({ ok: true, rows });
  });
});
