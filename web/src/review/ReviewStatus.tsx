/** 'Approved' in green or 'Pending' in amber. */
export function ApprovalBadge({ approved }: { approved: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${
        approved ? 'bg-green-50 text-green-700 dark:bg-green-500/15 dark:text-green-400' : 'bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-400'
      }`}
    >
      {approved ? 'Approved' : 'Pending'}
    </span>
  );
}

/**
 * A BO row whose ticket the panel rejected or cancelled: neither an ordinary Pending row nor Approved.
 * Red, and the panel's own status beside the words.
 */
export function PanelRefusedBadge({ status }: { status: string }) {
  return (
    <span className="inline-block rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-700 dark:bg-red-500/15 dark:text-red-400">
      Ditolak panel: {status.trim() || '-'}
    </span>
  );
}
