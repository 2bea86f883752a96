import { useId, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { ApprovalBadge, PanelRefusedBadge } from '../../review/ReviewStatus.tsx';
import { formatAmount } from '../../lib/format.ts';
import { matchDetails, matchRuleLabel, type BoRow } from './bo-sides.ts';

const input =
  'h-9 rounded-lg border border-gray-300 bg-transparent px-3 text-sm text-gray-800 placeholder:text-gray-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none disabled:cursor-not-allowed disabled:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-white/90 dark:disabled:bg-gray-800';

interface StatusCellProps {
  row: BoRow;
  approved: boolean;
  note: string;
  ticket: string;
  /** The ticket's status in the panel's export. */
  panelStatus: string;
  open: boolean;
  /** The cell's id: focus comes back here after the row's approval is taken back. */
  cellId: string;
  panelId: string;
  onToggle: () => void;
  /** The short view: no Saran button (the ticket opens the row's detail), the best suggestion under the badge. */
  inline?: ReactNode;
}

/**
 * Approved or Pending. An approved row says how: the matcher's rule (expandable to the line it used) or the
 * person who approved it. A Pending row opens its suggestions ("Saran"). A ticket the panel rejected or
 * cancelled is neither: it says so, with the panel's status (and still does once a person approved it anyway).
 */
export function StatusCell({ row, approved, note, ticket, panelStatus, open, cellId, panelId, onToggle, inline }: StatusCellProps) {
  return (
    <div id={cellId} tabIndex={-1} role="group" aria-label={`Status ${ticket}`} className="rounded-md focus:outline-2 focus:outline-brand-500">
      {approved ? (
        <div className="flex flex-col items-start gap-1">
          <ApprovalBadge approved />
          {row.match_rule ? (
            <MatchBadge rule={row.match_rule} lineId={row.matched_line_id} note={note} />
          ) : row.approved_by_name ? (
            <span className="text-xs text-gray-500 dark:text-gray-400">oleh {row.approved_by_name}</span>
          ) : null}
          {row.panel_refused && <span className="text-xs text-red-700 dark:text-red-400">Status panel: {panelStatus}</span>}
        </div>
      ) : inline !== undefined ? (
        <div className="space-y-1.5">
          {row.panel_refused ? <PanelRefusedBadge status={panelStatus} /> : <ApprovalBadge approved={false} />}
          {inline}
        </div>
      ) : (
        <div className="flex items-center gap-2">
          {row.panel_refused ? <PanelRefusedBadge status={panelStatus} /> : <ApprovalBadge approved={false} />}
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={`Saran ${ticket}`}
            onClick={onToggle}
            className="rounded-md border border-gray-300 px-2 py-0.5 text-xs text-gray-700 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-300 dark:hover:bg-gray-800"
          >
            Saran {open ? '▴' : '▾'}
          </button>
        </div>
      )}
    </div>
  );
}

/** The matcher's rule as a badge; opening it shows the statement line it matched. */
function MatchBadge({ rule, lineId, note }: { rule: string; lineId: number | null; note: string }) {
  const label = matchRuleLabel(rule);
  const details = [lineId === null ? null : `Mutasi #${lineId}`, ...matchDetails(note)].filter((d): d is string => d !== null);
  return (
    <details className="text-xs">
      <summary
        title={`Cocok otomatis (${label})${details.length ? `: ${details.join(' · ')}` : ''}`}
        className="cursor-pointer list-none rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-100"
      >
        Auto: {label}
      </summary>
      <ul className="mt-1 space-y-0.5 text-gray-600 dark:text-gray-400">
        {details.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </details>
  );
}

interface KetCellProps {
  ticket: string;
  /** The input's id: an approval without a note puts the cursor here. */
  inputId: string;
  /** The row's note now (a Pending row may carry the matcher's words). */
  current: string;
  /** Who took the row's last approval back, when and why (`Dibatalkan oleh rina 24 Nov 07:13: salah orang`). */
  revertNote: string | null;
  /** The matcher's words on why it left the row Pending (a likely double submission). */
  hint: string | null;
  value: string;
  disabled: boolean;
  busy: boolean;
  onChange: (value: string) => void;
  onUpdate: () => void;
}

/**
 * The note of a Pending row and its Update button. Above the input: the row's note now, then, each marked, the
 * last undo of its approval and the matcher's hint; the input names them as its description for screen readers.
 */
export function KetCell({ ticket, inputId, current, revertNote, hint, value, disabled, busy, onChange, onUpdate }: KetCellProps) {
  const notesId = useId();
  const hasNotes = Boolean(current || revertNote || hint);
  return (
    <div className="space-y-1">
      {hasNotes && (
        <div id={notesId} className="space-y-1">
          {current && <p className="text-xs text-gray-500 dark:text-gray-400">{current}</p>}
          {revertNote && (
            <p className="rounded border-l-2 border-red-400 bg-red-50 px-2 py-0.5 text-xs text-red-800 dark:bg-red-500/10 dark:text-red-300">
              <span className="font-semibold">Approve dibatalkan:</span> {revertNote}
            </p>
          )}
          {hint && (
            <p className="rounded border-l-2 border-sky-400 bg-sky-50 px-2 py-0.5 text-xs text-sky-800 dark:bg-sky-500/10 dark:text-sky-300">
              <span className="font-semibold">Info matcher:</span> {hint}
            </p>
          )}
        </div>
      )}
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          data-row-nav="ket"
          type="text"
          aria-label={`Ket ${ticket}`}
          aria-describedby={hasNotes ? notesId : undefined}
          placeholder="Keterangan"
          maxLength={500}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onUpdate();
          }}
          className={`${input} w-full min-w-0`}
        />
        <Button type="button" size="sm" onClick={onUpdate} disabled={busy}>
          Update
        </Button>
      </div>
    </div>
  );
}

interface AmountCellProps {
  label: string;
  ticket: string;
  amount: number;
  approvedAmount: number | null;
  /** Shown as an input (Pending row, status filter pending or all). */
  editable: boolean;
  disabled: boolean;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The amount, as text; for a Pending row also a box for the corrected amount under it (digits only, blank keeps
 * the BO's), named for screen readers by the row's ticket.
 */
export function AmountCell({ label, ticket, amount, approvedAmount, editable, disabled, value, onChange }: AmountCellProps) {
  if (editable) {
    return (
      <span className="flex flex-col items-end gap-1">
        <span className="font-medium text-gray-800 dark:text-white/90">{formatAmount(amount)}</span>
        <input
          type="text"
          inputMode="numeric"
          aria-label={`${label} ${ticket}`}
          title="Koreksi nominal: kosongkan untuk memakai nominal BO"
          placeholder="Koreksi"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          className={`${input} w-full max-w-36 min-w-0 text-right tabular-nums`}
        />
      </span>
    );
  }
  if (approvedAmount !== null && approvedAmount !== amount) {
    return (
      <span className="flex flex-col items-end">
        <span>{formatAmount(approvedAmount)}</span>
        <span className="text-xs text-gray-500 dark:text-gray-400">BO: {formatAmount(amount)}</span>
      </span>
    );
  }
  return <>{formatAmount(amount)}</>;
}

interface TicketCellProps {
  ticket: string;
  /** The request's time, short (`24 Nov 07:13`). */
  when: string;
  open: boolean;
  detailId: string;
  onToggle: () => void;
}

/** The short view's ticket: a button opening the row's detail (every field, every suggestion), its time under it. */
export function TicketCell({ ticket, when, open, detailId, onToggle }: TicketCellProps) {
  return (
    <div className="space-y-0.5">
      <button
        type="button"
        data-row-nav="ticket"
        aria-expanded={open}
        aria-controls={detailId}
        title={open ? 'Tutup detail' : 'Lihat detail dan semua saran'}
        onClick={onToggle}
        className="rounded text-left font-medium break-words text-brand-700 hover:underline focus:outline-2 focus:outline-brand-500 dark:text-brand-100"
      >
        {ticket} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <p className="text-xs text-gray-500 tabular-nums dark:text-gray-400">{when}</p>
    </div>
  );
}
