import { Button } from './Button.tsx';

/** The end of a dialog form: its problem (if any), then Cancel and the submit button. */
export function FormFooter({ problem, busy, onCancel, submitLabel = 'Submit', disabled }: {
  problem?: string | null;
  busy: boolean;
  onCancel: () => void;
  submitLabel?: string;
  disabled?: boolean;
}) {
  return (
    <>
      {problem && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || disabled}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </>
  );
}
