import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { PassThrough, Readable } from 'node:stream';
import { MSG, REVIEW_EXPORTS, REVIEW_MSG, relatedLineWords, type BoDepositView } from '@auto-checker/contract';
import { spreadsheetSafe } from '../src/http/spreadsheet-safe.ts';
import { nexusDepositBo } from '../src/modules/bo/nexus-deposit.ts';
import { BO_DEPOSIT_EXPORT, displayMoment, rowCells, type Cell } from '../src/modules/review/export-columns.ts';
import { csvExport } from '../src/modules/review/export-csv.ts';
import { boDepositBatches, depositLineBatches, withdrawLineBatches } from '../src/modules/review/repo/export-rows.ts';
import { xlsxExport } from '../src/modules/review/export-xlsx.ts';
import { exceljsQueues } from '../src/modules/review/exceljs-queues.ts';
import type { Template } from '../src/modules/statements/statement-line.ts';
import { ADMIN_PASSWORD, USER_PASSWORD, useTestContext } from './support/harness.ts';
import { reviewAccounts, reviewCalls } from './support/review-fixtures.ts';
import { EXAMPLE_DEPOSIT_SHOWN, decideReviewDay, depo, uploadReviewDay, uploadRows } from './support/review-world.ts';
import { ABC_DEPO, ABC_WD } from './support/website-accounts.ts';
import { newActivities } from './support/records.ts';
import { loadWorkbook, sheetCells } from './support/spreadsheets.ts';

const ctx = useTestContext();

// ---- pure parts ----------------------------------------------------------------------------------

describe('spreadsheetSafe', () => {
  it('prefixes a quote to text a spreadsheet would run as a formula', () => {
    for (const text of ['=HYPERLINK("http://x.test","klik")', '=1+1', '+62812', '-', '-5000', '@SUM(A1)', '\t=1+1', '\r=1+1']) {
      expect(spreadsheetSafe(text), JSON.stringify(text)).toBe(`'${text}`);
    }
  });

  it('leaves other text alone, a formula sign further in included', () => {
    for (const text of ['', 'BUDI SANTOSO', ' =1+1', "'=1+1", 'A=B', '100000', 'SITI-AMINAH', '\n=1']) {
      expect(spreadsheetSafe(text), JSON.stringify(text)).toBe(text);
    }
  });

  it('is applied to every text cell of an export row and to no number', () => {
    expect(BO_DEPOSIT_EXPORT.columns).toHaveLength(27);
    const cells = rowCells(
      {
        sheet: 't',
        columns: [
          { header: 'a', width: 1, cell: () => '=A1' },
          { header: 'b', width: 1, cell: () => -5000 },
          { header: 'c', width: 1, cell: () => null },
          { header: 'd', width: 1, cell: (_row: unknown, no) => no },
        ],
      },
      {},
      7,
    );
    expect(cells).toEqual(["'=A1", -5000, null, 7]);
  });
});

describe('displayMoment', () => {
  it('writes a moment as Jakarta wall-clock time and a bare date as a date', () => {
    expect(displayMoment('2026-07-03T07:02:11.000Z')).toBe('03/07/2026 14:02:11');
    expect(displayMoment('2026-07-03T17:30:00.000Z')).toBe('04/07/2026 00:30:00');
    expect(displayMoment('2026-07-03')).toBe('03/07/2026');
    expect(displayMoment(null)).toBe('');
  });
});

describe('relatedLineWords (the screen and the exports say the same)', () => {
  const other = { line_id: 812, booked_at: '2026-11-24T03:05:00.000Z', booked_date: '2026-11-24', amount: 500000, description: 'X' };
  it('names the related line and when it was booked, in Jakarta time, or its date when it has no time', () => {
    expect(relatedLineWords({ booked_date: '2026-11-24', related_line: { ...other, relation: 'returns' }, held_elsewhere: null })).toBe(
      'Retur dari mutasi #812 · 24 Nov 10:05 · Rp500.000',
    );
    expect(
      relatedLineWords({
        booked_date: '2026-11-24',
        related_line: { ...other, relation: 'returned_by', booked_at: '2026-11-24T17:10:00.000Z' },
        held_elsewhere: null,
      }),
    ).toBe('Dana kembali lewat mutasi #812 · 25 Nov 00:10 · Rp500.000');
    expect(
      relatedLineWords({
        booked_date: '2026-08-01',
        related_line: { ...other, relation: 'returns', booked_at: null, booked_date: '2026-08-01' },
        held_elsewhere: null,
      }),
    ).toBe('Retur dari mutasi #812 · 1 Agu · Rp500.000');
    expect(relatedLineWords({ booked_date: '2026-11-24', related_line: null, held_elsewhere: null })).toBe(null);
  });

  it('says when another website holds the same transfer (an account two websites share)', () => {
    expect(relatedLineWords({ booked_date: '2026-11-24', related_line: null, held_elsewhere: 'DP1 di website ABC' })).toBe(
      'Transfer yang sama sudah dipakai ticket DP1 di website ABC (rekening bersama)',
    );
  });

  it('names a twin by both dates, the earlier being the PEND row whichever of the two is shown', () => {
    expect(relatedLineWords({ booked_date: '2026-11-24', related_line: { ...other, relation: 'twin', booked_date: '2026-11-25' }, held_elsewhere: null })).toBe(
      'Juga di file lain: PEND 24 Nov → dibukukan 25 Nov · mutasi #812',
    );
    expect(relatedLineWords({ booked_date: '2026-11-25', related_line: { ...other, relation: 'twin', booked_at: null }, held_elsewhere: null })).toBe(
      'Juga di file lain: PEND 24 Nov → dibukukan 25 Nov · mutasi #812',
    );
  });
});

describe('the file writers', () => {
  const sample: BoDepositView = {
    ...EXAMPLE_DEPOSIT_SHOWN,
    bo_id: 1,
    bo_approve: false,
    ket_app: '',
    ticket_no: 'T',
    app_date: null,
    corporate_bank: 'BCA - PT ABC - 1111111111',
    approved_amount: null,
    approved_by_name: null,
    approved_at: null,
    match_rule: null,
    matched_line_id: null,
    panel_refused: false,
    match_hint: null,
    revert_note: null,
  };
  const BATCHES = 40;
  const SIZE = 500;
  /**
   * Batches of sample rows; `readAt[k]` is how many bytes of the file the client had read when the writer asked for
   * batch k. The names are random letters: a zip holds many more rows of repeated text in the same buffers, and would
   * let a writer read further ahead.
   */
  function counting(read: { bytes: number }) {
    const readAt: number[] = [];
    let seed = 42;
    const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 26))).join('');
    async function* batches() {
      for (let b = 0; b < BATCHES; b++) {
        readAt.push(read.bytes);
        yield Array.from({ length: SIZE }, (_, i) => ({ ...sample, ticket_no: `T${b * SIZE + i + 1}`, full_name: letters(20), bo_ref: letters(12) }));
      }
    }
    return { readAt, batches: batches() };
  }

  /**
   * Reads the file as a slow client does, a chunk per turn of the event loop, and checks that the writer never asked
   * for a batch more than `ahead` batches before the client had read the bytes of those before it (the file's size
   * over the batches, each about as big as another): a writer that heeds no backpressure reads every batch before the
   * client gets its first turn. Returns the file.
   */
  async function readSlowly(file: Readable, readAt: number[], read: { bytes: number }, ahead: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of file) {
      chunks.push(Buffer.from(chunk as Buffer));
      read.bytes += (chunk as Buffer).length;
      await new Promise(setImmediate);
    }
    expect(readAt).toHaveLength(BATCHES);
    const perBatch = read.bytes / BATCHES;
    const tooEarly = readAt.flatMap((bytes, k) => (bytes < (k - ahead) * perBatch ? [`batch ${k} asked with ${bytes} bytes read`] : []));
    expect(tooEarly).toEqual([]);
    return Buffer.concat(chunks);
  }

  it('the xlsx writer runs only a few batches ahead of a slow client, and writes every row', async () => {
    const read = { bytes: 0 };
    const { readAt, batches } = counting(read);
    // About 550 kB of sheet XML a batch: a few batches fill the zip's queues (a quarter megabyte).
    const bytes = await readSlowly(xlsxExport(BO_DEPOSIT_EXPORT, batches), readAt, read, 8);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(BATCHES * SIZE + 1);
    expect(sheet.getRow(BATCHES * SIZE + 1).values).toEqual(expect.arrayContaining([BATCHES * SIZE, `T${BATCHES * SIZE}`, 100000]));
  });

  it('the xlsx writer finds the queues of the pinned exceljs it waits on (exceljs-queues.ts), and they fill as rows are committed', () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough(), useStyles: false, useSharedStrings: false });
    const sheet = book.addWorksheet('s');
    const { xml, zipped } = exceljsQueues(book, sheet);
    expect(xml, 'the sheet stream’s first pipe').not.toBeNull();
    expect(zipped, 'the zip’s readable length').not.toBeNull();
    const before = xml!() + zipped!();
    for (let i = 0; i < 2000; i++) sheet.addRow([i, `row ${i}`]).commit();
    expect(xml!() + zipped!()).toBeGreaterThan(before);
  });

  it('the CSV writer runs at most a couple of batches ahead of a slow client too', async () => {
    const read = { bytes: 0 };
    const { readAt, batches } = counting(read);
    const text = (await readSlowly(Readable.from(csvExport(BO_DEPOSIT_EXPORT, batches), { objectMode: false }), readAt, read, 2)).toString('utf8');
    const rows = parse(text.slice(1)) as string[][];
    expect(rows).toHaveLength(BATCHES * SIZE + 1);
    expect(rows.at(-1)!.slice(0, 4)).toEqual([String(BATCHES * SIZE), 'Pending', '', `T${BATCHES * SIZE}`]);
  });
});

// ---- fixtures: real files through the upload endpoints --------------------------------------------

const by = (cookie?: string) => (cookie ? { cookie } : {});
type Who = string | undefined;

function exportFile(cookie: Who, name: string, body: Record<string, unknown> | undefined) {
  return ctx.request({ method: 'POST', url: `/api/${name}`, ...by(cookie), ...(body === undefined ? {} : { payload: body }) });
}

function view(cookie: Who, name: string, date: string, status: string, rowsPerPage = 100, page = 1) {
  return ctx.request({ method: 'GET', url: `/api/${name}/${date}/ABC/${status}/${rowsPerPage}/${page}`, ...by(cookie) });
}

const upload = (cookie: string, endpoint: string, fields: Record<string, string>, template: Template, rows: string[][]) =>
  uploadRows(ctx, cookie, endpoint, fields, template, rows);

const HYPERLINK = '=HYPERLINK("http://x.test","klik")';

interface World {
  admin: string;
  checkerA: string;
  checkerB: string;
  cs: string;
  /** The lines the matcher linked, by a short name. */
  line: { pend: number; booked: number; payout: number; retur: number };
}

/** Websites ABC and XYZ; budi CHECKER of ABC, rudi CHECKER of XYZ, siti CS of ABC; BO rows and statements of ABC, 3 July 2026. */
async function buildWorld(): Promise<World> {
  await reviewAccounts(ctx, [ABC_DEPO, ABC_WD]);
  const admin = await ctx.login('admin', ADMIN_PASSWORD);
  await uploadReviewDay(ctx, admin, {
    andi: { Username: 'andi', Fullname: HYPERLINK, 'Depo Amount': '50000.5', 'Bo Reason': '-', 'Player Own Ref': '+6281234' },
    sri: {},
  });

  // The decisions, written directly, then gateway lines: an Auto TX deposit with no time and a name to escape, a Nexus
  // Pay payout; and what the matcher links: a PEND row and its booked copy of 4 July, a payout and the RETUR that
  // brought it back.
  const { depositId, withdrawId } = reviewCalls(() => ctx);
  const lineId = async (text: string) =>
    (await ctx.db.selectFrom('statement_line').select('id').where('description', 'like', `%${text}%`).executeTakeFirstOrThrow()).id;
  const decisions = {
    deposit: await depositId('DP260703000123'),
    depositLine: await lineId('WS95031'),
    rule: 'NAME',
    withdraw: await withdrawId('WD260703000456'),
    withdrawLine: await lineId('WS96001'),
  };
  const line = await decideReviewDay(ctx, decisions, '@DEWI LESTARI');

  return {
    admin,
    checkerA: await ctx.login('budi', USER_PASSWORD),
    checkerB: await ctx.login('rudi', USER_PASSWORD),
    cs: await ctx.login('siti', USER_PASSWORD),
    line,
  };
}

// ---- reading the files back -------------------------------------------------------------------------

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rows of a CSV export, after checking it is a UTF-8 download with a BOM. */
function csvRows(res: LightMyRequestResponse, fileName: string): string[][] {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(CSV_TYPE);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(res.rawPayload.toString('utf8').slice(1), { record_delimiter: '\r\n' }) as string[][];
}

/** The rows of the first sheet of an xlsx export; an empty cell is null. */
async function xlsxRows(res: LightMyRequestResponse, fileName: string): Promise<Cell[][]> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_TYPE);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  const book = await loadWorkbook(res.rawPayload);
  expect(book.worksheets).toHaveLength(1);
  return sheetCells(book.worksheets[0]!);
}

/** The same rows as the CSV writes them: numbers as plain digits, nothing as an empty field. */
const asCsv = (rows: Cell[][]) => rows.map((r) => r.map((c) => (c === null ? '' : String(c))));
/** The same rows as the xlsx holds them: an empty text is no cell. */
const asXlsx = (rows: Cell[][]) => rows.map((r) => r.map((c) => (c === '' ? null : c)));

const BO_HEADER = [
  'No',
  'Status',
  'Ket',
  'Ticket No',
  'Req Date',
  'App Date',
  'Bank Statement',
  'Username',
  'Fullname',
  'Payment Type',
  'Depo Amount',
  'Approved Amount',
  'Admin Fee',
  'Agent Fee',
  'Player Fee',
  'Nett Amount',
  'Player Bank',
  'Corporate Bank',
  'Bo Desc',
  'Bo Ref',
  'Bo Status',
  'Bo Reason',
  'Bo Handler',
  'Bo Website',
  'Player Ref',
  'Player Own Ref',
  'Match Rule',
];
const CORP = 'BCA - PT CONTOH MAKMUR - 0987654321';
/** `row` of a file whose header is `header` (after No), with some cells replaced, by header. */
function withCells(header: string[], row: Cell[], cells: Record<string, Cell>): Cell[] {
  if (row.length !== header.length - 1) throw new Error(`a row of ${header.length - 1} cells, not ${row.length}`);
  const copy = [...row];
  for (const [name, value] of Object.entries(cells)) {
    const i = header.indexOf(name);
    if (i < 1) throw new Error(`no column ${name}`);
    copy[i - 1] = value;
  }
  return copy;
}
/** The template's example deposit as the BO export writes it, Pending; the rows of the world are this with some cells replaced. */
const BO_EXAMPLE: Cell[] = [
  'Pending',
  '',
  'DP260703000123',
  '03/07/2026 14:02:11',
  '03/07/2026 14:06:40',
  '03/07/2026',
  'budi88',
  'BUDI SANTOSO',
  'BANK',
  100000,
  null,
  0,
  0,
  0,
  100000,
  'BCA - BUDI SANTOSO - 1234567890',
  CORP,
  'Deposit BCA',
  'REF88123',
  'APPROVED',
  '',
  'checker01',
  'NXB',
  'BCA0703140211',
  'budi88-0703',
  '',
];
const boRow = {
  andi: withCells(BO_HEADER, BO_EXAMPLE, {
    'Ticket No': 'DP260703000777',
    'Req Date': '03/07/2026 09:00:00',
    'App Date': '',
    Username: 'andi',
    Fullname: `'${HYPERLINK}`,
    'Depo Amount': 50000.5,
    'Admin Fee': null,
    'Agent Fee': null,
    'Player Fee': null,
    'Nett Amount': null,
    'Player Bank': 'BNI - ANDI WIJAYA - 555666777',
    'Bo Reason': "'-",
    'Player Own Ref': "'+6281234",
  }),
  sri: withCells(BO_HEADER, BO_EXAMPLE, { 'Ticket No': 'DP260703000888', 'Req Date': '03/07/2026 09:00:00', Username: 'sri450', Fullname: 'SRI WAHYUNI' }),
  budi: withCells(BO_HEADER, BO_EXAMPLE, {
    Status: 'Approved',
    Ket: 'AUTO nama+nominal | BCA 14:05 | skor 0.97',
    'Approved Amount': 100000,
    'Match Rule': 'NAME',
  }),
};
const WD_HEADER = [
  'No',
  'Status',
  'Ket',
  'Amount',
  'Approved Amount',
  'Ticket No',
  'App Date',
  'Brand',
  'Player Bank Name',
  'Player Number',
  'Corporate Bank',
  'Username',
  'Fullname',
  'Website',
  'Remarks',
  'WD Status',
  'Handler',
  'Ref Code',
  'Own Ref',
  'Last Balance',
  'Match Rule',
];
/** The template's example withdrawal as the BO export writes it, as admin approved it by hand; joko's row is this with some cells replaced. */
const WD_EXAMPLE: Cell[] = [
  'Approved',
  'Transfer manual',
  250000,
  249000,
  'WD260703000456',
  '03/07/2026 15:20:05',
  'NEXUSBET',
  'BNI - SITI AMINAH',
  '0123456789',
  CORP,
  'siti77',
  'SITI AMINAH',
  'NXB',
  'WD BNI',
  'APPROVED',
  'checker01',
  'WDREF55120',
  'siti77-0703',
  1250000,
  '',
];
const wdRow = {
  joko: withCells(WD_HEADER, WD_EXAMPLE, {
    Status: 'Pending',
    Ket: '',
    Amount: 75000,
    'Approved Amount': null,
    'Ticket No': 'WD260703000999',
    'App Date': '03/07/2026 10:00:00',
    'Player Bank Name': 'BRI - JOKO SUSILO',
    'Player Number': '',
    Username: 'joko',
    Fullname: 'JOKO SUSILO',
    'Last Balance': -5000,
  }),
  siti: WD_EXAMPLE,
};
const MUTASI_HEADER = [
  'No',
  'Status',
  'Kind',
  'Ket',
  'Mutasi Amount',
  'Ticket No',
  'App Date',
  'Player Bank Name',
  'Corporate Bank',
  'Transaction ID',
  'Mutasi Website',
  'Description',
  'Related Line',
];
const PLAYER = 'Transaksi pemain';
const DEPO_CORP = 'BCA - PT ABC - 1111111111';
const WD_CORP = 'BCA - PT ABC WD - 2222222222';
/** A player's line as a statement export writes it, by header: Pending, no Ket, ticket or transaction id, of website ABC, naming no other line; with the cells given. */
function lineRow(header: string[], cells: Record<string, Cell>): Cell[] {
  const all: Record<string, Cell> = {
    Status: 'Pending',
    Kind: PLAYER,
    Ket: '',
    'Ticket No': '',
    'Transaction ID': '',
    'Mutasi Website': 'ABC',
    'Related Line': '',
    ...cells,
  };
  for (const name of Object.keys(cells)) if (!header.includes(name)) throw new Error(`no column ${name}`);
  return header.slice(1).map((name) => {
    if (!(name in all)) throw new Error(`no cell ${name}`);
    return all[name]!;
  });
}
const mutasiRow = {
  andi: lineRow(MUTASI_HEADER, {
    'Mutasi Amount': 50000,
    'App Date': '03/07/2026 09:01:00',
    'Player Bank Name': 'ANDI WIJAYA',
    'Corporate Bank': DEPO_CORP,
    Description: 'TRSF E-BANKING CR 0307/FTSCY/WS95032 50000.00ANDI WIJAYA',
  }),
  budi: lineRow(MUTASI_HEADER, {
    Status: 'Approved',
    Ket: 'AUTO nama+nominal | BCA 14:05 | skor 0.97',
    'Mutasi Amount': 100000,
    'Ticket No': 'DP260703000123',
    'App Date': '03/07/2026 14:05:10',
    'Player Bank Name': 'BUDI SANTOSO',
    'Corporate Bank': DEPO_CORP,
    Description: 'TRSF E-BANKING CR 0307/FTSCY/WS95031 100000.00BUDI SANTOSO',
  }),
  fee: ['Biaya', 'Biaya', '', 2900, '', '03/07/2026 23:59:00', '', DEPO_CORP, '', 'ABC', 'BIAYA ADM', ''],
  autotx: ['Pending', PLAYER, '', 20000, '', '03/07/2026', "'@DEWI LESTARI", 'AUTOTX', 'ATX-77', 'ABC', 'AUTO TX DEWI LESTARI', ''],
};
/** The PEND row, naming its booked copy of the 4 July export. */
const pendRow = (w: World) =>
  lineRow(MUTASI_HEADER, {
    'Mutasi Amount': 75000,
    'App Date': '03/07/2026',
    'Player Bank Name': 'DEWI KARTIKA',
    'Corporate Bank': DEPO_CORP,
    Description: 'TRSF E-BANKING CR 0307/FTSCY/WS95040 75000.00DEWI KARTIKA',
    'Related Line': `Juga di file lain: PEND 3 Jul → dibukukan 4 Jul · mutasi #${w.line.booked}`,
  });
/** The withdraw statement's export has no Transaction ID. */
const MUTASI_WD_HEADER = MUTASI_HEADER.filter((name) => name !== 'Transaction ID');
const mutasiWdRow = {
  nexuspay: ['Pending', PLAYER, '', 300000, '', '03/07/2026 10:00:00', 'EKO PRASETYO', 'NEXUSPAY', 'ABC', 'NEXUSPAY PAYOUT EKO', ''],
  siti: lineRow(MUTASI_WD_HEADER, {
    'Mutasi Amount': 250000,
    'Ticket No': 'WD260703000456',
    'App Date': '03/07/2026 15:25:00',
    'Player Bank Name': 'SITI AMINAH',
    'Corporate Bank': WD_CORP,
    Description: 'TRSF E-BANKING DB 0307/FTSCY/WS96001 250000.00SITI AMINAH',
  }),
};
/** The payout that came back, and the return, each naming the other. */
const payoutRow = (w: World) =>
  lineRow(MUTASI_WD_HEADER, {
    Status: 'Dikembalikan',
    'Mutasi Amount': 400000,
    'App Date': '03/07/2026 11:00:00',
    'Player Bank Name': 'RINA MARLINA',
    'Corporate Bank': WD_CORP,
    Description: 'BI-FAST DB TRANSFER KE 014 RINA MARLINA',
    'Related Line': `Dana kembali lewat mutasi #${w.line.retur} · 3 Jul 16:00 · Rp400.000`,
  });
const returRow = (w: World) =>
  lineRow(MUTASI_WD_HEADER, {
    Status: 'Retur',
    Kind: 'Retur',
    'Mutasi Amount': 400000,
    'App Date': '03/07/2026 16:00:00',
    'Player Bank Name': 'RINA MARLINA',
    'Corporate Bank': WD_CORP,
    Description: 'BI-FAST CR RETUR RINA MARLINA',
    'Related Line': `Retur dari mutasi #${w.line.payout} · 3 Jul 11:00 · Rp400.000`,
  });

/** A header and rows numbered from 1. */
const table = (header: string[], ...rows: Cell[][]): Cell[][] => [header, ...rows.map((r, i) => [i + 1, ...r])];

// ---- calls ---------------------------------------------------------------------------------------

describe('the view exports', () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld();
  });
  const body = { date: '3-Jul-2026', status: 'all', group: 'abc' };

  it('POST /api/exportcsvviewbo writes every deposit of the view in its order, text escaped, amounts as plain numbers', async () => {
    const rows = csvRows(await exportFile(w.admin, 'exportcsvviewbo', body), 'viewbo_abc_all_3-Jul-2026.csv');
    expect(rows).toEqual(asCsv(table(BO_HEADER, boRow.andi, boRow.sri, boRow.budi)));
    expect(rows[1]![8]).toBe(`'=HYPERLINK("http://x.test","klik")`);
    expect(rows[1]![10]).toBe('50000.5');
  });

  it('POST /api/exportexcelviewbo writes the same rows as a workbook, amounts as numeric cells', async () => {
    const rows = await xlsxRows(await exportFile(w.admin, 'exportexcelviewbo', body), 'viewbo_abc_all_3-Jul-2026.xlsx');
    expect(rows).toEqual(asXlsx(table(BO_HEADER, boRow.andi, boRow.sri, boRow.budi)));
    expect(rows[1]![8]).toBe(`'${HYPERLINK}`);
  });

  it('POST /api/exportcsvlviewbowd and /api/exportexcelviewbowd write the withdrawals, a negative balance as a number', async () => {
    const expected = table(WD_HEADER, wdRow.joko, wdRow.siti);
    expect(csvRows(await exportFile(w.admin, 'exportcsvlviewbowd', body), 'viewbowd_abc_all_3-Jul-2026.csv')).toEqual(asCsv(expected));
    const rows = await xlsxRows(await exportFile(w.admin, 'exportexcelviewbowd', body), 'viewbowd_abc_all_3-Jul-2026.xlsx');
    expect(rows).toEqual(asXlsx(expected));
    expect(rows[1]![19]).toBe(-5000);
  });

  it('POST /api/exportcsvviewmutasi and /api/exportexcelviewmutasi write every line of the deposit statement with its kind, a line without a time by its date', async () => {
    const mutasiBody = { date: '03-Jul-2026', status: 'all', group: 'ABC' };
    const expected = table(MUTASI_HEADER, mutasiRow.andi, mutasiRow.budi, mutasiRow.fee, mutasiRow.autotx, pendRow(w));
    expect(csvRows(await exportFile(w.admin, 'exportcsvviewmutasi', mutasiBody), 'mutasi_depo_ABC_all_03-Jul-2026.csv')).toEqual(asCsv(expected));
    expect(await xlsxRows(await exportFile(w.admin, 'exportexcelviewmutasi', mutasiBody), 'mutasi_depo_ABC_all_03-Jul-2026.xlsx')).toEqual(asXlsx(expected));
  });

  it('POST /api/exportcsvviewmutasiwd and /api/exportexcelviewmutasiwd write the withdraw lines without a transaction id, a returned payout and its return naming each other', async () => {
    const mutasiBody = { date: '03-Jul-2026', status: 'all', group: 'ABC' };
    const expected = table(MUTASI_WD_HEADER, mutasiWdRow.nexuspay, payoutRow(w), mutasiWdRow.siti, returRow(w));
    expect(csvRows(await exportFile(w.admin, 'exportcsvviewmutasiwd', mutasiBody), 'mutasi_wd_ABC_all_03-Jul-2026.csv')).toEqual(asCsv(expected));
    expect(await xlsxRows(await exportFile(w.admin, 'exportexcelviewmutasiwd', mutasiBody), 'mutasi_wd_ABC_all_03-Jul-2026.xlsx')).toEqual(asXlsx(expected));
  });

  it('filters by status as the views do, and names the file by it', async () => {
    const pending = csvRows(await exportFile(w.admin, 'exportcsvviewbo', { ...body, status: 'pending' }), 'viewbo_abc_pending_3-Jul-2026.csv');
    expect(pending).toEqual(asCsv(table(BO_HEADER, boRow.andi, boRow.sri)));
    const approved = await xlsxRows(await exportFile(w.admin, 'exportexcelviewbo', { ...body, status: 'APPROVE' }), 'viewbo_abc_approve_3-Jul-2026.xlsx');
    expect(approved).toEqual(asXlsx(table(BO_HEADER, boRow.budi)));
    const lines = csvRows(await exportFile(w.admin, 'exportcsvviewmutasi', { ...body, status: 'pending' }), 'mutasi_depo_abc_pending_3-Jul-2026.csv');
    expect(lines).toEqual(asCsv(table(MUTASI_HEADER, mutasiRow.andi, mutasiRow.autotx, pendRow(w))));
    const payouts = await xlsxRows(
      await exportFile(w.admin, 'exportexcelviewmutasiwd', { ...body, status: 'pending' }),
      'mutasi_wd_abc_pending_3-Jul-2026.xlsx',
    );
    expect(payouts).toEqual(asXlsx(table(MUTASI_WD_HEADER, mutasiWdRow.nexuspay, mutasiWdRow.siti)));
    // The booked copy of the PEND row is the 4 July statement's only line, and is not listed.
    expect(csvRows(await exportFile(w.admin, 'exportcsvviewmutasi', { ...body, date: '4-Jul-2026' }), 'mutasi_depo_abc_all_4-Jul-2026.csv')).toEqual([
      MUTASI_HEADER,
    ]);
  });

  it('an empty view is a file with its header only', async () => {
    expect(csvRows(await exportFile(w.admin, 'exportcsvviewbo', { ...body, date: '5-Jul-2026' }), 'viewbo_abc_all_5-Jul-2026.csv')).toEqual([BO_HEADER]);
    expect(await xlsxRows(await exportFile(w.admin, 'exportexcelviewmutasiwd', { ...body, group: 'NOPE' }), 'mutasi_wd_NOPE_all_3-Jul-2026.xlsx')).toEqual([
      MUTASI_WD_HEADER,
    ]);
  });

  it('reads the date as the views do, or as YYYY-MM-DD, and keeps it as sent in the file name', async () => {
    const expected = asCsv(table(BO_HEADER, boRow.andi, boRow.sri, boRow.budi));
    expect(csvRows(await exportFile(w.admin, 'exportcsvviewbo', { ...body, date: '03-jul-2026' }), 'viewbo_abc_all_03-jul-2026.csv')).toEqual(expected);
    expect(csvRows(await exportFile(w.admin, 'exportcsvviewbo', { ...body, date: ' 2026-07-03 ' }), 'viewbo_abc_all_2026-07-03.csv')).toEqual(expected);
    // An ADMIN may name anything: it is a website with no rows, and its name is cleaned for the file.
    expect(csvRows(await exportFile(w.admin, 'exportcsvviewbo', { ...body, group: '../Q"r s' }), 'viewbo_qrs_all_3-Jul-2026.csv')).toEqual([BO_HEADER]);
  });

  it('ADMIN naming all exports every website of the date', async () => {
    const rows = csvRows(await exportFile(w.admin, 'exportcsvviewbo', { ...body, group: 'all' }), 'viewbo_all_all_3-Jul-2026.csv');
    expect(
      rows
        .slice(1)
        .map((r) => r[3])
        .sort(),
    ).toEqual(['DP260703000123', 'DP260703000777', 'DP260703000888', 'DP260703009999']);
  });

  it('writes an activity row naming the export, its filter and its row count', async () => {
    const added = await newActivities(ctx, async () => {
      await exportFile(w.admin, 'exportcsvviewbo', { ...body, status: 'pending' });
      await exportFile(w.checkerA, 'exportexcelviewmutasiwd', { date: '03-Jul-2026', status: 'all', group: 'ABC' });
    });
    expect(added).toEqual([
      { username: 'admin', role: 'ADMIN', website_code: 'ABC', activity: 'Export CSV View BO deposit ABC 3-Jul-2026 (pending): 2 baris' },
      { username: 'budi', role: 'CHECKER', website_code: 'ABC', activity: 'Export Excel View Mutasi withdraw ABC 03-Jul-2026 (all): 4 baris' },
    ]);
  });

  it('CHECKER exports its own website, named in any case', async () => {
    const rows = csvRows(await exportFile(w.checkerA, 'exportcsvviewbo', body), 'viewbo_abc_all_3-Jul-2026.csv');
    expect(rows).toEqual(asCsv(table(BO_HEADER, boRow.andi, boRow.sri, boRow.budi)));
  });

  it('CHECKER of another website gets 404, CS 403, nobody signed in 401, on all eight endpoints', async () => {
    for (const name of REVIEW_EXPORTS) {
      const other = await exportFile(w.checkerB, name, body);
      expect(other.statusCode, name).toBe(404);
      expect(other.json()).toEqual({ message: MSG.websiteNotFound });
      expect((await exportFile(w.checkerB, name, { ...body, group: 'all' })).statusCode, name).toBe(404);
      const cs = await exportFile(w.cs, name, body);
      expect(cs.statusCode, name).toBe(403);
      expect(cs.json()).toEqual({ message: MSG.forbidden });
      expect((await exportFile(undefined, name, body)).statusCode, name).toBe(401);
      expect((await exportFile(w.checkerA, name, body)).statusCode, name).toBe(200);
    }
  });

  it('answers 400 with a message for a bad date, status or group, and writes no activity', async () => {
    const added = await newActivities(ctx, async () => {
      for (const name of REVIEW_EXPORTS) {
        const bad = async (payload: Record<string, unknown> | undefined, message?: string) => {
          const res = await exportFile(w.admin, name, payload);
          expect(res.statusCode, `${name} ${JSON.stringify(payload)}`).toBe(400);
          if (message) expect(res.json().message).toBe(message);
          else expect(typeof res.json().message).toBe('string');
        };
        await bad({ ...body, date: '31-Feb-2026' }, REVIEW_MSG.badDate('31-Feb-2026'));
        await bad({ ...body, date: '3-Jul-26' }, REVIEW_MSG.badDate('3-Jul-26'));
        await bad({ ...body, date: '2026-02-30' }, REVIEW_MSG.badDate('2026-02-30'));
        await bad({ ...body, date: '03/07/2026' }, REVIEW_MSG.badDate('03/07/2026'));
        await bad({ ...body, status: 'approved' }, REVIEW_MSG.badStatus);
        await bad({ date: body.date, status: body.status });
        await bad({ ...body, group: ' ' });
        await bad({ ...body, group: 42 });
        await bad(undefined);
      }
    });
    expect(added).toEqual([]);
  });

  it('leaves out BO rows deleted from View BO', async () => {
    const id = (await ctx.db.selectFrom('bo_deposit').select('id').where('ticket_no', '=', 'DP260703000777').executeTakeFirstOrThrow()).id;
    await ctx.db
      .updateTable('bo_deposit')
      .set({ deleted_at: new Date('2026-07-03T10:00:00Z'), deleted_by: 1 })
      .where('id', '=', id)
      .execute();
    try {
      const rows = csvRows(await exportFile(w.admin, 'exportcsvviewbo', body), 'viewbo_abc_all_3-Jul-2026.csv');
      expect(rows).toEqual(asCsv(table(BO_HEADER, boRow.sri, boRow.budi)));
    } finally {
      await ctx.db.updateTable('bo_deposit').set({ deleted_at: null, deleted_by: null }).where('id', '=', id).execute();
    }
  });
});

// ---- many rows: every page, in the view's order -------------------------------------------------------

describe('an export of thousands of rows', () => {
  const DEPOSITS = 3000;
  const LINES = 3100;
  let admin: string;

  /**
   * 3000 deposits of ABC on 3 July whose request times repeat (seven distinct times), so batch boundaries
   * fall inside runs of equal times; 3100 deposit lines, a third of them without a time and over two
   * booking dates. Every third row approved.
   */
  beforeAll(async () => {
    await ctx.reset();
    await ctx.addWebsite('ABC');
    admin = await ctx.login('admin', ADMIN_PASSWORD);
    await upload(admin, 'checkdata', { provider: 'NEXUS', depo_created_by: '1', groups: 'ABC', dates: '03-Jul-2026' }, nexusDepositBo.template, [depo({})]);
    const seed = await ctx.db.selectFrom('bo_deposit').selectAll().executeTakeFirstOrThrow();
    await sql`
      insert into bo_deposit (upload_id, website_code, statement_date, row_key, ticket_no, req_at, app_at, user_name, full_name, payment_type,
        depo_amount, admin_fee, agent_fee, player_fee, nett_amount, player_bank, player_bank_code, player_account_name, player_account_no,
        corporate_bank, bo_desc, bo_ref, bo_status, bo_reason, bo_handler, bo_website, player_ref, player_own_ref, approved, note)
      select upload_id, website_code, statement_date, 'bulk-' || i, 'DPBULK' || lpad(i::text, 5, '0'),
        timestamptz '2026-07-03 08:00:00+07' + ((i * 7919) % 7) * interval '1 hour', app_at, 'user' || i, full_name, payment_type,
        (10000 + i)::numeric + 0.5, admin_fee, agent_fee, player_fee, nett_amount, player_bank, player_bank_code, player_account_name,
        player_account_no, corporate_bank, bo_desc, bo_ref, bo_status, bo_reason, bo_handler, bo_website, player_ref, player_own_ref,
        i % 3 = 0, case when i % 3 = 0 then 'ok ' || i end
      from bo_deposit, generate_series(2, ${DEPOSITS}) as i
      where id = ${seed.id}`.execute(ctx.db);
    await sql`
      insert into statement_line (upload_id, website_code, bank_account_id, source, jenis, statement_date, row_key, booked_date, booked_at,
        pending, direction, amount, description, channel, counterparty_name, counterparty_account, reference, approved)
      select ${seed.upload_id}, 'ABC', null, 'autotx', 'DEPO', date '2026-07-03', 'bulk-line-' || i,
        date '2026-07-03' + (i % 2), case when i % 3 = 0 then null else timestamptz '2026-07-03 08:00:00+07' + (i % 5) * interval '1 minute' end,
        false, 'CR', 20000 + i, 'LINE ' || i, 'VA_EWALLET', 'PLAYER ' || i, '', 'REF' || i, i % 4 = 0
      from generate_series(1, ${LINES}) as i`.execute(ctx.db);
  });

  /** A view's rows, every page of 1000. */
  async function allPages(name: string, date: string, status: string, pages: number): Promise<Record<string, unknown>[]> {
    const rows: Record<string, unknown>[] = [];
    for (let page = 1; page <= pages; page++) {
      const res = await view(admin, name, date, status, 1000, page);
      expect(res.statusCode, res.body).toBe(200);
      rows.push(...(res.json() as Record<string, unknown>[]));
    }
    return rows;
  }

  it('CSV and Excel hold every deposit of every page, in the view order, numbered from 1', async () => {
    const viewed = await allPages('viewbo', '3-Jul-2026', 'all', 4);
    expect(viewed).toHaveLength(DEPOSITS);
    const body = { date: '3-Jul-2026', status: 'all', group: 'ABC' };
    const csvFile = csvRows(await exportFile(admin, 'exportcsvviewbo', body), 'viewbo_abc_all_3-Jul-2026.csv');
    const xlsxFile = await xlsxRows(await exportFile(admin, 'exportexcelviewbo', body), 'viewbo_abc_all_3-Jul-2026.xlsx');
    expect(csvFile).toHaveLength(DEPOSITS + 1);
    expect(xlsxFile).toHaveLength(DEPOSITS + 1);
    expect(csvFile.slice(1).map((r) => r[3])).toEqual(viewed.map((r) => r.ticket_no));
    expect(xlsxFile.slice(1).map((r) => r[3])).toEqual(viewed.map((r) => r.ticket_no));
    expect(csvFile.slice(1).map((r) => r[0])).toEqual(viewed.map((_, i) => String(i + 1)));
    expect(xlsxFile.slice(1).map((r) => r[10])).toEqual(viewed.map((r) => r.depo_amount));
    expect(xlsxFile.slice(1).map((r) => r[1])).toEqual(viewed.map((r) => (r.bo_approve ? 'Approved' : 'Pending')));
    expect(csvFile.slice(1).map((r) => r[2])).toEqual(viewed.map((r) => r.ket_app));
  });

  it('a status filter exports exactly the view pages of that status', async () => {
    const viewed = await allPages('viewbo', '3-Jul-2026', 'pending', 3);
    expect(viewed).toHaveLength(2000); // the seed row and 1999 of the bulk rows
    const rows = csvRows(
      await exportFile(admin, 'exportcsvviewbo', { date: '3-Jul-2026', status: 'pending', group: 'ABC' }),
      'viewbo_abc_pending_3-Jul-2026.csv',
    );
    expect(rows.slice(1).map((r) => r[3])).toEqual(viewed.map((r) => r.ticket_no));
  });

  it('statement lines with and without a time come out in the view order across batches', async () => {
    const viewed = await allPages('viewmutasi', '03-Jul-2026', 'all', 4);
    expect(viewed).toHaveLength(LINES);
    const body = { date: '03-Jul-2026', status: 'all', group: 'ABC' };
    const csvFile = csvRows(await exportFile(admin, 'exportcsvviewmutasi', body), 'mutasi_depo_ABC_all_03-Jul-2026.csv');
    const column = (name: string) => MUTASI_HEADER.indexOf(name);
    expect(csvFile.slice(1).map((r) => r[column('Description')])).toEqual(viewed.map((r) => r.description));
    const xlsxFile = await xlsxRows(await exportFile(admin, 'exportexcelviewmutasi', body), 'mutasi_depo_ABC_all_03-Jul-2026.xlsx');
    expect(xlsxFile.slice(1).map((r) => r[column('Description')])).toEqual(viewed.map((r) => r.description));
    expect(xlsxFile.slice(1).map((r) => r[column('Mutasi Amount')])).toEqual(viewed.map((r) => r.mutasi_amount));
  });

  it('keyset batches of any size read the rows of the view once each, in its order', async () => {
    const selection = { websiteCode: 'ABC', statementDate: '2026-07-03', approved: null, search: null };
    const deposits = (await allPages('viewbo', '3-Jul-2026', 'all', 3)).map((r) => r.bo_id);
    const lines = (await allPages('viewmutasi', '03-Jul-2026', 'all', 4)).map((r) => r.mutasi_id);
    const read = async <Row>(batches: AsyncIterable<Row[]>, size: number) => {
      const rows: Row[] = [];
      for await (const batch of batches) {
        expect(batch.length).toBeLessThanOrEqual(size);
        expect(batch.length).toBeGreaterThan(0);
        rows.push(...batch);
      }
      return rows;
    };
    for (const size of [1000, 333, DEPOSITS]) {
      expect(
        (await read(boDepositBatches(ctx.db, selection, size), size)).map((r) => r.bo_id),
        `size ${size}`,
      ).toEqual(deposits);
      expect(
        (await read(depositLineBatches(ctx.db, selection, size), size)).map((r) => r.mutasi_id),
        `size ${size}`,
      ).toEqual(lines);
    }
    expect(await read(withdrawLineBatches(ctx.db, selection, 10), 10)).toEqual([]);
  });
});
