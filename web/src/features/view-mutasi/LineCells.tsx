import { ApprovalBadge } from '../../review/ReviewStatus.tsx';
import type { LineStatus } from './line-words.ts';

/* The cells View Mutasi adds to the review table: what a line is, and the line that bears on it. */

const neutral = 'bg-gray-100 text-gray-700 dark:bg-white/10 dark:text-gray-300';
/** A payout that came back: neutral too (nothing to approve), outlined so that it does not read as a fee or a sweep. */
const returned = 'border border-gray-400 bg-white text-gray-800 dark:border-gray-500 dark:bg-transparent dark:text-gray-200';

/** A line's Status: Approved / Pending as on every review table, or a neutral badge saying what the line is. */
export function LineStatusBadge({ status }: { status: LineStatus }) {
  if (status.kind === 'approval') return <ApprovalBadge approved={status.approved} />;
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${status.returned ? returned : neutral}`}>
      {status.word}
    </span>
  );
}

/** The line that bears on a row, under it in words (a return, the payout it returns, the other export's copy). */
export function RelatedLineNote({ words }: { words: string }) {
  return (
    // Narrower than the phone's table box (the page and card paddings), so that it wraps instead of running under the edge.
    <p className="max-w-[calc(100vw-6rem)] text-sm text-gray-600 dark:text-gray-400">
      <span aria-hidden="true">↳ </span>
      {words}
    </p>
  );
}
