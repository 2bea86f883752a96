/**
 * The upload messages (docs/spec/part-1.md sections 5 and 8) and the answer of every upload endpoint: the web checks
 * its form with the same words the server answers with, and reads the answer by this shape. One place for both.
 */
import { NOT_AN_UPLOAD_FILE } from './upload-files.ts';

/** An upload's answer lists one message per row added for this many rows, then one line for the rest. */
export const MAX_ROW_MESSAGES = 1000;

export const UPLOAD_MSG = {
  notCsv: NOT_AN_UPLOAD_FILE,
  noFile: '❌ Harap pilih file terlebih dahulu.',
  emptyFile: 'File kosong.',
  noProvider: '❌ Harap pilih Provider terlebih dahulu.',
  noWebsite: '❌ Harap pilih website terlebih dahulu.',
  noAccount: '❌ Harap pilih Akun terlebih dahulu.',
  noBcaAccount: 'Harap pilih akun BCA terlebih dahulu.',
  /** The statement date BCA and BNI uploads must name (`statement`: BCA, BNI Mobile, BNI Internet Banking). */
  noDate: (statement: string) => `Tanggal wajib diisi untuk mutasi ${statement}.`,
  badDate: (raw: string) => `Tanggal '${raw}' tidak valid (format: 05-Jan-2025).`,
  badJenis: 'Jenis transaksi harus DEPO atau WD.',
  noAccountId: 'Gagal membaca account_id dari token.',
  noQrisLuxeWebsite: 'Website wajib dipilih untuk QRIS Luxe.',
  noBoMode: '❌ Pilih mode deposit (Deposit / Deposit (QRIS)).',
  unknownBo: '❌ Kombinasi BO tidak dikenali.',
  unknownBank: '❌ Bank tidak dikenali.',
  unknownManualBank: '❌ Bank manual tidak dikenali.',
  wrongPanel: (code: string, panel: string, expected: string) => `Website ${code} adalah panel ${panel}, bukan ${expected}.`,
  accountNotFound: (bank: string, number: string, code: string) => `Akun ${bank} ${number} tidak ditemukan atau tidak aktif untuk website ${code}.`,
  /** The file states another account number than the account chosen: its lines would be booked on the wrong account. */
  otherAccount: (stated: string, chosen: string) =>
    `File ini mutasi rekening ${stated}, bukan rekening yang dipilih (${chosen}): transaksinya akan tercatat di rekening yang salah. Pilih akun ${stated}, atau upload file mutasi rekening ${chosen}.`,
  /** BO rows naming an operator's account the Data Bank files under another website: the file is that website's. */
  otherWebsiteAccount: (number: string, other: string, chosen: string) =>
    `File BO ini menyebut rekening tujuan ${number} milik website ${other}, bukan ${chosen}: datanya akan tercatat di website yang salah. Pilih website ${other}, atau upload file BO website ${chosen}.`,
  /** BO rows whose Website cell names another website of ours (its code or name): the file is that website's. */
  otherWebsiteNamed: (written: string, other: string, chosen: string) =>
    `File BO ini menulis website ${written} di kolom Website (website ${other}), bukan ${chosen}: datanya akan tercatat di website yang salah. Pilih website ${other}, atau upload file BO website ${chosen}.`,
  /** One account's same days through another upload or in another layout (an export and a template, a PDF e-Statement and an export) would store each transfer twice. */
  otherLayoutOnDates: (fileName: string) =>
    `Mutasi akun ini untuk tanggal yang sama sudah diupload dari file lain (${fileName}) lewat upload atau format lain, jadi transaksinya akan tercatat dua kali. Upload mutasi satu akun per tanggal lewat satu upload dan satu format saja, atau hapus dulu upload itu di Delete BO / Mutasi.`,
  /** A statement line or BO row dated far from the statement date, which is that date with day and month swapped (server parsing/swapped-dates.ts); dates as dayMonYear writes them. */
  swappedDates: (read: string, statementDate: string) =>
    `tanggal ${read} jauh dari tanggal yang dipilih (${statementDate}), padahal sama dengan tanggal itu bila hari dan bulannya ditukar: file ini tampaknya disimpan ulang oleh Excel dengan format tanggal bulan/hari. Ekspor ulang file dari sumbernya (bank atau panel) tanpa menyimpannya lagi di Excel, atau ubah format tanggalnya ke dd/mm/yyyy.`,
  /** A file whose reading went over the server's time or memory limit. */
  tooHeavy: (limit: 'time' | 'memory') =>
    limit === 'time'
      ? 'File terlalu besar: membacanya memakan waktu lebih dari batas server. Bagi file per tanggal lalu upload satu per satu.'
      : 'File terlalu besar: membacanya memerlukan memori lebih dari batas server. Bagi file per tanggal lalu upload satu per satu.',
  moreRowsAdded: (n: number) =>
    `… dan ${n.toLocaleString('id-ID')} baris lainnya ditambahkan (pesan per baris hanya untuk ${MAX_ROW_MESSAGES.toLocaleString('id-ID')} baris pertama).`,
  alreadyThere: (when: string) => `ℹ️ Data sudah ada untuk tanggal ${when}`,
  added: (n: number) => `✅ ${n} data berhasil ditambahkan.`,
  failed: (reason: string) => `❌ Upload failed: ${reason}`,
};

/** The answer of every upload endpoint (docs/design.md section 6c; `status` and `data` are the spec's, the rest ours). */
export interface UploadAnswer {
  /** true: every row of the file was already stored (the page says 'Data sudah ada untuk tanggal ...'). */
  status: boolean;
  /** One message per row added, the first MAX_ROW_MESSAGES rows, then one line for the rest. */
  data: { message: string }[];
  added: number;
  duplicates: number;
  matched: number;
  warnings: string[];
  /**
   * The statement dates the file's rows belong to (the form's date, else each row's own; ISO, ascending, each once):
   * with status true, the dates that already had them.
   */
  statement_dates: string[];
}
