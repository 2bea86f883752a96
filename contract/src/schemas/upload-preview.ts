import { z } from 'zod';

/**
 * Upload preview (our addition): POST /api/{upload endpoint}/preview takes the same multipart form as the
 * upload, reads the file exactly as the upload would and answers what it read. Nothing is stored. The Upload page
 * shows it in the confirmation dialog, so a person sees the rows as the app understood them before storing them.
 */

/** How many of the file's rows the preview lists. */
export const PREVIEW_SAMPLE_ROWS = 8;

export const previewRow = z.object({
  /** Line of the file the row starts on. */
  line: z.number().int(),
  /** YYYY-MM-DD */
  date: z.string(),
  /** HH:mm:ss, or null when the file gives only a date. */
  time: z.string().nullable(),
  /** Integer sen. */
  amount_sen: z.number().int(),
  /** CR / DB for a statement line; null for a BO row. */
  direction: z.enum(['CR', 'DB']).nullable(),
  /** Who paid or was paid (the name the bank writes), or the player of a BO row. */
  name: z.string(),
  /** The line's reference, or the BO row's ticket. */
  reference: z.string(),
  /** A statement line's kind in words when it backs no player (Biaya, Bunga, Pajak, Retur); '' otherwise. */
  kind: z.string(),
});
export type PreviewRow = z.infer<typeof previewRow>;

export const uploadPreview = z.object({
  /** The layout the file was read as: 'CSV KlikBCA Bisnis', 'template BCA'. */
  layout: z.string(),
  /** Rows read from the file (every one would be stored, duplicates aside). */
  rows: z.number().int(),
  /** Of a statement: money in, money out, and lines that back no player (fees, interest, tax, returns). Zero for BO files. */
  credits: z.number().int(),
  debits: z.number().int(),
  not_for_matching: z.number().int(),
  sample: z.array(previewRow),
  warnings: z.array(z.string()),
});
export type UploadPreview = z.infer<typeof uploadPreview>;
