import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carefulRead, detectDelimiter, eachTableRow, readTable, type TableRow } from '../../src/parsing/table.ts';

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
const careful = (text: string) => carefulRead(text.replace(/^\uFEFF+/, ''), detectDelimiter(text));

describe('readTable', () => {
  it('answers as csv-parse does on a table, line numbers included', () => {
    fc.assert(
      fc.property(tables, (text) => {
        expect(readTable(text)).toEqual(careful(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the same cells, line numbers and refusals as csv-parse on any text', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(readTable(text)).toEqual(careful(text));
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

  it('reads with Papa Parse up to the first record it reads otherwise, and on from it with csv-parse, as csv-parse reads the whole', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `27/06/2026,"PEMAIN ${i}, DEPO",${i}.00`);
    lines[20] = `27/06/2026, "A, B" ,20.00`; // a quote after a space: Papa Parse keeps the quotes in the cell
    lines[25] = '';
    const text = `${lines.join('\r\n')}\r\n`;
    const read = readTable(text);
    expect(read).toEqual(careful(text));
    expect(read.ok && read.rows.slice(19, 22)).toEqual([
      { line: 20, cells: ['27/06/2026', 'PEMAIN 19, DEPO', '19.00'] },
      { line: 21, cells: ['27/06/2026', 'A, B', '20.00'] },
      { line: 22, cells: ['27/06/2026', 'PEMAIN 21, DEPO', '21.00'] },
    ]);
    // A quote never closed further down is refused at its line, after the records above it were handed over.
    const seen: number[] = [];
    const broken = `${text}27/06/2026,"NEVER CLOSED,1.00\r\n`;
    expect(eachTableRow(broken, (row) => void seen.push(row.line))).toEqual({
      ok: false,
      error: 'Baris 31: tanda kutip (") dibuka tetapi tidak ditutup sampai akhir file',
    });
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => i + 1).filter((line) => line !== 26));
  });

  it('stops reading when told to, whichever reader reads the record', () => {
    const text = 'a,b\n1,2\nx, "y"\n3,4\n5,"6\n';
    const until = (last: number) => {
      const seen: TableRow[] = [];
      return [eachTableRow(text, (row) => seen.push(row) < last), seen.map((row) => row.line)];
    };
    expect(until(2)).toEqual([{ ok: true }, [1, 2]]);
    expect(until(4)).toEqual([{ ok: true }, [1, 2, 3, 4]]);
    expect(until(5)).toEqual([{ ok: false, error: 'Baris 5: tanda kutip (") dibuka tetapi tidak ditutup sampai akhir file' }, [1, 2, 3, 4]]);
  });
});
