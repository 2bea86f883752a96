import type { CreateWebsiteBody } from '@auto-checker/contract';
import { Options, SelectField, TextField } from '../../components/Field.tsx';
import type { AddDialogProps } from '../../components/FormDialog.tsx';
import { AddFormDialog } from '../../components/MasterDataPage.tsx';
import { PANEL_OPTIONS, createWebsiteBody, emptyWebsiteForm, websiteCodeTyping, websiteFormProblem } from './website-rules.ts';

export function AddWebsiteDialog(props: AddDialogProps<CreateWebsiteBody>) {
  return (
    <AddFormDialog {...props} title="Add Website" width="max-w-md" initial={emptyWebsiteForm} problemOf={websiteFormProblem} valueOf={createWebsiteBody}>
      {({ form, edit }) => (
        <>
          <TextField
            label="Website Name"
            required
            autoComplete="off"
            maxLength={100}
            value={form.website_name}
            onChange={(e) => edit({ website_name: e.target.value })}
          />
          <TextField
            label="Website Code"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            hint="Huruf besar dan angka saja."
            value={form.website_code}
            onChange={(e) => edit({ website_code: websiteCodeTyping(e.target.value) })}
          />
          <SelectField label="Website Panel" required value={form.website_panel} onChange={(e) => edit({ website_panel: e.target.value })}>
            <Options options={PANEL_OPTIONS} />
          </SelectField>
        </>
      )}
    </AddFormDialog>
  );
}
