import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

interface RefusedApproveDialogProps {
  ticket: string;
  panelStatus: string;
  /** `ticket · username · amount` of the row. */
  summary: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Approving a ticket the panel rejected or cancelled: the checker says so explicitly. Cancel has the
 * focus, so Enter alone never approves it.
 */
export function RefusedApproveDialog({ ticket, panelStatus, summary, busy, onConfirm, onCancel }: RefusedApproveDialogProps) {
  return (
    <ConfirmDialog
      title="Konfirmasi Approve"
      message={
        <>
          <span className="block">
            Ticket {ticket} berstatus <strong>{panelStatus.trim() || '-'}</strong> di panel (ditolak/dibatalkan). Tetap approve data ini?
          </span>
          <span className="mt-2 block text-gray-800 tabular-nums dark:text-white/90">{summary}</span>
        </>
      }
      confirmLabel={busy ? 'Saving...' : 'Ya, Approve'}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
