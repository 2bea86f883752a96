import { headerKey } from '../../../parsing/table.ts';

/**
 * Every bank statement table layout we know, in one place: our templates and the banks' own exports. A parser
 * recognises its own layouts by their header; a file uploaded under the wrong category is recognised here too, so
 * the message can say which category it belongs to. Documented in docs/formats-banks.md.
 */
export interface Layout {
  id: string;
  /** How users know it: 'template BCA', 'CSV KlikBCA Bisnis'. */
  label: string;
  /** What to do with such a file (for the message when it is uploaded under another category). */
  advice: string;
  /** Columns the header must have, as the file writes them; an array lists names of the same column. */
  columns: readonly Column[];
  /** Columns read when present. */
  optional?: readonly Column[];
  /** A headerless layout: the column of each position, and how its records look. */
  record?: { positions: readonly string[]; matches(cells: readonly string[]): boolean };
}

/** A column's name as shown in messages, or its accepted names (the first is shown). */
export type Column = string | readonly [string, ...string[]];

export const columnName = (column: Column): string => (typeof column === 'string' ? column : column[0]);
export const columnKeys = (column: Column): string[] => (typeof column === 'string' ? [column] : [...column]).map(headerKey);

const BANK = (bank: string) => `pilih kategori Bank, bank ${bank}`;

export const LAYOUTS = {
  bcaTemplate: {
    id: 'bca-template', label: 'template BCA', advice: BANK('BCA'),
    columns: ['Tanggal', 'Keterangan', 'Jumlah', 'DB/CR', 'Saldo'],
  },
  klikBca: {
    id: 'bca-klikbca', label: 'CSV KlikBCA', advice: BANK('BCA'),
    columns: ['Tanggal', 'Keterangan', 'Cabang', 'Jumlah', 'Saldo'],
  },
  klikBcaBisnis: {
    id: 'bca-bisnis', label: 'CSV KlikBCA Bisnis', advice: BANK('BCA'),
    columns: ['Tanggal Transaksi', 'Keterangan', 'Cabang', 'Jumlah'], optional: ['Saldo'],
  },
  mandiriTemplate: {
    id: 'mandiri-template', label: 'template Mandiri', advice: BANK('Mandiri'),
    columns: ['Tanggal', 'Keterangan', 'Dana Masuk', 'Dana Keluar', 'Saldo'],
  },
  kopra: {
    id: 'mandiri-kopra', label: 'CSV Mandiri Kopra', advice: BANK('Mandiri'),
    columns: ['PostDate', 'Remarks', 'Credit Amount', 'Debit Amount'], optional: ['AdditionalDesc', 'Close Balance'],
  },
  mcm: {
    id: 'mandiri-mcm', label: 'CSV Mandiri MCM', advice: BANK('Mandiri'),
    columns: ['Account No', 'Date', 'Val. Date', 'Description', 'Debit', 'Credit'], optional: ['Reference No.'],
  },
  livin: {
    id: 'mandiri-livin', label: "e-Statement Livin' Mandiri yang disimpan sebagai CSV",
    advice: 'konversi dulu file Excel aslinya di menu Convert Mutasi (Mandiri)',
    columns: ['Tanggal', 'Keterangan', 'Dana Masuk (IDR)', 'Dana Keluar (IDR)'],
  },
  bniMobileTemplate: {
    id: 'bni-mobile-template', label: 'template BNI Mobile', advice: BANK('BNI Mobile'),
    columns: ['Tanggal', 'Keterangan', 'Nominal', 'Db/Cr', 'Saldo'],
  },
  bniInternetTemplate: {
    id: 'bni-internet-template', label: 'template BNI Internet Banking', advice: BANK('BNI Internet Banking'),
    columns: ['Tanggal', 'Keterangan', 'Debit', 'Kredit', 'Saldo', 'No. Jurnal'],
  },
  bniCsvHeader: {
    id: 'bni-csv', label: 'CSV BNI', advice: BANK('BNI Internet Banking'),
    columns: [['Posting Date', 'Post Date'], ['Description', 'Transaction Description'], 'Debit', 'Credit'],
    optional: [['Journal No.', 'Journal'], ['Effective Date', 'Value Date'], 'Branch'],
  },
  bniCsvRecord: {
    id: 'bni-csv-record', label: 'CSV BNI (tanpa header)', advice: BANK('BNI Internet Banking'),
    columns: ['Posting Date', 'Effective Date', 'Branch', 'Journal No.', 'Description', 'Debit', 'Credit'],
    record: {
      positions: ['Posting Date', 'Effective Date', 'Branch', 'Journal No.', 'Description', 'Debit', 'Credit'],
      // "02/12/19 06.25.21","02/12/19 06.25.21","0996","932902","TRANSFER DARI | …",".00","200,000.00"
      matches: (cells) => cells.length === 7 && cells.slice(0, 2).every((c) => /^\d{2}\/\d{2}\/\d{2,4} \d{2}[.:]\d{2}[.:]\d{2}$/.test(c)),
    },
  },
  cimbTemplate: {
    id: 'cimb-template', label: 'template CIMB', advice: BANK('CIMB'),
    columns: ['Tanggal', 'Keterangan', 'Debit', 'Kredit', 'Saldo', 'No. Referensi'],
  },
  manualTemplate: {
    id: 'manual-template', label: 'template Manual Bank / Wallet', advice: 'pilih kategori Manual Bank / Wallet',
    columns: ['Tanggal', 'Keterangan', 'Nama', 'No Rekening/HP', 'Debit', 'Kredit', 'Saldo', 'Referensi'],
  },
  briCsv: {
    id: 'bri-csv', label: 'CSV BRI', advice: 'pilih kategori Manual Bank / Wallet, bank BRI',
    columns: ['NOREK', 'TGL_TRAN', 'JAM_TRAN', 'SEQ', 'DESK_TRAN', 'MUTASI_DEBET', 'MUTASI_KREDIT'],
    optional: ['SALDO_AKHIR_MUTASI'],
  },
} as const satisfies Record<string, Layout>;

export const ALL_LAYOUTS: readonly Layout[] = Object.values(LAYOUTS);

/** The header row has every column of the layout. */
export function hasColumns(keys: readonly string[], layout: Layout): boolean {
  return layout.columns.every((c) => columnKeys(c).some((k) => keys.includes(k)));
}
