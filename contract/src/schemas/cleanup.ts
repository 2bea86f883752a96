import { z } from 'zod';

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

export const deleteBoMutasiBody = z.object({
  /** DD-Mon-YYYY as the screen sends it; `3-Jul-2026` and `2026-07-03` are read too. */
  date: z
    .string({ error: CLEANUP_MSG.badDate('') })
    .trim()
    .max(20),
  group: z.string({ error: CLEANUP_MSG.groupRequired }).trim().min(1, CLEANUP_MSG.groupRequired).max(50),
});
export type DeleteBoMutasiBody = z.infer<typeof deleteBoMutasiBody>;

export const deleteBoMutasiResponse = z.object({
  message: z.string(),
  /** Uploads removed, and uploads of that date kept because they are older than 24 hours. */
  uploads: z.number().int(),
  kept_uploads: z.number().int(),
  bo_deposit: z.number().int(),
  bo_withdraw: z.number().int(),
  mutasi_deposit: z.number().int(),
  mutasi_withdraw: z.number().int(),
  /** BO rows and statement lines that had been matched to something removed and are Pending again. */
  returned_to_pending: z.number().int(),
  /** Of those, BO rows the matcher approved again with another line. */
  rematched: z.number().int(),
});
export type DeleteBoMutasiResponse = z.infer<typeof deleteBoMutasiResponse>;
