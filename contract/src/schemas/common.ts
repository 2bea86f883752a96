import { z } from 'zod';

/** The largest id a table holds (PostgreSQL `integer`): a bigger one names nothing, and is refused before SQL sees it. */
export const MAX_ID = 2_147_483_647;

/** A positive integer that arrives as a path segment. */
export const idParam = z.coerce.number().int().positive().max(MAX_ID);

export const pageParams = z.object({
  pageSize: z.coerce.number().int().min(1).max(1000),
  page: z.coerce.number().int().min(1).max(1_000_000),
});

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Trimmed, non-empty text of bounded length. */
export const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max);
