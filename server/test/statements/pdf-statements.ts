import { drawPdf, type DrawOptions, type Placed } from './pdf-support.ts';

/**
 * BCA and BNI e-Statements drawn as the banks lay them out (docs/formats-banks.md, "PDF e-Statement"): a header block
 * and the column titles on every page, rows whose lines may run over onto the next page, the bank's page end and its
 * summary, a footer. Options make them lie where a test needs it.
 */

const GAP = 10;
/** `1,250,000.00` (money in sen as the statements print it) and back. */
export const printed = (sen: number) =>
  `${sen < 0 ? '-' : ''}${Math.floor(Math.abs(sen) / 100).toLocaleString('en-US')}.${String(Math.abs(sen) % 100).padStart(2, '0')}`;
const senOf = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);

type Run = Omit<Placed, 'y'>;

interface Statement extends DrawOptions {
  /** Table lines a page holds: a row may run over onto the next page. */
  perPage: number;
  /** Runs added to a page (1-based), to make it hostile. */
  extra?: Record<number, Placed[]>;
  /** Pages left out of the file (1-based): a statement with a page missing. */
  drop?: number[];
}

interface Frame {
  head: (page: number, pages: number) => Placed[];
  titles: Placed[];
  firstY: number;
  /** Below the last row of a page that is not the last (BCA: `Bersambung ke Halaman berikut`). */
  continued: (y: number) => Placed[];
  summary: (y: number) => Placed[];
  footer: Placed[];
}

/** The table's lines spread over pages, each with the header block, the titles, its page end or the summary, the footer. */
function statementPdf(frame: Frame, lines: readonly Run[][], options: Statement): Promise<Uint8Array> {
  const count = Math.max(1, Math.ceil(lines.length / options.perPage));
  const pages = Array.from({ length: count }, (_, p) => {
    const own = lines.slice(p * options.perPage, (p + 1) * options.perPage);
    const end = frame.firstY + own.length * GAP + 5;
    return [
      ...frame.head(p + 1, count),
      ...frame.titles,
      ...own.flatMap((runs, k) => runs.map((run) => ({ ...run, y: frame.firstY + k * GAP }))),
      ...(p < count - 1 ? frame.continued(end) : frame.summary(end + 5)),
      ...frame.footer,
      ...(options.extra?.[p + 1] ?? []),
    ];
  });
  return drawPdf(
    pages.filter((_, i) => !options.drop?.includes(i + 1)),
    options,
  );
}

/** `LABEL : value` as a header prints it: label, colon and value in runs of their own. */
const labelled = (x: number, y: number, label: string, value: string, valueX = x + 78): Placed[] => [
  { x, y, text: label },
  { x: valueX - 8, y, text: ':' },
  ...(value ? [{ x: valueX, y, text: value }] : []),
];

// --- BCA ---

/** A BCA row: its narrative lines (a pair: the two sub-columns of the first line) and its money. */
export interface BcaRow {
  date: string;
  text: (string | [string, string])[];
  cbg?: string;
  /** `1,250,000.00 DB` or `1,250,000.00`, on line `amountOn` of the row (0: its first). */
  amount?: string;
  amountOn?: number;
  saldo?: string;
}

export interface BcaOptions extends Partial<Statement> {
  period?: string;
  /** What the summary says, where a test makes it lie; by default what the rows give. */
  summary?: Partial<Record<'SALDO AWAL' | 'MUTASI CR' | 'MUTASI DB' | 'SALDO AKHIR', string>>;
  /** Header values changed on some page. */
  headerOf?: (page: number) => Partial<Record<'HALAMAN' | 'PERIODE' | 'MATA UANG', string>>;
}

/** BCA's columns: where the titles stand, and where the rows put their date, narrative, branch, amount, `DB`, balance. */
export const BCA_X = { date: 40, text: 85, text2: 175, cbg: 300, amountTitle: 380, amountRight: 455, db: 459, saldoTitle: 500, saldoRight: 565 };
export const BCA_FIRST_Y = 150;

function bcaLines(rows: readonly BcaRow[]): Run[][] {
  return rows.flatMap((row) =>
    row.text.map((text, i) => {
      const runs: Run[] = [];
      if (i === 0) runs.push({ x: BCA_X.date, text: row.date });
      if (typeof text === 'string') runs.push({ x: BCA_X.text, text });
      else runs.push({ x: BCA_X.text, text: text[0] }, { x: BCA_X.text2, text: text[1] });
      if (i === 0 && row.cbg) runs.push({ x: BCA_X.cbg, text: row.cbg });
      if (i === (row.amountOn ?? 0)) {
        const [value, db] = (row.amount ?? '').split(' ');
        if (value) runs.push({ x: BCA_X.amountRight, text: value, align: 'right' });
        if (db) runs.push({ x: BCA_X.db, text: db });
        if (row.saldo) runs.push({ x: BCA_X.saldoRight, text: row.saldo, align: 'right' });
      }
      return runs;
    }),
  );
}

function bcaHead(options: BcaOptions) {
  return (page: number, pages: number): Placed[] => {
    const value = { HALAMAN: `${page} / ${pages}`, PERIODE: options.period ?? 'JUNI 2026', 'MATA UANG': 'IDR', ...options.headerOf?.(page) };
    const left = ['REKENING TAHAPAN', 'KCU JAKARTA PUSAT', 'PT CONTOH MAKMUR', 'JL CONTOH RAYA NO 1', 'JAKARTA 10110'];
    const note = [
      'CATATAN:',
      '\u2022 Apabila nasabah tidak melakukan sanggahan atas Laporan Mutasi',
      'Rekening ini sampai dengan akhir bulan berikutnya, nasabah dianggap',
      'telah menyetujui segala data yang tercantum pada Laporan Mutasi.',
    ];
    const y = (i: number) => 40 + i * GAP;
    return [
      ...left.map((text, i) => ({ x: 40, y: y(i), text, size: 9 })),
      ...labelled(330, y(1), 'NO. REKENING', '0123456789'),
      ...labelled(330, y(2), 'HALAMAN', value.HALAMAN),
      ...labelled(330, y(3), 'PERIODE', value.PERIODE),
      ...labelled(330, y(4), 'MATA UANG', value['MATA UANG']),
      ...note.map((text, i) => ({ x: 330, y: y(5 + i), text })),
    ];
  };
}

function bcaSummary(rows: readonly BcaRow[], options: BcaOptions) {
  const moves = rows.slice(1).map((row) => ({ sen: senOf(row.amount!.replace(' DB', '')), db: row.amount!.endsWith(' DB') }));
  const opening = senOf(rows[0]!.saldo!);
  const total = (db: boolean) => moves.filter((m) => m.db === db).reduce((sum, m) => sum + m.sen, 0);
  const count = (db: boolean) => moves.filter((m) => m.db === db).length;
  const stated = {
    'SALDO AWAL': printed(opening),
    'MUTASI CR': `${printed(total(false))} ${count(false)}`,
    'MUTASI DB': `${printed(total(true))} ${count(true)}`,
    'SALDO AKHIR': printed(opening + total(false) - total(true)),
    ...options.summary,
  };
  return (y: number): Placed[] =>
    Object.entries(stated).flatMap(([label, value], i) => {
      const [amount, n] = value.split(' ');
      const at = y + i * GAP;
      return [
        { x: 300, y: at, text: label },
        { x: 380, y: at, text: ':' },
        { x: 470, y: at, text: amount!, align: 'right' as const },
        ...(n ? [{ x: 480, y: at, text: n }] : []),
      ];
    });
}

export function bcaPdf(rows: readonly BcaRow[], options: BcaOptions = {}): Promise<Uint8Array> {
  const titles = (['TANGGAL', 'KETERANGAN', 'CBG', 'MUTASI', 'SALDO'] as const).map((text, i) => ({
    x: [BCA_X.date, BCA_X.text, BCA_X.cbg, BCA_X.amountTitle, BCA_X.saldoTitle][i]!,
    y: 135,
    text,
  }));
  const frame: Frame = {
    head: bcaHead(options),
    titles,
    firstY: BCA_FIRST_Y,
    continued: (y) => [{ x: 420, y, text: 'Bersambung ke Halaman berikut' }],
    summary: bcaSummary(rows, options),
    footer: [{ x: 40, y: 820, text: 'PT Bank Central Asia Tbk berizin dan diawasi oleh Otoritas Jasa Keuangan', size: 6 }],
  };
  return statementPdf(frame, bcaLines(rows), { perPage: 21, ...options });
}

/** A short BCA statement, for a refusal elsewhere. */
export const BCA_SAMPLE: BcaRow[] = [
  { date: '01/06', text: ['SALDO AWAL'], saldo: '1,000.00' },
  { date: '02/06', text: ['BUNGA'], amount: '1.00', saldo: '1,001.00' },
];

// --- BNI ---

/** A BNI row: posting date (a second line in the date column: its time), value date, branch, journal, narrative, money. */
export interface BniRow {
  date: [string, ...string[]];
  valueDate?: string;
  branch?: string;
  journal?: string;
  text: string[];
  amount: string;
  direction: string;
  balance?: string;
}

export interface BniOptions extends Partial<Statement> {
  /** The summary lines after the last row, as printed. */
  summary?: string[][];
  period?: string;
}

export const BNI_X = {
  date: 30,
  valueDate: 100,
  branch: 170,
  journal: 210,
  text: 260,
  amountTitle: 590,
  amountRight: 650,
  dbcr: 662,
  balanceTitle: 700,
  balanceRight: 810,
};

function bniLines(rows: readonly BniRow[]): Run[][] {
  return rows.flatMap((row) =>
    Array.from({ length: Math.max(row.text.length, row.date.length) }, (_, i) => {
      const runs: Run[] = [];
      if (row.date[i]) runs.push({ x: BNI_X.date, text: row.date[i]! });
      if (row.text[i]) runs.push({ x: BNI_X.text, text: row.text[i]! });
      if (i > 0) return runs;
      if (row.valueDate) runs.push({ x: BNI_X.valueDate, text: row.valueDate });
      if (row.branch) runs.push({ x: BNI_X.branch, text: row.branch });
      if (row.journal) runs.push({ x: BNI_X.journal, text: row.journal });
      runs.push({ x: BNI_X.amountRight, text: row.amount, align: 'right' }, { x: BNI_X.dbcr, text: row.direction });
      if (row.balance) runs.push({ x: BNI_X.balanceRight, text: row.balance, align: 'right' });
      return runs;
    }),
  );
}

export function bniPdf(rows: readonly BniRow[], options: BniOptions = {}): Promise<Uint8Array> {
  const names = ['Posting Date', 'Effective Date', 'Branch', 'Journal', 'Transaction Description', 'Amount', 'DB/CR', 'Balance'];
  const xs = [BNI_X.date, BNI_X.valueDate, BNI_X.branch, BNI_X.journal, BNI_X.text, BNI_X.amountTitle, BNI_X.dbcr - 2, BNI_X.balanceTitle];
  const frame: Frame = {
    head: (page, pages) => [
      { x: 30, y: 30, text: 'PT BANK NEGARA INDONESIA (PERSERO) TBK', size: 9 },
      { x: 30, y: 40, text: 'e-Statement' },
      { x: 700, y: 40, text: `Page ${page} of ${pages}` },
      ...labelled(30, 50, 'Account No', '0123456789'),
      ...labelled(30, 60, 'Account Name', 'PT CONTOH MAKMUR'),
      ...labelled(30, 70, 'Period', options.period ?? '01-Jun-26 - 30-Jun-26'),
      ...labelled(30, 80, 'Currency', 'IDR'),
    ],
    titles: names.map((text, i) => ({ x: xs[i]!, y: 100, text })),
    firstY: 115,
    continued: () => [],
    summary: (y) =>
      (options.summary ?? []).flatMap(([label, ...values], i) => [
        { x: 30, y: y + i * GAP, text: label! },
        { x: 120, y: y + i * GAP, text: ':' },
        ...values.map((text, j) => ({ x: 130 + j * 30, y: y + i * GAP, text })),
      ]),
    footer: [{ x: 30, y: 570, text: 'PT Bank Negara Indonesia (Persero) Tbk berizin dan diawasi oleh Otoritas Jasa Keuangan', size: 6 }],
  };
  return statementPdf(frame, bniLines(rows), { size: [842, 595], perPage: 5, ...options });
}

/** June 2026 on two pages: a time under the date, a name wrapped, a narrative split by the page break. */
export const BNI_JUNE: BniRow[] = [
  {
    date: ['02/06/2026', '06.25.21'],
    valueDate: '02/06/2026',
    branch: '0996',
    journal: '932902',
    text: ['TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI', 'SANTOSO'],
    amount: '200,000.00',
    direction: 'C',
    balance: '5,200,000.00',
  },
  {
    date: ['03/06/2026'],
    valueDate: '03/06/2026',
    branch: '0259',
    journal: '112233',
    text: ['TRANSFER KE Bpk ANDI WIJAYA'],
    amount: '1,500,000.00',
    direction: 'D',
    balance: '3,700,000.00',
  },
  {
    date: ['03/06/2026'],
    valueDate: '03/06/2026',
    branch: '0259',
    journal: '112234',
    text: ['BY TRX BIFAST'],
    amount: '2,500.00',
    direction: 'D',
    balance: '3,697,500.00',
  },
  {
    date: ['10-Jun-26'],
    valueDate: '10-Jun-26',
    branch: '0996',
    journal: '445566',
    text: ['TRANSFER DARI | PEMINDAHAN DARI 1234567890', 'Ibu SITI AMINAH | TOPUP OVO'],
    amount: '750,000.00',
    direction: 'C',
    balance: '4,447,500.00',
  },
  {
    date: ['15/06/2026'],
    valueDate: '15/06/2026',
    branch: '0996',
    journal: '778899',
    text: ['TRF/PAY/TOP-UP ECHANNEL | 5264220012345678 | 987654321'],
    amount: '100,000.00',
    direction: 'D',
    balance: '4,347,500.00',
  },
  {
    date: ['30/06/2026'],
    valueDate: '30/06/2026',
    branch: '0996',
    journal: '000001',
    text: ['BUNGA'],
    amount: '1,234.56',
    direction: 'C',
    balance: '4,348,734.56',
  },
  {
    date: ['30/06/2026'],
    valueDate: '30/06/2026',
    branch: '0996',
    journal: '000002',
    text: ['PAJAK'],
    amount: '246.91',
    direction: 'D',
    balance: '4,348,487.65',
  },
];

export const BNI_JUNE_SUMMARY = [
  ['Beginning Balance', '5,000,000.00'],
  ['Total Debet', '4', '1,602,746.91'],
  ['Total Kredit', '3', '951,234.56'],
  ['Ending Balance', '4,348,487.65'],
];
