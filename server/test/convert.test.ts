import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@auto-checker/contract';
import officeCrypto from 'officecrypto-tool';
import { deflateRawSync } from 'node:zlib';
import { affordableEncryption, MAX_SPIN_COUNT } from '../src/modules/convert/encryption-info.ts';
import { CONVERT_MSG } from '../src/modules/convert/messages.ts';
import { checkZip } from '../src/modules/convert/zip-check.ts';
import { configureWorkers } from '../src/workers/pool.ts';
import { bniMobileFormat } from '../src/modules/statements/parsers/bni-mobile.ts';
import { mandiriFormat } from '../src/modules/statements/parsers/mandiri.ts';
import { qrisStatement } from '../src/modules/statements/parsers/qris.ts';
import type { StatementFormat, StatementLine } from '../src/modules/statements/statement-line.ts';
import { decodeUpload } from '../src/parsing/decode.ts';
import { USER_PASSWORD, useTestContext } from './support/harness.ts';
import { multipart } from './support/multipart.ts';
import { websiteWithStaff } from './support/website-accounts.ts';

const ctx = useTestContext({ MAX_UPLOAD_MB: '1' });

let admin: string;
beforeEach(async () => {
  admin = await websiteWithStaff(ctx);
});

const MANDIRI = '/api/uploadfixmandiriformat';
const BNI = '/api/uploadfixbnimobileformat';
const QRIS = '/api/uploadfixqrisformat';

type Cell = string | number | Date | null;

/** An .xlsx written by exceljs, as a bank's export would be; `setup` adds merges and number formats. */
async function xlsx(rows: readonly (readonly Cell[])[], setup?: (sheet: ExcelJS.Worksheet) => void, sheetName = 'Sheet1'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  rows.forEach((row, r) =>
    row.forEach((value, c) => {
      if (value !== null) sheet.getCell(r + 1, c + 1).value = value;
    }),
  );
  setup?.(sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A Jakarta wall-clock moment as an Excel date cell (exceljs writes a Date's UTC fields). */
const excelDate = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => new Date(Date.UTC(y, m - 1, d, h, mi, s));

function convert(path: string, name: string, content: Buffer | string, cookie: string | null = admin, fields: Record<string, string> = {}) {
  return ctx.request({ method: 'POST', url: path, ...(cookie ? { cookie } : {}), ...multipart(fields, { name, content }) });
}

/** The CSV of a successful conversion, decoded as an upload would be. */
function csvOf(res: { statusCode: number; body: string; rawPayload: Buffer }): string {
  if (res.statusCode !== 200) throw new Error(`convert failed: ${res.statusCode} ${res.body}`);
  const decoded = decodeUpload(res.rawPayload);
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.text;
}

function linesOf(format: StatementFormat, text: string): StatementLine[] {
  const parsed = format.parse(text, {});
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rows;
}

const crlf = (...lines: string[]) => lines.map((l) => `${l}\r\n`).join('');

/** What a Livin' e-Statement looks like: preamble, header, English sub-header, two rows per transaction. */
const LIVIN_PREAMBLE: Cell[][] = [
  ['e-Statement'],
  ['Nama/Name', ':', 'PT CONTOH MAKMUR'],
  ['Periode/Period', ':', '27 Jun 2026 - 28 Jun 2026'],
  ['Nomor Rekening/Account Number', ':', '1234567890123'],
  [],
  ['No', 'Tanggal', 'Keterangan', 'Dana Masuk (IDR)', 'Dana Keluar (IDR)', 'Saldo (IDR)'],
  ['No', 'Date', 'Remarks', 'Incoming (IDR)', 'Outgoing (IDR)', 'Balance (IDR)'],
];

const livin = (body: Cell[][], setup?: (sheet: ExcelJS.Worksheet) => void) => xlsx([...LIVIN_PREAMBLE, ...body], setup);

const LIVIN_BODY: Cell[][] = [
  [1, '27 Jun 2026', 'Transfer dari BANK MANDIRI SITI AMINAH', '100.000,00', null, '2.004.500,00'],
  [null, '14:05:10 WIB', '1234567890123'],
  [2, excelDate(2026, 6, 28), 'Transfer BI Fast Ke BCA ANDI WIJAYA', null, '250.000,00', '1.754.500,00'],
  [null, '09:30:00 WIB', '0987654321 -'],
  [3, '28/06/2026', 'Biaya transfer BI Fast', '-', 2500, 1752000],
  [null, '09:30:01 WIB', null],
  [],
  ['Saldo Awal', null, null, '1.904.500,00'],
  ['Saldo Akhir', null, null, '1.752.000,00'],
];

describe("Convert Mutasi: Mandiri (Livin' e-Statement)", () => {
  it('joins the two rows of each transaction, reads Indonesian numbers and Excel dates, and writes the Mandiri template', async () => {
    const res = await convert(
      MANDIRI,
      'Mutasi Juni.xlsx',
      await livin(LIVIN_BODY, (s) => {
        s.getCell('B10').numFmt = 'dd mmm yyyy';
      }),
    );
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Mutasi Juni.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = csvOf(res);
    expect(text).toBe(
      crlf(
        'Tanggal,Keterangan,Dana Masuk,Dana Keluar,Saldo',
        '27/06/2026 14:05:10,Transfer dari BANK MANDIRI SITI AMINAH 1234567890123,100000.00,,2004500.00',
        '28/06/2026 09:30:00,Transfer BI Fast Ke BCA ANDI WIJAYA 0987654321 -,,250000.00,1754500.00',
        '28/06/2026 09:30:01,Biaya transfer BI Fast,,2500.00,1752000.00',
      ),
    );
    expect(linesOf(mandiriFormat, text)).toMatchObject([
      {
        line: 2,
        date: '2026-06-27',
        time: '14:05:10',
        direction: 'CR',
        amountSen: 10_000_000,
        balanceSen: 200_450_000,
        channel: 'INTRABANK',
        counterpartyName: 'SITI AMINAH',
        counterpartyAccount: '1234567890123',
      },
      {
        line: 3,
        date: '2026-06-28',
        time: '09:30:00',
        direction: 'DB',
        amountSen: 25_000_000,
        balanceSen: 175_450_000,
        channel: 'BI_FAST',
        counterpartyName: 'ANDI WIJAYA',
      },
      { line: 4, date: '2026-06-28', time: '09:30:01', direction: 'DB', amountSen: 250_000, balanceSen: 175_200_000, channel: 'FEE' },
    ]);
  });

  it('reads a value that sits under a merged title a column to the right', async () => {
    const header = ['No', 'Tanggal', 'Keterangan', null, 'Dana Masuk (IDR)', null, 'Dana Keluar (IDR)', 'Saldo (IDR)'];
    const rows: Cell[][] = [header, [1, '27 Jun 2026', null, 'Setoran Tunai', null, '50.000,00', null, '50.000,00'], [null, '08:00:00 WIB']];
    const res = await convert(
      MANDIRI,
      'merged.xlsx',
      await xlsx(rows, (s) => {
        s.mergeCells('C1:D1');
        s.mergeCells('E1:F1');
      }),
    );
    expect(csvOf(res)).toBe(crlf('Tanggal,Keterangan,Dana Masuk,Dana Keluar,Saldo', '27/06/2026 08:00:00,Setoran Tunai,50000.00,,50000.00'));
  });

  it('refuses a bad amount with its Excel row number', async () => {
    const body: Cell[][] = [[1, '27 Jun 2026', 'Transfer', '1.00.000,00', null, '2.004.500,00']];
    const res = await convert(MANDIRI, 'mutasi.xlsx', await livin(body));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Baris 8: nominal '1.00.000,00' di kolom Dana Masuk (IDR) tidak valid (format: 1.500.000,00)" });
  });

  it('refuses a row with money on both sides, and a time row with no transaction above it', async () => {
    const both = await convert(MANDIRI, 'a.xlsx', await livin([[1, '27 Jun 2026', 'X', '1.000,00', '2.000,00', null]]));
    expect(both.json()).toEqual({ message: 'Baris 8: kolom Dana Masuk (IDR) dan Dana Keluar (IDR) keduanya terisi; isi salah satu saja' });
    const orphan = await convert(MANDIRI, 'b.xlsx', await livin([[null, '14:05:10 WIB', 'X']]));
    expect(orphan.json()).toEqual({ message: "Baris 8: jam '14:05:10 WIB' tanpa baris transaksi di atasnya" });
  });

  it('refuses a statement whose transactions go on below a balance line (two statements pasted together): the CSV would miss them unseen', async () => {
    const pasted: Cell[][] = [
      ...LIVIN_BODY,
      [],
      [4, '29 Jun 2026', 'Transfer dari BANK MANDIRI BUDI', '50.000,00', null, '1.802.000,00'],
      [null, '08:00:00 WIB', null],
    ];
    const res = await convert(MANDIRI, 'mutasi.xlsx', await livin(pasted));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Baris 18: baris transaksi di bawah baris ringkasan 'Saldo Awal' (baris 15): hapus ringkasan di tengah tabel, atau upload satu export per file.",
    });
  });

  it('refuses a workbook with transactions on two sheets (a month each): the CSV of the first would leave the second out unseen', async () => {
    const book = new ExcelJS.Workbook();
    const fill = (name: string, rows: readonly (readonly Cell[])[]) => {
      const sheet = book.addWorksheet(name);
      rows.forEach((row, r) => row.forEach((value, c) => value !== null && (sheet.getCell(r + 1, c + 1).value = value)));
    };
    fill('Catatan', [['Mutasi rekening PT CONTOH MAKMUR, dua bulan']]);
    fill('Juni', [...LIVIN_PREAMBLE, ...LIVIN_BODY]);
    fill('Juli', [...LIVIN_PREAMBLE, [1, '01 Jul 2026', 'Transfer dari BANK MANDIRI BUDI', '50.000,00', null, '1.802.000,00'], [null, '08:00:00 WIB', null]]);
    const two = await convert(MANDIRI, 'mutasi.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({
      message:
        "File Excel berisi transaksi di lebih dari satu sheet ('Juni', 'Juli'): Convert Mutasi membaca satu sheet. Simpan tiap sheet sebagai file sendiri, lalu convert satu per satu.",
    });
    // A sheet of notes, or one with the header and no transaction, is not a second table.
    book.removeWorksheet(book.getWorksheet('Juli')!.id);
    fill('Juli', [...LIVIN_PREAMBLE, ['Saldo Awal', null, null, '1.752.000,00']]);
    const one = await convert(MANDIRI, 'mutasi.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(one.statusCode).toBe(200);
    expect(csvOf(one).split('\r\n')).toHaveLength(5);
  });

  it('refuses a bad date with its Excel row number', async () => {
    const res = await convert(MANDIRI, 'mutasi.xlsx', await livin([[1, '31 Feb 2026', 'Transfer', '1.000,00', null, null]]));
    expect(res.json()).toEqual({ message: "Baris 8: Tanggal '31 Feb 2026' tidak valid" });
  });
});

describe('Convert Mutasi: BNI Mobile', () => {
  it('reads Tanggal/Keterangan/Nominal/Db-Cr/Saldo with Indonesian, plain and real numbers, and joins continuation lines', async () => {
    const rows: Cell[][] = [
      ['HISTORI TRANSAKSI'],
      ['No. Rekening', '0123456789'],
      [],
      ['Tanggal', 'Keterangan', 'Nominal', 'Db/Cr', 'Saldo'],
      ['2026-07-13', 'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO', '200.000,00', 'Cr.', '2.865.363,00'],
      [excelDate(2026, 7, 13, 9, 15, 2), 'TRANSFER KE Bpk ANDI WIJAYA', 800000, 'Db.', 2065363],
      [null, '| 0987654321'],
      ['13/07/2026 10:00:00', 'BY TRX BIFAST', '2500.00', 'D', '2062863.00'],
    ];
    const res = await convert(
      BNI,
      'histori.xlsx',
      await xlsx(rows, (s) => {
        s.getCell('A6').numFmt = 'yyyy-mm-dd hh:mm:ss';
      }),
    );
    const text = csvOf(res);
    expect(text).toBe(
      crlf(
        'Tanggal,Keterangan,Nominal,Db/Cr,Saldo',
        '13/07/2026,TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO,200000.00,CR,2865363.00',
        '13/07/2026 09:15:02,TRANSFER KE Bpk ANDI WIJAYA | 0987654321,800000.00,DB,2065363.00',
        '13/07/2026 10:00:00,BY TRX BIFAST,2500.00,DB,2062863.00',
      ),
    );
    expect(linesOf(bniMobileFormat, text)).toMatchObject([
      {
        line: 2,
        date: '2026-07-13',
        time: null,
        direction: 'CR',
        amountSen: 20_000_000,
        balanceSen: 286_536_300,
        channel: 'INTRABANK',
        counterpartyName: 'BUDI SANTOSO',
        counterpartyAccount: '0123456789',
      },
      { line: 3, date: '2026-07-13', time: '09:15:02', direction: 'DB', amountSen: 80_000_000, balanceSen: 206_536_300, counterpartyName: 'ANDI WIJAYA' },
      { line: 4, date: '2026-07-13', time: '10:00:00', direction: 'DB', amountSen: 250_000, channel: 'FEE' },
    ]);
  });

  it('reads separate Debit and Kredit columns and a Jam column, also from an old .xls', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Tanggal', 'Jam', 'Uraian', 'Debit', 'Kredit', 'Saldo'],
      ['14/07/2026', '08:01:02', 'SETOR TUNAI | SITI AMINAH', null, '1.500.000,00', '3.562.863,00'],
    ]);
    const book = XLSX.utils.book_new(sheet, 'Mutasi');
    const xls = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const text = csvOf(await convert(BNI, 'mutasi.xls', xls));
    expect(text).toBe(crlf('Tanggal,Keterangan,Nominal,Db/Cr,Saldo', '14/07/2026 08:01:02,SETOR TUNAI | SITI AMINAH,1500000.00,CR,3562863.00'));
    expect(linesOf(bniMobileFormat, text)).toMatchObject([{ direction: 'CR', amountSen: 150_000_000, channel: 'CASH', counterpartyName: 'SITI AMINAH' }]);
  });

  it('guards text Excel would run as a formula, and the guard reads back as the original text', async () => {
    const memo = '=HYPERLINK("http://contoh.test","klik")';
    const rows: Cell[][] = [
      ['Tanggal', 'Keterangan', 'Nominal', 'Db/Cr', 'Saldo'],
      ['13/07/2026', memo, '1.000,00', 'CR', '-5.000,00'],
    ];
    const text = csvOf(await convert(BNI, 'x.xlsx', await xlsx(rows)));
    expect(text.split('\r\n')[1]).toBe(`13/07/2026,"'=HYPERLINK(""http://contoh.test"",""klik"")",1000.00,CR,-5000.00`);
    expect(linesOf(bniMobileFormat, text)).toMatchObject([{ description: memo, balanceSen: -500_000 }]);
  });

  it('refuses an unknown direction with its Excel row number', async () => {
    const res = await convert(
      BNI,
      'x.xlsx',
      await xlsx([
        ['Tanggal', 'Keterangan', 'Nominal', 'Db/Cr'],
        ['13/07/2026', 'X', '1.000,00', 'Masuk?'],
      ]),
    );
    expect(res.json()).toEqual({ message: "Baris 2: kolom Db/Cr berisi 'Masuk?', bukan CR atau DB" });
  });
});

describe('Convert Mutasi: QRIS', () => {
  const AGGREGATOR = [
    'Transaction Date',
    'Paid Date',
    'Finished Date',
    'Settlement Date',
    'Settled At',
    'Member ID',
    'Rrn',
    'NMID',
    'Transaction ID',
    'Whitelabel Transaction ID',
    'Status',
    'Amount',
    'Downline Fee Amount',
    'Total Amount',
    'Memo',
    'Payment Method',
  ];

  it('turns the aggregator report into the QRIS template: paid time, gross, MDR, net; every status kept for the upload to judge', async () => {
    const rows: Cell[][] = [
      AGGREGATOR,
      [
        '2026-07-03 23:59:23',
        '2026-07-03 23:59:40',
        null,
        null,
        null,
        'Politiku',
        '1q10a0v18001',
        'ID1025123456789',
        '019f28eb-0001',
        'D6179892',
        'Success',
        50000,
        650,
        49350,
        null,
        'qris',
      ],
      [
        '2026-07-04 00:10:00',
        null,
        null,
        null,
        null,
        'budi88',
        '1q10a0v18002',
        'ID1025123456789',
        '019f28eb-0002',
        'D6179893',
        'Pending',
        100000,
        700,
        99300,
        null,
        'qris',
      ],
      ['Total', null, null, null, null, null, null, null, null, null, null, 150000, 1350, 148650],
    ];
    const text = csvOf(await convert(QRIS, 'qris juli.xlsx', await xlsx(rows)));
    expect(text).toBe(
      crlf(
        'Tanggal,RRN,NMID,Merchant,Nama Customer,Nominal,MDR,Nominal Bersih,Status',
        '03/07/2026 23:59:40,1q10a0v18001,ID1025123456789,,,50000.00,650.00,49350.00,Success',
        '04/07/2026 00:10:00,1q10a0v18002,ID1025123456789,,,100000.00,700.00,99300.00,Pending',
      ),
    );
    const parsed = qrisStatement.parse(text, {});
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.rows).toMatchObject([
      {
        line: 2,
        date: '2026-07-03',
        time: '23:59:40',
        direction: 'CR',
        amountSen: 4_935_000,
        grossSen: 5_000_000,
        feeSen: 65_000,
        channel: 'QRIS',
        reference: '1q10a0v18001',
      },
    ]);
    expect(parsed.warnings).toEqual(['1 baris dilewati karena statusnya bukan sukses: PENDING 1.']);
  });

  it('reads a sheet with the template columns, an RRN stored as a number and Excel dates', async () => {
    const rows: Cell[][] = [
      ['Tanggal', 'RRN', 'NMID', 'Merchant', 'Nama Customer', 'Nominal', 'MDR', 'Nominal Bersih', 'Status'],
      [excelDate(2026, 7, 3, 14, 5, 10), 602312345678, 'ID1025123456789', 'TOKO CONTOH JAYA', 'BUDI SANTOSO', 100000, 700, 99300, 'SUCCESS'],
    ];
    const text = csvOf(await convert(QRIS, 'qris.xlsx', await xlsx(rows)));
    expect(text).toBe(
      crlf(
        'Tanggal,RRN,NMID,Merchant,Nama Customer,Nominal,MDR,Nominal Bersih,Status',
        '03/07/2026 14:05:10,602312345678,ID1025123456789,TOKO CONTOH JAYA,BUDI SANTOSO,100000.00,700.00,99300.00,SUCCESS',
      ),
    );
    expect(linesOf(qrisStatement, text)).toMatchObject([{ reference: '602312345678', counterpartyName: 'BUDI SANTOSO', amountSen: 9_930_000 }]);
  });

  it("reports what the QRIS parser refuses (an unknown status) at the row's Excel number", async () => {
    const rows: Cell[][] = [AGGREGATOR, [], ['2026-07-03 23:59:23', null, null, null, null, 'x', 'rrn1', 'ID1', 't1', 'w1', 'Weird', 1000, 0, 1000]];
    const res = await convert(QRIS, 'qris.xlsx', await xlsx(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Baris 3: status 'Weird' tidak dikenal \(kolom Status\)/);
  });
});

describe('Convert Mutasi: files it refuses', () => {
  it('a name not ending .xls or .xlsx', async () => {
    const res = await convert(MANDIRI, 'mutasi.csv', await livin(LIVIN_BODY));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: '❌ File harus .xls atau .xlsx' });
  });

  it('a .xlsx name with CSV content, and an HTML page named .xls', async () => {
    const csv = await convert(MANDIRI, 'mutasi.xlsx', 'Tanggal,Keterangan,Dana Masuk,Dana Keluar,Saldo\r\n27/06/2026,X,1000,,\r\n');
    expect(csv.statusCode).toBe(400);
    expect(csv.json()).toEqual({ message: CONVERT_MSG.notExcel });
    const html = await convert(BNI, 'mutasi.xls', '<html><body><table><tr><td>Tanggal</td></tr></table></body></html>');
    expect(html.json()).toEqual({ message: CONVERT_MSG.htmlNotExcel });
  });

  it('a workbook without the expected header, naming the columns expected and found', async () => {
    const res = await convert(MANDIRI, 'laporan.xlsx', await xlsx([['Laporan'], ['Kode', 'Nama', 'Jumlah'], ['A1', 'x', 5]]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message:
        "File bukan format Excel Mandiri (e-Statement Livin'). Kolom yang diharapkan: No, Tanggal, Keterangan, Dana Masuk (IDR), Dana Keluar (IDR), Saldo (IDR). Ditemukan: Kode, Nama, Jumlah.",
    });
  });

  it("another bank's file, saying which one it looks like", async () => {
    const res = await convert(BNI, 'livin.xlsx', await livin(LIVIN_BODY));
    expect(res.json().message).toMatch(
      /^File bukan format Excel BNI Mobile Banking\. Kolom yang diharapkan: Tanggal, Keterangan, Nominal dan Db\/Cr \(atau Debit dan Kredit\), Saldo\. Ditemukan: No, Tanggal, Keterangan, Dana Masuk \(IDR\), Dana Keluar \(IDR\), Saldo \(IDR\)\. File ini tampaknya Excel Mandiri \(e-Statement Livin'\): pilih bank yang sesuai\.$/,
    );
  });

  it('an empty workbook, and a header with no transaction under it', async () => {
    const empty = await convert(QRIS, 'kosong.xlsx', await xlsx([]));
    expect(empty.json()).toEqual({ message: CONVERT_MSG.emptyWorkbook });
    const noRows = await convert(MANDIRI, 'header.xlsx', await livin([[], ['Saldo Awal', null, null, '0,00']]));
    expect(noRows.json()).toEqual({ message: CONVERT_MSG.noRows("Excel Mandiri (e-Statement Livin')", 6) });
  });

  it('a damaged workbook', async () => {
    const whole = await livin(LIVIN_BODY);
    const res = await convert(MANDIRI, 'rusak.xlsx', whole.subarray(0, 200));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CONVERT_MSG.unreadable });
  });

  it('a file over MAX_UPLOAD_MB: 413 with a message', async () => {
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(1024 * 1024 + 10)]);
    const res = await convert(QRIS, 'besar.xlsx', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MSG.fileTooLarge(1) });
  });

  it('more than one file', async () => {
    const boundary = '----twofiles';
    const part = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="myfile"; filename="${name}"\r\n\r\nx\r\n`;
    const payload = `${part('a.xlsx')}${part('b.xlsx')}--${boundary}--\r\n`;
    const res = await ctx.request({
      method: 'POST',
      url: QRIS,
      cookie: admin,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.oneFile });
  });

  it('a request without a file, or with the file in another field', async () => {
    const none = await ctx.request({ method: 'POST', url: QRIS, cookie: admin, ...multipart({ bank: 'QRIS' }) });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: CONVERT_MSG.noFile });
    const other = await ctx.request({ method: 'POST', url: QRIS, cookie: admin, ...multipart({}, { name: 'a.xlsx', content: 'x', field: 'file' }) });
    expect(other.json()).toEqual({ message: CONVERT_MSG.noFile });
  });
});

describe('Convert Mutasi: password-protected workbooks (Excel > Encrypt with Password)', () => {
  const PASSWORD = 'Rahasia Livin 2026!';
  const EXPECTED = crlf(
    'Tanggal,Keterangan,Dana Masuk,Dana Keluar,Saldo',
    '27/06/2026 14:05:10,Transfer dari BANK MANDIRI SITI AMINAH 1234567890123,100000.00,,2004500.00',
    '28/06/2026 09:30:00,Transfer BI Fast Ke BCA ANDI WIJAYA 0987654321 -,,250000.00,1754500.00',
    '28/06/2026 09:30:01,Biaya transfer BI Fast,,2500.00,1752000.00',
  );

  /** What Excel writes when a password is set: an OLE2 container holding EncryptionInfo and EncryptedPackage. */
  function container(info: Buffer, pkg = Buffer.alloc(4096, 7)): Buffer {
    const cfb = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(cfb, '/EncryptionInfo', info);
    XLSX.CFB.utils.cfb_add(cfb, '/EncryptedPackage', pkg);
    return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer);
  }

  /** An Agile EncryptionInfo (version 4.4, then the XML) with these key attributes. */
  const agileInfo = (attributes: string) =>
    Buffer.concat([
      Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]),
      Buffer.from(
        `<?xml version="1.0"?><encryption><keyData blockSize="16" keyBits="256"/><keyEncryptors><keyEncryptor><p:encryptedKey ${attributes}/></keyEncryptor></keyEncryptors></encryption>`,
      ),
    ]);

  it('asks for the password when none is sent, or an empty one', async () => {
    const locked = officeCrypto.encrypt(await livin(LIVIN_BODY), { password: PASSWORD });
    for (const fields of [{}, { password: '' }] as Record<string, string>[]) {
      const res = await convert(MANDIRI, 'e-statement.xlsx', locked, admin, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'File Excel ini dilindungi password. Isi kolom Password file lalu coba lagi.' });
    }
  });

  it('refuses a wrong password, without echoing it', async () => {
    const locked = officeCrypto.encrypt(await livin(LIVIN_BODY), { password: PASSWORD });
    const res = await convert(MANDIRI, 'e-statement.xlsx', locked, admin, { password: 'rahasia livin 2026!' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(JSON.stringify({ message: 'Password file salah.' }));
  });

  it('decrypts with the right password (Agile, as Excel 2010+ writes, and Standard) and converts as the plain workbook', async () => {
    const plain = await livin(LIVIN_BODY);
    expect(csvOf(await convert(MANDIRI, 'e-statement.xlsx', plain))).toBe(EXPECTED);
    for (const options of [{ password: PASSWORD }, { password: PASSWORD, type: 'standard' as const }]) {
      const locked = officeCrypto.encrypt(plain, options);
      const res = await convert(MANDIRI, 'e-statement.xlsx', locked, admin, { password: PASSWORD });
      expect(res.headers['content-disposition']).toBe('attachment; filename="e-statement.csv"');
      expect(csvOf(res), options.type ?? 'agile').toBe(EXPECTED);
    }
    // A password sent with a workbook that has none is ignored.
    expect(csvOf(await convert(MANDIRI, 'e-statement.xlsx', plain, admin, { password: PASSWORD }))).toBe(EXPECTED);
  });

  it('checks the decrypted workbook as any other: a damaged one is refused', async () => {
    const damaged = (await livin(LIVIN_BODY)).subarray(0, 200);
    const locked = officeCrypto.encrypt(Buffer.from(damaged), { password: PASSWORD });
    const res = await convert(MANDIRI, 'e-statement.xlsx', locked, admin, { password: PASSWORD });
    expect(res.json()).toEqual({ message: CONVERT_MSG.unreadable });
  });

  it('refuses, without trying the password, an encryption that asks more hash rounds than Excel writes', async () => {
    const costly = container(agileInfo('spinCount="10000000" keyBits="256" blockSize="16"'));
    const started = performance.now();
    const res = await convert(MANDIRI, 'e-statement.xlsx', costly, admin, { password: PASSWORD });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.json()).toEqual({
      message:
        'Enkripsi file Excel ini tidak didukung. Buka file di Excel, simpan ulang sebagai Excel Workbook (.xlsx) (password boleh tetap dipakai), lalu coba lagi.',
    });
  });

  it('a damaged encrypted container is unreadable', async () => {
    const res = await convert(MANDIRI, 'e-statement.xlsx', container(agileInfo('spinCount="1" keyBits="256"')), admin, { password: PASSWORD });
    expect(res.json()).toEqual({ message: CONVERT_MSG.unreadable });
  });

  it('tries Standard and Agile encryption within bounds only', () => {
    const standard = Buffer.from([3, 0, 2, 0, 0x24, 0, 0, 0]);
    expect(affordableEncryption(standard)).toBe('standard');
    expect(affordableEncryption(agileInfo(`spinCount="${MAX_SPIN_COUNT}" keyBits="256" blockSize="16"`))).toBe('agile');
    expect(affordableEncryption(agileInfo(`spinCount='${MAX_SPIN_COUNT + 1}'`))).toBeNull();
    // Numbers only as plain digits: what the library would read as 1e9 or through an entity is refused.
    for (const attribute of ['spinCount=" 100 "', 'spinCount="1e9"', 'spinCount="&#49;&#48;"', 'keyBits="8000000000"', 'blockSize="1048576"']) {
      expect(affordableEncryption(agileInfo(attribute)), attribute).toBeNull();
    }
    // Extensible encryption (minor version 3), a damaged header.
    expect(affordableEncryption(Buffer.from([4, 0, 3, 0, 0, 0, 0, 0]))).toBeNull();
    expect(affordableEncryption(Buffer.from([4, 0]))).toBeNull();
  });
});

describe('Convert Mutasi: who may use it', () => {
  it('a CHECKER may; CS gets 403 and no session 401', async () => {
    const body = await livin(LIVIN_BODY);
    const checker = await ctx.login('checker', USER_PASSWORD);
    expect((await convert(MANDIRI, 'm.xlsx', body, checker)).statusCode).toBe(200);
    const cs = await ctx.login('cs', USER_PASSWORD);
    for (const path of [MANDIRI, BNI, QRIS]) {
      const forbidden = await convert(path, 'm.xlsx', body, cs);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: MSG.forbidden });
      const anonymous = await convert(path, 'm.xlsx', body, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: MSG.notSignedIn });
    }
  });

  it('names the download after the uploaded file, also when the name is not ASCII', async () => {
    const res = await convert(MANDIRI, 'Mutasi Jüni.XLSX', await livin(LIVIN_BODY));
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Mutasi J_ni.csv"; filename*=UTF-8''Mutasi%20J%C3%BCni.csv`);
  });
});

describe('the zip check before the Excel reader', () => {
  it('passes a real workbook, refuses a truncated one and one whose contents exceed the budget', async () => {
    const whole = await livin(LIVIN_BODY);
    expect(checkZip(whole, 10 * 1024 * 1024)).toBe('ok');
    expect(checkZip(whole.subarray(0, 200), 10 * 1024 * 1024)).toBe('damaged');
    expect(checkZip(whole.subarray(0, whole.length - 30), 10 * 1024 * 1024)).toBe('damaged');
    expect(checkZip(whole, 1000)).toBe('too-large');
  });

  it("counts the worksheets' cells as it inflates them, and stops past the limit", async () => {
    const whole = await livin(LIVIN_BODY);
    const cells = XLSX.read(whole, { dense: true }).Sheets[XLSX.read(whole).SheetNames[0]!]!['!data']!.flat().filter(Boolean).length;
    expect(checkZip(whole, 10 * 1024 * 1024, cells)).toBe('ok');
    expect(checkZip(whole, 10 * 1024 * 1024, cells - 1)).toBe('too-many-cells');
  });

  it('refuses a workbook bomb (a small file of millions of cells) with 413 before reading it, and answers the next request at once', async () => {
    // One sheet of 2,000,001 cells: ~40 MB of XML in a file of ~120 KB.
    const bomb = xlsxOf({
      'xl/worksheets/sheet1.xml': `<worksheet><sheetData><row r="1">${'<c t="n"><v>1</v></c>'.repeat(2_000_001)}</row></sheetData></worksheet>`,
    });
    expect(bomb.length).toBeLessThan(1_000_000);
    const started = performance.now();
    const res = await convert(MANDIRI, 'bom.xlsx', bomb);
    expect([res.statusCode, res.json()]).toEqual([413, { message: CONVERT_MSG.tooManyCells(2_000_000) }]);
    expect(CONVERT_MSG.tooManyCells(2_000_000)).toBe('File Excel terlalu besar: lebih dari 2.000.000 sel. Pisahkan mutasi per periode yang lebih pendek.');
    // Refused while counting, not after reading (reading it took ~30 s and 2.8 GB): a generous bound for a slow machine.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  // Read in a worker thread (workers/pool.ts): a workbook over a worker's memory or time is refused, not the server's end.
  // Usually 3-7 s. Once, on Node 22 in CI, it was still waiting after 30 s: the time it took is printed when it is slow,
  // and the limit leaves room for a worker that is slow to die near its heap limit.
  it('refuses a workbook needing more memory than a worker may have with 413, and converts the next file', { timeout: 90_000 }, async () => {
    // Several times what 48 MB holds (12k such rows fit in it, 30k do not; a worker without pdf.js loaded read 30k in 96 MB).
    const heavy = workbookOf(60_000, 10);
    try {
      await configureWorkers({ memoryMb: 48 });
      const started = performance.now();
      const res = await convert(MANDIRI, 'berat.xlsx', heavy);
      const took = performance.now() - started;
      if (took > 20_000) console.log(`[convert] the workbook over the worker's memory took ${(took / 1000).toFixed(1)} s to be refused`);
      expect([res.statusCode, res.json()]).toEqual([413, { message: CONVERT_MSG.tooHeavy('memory') }]);
      expect(CONVERT_MSG.tooHeavy('memory')).toBe(
        'File Excel terlalu besar: membacanya memerlukan memori lebih dari batas server. Pisahkan mutasi per periode yang lebih pendek.',
      );
    } finally {
      await configureWorkers({ memoryMb: 1024 });
    }
    const next = await convert(MANDIRI, 'livin.xlsx', await livin(LIVIN_BODY));
    expect(next.statusCode).toBe(200);
  });

  it('refuses a workbook taking longer than the time limit with 413', async () => {
    try {
      await configureWorkers({ timeoutSeconds: 0.001 });
      const res = await convert(MANDIRI, 'livin.xlsx', await livin(LIVIN_BODY));
      expect([res.statusCode, res.json()]).toEqual([413, { message: CONVERT_MSG.tooHeavy('time') }]);
    } finally {
      await configureWorkers({ timeoutSeconds: 120 });
    }
  });

  it('refuses an entry that inflates to more than its directory declares', async () => {
    const lying = Buffer.from(await livin(LIVIN_BODY));
    const central = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(lying.readUInt16LE(central + 10)).toBe(8);
    expect(lying.readUInt32LE(central + 24)).toBeGreaterThan(100);
    lying.writeUInt32LE(100, central + 24);
    expect(checkZip(lying, 1024 * 1024)).toBe('damaged');
  });
});

/** A real workbook of `rows` x `columns` text cells (the parts a reader needs and no more), small once zipped. */
function workbookOf(rows: number, columns: number): Buffer {
  const ns = 'http://schemas.openxmlformats.org';
  const row = (r: number) => `<row r="${r}">${'<c t="inlineStr"><is><t>BUDI SANTOSO TRANSFER</t></is></c>'.repeat(columns)}</row>`;
  return xlsxOf({
    '[Content_Types].xml': `<Types xmlns="${ns}/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${Array.from({ length: rows }, (_, r) => row(r + 1)).join('')}</sheetData></worksheet>`,
  });
}

/** A zip of the given entries, deflated (CRCs left 0: the zip check does not read them, and nothing else opens it). */
function xlsxOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = deflateRawSync(Buffer.from(text));
    const size = Buffer.byteLength(text);
    const nameBytes = Buffer.from(name);
    const local = zipRecord(30, { u16: { 4: 20, 8: 8, 26: nameBytes.length }, u32: { 0: 0x04034b50, 18: data.length, 22: size } });
    const central = zipRecord(46, { u16: { 4: 20, 6: 20, 10: 8, 28: nameBytes.length }, u32: { 0: 0x02014b50, 20: data.length, 24: size, 42: offset } });
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const count = Object.keys(entries).length;
  const end = zipRecord(22, { u16: { 8: count, 10: count }, u32: { 0: 0x06054b50, 12: directory.length, 16: offset } });
  return Buffer.concat([...locals, directory, end]);
}

/** A zip header of `size` bytes: its 2-byte (u16) and 4-byte (u32) little-endian fields by offset; every other byte 0. */
function zipRecord(size: number, fields: { u16: Record<number, number>; u32: Record<number, number> }): Buffer {
  const record = Buffer.alloc(size);
  for (const [offset, value] of Object.entries(fields.u16)) record.writeUInt16LE(value, Number(offset));
  for (const [offset, value] of Object.entries(fields.u32)) record.writeUInt32LE(value, Number(offset));
  return record;
}
