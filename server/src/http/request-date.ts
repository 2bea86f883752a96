import { z } from 'zod';
import { parseRequestDate } from '../parsing/datetime.ts';

/**
 * A date in a path or body (`2026-07-03`, `3-Jul-2026`, `03-Jul-2026`), kept as sent (file names and the activity
 * log use it) and as YYYY-MM-DD; anything else is refused with the screen's own message.
 */
export const requestDateText = (badDate: (raw: string) => string) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      const iso = parseRequestDate(text);
      if (iso !== null) return { text, iso };
      ctx.addIssue({ code: 'custom', message: badDate(text) });
      return z.NEVER;
    });
