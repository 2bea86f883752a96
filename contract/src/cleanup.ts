/**
 * Delete BO / Mutasi (docs/spec/part-2.md, sections 2, 4, 5, 7 and 8): DELETE /api/deletebomutasi {date, group}
 * removes every upload of that statement date and website made at most 24 hours ago, with its BO rows and
 * statement lines. Rows and lines that were matched to something removed return to Pending and are
 * reconciled again.
 */

export const CLEANUP_MAX_AGE_HOURS = 24;

export const CLEANUP_MSG = {
  badDate: (raw: string) => `Tanggal '${raw}' tidak valid (format: 03-Jul-2026).`,
  groupRequired: 'Website / Group wajib dipilih.',
  nothing: (group: string, date: string) => `Tidak ada data BO / Mutasi ${group} tanggal ${date}.`,
  tooOld: (group: string, date: string) => `Data ${group} tanggal ${date} diupload lebih dari ${CLEANUP_MAX_AGE_HOURS} jam yang lalu dan tidak bisa dihapus.`,
  /** The web's fallbacks (spec section 8). */
  failed: 'Gagal menghapus data.',
  done: 'Berhasil',
  doneNotObject: 'Sukses',
} as const;
