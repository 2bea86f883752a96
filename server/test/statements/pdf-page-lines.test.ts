import { describe, expect, it } from 'vitest';
import { RowProblem } from '../../src/parsing/reader/row-problem.ts';
import { cellsOf, findColumns } from '../../src/modules/statements/pdf/columns.ts';
import { pageLines, type DrawnText } from '../../src/modules/statements/pdf/page-lines.ts';

/** A run as pdf.js places it on the displayed page (y downward): upright at `size`, or turned by `degrees`. */
const run = (str: string, x: number, y: number, options: { size?: number; degrees?: number; width?: number } = {}): DrawnText => {
  const { size = 8, degrees = 0 } = options;
  const width = options.width ?? str.length * size * 0.5;
  const r = (degrees * Math.PI) / 180;
  return { str, width, transform: [size * Math.cos(r), -size * Math.sin(r), -size * Math.sin(r), -size * Math.cos(r), x, y] };
};

describe('PDF page lines', () => {
  it('groups runs by baseline, orders them left to right, and spaces them by their gaps', () => {
    const lines = pageLines([
      run('SALDO', 300, 100.0),
      run('02/06', 40, 101.5), // a baseline 1.5 pt lower still stands on the line
      run('TRSF E-BANKING CR', 85, 100),
      run('250000.00', 85, 110),
      run('1,000.00', 200, 110, { width: 32 }),
      run('DB', 232.5, 110, { width: 8 }), // touching: no space
    ]);
    expect(lines.map((l) => [l.number, l.y, l.text])).toEqual([
      [1, 100, '02/06  TRSF E-BANKING CR  SALDO'],
      [2, 110, '250000.00  1,000.00DB'],
    ]);
  });

  it('drops the watermark: turned text, mirrored text, text far larger than the page, blank runs', () => {
    const lines = pageLines([
      run('BCA', 100, 400, { size: 60, degrees: 40 }),
      run('R', 200, 300, { degrees: 30 }),
      run('SALINAN', 100, 500, { size: 70 }),
      run('   ', 40, 90),
      run('TANGGAL', 40, 100),
      run('KETERANGAN', 85, 100),
    ]);
    expect(lines.map((l) => l.text)).toEqual(['TANGGAL  KETERANGAN']);
  });

  it('places each run in the column it lies in, and refuses one split between two columns', () => {
    const [titles, row, split] = pageLines([
      run('TANGGAL', 40, 100),
      run('MUTASI', 300, 100),
      run('SALDO', 400, 100),
      run('02/06', 40, 110),
      run('1,250,000,000.00', 290, 110, { width: 64 }), // right-aligned: starts left of its title
      run('9,999.00', 380, 120, { width: 40 }),
    ]);
    const columns = findColumns(
      [titles!],
      [
        { key: 'date', name: 'TANGGAL', title: /^TANGGAL$/ },
        { key: 'amount', name: 'MUTASI', title: /^MUTASI$/ },
        { key: 'balance', name: 'SALDO', title: /^SALDO$/ },
      ],
    )!;
    expect(cellsOf(row!, columns)).toEqual({ date: '02/06', amount: '1,250,000,000.00', balance: '' });
    expect(() => cellsOf(split!, columns)).toThrow(
      new RowProblem("teks '9,999.00' terpotong di antara kolom MUTASI dan SALDO; kolomnya tidak dapat dipastikan"),
    );
  });
});
