import { noRows } from '../../parsing/result.ts';

/** What Convert Mutasi answers when it refuses a file (Indonesian, shown verbatim by the client). */
export const CONVERT_MSG = {
  /** docs/spec/part-2.md section 5. */
  badFileName: '❌ File harus .xls atau .xlsx',
  noFile: 'Pilih satu file Excel (.xls atau .xlsx) di field myfile.',
  tooLargeUnzipped: (maxMb: number) => `File Excel terlalu besar: isinya lebih dari ${maxMb} MB setelah dibuka.`,
  tooManyCells: (max: number) => `File Excel terlalu besar: lebih dari ${max.toLocaleString('id-ID')} sel. Pisahkan mutasi per periode yang lebih pendek.`,
  /** A workbook whose reading went over a worker's time or memory limit (workers/pool.ts). */
  tooHeavy: (limit: 'time' | 'memory') =>
    `File Excel terlalu besar: membacanya memerlukan ${limit === 'time' ? 'waktu' : 'memori'} lebih dari batas server. Pisahkan mutasi per periode yang lebih pendek.`,
  emptyFile: 'File kosong.',
  notExcel:
    'Isi file bukan Excel (.xls atau .xlsx), walaupun namanya berakhiran .xls/.xlsx. Buka file di Excel, simpan sebagai Excel Workbook (.xlsx), lalu coba lagi.',
  htmlNotExcel:
    'File ini halaman web (HTML/XML) yang diberi nama Excel, bukan file Excel asli. Buka file di Excel, simpan sebagai Excel Workbook (.xlsx), lalu coba lagi.',
  /** An encrypted .xlsx without a password, then with a wrong one (docs/formats.md, Convert Mutasi). */
  passwordNeeded: 'File Excel ini dilindungi password. Isi kolom Password file lalu coba lagi.',
  wrongPassword: 'Password file salah.',
  /** An encrypted .xls (RC4), or an .xlsx whose encryption asks more than Excel's (workbook-password.ts). */
  encryptionUnsupported:
    'Enkripsi file Excel ini tidak didukung. Buka file di Excel, simpan ulang sebagai Excel Workbook (.xlsx) (password boleh tetap dipakai), lalu coba lagi.',
  unreadable: 'File Excel tidak dapat dibaca: file rusak atau bukan format Excel yang didukung.',
  emptyWorkbook: 'File Excel kosong: tidak ada data di sheet mana pun.',
  /** A workbook with transactions on more than one sheet: one CSV of the first would leave the others out unseen. */
  severalSheets: (names: readonly string[]) =>
    `File Excel berisi transaksi di lebih dari satu sheet (${names.map((n) => `'${n}'`).join(', ')}): Convert Mutasi membaca satu sheet. Simpan tiap sheet sebagai file sendiri, lalu convert satu per satu.`,
  noRows,
} as const;
