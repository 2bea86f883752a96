/** Delete BO / Mutasi's request and answer (what they mean: ../cleanup.ts). */
import { z } from 'zod';
import { CLEANUP_MSG } from '../cleanup.ts';

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
