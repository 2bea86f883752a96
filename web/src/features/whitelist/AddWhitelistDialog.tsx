import { IP_EXAMPLE } from '@auto-checker/contract';
import { TextField } from '../../components/Field.tsx';
import { FormDialog, useCheckedForm, type AddDialogProps } from '../../components/FormDialog.tsx';
import { ipProblem, ipTyping } from './whitelist-rules.ts';

/** Hands back the address typed, trimmed. */
export function AddWhitelistDialog({ busy, notice, onSubmit, onClose }: AddDialogProps<string>) {
  const { form, edit, problem, submit } = useCheckedForm(
    { ip: '' },
    (f) => ipProblem(f.ip),
    (valid) => onSubmit(valid.ip.trim()),
  );
  return (
    <FormDialog title="Add New Whitelist" width="max-w-md" notice={notice} problem={problem} busy={busy} onSubmit={submit} onClose={onClose}>
      <TextField
        label="IP Address"
        required
        autoComplete="off"
        maxLength={15}
        placeholder={IP_EXAMPLE}
        value={form.ip}
        aria-invalid={problem !== null}
        onChange={(e) => edit({ ip: ipTyping(e.target.value) })}
      />
    </FormDialog>
  );
}
