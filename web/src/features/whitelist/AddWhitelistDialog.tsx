import { IP_EXAMPLE } from '@auto-checker/contract';
import { TextField } from '../../components/Field.tsx';
import type { AddDialogProps } from '../../components/FormDialog.tsx';
import { AddFormDialog } from '../../components/MasterDataPage.tsx';
import { ipProblem, ipTyping } from './whitelist-rules.ts';

/** Hands back the address typed, trimmed. */
export function AddWhitelistDialog(props: AddDialogProps<string>) {
  return (
    <AddFormDialog {...props} title="Add New Whitelist" width="max-w-md" initial={{ ip: '' }} problemOf={(f) => ipProblem(f.ip)} valueOf={(f) => f.ip.trim()}>
      {({ form, edit, problem }) => (
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
      )}
    </AddFormDialog>
  );
}
