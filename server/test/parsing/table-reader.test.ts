import { describe, expect, it } from 'vitest';
import type { TableLayout } from '../../src/parsing/reader/layout.ts';
import { readCategory, type Category, type LayoutRules } from '../../src/parsing/reader/read-category.ts';
import type { RowCells } from '../../src/parsing/reader/row-cells.ts';
import { readTable } from '../../src/parsing/table.ts';

/** A small category of our own, to try the reader without any real format's rules. */
type Key = 'date' | 'description' | 'amount' | 'direction' | 'reference' | 'note';

const STYLE = { amounts: ['plain'], dates: 'day-first', timeZone: 'Asia/Jakarta' } as const;

const TEMPLATE: TableLayout<Key> = {
  id: 'test-template',
  label: 'template Uji',
  advice: 'pilih kategori Uji',
  ...STYLE,
  columns: {
    date: { names: ['Tanggal', 'Tanggal Transaksi'], required: true },
    description: { names: ['Keterangan'], required: true },
    amount: { names: ['Nominal'], required: true },
    direction: { names: ['DB/CR'], required: true },
    reference: { names: ['Referensi'] },
  },
};

/** A bank's own export: English names, the direction in a blank-headed column, unquoted text, its own footer, UTC. */
const NATIVE: TableLayout<Key> = {
  id: 'test-native',
  label: 'CSV Bank Uji',
  ...STYLE,
  timeZone: 'UTC',
  amounts: ['en'],
  footer: /^Credit\b/i,
  overflowInto: 'description',
  columns: {
    date: { names: ['Date'], required: true },
    description: { names: ['Description'], required: true },
    amount: { names: ['Amount'], required: true },
    direction: { names: ['CR/DB'], after: 'amount', required: true },
    note: { names: ['Note'] },
  },
};

/** Records without a header: recognised by a date in the first cell and four cells. */
const RECORDS: TableLayout<Key> = {
  id: 'test-records',
  label: 'CSV Uji (tanpa header)',
  ...STYLE,
  columns: { date: { names: ['Tanggal'] }, description: { names: ['Keterangan'] }, amount: { names: ['Nominal'] }, direction: { names: ['DB/CR'] } },
  headerless: (cells) => cells.length === 4 && /^\d{2}\/\d{2}\/\d{4}$/.test(cells[0]!),
};

/** Another category's layout, for the "this file looks like" message. */
const OTHER: TableLayout = {
  id: 'other-template',
  label: 'template Lain',
  advice: 'pilih kategori Lain',
  ...STYLE,
  columns: { ticket: { names: ['Tiket'], required: true }, player: { names: ['Pemain'], required: true } },
};

/** Another category's layout whose header a file may half have (renamed columns). */
const BILLS: TableLayout = {
  id: 'bills-template',
  label: 'template Tagihan',
  advice: 'pilih kategori Tagihan',
  ...STYLE,
  columns: {
    code: { names: ['Kode Bayar'], required: true },
    customer: { names: ['Pelanggan'], required: true },
    bill: { names: ['Tagihan'], required: true },
  },
};

interface Read {
  line: number;
  date: string;
  time: string | null;
  text: string;
  amountSen: number;
  direction: string;
  notes: string[];
}

const read = (cells: RowCells<Key>): Read => {
  const when = cells.requiredDateTime('date');
  return {
    line: cells.line,
    date: when.date,
    time: when.time,
    text: cells.text('description'),
    amountSen: cells.positiveAmount('amount'),
    direction: cells.direction('direction'),
    notes: cells.all('note'),
  };
};

const trailers: string[][] = [];
const rules = (layout: TableLayout<Key>): LayoutRules<Read, Key> => ({
  layout,
  read,
  finish: (rows, trailer, context) => {
    trailers.push(trailer.map((r) => r.cells[0]!));
    if (context.preamble.length > 0) context.warn(`${rows.length} baris di bawah ${context.preamble.length} baris pembuka`);
  },
});

const CATEGORY: Category<Read> = {
  name: 'Uji',
  layouts: [rules(TEMPLATE), rules(NATIVE), rules(RECORDS)],
  known: [TEMPLATE, NATIVE, RECORDS, OTHER, BILLS],
};
const parse = (text: string) => readCategory(text, CATEGORY);
const errorOf = (text: string) => {
  const result = parse(text);
  if (result.ok) throw new Error('read a file it should refuse');
  return result.error;
};

describe('the table reader', () => {
  it('finds the header below a preamble, and says which layout it read', () => {
    const text = 'Laporan Mutasi\nNo. Rekening,=,123\n\nTanggal,Keterangan,Nominal,DB/CR\n27/06/2026 14:05:10,SETORAN,1500.00,CR\n';
    expect(parse(text)).toEqual({
      ok: true,
      variant: 'test-template',
      layout: 'template Uji',
      warnings: ['1 baris di bawah 2 baris pembuka'],
      rows: [{ line: 5, date: '2026-06-27', time: '14:05:10', text: 'SETORAN', amountSen: 150_000, direction: 'CR', notes: [] }],
    });
  });

  it('matches columns by any of their names, whatever the case, spaces and punctuation, in any order', () => {
    const result = parse('keterangan;DB-CR;TANGGAL_TRANSAKSI;nominal\nBUNGA;cr;30/06/2026;10\n');
    expect(result).toMatchObject({ ok: true, variant: 'test-template', rows: [{ line: 2, date: '2026-06-30', text: 'BUNGA', amountSen: 1000 }] });
  });

  it("ends the table at a summary line, hands the lines after it to the layout, and knows a layout's own footer", () => {
    trailers.length = 0;
    const common = 'Tanggal,Keterangan,Nominal,DB/CR\n27/06/2026,A,1,CR\nSaldo Akhir,=,5\nDicetak 28/06/2026,oleh,admin\n';
    expect(parse(common)).toMatchObject({ ok: true, rows: [{ line: 2 }] });
    const own = 'Date,Description,Amount,,Note\n27/06/2026,A,"1,000.00",CR,\nCredit,1,000.00\nDebet,0.00\n';
    expect(parse(own)).toMatchObject({ ok: true, variant: 'test-native', rows: [{ line: 2, amountSen: 100_000 }] });
    expect(trailers).toEqual([
      ['Saldo Akhir', 'Dicetak 28/06/2026'],
      ['Credit', 'Debet'],
    ]);
  });

  it('refuses rows below a summary line in the middle of the table (a subtotal, or two exports pasted together): unread, they would be missing unseen', () => {
    const subtotal = 'Tanggal,Keterangan,Nominal,DB/CR\n27/06/2026,A,1,CR\nSubtotal,,1\n\n28/06/2026,B,2,CR\n';
    expect(parse(subtotal)).toEqual({
      ok: false,
      error: "Baris 5: baris transaksi di bawah baris ringkasan 'Subtotal' (baris 3): hapus ringkasan di tengah tabel, atau upload satu export per file.",
    });
    // The second export's header is not a row, its first row is.
    const pasted =
      'Tanggal,Keterangan,Nominal,DB/CR\n27/06/2026,A,1,CR\nSaldo Akhir,=,5\nTanggal,Keterangan,Nominal,DB/CR\n28/06/2026,B,2,CR\nSaldo Akhir,=,7\n';
    expect(errorOf(pasted)).toMatch(/^Baris 5: baris transaksi di bawah baris ringkasan 'Saldo Akhir' \(baris 3\)/);
    // A row below the summary that the layout would refuse (a negative amount) is refused as well: it starts as a
    // transaction does, a date and two more cells. A footer that does not is read as one.
    expect(errorOf('Tanggal,Keterangan,Nominal,DB/CR\n27/06/2026,A,1,CR\nTotal,,1\n28/06/2026,B,-2,CR\n')).toBe(
      "Baris 4: baris transaksi di bawah baris ringkasan 'Total' (baris 3): hapus ringkasan di tengah tabel, atau upload satu export per file.",
    );
    expect(errorOf('Tanggal,Keterangan,Nominal,DB/CR\n27/06/2026,A,1,CR\nTotal,,1\n28/06,B,x,CR\n')).toMatch(/^Baris 4: baris transaksi di bawah/);
    for (const footer of ['Dicetak 28/06/2026,oleh,admin', '28/06/2026 10:00,Halaman 1', '28/06/2026', 'Periode,01/06/2026,30/06/2026'])
      expect(parse(`Tanggal,Keterangan,Nominal,DB/CR\n27/06/2026,A,1,CR\nTotal,,1\n${footer}\n`)).toMatchObject({ ok: true, rows: [{ line: 2 }] });
  });

  it('reads a blank-headed column by its place, joins unquoted text back, keeps repeated columns, and moves UTC to Jakarta time', () => {
    const text = 'Date,Description,Amount,,Note,Note\n30/06/2026 20:30:00,TRANSFER, BUDI,"2,500.00",DB,x,y\n';
    expect(parse(text)).toMatchObject({
      ok: true,
      layout: 'CSV Bank Uji',
      rows: [{ line: 2, date: '2026-07-01', time: '03:30:00', text: 'TRANSFER, BUDI', amountSen: 250_000, direction: 'DB', notes: ['x', 'y'] }],
    });
    expect(errorOf('Date,Description,Amount,CR/DB\n30/06/2026 20:30:00,A,1.00,CR\n')).toMatch(/^File bukan format Uji\./);
  });

  it('reads a headerless layout from its first record, columns by position', () => {
    expect(parse('27/06/2026,SETORAN,10,CR\n28/06/2026,TARIK,5,DB\n')).toMatchObject({
      ok: true,
      variant: 'test-records',
      rows: [
        { line: 1, text: 'SETORAN' },
        { line: 2, text: 'TARIK', direction: 'DB' },
      ],
    });
  });

  it('takes the layout that finds the most columns when a header fits several', () => {
    const wider: TableLayout<Key> = { ...TEMPLATE, id: 'wider', columns: { ...TEMPLATE.columns, note: { names: ['Catatan'], required: true } } };
    const both: Category<Read> = { ...CATEGORY, layouts: [rules(TEMPLATE), rules(wider)] };
    expect(readCategory('Tanggal,Keterangan,Nominal,DB/CR,Catatan\n27/06/2026,A,1,CR,x\n', both)).toMatchObject({ ok: true, variant: 'wider' });
    expect(readCategory('Tanggal,Keterangan,Nominal,DB/CR\n27/06/2026,A,1,CR\n', both)).toMatchObject({ ok: true, variant: 'test-template' });
  });

  it('says which category a file of another category belongs to, naming its label and what to do', () => {
    expect(errorOf('Tiket,Pemain,Jumlah\nT1,budi,1000\n')).toBe(
      'File bukan format Uji. Kolom yang diharapkan: Tanggal, Keterangan, Nominal, DB/CR. Ditemukan: Tiket, Pemain, Jumlah. ' +
        'Juga diterima: CSV Bank Uji. File ini tampaknya template Lain: pilih kategori Lain.',
    );
  });

  it('names the missing columns of a damaged header, and its line', () => {
    expect(errorOf('Periode 06/2026\nTanggal,Keterangan,Jumlah,DB/CR\n27/06/2026 10:00,A,1,CR\n')).toBe(
      'Header template Uji di baris 2 tidak lengkap: kolom Nominal tidak ada. Kolom yang diharapkan: Tanggal, Keterangan, Nominal, DB/CR. ' +
        'Ditemukan: Tanggal, Keterangan, Jumlah, DB/CR.',
    );
  });

  it('names the known layout a file of nothing of ours comes closest to, and the columns it lacks of it', () => {
    const error = errorOf('Laporan\nKode Bayar,Pelanggan,Total\nK1,budi,1000\n');
    expect(error).toBe(
      'File bukan format Uji. Kolom yang diharapkan: Tanggal, Keterangan, Nominal, DB/CR. Ditemukan: Kode Bayar, Pelanggan, Total. ' +
        'Juga diterima: CSV Bank Uji. Paling mirip template Tagihan (baris 2), tetapi kolom Tagihan tidak ada.',
    );
    // Close to nothing (one column alike): no guess.
    expect(errorOf('Kode Bayar,Nama\nK1,x\n')).not.toContain('Paling mirip');
  });

  it('refuses a file of nothing known with the columns it expected and what it found', () => {
    expect(errorOf('Kode,Nama\nA1,x\n')).toBe(
      'File bukan format Uji. Kolom yang diharapkan: Tanggal, Keterangan, Nominal, DB/CR. Ditemukan: Kode, Nama. Juga diterima: CSV Bank Uji.',
    );
    expect(errorOf('')).toBe('File kosong.');
    expect(errorOf('Judul\nTanggal,Keterangan,Nominal,DB/CR\nTotal,,0,\n')).toBe(
      'File Uji tidak berisi transaksi: tidak ada baris data di bawah header (baris 2).',
    );
  });

  it('refuses a file without a header in its first 40 records there, unread beyond: a quote never closed further down is not what it is told', () => {
    const rows = Array.from({ length: 45 }, (_, i) => `A${i},x`);
    rows[44] = 'A44,"never closed';
    expect(errorOf(`Kode,Nama\n${rows.join('\n')}\n`)).toBe(
      'File bukan format Uji. Kolom yang diharapkan: Tanggal, Keterangan, Nominal, DB/CR. Ditemukan: Kode, Nama. Juga diterima: CSV Bank Uji.',
    );
    // Within the first 40 records, the quote is the file's first problem.
    expect(errorOf(`Kode,Nama\n${rows.slice(30).join('\n')}\n`)).toBe('Baris 16: tanda kutip (") dibuka tetapi tidak ditutup sampai akhir file');
  });

  it('refuses the whole file at its first bad row, naming the line and the column', () => {
    const text = 'Tanggal,Keterangan,Nominal,DB/CR\n27/06/2026,A,1,CR\n\n31/02/2026,B,1,CR\n28/06/2026,C,-,CR\n';
    expect(parse(text)).toEqual({ ok: false, error: "Baris 4: Tanggal '31/02/2026' tidak valid" });
    expect(errorOf('Tanggal,Keterangan,Nominal,DB/CR\n28/06/2026,C,-,CR\n')).toBe('Baris 2: kolom Nominal kosong');
  });

  it('refuses a row that fills cells past the header: a value written with a comma and no quotes split in two and moved every column after it', () => {
    const header = 'Tanggal,Keterangan,Nominal,DB/CR,Referensi';
    const split = (line: number, cells: number) =>
      `Baris ${line}: baris berisi ${cells} kolom, header 5 kolom: nilai yang memuat koma harus diapit tanda kutip (mis. "250,000.00"); ekspor ulang file dari sumbernya.`;
    expect(parse(`${header}\n27/06/2026,A,150000,CR,R1\n27/06/2026,B,250000,CR,R2,R3\n`)).toEqual({ ok: false, error: split(3, 6) });
    // Two cells more than the header, even empty ones: two values split.
    expect(parse(`${header}\n27/06/2026,A,150000,CR,R1,,\n`)).toEqual({ ok: false, error: split(2, 7) });
    // Quoted, a text with a comma is one cell.
    expect(parse(`${header}\n27/06/2026,"B, C",250000,CR,R2\n`)).toMatchObject({ ok: true, rows: [{ amountSen: 25_000_000 }] });
    // A separator ending every row, or one row after its last column (copied from a browser), moves nothing.
    expect(parse(`${header}\n27/06/2026,A,150000,CR,,\n27/06/2026,B,250000,CR,,\n`)).toMatchObject({ ok: true, rows: [{}, { amountSen: 25_000_000 }] });
    expect(parse(`${header}\n27/06/2026,A,150000,CR,R1,\n27/06/2026,B,250000,CR,R2\n`)).toMatchObject({ ok: true });
  });

  it('refuses a file whose every row split once with its last column empty, by a number cut at its thousands comma', () => {
    const header = 'Tanggal,Keterangan,Nominal,DB/CR,Referensi';
    // The widths are those of a separator ending every row; the cells are not: 150 then 000.00 is 150,000.00 cut.
    const everyRow = `${header}\n27/06/2026,A,150,000.00,CR,\n27/06/2026,B,250,500,CR,\n`;
    expect(parse(everyRow)).toEqual({
      ok: false,
      error:
        'Baris 2: baris berisi 6 kolom, header 5 kolom: nilai yang memuat koma harus diapit tanda kutip (mis. "250,000.00"); ekspor ulang file dari sumbernya.',
    });
    // The first row that shows the cut is named, not the first row of the file.
    expect(parse(`${header}\n27/06/2026,A,150000,CR,,\n27/06/2026,B,250,000,CR,\n`)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Baris 3: baris berisi 6 kolom/),
    });
    // Numbers side by side that no comma cut (four digits after three, two after one) move nothing.
    expect(parse(`${header}\n27/06/2026,150,1500,CR,,\n27/06/2026,7,25.50,CR,,\n`)).toMatchObject({
      ok: true,
      rows: [{ amountSen: 150_000 }, { amountSen: 2_550 }],
    });
  });

  it('refuses a file that ends in the middle of its last row, that row short of columns: its amount may be cut too', () => {
    const whole = 'Tanggal,Keterangan,Nominal,DB/CR,Referensi\n27/06/2026,A,150000,CR,R1\n27/06/2026,B,250000,CR,R2';
    const message = 'Baris 3: baris terakhir terpotong (4 dari 5 kolom) dan file berakhir di tengah baris: unduh ulang file lengkapnya.';
    expect(parse(whole.slice(0, whole.lastIndexOf(',R2')))).toEqual({ ok: false, error: message });
    // Cut right after a separator, the row has every cell, its last one empty: that cannot be told from a whole row.
    expect(parse(whole.slice(0, whole.lastIndexOf(',R2') + 1))).toMatchObject({ ok: true });
    // Cut in its amount, the row's own problem (a required column left empty) is said first.
    expect(parse(whole.slice(0, whole.indexOf('250000') + 3))).toEqual({ ok: false, error: 'Baris 3: kolom DB/CR kosong (isi CR atau DB)' });
    // Whole, with or without a last line break, it is read; so is a short last row followed by a line break.
    expect(parse(whole)).toMatchObject({ ok: true, rows: [{ amountSen: 15_000_000 }, { amountSen: 25_000_000 }] });
    expect(parse(`${whole}\r\n`)).toMatchObject({ ok: true });
    expect(parse('Tanggal,Keterangan,Nominal,DB/CR,Referensi\n27/06/2026,A,150000,CR,R1\n27/06/2026,B,250000,CR\n')).toMatchObject({ ok: true });
    // Rows that all leave out an empty last column are the file's way, not a cut.
    expect(parse('Tanggal,Keterangan,Nominal,DB/CR,Referensi\n27/06/2026,A,150000,CR\n27/06/2026,B,250000,CR')).toMatchObject({ ok: true });
    // A summary line after the table is not a row: the file may end in it.
    expect(parse('Tanggal,Keterangan,Nominal,DB/CR,Referensi\n27/06/2026,A,150000,CR,R1\nTotal')).toMatchObject({ ok: true });
  });

  it('refuses a quote that is never closed, naming the line its record starts on', () => {
    const text = 'Tanggal,Keterangan,Nominal,DB/CR\n27/06/2026,A,1,CR\n\n27/06/2026,"B,1,CR\n28/06/2026,C,2,CR\n';
    expect(parse(text)).toEqual({ ok: false, error: 'Baris 4: tanda kutip (") dibuka tetapi tidak ditutup sampai akhir file' });
    expect(readTable('T1,"25/11/2026 10:00:00,,u,U,BANK,1000\n')).toEqual({
      ok: false,
      error: 'Baris 1: tanda kutip (") dibuka tetapi tidak ditutup sampai akhir file',
    });
    expect(readTable('A,B\n1,"a" b\n')).toEqual({ ok: false, error: 'Baris 2: ada teks setelah tanda kutip (") penutup sebuah sel' });
    // csv-parse's own line count goes wrong in a CRLF file (it named this one's line 13).
    expect(readTable(`h,b\r\nT1,"x,1\r\n${'r,1\r\n'.repeat(10)}`)).toEqual({
      ok: false,
      error: 'Baris 2: tanda kutip (") dibuka tetapi tidak ditutup sampai akhir file',
    });
  });
});
