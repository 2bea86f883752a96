/** The review screens' constants and messages (View BO, View Mutasi and their writes), without zod: the web reads them. */

/** The Status Type filter as the path names it. */
export const REVIEW_STATUSES = ['all', 'approve', 'pending'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** How the search term is read: ID Tracking, an amount, or text in the names. */
export const SEARCH_MODES = ['id', 'nominal', 'string'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

export const REVIEW_MSG = {
  badDate: (raw: string) => `Tanggal '${raw}' tidak valid (format: 3-Jul-2026).`,
  badStatus: 'Status harus all, approve atau pending.',
  badMode: 'Mode pencarian harus id, nominal atau string.',
  badIdTerm: 'ID Tracking hanya boleh berisi angka.',
  badNominalTerm: 'Nominal pencarian harus berisi angka.',
} as const;

/** Most rows one request may name (the screen sends at most a page of 100; bulk tools more). */
export const REVIEW_WRITE_MAX_ROWS = 1000;
export const REVIEW_NOTE_MAX = 500;

export const REVIEW_WRITE_MSG = {
  outsideEditWindow: 'Data ini tidak bisa diupdate (bukan hari yang sama).',
  alreadyApproved: 'Data sudah di-approve, tidak bisa diubah.',
  noteRequired: 'Keterangan tidak boleh kosong.',
  noteTooLong: `Keterangan maksimal ${REVIEW_NOTE_MAX} karakter.`,
  amountDigitsOnly: 'Nominal hanya boleh angka.',
  amountTooLarge: 'Nominal terlalu besar.',
  badRowId: 'ID data tidak valid.',
  noRows: 'Pilih minimal 1 data.',
  tooManyRows: `Maksimal ${REVIEW_WRITE_MAX_ROWS} data sekali kirim.`,
  duplicateRow: (id: number) => `Data ${id} dikirim lebih dari sekali.`,
  badDate: 'Tanggal tidak valid.',
  updated: (n: number) => `Berhasil update ${n} data.`,
  lineNotFound: 'Mutasi tidak ditemukan untuk data ini.',
  lineTaken: (ticket: string) => `Mutasi ini sudah dipakai untuk ticket ${ticket}.`,
  lineTwice: 'Satu mutasi hanya bisa dipakai untuk satu data.',
  deleted: (n: number) => `Berhasil hapus ${n} data.`,
  panelRefused: (ticket: string, status: string) => `Ticket ${ticket} berstatus ${status} di panel (ditolak/dibatalkan): approve hanya bisa dengan konfirmasi.`,
  reasonRequired: 'Alasan pembatalan tidak boleh kosong.',
  reasonTooLong: `Alasan pembatalan maksimal ${REVIEW_NOTE_MAX} karakter.`,
  notApproved: 'Data ini belum di-approve, tidak ada yang dibatalkan.',
  reverted: (ticket: string) => `Approve ticket ${ticket} dibatalkan, data kembali Pending.`,
} as const;
