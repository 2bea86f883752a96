import { Button } from './Button.tsx';

/**
 * The end of a dialog form: its problem (if any; `problemId` lets a field name it as its description), then Cancel and
 * the submit button (`danger` for a form that undoes something).
 */
export function FormFooter({
  problem,
  problemId,
  busy,
  onCancel,
  submitLabel = 'Submit',
  disabled,
  danger,
}: {
  problem?: string | null;
  problemId?: string;
  busy: boolean;
  onCancel: () => void;
  submitLabel?: string;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy || disabled}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </>
  );
}
