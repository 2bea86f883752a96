/** What table cells hold that is wider than a column should be: they wrap, so that a table fits beside the sidebar. */
import type { ReactNode } from 'react';
import { formatJakartaDateTime } from '../lib/jakarta-time.ts';

/**
 * A moment as the spec writes it in tables (long Indonesian date-time, Asia/Jakarta: `29 November 2026 pukul 14.47.05`),
 * the time under the date when the column is narrow: on one line it is the widest cell of its table, and the last
 * column of Tracking ran off a 1366 px screen.
 */
export function DateTimeText({ value }: { value: string | Date | null | undefined }) {
  return <span className="block min-w-36 whitespace-normal">{formatJakartaDateTime(value)}</span>;
}

/** A name (an account, a person) that wraps past 12 rem, at any character when one word is longer. */
export function NameText({ children, min = 'min-w-12' }: { children: ReactNode; min?: string }) {
  return <span className={`block ${min} max-w-48 whitespace-normal [overflow-wrap:anywhere]`}>{children}</span>;
}
